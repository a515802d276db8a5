// SPDX-License-Identifier: GPL-3.0-or-later
// Binds the board to the session shown: the board shows the session's node (its position, the
// move that led there, its arrows and squares), lets pieces move when the session takes moves
// there, and hands moves and annotations made on it to the session. Why a move was refused goes
// out as a message. The board follows the settings (boardsettings.h); with auto-flip on, each
// move of a game being played turns the board's orientation, which lives in the settings, towards
// the side to move (a Flip Board in between holds until the next move).
#pragma once

#include <QObject>
#include <QPointer>

namespace ferz {

class BoardWidget;
class GameSession;
class ViewSettings;

class BoardController : public QObject {
    Q_OBJECT

public:
    BoardController(BoardWidget *board, ViewSettings &settings, QObject *parent = nullptr);

    void setSession(GameSession *session);

signals:
    void message(const QString &text);

private:
    // Whether auto-flip turns the board at the moves of the game shown.
    bool autoFlips() const;
    void show(bool animate);

    BoardWidget *m_board;
    ViewSettings &m_settings;
    QPointer<GameSession> m_session;
    int m_autoFlipped = -1; // the moves of the game played when auto-flip last turned the board
    bool m_autoFlipping = false; // auto-flip, not the player, is turning the board
};

} // namespace ferz
