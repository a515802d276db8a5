// SPDX-License-Identifier: GPL-3.0-or-later
// The tables of a game database (version 3: formatupgrade.h says what changed) and the statements that write them, shared by the
// import's writer and the edits of a database.
//   meta(key, value)            'ferz-games': the version; 'games': how many
//   names(id, name)             every name a header column refers to (headcolumns.h), 0 being ""
//   chunks(id, games)           the chunks in the order of their games, with how many each holds
//   searches(id, data), moves(id, data), heads(id, data), extras(id, data)
//                               the four rows of each chunk (chunk.h), its moves in blocks
//   lines(id, data)             the opening lines (openinglines.h), in the row of id 0
#pragma once

#include "core/db/chunk.h"
#include "core/db/sqlite.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::db {

inline constexpr int SchemaVersion = 3;

// The parts of a chunk, by the table that holds them.
enum class Part {
    Searches,
    Moves,
    Heads,
    Extras,
};
inline constexpr Part Parts[] = {Part::Searches, Part::Moves, Part::Heads, Part::Extras};
const char *tableOf(Part part);
// The condition on `id` that selects the rows of the chunk whose id is bound as ?1 in `part`'s
// table: one row, or the moves' blocks (chunk.h).
std::string rowsOfChunk(Part part);

// Creates the tables of an empty database.
bool createTables(Sqlite &db);

// The statements that write a database, prepared once.
class TableWriter {
public:
    explicit TableWriter(Sqlite &db);
    bool isValid() const;
    // Writes chunk `id` (its rows replaced when it is there).
    bool writeChunk(std::int64_t id, int games, const ChunkRows &rows);
    bool removeChunk(std::int64_t id);
    bool addName(std::uint32_t id, std::string_view name);
    bool setMeta(std::string_view key, std::string_view value);
    bool setLines(std::string_view bytes);

private:
    SqliteStatement m_chunk, m_part[4], m_removeChunk, m_removePart[4], m_name, m_meta, m_lines;
};

} // namespace ferz::db
