// SPDX-License-Identifier: GPL-3.0-or-later
// The opening tree of a position search (positionsearch.h): the moves played next in the games that
// reach the position, with their games, score, ratings, performance, year and draws, as Scid's tree
// gives them.
#pragma once

#include "core/db/searchrecord.h"
#include "core/rules/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ferz::db {

// A game reaching the position, the first time on its main line.
struct PositionMatch {
    int game = 0; // 1-based
    int ply = 0; // moves played before the position (0: the start)
    bool hasNext = false; // false when the game ends there
    Move next; // the move played next (Move() for a null move)
    std::uint8_t result = 0; // as resultCode(), 0 when unknown
    std::uint16_t whiteElo = 0, blackElo = 0; // 0 when unknown
    std::uint16_t year = 0; // 0 when unknown
};

// A match of game `game` (1-based) whose record is `record`, with what the tree counts of it; its
// ply and next move are left to the caller.
PositionMatch matchOf(int game, StoredRecord record);

// One move of an opening tree, with what Scid's tree gives of it.
struct TreeMove {
    Move move; // Move() for a null move, and for the games that end
    bool ends = false; // the games that end in the position, with no move
    int games = 0;
    int whiteWins = 0, draws = 0, blackWins = 0;
    std::int64_t ratingSum = 0; // of the players who made the move, where rated
    int rated = 0;
    // Of the games with a result whose opponent (of the player who made the move) is rated: the
    // opponents' ratings and the points of the player who made the move, counted in halves.
    std::int64_t opponentSum = 0;
    int opponentGames = 0, halfPoints = 0;
    std::int64_t yearSum = 0; // of the games with a known year
    int dated = 0;

    // The score of the side that made the move, from 0 to 1, over the games with a result;
    // nullopt when none has one.
    std::optional<double> score(Color mover) const;
    std::optional<int> averageRating() const;
    // The rating the player who made the move played at: the opponents' average and the
    // difference the score stands for (400 × log10(score / (1 − score)), at most ±800).
    std::optional<int> performance() const;
    std::optional<int> averageYear() const;
    // The share of draws among the games with a result.
    std::optional<double> drawShare() const;

    // Counts a game in the row, where `mover` made the move.
    void count(const PositionMatch &game, Color mover);
    // Counts the games of another row, as seen by the same mover.
    void add(const TreeMove &other);
};

// Inline: a database's totals count every game in it when it opens.
inline void TreeMove::count(const PositionMatch &m, Color mover)
{
    ++games;
    whiteWins += m.result == 1;
    blackWins += m.result == 2;
    draws += m.result == 3;
    const int rating = mover == Color::White ? m.whiteElo : m.blackElo;
    const int opponent = mover == Color::White ? m.blackElo : m.whiteElo;
    if (rating > 0) {
        ratingSum += rating;
        ++rated;
    }
    if (opponent > 0 && m.result >= 1 && m.result <= 3) {
        opponentSum += opponent;
        ++opponentGames;
        const bool won = m.result == (mover == Color::White ? 1 : 2);
        halfPoints += won ? 2 : m.result == 3 ? 1 : 0;
    }
    if (m.year > 0) {
        yearSum += m.year;
        ++dated;
    }
}

// Adds matches up into the rows of an opening tree, in any order and in parts (a search's threads
// each add theirs).
class TreeBuilder {
public:
    explicit TreeBuilder(Color mover) : m_mover(mover) { m_ends.ends = true; }
    void add(const PositionMatch &match);
    void add(const TreeBuilder &part);
    // Adds the games of `row` to the row of its move.
    void add(const TreeMove &row);
    void clear();
    int games() const;
    // The moves, the most played first (then by their coding, so that the order does not depend on
    // the order of adding), then the games that end in the position, if any.
    std::vector<TreeMove> rows() const;

private:
    TreeMove &rowOf(Move move); // the row of the move, added when it has none yet

    Color m_mover;
    std::vector<std::uint16_t> m_keys; // the moves' codings (Move::raw)
    std::vector<TreeMove> m_moves; // as m_keys
    // By a move's squares (the low 12 bits of its coding): its row's place + 1, or 0. Most rows
    // are found at the first look, which matters when every game of a database is added.
    std::array<std::uint8_t, 4096> m_placeBySquares {};
    TreeMove m_ends;
};

// The moves played next in `matches` (from a search for a position where `mover` is to move), as
// TreeBuilder::rows: the rows add up to the matches.
std::vector<TreeMove> openingTree(const std::vector<PositionMatch> &matches, Color mover);

} // namespace ferz::db
