// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/rules.h"

#include "core/rules/bitboard.h"

namespace ferz {

namespace {

Bitboard majorsAndPawns(const Position &p)
{
    return p.pieces(PieceType::Pawn) | p.pieces(PieceType::Rook) | p.pieces(PieceType::Queen);
}

bool bishopsOnOneColour(Bitboard bishops)
{
    return !(bishops & DarkSquares) || !(bishops & ~DarkSquares);
}

} // namespace

bool isDeadPosition(const Position &p, DeadPositionRule rule)
{
    if (majorsAndPawns(p))
        return false;
    const Bitboard knights = p.pieces(PieceType::Knight), bishops = p.pieces(PieceType::Bishop);
    const int minors = popCount(knights | bishops);
    if (minors <= 1)
        return true;
    if (!knights)
        return bishopsOnOneColour(bishops);
    if (rule == DeadPositionRule::TwoKnightsInsufficient && !bishops) {
        // Two knights of one side against a bare king.
        return popCount(knights) == 2
            && (knights == p.pieces(Color::White, PieceType::Knight)
                || knights == p.pieces(Color::Black, PieceType::Knight));
    }
    return false;
}

bool canMate(const Position &p, Color c)
{
    const Bitboard own = p.pieces(c) & ~p.pieces(PieceType::King);
    if (own & majorsAndPawns(p))
        return true;
    const Bitboard knights = own & p.pieces(PieceType::Knight), bishops = own & p.pieces(PieceType::Bishop);
    const Bitboard theirs = p.pieces(~c) & ~p.pieces(PieceType::King);
    if (!own)
        return false;
    if (knights && !bishops) {
        // A lone knight mates only when the defending king is hemmed in by its own men; queens
        // cannot do that without the knight's mate being impossible.
        return moreThanOne(knights) || (theirs & ~p.pieces(PieceType::Queen));
    }
    if (bishops && !knights) {
        // Bishops of one colour can only mate when the defender has a piece that can stand on a
        // square of the other colour next to its king: a knight or a pawn, or a bishop of that colour.
        const Bitboard allBishops = p.pieces(PieceType::Bishop);
        return (theirs & (p.pieces(PieceType::Knight) | p.pieces(PieceType::Pawn))) || !bishopsOnOneColour(allBishops);
    }
    return true;
}

bool samePosition(const Position &a, const Position &b)
{
    if (a.key() != b.key() || a.sideToMove() != b.sideToMove() || a.castlingRights() != b.castlingRights()
        || a.epSquare() != b.epSquare())
        return false;
    for (int s = 0; s < 64; ++s)
        if (a.pieceAt(static_cast<Square>(s)) != b.pieceAt(static_cast<Square>(s)))
            return false;
    return true;
}

bool touchBinds(const Position &position, Square square)
{
    const Piece piece = square == Square::None ? Piece::None : position.pieceAt(square);
    return piece != Piece::None && colorOf(piece) == position.sideToMove() && !position.legalMovesFrom(square).empty();
}

} // namespace ferz
