// SPDX-License-Identifier: GPL-3.0-or-later
// The game on the board, played or reviewed. One session object owns everything about it: the
// game tree, the node shown (the cursor), the undo stack of its edits (modified means the stack
// is not at its clean index), the file it belongs to, and its autosave record. Every command of
// the window acts on the session shown, and every view follows its one change event, which says
// what a step changed and where the step came from once the session is consistent again.
//
// PlaySession adds the rules protocol and clocks of a game being played (its Game holds the
// tree); ReviewSession holds its tree and adds moves that become variations; this class works on
// the tree through the reference the subclass gives it. Nodes never move in memory while a command may refer to them,
// so commands and views keep GameNode pointers.
#pragma once

#include "core/autosave/autosaverecord.h"
#include "core/game/evaluation.h"
#include "core/game/gametree.h"
#include "core/game/movefacts.h"
#include "core/notation/notation.h"
#include "ui/session/gamefile.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace ferz {

// What one step of a session changed, and where the step came from.
struct GameChange {
    enum class Origin {
        Board, // a move made on the board
        Typed, // a move chosen by its name: typed in the move box, picked from the database's list
        Engine, // the engine's move, answer or resignation
        TakeBack,
        Navigation, // another node shown
        Edit, // an edit of the tree, its annotations or tags
        Undo, // an edit undone or redone
        Game, // offers, claims, resignation, the clock, who plays a side
        File, // the game saved
        Display, // the notation the session speaks in
    };
    Origin origin = Origin::Game;
    bool treeChanged = false; // moves, annotations or tags
    bool currentChanged = false; // another node is shown
    bool recordChanged = false; // what the autosave keeps: the tree, clocks, offers, players, saved state
    // The node shown is the move after the one shown before (a move played or a step forward).
    std::optional<MoveFacts> move;
    Termination ending = Termination::None; // the game being played ended with this step

    // A move a player made (on the board, typed, the engine's) as against a step onto it.
    bool played() const
    {
        return move && (origin == Origin::Board || origin == Origin::Typed || origin == Origin::Engine);
    }
};

class GameSession : public QObject {
    Q_OBJECT

public:
    enum class Kind {
        Play,
        Review
    };

    using SaveResult = ferz::SaveResult;

    ~GameSession() override;

    virtual Kind kind() const = 0;
    GameTree &tree() { return *m_tree; }
    const GameTree &tree() const { return *m_tree; }
    // What the status line says about the game and the node shown.
    virtual QString statusText() const = 0;
    // Why a game being played ended, to be said ("White wins: Black resigned."); empty otherwise.
    virtual QString endingReason() const { return {}; }
    // The notation of the moves the session names in its messages and status.
    const NotationStyle &notationStyle() const { return m_style; }
    void setNotationStyle(const NotationStyle &style);

    // ---- The node shown ----
    GameNode *current() const { return m_current; }
    void setCurrent(GameNode *node);
    // Shows `node` as part of the step being made (an edit command, a move played).
    void showNode(GameNode *node);
    // Along the current line: the previous move, the next one (the main continuation), the
    // start, the end of the line; and the alternatives to the current move (its siblings).
    void goBack();
    void goForward();
    void goToStart();
    void goToEnd();
    void previousVariation();
    void nextVariation();

    // ---- Moves made on the board or typed ----
    // Plays `move` (legal in the position shown, made on the board or typed) the way this session
    // takes moves; when it takes none here (or touch-move binds another piece), nothing changes
    // and message() says why.
    void playMove(Move move, GameChange::Origin origin = GameChange::Origin::Board);
    // Whether the board should let the player move pieces in the position shown.
    virtual bool acceptsMoves() const = 0;

    // ---- Touch-move ----
    // Under touch-move the piece the player picked up, if it has a legal move, is the one that
    // must move in the position shown, whichever way the move is then entered (drag, clicks, the
    // square cursor, the move box): the session keeps it and checks every move played here.
    void setTouchMove(bool on);
    // The player picked up the piece on `square` in the position shown.
    void touch(Square square);
    // The piece that must move (Square::None: any may).
    Square touched() const { return m_touched; }

    // ---- Edits, each one undoable ----
    // Edits go through push(); the stack's own undo() and redo() are the Undo origin.
    QUndoStack *undoStack() { return &m_undo; }
    const QUndoStack *undoStack() const { return &m_undo; }
    void push(QUndoCommand *command);
    bool isModified() const { return !m_undo.isClean(); }
    // A game being played keeps its main line as it was played: no edit reorders or cuts it.
    virtual bool keepsMainLine() const { return false; }
    // Adds a line of moves after the current node (an engine's line), following the moves the
    // tree already holds and branching where it leaves them, with `evaluation` (the engine's, from
    // White's side) as the [%eval] of its first new move; the current node stays. False (and a
    // message) when that adds no variation.
    bool addLine(const std::vector<Move> &moves, const std::optional<Evaluation> &evaluation = std::nullopt);
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
    // another, and so does a position NAG ($10-$19). At the start of the game, the NAGs given
    // before the first move, which judge no move.
    void toggleNag(int nag);
    void clearNags();
    // Adds the arrow or square to the current node, replaces one of another colour on the same
    // squares, or removes it when it is already there in that colour.
    void toggleArrow(Arrow arrow);
    void toggleSquare(SquareMark mark);
    void setTags(const std::vector<GameTree::Tag> &tags);
    void setAnnotations(GameNode *node, const Annotations &annotations, const QString &text);
    // Called by the edit commands (and the session) after they change the tree.
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
    // Adds the game at the end of `database`; the session then saves into it.
    SaveResult addToDatabase(std::shared_ptr<db::GameDatabase> database);
    // The file the game was found in after the session was shown (a restored game's file is
    // indexed while the game is already on the board).
    void linkTo(GameSource source);

    // ---- Autosave ----
    // Whether the game holds something the autosave must keep (unsaved edits; a game in progress).
    virtual bool needsAutosave() const { return isModified(); }
    virtual AutosaveRecord autosaveRecord() const;
    // Marks the game as holding unsaved changes that no undo takes back (a restored autosave, a
    // move played).
    void markUnsaved();

signals:
    // One step of the session is over: what it changed (the node shown, the tree, the status line,
    // who may move, the saved state), said once the session is consistent again.
    void changed(const ferz::GameChange &change);
    // Something the user should read (empty clears it).
    void message(const QString &text);
    // The running clock's time should be kept again (every few seconds, without a change).
    void autosaveDue();

protected:
    // One step of the session: what changes while the outermost step is open goes out as one
    // changed() when it closes. An undo or redo of the stack is a step of its own.
    class Step {
    public:
        Step(GameSession &session, GameChange::Origin origin);
        ~Step();
        Step(const Step &) = delete;
        Step &operator=(const Step &) = delete;

    private:
        GameSession &m_session;
    };

    // `tree` is owned by the subclass: created before the session (so that its address can be
    // given here) and kept until the session is destroyed.
    GameSession(GameTree *tree, GameSource source, QObject *parent);
    // Plays a move playMove() let through.
    virtual void takeMove(Move move, GameChange::Origin origin) = 0;
    // The change being gathered (begun at the first thing a step notes).
    GameChange &pending();

private:
    // The stack moved: an undo or redo made outside any step ends here.
    void stackMoved();
    void emitPending();
    // A save that succeeded leaves the saved state.
    SaveResult saved(SaveResult result);

    GameTree *m_tree;
    GameNode *m_current;
    GameSource m_source;
    QUndoStack m_undo;
    NotationStyle m_style = NotationStyle::pgn();
    bool m_touchMove = false;
    Square m_touched = Square::None;
    int m_steps = 0; // open steps
    GameChange::Origin m_origin = GameChange::Origin::Undo; // of the outermost step
    std::optional<GameChange> m_pending;
};

} // namespace ferz
