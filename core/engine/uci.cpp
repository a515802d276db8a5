// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uci.h"

namespace ferz {

std::string squareName(Square s)
{
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return Square::None;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

std::string uciText(Move m)
{
    if (m.isNull())
        return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.kind() == Move::Promotion)
        s += " nbrq"[index(m.promotion()) - 1];
    return s;
}

Move parseUci(const Position &position, std::string_view text)
{
    for (Move m : position.legalMoves())
        if (uciText(m) == text)
            return m;
    return Move();
}

} // namespace ferz
