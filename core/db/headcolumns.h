// SPDX-License-Identifier: GPL-3.0-or-later
// The header of a game as a chunk keeps it: texts that repeat (players, events, sites, rounds, and
// the rare date or ECO code not in its usual form) as numbers of the database's table of names,
// the rest as numbers. A chunk writes each column of its games in turn, as varints, and compresses
// them: a name costs a byte or two, the header of a game about ten.
#pragma once

#include "core/collection/gamecollection.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ferz::db {

struct HeadIds {
    std::uint32_t white = 0, black = 0, event = 0, site = 0, round = 0; // names; 0 is the empty text
    // "yyyy.mm.dd" with unknown parts "??" as (dayOf + 1) × 2; any other text as (name × 2) + 1.
    std::uint32_t date = 0;
    // "A00" … "E99" as 1 … 500; any other text as 501 + name; 0 none.
    std::uint32_t eco = 0;
    std::uint32_t result = 0; // resultCode() + 1; 0 none
    std::uint32_t whiteElo = 0, blackElo = 0, plies = 0;

    bool operator==(const HeadIds &) const = default;
};

// Names to their numbers, as a writer assigns them: the names it adds are noted for the names
// table, and a name already there keeps its number.
class NameIndex {
public:
    std::uint32_t idOf(std::string_view name);
    void insert(std::uint32_t id, std::string name);
    // The names added since the last call, with their numbers.
    std::vector<std::pair<std::uint32_t, std::string>> takeAdded();
    std::size_t size() const { return m_ids.size(); }

private:
    std::unordered_map<std::string, std::uint32_t> m_ids;
    std::vector<std::pair<std::uint32_t, std::string>> m_added;
    std::uint32_t m_next = 1;
};

HeadIds headIds(const GameHeader &header, NameIndex &names);
// The header, its names read from `names` (by number); false when a number has no name.
bool headerOf(const HeadIds &ids, const std::vector<std::string> &names, GameHeader &header);
// The texts of a date and an ECO column (as headerOf writes them).
std::string dateText(std::uint32_t code, const std::vector<std::string> &names);
std::string ecoText(std::uint32_t code, const std::vector<std::string> &names);
// The day of a date column, as dayOf() reads its text.
int dayOfCode(std::uint32_t code, const std::vector<std::string> &names);

// The columns of a chunk's games (uncompressed), and back; false when the bytes are damaged.
std::string encodeHeads(const std::vector<HeadIds> &heads);
bool decodeHeads(std::string_view bytes, std::size_t games, std::vector<HeadIds> &heads);

} // namespace ferz::db
