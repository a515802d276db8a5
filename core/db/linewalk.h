// SPDX-License-Identifier: GPL-3.0-or-later
// A search for an opening tree (positionsearch.h) that walks the big opening lines (linetotals.h)
// instead of the games. A line that cannot reach the position is passed over with every game below
// it, and so is a branch; at a line that reaches it, the tree's rows are the totals of the big
// lines below it. Only the games of the branches left are looked at one by one, as a search of the
// games looks at them. For an opening position that is a few games; for a later one it is most of
// them, and a search of the games in their order is faster: the walk gives up as soon as it has
// more games to look at than it is told.
#pragma once

#include "core/db/linetotals.h"
#include "core/db/lineverdicts.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ferz::db {

struct LinePlan {
    explicit LinePlan(Color mover) : tree(mover) {}
    TreeBuilder tree; // the games decided without their moves
    struct Replay {
        std::uint32_t game; // 0-based
        LineVerdicts::Verdict verdict; // where to replay it from (as LineVerdicts::ofGame)
    };
    std::vector<Replay> replays; // the games whose moves must be read, in game order
    int examined = 0; // the games looked at one by one
};

// Whether an opening line (at most MaxLineDepth moves from the start) may reach `target`: a move
// takes one piece at most, and moves one home pawn off its square at most (a home pawn captures
// off the home ranks). A later position's search does not walk the lines.
bool linesMayReach(const Position &target);

// The plan of a search for the tree of the position of `filter` (and of `verdicts`), or nullopt when
// the lines leave more than `most` of their games to look at one by one.
std::optional<LinePlan> walkLines(const LineTotals &totals, const HeldRecords &records, const PositionFilter &filter,
                                  LineVerdicts &verdicts, std::size_t most);

} // namespace ferz::db
