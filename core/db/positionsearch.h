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
#include "core/db/positiontree.h"

#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ferz::db {

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
    static constexpr std::uint64_t ByteLanes = 0x0101010101010101, LaneTops = 0x8080808080808080;
    std::array<std::array<std::array<std::uint8_t, 256>, StoredRecord::MaterialBytes>, 2> m_materialBytes {};
};

inline bool PositionFilter::mayReach(StoredRecord r) const
{
    // Home pawns never come back: the position's must be there at the start, and the others must be
    // the first ones the game moves away.
    const std::uint16_t home = r.homePawns();
    if ((home & m_homePawns) != m_homePawns)
        return false;
    // The others must all leave before the position's leave: its pawns' ranks are at least the
    // number of the others. The ranks are compared in byte lanes, even pawns and odd pawns apart:
    // a lane's top bit stays set in (rank | 0x80) - count when rank >= count.
    const int count = std::popcount(static_cast<std::uint16_t>(home & ~m_homePawns));
    if (count > r.departureCount())
        return false;
    const std::uint64_t ranks = r.departureRanks(), counts = static_cast<std::uint64_t>(count) * ByteLanes;
    const std::uint64_t even = ((ranks & 0x0F0F0F0F0F0F0F0F) | LaneTops) - counts;
    const std::uint64_t odd = ((ranks >> 4 & 0x0F0F0F0F0F0F0F0F) | LaneTops) - counts;
    if ((~even & m_keptEven) | (~odd & m_keptOdd))
        return false;
    // A byte that allows no way counts more pieces than any position has: no branch a byte.
    const auto &allowed = m_materialBytes[(r.flags() & SearchRecord::Promotion) ? 1 : 0];
    int total = 0;
    for (std::size_t b = 0; b < StoredRecord::MaterialBytes; ++b)
        total += allowed[b][r.materialBytes()[b]];
    return total <= m_total;
}

struct SearchProgress {
    // Chunks searched and their number; false cancels the search.
    std::function<bool(int done, int total)> report;
};

// Game numbers (in order) for a message: runs as "1025-2048", the first `most` items and "…".
std::string gameRanges(const std::vector<int> &games, std::size_t most = 10);

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
    // The games whose records the search looked at one by one: all of them, but for a tree that
    // the totals of the opening lines gave (linewalk.h).
    int examined = 0;
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
