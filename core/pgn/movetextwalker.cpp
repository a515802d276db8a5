// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/movetextwalker.h"

#include <vector>

namespace ferz {

bool MovetextVisitor::comment(const GameNode &, CommentPlace, int)
{
    return false;
}

void MovetextVisitor::nag(const GameNode &, int, int)
{
}

void MovetextVisitor::beginVariation(int)
{
}

void MovetextVisitor::endVariation(int)
{
}

void MovetextVisitor::result(const GameTree &)
{
}

namespace {

// A line being written: the move last written on it, the next alternative to that move still to
// write (an index among its siblings) and the line's depth.
struct OpenLine {
    const GameNode *node;
    int nextAlternative;
    int depth;
};

// The alternatives to a move are its later siblings when it is its parent's main continuation;
// the first move of a variation has none of its own (its siblings belong to the line it varies).
OpenLine openLine(const GameNode *node, int depth)
{
    const GameNode *parent = node->parent();
    return {node, parent->mainChild() == node ? 1 : parent->childCount(), depth};
}

class Walk {
public:
    explicit Walk(MovetextVisitor &visitor) : m_visitor(visitor) {}

    void run(const GameTree &tree)
    {
        m_visitor.comment(*tree.root(), MovetextVisitor::CommentPlace::Game, 0);
        if (const GameNode *first = tree.root()->mainChild()) {
            move(first, 0);
            m_lines.push_back(openLine(first, 0));
        }
        while (!m_lines.empty())
            step();
        m_visitor.result(tree);
    }

private:
    // Writes the next thing of the innermost open line: an alternative to its last move, its next
    // move, or its end.
    void step()
    {
        OpenLine &line = m_lines.back();
        const GameNode *parent = line.node->parent();
        if (line.nextAlternative < parent->childCount()) {
            const GameNode *first = parent->child(line.nextAlternative++);
            const int depth = line.depth + 1;
            m_visitor.beginVariation(depth);
            m_numbered = true;
            move(first, depth);
            m_lines.push_back(openLine(first, depth));
        } else if (const GameNode *next = line.node->mainChild()) {
            move(next, line.depth);
            line = openLine(next, line.depth);
        } else {
            const int depth = line.depth;
            m_lines.pop_back();
            if (depth > 0) {
                m_visitor.endVariation(depth);
                m_numbered = true;
            }
        }
    }

    void move(const GameNode *node, int depth)
    {
        using Place = MovetextVisitor::CommentPlace;
        if (m_visitor.comment(*node, Place::BeforeMove, depth))
            m_numbered = true;
        if (node->parent()->position().sideToMove() == Color::White)
            m_numbered = true;
        m_visitor.move(*node, m_numbered, depth);
        for (const int nag : node->annotations().nags)
            m_visitor.nag(*node, nag, depth);
        m_numbered = m_visitor.comment(*node, Place::AfterMove, depth);
    }

    MovetextVisitor &m_visitor;
    std::vector<OpenLine> m_lines;
    bool m_numbered = true;
};

} // namespace

void walkMovetext(const GameTree &tree, MovetextVisitor &visitor)
{
    Walk(visitor).run(tree);
}

} // namespace ferz
