// SPDX-License-Identifier: GPL-3.0-or-later
// Squares by name, as every notation writes them: "e4".
#pragma once

#include "core/rules/types.h"

#include <string>
#include <string_view>

namespace ferz {

std::string squareName(Square s);
// Square::None unless text is exactly a square name such as "e4".
Square parseSquare(std::string_view text);

} // namespace ferz
