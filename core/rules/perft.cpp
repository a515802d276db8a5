// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/perft.h"

namespace ferz {

std::uint64_t perft(Position &position, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return static_cast<std::uint64_t>(position.legalMoveCount());
    std::uint64_t nodes = 0;
    for (Move m : position.legalMoves()) {
        const Position::Undo u = position.play(m);
        nodes += perft(position, depth - 1);
        position.undo(m, u);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position &position, int depth)
{
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (Move m : position.legalMoves()) {
        const Position::Undo u = position.play(m);
        result.emplace_back(m, perft(position, depth - 1));
        position.undo(m, u);
    }
    return result;
}

} // namespace ferz
