// SPDX-License-Identifier: GPL-3.0-or-later
// The edits of a game as undoable commands on its session's stack. A command holds the
// nodes it took out of the tree (so undo and redo put back the very same nodes, and pointers
// other commands keep stay valid) and makes the node it concerns the current one.
#pragma once

#include "core/game/gametree.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace ferz {

class GameSession;

// Adds a move after a node: a new variation, or the new main continuation. The board goes to the
// new move (back to its parent on undo), or stays on the node `shown` names.
class AddMoveCommand : public QUndoCommand {
public:
    AddMoveCommand(GameSession &session, GameNode *parent, Move move, bool asMainLine, GameNode *shown = nullptr);
    void redo() override;
    void undo() override;
    GameNode *node() const { return m_node; }
    // The new move's annotations (an engine line's evaluation), before the command is pushed.
    void setAnnotations(Annotations annotations) { m_annotations = std::move(annotations); }

private:
    GameSession &m_session;
    GameNode *m_parent;
    Move m_move;
    bool m_asMainLine;
    GameNode *m_shown;
    Annotations m_annotations;
    GameNode *m_node = nullptr;
    int m_index = 0;
    std::unique_ptr<GameNode> m_taken; // the node while the command is undone
};

// Deletes a node and everything after it (a variation, or the rest of a line).
class DeleteLineCommand : public QUndoCommand {
public:
    DeleteLineCommand(GameSession &session, GameNode *node, const QString &text);
    void redo() override;
    void undo() override;

private:
    GameSession &m_session;
    GameNode *m_node;
    int m_index = 0;
    std::unique_ptr<GameNode> m_taken; // the subtree while the deletion stands
};

// Moves nodes to other places among their siblings: promote, demote, make main line.
class ReorderCommand : public QUndoCommand {
public:
    struct Step {
        GameNode *node;
        int from, to;
    };
    ReorderCommand(GameSession &session, std::vector<Step> steps, GameNode *current, const QString &text);
    void redo() override;
    void undo() override;

private:
    GameSession &m_session;
    std::vector<Step> m_steps;
    GameNode *m_current;
};

// Replaces a node's annotations (comments, NAGs, arrows, squares).
class SetAnnotationsCommand : public QUndoCommand {
public:
    SetAnnotationsCommand(GameSession &session, GameNode *node, Annotations after, const QString &text);
    void redo() override;
    void undo() override;

private:
    void apply(const Annotations &annotations);
    GameSession &m_session;
    GameNode *m_node;
    Annotations m_before, m_after;
};

// Replaces the tag pairs.
class SetTagsCommand : public QUndoCommand {
public:
    SetTagsCommand(GameSession &session, std::vector<GameTree::Tag> tags);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<GameTree::Tag> &tags);
    GameSession &m_session;
    std::vector<GameTree::Tag> m_before, m_after;
};

} // namespace ferz
