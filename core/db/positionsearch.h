// SPDX-License-Identifier: GPL-3.0-or-later
// Finding every game of a database whose main line reaches a position, and the opening tree of
// that position (the moves played next, with their games, score, ratings, performance, year and
// draws). A game whose moves are damaged, or whose chunk is, cannot be replayed: the search skips
// it and says so.
//
// As Scid does, cheap filters come first: a game is considered only when the order in which its
// home pawns leave their squares and its final material allow it to reach the position. Then the
// opening line it starts with (openinglines.h) decides it without its moves, or tells where to go
// on from: a game is replayed only from the end of its line, and only as far as it still can reach
// the position (a pawn the position has at home has left, or material the position has is gone).
// The chunks are shared out among the threads as they go.
#pragma once

#include "core/db/gamedatabase.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
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

// What a game must allow to reach the position.
class PositionFilter {
public:
    explicit PositionFilter(const Position &target);
    const Position &target() const { return m_target; }
    // The home pawns and final material of the game allow it to reach the position.
    bool mayReach(StoredRecord record) const;
    // A game at `p` may still reach the position (pieces come back only by promotion, when
    // `promotions` says the game has one).
    bool stillPossible(const Position &p, bool promotions) const;
    bool same(const Position &p) const;

private:
    Position m_target;
    std::uint16_t m_homePawns;
    std::uint64_t m_keptEven, m_keptOdd; // m_homePawns as laneTopsOf gives them (positionsearch.cpp)
    std::array<std::array<int, 5>, 2> m_material {}; // [colour][pawn … queen]
    int m_total = 0; // pieces other than kings
    // What each byte of a record's final material (StoredRecord::materialBytes) allows: the
    // pieces it counts, or NoWay when it has more of one than the position; for games without
    // a promotion [0] and with one [1] (where only pawns cannot grow back).
    static constexpr std::uint8_t NoWay = 0xFF;
    std::array<std::array<std::array<std::uint8_t, 256>, StoredRecord::MaterialBytes>, 2> m_materialBytes {};
};

struct SearchProgress {
    // Chunks searched and their number; false cancels the search.
    std::function<bool(int done, int total)> report;
};

// Game numbers (in order) for a message: runs as "1025-2048", the first `most` items and "…".
std::string gameRanges(const std::vector<int> &games, std::size_t most = 10);

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
};

// Adds matches up into the rows of an opening tree, in any order and in parts (a search's threads
// each add theirs).
class TreeBuilder {
public:
    explicit TreeBuilder(Color mover) : m_mover(mover) { m_ends.ends = true; }
    void add(const PositionMatch &match);
    void add(const TreeBuilder &part);
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

// What a search is asked for: the matches, their opening tree (openingTree), or both. A search
// for the tree alone keeps no list of matches, which for an opening position is most of its work.
enum class SearchGives : std::uint8_t {
    Matches,
    Tree,
    Both,
};

struct PositionSearchResult {
    int games = 0; // the games that reach the position
    std::vector<PositionMatch> matches; // in game order (Matches, Both)
    std::vector<TreeMove> tree; // (Tree, Both)
    std::vector<int> damaged; // the games skipped (1-based, in order): their moves cannot be read
};

// The threads worth a search of `database` when `available` can run at once.
int searchThreads(const GameDatabase &database, int available);

// The games of `database` that reach `target`, searched on `threads` threads: the calling one,
// which reports progress, and others each reading on a connection of its own; nullopt when
// cancelled or when the database cannot be read (its error() says why).
std::optional<PositionSearchResult> findPosition(GameDatabase &database, const Position &target, int threads,
                                                 const SearchProgress &progress = {},
                                                 SearchGives gives = SearchGives::Both);

} // namespace ferz::db
