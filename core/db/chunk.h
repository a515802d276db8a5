// SPDX-License-Identifier: GPL-3.0-or-later
// Games are stored by the thousand, in two rows per chunk of games: their search records side by
// side (a search filters a chunk without reading its moves, and reads the moves only when a game
// passes), and their records. A chunk of 1024 games is about 100 kB: a search reads a million
// games in a thousand rows.
//   searches := count (4 bytes) | search records (count × SearchRecord::Bytes)
//   games    := count (4 bytes) | record ends (count × 4 bytes, from the first record) | records
// Integers are little-endian.
#pragma once

#include "core/db/gamecodec.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::db {

inline constexpr int ChunkGames = 1024;

class ChunkBuilder {
public:
    void add(const SearchRecord &search, std::string_view record);
    int count() const { return static_cast<int>(m_ends.size()); }
    struct Bytes {
        std::string searches, games;
    };
    // The chunk's two rows; the builder is empty afterwards.
    Bytes take();

private:
    std::string m_searches;
    std::string m_records;
    std::vector<std::uint32_t> m_ends;
};

// A chunk's search records, read in place; valid() is false when the bytes are damaged.
class SearchesView {
public:
    explicit SearchesView(std::string_view bytes);
    bool valid() const { return m_count >= 0; }
    int count() const { return m_count; }
    SearchRecord at(int i) const;

private:
    std::string_view m_bytes;
    int m_count = -1;
};

// A chunk's game records, read in place; valid() is false when the bytes are damaged.
class GamesView {
public:
    explicit GamesView(std::string_view bytes);
    bool valid() const { return m_count >= 0; }
    int count() const { return m_count; }
    std::string_view record(int i) const;

private:
    std::string_view m_bytes;
    int m_count = -1;
    std::size_t m_records = 0; // offset of the first record
};

} // namespace ferz::db
