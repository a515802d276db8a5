// SPDX-License-Identifier: GPL-3.0-or-later
// A game as the database import reads it before encoding it: the moves of every line in a pool of
// nodes kept from game to game, so that once the pool has grown to the largest game read, a move
// read allocates nothing (a tree would allocate its node and children each time). It offers the
// few members of GameTree that PgnBuilder and encodeGame() use, children in the order played.
#pragma once

#include "core/game/gametree.h"

#include <memory>
#include <vector>

namespace ferz::db {

class GameBuffer {
public:
    class Node {
    public:
        Move move() const { return m_move; }
        const Position &position() const { return m_position; }
        Node *parent() { return m_parent; }
        const Node *parent() const { return m_parent; }
        int childCount() const { return static_cast<int>(m_children.size()); }
        const Node *child(int i) const { return m_children[static_cast<std::size_t>(i)]; }
        const Node *mainChild() const { return m_children.empty() ? nullptr : m_children.front(); }
        Annotations &annotations() { return m_annotations; }
        const Annotations &annotations() const { return m_annotations; }

    private:
        friend class GameBuffer;
        Node *m_parent = nullptr;
        Move m_move;
        Position m_position;
        std::vector<Node *> m_children;
        Annotations m_annotations;
    };

    // Empties the buffer for a game that starts at `start`.
    void start(const Position &start);
    Node *root() { return m_nodes.front().get(); }
    const Node *root() const { return m_nodes.front().get(); }
    // Plays `move` (legal, or the null Move) after `node`; null for a null move while in check.
    Node *appendMove(Node *node, Move move);

    const Position &startPosition() const { return root()->position(); }
    const std::vector<GameTree::Tag> &tags() const { return m_head.tags(); }
    void setTags(std::vector<GameTree::Tag> tags) { m_head.setTags(std::move(tags)); }
    bool hasTag(std::string_view name) const { return m_head.hasTag(name); }
    void setTag(std::string_view name, std::string_view value) { m_head.setTag(name, value); }

private:
    Node *take(Node *parent, Move move, const Position &position);

    std::vector<std::unique_ptr<Node>> m_nodes; // the root first; those in use first
    std::size_t m_used = 0;
    GameTree m_head; // the tags, by GameTree's rules for a name given twice
};

inline void startTree(GameBuffer &buffer, const Position &start)
{
    buffer.start(start);
}

} // namespace ferz::db
