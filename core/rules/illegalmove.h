// SPDX-License-Identifier: GPL-3.0-or-later
// Why an attempted move is not legal: the core names the cause and the squares involved, the
// interface turns that into a sentence in the user's language.
#pragma once

#include "core/rules/position.h"

#include <optional>

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
    CastlingSquareTaken, // Chess960: culprit: a piece on a square the king or the rook crosses or lands on
    CastlingOtherRook, // Chess960: the king went onto a rook that is not the castling rook; culprit: that one
};

struct MoveCheck {
    IllegalReason reason = IllegalReason::None;
    Move move; // the legal move when reason is None
    Square culprit = Square::None; // the piece that blocks, pins, attacks or stands in the way
    Square square = Square::None; // the square a castling king crosses or lands on
    CastlingSide castlingSide = CastlingSide::King; // the side of a castling refused (the Castling… reasons)
};

// Examines the attempt to move whatever stands on `from` to `to` (promoting to `promotion` if a
// pawn reaches the last rank; PieceType::None when not given). Castling is the king moving as
// castlingAttempt says. The first cause a player would be told of is reported.
MoveCheck checkMove(const Position &position, Square from, Square to, PieceType promotion = PieceType::None);

// Examines castling on `side` by the side to move, however it was asked for (O-O, the king's
// move): the first cause a player would be told of, or the legal castling move.
MoveCheck checkCastling(const Position &position, CastlingSide side);

// Whether the king of the side to move going from `from` to `to` is an attempt to castle, and on
// which side: the king moving two squares from its home square (standard chess) or onto its
// castling rook; in Chess960 also onto any rook of its own on its first rank, or to the square
// castling takes it to when a plain king move could not reach it (two or more squares away).
std::optional<CastlingSide> castlingAttempt(const Position &position, Square from, Square to);

// The castling that moving the king from `from` to `to` stands for (as castlingAttempt says),
// coded as the position codes castling, when it is legal; Move() otherwise.
Move castlingFor(const Position &position, Square from, Square to);

} // namespace ferz
