// SPDX-License-Identifier: GPL-3.0-or-later
// The search records (searchrecord.h) of a database's games held in memory, in game order, as
// Scid holds its index: a search then reads no row of the file before its filters, and a window
// that searches at every move reads them once. A chunk whose row could not be read when they were
// loaded is not held: a search reads that chunk's row itself, and says what is wrong with it.
#pragma once

#include "core/db/freshmemory.h"
#include "core/db/searchrecord.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace ferz::db {

class HeldRecords {
public:
    // The most memory they take by default (two million games): a bigger database is searched
    // chunk by chunk, so that a search of five million games stays within 100 MB.
    static constexpr std::size_t MemoryBudget = std::size_t(48) << 20;
    static bool fit(int games, std::size_t budget)
    {
        return static_cast<std::size_t>(games) * SearchRecord::Bytes <= budget;
    }

    // Room for `games` records in `chunks` chunks, none held yet.
    HeldRecords(int games, int chunks);
    // Holds the records of chunk `k`, whose first game has the place `first` (0-based) among all.
    void hold(int k, int first, std::string_view records);
    // The records of chunk `k`, or empty when they are not held.
    std::string_view chunk(int k) const { return m_chunks[static_cast<std::size_t>(k)]; }
    // Every chunk's records are held.
    bool whole() const { return m_held == m_chunks.size(); }
    // The record of game `game` (0-based), when its chunk is held.
    StoredRecord record(std::size_t game) const
    {
        return StoredRecord(reinterpret_cast<const std::uint8_t *>(m_bytes.get()) + game * SearchRecord::Bytes);
    }

private:
    FreshMemory<char> m_bytes;
    std::vector<std::string_view> m_chunks; // into m_bytes, by chunk
    std::size_t m_held = 0; // chunks
};

} // namespace ferz::db
