// SPDX-License-Identifier: GPL-3.0-or-later
// Play and review without sight: the window's Speak commands and the announcements of the game
// shown, on the board panel's live announcement line (read by screen readers); the status line is
// announced instead when a game is shown or ends without a move, so that no text is on the screen
// twice. Each move is said in words as it is played ("Knight takes e5, check"), with the end of
// the game and why; walking through a game says each move with its number, variation, symbols and
// comments; a clock that drops under a minute or ten seconds is said once. Ctrl+B (View ▸ Move
// Pieces with the Keyboard) turns the board's square cursor on and off; the Speak commands say the
// last move, the clocks, the pieces of a side, of the cursor's rank or file, the moves of the piece
// under the cursor and who attacks and defends its square. Speak ▸ Speak Aloud (Ctrl+Shift+V)
// turns the voice on and off.
#pragma once

#include <QObject>
#include <QPointer>

#include <array>

namespace ferz {

class BoardWidget;
class GameSession;
class LiveText;
class Workspace;
struct WindowActions;

class AccessCommands : public QObject {
    Q_OBJECT

public:
    // Says moves and answers on `line`; `status` is the board's status line, said in its place.
    AccessCommands(QObject *parent, Workspace *workspace, BoardWidget *board, LiveText *line, LiveText *status,
                   WindowActions &actions);

private:
    void bind(GameSession *session);
    // The node shown changed: a move played, or a step through the game.
    void sayCurrent();
    // The tree changed: a game that ended without a move (resignation, agreement, time) says so.
    void sayEnding();
    void watchClocks();
    // Whether the board's cursor is on a square; if not, says how to turn it on.
    bool cursorReady();
    void say(const QString &text);

    Workspace *m_workspace;
    BoardWidget *m_board;
    LiveText *m_line;
    LiveText *m_status;
    QPointer<GameSession> m_session;
    int m_plies = 0; // the moves of the game being played when its last move was said
    bool m_endSaid = false;
    std::array<qint64, 2> m_lastTime {}; // each side's time at the last tick (clock warnings)
};

} // namespace ferz
