// SPDX-License-Identifier: GPL-3.0-or-later
// A sequence of moves written as players read it: numbered, in a notation style, "12. Nf3 Nc6
// 13. Bb5" or, when the line starts with Black's move, "12... Nc6 13. Bb5".
#pragma once

#include "core/notation/notation.h"
#include "core/rules/position.h"

#include <string>
#include <vector>

namespace ferz {

// The number written before a move of this position: "12." for White, "12..." for Black.
std::string moveNumberText(const Position &before);
// The moves, legal one after the other from `position`, numbered and in the given style.
std::string lineText(const Position &position, const std::vector<Move> &moves, const NotationStyle &style);

} // namespace ferz
