// SPDX-License-Identifier: GPL-3.0-or-later
// PGN Standard Algebraic Notation (PGN standard 8.2.3): the form every PGN file is written in.
#pragma once

#include "core/rules/position.h"

#include <string>

namespace ferz {

// The SAN of a legal move of this position with English letters, minimal disambiguation (file,
// else rank, else both), x, =Q, O-O/O-O-O, + and #: "Nbd7", "exd8=Q#", "O-O".
std::string sanText(const Position &position, Move move);

} // namespace ferz
