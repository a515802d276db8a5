// SPDX-License-Identifier: GPL-3.0-or-later
// Review mode beside the board: the game list of the open PGN file, the game's headers, the
// notation tree and the annotation actions (symbols, comments, variations, headers, games, undo).
// While active it drives the board: it shows the current node with its arrows and squares, takes
// the moves played there as new moves or variations, and right-click annotations. Unsaved edits
// go to an autosave file of their own, offered back at the next start.
#pragma once

#include "ui/session/reviewsession.h"

#include <QWidget>

class QAction;
class QLabel;
class QMenu;
class QToolBar;

namespace ferz {

class BoardWidget;
class GameListWidget;
class VariationView;
struct NotationStyle;

class ReviewPanel : public QWidget {
    Q_OBJECT

public:
    // Edits go on `undoStack` (the window's).
    ReviewPanel(BoardWidget *board, QUndoStack *undoStack, QWidget *parent = nullptr);
    ~ReviewPanel() override;

    ReviewSession *session() { return &m_session; }
    GameListWidget *gameList() const { return m_gameList; }
    VariationView *notation() const { return m_notation; }

    // Opens a PGN file: its game list, and its first game.
    bool openFile(const QString &path, QString *error);
    // The same for a file already indexed.
    void openDatabase(PgnDatabase &&database);
    // Reviews a new game from a start position (analysis of a set-up position).
    void startFrom(const Position &start);
    // Opens game `index` of the file, asking to save unsaved edits first; false when refused.
    bool openGame(int index);

    // Whether the panel drives the board (review mode is on).
    bool isActive() const { return m_active; }
    void setActive(bool active);
    void setNotationStyle(const NotationStyle &style);
    // Whether moves played at a branch become the main continuation instead of a variation.
    bool newMovesAsMainLine() const;

    // ---- Navigation (the window's arrow keys) ----
    void goBack() { m_session.goBack(); }
    void goForward() { m_session.goForward(); }
    void goToStart() { m_session.goToStart(); }
    void goToEnd() { m_session.goToEnd(); }

    // Save into the file (Save As when the game has none); false when it failed or was cancelled.
    bool save();
    bool saveAs();
    // Before the game is left: asks to save unsaved edits; false when the user cancels.
    bool maybeSave();

    // The review's menu entries, for the window's menu bar.
    void fillMenu(QMenu *menu);
    QString statusText() const;

    // ---- Autosave of unsaved edits ----
    static QString autosavePath();
    void setAutosaveEnabled(bool enabled);
    // Offers back the edits found in the autosave file (asking first unless `ask` is false).
    bool offerAutosave(bool ask);

signals:
    void statusChanged(const QString &text);
    void message(const QString &text);
    // The user asks to play on from a set-up position.
    void playFromPosition(const ferz::Position &start);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslateUi();
    void showCurrent(bool animate);
    void refreshHeader();
    void refreshActions();
    void editComment();
    void editHeaders();
    void setUpPosition();
    void writeAutosave();

    ReviewSession m_session;
    BoardWidget *m_board;
    GameListWidget *m_gameList;
    QLabel *m_header;
    VariationView *m_notation;
    QToolBar *m_toolBar;
    QMenu *m_symbolsMenu = nullptr;
    bool m_active = false;
    bool m_autosaveEnabled = false;

    struct Actions {
        QAction *previousVariation, *nextVariation;
        QAction *comment, *headers, *clearNags;
        QAction *promote, *demote, *mainLine, *deleteVariation, *deleteFromHere, *newMainLine;
        QAction *previousGame, *nextGame, *setUp;
        QList<QAction *> moveNags, positionNags;
    } m_actions {};
};

} // namespace ferz
