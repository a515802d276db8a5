// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the number of move sequences of a given length, the standard test of a move generator.
#pragma once

#include "core/rules/position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace ferz {

// Leaf nodes at this depth (1 at depth 0). The last ply is counted without playing it.
std::uint64_t perft(Position &position, int depth);

// perft(depth - 1) below each legal move, in generation order; depth must be at least 1.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position &position, int depth);

} // namespace ferz
