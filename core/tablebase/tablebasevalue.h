// SPDX-License-Identifier: GPL-3.0-or-later
// The exact value of a position for the side to move, with best play by both sides: a win, a draw
// or a loss, and for a win or a loss the distance to mate (DTM). Tables store it in one byte.
#pragma once

#include <cstdint>

namespace ferz {

struct TablebaseValue {
    enum class Outcome : std::uint8_t {
        Loss,
        Draw,
        Win,
    };
    Outcome outcome = Outcome::Draw;
    // Plies (half-moves) to mate: odd for a win (1: mate now), even for a loss (0: checkmated on
    // the board); 0 for a draw.
    int plies = 0;

    static TablebaseValue win(int plies) { return {Outcome::Win, plies}; }
    static TablebaseValue loss(int plies) { return {Outcome::Loss, plies}; }
    static TablebaseValue draw() { return {}; }

    // Moves to mate as players count them: "mate in 14" for the winner, and for the loser the
    // same number of its own moves before it is mated (0 when it is checkmated now).
    int moves() const { return outcome == Outcome::Win ? (plies + 1) / 2 : plies / 2; }
    // The value for the side that made the move leading here.
    TablebaseValue before() const
    {
        return outcome == Outcome::Draw ? draw() : outcome == Outcome::Win ? loss(plies + 1) : win(plies + 1);
    }
    // Whether this value is better than `other` for the side to move: a win beats a draw, which beats
    // a loss; a quicker win and a slower loss are better.
    bool betterThan(const TablebaseValue &other) const
    {
        if (outcome != other.outcome)
            return outcome > other.outcome;
        return outcome == Outcome::Win ? plies < other.plies : outcome == Outcome::Loss && plies > other.plies;
    }

    // One byte: 0 a draw, else the plies plus one (the parity tells a win from a loss).
    static constexpr int MaxPlies = 250;
    std::uint8_t byte() const { return outcome == Outcome::Draw ? 0 : static_cast<std::uint8_t>(plies + 1); }
    static TablebaseValue fromByte(std::uint8_t byte)
    {
        if (byte == 0 || byte > MaxPlies + 1)
            return draw();
        const int plies = byte - 1;
        return {plies % 2 ? Outcome::Win : Outcome::Loss, plies};
    }

    friend bool operator==(const TablebaseValue &, const TablebaseValue &) = default;
};

} // namespace ferz
