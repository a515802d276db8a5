// SPDX-License-Identifier: GPL-3.0-or-later
// The vocabulary of the rules core: colours, pieces, squares, castling rights and moves.
// Plain value types with constexpr helpers; no Qt, no allocation.
#pragma once

#include <cstdint>

namespace ferz {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

// ---- Colour ---------------------------------------------------------------

enum class Color : std::uint8_t {
    White,
    Black
};

constexpr Color operator~(Color c)
{
    return c == Color::White ? Color::Black : Color::White;
}
constexpr int index(Color c)
{
    return static_cast<int>(c);
}

// ---- Pieces ---------------------------------------------------------------

enum class PieceType : std::uint8_t {
    None,
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King
};

constexpr int index(PieceType t)
{
    return static_cast<int>(t);
}

// A coloured piece: 0 is the empty square, 1..6 white pawn..king, 9..14 black pawn..king.
enum class Piece : std::uint8_t {
    None = 0
};

constexpr Piece makePiece(Color c, PieceType t)
{
    return static_cast<Piece>(index(c) * 8 + index(t));
}
constexpr PieceType typeOf(Piece p)
{
    return static_cast<PieceType>(static_cast<int>(p) & 7);
}
constexpr Color colorOf(Piece p)
{
    return static_cast<Color>(static_cast<int>(p) >> 3);
}
constexpr int index(Piece p)
{
    return static_cast<int>(p);
}

// ---- Squares --------------------------------------------------------------

// a1 = 0, b1 = 1, ..., h8 = 63.
enum class Square : std::int8_t {
    None = -1
};

constexpr Square makeSquare(int file, int rank)
{
    return static_cast<Square>(rank * 8 + file);
}
constexpr int index(Square s)
{
    return static_cast<int>(s);
}
constexpr int fileOf(Square s)
{
    return index(s) & 7;
}
constexpr int rankOf(Square s)
{
    return index(s) >> 3;
}
constexpr bool isValid(Square s)
{
    return index(s) >= 0 && index(s) < 64;
}
constexpr Bitboard bit(Square s)
{
    return Bitboard(1) << index(s);
}
constexpr Square operator+(Square s, int delta)
{
    return static_cast<Square>(index(s) + delta);
}
constexpr Square operator-(Square s, int delta)
{
    return static_cast<Square>(index(s) - delta);
}
// The rank counted from the given side: relativeRank(White, e2) == 1, relativeRank(Black, e7) == 1.
constexpr int relativeRank(Color c, Square s)
{
    return c == Color::White ? rankOf(s) : 7 - rankOf(s);
}
constexpr int pawnPush(Color c)
{
    return c == Color::White ? 8 : -8;
}

namespace sq {
inline constexpr Square a1 = makeSquare(0, 0), b1 = makeSquare(1, 0), c1 = makeSquare(2, 0), d1 = makeSquare(3, 0),
                        e1 = makeSquare(4, 0), f1 = makeSquare(5, 0), g1 = makeSquare(6, 0), h1 = makeSquare(7, 0);
inline constexpr Square a8 = makeSquare(0, 7), b8 = makeSquare(1, 7), c8 = makeSquare(2, 7), d8 = makeSquare(3, 7),
                        e8 = makeSquare(4, 7), f8 = makeSquare(5, 7), g8 = makeSquare(6, 7), h8 = makeSquare(7, 7);
} // namespace sq

// ---- Castling rights ------------------------------------------------------

enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15,
};

enum class CastlingSide : std::uint8_t {
    King,
    Queen
};

constexpr std::uint8_t castlingRight(Color c, CastlingSide s)
{
    return static_cast<std::uint8_t>(1u << (index(c) * 2 + static_cast<int>(s)));
}

// The bit number of castlingRight(c, s): 0 White kingside … 3 Black queenside.
constexpr int castlingIndex(Color c, CastlingSide s)
{
    return index(c) * 2 + static_cast<int>(s);
}

// Where the king and the rook of one castling stand before and after it. Wherever they start (in
// Chess960 too), castling puts the king on the g- or c-file and the rook beside it on the f- or
// d-file.
struct CastlingGeometry {
    Square kingFrom, kingTo, rookFrom, rookTo;
};

constexpr Square castlingKingTo(Color c, CastlingSide s)
{
    return makeSquare(s == CastlingSide::King ? 6 : 2, c == Color::White ? 0 : 7);
}
constexpr Square castlingRookTo(Color c, CastlingSide s)
{
    return makeSquare(s == CastlingSide::King ? 5 : 3, c == Color::White ? 0 : 7);
}

// The castling of standard chess: king on the e-file, rooks in the corners.
constexpr CastlingGeometry standardCastling(Color c, CastlingSide s)
{
    const int r = c == Color::White ? 0 : 7;
    return CastlingGeometry {makeSquare(4, r), castlingKingTo(c, s), makeSquare(s == CastlingSide::King ? 7 : 0, r),
                             castlingRookTo(c, s)};
}

// Standard chess, or Chess960 (Fischer random chess: the pieces of the back rank shuffled, castling
// with the rooks wherever they start).
enum class Variant : std::uint8_t {
    Standard,
    Chess960
};

// ---- Moves ----------------------------------------------------------------

// A move in 16 bits:
//   bits  0-5   destination square; for castling, the king's destination in standard chess (e1g1)
//               and the castling rook's square in Chess960 (e1h1, as UCI_Chess960 writes it), so
//               that a castling whose king does not move is a move too. Either way the destination
//               lies towards the rook's side of the king: castlingSide() reads it.
//   bits  6-11  origin square
//   bits 12-13  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen (only for promotions)
//   bits 14-15  kind: normal, promotion, en passant, castling
// Move() is the null value; it is never a legal move.
class Move {
public:
    enum Kind : std::uint16_t {
        Normal = 0,
        Promotion = 1,
        EnPassant = 2,
        Castling = 3
    };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promotion = PieceType::Knight)
        : m_data(static_cast<std::uint16_t>(index(to) | (index(from) << 6)
                                            | ((index(promotion) - index(PieceType::Knight)) << 12) | (kind << 14)))
    {
    }

    constexpr Square from() const { return static_cast<Square>((m_data >> 6) & 63); }
    constexpr Square to() const { return static_cast<Square>(m_data & 63); }
    constexpr Kind kind() const { return static_cast<Kind>(m_data >> 14); }
    // The piece a pawn becomes; PieceType::None when the move is not a promotion.
    constexpr PieceType promotion() const
    {
        return kind() == Promotion ? static_cast<PieceType>(((m_data >> 12) & 3) + index(PieceType::Knight))
                                   : PieceType::None;
    }
    constexpr bool isNull() const { return m_data == 0; }
    constexpr std::uint16_t raw() const { return m_data; }
    // The move whose raw() is `bits`.
    static constexpr Move fromRaw(std::uint16_t bits)
    {
        Move move;
        move.m_data = bits;
        return move;
    }

    friend constexpr bool operator==(Move, Move) = default;

private:
    std::uint16_t m_data = 0;
};

// The side of a castling move, in either of its codings.
constexpr CastlingSide castlingSide(Move m)
{
    return m.to() > m.from() ? CastlingSide::King : CastlingSide::Queen;
}

} // namespace ferz
