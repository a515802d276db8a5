// SPDX-License-Identifier: GPL-3.0-or-later
// Moves as the game database stores them: one byte for almost every move, read back without
// generating the moves of the position (so a search can replay millions of games), in the manner
// of Scid.
//
// The first byte is a piece and what it does. The high four bits number the mover's pieces: 0 is
// the king, 1 to 15 the others in the order of their squares (a1, b1, … h8). The low four bits:
//   pawn    0 one step, 1 two steps, 2 capture towards the a-file, 3 towards the h-file;
//           a promotion 4 + 4 × (0 step, 1 towards a, 2 towards h) + (0 N, 1 B, 2 R, 3 Q)
//   knight  0-7 the jumps (+1,+2) (+2,+1) (+2,-1) (+1,-2) (-1,-2) (-2,-1) (-2,+1) (-1,+2)
//           as (files, ranks)
//   bishop  0-7 to the square of that file on the diagonal rising to the right,
//           8-15 to the square of file (code - 8) on the other diagonal
//   rook    0-7 to that file on its rank, 8-15 to rank (code - 8) on its file
//   queen   as a rook; a diagonal move is the code of its own file (which would be no move)
//           followed by a second byte, 0x40 + the destination square
//   king    0-7 the steps N NE E SE S SW W NW, 8 castling king side, 9 queen side, 10 a null move
// King bytes 0x0B to 0x0F are no move: the movetext stream (gamecodec.h) uses them as markers, and
// a second byte (0x40-0x7F) is never one, so a stream can be scanned without its positions.
#pragma once

#include "core/rules/position.h"

#include <cstdint>
#include <string>

namespace ferz::db {

// Marker bytes of the movetext stream (see gamecodec.h).
inline constexpr std::uint8_t AnnotationsMarker = 0x0B;
inline constexpr std::uint8_t VariationStart = 0x0C;
inline constexpr std::uint8_t VariationEnd = 0x0D;

inline bool isMarker(std::uint8_t byte)
{
    return byte >= AnnotationsMarker && byte <= 0x0F;
}

// Appends the code of `move`, legal in `position` (or the null Move for a null move).
void appendMove(std::string &out, const Position &position, Move move);

// Reads one move at `at` (advanced past it). The move is checked: a byte that names no piece or no
// legal move (a damaged database) gives false, and so does a null move while in check; a null
// move comes back as Move().
bool readMove(const Position &position, const std::uint8_t *&at, const std::uint8_t *end, Move &move);

} // namespace ferz::db
