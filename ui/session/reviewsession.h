// SPDX-License-Identifier: GPL-3.0-or-later
// A game under review: the tree being read and annotated, the node shown, the PGN file and game it
// came from. Every edit is a QUndoCommand (annotationcommands.h) pushed on the main window's undo
// stack, which the session is given (and clears when another game is loaded). The tree's nodes
// never move in memory while a command may refer to them, so commands and views keep GameNode
// pointers.
#pragma once

#include "core/game/gametree.h"
#include "core/pgn/pgndatabase.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace ferz {

class ReviewSession : public QObject {
    Q_OBJECT

public:
    // `undoStack` must outlive the session's use of it (the window owns both).
    explicit ReviewSession(QUndoStack *undoStack, QObject *parent = nullptr);

    // ---- The file ----
    // Indexes a PGN file (no game is loaded yet); false and `error` when it cannot be read.
    bool openFile(const QString &path, QString *error);
    // Takes a file indexed elsewhere.
    void setDatabase(PgnDatabase &&database) { m_database = std::move(database); }
    bool hasFile() const { return !m_database.path().isEmpty(); }
    const PgnDatabase &database() const { return m_database; }
    // Loads game `index` of the file, showing its start; false and `error` when it cannot be read.
    bool loadGame(int index, QString *error);
    // Reviews a game that is not (or not yet) in the file, e.g. one set up from a position or
    // restored from the autosave; `gameIndex` is its place in the file (-1: none). `modified`
    // marks it as holding unsaved edits.
    void setGame(GameTree &&tree, int gameIndex, bool modified);
    // The game's 0-based place in the file; -1 when it has none.
    int gameIndex() const { return m_gameIndex; }

    // Writes the game back into the file in place of the one read (other games stay byte for
    // byte); false and `error` when there is no file or it cannot be written.
    bool save(QString *error);
    // Writes the whole file with this game's edits to `path` (or, without a file, the game
    // alone) and continues there.
    bool saveAs(const QString &path, QString *error);
    // Whether the game changed since it was read or saved.
    bool isModified() const { return m_modified; }

    // ---- The game and the node shown ----
    const GameTree &tree() const { return m_tree; }
    GameTree &tree() { return m_tree; }
    GameNode *current() const { return m_current; }
    void setCurrent(GameNode *node);
    // Along the current line: the previous move, the next one (the main continuation), the
    // start, the end of the line.
    void goBack();
    void goForward();
    void goToStart();
    void goToEnd();
    // Switches to the previous or next alternative to the current move (its siblings).
    void previousVariation();
    void nextVariation();

    QUndoStack *undoStack() { return m_undo; }

    // ---- Edits (each one undoable) ----
    // Goes to the child with this move, or adds the move after the current node: as a new
    // variation, or as the new main continuation with `asMainLine`.
    void playMove(Move move, bool asMainLine = false);
    // Adds a line of moves after the current node (an engine's line), following the moves the tree
    // already has and branching where it leaves them; one undoable edit.
    void addLine(const std::vector<Move> &moves);
    // The first move of the variation the current node lies in (nullptr on the main line).
    GameNode *variationStart() const;
    void promoteVariation();
    void demoteVariation();
    // Makes the line through the current node the main line.
    void makeMainLine();
    // Deletes the variation the current node lies in.
    void deleteVariation();
    // Deletes the current move and everything after it.
    void deleteFromHere();
    void setComments(GameNode *node, const std::string &before, const std::string &after);
    // Adds the NAG, or removes it when the move has it; a move-quality NAG ($1-$9) replaces
    // another, and so does a position NAG ($10-$19).
    void toggleNag(int nag);
    void clearNags();
    // Adds the arrow or square to the current node, replaces one of another colour on the same
    // squares, or removes it when it is already there in that colour.
    void toggleArrow(Arrow arrow);
    void toggleSquare(SquareMark mark);
    void setTags(const std::vector<GameTree::Tag> &tags);
    void setAnnotations(GameNode *node, const Annotations &annotations, const QString &text);

    // Called by the commands after they change the tree.
    void notifyTreeChanged();

signals:
    // A different game was loaded (or set).
    void gameChanged();
    // Moves, annotations or tags changed.
    void treeChanged();
    void modifiedChanged(bool modified);
    void currentChanged(bool animate);
    // The file was saved (its index changed).
    void saved();

private:
    void setModified(bool modified);

    PgnDatabase m_database;
    GameTree m_tree;
    GameNode *m_current;
    int m_gameIndex = -1;
    bool m_modified = false;
    QUndoStack *m_undo;
};

} // namespace ferz
