// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/linewalk.h"

#include "core/rules/bitboard.h"

#include <algorithm>
#include <bit>

namespace ferz::db {

bool linesMayReach(const Position &target)
{
    const int taken = 32 - popCount(target.pieces());
    const int left = 16 - std::popcount(homePawnsOf(target));
    return std::max(taken, left) <= MaxLineDepth;
}

std::optional<LinePlan> walkLines(const LineTotals &totals, const HeldRecords &records, const PositionFilter &filter,
                                  LineVerdicts &verdicts, std::size_t most)
{
    const Color mover = filter.target().sideToMove();
    LinePlan plan(mover);
    // First the lines and branches alone, which cost a move each: the search gives up before it
    // has looked at a game when they leave too many.
    const std::vector<LineTotals::Line> &big = totals.lines();
    std::vector<std::uint32_t> listed; // the branches whose games are looked at
    std::size_t games = 0; // theirs; the unlined games are looked at in either search
    for (std::uint32_t i = 0; i < big.size();) {
        const LineVerdicts::Verdict v = verdicts.of(big[i].node);
        if (v.state() == LineVerdicts::Rejected) {
            i = big[i].end;
            continue;
        }
        const auto [first, last] = totals.branchesOf(i);
        for (std::uint32_t b = first; b < last; ++b) {
            // The line's own branch has its verdict; below a line that reaches the position, so
            // does every branch.
            if (b != first && v.state() != LineVerdicts::Reached
                && verdicts.of(totals.branches()[b].node).state() == LineVerdicts::Rejected)
                continue;
            listed.push_back(b);
            games += totals.gamesOf(b).size();
        }
        if (games > most)
            return std::nullopt;
        if (v.state() != LineVerdicts::Reached) {
            ++i;
            continue;
        }
        // The walk stops at the first line that reaches the position: no line below it is asked,
        // the totals of those right below it are the tree's rows.
        for (std::uint32_t below = i + 1; below < big[i].end; below = big[below].end)
            plan.tree.add(big[below].totals[static_cast<std::size_t>(index(mover))]);
        i = big[i].end;
    }
    // Then the games of those lines, as a search of the games sees them.
    const auto look = [&](std::uint32_t game) {
        const StoredRecord r = records.record(game);
        if (!filter.mayReach(r))
            return;
        const LineVerdicts::Verdict v = verdicts.ofGame(r);
        if (v.state() == LineVerdicts::ReachedAbove)
            plan.tree.add(LineVerdicts::decided(static_cast<int>(game) + 1, r, v));
        else if (v.state() != LineVerdicts::Rejected)
            plan.replays.push_back({game, v});
    };
    for (const std::uint32_t b : listed)
        for (const std::uint32_t game : totals.gamesOf(b))
            look(game);
    for (const std::uint32_t game : totals.unlined())
        look(game);
    std::sort(plan.replays.begin(), plan.replays.end(),
              [](const LinePlan::Replay &a, const LinePlan::Replay &b) { return a.game < b.game; });
    plan.examined = static_cast<int>(games + totals.unlined().size());
    return plan;
}

} // namespace ferz::db
