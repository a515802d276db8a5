// SPDX-License-Identifier: GPL-3.0-or-later
// The window's file commands, with the questions they ask: open (and the recent files), save and
// save as, export and print, copy and paste, whether to save before a game is left, and whether
// to restore the autosaved game. They act on the session shown through the workspace and say
// what happened in message(). A PGN file is indexed in the background, with a progress dialog
// whose button cancels the opening.
#pragma once

#include "ui/session/workspace.h"

#include <QObject>

#include <functional>
#include <memory>

class QMenu;
class QPagedPaintDevice;
class QProgressDialog;
class QWidget;

namespace ferz {

class PieceSet;
class ViewSettings;
struct WindowActions;

class FileCommands : public QObject {
    Q_OBJECT

public:
    // Dialogs are parented to `window`; the recent files and the notation come from `settings`.
    FileCommands(QWidget *window, Workspace *workspace, ViewSettings &settings, std::shared_ptr<const PieceSet> pieces,
                 const WindowActions &actions);

    // File ▸ Open plays on a single game and reviews a file of several; File ▸ Review reviews.
    enum class Opening {
        PlayOrReview,
        Review
    };
    // Opens a PGN file or a game database (asking about unsaved edits first), then calls `done`;
    // when it cannot be read, a message box says why unless `quiet`, and `done` gets the reason.
    void open(const QString &path, bool quiet = false, Opening opening = Opening::PlayOrReview,
              Workspace::Opened done = {});
    // Saves the game into its file (asking for one when it has none); false when it failed or was
    // cancelled. A game read up to an error keeps its unread text, with the user's consent.
    bool save();
    bool saveAs();
    // Save As to `path`, asking before a file of more games is replaced by fewer.
    bool saveAs(const QString &path);
    // The game shown, or every game of its file (the shown one as edited), laid out for reading:
    // PDF for a .pdf path, else HTML. False (and `why`) when it cannot be written.
    bool writeDocument(const QString &path, bool allGames, QString *why) const;
    // Prints the game shown on `device` (a QPrinter), as File ▸ Print does after its dialog.
    void print(QPagedPaintDevice *device) const;

    // Opens a game database (an SQLite file) given to open(); false and the reason when it cannot.
    void setDatabaseOpener(std::function<bool(const QString &path, QString *error)> opener);

    // The questions the workspace asks; the one about leaving names the game.
    Workspace::Answer askToLeave(GameSession &session, Workspace::Leave leave);
    // “Anna – Boris” (game 3 of games.pgn): the game as a question names it.
    static QString gameName(const GameSession &session);
    bool askToRestore(const AutosaveRecord &record);
    // Copies game `index` (0-based) of the shown game's file: the game shown as edited, another
    // as the file holds it.
    void copyGame(int index);

signals:
    void message(const QString &text);

private:
    bool keepUnreadText();
    void exportDocument(bool allGames);
    void printDocument(bool preview);
    void copyFen();
    void copyPgn();
    void paste();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    QString startFolder() const;

    QWidget *m_window;
    Workspace *m_workspace;
    ViewSettings &m_settings;
    std::shared_ptr<const PieceSet> m_pieces;
    QMenu *m_recentMenu;
    QProgressDialog *m_indexProgress;
    std::function<bool(const QString &, QString *)> m_openDatabase;
};

} // namespace ferz
