// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitboard.h"

#include <array>
#include <cstdlib>

namespace ferz {
namespace detail {
namespace {

AttackTables tables;
Bitboard rookTable[0x19000];  // sum over squares of 2^(bits in the rook mask)
Bitboard bishopTable[0x1480]; // same for bishops

constexpr int RookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// Walks each ray until it leaves the board or hits an occupied square (which is included).
Bitboard slidingAttacks(const int (&directions)[4][2], Square s, Bitboard occupied)
{
    Bitboard attacks = 0;
    for (const auto &d : directions) {
        int f = fileOf(s) + d[0], r = rankOf(s) + d[1];
        while (onBoard(f, r)) {
            const Bitboard b = bit(makeSquare(f, r));
            attacks |= b;
            if (occupied & b)
                break;
            f += d[0];
            r += d[1];
        }
    }
    return attacks;
}

Bitboard stepAttacks(Square s, std::initializer_list<std::array<int, 2>> steps)
{
    Bitboard attacks = 0;
    for (const auto &d : steps)
        if (onBoard(fileOf(s) + d[0], rankOf(s) + d[1]))
            attacks |= bit(makeSquare(fileOf(s) + d[0], rankOf(s) + d[1]));
    return attacks;
}

// A small deterministic generator: the magics found are the same on every run.
class Xorshift {
public:
    Bitboard next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 2685821657736338717ULL;
    }
    Bitboard sparse() { return next() & next() & next(); }

private:
    Bitboard m_state = 1070372;
};

// Finds, for every square, a multiplier that maps each relevant occupancy to a distinct slot (or
// to a slot holding the same attack set) of the shared table.
void initMagics(const int (&directions)[4][2], Magic (&magics)[64], Bitboard *table)
{
    Xorshift rng;
    Bitboard occupancy[4096], reference[4096];
    int epoch[4096] = {};
    int attempt = 0;
    Bitboard *next = table;
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        const Bitboard edges = ((rankBB(0) | rankBB(7)) & ~rankBB(rankOf(s)))
            | ((fileBB(0) | fileBB(7)) & ~fileBB(fileOf(s)));
        Magic &m = magics[i];
        m.mask = slidingAttacks(directions, s, 0) & ~edges;
        m.shift = 64 - static_cast<unsigned>(popCount(m.mask));
        m.attacks = next;

        int size = 0;
        Bitboard b = 0;
        do { // every subset of the mask (carry-rippler)
            occupancy[size] = b;
            reference[size] = slidingAttacks(directions, s, b);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);

        for (bool found = false; !found;) {
            do
                m.magic = rng.sparse();
            while (popCount((m.magic * m.mask) >> 56) < 6);
            ++attempt;
            found = true;
            for (int k = 0; k < size; ++k) {
                const unsigned idx = m.index(occupancy[k]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next[idx] = reference[k];
                } else if (next[idx] != reference[k]) {
                    found = false;
                    break;
                }
            }
        }
        next += size;
    }
}

void initTables()
{
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        tables.pawn[index(Color::White)][i] = stepAttacks(s, {{-1, 1}, {1, 1}});
        tables.pawn[index(Color::Black)][i] = stepAttacks(s, {{-1, -1}, {1, -1}});
        tables.knight[i] = stepAttacks(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        tables.king[i] = stepAttacks(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
    }
    initMagics(RookDirections, tables.rook, rookTable);
    initMagics(BishopDirections, tables.bishop, bishopTable);

    for (int a = 0; a < 64; ++a) {
        const Square sa = static_cast<Square>(a);
        for (int b = 0; b < 64; ++b) {
            const Square sb = static_cast<Square>(b);
            for (const auto *dirs : {&BishopDirections, &RookDirections}) {
                if (!(slidingAttacks(*dirs, sa, 0) & bit(sb)))
                    continue;
                tables.line[a][b] = (slidingAttacks(*dirs, sa, 0) & slidingAttacks(*dirs, sb, 0)) | bit(sa) | bit(sb);
                tables.between[a][b] = slidingAttacks(*dirs, sa, bit(sb)) & slidingAttacks(*dirs, sb, bit(sa));
            }
        }
    }
}

// Runs before ordinary static constructors of other translation units, so that nothing can see
// empty tables.
struct Initializer {
    Initializer() { initTables(); }
} initializer __attribute__((init_priority(101)));

} // namespace

const AttackTables &attackTables = tables;

} // namespace detail

Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied)
{
    switch (t) {
    case PieceType::Knight: return knightAttacks(s);
    case PieceType::Bishop: return bishopAttacks(s, occupied);
    case PieceType::Rook: return rookAttacks(s, occupied);
    case PieceType::Queen: return queenAttacks(s, occupied);
    case PieceType::King: return kingAttacks(s);
    default: return 0;
    }
}

} // namespace ferz
