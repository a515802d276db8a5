// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uci.h"
#include "core/rules/squarename.h"

namespace ferz {

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
