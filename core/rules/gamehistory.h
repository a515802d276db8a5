// SPDX-License-Identifier: GPL-3.0-or-later
// The rules that look back along a line of play (repetition, the fifty- and seventy-five-move
// rules), over the positions of the line wherever they are kept: a game's tree keeps them in its
// nodes, GameHistory in a list of its own for lines that have no tree (the course's levels).
#pragma once

#include "core/rules/position.h"
#include "core/rules/rules.h"

#include <span>
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

// A line of play: its positions, oldest first, the current one last. The positions before the
// last capture or pawn move may be left out, as they cannot come back.
using PositionLine = std::span<const Position *const>;

// How many times the line's last position has stood on the board, counting now.
int repetitions(PositionLine line);
BoardEnding boardEnding(PositionLine line, DeadPositionRule rule = DeadPositionRule::Fide);
// What the side to move may claim now, threefold repetition first.
DrawClaim claimableDraw(PositionLine line);
// What the side to move may claim by announcing the legal move `m` (FIDE 9.2.1.1 and 9.3.1).
DrawClaim claimableDrawWith(PositionLine line, Move m);

// The moves of one line of play from a start position, with every position along it.
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

    int repetitions() const { return ferz::repetitions(line()); }
    BoardEnding ending(DeadPositionRule rule = DeadPositionRule::Fide) const { return boardEnding(line(), rule); }
    DrawClaim claimableDraw() const { return ferz::claimableDraw(line()); }
    // None for a move that is not legal.
    DrawClaim claimableDrawWith(Move m) const;

private:
    std::vector<const Position *> line() const;

    std::vector<Position> m_positions;
    std::vector<Move> m_moves;
};

} // namespace ferz
