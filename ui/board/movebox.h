// SPDX-License-Identifier: GPL-3.0-or-later
// The box where a move is typed in any notation Ferz reads (e4, Nf3, Кf3, O-O, e7e8Q). Enter
// plays the move in the position shown through the session; a move that cannot be read or is
// not legal stays in the box, selected so that the next typing replaces it, with a message saying
// why, until the position shown changes or the game ends. Esc clears the box and hands the
// keyboard back (finished()). A move may also be typed on the board, which keeps the keyboard
// (typeFromBoard): the keyboard stays where the player is, so that a screen reader, which reads
// out whatever takes the keyboard, says the move and nothing else.
#pragma once

#include "core/notation/moveinput.h"

#include <QLineEdit>
#include <QPointer>

namespace ferz {

class GameSession;
class ViewSettings;

class MoveBox : public QLineEdit {
    Q_OBJECT

public:
    // Moves are read, and the candidates written, in the notation of `settings`.
    explicit MoveBox(const ViewSettings &settings, QWidget *parent = nullptr);

    void setSession(GameSession *session);
    // Takes a key pressed on the board when it types a move: a letter or digit starts one, and
    // while one is typed, the keys that edit it, Enter and Esc go to it. False for other keys.
    bool typeFromBoard(QKeyEvent *event);

signals:
    void message(const QString &text);
    void finished();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void play();
    // Why the session cannot play `typed`, which `input` could not read as a legal move.
    QString refusal(const QString &typed, const MoveInput &input) const;

    QPointer<GameSession> m_session;
    const ViewSettings &m_settings;
};

} // namespace ferz
