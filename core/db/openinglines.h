// SPDX-License-Identifier: GPL-3.0-or-later
// The opening lines of a database: a tree of the first moves (up to MaxLineDepth) that its games
// share, built as they are imported, and for each game the deepest node of it that the game starts
// with (SearchRecord::line). Scid keeps a fixed table of common lines for the same purpose; these
// lines are the database's own. A position search plays each node once instead of each game: a
// node whose position is the one searched for gives every game below it (and their next move) at
// once, a node that can no longer reach it rules out every game below it, and any other game is
// replayed from its node on rather than from the start. So a search for an opening position reads
// no moves at all, and a node costs about four bytes where a game below it saves up to its first
// MaxLineDepth moves of replay.
//
// A line becomes a node when a second game plays it (the first game that played it stays at the
// node above): lines of one game only would cost bytes and save nothing. The table that counts
// lines seen once is bounded (MaxEdges), and so is the number of nodes (MaxNodes): past them the
// tree stops growing, and games still get the deepest node they reach.
#pragma once

#include "core/rules/position.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::db {

inline constexpr int MaxLineDepth = 24;

// The first moves of a game from the standard start position, with the bytes each takes in the
// game's moves (movecode.h), up to the first null move.
struct LineMoves {
    std::array<Move, MaxLineDepth> moves {};
    std::array<std::uint8_t, MaxLineDepth> bytes {};
    int count = 0;
};

class OpeningLines {
public:
    static constexpr std::uint32_t MaxNodes = (1u << 24) - 1;
    static constexpr std::size_t MaxEdges = std::size_t(1) << 21;

    struct Node {
        std::uint32_t parent = 0;
        Move move; // the move from the parent's position
        std::uint8_t depth = 0; // moves from the start
        std::uint8_t offset = 0; // bytes of those moves in a game's moves
    };

    OpeningLines();
    std::uint32_t count() const { return static_cast<std::uint32_t>(m_nodes.size()); }
    const Node &node(std::uint32_t i) const { return m_nodes[i]; }

    // The deepest node of a game that starts with `moves`, the tree growing as described above.
    std::uint32_t add(const LineMoves &moves);
    // The deepest node of a game that starts with `moves`, the tree left as it is (a tree read
    // from a database indexes its edges at the first call: a search needs no index).
    std::uint32_t find(const LineMoves &moves) const;

    // The tree as the database stores it (compressed), and back; nullopt when the bytes are damaged.
    std::string bytes() const;
    static std::optional<OpeningLines> fromBytes(std::string_view bytes);

private:
    // The edges of the tree, and the lines seen once, in one open-addressing table: a slot holds
    // the parent (24 bits) and the move (16 bits) as its key, and the child's number (24 bits), 0
    // for a line seen once.
    std::uint64_t *slotOf(std::uint32_t parent, Move move);
    const std::uint64_t *slotOf(std::uint32_t parent, Move move) const;
    void grow();
    std::uint32_t addNode(std::uint32_t parent, Move move, int bytes);

    std::vector<Node> m_nodes; // the start position first; a parent before its children
    mutable std::vector<std::uint64_t> m_slots;
    mutable std::size_t m_used = 0; // slots in use
    mutable bool m_indexed = true; // false for a tree read from a database until find() is called
};

} // namespace ferz::db
