// SPDX-License-Identifier: GPL-3.0-or-later
// Moves in UCI coordinate form: e2e4, e1g1 for castling (the king takes its rook, e1h1, in
// Chess960, as engines write it with UCI_Chess960 on), e7e8q for a promotion.
#pragma once

#include "core/rules/position.h"

#include <string>
#include <string_view>

namespace ferz {

std::string uciText(Move m);
// The legal move of this position that the text names, or a null Move.
Move parseUci(const Position &position, std::string_view text);

} // namespace ferz
