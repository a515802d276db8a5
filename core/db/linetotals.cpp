// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/linetotals.h"

#include <algorithm>
#include <utility>

namespace ferz::db {

std::uint32_t LineTotals::bigGames(int games)
{
    // A big line holds at least this many games, and the lines of one depth hold each game once:
    // at most games / bigGames big lines a depth, over MaxLineDepth + 1 depths.
    return std::max<std::uint32_t>(16, static_cast<std::uint32_t>(games) / 2048);
}

std::optional<LineTotals> LineTotals::build(const OpeningLines &lines, const HeldRecords &records, int games)
{
    if (!records.whole())
        return std::nullopt;
    const std::uint32_t nodes = lines.count();
    LineTotals t;
    // The games that start with each node's line or a deeper one.
    std::vector<std::uint32_t> below(nodes, 0);
    for (std::uint32_t g = 0; g < static_cast<std::uint32_t>(games); ++g) {
        const StoredRecord r = records.record(g);
        if ((r.flags() & SearchRecord::Setup) || r.line() >= nodes)
            t.m_unlined.push_back(g);
        else
            ++below[r.line()];
    }
    // A parent comes before its children (OpeningLines keeps them so).
    for (std::uint32_t n = nodes - 1; n > 0; --n)
        below[lines.node(n).parent] += below[n];

    // A line is big when it holds enough games (and then so does every line above it), and the
    // start position's always is. The lines below a big line, by their parent: the big ones come
    // after it in depth-first order, the others are its branches.
    const std::uint32_t big = bigGames(games);
    std::vector<bool> isBig(nodes);
    isBig[0] = true;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> children; // (parent, child)
    for (std::uint32_t n = 1; n < nodes; ++n) {
        isBig[n] = below[n] >= big;
        if (isBig[lines.node(n).parent])
            children.emplace_back(lines.node(n).parent, n);
    }
    std::sort(children.begin(), children.end());
    const auto bigLines = static_cast<std::size_t>(std::count(isBig.begin(), isBig.end(), true));
    t.m_lines.reserve(bigLines);
    t.m_firstBranch.reserve(bigLines + 1);
    // A line's own branch, and one for each line below a big one that is not big.
    t.m_branches.reserve(children.size() + 2);
    // Of each node, its branch (one table with the counts: on this machine a fresh page costs more
    // than the work done on it). A node's count is read before its branch is written, and the
    // branches start with their number of games.
    std::vector<std::uint32_t> &branchOf = below;
    std::vector<std::uint32_t> lineOf; // by branch
    lineOf.reserve(children.size() + 1);
    std::vector<std::uint32_t> pending {0};
    while (!pending.empty()) {
        const std::uint32_t n = pending.back();
        pending.pop_back();
        const auto first = std::lower_bound(children.begin(), children.end(), std::pair(n, std::uint32_t(0)));
        auto last = first;
        std::uint32_t own = below[n];
        for (; last != children.end() && last->first == n; ++last)
            own -= below[last->second];
        const auto line = static_cast<std::uint32_t>(t.m_lines.size());
        t.m_lines.emplace_back().node = n;
        t.m_firstBranch.push_back(static_cast<std::uint32_t>(t.m_branches.size()));
        branchOf[n] = static_cast<std::uint32_t>(t.m_branches.size());
        t.m_branches.push_back({n, own});
        lineOf.push_back(line);
        for (auto c = first; c != last; ++c)
            if (!isBig[c->second]) {
                const std::uint32_t count = below[c->second];
                branchOf[c->second] = static_cast<std::uint32_t>(t.m_branches.size());
                t.m_branches.push_back({c->second, count});
                lineOf.push_back(line);
            }
        for (auto c = last; c != first;)
            if (isBig[(--c)->second])
                pending.push_back(c->second); // the first child is taken first
    }
    t.m_firstBranch.push_back(static_cast<std::uint32_t>(t.m_branches.size()));
    for (std::uint32_t n = 1; n < nodes; ++n)
        if (!isBig[n] && !isBig[lines.node(n).parent])
            branchOf[n] = branchOf[lines.node(n).parent];

    // The games by branch, each counted in its line's totals.
    std::uint32_t sum = 0;
    for (Branch &b : t.m_branches)
        sum += std::exchange(b.firstGame, sum);
    t.m_branches.push_back({0, sum});
    t.m_games = freshMemory<std::uint32_t>(sum, false);
    std::vector<std::uint32_t> next(t.m_branches.size() - 1);
    for (std::size_t b = 0; b < next.size(); ++b)
        next[b] = t.m_branches[b].firstGame;
    std::size_t unlined = 0;
    for (std::uint32_t g = 0; g < static_cast<std::uint32_t>(games); ++g) {
        if (unlined < t.m_unlined.size() && t.m_unlined[unlined] == g) {
            ++unlined;
            continue;
        }
        const StoredRecord r = records.record(g);
        const std::uint32_t b = branchOf[r.line()];
        t.m_games[next[b]++] = g;
        const PositionMatch m = matchOf(static_cast<int>(g) + 1, r);
        Line &line = t.m_lines[lineOf[b]];
        line.totals[0].count(m, Color::White);
        line.totals[1].count(m, Color::Black);
    }
    // Each big line's totals into the line above it, the deepest first, and the end of each.
    for (std::size_t i = t.m_lines.size(); i-- > 0;) {
        Line &line = t.m_lines[i];
        line.end = std::max(line.end, static_cast<std::uint32_t>(i + 1));
        for (TreeMove &row : line.totals)
            row.move = lines.node(line.node).move;
        if (i == 0)
            continue;
        Line &above = t.m_lines[lineOf[branchOf[lines.node(line.node).parent]]];
        above.end = std::max(above.end, line.end);
        for (std::size_t c = 0; c < 2; ++c)
            above.totals[c].add(line.totals[c]);
    }
    return t;
}

} // namespace ferz::db
