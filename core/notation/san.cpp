// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/san.h"

#include "core/notation/notation.h"

namespace ferz {

std::string sanText(const Position &position, Move move)
{
    return moveText(position, move, NotationStyle::pgn());
}

} // namespace ferz
