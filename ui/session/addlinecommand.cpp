// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/addlinecommand.h"

#include <QCoreApplication>

namespace ferz {

namespace {

GameNode *childWith(const GameNode *node, Move move)
{
    for (int i = 0; i < node->childCount(); ++i)
        if (node->child(i)->move() == move)
            return node->child(i);
    return nullptr;
}

} // namespace

AddLineCommand::AddLineCommand(GameTree &tree, GameNode *node, std::vector<Move> moves, std::function<void()> changed)
    : m_tree(tree), m_changed(std::move(changed))
{
    setText(QCoreApplication::translate("AddLineCommand", "Add Variation"));
    std::size_t i = 0;
    while (i < moves.size()) {
        GameNode *existing = childWith(node, moves[i]);
        if (!existing)
            break;
        node = existing;
        ++i;
    }
    if (i == moves.size() || node->childCount() == 0)
        return;
    m_branch = node;
    m_rest.assign(moves.begin() + static_cast<std::ptrdiff_t>(i), moves.end());
}

void AddLineCommand::redo()
{
    if (!m_branch)
        return;
    m_added = m_tree.addMove(m_branch, m_rest.front());
    GameNode *node = m_added;
    for (std::size_t i = 1; i < m_rest.size(); ++i)
        node = m_tree.addMove(node, m_rest[i]);
    m_changed();
}

void AddLineCommand::undo()
{
    if (!m_added)
        return;
    m_tree.remove(m_added);
    m_added = nullptr;
    m_changed();
}

} // namespace ferz
