// SPDX-License-Identifier: GPL-3.0-or-later
// What the opening lines (openinglines.h) say of the games below each node for a position search
// (positionsearch.h), worked out for a node the first time a game below it asks: a search of an
// opening position decides most games at a few nodes; a search of a later one asks few nodes, its
// filters having left few games.
#pragma once

#include "core/db/freshmemory.h"
#include "core/db/openinglines.h"
#include "core/db/positionsearch.h"

#include <cstdint>
#include <vector>

namespace ferz::db {

class LineVerdicts {
public:
    enum State : std::uint8_t {
        Rejected, // no game below can reach the position
        Reached, // every game below reaches it, at `ply` (at the node: its next move is to be read)
        ReachedAbove, // as Reached, above the node: the node's line gives the next move
        Going, // a game below may reach it later: replay it from the node
        Broken, // the lines are damaged here (or a game has none): replay the game from the start
    };
    // Four bytes: a big tree's table is touched a page at a time, and a fresh page costs a search
    // more than the work it does on it.
    class Verdict {
    public:
        Verdict() = default;
        Verdict(State state, int ply, std::uint32_t payload)
            : m_bits(static_cast<std::uint32_t>(state) | static_cast<std::uint32_t>(ply) << 3 | payload << 8)
        {
        }
        State state() const { return static_cast<State>(m_bits & 7); }
        int ply() const { return static_cast<int>(m_bits >> 3 & 31); }
        Move next() const { return Move::fromRaw(static_cast<std::uint16_t>(m_bits >> 8)); } // ReachedAbove
        std::uint32_t position() const { return m_bits >> 8; } // Going: its place in positions()

    private:
        static_assert(MaxLineDepth < 32 && OpeningLines::MaxNodes < (1u << 24));
        std::uint32_t m_bits = 0;
    };

    LineVerdicts(const OpeningLines &lines, const PositionFilter &filter)
        : m_lines(lines), m_filter(filter), m_table(lines.count())
    {
    }
    // The verdict of `node`, and of the nodes above it not yet decided. Asked for every game a
    // search keeps, most often of a node decided already: that case is inline.
    Verdict of(std::uint32_t node)
    {
        const Verdict *known = m_table.find(node);
        return known ? *known : decideDown(node);
    }
    // The verdict of a game's line (its record's), Broken for a game its lines do not hold; asked
    // of the games the filter lets through (PositionFilter::mayReach), which is most of a search's
    // work and stays inline in its loop.
    Verdict ofGame(StoredRecord r)
    {
        if ((r.flags() & SearchRecord::Setup) || r.line() >= m_lines.count())
            return verdict(Broken);
        return of(r.line());
    }
    // The match of game `game` (1-based), whose line's verdict `v` is ReachedAbove.
    static PositionMatch decided(int game, StoredRecord r, Verdict v)
    {
        PositionMatch m = matchOf(game, r);
        m.ply = v.ply();
        m.hasNext = true;
        m.next = v.next();
        return m;
    }
    // Where a game below a Going node stands.
    const Position &position(Verdict v) const { return m_positions[v.position()]; }

private:
    // The verdicts by node. A search of a later position asks a few hundred nodes, scattered over
    // the lines: they are kept in a small hash table, on a few pages. Once they are many (a search
    // of an opening position asks most nodes), they move to a table by node, left as the system
    // gives it (untouched pages cost nothing) with a zeroed bit a node to say which are written.
    // Fresh pages cost this machine 5-11 µs each, and a table by node asked at a few hundred
    // places cost a search 20 to 40 of them (middlegame, 100 k games: 2.4 -> 1.9 ms).
    class Table {
    public:
        explicit Table(std::size_t nodes) : m_nodes(nodes), m_slots(FirstSlots) {}
        const Verdict *find(std::uint32_t node) const
        {
            if (m_dense)
                return m_decided[node / 64] >> (node % 64) & 1 ? &m_dense[node] : nullptr;
            for (std::size_t i = slotOf(node);; i = (i + 1) & (m_slots.size() - 1)) {
                if (m_slots[i].key == node + 1)
                    return &m_slots[i].verdict;
                if (m_slots[i].key == 0)
                    return nullptr;
            }
        }
        void put(std::uint32_t node, Verdict v);

    private:
        static constexpr std::size_t FirstSlots = 1024; // a power of two
        struct Slot {
            std::uint32_t key = 0; // the node + 1, 0 for none
            Verdict verdict;
        };
        std::size_t slotOf(std::uint32_t node) const
        {
            return static_cast<std::size_t>(node * 0x9E3779B1u) & (m_slots.size() - 1);
        }
        void insert(std::uint32_t node, Verdict v);
        void grow();
        void goDense();

        std::size_t m_nodes;
        std::size_t m_used = 0;
        std::vector<Slot> m_slots;
        FreshMemory<Verdict> m_dense; // by node, once there are many
        FreshMemory<std::uint64_t> m_decided; // a bit by node, with m_dense
    };

    // The verdict of an undecided `node`: the path up to the first node decided, then down again.
    Verdict decideDown(std::uint32_t node);
    static Verdict verdict(State state, int ply = 0, Move next = Move()) { return {state, ply, next.raw()}; }
    Verdict going(const Position &p);
    // The verdict of node `n`, given its parent's (`above`; none for the root).
    Verdict decide(std::uint32_t n, Verdict above);

    const OpeningLines &m_lines;
    const PositionFilter &m_filter;
    Table m_table;
    std::vector<Position> m_positions;
};

} // namespace ferz::db
