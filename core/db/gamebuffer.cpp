// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/gamebuffer.h"

namespace ferz::db {

GameBuffer::Node *GameBuffer::take(Node *parent, Move move, const Position &position)
{
    if (m_used == m_nodes.size())
        m_nodes.push_back(std::make_unique<Node>());
    Node *node = m_nodes[m_used++].get();
    node->m_parent = parent;
    node->m_move = move;
    node->m_position = position;
    node->m_children.clear();
    if (!node->m_annotations.empty())
        node->m_annotations = Annotations();
    return node;
}

void GameBuffer::start(const Position &start)
{
    m_used = 0;
    take(nullptr, Move(), start);
    m_head.setTags({});
}

GameBuffer::Node *GameBuffer::appendMove(Node *node, Move move)
{
    Node *child;
    if (move.isNull()) {
        const std::optional<Position> passed = afterNullMove(node->m_position);
        if (!passed)
            return nullptr;
        child = take(node, move, *passed);
    } else {
        child = take(node, move, node->m_position.after(move));
    }
    node->m_children.push_back(child);
    return child;
}

} // namespace ferz::db
