// SPDX-License-Identifier: GPL-3.0-or-later
// Pieces, squares and moves in words, for a screen reader or a speech engine: "e4, white pawn",
// "Knight takes e5, check", "Castles kingside". Each phrase is translatable (context "Spoken") as a
// whole, so that a language can inflect its nouns; the squares keep their algebraic names.
#pragma once

#include "core/rules/position.h"

#include <QString>

namespace ferz {

// "white pawn", "black queen" (the piece as the name of a square goes on).
QString pieceWords(Piece piece);
// "Knight": the kind of piece as the subject of a spoken move.
QString pieceTypeWords(PieceType type);
// A square as a screen reader names it: "e4, white pawn", or "e4" when it is empty.
QString squareWords(Square square, Piece piece);
QString squareWords(const Position &position, Square square);
// A legal move of `before` in words: "Pawn e4", "Knight from b1 to d2" (when another knight
// could go there too), "Bishop takes f7, check", "e takes d6, en passant" (a pawn capture names
// its file), "Castles queenside", "Pawn e8, promotes to a
// queen, checkmate". A null move (a pass in a reviewed game) is "Null move".
QString spokenMove(const Position &before, Move move);

} // namespace ferz
