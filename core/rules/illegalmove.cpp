// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/illegalmove.h"

#include "core/rules/bitboard.h"

#include <cstdlib>

namespace ferz {

namespace {

// The square of b closest to `from` on the way to `to` (b lies between them).
Square nearest(Bitboard b, Square from, Square to)
{
    return to > from ? lsb(b) : static_cast<Square>(63 - std::countl_zero(b));
}

MoveCheck illegal(IllegalReason reason, Square culprit = Square::None, Square square = Square::None)
{
    return MoveCheck {reason, Move(), culprit, square};
}

// Castling on `side`, asked for by the king going to `to` (Square::None when asked otherwise).
MoveCheck checkCastlingTo(const Position &p, CastlingSide side, Square to)
{
    const Color us = p.sideToMove(), them = ~us;
    const CastlingSide other = side == CastlingSide::King ? CastlingSide::Queen : CastlingSide::King;
    const CastlingGeometry g = p.castling(us, side);
    const Piece ownRook = makePiece(us, PieceType::Rook);
    auto refused = [side](IllegalReason reason, Square culprit = Square::None, Square square = Square::None) {
        return MoveCheck {reason, Move(), culprit, square, side};
    };
    if (!p.canCastle(castlingRight(us, side))) {
        // Without the game's history, a king that lost both rights while its rook is home has moved.
        const bool rookHome = g.rookFrom != Square::None && p.pieceAt(g.rookFrom) == ownRook;
        const bool kingAway = !p.isChess960() && g.kingFrom != standardCastling(us, side).kingFrom;
        if (kingAway || (rookHome && !p.canCastle(castlingRight(us, other))))
            return refused(IllegalReason::CastlingKingMoved);
        return refused(IllegalReason::CastlingRookMoved, rookHome ? g.rookFrom : Square::None);
    }
    if (to != Square::None && to != g.kingTo && to != g.rookFrom && p.pieceAt(to) == ownRook)
        return refused(IllegalReason::CastlingOtherRook, g.rookFrom);
    if (p.isCheck())
        return refused(IllegalReason::CastlingInCheck, lsb(p.checkers()));
    if (const Bitboard blockers = between(g.kingFrom, g.rookFrom) & p.pieces())
        return refused(IllegalReason::CastlingPiecesBetween, nearest(blockers, g.kingFrom, g.rookFrom));
    const Bitboard needed =
        between(g.kingFrom, g.kingTo) | bit(g.kingTo) | between(g.rookFrom, g.rookTo) | bit(g.rookTo);
    if (const Bitboard taken = needed & p.pieces() & ~bit(g.kingFrom) & ~bit(g.rookFrom))
        return refused(IllegalReason::CastlingSquareTaken, lsb(taken));
    // The king's squares from the first it crosses to where it lands (where it stands, if it
    // stays), looked at with the rook gone from its square.
    const Bitboard withoutRook = p.pieces() ^ bit(g.rookFrom);
    const int step = g.kingTo > g.kingFrom ? 1 : -1;
    for (Square s = g.kingTo == g.kingFrom ? g.kingFrom : g.kingFrom + step;; s = s + step) {
        if (const Bitboard attackers = p.attackers(s, them, withoutRook)) {
            return refused(s == g.kingTo ? IllegalReason::CastlingIntoAttack : IllegalReason::CastlingThroughAttack,
                           lsb(attackers), s);
        }
        if (s == g.kingTo)
            break;
    }
    return MoveCheck {IllegalReason::None, p.castlingMove(side), Square::None, Square::None, side};
}

// Checks the geometry of a pawn move: direction, double step, captures, en passant, promotion.
MoveCheck checkPawnPattern(const Position &p, Square from, Square to, PieceType promotion)
{
    const Color us = p.sideToMove();
    const int up = pawnPush(us);
    const int fileStep = std::abs(fileOf(to) - fileOf(from));
    const int rankStep = relativeRank(us, to) - relativeRank(us, from);
    const Piece target = p.pieceAt(to);
    if (fileStep == 0 && rankStep == 1) {
        if (target != Piece::None)
            return illegal(IllegalReason::PawnMovesForward, to);
    } else if (fileStep == 0 && rankStep == 2) {
        if (relativeRank(us, from) != 1)
            return illegal(IllegalReason::PawnDoubleStepOnlyFromStart);
        if (p.pieceAt(from + up) != Piece::None)
            return illegal(IllegalReason::PathBlocked, from + up);
        if (target != Piece::None)
            return illegal(IllegalReason::PawnMovesForward, to);
    } else if (fileStep == 1 && rankStep == 1) {
        if (target == Piece::None && to != p.doubleStepSquare()) {
            const Square passed = to - up;
            // A pawn beside us that made its double step earlier: the right has lapsed (or the
            // pawn arrived one square at a time).
            if (relativeRank(us, from) == 4 && p.pieceAt(passed) == makePiece(~us, PieceType::Pawn))
                return illegal(IllegalReason::EnPassantNotAvailable, passed);
            return illegal(IllegalReason::PawnCapturesDiagonally);
        }
    } else {
        return illegal(IllegalReason::WrongPattern);
    }
    if (relativeRank(us, to) == 7) {
        if (promotion == PieceType::None)
            return illegal(IllegalReason::PromotionRequired);
        if (promotion == PieceType::King || promotion == PieceType::Pawn)
            return illegal(IllegalReason::BadPromotionPiece);
    } else if (promotion != PieceType::None) {
        return illegal(IllegalReason::BadPromotionPiece);
    }
    return MoveCheck {};
}

MoveCheck checkPiecePattern(const Position &p, PieceType type, Square from, Square to)
{
    if (!(pieceAttacks(type, from, 0) & bit(to)))
        return illegal(IllegalReason::WrongPattern);
    if (const Bitboard blockers = between(from, to) & p.pieces())
        return illegal(IllegalReason::PathBlocked, nearest(blockers, from, to));
    return MoveCheck {};
}

// The pattern is right but the move is not legal: find how it would leave the king in check.
MoveCheck explainKingSafety(const Position &p, Square from, Square to)
{
    const Color us = p.sideToMove(), them = ~us;
    const PieceType type = typeOf(p.pieceAt(from));
    if (type == PieceType::King) {
        if (kingAttacks(to) & p.pieces(them, PieceType::King))
            return illegal(IllegalReason::KingNextToKing, p.kingSquare(them));
        const Bitboard attackers = p.attackers(to, them, p.pieces() ^ bit(from));
        return illegal(IllegalReason::KingWouldBeInCheck, attackers ? lsb(attackers) : Square::None);
    }
    const Square pinner = p.pinner(from);
    if (pinner != Square::None && !(line(p.kingSquare(us), from) & bit(to)))
        return illegal(IllegalReason::PinnedPiece, pinner);
    if (p.isCheck())
        return illegal(IllegalReason::InCheck, lsb(p.checkers()));
    if (type == PieceType::Pawn && to == p.doubleStepSquare()) {
        const Square captured = to - pawnPush(us);
        const Bitboard occupied = (p.pieces() ^ bit(from) ^ bit(captured)) | bit(to);
        const Bitboard attackers = p.attackers(p.kingSquare(us), them, occupied);
        return illegal(IllegalReason::EnPassantExposesKing, attackers ? lsb(attackers) : Square::None);
    }
    return illegal(IllegalReason::KingWouldBeInCheck);
}

} // namespace

MoveCheck checkMove(const Position &p, Square from, Square to, PieceType promotion)
{
    const Piece piece = p.pieceAt(from);
    if (piece == Piece::None)
        return illegal(IllegalReason::NoPiece);
    if (colorOf(piece) != p.sideToMove())
        return illegal(IllegalReason::NotYourTurn);
    if (from == to)
        return illegal(IllegalReason::SameSquare);
    const Color us = p.sideToMove();
    const PieceType type = typeOf(piece);
    if (type != PieceType::Pawn && promotion != PieceType::None)
        return illegal(IllegalReason::BadPromotionPiece);
    if (type == PieceType::King) {
        if (const auto side = castlingAttempt(p, from, to))
            return checkCastlingTo(p, *side, to);
    }
    const Piece target = p.pieceAt(to);
    if (target != Piece::None && colorOf(target) == us)
        return illegal(IllegalReason::OwnPieceOnTarget, to);

    const MoveCheck pattern =
        type == PieceType::Pawn ? checkPawnPattern(p, from, to, promotion) : checkPiecePattern(p, type, from, to);
    if (pattern.reason != IllegalReason::None)
        return pattern;

    for (Move m : p.legalMovesFrom(from))
        if (m.to() == to && m.promotion() == (type == PieceType::Pawn ? promotion : PieceType::None))
            return MoveCheck {IllegalReason::None, m};
    return explainKingSafety(p, from, to);
}

MoveCheck checkCastling(const Position &p, CastlingSide side)
{
    return checkCastlingTo(p, side, Square::None);
}

std::optional<CastlingSide> castlingAttempt(const Position &p, Square from, Square to)
{
    const Color us = p.sideToMove();
    if (p.pieceAt(from) != makePiece(us, PieceType::King) || relativeRank(us, from) != 0 || rankOf(to) != rankOf(from)
        || from == to)
        return std::nullopt;
    const CastlingSide side = to > from ? CastlingSide::King : CastlingSide::Queen;
    const int distance = std::abs(fileOf(to) - fileOf(from));
    if (p.pieceAt(to) == makePiece(us, PieceType::Rook)
        && (p.isChess960() || (to == p.castlingRook(us, side) && fileOf(from) == 4)))
        return side;
    if (!p.isChess960())
        return fileOf(from) == 4 && distance == 2 ? std::optional(side) : std::nullopt;
    for (CastlingSide s : {CastlingSide::King, CastlingSide::Queen})
        if (to == castlingKingTo(us, s) && distance >= 2)
            return s;
    return std::nullopt;
}

Move castlingFor(const Position &p, Square from, Square to)
{
    const auto side = castlingAttempt(p, from, to);
    if (!side)
        return Move();
    const Move m = p.castlingMove(*side);
    return p.isLegal(m) ? m : Move();
}

} // namespace ferz
