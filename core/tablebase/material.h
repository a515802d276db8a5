// SPDX-License-Identifier: GPL-3.0-or-later
// The men on the board besides the two kings, side by side: what decides which endgame table holds
// a position ("KQvKR"). A table is made for one side's view only: the stronger side is White in it,
// and a position whose stronger side is Black is looked up with the colours exchanged.
#pragma once

#include "core/rules/position.h"

#include <array>
#include <string>
#include <vector>

namespace ferz {

struct Material {
    // How many men of each type each side has: count[colour][PieceType] (kings not counted).
    std::array<std::array<std::uint8_t, 7>, 2> count {};

    static Material of(const Position &position);
    // Read from a name such as "KQvKR" or "KBNvK"; an empty material (two kings) for anything else.
    static Material fromName(std::string_view name);

    // The men besides the kings.
    int men() const;
    int men(Color c) const;
    bool hasPawns() const;
    // "KQvKR": White's men, then Black's, each strongest first.
    std::string name() const;
    // The same men with the colours exchanged.
    Material flipped() const;
    // Whether Black's men are stronger than White's, so that the table holds the flipped material.
    bool blackIsStronger() const;
    // The material of the table that holds such positions: White stronger or equal.
    Material canonical() const { return blackIsStronger() ? flipped() : *this; }
    // The men one move away that change the material: every capture of one man and every
    // promotion, as the tables of those materials (canonical, two kings alone left out).
    std::vector<Material> successors() const;

    friend bool operator==(const Material &, const Material &) = default;
    friend auto operator<=>(const Material &, const Material &) = default;
};

// The piece types from the strongest to the weakest, as tables list a side's men.
inline constexpr std::array<PieceType, 5> MenByStrength = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                                           PieceType::Knight, PieceType::Pawn};

} // namespace ferz
