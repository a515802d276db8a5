// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a database grouped by their opening lines (openinglines.h), for a search that walks
// the lines instead of the games (linewalk.h). The lines many games play ("big" ones: at least
// bigGames() games start with them) are kept in depth-first order, each with the totals of its
// games as rows of an opening tree. The other games are listed under the deepest big line they
// start with, by branch: the line's own games, then those of each of its lines that is not big. A
// search of an opening position then adds up a few totals where it would count every game (at the
// start position of 100 k games, about twenty rows instead of 100 k records), and passes over a
// branch that cannot reach the position without looking at its games.
//
// Built from the held records (heldrecords.h) when a database opens, in two passes over them and
// a few over the lines: 4 bytes a game, 8 a branch and about 160 a big line.
#pragma once

#include "core/db/freshmemory.h"
#include "core/db/heldrecords.h"
#include "core/db/openinglines.h"
#include "core/db/positiontree.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace ferz::db {

class LineTotals {
public:
    struct Line {
        std::uint32_t node = 0; // in the opening lines
        std::uint32_t end = 0; // the big lines below it come after it, up to this place
        // Its games and every game below it, as the row of its move in an opening tree, where
        // White [0] or Black [1] made the move (a node's totals count for the player who made
        // the move into it, and for the other player in the parent's).
        std::array<TreeMove, 2> totals;
    };

    struct Branch {
        std::uint32_t node = 0; // the line below which its games are (the big line's own: the line)
        std::uint32_t firstGame = 0; // its games' place in the list of games
    };

    // Nullopt when some chunk's records are not held.
    static std::optional<LineTotals> build(const OpeningLines &lines, const HeldRecords &records, int games);

    // The number of games that makes a line big: the more games, the fewer lines are big, so that
    // they take a bounded room (about 51 k lines at most) whatever the database.
    static std::uint32_t bigGames(int games);

    // The big lines, the start position first, each before the big lines below it.
    const std::vector<Line> &lines() const { return m_lines; }
    // The branches of big line `i` (places in branches()), its own first.
    std::pair<std::uint32_t, std::uint32_t> branchesOf(std::size_t i) const
    {
        return {m_firstBranch[i], m_firstBranch[i + 1]};
    }
    const std::vector<Branch> &branches() const { return m_branches; }
    // The games (0-based, in order) of branch `b`.
    std::span<const std::uint32_t> gamesOf(std::size_t b) const
    {
        return {m_games.get() + m_branches[b].firstGame, m_games.get() + m_branches[b + 1].firstGame};
    }
    // The games that start from a position of their own, or with a line the lines do not hold.
    const std::vector<std::uint32_t> &unlined() const { return m_unlined; }

private:
    std::vector<Line> m_lines;
    std::vector<std::uint32_t> m_firstBranch; // by big line, and one past the last
    std::vector<Branch> m_branches; // by big line, and one past the last (its firstGame only)
    FreshMemory<std::uint32_t> m_games; // by branch, then game order
    std::vector<std::uint32_t> m_unlined;
};

} // namespace ferz::db
