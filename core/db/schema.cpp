// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/schema.h"

namespace ferz::db {

const char *tableOf(Part part)
{
    switch (part) {
    case Part::Searches: return "searches";
    case Part::Moves: return "moves";
    case Part::Heads: return "heads";
    case Part::Extras: return "extras";
    }
    return "";
}

bool createTables(Sqlite &db)
{
    for (const char *statement : {
             "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT)",
             "CREATE TABLE names(id INTEGER PRIMARY KEY, name TEXT NOT NULL)",
             "CREATE TABLE chunks(id INTEGER PRIMARY KEY, games INTEGER NOT NULL)",
             "CREATE TABLE searches(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
             "CREATE TABLE moves(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
             "CREATE TABLE heads(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
             "CREATE TABLE extras(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
             "CREATE TABLE lines(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
         })
        if (!db.exec(statement))
            return false;
    return true;
}

TableWriter::TableWriter(Sqlite &db)
    : m_chunk(db.prepare("REPLACE INTO chunks VALUES (?, ?)")),
      m_removeChunk(db.prepare("DELETE FROM chunks WHERE id = ?")),
      m_name(db.prepare("INSERT INTO names VALUES (?, ?)")), m_meta(db.prepare("REPLACE INTO meta VALUES (?, ?)")),
      m_lines(db.prepare("REPLACE INTO lines VALUES (0, ?)"))
{
    for (const Part part : Parts) {
        const std::string table = tableOf(part);
        m_part[static_cast<int>(part)] = db.prepare("REPLACE INTO " + table + " VALUES (?, ?)");
        m_removePart[static_cast<int>(part)] = db.prepare("DELETE FROM " + table + " WHERE id " + rowsOfChunk(part));
    }
}

std::string rowsOfChunk(Part part)
{
    if (part != Part::Moves)
        return "= ?1";
    const std::string blocks = std::to_string(MoveBlocks);
    return "BETWEEN ?1 * " + blocks + " AND ?1 * " + blocks + " + " + std::to_string(MoveBlocks - 1);
}

bool TableWriter::isValid() const
{
    for (const Part part : Parts)
        if (!m_part[static_cast<int>(part)].isValid() || !m_removePart[static_cast<int>(part)].isValid())
            return false;
    return m_chunk.isValid() && m_removeChunk.isValid() && m_name.isValid() && m_meta.isValid() && m_lines.isValid();
}

bool TableWriter::writeChunk(std::int64_t id, int games, const ChunkRows &rows)
{
    const std::string *bytes[] = {&rows.searches, &rows.moves, &rows.heads, &rows.extras};
    for (const Part part : {Part::Searches, Part::Heads, Part::Extras})
        if (!m_part[static_cast<int>(part)].bind(1, id).bindBlob(2, *bytes[static_cast<int>(part)]).run())
            return false;
    // A chunk that had more blocks before keeps none of them.
    const std::vector<std::string> blocks = splitMoves(rows.moves, games);
    SqliteStatement &moves = m_part[static_cast<int>(Part::Moves)];
    if (blocks.empty() || !m_removePart[static_cast<int>(Part::Moves)].bind(1, id).run())
        return false;
    for (std::size_t b = 0; b < blocks.size(); ++b)
        if (!moves.bind(1, moveBlockId(id, static_cast<int>(b))).bindBlob(2, blocks[b]).run())
            return false;
    return m_chunk.bind(1, id).bind(2, games).run();
}

bool TableWriter::removeChunk(std::int64_t id)
{
    for (const Part part : Parts)
        if (!m_removePart[static_cast<int>(part)].bind(1, id).run())
            return false;
    return m_removeChunk.bind(1, id).run();
}

bool TableWriter::addName(std::uint32_t id, std::string_view name)
{
    return m_name.bind(1, id).bindText(2, name).run();
}

bool TableWriter::setMeta(std::string_view key, std::string_view value)
{
    return m_meta.bindText(1, key).bindText(2, value).run();
}

bool TableWriter::setLines(std::string_view bytes)
{
    return m_lines.bindBlob(1, bytes).run();
}

} // namespace ferz::db
