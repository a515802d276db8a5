// SPDX-License-Identifier: GPL-3.0-or-later
// An undoable edit of a game tree: a line of moves added after a node as a variation. Only the
// part of the line that the tree does not hold yet is added, branching where it leaves the
// existing moves; undo removes exactly that part.
#pragma once

#include "core/game/gametree.h"

#include <QUndoCommand>

#include <functional>
#include <vector>

namespace ferz {

class AddLineCommand : public QUndoCommand {
public:
    // `node` must stay in `tree` while the command is on an undo stack (clear the stack when
    // nodes are removed by other means). `changed` is called after every redo and undo.
    AddLineCommand(GameTree &tree, GameNode *node, std::vector<Move> moves, std::function<void()> changed);

    // False when there is nothing to add: the tree already holds the whole line, or the line only
    // continues the main line beyond its last move (a variation needs a move to replace).
    bool addsVariation() const { return m_branch != nullptr; }
    // The node the variation branches from.
    GameNode *branch() const { return m_branch; }

    void redo() override;
    void undo() override;

private:
    GameTree &m_tree;
    GameNode *m_branch = nullptr;
    std::vector<Move> m_rest; // the moves after m_branch
    GameNode *m_added = nullptr;
    std::function<void()> m_changed;
};

} // namespace ferz
