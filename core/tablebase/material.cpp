// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tablebase/material.h"

#include "core/rules/bitboard.h"

#include <algorithm>

namespace ferz {

namespace {

constexpr std::string_view Letters = " PNBRQK";

// One side's men, strongest first, as letters after its king: "KQR".
std::string sideName(const Material &material, Color c)
{
    std::string name = "K";
    for (PieceType t : MenByStrength)
        name.append(material.count[index(c)][index(t)], Letters[index(t)]);
    return name;
}

// The order of strength between two sides: more men first, then the stronger men.
std::array<int, 6> strength(const Material &material, Color c)
{
    std::array<int, 6> key {material.men(c)};
    for (std::size_t i = 0; i < MenByStrength.size(); ++i)
        key[i + 1] = material.count[index(c)][index(MenByStrength[i])];
    return key;
}

} // namespace

Material Material::of(const Position &position)
{
    Material material;
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : MenByStrength)
            material.count[index(c)][index(t)] = static_cast<std::uint8_t>(popCount(position.pieces(c, t)));
    return material;
}

Material Material::fromName(std::string_view name)
{
    Material material;
    const std::size_t v = name.find('v');
    if (v == std::string_view::npos || name.size() < 3 || name[0] != 'K' || v + 1 >= name.size() || name[v + 1] != 'K')
        return {};
    for (std::size_t i = 1; i < name.size(); ++i) {
        if (i == v || i == v + 1)
            continue;
        const std::size_t type = Letters.find(name[i]);
        if (type == std::string_view::npos || type < 1 || type > 5)
            return {};
        ++material.count[i < v ? 0 : 1][type];
    }
    return material;
}

int Material::men(Color c) const
{
    int total = 0;
    for (std::uint8_t n : count[index(c)])
        total += n;
    return total;
}

int Material::men() const
{
    return men(Color::White) + men(Color::Black);
}

bool Material::hasPawns() const
{
    return count[0][index(PieceType::Pawn)] + count[1][index(PieceType::Pawn)] > 0;
}

std::string Material::name() const
{
    return sideName(*this, Color::White) + "v" + sideName(*this, Color::Black);
}

Material Material::flipped() const
{
    Material material;
    material.count = {count[1], count[0]};
    return material;
}

bool Material::blackIsStronger() const
{
    return strength(*this, Color::Black) > strength(*this, Color::White);
}

std::vector<Material> Material::successors() const
{
    std::vector<Material> found;
    auto add = [&found](const Material &m) {
        const Material table = m.canonical();
        if (table.men() > 0 && std::find(found.begin(), found.end(), table) == found.end())
            found.push_back(table);
    };
    for (int c = 0; c < 2; ++c)
        for (PieceType t : MenByStrength) {
            if (count[c][index(t)] == 0)
                continue;
            Material captured = *this;
            --captured.count[c][index(t)];
            add(captured);
            if (t != PieceType::Pawn)
                continue;
            for (PieceType promoted : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight}) {
                Material promotion = captured;
                ++promotion.count[c][index(promoted)];
                add(promotion);
                // A pawn that promotes by taking a man (never a pawn: none stands on the last rank).
                for (PieceType taken : MenByStrength)
                    if (taken != PieceType::Pawn && count[1 - c][index(taken)] > 0) {
                        Material capture = promotion;
                        --capture.count[1 - c][index(taken)];
                        add(capture);
                    }
            }
        }
    std::sort(found.begin(), found.end());
    return found;
}

} // namespace ferz
