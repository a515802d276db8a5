// SPDX-License-Identifier: GPL-3.0-or-later
// Zobrist hashing: one fixed random number per (piece, square), castling-rights set, en passant
// file and side to move, and per (castling right, rook file) for the Chess960 rights whose rook
// is not in its corner (drawn last, so that every other key is what it was before Chess960). The numbers are computed at compile time, so keys are the same in every
// run and every build.
#pragma once

#include "core/rules/types.h"

#include <array>

namespace ferz::zobrist {

namespace detail {

struct Table {
    Key piece[16][64];
    Key castling[16];
    Key enPassant[8];
    Key side;
    Key castlingRook[4][8];
};

constexpr Table makeTable()
{
    Table t {};
    Key state = 0x9E3779B97F4A7C15ULL;
    auto next = [&state] { // splitmix64
        state += 0x9E3779B97F4A7C15ULL;
        Key z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto &squares : t.piece)
        for (Key &k : squares)
            k = next();
    for (Key &k : t.castling)
        k = next();
    for (Key &k : t.enPassant)
        k = next();
    t.side = next();
    for (auto &files : t.castlingRook)
        for (Key &k : files)
            k = next();
    return t;
}

inline constexpr Table table = makeTable();

} // namespace detail

constexpr Key piece(Piece p, Square s)
{
    return detail::table.piece[index(p)][index(s)];
}
constexpr Key castling(std::uint8_t rights)
{
    return detail::table.castling[rights];
}
constexpr Key enPassant(int file)
{
    return detail::table.enPassant[file];
}
constexpr Key castlingRook(int right, int file)
{
    return detail::table.castlingRook[right][file];
}
constexpr Key sideToMove()
{
    return detail::table.side;
}

} // namespace ferz::zobrist
