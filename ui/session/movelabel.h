// SPDX-License-Identifier: GPL-3.0-or-later
// A move as the window names it: "12.Nf3" or "12…cxd5" in the reader's notation style, a null
// move as "--".
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"

#include <QString>

namespace ferz {

// The move that leads to `node` (not the root); the number is written for White's moves, and
// for Black's when `withNumber`.
QString moveLabel(const GameNode &node, const NotationStyle &style, bool withNumber = true);

} // namespace ferz
