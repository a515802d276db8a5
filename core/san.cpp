// SPDX-License-Identifier: GPL-3.0-or-later
#include "san.h"

#include "notation.h"

namespace ferz {

std::string sanText(const Position &position, Move move)
{
    return moveText(position, move, NotationStyle::pgn());
}

} // namespace ferz
