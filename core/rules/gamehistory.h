// SPDX-License-Identifier: GPL-3.0-or-later
// The moves of one line of play from a start position, with every position along it: what the
// rules that look back (repetition, the fifty- and seventy-five-move rules) need to decide.
#pragma once

#include "core/rules/position.h"
#include "core/rules/rules.h"

#include <vector>

namespace ferz {

// How a game ends on the board by itself, with no claim and no clock (FIDE 5.1.1, 5.2.1, 5.2.2,
// 9.6.1, 9.6.2).
enum class BoardEnding {
    None,
    Checkmate,
    Stalemate,
    DeadPosition,
    FivefoldRepetition,
    SeventyFiveMoves
};

// A draw the player on move may claim (FIDE 9.2, 9.3).
enum class DrawClaim {
    None,
    ThreefoldRepetition,
    FiftyMoves
};

class GameHistory {
public:
    explicit GameHistory(const Position &start = Position());

    const Position &start() const { return m_positions.front(); }
    const Position &current() const { return m_positions.back(); }
    const std::vector<Move> &moves() const { return m_moves; }

    // Plays a legal move of the current position; returns false (and changes nothing) otherwise.
    bool play(Move m);
    // Takes the last move back; false when there is none.
    bool undo();

    // How many times the current position has stood on the board, counting now.
    int repetitions() const;
    BoardEnding ending(DeadPositionRule rule = DeadPositionRule::Fide) const;
    // What the side to move may claim now, threefold repetition first.
    DrawClaim claimableDraw() const;
    // What the side to move may claim by announcing this move (FIDE 9.2.1.1 and 9.3.1).
    DrawClaim claimableDrawWith(Move m) const;

private:
    std::vector<Position> m_positions;
    std::vector<Move> m_moves;
};

} // namespace ferz
