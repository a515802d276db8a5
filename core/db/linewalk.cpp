// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/linewalk.h"

#include <algorithm>

namespace ferz::db {

std::optional<LinePlan> walkLines(const LineTotals &totals, const HeldRecords &records, LineVerdicts &verdicts,
                                  Color mover, std::size_t most)
{
    LinePlan plan(mover);
    // First the big lines alone, which cost a move each: the search gives up before it has looked
    // at a game when they leave too many.
    const std::vector<LineTotals::Line> &big = totals.lines();
    std::vector<std::uint32_t> listed; // the big lines whose games are looked at
    std::size_t games = 0; // theirs; the unlined games are looked at in either search
    for (std::uint32_t i = 0; i < big.size();) {
        const LineVerdicts::Verdict v = verdicts.of(big[i].node);
        // The walk stops at the first line that reaches the position: none below it is asked.
        if (v.state() == LineVerdicts::Rejected) {
            i = big[i].end;
            continue;
        }
        listed.push_back(i);
        games += totals.gamesOf(i).size();
        if (games > most)
            return std::nullopt;
        if (v.state() != LineVerdicts::Reached) {
            ++i;
            continue;
        }
        for (std::uint32_t below = i + 1; below < big[i].end; below = big[below].end)
            plan.tree.add(big[below].totals[static_cast<std::size_t>(index(mover))]);
        i = big[i].end;
    }
    // Then the games of those lines, as a search of the games sees them.
    const auto look = [&](std::uint32_t game) {
        const StoredRecord r = records.record(game);
        const std::optional<LineVerdicts::Verdict> v = verdicts.ofGame(r);
        if (!v)
            return;
        if (v->state() == LineVerdicts::ReachedAbove)
            plan.tree.add(LineVerdicts::decided(static_cast<int>(game) + 1, r, *v));
        else
            plan.replays.push_back({game, *v});
    };
    for (const std::uint32_t i : listed)
        for (const std::uint32_t game : totals.gamesOf(i))
            look(game);
    for (const std::uint32_t game : totals.unlined())
        look(game);
    std::sort(plan.replays.begin(), plan.replays.end(),
              [](const LinePlan::Replay &a, const LinePlan::Replay &b) { return a.game < b.game; });
    plan.examined = static_cast<int>(games + totals.unlined().size());
    return plan;
}

} // namespace ferz::db
