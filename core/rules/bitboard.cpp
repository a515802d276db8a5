// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/bitboard.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace ferz {
namespace detail {
namespace {

AttackTables tables;
Bitboard rookTable[0x19000]; // sum over squares of 2^(bits in the rook mask)
Bitboard bishopTable[0x1480]; // same for bishops

constexpr int RookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int file, int rank)
{
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

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

// Multipliers that map every relevant occupancy of a square's rays to a slot of the shared table
// without two different attack sets meeting. They were found once by a random search over sparse
// 64-bit numbers (the fancy-magic method); initMagics() checks them as it fills the table.
constexpr Bitboard RookMagics[64] = {
    0x0080068051E04000ULL, 0x0040001000402000ULL, 0x0080100020008008ULL, 0x4E000A0010208440ULL, 0x4200040802002010ULL,
    0x0100010008020400ULL, 0x9080608019000600ULL, 0x8100020080204100ULL, 0x4103800480400020ULL, 0x8015004004802100ULL,
    0x000200108A002040ULL, 0x0801000821001000ULL, 0x0015000500080070ULL, 0x0120800400800200ULL, 0x0109000432001100ULL,
    0x020080055B000080ULL, 0x0080004000402002ULL, 0x5260848020004008ULL, 0x2402020014402080ULL, 0x3000808010000802ULL,
    0x0304018004810800ULL, 0x0000808004000200ULL, 0x0002040001500248ULL, 0x0012020000408401ULL, 0x8440008080004020ULL,
    0x0804200840100040ULL, 0x0820008080201000ULL, 0x2080100100082100ULL, 0x0001000500100800ULL, 0x00A1000900028400ULL,
    0x0100100400C80102ULL, 0x000001120000A044ULL, 0x800080C004800620ULL, 0x4040081000202000ULL, 0x0D08802008801000ULL,
    0x1000800800801004ULL, 0x1004000801010010ULL, 0x0402800400800200ULL, 0x0004080204008110ULL, 0x0000404082000401ULL,
    0x00C0118861408000ULL, 0x1100220081020048ULL, 0x09A0430420050010ULL, 0x0000082200420010ULL, 0x2110080004008080ULL,
    0x2004201040680104ULL, 0x1106001451820008ULL, 0x0002224104820014ULL, 0x00800C8044210500ULL, 0x02A0200040100040ULL,
    0x040100A0001E4100ULL, 0x00204023108A0200ULL, 0x2400080080040080ULL, 0x1289008400020900ULL, 0x0002088250010400ULL,
    0x0001006084010200ULL, 0x0001023480002141ULL, 0x0006400021810015ULL, 0x8400100840200101ULL, 0x40003000A1000825ULL,
    0x1002011008200402ULL, 0x100D000400080201ULL, 0x0020048806102904ULL, 0x8401000020804201ULL,
};
constexpr Bitboard BishopMagics[64] = {
    0x2008021012002502ULL, 0x04D0100110628400ULL, 0x21102080A1021010ULL, 0x2044041080000400ULL, 0x0004050402800000ULL,
    0x0002010420109560ULL, 0x08040084500A0000ULL, 0x9401002104224008ULL, 0x40044350070B0100ULL, 0x90B00888088C1040ULL,
    0x0100100440444012ULL, 0x80001104008A0940ULL, 0x1042920210504048ULL, 0x0000010420048200ULL, 0x000000A410221000ULL,
    0x804800829C901001ULL, 0x0040002008010120ULL, 0x8802008424280205ULL, 0x200800010A040010ULL, 0x2420800802004008ULL,
    0x0012011402A21220ULL, 0x2002028508022208ULL, 0x0486200049100802ULL, 0x2000211101080200ULL, 0x8020200044140C60ULL,
    0x0810680C05080381ULL, 0x0001442028012400ULL, 0x4028088008020002ULL, 0x25C1001041004010ULL, 0x0401020049080140ULL,
    0x0004004084210400ULL, 0x40010900104400A0ULL, 0x011011480004A800ULL, 0x0082020200A0680BULL, 0x0800203000080082ULL,
    0x0005020081880080ULL, 0x1050120080001004ULL, 0x0020008880030810ULL, 0x2241180900008C30ULL, 0x0201451101012400ULL,
    0x8444016008025000ULL, 0x0002080104000800ULL, 0x2801001490090200ULL, 0x0500142018001100ULL, 0x0300040408200400ULL,
    0x0008008800820810ULL, 0x0804210204004212ULL, 0x000800A698800202ULL, 0x0411040202401000ULL, 0x0A008C051802000EULL,
    0x1002A100A8040022ULL, 0x00000C0084042600ULL, 0x1000884048220000ULL, 0x0082200410208000ULL, 0x0222020441140022ULL,
    0x1004080800408810ULL, 0x0022410801500201ULL, 0x010000410818020BULL, 0x2044000044040410ULL, 0x00200C0100208801ULL,
    0x080800200A102400ULL, 0x000404C010020090ULL, 0x1002101418808C03ULL, 0x0011300081040020ULL,
};

void initMagics(const int (&directions)[4][2], const Bitboard (&multipliers)[64], Magic (&magics)[64], Bitboard *table)
{
    Bitboard *next = table;
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        const Bitboard edges =
            ((rankBB(0) | rankBB(7)) & ~rankBB(rankOf(s))) | ((fileBB(0) | fileBB(7)) & ~fileBB(fileOf(s)));
        Magic &m = magics[i];
        m.mask = slidingAttacks(directions, s, 0) & ~edges;
        m.shift = 64 - static_cast<unsigned>(popCount(m.mask));
        m.magic = multipliers[i];
        m.attacks = next;
        const std::size_t size = std::size_t(1) << popCount(m.mask);
        std::fill(next, next + size, Bitboard(0));
        Bitboard b = 0;
        do { // every subset of the mask (carry-rippler)
            const Bitboard attacks = slidingAttacks(directions, s, b);
            Bitboard &slot = next[m.index(b)];
            if (slot && slot != attacks)
                std::abort(); // a multiplier above was mistyped
            slot = attacks;
            b = (b - m.mask) & m.mask;
        } while (b);
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
    initMagics(RookDirections, RookMagics, tables.rook, rookTable);
    initMagics(BishopDirections, BishopMagics, tables.bishop, bishopTable);

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
