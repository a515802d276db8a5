// SPDX-License-Identifier: GPL-3.0-or-later
// Play and review without sight: the window's Speak commands and the announcements of the game
// shown, on the board panel's live announcement line (read by screen readers); the window
// announces the status line instead when a game is shown or ends without a move, so that no text
// is on the screen twice. Each move is said in words as it is played ("Knight takes e5, check"), with the end of
// the game and why; walking through a game says each move with its number, variation, symbols and
// comments; a clock that drops under a minute or ten seconds is said once. Ctrl+B (View ▸ Move
// Pieces with the Keyboard) turns the board's square cursor on and off; the Speak commands say the
// last move, the clocks, the pieces of a side, of the cursor's rank or file, the moves of the piece
// under the cursor and who attacks and defends its square. Speak ▸ Speak Aloud (Ctrl+Shift+V)
// turns the voice on and off.
#pragma once

#include <QObject>
#include <QPointer>

namespace ferz {

class BoardWidget;
class ChessClock;
class GameSession;
struct GameChange;
class LiveText;
class Workspace;
struct WindowActions;

class AccessCommands : public QObject {
    Q_OBJECT

public:
    // Says moves and answers on `line`, the board's announcement line.
    AccessCommands(QObject *parent, Workspace *workspace, BoardWidget *board, LiveText *line, WindowActions &actions);

private:
    void bind(GameSession *session);
    // A move played, or a step through the game, is said; with the ending when the move ended it.
    void sayChange(const GameChange &change);
    // A running clock that went under a minute or ten seconds since the last tick.
    void watchClocks(const ChessClock &clock, qint64 since, qint64 now);
    // Whether the board's cursor is on a square; if not, says how to turn it on.
    bool cursorReady();
    void say(const QString &text);

    Workspace *m_workspace;
    BoardWidget *m_board;
    LiveText *m_line;
    QPointer<GameSession> m_session;
};

} // namespace ferz
