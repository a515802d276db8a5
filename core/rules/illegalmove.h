// SPDX-License-Identifier: GPL-3.0-or-later
// Why an attempted move is not legal: the core names the cause and the squares involved, the
// interface turns that into a sentence in the user's language.
#pragma once

#include "core/rules/position.h"

namespace ferz {

enum class IllegalReason {
    None, // the attempt is a legal move
    NoPiece, // the origin square is empty
    NotYourTurn, // the piece belongs to the side not on move
    SameSquare, // origin and destination are the same square
    OwnPieceOnTarget, // culprit: the own piece standing on the destination
    WrongPattern, // this kind of piece never moves like that
    PawnMovesForward, // a pawn moved straight onto an occupied square; culprit: the piece there
    PawnCapturesDiagonally, // a pawn moved diagonally to an empty square
    PawnDoubleStepOnlyFromStart, // a double step from a square other than the starting rank
    PathBlocked, // culprit: the first piece in the way
    EnPassantNotAvailable, // the capture of a pawn that did not just make a double step
    PromotionRequired, // a pawn reaches the last rank: name the piece it becomes
    BadPromotionPiece, // a promotion to king or pawn, or a promotion on another rank
    KingNextToKing, // culprit: the other king
    KingWouldBeInCheck, // the king would stand on an attacked square; culprit: an attacker
    PinnedPiece, // culprit: the piece pinning it to its king
    InCheck, // the move leaves the king in check; culprit: a checking piece
    EnPassantExposesKing, // taking en passant empties the rank in front of the king; culprit: the attacker
    CastlingKingMoved, // the king has moved: no castling on either side
    CastlingRookMoved, // the rook of that side has moved or been captured
    CastlingInCheck, // culprit: a checking piece
    CastlingPiecesBetween, // culprit: a piece between the king and the rook
    CastlingThroughAttack, // square: the square the king crosses; culprit: its attacker
    CastlingIntoAttack, // square: the king's destination; culprit: its attacker
};

struct MoveCheck {
    IllegalReason reason = IllegalReason::None;
    Move move; // the legal move when reason is None
    Square culprit = Square::None; // the piece that blocks, pins, attacks or stands in the way
    Square square = Square::None; // the square a castling king crosses or lands on
};

// Examines the attempt to move whatever stands on `from` to `to` (promoting to `promotion` if a
// pawn reaches the last rank; PieceType::None when not given). Castling is the king moving two
// squares towards a rook. The first cause a player would be told of is reported.
MoveCheck checkMove(const Position &position, Square from, Square to, PieceType promotion = PieceType::None);

} // namespace ferz
