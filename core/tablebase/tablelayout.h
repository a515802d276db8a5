// SPDX-License-Identifier: GPL-3.0-or-later
// Where a table keeps each position of its material: one byte an entry, numbered by the side to
// move, the two kings and the squares of the other men. The board's symmetries share entries:
// without pawns the board may be turned and mirrored eight ways, so the White king is brought to
// the triangle a1-d1-d4 (and when it stands on the diagonal a1-d4, the Black king below that
// diagonal); with pawns only the mirror between the a- and h-files is allowed, bringing the White
// king to the files a to d. Two men of one kind and colour stand in the order of their squares.
// Entries that no position maps to (men on one square, kings side by side, a placement reached
// by a symmetry with a smaller entry) stay unused.
#pragma once

#include "core/tablebase/material.h"

#include <cstdint>
#include <limits>

namespace ferz {

// A position as a table sees it: the side to move, the kings and the other men, in the order of
// TableLayout::men(), in the table's colours (the stronger side White).
struct Placement {
    Color sideToMove = Color::White;
    std::array<Square, 2> kings {Square::None, Square::None}; // by colour
    std::array<Square, 2> men {Square::None, Square::None};
};

class TableLayout {
public:
    static constexpr std::uint32_t NoEntry = std::numeric_limits<std::uint32_t>::max();

    // The layout of a canonical material (Material::canonical()) of at most two men.
    explicit TableLayout(const Material &material);

    const Material &material() const { return m_material; }
    std::uint32_t size() const { return m_size; }
    int menCount() const { return m_menCount; }
    // The colour and type of each man, White's first, each side's strongest first.
    Color manColor(int i) const { return m_manColor[static_cast<std::size_t>(i)]; }
    PieceType manType(int i) const { return m_manType[static_cast<std::size_t>(i)]; }

    // The entry of a placement, its symmetries resolved; NoEntry when two men share a square, the
    // kings stand side by side, or a pawn stands on the first or last rank.
    std::uint32_t entry(const Placement &placement) const;
    // The placement an entry stands for, as stored; entry(placement(i)) == i exactly when i is used.
    Placement placement(std::uint32_t entry) const;
    // The placement of a position of this material, in the table's colours when `flip` (the position's
    // Black is the table's White).
    Placement placement(const Position &position, bool flip) const;
    // A FEN record of the placement, with `epSquare` as its en passant square.
    std::string fen(const Placement &placement, Square epSquare = Square::None) const;

private:
    struct Kings;
    static const Kings &kingTables(bool pawns);
    std::uint32_t entryAfter(const Placement &placement, int symmetry) const;

    Material m_material;
    int m_menCount = 0;
    std::array<Color, 2> m_manColor {};
    std::array<PieceType, 2> m_manType {};
    std::array<std::uint32_t, 2> m_manSize {1, 1}; // 48 squares for a pawn, 64 for a piece
    std::array<int, 2> m_manOffset {}; // a pawn's first square, a2 (8)
    bool m_twins = false; // two men of one kind and colour
    bool m_pawns = false;
    const Kings *m_kings;
    std::uint32_t m_kingPairs = 0;
    std::uint32_t m_size = 0;
};

} // namespace ferz
