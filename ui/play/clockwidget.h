// SPDX-License-Identifier: GPL-3.0-or-later
// One player's side of the chess clock: the name and the time left, with the running clock
// highlighted and low time in red; a Tab stop named after the player. It only shows what it is told; the Game's ChessClock keeps the time.
#pragma once

#include <QFrame>

class QLabel;

namespace ferz {

class ClockWidget : public QFrame {
    Q_OBJECT

public:
    explicit ClockWidget(QWidget *parent = nullptr);

    void setName(const QString &name);
    // The time left; std::nullopt for a game without a clock.
    void setTime(std::optional<qint64> ms);
    void setActive(bool active);
    // Whether the time left is under the warning threshold (lowTimeWarningMs): shown in red.
    void setLow(bool low);
    bool isLow() const { return m_low; }
    QString timeText() const;

    // 1:30:00, 4:59, and tenths under ten seconds: 0:09.7. Never negative.
    static QString formatTime(qint64 ms);

private:
    void applyColours();

    bool m_active = false;
    bool m_low = false;
    QLabel *m_name;
    QLabel *m_time;
};

} // namespace ferz
