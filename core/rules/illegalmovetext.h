// SPDX-License-Identifier: GPL-3.0-or-later
// The one place where the core's reason for an illegal move (checkMove) becomes a sentence for
// people, naming the pieces and squares involved (translatable, context "IllegalMove"). The PGN
// reader's messages, the typed-move messages and the board all use it, and so does touch-move.
#pragma once

#include "core/rules/illegalmove.h"

#include <QString>

namespace ferz {

// How a piece is named inside a sentence; languages with cases (Russian) translate each form, and
// the agent carries its preposition, which some languages contract (pt: pela torre).
enum class GrammaticalCase {
    Nominative, // the subject: "the rook on f8 attacks"
    Genitive, // after "in check from", "exposed to" (ru: ладьи на f8)
    Accusative, // the object: "you touched the rook on f8" (ru: ладью на f8)
    Agent, // after a passive verb, with "by": "attacked by the rook on f8" (ru: ладьёй; pt: pela torre)
};

// "the bishop on b5" ("слон на b5", genitive "слона на b5"); the square alone when it is empty.
QString pieceOnSquare(const Position &position, Square square, GrammaticalCase form = GrammaticalCase::Nominative);
// Why moving whatever stands on `from` to `to` in `position` fails, as `check` (from checkMove on
// the same squares) says: a full sentence ending with a full stop. Empty when the move is legal.
QString illegalMoveText(const Position &position, Square from, Square to, const MoveCheck &check);
// Why touch-move refuses a move of another piece than the one on `touched`.
QString touchMoveText(const Position &position, Square touched);

} // namespace ferz
