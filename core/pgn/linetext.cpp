// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/linetext.h"

#include "core/game/gametree.h"
#include "core/pgn/movetextwalker.h"

namespace ferz {

namespace {

// Numbers and moves, nothing else: a line of moves has no comments or variations.
class LineWriter : public MovetextVisitor {
public:
    explicit LineWriter(const NotationStyle &style) : m_style(style) {}

    void move(const GameNode &node, bool numbered, int) override
    {
        const Position &before = node.parent()->position();
        if (!m_text.empty())
            m_text += ' ';
        if (numbered)
            m_text += moveNumberText(before) + ' ';
        m_text += moveText(before, node.move(), m_style);
    }

    std::string text() const { return m_text; }

private:
    const NotationStyle &m_style;
    std::string m_text;
};

} // namespace

std::string moveNumberText(const Position &before)
{
    return std::to_string(before.fullmoveNumber()) + (before.sideToMove() == Color::White ? "." : "...");
}

std::string lineText(const Position &position, const std::vector<Move> &moves, const NotationStyle &style)
{
    GameTree line(position);
    GameNode *node = line.root();
    for (auto move = moves.begin(); node && move != moves.end(); ++move)
        node = line.appendMove(node, *move); // nullptr for a null move in check: the line ends there
    LineWriter writer(style);
    walkMovetext(line, writer);
    return writer.text();
}

} // namespace ferz
