// SPDX-License-Identifier: GPL-3.0-or-later
// Making one endgame table by retrograde analysis. Every position of the material is read by the
// rules core (Position::fromFen, legalMoves, after): that finds the mates on the board, the moves
// that leave the table (captures and promotions, whose values the smaller tables give) and how
// many different positions of the table each position leads to. Then the values spread backwards
// one ply at a time, from the mates: a position is won in n+1 plies when one of its moves leads to
// a position lost in n, and lost in n+1 when every move leads to a won position, the slowest won
// in n. Stepping back from a position (un-moving a man) is the one thing the rules core does not
// do; the tables of attacks it keeps are used for it. Positions where a pawn may be taken en
// passant are positions of their own while the table is made; a table stores the others, and a
// position with an en passant square is valued by looking one move ahead (tablebase.h).
#pragma once

#include "core/tablebase/tablelayout.h"

#include <functional>
#include <optional>
#include <vector>

namespace ferz {

// The stored value (TablebaseValue::byte) of a position of another material, which a capture or
// a promotion leads to; called from several threads at once.
using OtherTables = std::function<std::uint8_t(const Position &)>;
// How far the work is, from 0 to 1; false stops it.
using TableProgress = std::function<bool(double)>;

// Every entry of the layout's table (TablebaseValue::byte; 0 for unused entries), or nullopt
// when stopped. `threads` share the reading of the positions.
std::optional<std::vector<std::uint8_t>> generateTable(const TableLayout &layout, const OtherTables &other,
                                                       const TableProgress &progress, int threads);

} // namespace ferz
