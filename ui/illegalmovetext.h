// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences that tell a player why an attempted move is not allowed, naming the pieces and
// squares involved (translatable, context "IllegalMove").
#pragma once

#include "illegalmove.h"

#include <QString>

namespace ferz {

// "the white bishop on c1"; "e4" alone when the square is empty.
QString pieceOnSquare(const Position &position, Square square);
// Why moving from `from` to `to` in `position` fails, as `check` (from checkMove) says; an empty
// string when the move is legal. `from` and `to` may be Square::None when not known (a typed
// move); the sentence then speaks of "this piece" and "that square".
QString illegalMoveText(const Position &position, Square from, Square to, const MoveCheck &check);

} // namespace ferz
