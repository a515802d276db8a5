// SPDX-License-Identifier: GPL-3.0-or-later
// The 960 start positions of Chess960 (Fischer random chess), by Scharnagl's numbers: 0 to 959,
// 518 being the standard start. White's back rank is drawn with the bishops on squares of opposite
// colours and the king between the rooks; Black's mirrors it.
#pragma once

#include "core/rules/position.h"

#include <string>

namespace ferz::chess960 {

inline constexpr int PositionCount = 960;
inline constexpr int StandardNumber = 518;

// White's back rank of start position `number` (0–959), from a to h: "RNBQKBNR" for 518.
std::string backRank(int number);
// Start position `number` (0–959), a Chess960 position with all four castling rights.
Position startPosition(int number);
// The number of the start position a Chess960 `position` is, or -1 when it is none (a position of
// play, a rank no start position has, or not exactly the start's rights, counters and pawns).
int startNumber(const Position &position);

// A FEN read by the rules of standard chess or, when only Chess960 reads it (rights with rooks off
// the corners, or named by their files), by those of Chess960; the standard reading's error when
// neither reads it. For a FEN of unknown origin: pasted, or given on the command line.
std::variant<Position, FenError> readEitherFen(std::string_view fen);

} // namespace ferz::chess960
