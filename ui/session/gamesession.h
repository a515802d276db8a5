// SPDX-License-Identifier: GPL-3.0-or-later
// The game on the board, played or reviewed. One session object owns everything about it: the
// game tree, the node shown (the cursor), the undo stack of its edits (modified means the stack
// is not at its clean index), the file it belongs to, and its autosave record. Every command of
// the window acts on the session shown, and every view listens to its signals.
//
// PlaySession adds the rules protocol and clocks of a game being played; ReviewSession adds
// moves that become variations. Nodes never move in memory while a command may refer to them,
// so commands and views keep GameNode pointers.
#pragma once

#include "core/autosave/autosaverecord.h"
#include "core/game/gametree.h"
#include "core/notation/notation.h"
#include "core/pgn/pgnfile.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace ferz {

// Where a session's game lives: a game of an indexed file, with the fingerprint of its bytes as
// read, so that a save finds it even when the file changed meanwhile.
struct GameSource {
    std::shared_ptr<PgnFile> database; // null: the game has no file yet
    int index = -1;
    std::uint64_t hash = 0;
};

class GameSession : public QObject {
    Q_OBJECT

public:
    enum class Kind {
        Play,
        Review
    };

    // The outcome of a save: on failure, `message` says what and why, naming the file.
    struct SaveResult {
        bool ok = false;
        QString message;
        bool needsPath = false; // nothing to save into: ask for a file (Save As)
        // Save As wrote this game alone, the file's other games being out of reach.
        bool wroteAlone = false;
    };

    ~GameSession() override;

    virtual Kind kind() const = 0;
    GameTree &tree() { return *m_tree; }
    const GameTree &tree() const { return *m_tree; }
    // What the status line says about the game and the node shown.
    virtual QString statusText() const = 0;
    // The notation of the moves the session names in its messages and status.
    const NotationStyle &notationStyle() const { return m_style; }
    void setNotationStyle(const NotationStyle &style);

    // ---- The node shown ----
    GameNode *current() const { return m_current; }
    void setCurrent(GameNode *node);
    // Along the current line: the previous move, the next one (the main continuation), the
    // start, the end of the line; and the alternatives to the current move (its siblings).
    void goBack();
    void goForward();
    void goToStart();
    void goToEnd();
    void previousVariation();
    void nextVariation();

    // ---- Moves made on the board or typed ----
    // Plays `move` (legal in the position shown) the way this session takes moves; when it takes
    // none here, nothing changes and message() says why.
    virtual void playMove(Move move) = 0;
    // Whether the board should let the player move pieces in the position shown.
    virtual bool acceptsMoves() const = 0;

    // ---- Edits, each one undoable ----
    QUndoStack *undoStack() { return &m_undo; }
    const QUndoStack *undoStack() const { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }
    // A game being played keeps its main line as it was played: no edit reorders or cuts it.
    virtual bool keepsMainLine() const { return false; }
    // Adds a line of moves after the current node (an engine's line), following the moves the
    // tree already holds and branching where it leaves them; false (and a message) when that adds
    // no variation.
    bool addLine(const std::vector<Move> &moves);
    // The first move of the variation the current node lies in (nullptr on the main line).
    GameNode *variationStart() const;
    // Whether each edit below can be made at the current node.
    bool canPromote() const;
    bool canDemote() const;
    bool canMakeMainLine() const;
    bool canDeleteVariation() const;
    bool canDeleteFromHere() const;
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
    // Called by the edit commands after they change the tree.
    void notifyTreeChanged();

    // ---- The file ----
    const GameSource &source() const { return m_source; }
    // The file's path; empty when the game has none.
    QString filePath() const;
    // Writes the game into its file in place of the one read (every other byte stays).
    SaveResult save();
    // Writes the game to `path`: with the other games of its file when they can be copied, else
    // alone (wroteAlone); the session continues with the new file.
    SaveResult saveAs(const QString &path);

    // ---- Autosave ----
    // Whether the game holds something the autosave must keep (unsaved edits; a game in progress).
    virtual bool needsAutosave() const { return isModified(); }
    virtual AutosaveRecord autosaveRecord() const;
    // Marks the game as holding unsaved changes that no undo takes back (a restored autosave, a
    // move played).
    void markUnsaved();

signals:
    // The node shown changed; `animate` when it is the next move of the one shown before.
    void currentChanged(bool animate);
    // Moves, annotations or tags changed.
    void treeChanged();
    // The status line's text changed, or who may move (acceptsMoves()).
    void statusChanged();
    void cleanChanged(bool clean);
    // Something the user should read (empty clears it).
    void message(const QString &text);
    // The file was written (its index changed).
    void saved();
    // The autosave record changed for a reason other than the tree (a clock, an offer).
    void autosaveDue();

protected:
    // `tree` is owned by the subclass: created before the session (so that its address can be
    // given here) and kept until the session is destroyed.
    GameSession(GameTree *tree, GameSource source, QObject *parent);
    void setSource(GameSource source) { m_source = std::move(source); }

private:
    SaveResult writeAlone(const QString &path);
    QString saveErrorText(PgnFile::SaveError error) const;

    GameTree *m_tree;
    GameNode *m_current;
    GameSource m_source;
    QUndoStack m_undo;
    NotationStyle m_style = NotationStyle::pgn();
};

} // namespace ferz
