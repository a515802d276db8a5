// SPDX-License-Identifier: GPL-3.0-or-later
// Play and review without sight: the window's Speak commands and the announcements of the game
// shown, on the board panel's live announcement line (read by screen readers). Each step of the
// session (its one change event) is said once, in one sentence: a move played in words ("Knight
// takes e5, check"), with who played it when an engine did, the draw offer it comes with, the
// draw its player may now claim, and the end of the game and why; a step through the game with
// its number, variation, symbols and comments (at the start, those written before the first
// move); an edit by its name ("Add Symbol"), an undo or redo as such. The window announces the
// game shown on its status line, with its header (MainWindow). A clock that drops under a minute
// or ten seconds is said once; turning the board over is said, as it reverses the arrows.
// Ctrl+B (View ▸ Move Pieces with the Keyboard) turns the board's square cursor on and off; the
// Speak commands say the last move, the clocks, the pieces of a side, of the cursor's rank or
// file, the moves of the piece under the cursor and who attacks and defends its square, of the
// board of the window in use (the main window's, or another added with addBoard: the course's).
// Speak ▸ Speak Aloud (Ctrl+Shift+V) turns the voice on and off.
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <vector>

class QAction;

namespace ferz {

class BoardWidget;
class ChessClock;
class GameNode;
class GameSession;
struct GameChange;
class LiveText;
class ViewSettings;
class Workspace;
struct WindowActions;

class AccessCommands : public QObject {
    Q_OBJECT

public:
    // Says moves and answers on `line`, the board's announcement line.
    AccessCommands(QObject *parent, Workspace *workspace, const ViewSettings &settings, BoardWidget *board,
                   LiveText *line, WindowActions &actions);

    // While the window of `board` is the active one, the Speak commands describe that board and
    // answer on `line`; `lastMove` is its last move in words. (Its window must hold the Speak
    // actions for their keys to work there.)
    void addBoard(BoardWidget *board, LiveText *line, std::function<QString()> lastMove);

private:
    // A board the Speak commands describe, with its line.
    struct Target {
        QPointer<BoardWidget> board;
        QPointer<LiveText> line;
        std::function<QString()> lastMove;
    };

    void bind(GameSession *session);
    // Says what one step of the session did.
    void sayChange(const GameChange &change);
    // A move just played, with what comes with it.
    QString playedWords(const GameChange &change) const;
    // An edit, undone or redone (`was`: the undo stack's index before the step).
    QString editWords(const GameChange &change, int was) const;
    // A running clock that went under a minute or ten seconds since the last tick.
    void watchClocks(const ChessClock &clock, qint64 since, qint64 now);
    // The board of the active window.
    const Target &target() const;
    // Whether the board's cursor is on a square; if not, says how to turn it on.
    bool cursorReady();
    void say(const QString &text);

    Workspace *m_workspace;
    LiveText *m_line;
    QAction *m_acceptDraw;
    QAction *m_declineDraw;
    std::vector<Target> m_targets; // the main window's board first
    QPointer<GameSession> m_session;
    const GameNode *m_shown = nullptr; // the node said last (compared, never read)
    int m_undoIndex = 0; // the session's undo stack's index after the last step
};

} // namespace ferz
