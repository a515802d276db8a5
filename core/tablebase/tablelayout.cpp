// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tablebase/tablelayout.h"

#include "core/rules/bitboard.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace ferz {

namespace {

// The eight symmetries of the board: bit 0 mirrors the files, bit 1 the ranks, bit 2 exchanges
// files and ranks (the mirror in the diagonal a1-h8). Pawns allow bit 0 only.
struct Symmetries {
    std::array<std::array<Square, 64>, 8> squares {};

    Symmetries()
    {
        for (int symmetry = 0; symmetry < 8; ++symmetry)
            for (int s = 0; s < 64; ++s) {
                int file = s & 7, rank = s >> 3;
                if (symmetry & 1)
                    file = 7 - file;
                if (symmetry & 2)
                    rank = 7 - rank;
                if (symmetry & 4)
                    std::swap(file, rank);
                squares[static_cast<std::size_t>(symmetry)][static_cast<std::size_t>(s)] = makeSquare(file, rank);
            }
    }
};

const Symmetries TheSymmetries;

Square transformed(Square s, int symmetry)
{
    return TheSymmetries.squares[static_cast<std::size_t>(symmetry)][static_cast<std::size_t>(index(s))];
}

bool kingsApart(Square a, Square b)
{
    return a != b && !(kingAttacks(a) & bit(b));
}

// Whether two kings, the board already turned, stand as a table stores them.
bool canonicalKings(Square white, Square black, bool pawns)
{
    if (pawns)
        return fileOf(white) <= 3;
    const int file = fileOf(white), rank = rankOf(white);
    if (file > 3 || rank > file)
        return false;
    return rank != file || rankOf(black) <= fileOf(black);
}

} // namespace

// The numbering of the king pairs a table stores, and for any two kings the symmetries (one or
// two) that bring them there.
struct TableLayout::Kings {
    std::array<std::array<std::int16_t, 64>, 64> pair {};
    std::vector<std::array<Square, 2>> kings;
    std::array<std::array<std::array<std::int8_t, 2>, 64>, 64> symmetries {};

    explicit Kings(bool pawns)
    {
        for (int w = 0; w < 64; ++w)
            for (int b = 0; b < 64; ++b) {
                const auto white = static_cast<Square>(w), black = static_cast<Square>(b);
                pair[w][b] = -1;
                symmetries[w][b] = {-1, -1};
                if (!kingsApart(white, black))
                    continue;
                if (canonicalKings(white, black, pawns)) {
                    pair[w][b] = static_cast<std::int16_t>(kings.size());
                    kings.push_back({white, black});
                }
                int found = 0;
                for (int s = 0; s < (pawns ? 2 : 8); ++s)
                    if (canonicalKings(transformed(white, s), transformed(black, s), pawns))
                        symmetries[w][b][static_cast<std::size_t>(found++)] = static_cast<std::int8_t>(s);
            }
    }
};

const TableLayout::Kings &TableLayout::kingTables(bool pawns)
{
    static const Kings withPawns(true), withoutPawns(false);
    return pawns ? withPawns : withoutPawns;
}

TableLayout::TableLayout(const Material &material)
    : m_material(material), m_pawns(material.hasPawns()), m_kings(&kingTables(m_pawns))
{
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : MenByStrength)
            for (int n = 0; n < material.count[index(c)][index(t)] && m_menCount < 2; ++n) {
                const auto i = static_cast<std::size_t>(m_menCount++);
                m_manColor[i] = c;
                m_manType[i] = t;
                m_manSize[i] = t == PieceType::Pawn ? 48 : 64;
                m_manOffset[i] = t == PieceType::Pawn ? 8 : 0;
            }
    m_twins = m_menCount == 2 && m_manColor[0] == m_manColor[1] && m_manType[0] == m_manType[1];
    m_kingPairs = static_cast<std::uint32_t>(m_kings->kings.size());
    m_size = 2 * m_kingPairs * m_manSize[0] * m_manSize[1];
}

std::uint32_t TableLayout::entryAfter(const Placement &p, int symmetry) const
{
    const auto &squares = TheSymmetries.squares[static_cast<std::size_t>(symmetry)];
    const auto turned = [&squares](Square s) { return squares[static_cast<std::size_t>(index(s))]; };
    std::uint32_t entry = static_cast<std::uint32_t>(index(p.sideToMove)) * m_kingPairs
        + static_cast<std::uint32_t>(m_kings->pair[index(turned(p.kings[0]))][index(turned(p.kings[1]))]);
    if (m_menCount == 0)
        return entry;
    int first = index(turned(p.men[0])) - m_manOffset[0];
    if (m_menCount == 1)
        return entry * m_manSize[0] + static_cast<std::uint32_t>(first);
    int second = index(turned(p.men[1])) - m_manOffset[1];
    if (m_twins && first > second)
        std::swap(first, second);
    return (entry * m_manSize[0] + static_cast<std::uint32_t>(first)) * m_manSize[1]
        + static_cast<std::uint32_t>(second);
}

std::uint32_t TableLayout::entry(const Placement &p) const
{
    Bitboard occupied = bit(p.kings[0]) | bit(p.kings[1]);
    for (int i = 0; i < m_menCount; ++i) {
        const Square s = p.men[static_cast<std::size_t>(i)];
        if (occupied & bit(s))
            return NoEntry;
        occupied |= bit(s);
        if (m_manOffset[static_cast<std::size_t>(i)] && (rankOf(s) == 0 || rankOf(s) == 7))
            return NoEntry;
    }
    const auto &symmetries = m_kings->symmetries[index(p.kings[0])][index(p.kings[1])];
    if (symmetries[0] < 0)
        return NoEntry;
    const std::uint32_t entry = entryAfter(p, symmetries[0]);
    return symmetries[1] < 0 ? entry : std::min(entry, entryAfter(p, symmetries[1]));
}

Placement TableLayout::placement(std::uint32_t entry) const
{
    Placement p;
    for (int i = 1; i >= 0; --i) {
        const std::uint32_t size = m_manSize[static_cast<std::size_t>(i)];
        const auto at = static_cast<int>(entry % size);
        entry /= size;
        if (i < m_menCount)
            p.men[static_cast<std::size_t>(i)] = static_cast<Square>(at + m_manOffset[static_cast<std::size_t>(i)]);
    }
    const auto &kings = m_kings->kings[entry % m_kingPairs];
    p.kings = kings;
    p.sideToMove = static_cast<Color>(entry / m_kingPairs);
    return p;
}

Placement TableLayout::placement(const Position &position, bool flip) const
{
    const auto seen = [flip](Square s) { return flip ? static_cast<Square>(index(s) ^ 56) : s; };
    const auto colour = [flip](Color c) { return flip ? ~c : c; };
    Placement p;
    p.sideToMove = colour(position.sideToMove());
    p.kings = {seen(position.kingSquare(colour(Color::White))), seen(position.kingSquare(colour(Color::Black)))};
    Bitboard left = 0;
    for (int i = 0; i < m_menCount; ++i) {
        const auto slot = static_cast<std::size_t>(i);
        if (i == 0 || m_manColor[slot] != m_manColor[slot - 1] || m_manType[slot] != m_manType[slot - 1])
            left = position.pieces(colour(m_manColor[slot]), m_manType[slot]);
        p.men[slot] = seen(popLsb(left));
    }
    return p;
}

std::string TableLayout::fen(const Placement &p, Square epSquare) const
{
    std::array<char, 64> board {};
    board[static_cast<std::size_t>(index(p.kings[0]))] = 'K';
    board[static_cast<std::size_t>(index(p.kings[1]))] = 'k';
    for (int i = 0; i < m_menCount; ++i) {
        const auto slot = static_cast<std::size_t>(i);
        const char letter = " PNBRQK"[index(m_manType[slot])];
        board[static_cast<std::size_t>(index(p.men[slot]))] =
            m_manColor[slot] == Color::White ? letter : static_cast<char>(letter + ('a' - 'A'));
    }
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[static_cast<std::size_t>(rank * 8 + file)];
            if (!c) {
                ++empty;
                continue;
            }
            if (empty)
                fen += static_cast<char>('0' + std::exchange(empty, 0));
            fen += c;
        }
        if (empty)
            fen += static_cast<char>('0' + empty);
        if (rank)
            fen += '/';
    }
    fen += p.sideToMove == Color::White ? " w - " : " b - ";
    if (epSquare == Square::None) {
        fen += '-';
    } else {
        fen += static_cast<char>('a' + fileOf(epSquare));
        fen += static_cast<char>('1' + rankOf(epSquare));
    }
    fen += " 0 1";
    return fen;
}

} // namespace ferz
