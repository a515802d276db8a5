// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game-database commands: Database ▸ Open Database (File ▸ Open takes a database
// too, and the window opens what openRequested() asks through it, to keep it among the recent
// files), Import PGN into a Database and Games with This Position; the database panel beside the
// board, which follows the position shown; and the game chosen there, reviewed on the board. What
// it did, it says through the workspace's message().
#pragma once

#include "core/db/pgnimport.h"

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;
class QProgressDialog;

namespace ferz {

class BackgroundJob;
class DatabaseEdits;
class DatabasePanel;
class GameSession;
class Workspace;
struct WindowActions;

class DatabaseCommands : public QObject {
    Q_OBJECT

public:
    DatabaseCommands(QMainWindow *window, Workspace *workspace, const WindowActions &actions);

    // Shows the database at `path` in the panel; false (and `error`) when it cannot be opened, and
    // false with no error when the user keeps the database shown (its games marked for deletion).
    bool openDatabase(const QString &path, QString *error);
    // Starts importing `pgn` into a new database at `database` on a thread of its own, with a
    // progress dialog whose button cancels it; the database is opened when it is complete. What
    // came of it is said (a message, or a warning on failure), then importEnded.
    void importPgn(const QString &pgn, const QString &database);
    // Reviews game `game` (from 1) of the database shown, after `ply` moves of its main line.
    void openGame(int game, int ply);

    DatabasePanel *panel() const { return m_panel; }
    DatabaseEdits *edits() const { return m_edits; }
    QDockWidget *dock() const { return m_dock; }

signals:
    // Database ▸ Open Database chose the file at `path`.
    void openRequested(const QString &path);
    // An import ended: `imported` is false when it failed or was cancelled.
    void importEnded(bool imported);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(GameSession *session);
    void showPosition();
    // A move of the opening tree chosen: the board goes to it when the game has it, else it is
    // added after the user agrees.
    void goToMove(Move move);
    void chooseAndImport();
    bool importEnd(const db::ImportResult &result, const QString &pgn, const QString &database);

    QMainWindow *m_window;
    Workspace *m_workspace;
    QPointer<GameSession> m_shown;
    DatabasePanel *m_panel;
    DatabaseEdits *m_edits;
    QDockWidget *m_dock;
    QAction *m_importAction;
    BackgroundJob *m_importJob;
    QProgressDialog *m_importProgress;
};

} // namespace ferz
