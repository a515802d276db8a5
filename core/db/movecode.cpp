// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/movecode.h"

#include "core/rules/bitboard.h"

#include <array>

namespace ferz::db {

namespace {

struct Step {
    int files, ranks;
};
constexpr std::array<Step, 8> KnightJumps {{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
constexpr std::array<Step, 8> KingSteps {{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};
constexpr int CastleKingSide = 8, CastleQueenSide = 9, NullMove = 10;
constexpr std::uint8_t SecondByte = 0x40;

// The square `s` moved by a step; Square::None off the board.
Square stepped(Square s, Step step)
{
    const int file = fileOf(s) + step.files, rank = rankOf(s) + step.ranks;
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? makeSquare(file, rank) : Square::None;
}

template <std::size_t N> int stepIndex(const std::array<Step, N> &steps, Square from, Square to)
{
    for (std::size_t i = 0; i < N; ++i)
        if (stepped(from, steps[i]) == to)
            return static_cast<int>(i);
    return -1;
}

// The piece numbers: the king is 0, the other pieces 1 to 15 in square order.
int pieceNumber(const Position &position, Square from)
{
    const Color us = position.sideToMove();
    if (typeOf(position.pieceAt(from)) == PieceType::King)
        return 0;
    const Bitboard others = position.pieces(us) & ~position.pieces(us, PieceType::King);
    return 1 + popCount(others & (bit(from) - 1));
}

Square numberedPiece(const Position &position, int number)
{
    const Color us = position.sideToMove();
    if (number == 0)
        return position.kingSquare(us);
    Bitboard others = position.pieces(us) & ~position.pieces(us, PieceType::King);
    for (int i = 1; i < number && others; ++i)
        others &= others - 1;
    return others ? lsb(others) : Square::None;
}

// The square of `file` on one of the two diagonals through `from` (rising: file and rank grow
// together); Square::None when that file has none.
Square onDiagonal(Square from, int file, bool rising)
{
    const int offset = file - fileOf(from);
    const int rank = rankOf(from) + (rising ? offset : -offset);
    return offset != 0 && rank >= 0 && rank < 8 ? makeSquare(file, rank) : Square::None;
}

// The code of a straight move (rook, queen): 0-7 the file on the rank, 8-15 the rank on the file.
int straightCode(Square from, Square to)
{
    return rankOf(from) == rankOf(to) ? fileOf(to) : 8 + rankOf(to);
}

Square straightTarget(Square from, int code)
{
    const Square to = code < 8 ? makeSquare(code, rankOf(from)) : makeSquare(fileOf(from), code - 8);
    return to == from ? Square::None : to;
}

int pawnCode(Color us, Move move)
{
    const int files = fileOf(move.to()) - fileOf(move.from());
    const int direction = files == 0 ? 0 : files < 0 ? 1 : 2;
    if (move.kind() == Move::Promotion)
        return 4 + 4 * direction + (index(move.promotion()) - index(PieceType::Knight));
    if (direction == 0)
        return relativeRank(us, move.to()) - relativeRank(us, move.from()) == 2 ? 1 : 0;
    return direction + 1;
}

Move pawnMove(const Position &position, Square from, int code)
{
    const Color us = position.sideToMove();
    const int direction = code < 4 ? (code <= 1 ? 0 : code - 1) : (code - 4) / 4;
    const int ranks = us == Color::White ? 1 : -1;
    const Square to = stepped(from, {direction == 0 ? 0 : direction == 1 ? -1 : 1, code == 1 ? 2 * ranks : ranks});
    if (to == Square::None)
        return Move();
    if (code >= 4)
        return Move(from, to, Move::Promotion, static_cast<PieceType>(index(PieceType::Knight) + (code - 4) % 4));
    if (relativeRank(us, to) == 7)
        return Move(); // a pawn reaching the last rank must say what it becomes
    return Move(from, to, to == position.epSquare() && direction != 0 ? Move::EnPassant : Move::Normal);
}

// The move the code names, or Move() when it names none; not yet checked for legality.
Move decode(const Position &position, Square from, int code, const std::uint8_t *&at, const std::uint8_t *end)
{
    switch (typeOf(position.pieceAt(from))) {
    case PieceType::Pawn: return pawnMove(position, from, code);
    case PieceType::Knight: {
        const Square to = code < 8 ? stepped(from, KnightJumps[static_cast<std::size_t>(code)]) : Square::None;
        return to == Square::None ? Move() : Move(from, to);
    }
    case PieceType::Bishop: {
        const Square to = onDiagonal(from, code % 8, code < 8);
        return to == Square::None ? Move() : Move(from, to);
    }
    case PieceType::Queen:
        if (code == fileOf(from)) {
            if (at == end || (*at & 0xC0) != SecondByte)
                return Move();
            const auto to = static_cast<Square>(*at++ & 63);
            return bishopAttacks(from, 0) & bit(to) ? Move(from, to) : Move();
        }
        [[fallthrough]];
    case PieceType::Rook: {
        const Square to = straightTarget(from, code);
        return to == Square::None ? Move() : Move(from, to);
    }
    case PieceType::King: {
        if (code == CastleKingSide || code == CastleQueenSide) {
            // The position's own coding: the king's destination, or the rook's square in Chess960.
            return position.castlingMove(code == CastleKingSide ? CastlingSide::King : CastlingSide::Queen);
        }
        const Square to = code < 8 ? stepped(from, KingSteps[static_cast<std::size_t>(code)]) : Square::None;
        return to == Square::None ? Move() : Move(from, to);
    }
    case PieceType::None: break;
    }
    return Move();
}

} // namespace

void appendMove(std::string &out, const Position &position, Move move)
{
    const Color us = position.sideToMove();
    if (move.isNull()) {
        out.push_back(static_cast<char>(NullMove));
        return;
    }
    const Square from = move.from(), to = move.to();
    int code = 0;
    switch (typeOf(position.pieceAt(from))) {
    case PieceType::Pawn: code = pawnCode(us, move); break;
    case PieceType::Knight: code = stepIndex(KnightJumps, from, to); break;
    case PieceType::Bishop: code = fileOf(to) + (onDiagonal(from, fileOf(to), true) == to ? 0 : 8); break;
    case PieceType::Rook: code = straightCode(from, to); break;
    case PieceType::Queen:
        code = fileOf(from) == fileOf(to) || rankOf(from) == rankOf(to) ? straightCode(from, to) : fileOf(from);
        break;
    case PieceType::King:
        code = move.kind() == Move::Castling
            ? (castlingSide(move) == CastlingSide::King ? CastleKingSide : CastleQueenSide)
            : stepIndex(KingSteps, from, to);
        break;
    case PieceType::None: break;
    }
    out.push_back(static_cast<char>(pieceNumber(position, from) << 4 | code));
    if (typeOf(position.pieceAt(from)) == PieceType::Queen && code == fileOf(from) && rankOf(from) != rankOf(to))
        out.push_back(static_cast<char>(SecondByte | index(to)));
}

bool readMove(const Position &position, const std::uint8_t *&at, const std::uint8_t *end, Move &move)
{
    if (at == end || isMarker(*at))
        return false;
    const int number = *at >> 4, code = *at & 15;
    ++at;
    const Square from = numberedPiece(position, number);
    if (from == Square::None)
        return false;
    if (number == 0 && code == NullMove) {
        move = Move();
        return !position.isCheck();
    }
    move = decode(position, from, code, at, end);
    return !move.isNull() && position.isLegal(move);
}

} // namespace ferz::db
