// SPDX-License-Identifier: GPL-3.0-or-later
// What a move is, said once by the core for everyone who reports it (the board's marks, sounds,
// spoken announcements): the move, its SAN, what kind of move it is, what it gives, and for the
// last move of a game being played, how the game ended with it and the mover's clock after it.
#pragma once

#include "core/game/game.h"

#include <cstdint>
#include <optional>
#include <string>

namespace ferz {

struct MoveFacts {
    Move move;
    std::string san;
    bool capture = false;
    bool enPassant = false;
    bool castling = false;
    bool promotion = false;
    bool check = false;
    bool mate = false;
    Termination ending = Termination::None; // the game ended with this move
    std::optional<std::int64_t> clockMs; // the mover's time after it, as recorded ([%clk])
};

// A legal move of `before`.
MoveFacts describeMove(const Position &before, Move move);
// The move that led to `node` (not the root), with the clock it recorded.
MoveFacts describeMove(const GameNode &node);
// The move `game` has just played: a game over now ended with it (by the board, or a draw claimed
// with it).
MoveFacts describeLastMove(const Game &game);

} // namespace ferz
