// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/lineverdicts.h"

#include <array>

namespace ferz::db {

LineVerdicts::Verdict LineVerdicts::decideDown(std::uint32_t node)
{
    std::array<std::uint32_t, MaxLineDepth + 1> path {};
    std::size_t length = 0;
    const Verdict *known = nullptr;
    for (std::uint32_t n = node; !(known = m_table.find(n)); n = m_lines.node(n).parent) {
        path[length++] = n;
        if (n == 0)
            break;
    }
    Verdict v = known ? *known : Verdict();
    while (length > 0) {
        const std::uint32_t n = path[--length];
        v = decide(n, v);
        m_table.put(n, v);
    }
    return v;
}

// The positions are as many as the nodes at most: their places fit a verdict.
LineVerdicts::Verdict LineVerdicts::going(const Position &p)
{
    m_positions.push_back(p);
    return {Going, 0, static_cast<std::uint32_t>(m_positions.size() - 1)};
}

LineVerdicts::Verdict LineVerdicts::decide(std::uint32_t n, Verdict above)
{
    const OpeningLines::Node &node = m_lines.node(n);
    if (n == 0) {
        const Position start;
        if (m_filter.same(start))
            return verdict(Reached);
        return m_filter.stillPossible(start, true) ? going(start) : verdict(Rejected);
    }
    switch (above.state()) {
    case Rejected:
    case Broken: return verdict(above.state());
    case Reached: return verdict(ReachedAbove, above.ply(), node.move);
    case ReachedAbove: return verdict(ReachedAbove, above.ply(), above.next());
    case Going: break;
    }
    const Position &from = m_positions[above.position()];
    if (!from.isLegal(node.move))
        return verdict(Broken);
    const Position p = from.after(node.move);
    if (m_filter.same(p))
        return verdict(Reached, node.depth);
    return m_filter.stillPossible(p, true) ? going(p) : verdict(Rejected);
}

void LineVerdicts::Table::put(std::uint32_t node, Verdict v)
{
    if (m_dense) {
        m_dense[node] = v;
        m_decided[node / 64] |= std::uint64_t(1) << (node % 64);
        return;
    }
    insert(node, v);
    // Half full: the table doubles, or gives way to the table by node once it holds a 64th of them
    // (measured: a table grown further costs an opening position's search more than it saves).
    if (2 * ++m_used > m_slots.size())
        m_used > m_nodes / 64 ? goDense() : grow();
}

void LineVerdicts::Table::insert(std::uint32_t node, Verdict v)
{
    std::size_t i = slotOf(node);
    while (m_slots[i].key != 0)
        i = (i + 1) & (m_slots.size() - 1);
    m_slots[i] = {node + 1, v};
}

void LineVerdicts::Table::grow()
{
    std::vector<Slot> old(2 * m_slots.size());
    old.swap(m_slots);
    for (const Slot &s : old)
        if (s.key != 0)
            insert(s.key - 1, s.verdict);
}

void LineVerdicts::Table::goDense()
{
    m_dense = freshMemory<Verdict>(m_nodes, false);
    m_decided = freshMemory<std::uint64_t>((m_nodes + 63) / 64, true);
    const std::vector<Slot> old = std::move(m_slots);
    m_slots = {};
    for (const Slot &s : old)
        if (s.key != 0)
            put(s.key - 1, s.verdict);
}

} // namespace ferz::db
