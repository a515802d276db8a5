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
    // The games that start with each node's line or a deeper one; later, of each node, its place
    // (one table: on this machine a fresh page costs more than the work done on it).
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

    // The big lines in depth-first order: a line is big when it holds enough games, and so is every
    // line above it. Each lists its games less those of the big lines below it.
    const std::uint32_t big = bigGames(games);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges; // (parent, child), both big
    for (std::uint32_t n = 1; n < nodes; ++n)
        if (below[n] >= big)
            edges.emplace_back(lines.node(n).parent, n);
    std::sort(edges.begin(), edges.end());
    t.m_lines.reserve(edges.size() + 1);
    t.m_firstGame.reserve(edges.size() + 2);
    std::vector<std::uint32_t> pending {0};
    while (!pending.empty()) {
        const std::uint32_t n = pending.back();
        pending.pop_back();
        t.m_lines.emplace_back().node = n;
        const auto first = std::lower_bound(edges.begin(), edges.end(), std::pair(n, std::uint32_t(0)));
        auto last = first;
        std::uint32_t listed = below[n];
        for (; last != edges.end() && last->first == n; ++last)
            listed -= below[last->second];
        t.m_firstGame.push_back(listed);
        for (auto e = last; e != first;)
            pending.push_back((--e)->second); // the first child is taken first
    }
    // Of a big line, its place in m_lines; of another, the place of the deepest big line above it.
    std::vector<std::uint32_t> &place = below;
    constexpr std::uint32_t NotBig = ~std::uint32_t(0);
    for (std::uint32_t n = 1; n < nodes; ++n)
        if (below[n] < big)
            place[n] = NotBig;
    for (std::uint32_t i = 0; i < t.m_lines.size(); ++i)
        place[t.m_lines[i].node] = i;
    for (std::uint32_t n = 1; n < nodes; ++n)
        if (place[n] == NotBig)
            place[n] = place[lines.node(n).parent];

    // The games by their deepest big line, each counted in its totals.
    const std::size_t count = t.m_lines.size();
    // From the counts to where each line's games begin.
    std::uint32_t sum = 0;
    for (std::uint32_t &first : t.m_firstGame)
        sum += std::exchange(first, sum);
    t.m_firstGame.push_back(sum);
    t.m_games = freshMemory<std::uint32_t>(t.m_firstGame[count], false);
    std::vector<std::uint32_t> next(t.m_firstGame.begin(), t.m_firstGame.end() - 1);
    std::size_t unlined = 0;
    for (std::uint32_t g = 0; g < static_cast<std::uint32_t>(games); ++g) {
        if (unlined < t.m_unlined.size() && t.m_unlined[unlined] == g) {
            ++unlined;
            continue;
        }
        const StoredRecord r = records.record(g);
        const std::uint32_t i = place[r.line()];
        t.m_games[next[i]++] = g;
        const PositionMatch m = matchOf(static_cast<int>(g) + 1, r);
        t.m_lines[i].totals[0].count(m, Color::White);
        t.m_lines[i].totals[1].count(m, Color::Black);
    }
    // Each big line's totals into the line above it, the deepest first, and the end of each.
    for (std::size_t i = count; i-- > 0;) {
        Line &line = t.m_lines[i];
        line.end = std::max(line.end, static_cast<std::uint32_t>(i + 1));
        for (TreeMove &row : line.totals)
            row.move = lines.node(line.node).move;
        if (i == 0)
            continue;
        Line &above = t.m_lines[place[lines.node(line.node).parent]];
        above.end = std::max(above.end, line.end);
        for (std::size_t c = 0; c < 2; ++c)
            above.totals[c].add(line.totals[c]);
    }
    return t;
}

} // namespace ferz::db
