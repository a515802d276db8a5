// SPDX-License-Identifier: GPL-3.0-or-later
// Binds the board to the session shown: the board shows the session's node (its position, the
// move that led there, its arrows and squares), lets pieces move when the session takes moves
// there, and hands moves and annotations made on it to the session. Why a move was refused goes
// out as a message.
#pragma once

#include <QObject>
#include <QPointer>

namespace ferz {

class BoardWidget;
class GameSession;

class BoardController : public QObject {
    Q_OBJECT

public:
    explicit BoardController(BoardWidget *board, QObject *parent = nullptr);

    void setSession(GameSession *session);
    // Turns the board towards the side to move of a game being played.
    void setAutoFlip(bool autoFlip);

signals:
    void message(const QString &text);
    // Auto-flip turned the board.
    void flipped(bool flipped);

private:
    void show(bool animate);

    BoardWidget *m_board;
    QPointer<GameSession> m_session;
    bool m_autoFlip = false;
};

} // namespace ferz
