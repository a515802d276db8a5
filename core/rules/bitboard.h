// SPDX-License-Identifier: GPL-3.0-or-later
// Bitboard helpers and precomputed attack tables (magic bitboards for the sliders).
// The tables are filled before main() runs, so every function here is safe to call at any time
// after static initialisation.
#pragma once

#include "core/rules/types.h"

#include <bit>

namespace ferz {

inline constexpr Bitboard FileA = 0x0101010101010101ULL;
inline constexpr Bitboard Rank1 = 0xFFULL;
inline constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard fileBB(int file)
{
    return FileA << file;
}
constexpr Bitboard rankBB(int rank)
{
    return Rank1 << (8 * rank);
}

inline int popCount(Bitboard b)
{
    return std::popcount(b);
}
// Counting moves is mostly popCount, a third faster with the POPCNT instruction. A build for any
// x86-64 processor (the Debian package) cannot assume it, so a function marked with this is
// compiled twice and the program uses the POPCNT copy when the processor it starts on has one.
// Builds for the building machine's processor (-march=native) have one copy.
#if defined(__x86_64__) && defined(__ELF__) && !defined(__POPCNT__)
#define FERZ_POPCNT_DISPATCH __attribute__((target_clones("popcnt", "default")))
#else
#define FERZ_POPCNT_DISPATCH
#endif
inline Square lsb(Bitboard b)
{
    return static_cast<Square>(std::countr_zero(b));
}
// Removes the lowest set square of b and returns it; b must not be empty.
inline Square popLsb(Bitboard &b)
{
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
inline bool moreThanOne(Bitboard b)
{
    return (b & (b - 1)) != 0;
}

namespace detail {

struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard *attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const { return static_cast<unsigned>(((occupied & mask) * magic) >> shift); }
};

struct AttackTables {
    Bitboard pawn[2][64];
    Bitboard knight[64];
    Bitboard king[64];
    Bitboard between[64][64];
    Bitboard line[64][64];
    Magic bishop[64];
    Magic rook[64];
};

extern const AttackTables &attackTables;

} // namespace detail

inline Bitboard pawnAttacks(Color c, Square s)
{
    return detail::attackTables.pawn[index(c)][index(s)];
}
inline Bitboard knightAttacks(Square s)
{
    return detail::attackTables.knight[index(s)];
}
inline Bitboard kingAttacks(Square s)
{
    return detail::attackTables.king[index(s)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied)
{
    const detail::Magic &m = detail::attackTables.bishop[index(s)];
    return m.attacks[m.index(occupied)];
}
inline Bitboard rookAttacks(Square s, Bitboard occupied)
{
    const detail::Magic &m = detail::attackTables.rook[index(s)];
    return m.attacks[m.index(occupied)];
}
inline Bitboard queenAttacks(Square s, Bitboard occupied)
{
    return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
}
// The squares a piece of this type standing on s attacks (pawns need their colour: use pawnAttacks).
Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied);

// Squares strictly between a and b when they share a rank, file or diagonal; empty otherwise.
inline Bitboard between(Square a, Square b)
{
    return detail::attackTables.between[index(a)][index(b)];
}
// The whole rank, file or diagonal through a and b (edge to edge); empty when not aligned.
inline Bitboard line(Square a, Square b)
{
    return detail::attackTables.line[index(a)][index(b)];
}
// Whether a and b, on one line, share a rank or a file (a rook's line) rather than a diagonal.
inline bool straightLine(Square a, Square b)
{
    return rankOf(a) == rankOf(b) || fileOf(a) == fileOf(b);
}

// The pieces among `straight` (moving as rooks) and `diagonal` (moving as bishops) that reach s
// over `occupied`. The same answer as the magic lookups, found by walking to the few sliders there
// are through the small `between` table: the rook's large magic table misses the cache when one
// square is asked about per move, as reading a game's moves does (move generation keeps it warm).
inline Bitboard slidersReaching(Square s, Bitboard straight, Bitboard diagonal, Bitboard occupied)
{
    Bitboard reaching = 0;
    Bitboard candidates = straight | diagonal;
    while (candidates) {
        const Square from = popLsb(candidates);
        if (line(s, from) && !(between(s, from) & occupied)
            && ((straightLine(s, from) ? straight : diagonal) & bit(from)))
            reaching |= bit(from);
    }
    return reaching;
}

} // namespace ferz
