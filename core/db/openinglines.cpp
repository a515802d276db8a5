// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/openinglines.h"

#include "core/db/bytes.h"
#include "core/db/compression.h"

#include <utility>

namespace ferz::db {

namespace {

constexpr std::size_t FirstSlots = 1 << 12;
constexpr std::size_t MaxSlots = 2 * OpeningLines::MaxEdges; // the table at most half full
constexpr int ValueBits = 24;
constexpr std::uint64_t ValueMask = (std::uint64_t(1) << ValueBits) - 1;

std::uint64_t keyOf(std::uint32_t parent, Move move)
{
    return static_cast<std::uint64_t>(parent) << 16 | move.raw();
}

std::size_t hashOf(std::uint64_t key)
{
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 32);
}

} // namespace

OpeningLines::OpeningLines() : m_nodes(1), m_slots(FirstSlots, 0)
{
}

std::uint64_t *OpeningLines::slotOf(std::uint32_t parent, Move move)
{
    return const_cast<std::uint64_t *>(std::as_const(*this).slotOf(parent, move));
}

// The slot of the key, or the empty slot where it would go.
const std::uint64_t *OpeningLines::slotOf(std::uint32_t parent, Move move) const
{
    const std::uint64_t key = keyOf(parent, move);
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
        const std::uint64_t slot = m_slots[i];
        if (slot == 0 || slot >> ValueBits == key)
            return &m_slots[i];
    }
}

void OpeningLines::grow()
{
    std::vector<std::uint64_t> old(m_slots.size() * 2, 0);
    old.swap(m_slots);
    const std::size_t mask = m_slots.size() - 1;
    for (const std::uint64_t slot : old) {
        if (slot == 0)
            continue;
        std::size_t i = hashOf(slot >> ValueBits) & mask;
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = slot;
    }
}

std::uint32_t OpeningLines::addNode(std::uint32_t parent, Move move, int bytes)
{
    Node n;
    n.parent = parent;
    n.move = move;
    n.depth = static_cast<std::uint8_t>(m_nodes[parent].depth + 1);
    n.offset = static_cast<std::uint8_t>(m_nodes[parent].offset + bytes);
    m_nodes.push_back(n);
    return static_cast<std::uint32_t>(m_nodes.size() - 1);
}

std::uint32_t OpeningLines::add(const LineMoves &moves)
{
    std::uint32_t node = 0;
    for (int i = 0; i < moves.count; ++i) {
        const Move move = moves.moves[static_cast<std::size_t>(i)];
        std::uint64_t *slot = slotOf(node, move);
        if (*slot == 0) { // a line never seen: noted, while the table has room
            if (m_used + 1 > m_slots.size() / 2) {
                if (m_slots.size() >= MaxSlots)
                    return node;
                grow();
                slot = slotOf(node, move);
            }
            *slot = keyOf(node, move) << ValueBits;
            ++m_used;
            return node;
        }
        if ((*slot & ValueMask) == 0) { // seen once: the second game makes it a node
            if (m_nodes.size() > MaxNodes)
                return node;
            *slot |= addNode(node, move, moves.bytes[static_cast<std::size_t>(i)]);
        }
        node = static_cast<std::uint32_t>(*slot & ValueMask);
    }
    return node;
}

std::uint32_t OpeningLines::find(const LineMoves &moves) const
{
    if (!m_indexed) {
        while (m_slots.size() < 2 * m_nodes.size())
            m_slots.resize(m_slots.size() * 2);
        for (std::uint32_t i = 1; i < m_nodes.size(); ++i)
            *const_cast<std::uint64_t *>(slotOf(m_nodes[i].parent, m_nodes[i].move)) =
                keyOf(m_nodes[i].parent, m_nodes[i].move) << ValueBits | i;
        m_used = m_nodes.size() - 1;
        m_indexed = true;
    }
    std::uint32_t node = 0;
    for (int i = 0; i < moves.count; ++i) {
        const std::uint64_t slot = *slotOf(node, moves.moves[static_cast<std::size_t>(i)]);
        if ((slot & ValueMask) == 0)
            break;
        node = static_cast<std::uint32_t>(slot & ValueMask);
    }
    return node;
}

// Each node after the first: the distance back to its parent, doubled, plus 1 when its move takes
// two bytes (varint), then its move (2 bytes).
std::string OpeningLines::bytes() const
{
    std::string out;
    appendVarint(out, m_nodes.size());
    for (std::size_t i = 1; i < m_nodes.size(); ++i) {
        const Node &n = m_nodes[i];
        appendVarint(out, (i - n.parent) << 1 | (n.offset - m_nodes[n.parent].offset == 2));
        const std::uint16_t raw = n.move.raw();
        out.push_back(static_cast<char>(raw & 0xFF));
        out.push_back(static_cast<char>(raw >> 8));
    }
    return compressed(out);
}

std::optional<OpeningLines> OpeningLines::fromBytes(std::string_view packed)
{
    std::string plain;
    // Each node takes at least 3 bytes.
    if (!decompress(packed, plain, 16 + 3 * std::size_t(MaxNodes)))
        return std::nullopt;
    ByteReader in(plain);
    std::uint64_t count = 0;
    if (!in.varint(count) || count == 0 || count - 1 > in.left() / 3)
        return std::nullopt;
    OpeningLines lines;
    lines.m_indexed = false;
    lines.m_nodes.reserve(static_cast<std::size_t>(count));
    for (std::uint64_t i = 1; i < count; ++i) {
        std::uint64_t back = 0;
        std::uint8_t low = 0, high = 0;
        if (!in.varint(back) || !in.byte(low) || !in.byte(high) || (back >> 1) == 0 || (back >> 1) > i)
            return std::nullopt;
        const auto parent = static_cast<std::uint32_t>(i - (back >> 1));
        const Move move = Move::fromRaw(static_cast<std::uint16_t>(low | high << 8));
        if (move.isNull() || lines.m_nodes[parent].depth >= MaxLineDepth)
            return std::nullopt;
        lines.addNode(parent, move, (back & 1) ? 2 : 1);
    }
    if (in.left() != 0)
        return std::nullopt;
    return lines;
}

} // namespace ferz::db
