// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/linetext.h"

namespace ferz {

std::string moveNumberText(const Position &before)
{
    return std::to_string(before.fullmoveNumber()) + (before.sideToMove() == Color::White ? "." : "...");
}

std::string lineText(const Position &position, const std::vector<Move> &moves, const NotationStyle &style)
{
    std::string text;
    Position p = position;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0)
            text += ' ';
        if (i == 0 || p.sideToMove() == Color::White)
            text += moveNumberText(p) + ' ';
        text += moveText(p, moves[i], style);
        p.play(moves[i]);
    }
    return text;
}

} // namespace ferz
