// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnbuilders.h"

#include "core/notation/nag.h"

namespace ferz {

int symbolNag(std::string_view s)
{
    // kokopu and some editors write "inf" for the unclear-position sign.
    return !s.empty() && s.front() == 'i' && s == "inf" ? 13 : nagFromSymbol(s);
}

void startTree(GameTree &tree, const Position &start)
{
    tree = GameTree(start);
}

} // namespace ferz
