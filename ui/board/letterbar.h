// SPDX-License-Identifier: GPL-3.0-or-later
// The letters and signs of Russian notation (Кр Ф Л С К, — : + ++ × 0–0 0–0–0) as buttons that
// type into a line edit, for a keyboard without Cyrillic letters. Each button is reached with Tab,
// pressed with Space, and has a name screen readers read ("Russian king, Кр"); a press gives the
// keyboard back to the line edit, the cursor after the inserted text.
#pragma once

#include <QWidget>

class QLineEdit;
class QToolButton;

namespace ferz {

class LetterBar : public QWidget {
    Q_OBJECT

public:
    explicit LetterBar(QLineEdit *target, QWidget *parent = nullptr);

    // The button that types `text`, or nullptr.
    QToolButton *button(const QString &text) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLineEdit *m_target;
    QList<QToolButton *> m_buttons;
};

} // namespace ferz
