// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the rows of a game database's chunks on one SQLite connection. A database reads through
// one of its own; a position search gives each further thread one on a connection of its own
// (ChunkReader::open), so that the threads do not wait for each other's reads.
#pragma once

#include "core/db/chunk.h"
#include "core/db/schema.h"
#include "core/db/sqlite.h"

#include <memory>
#include <string>
#include <vector>

namespace ferz::db {

class GameDatabase;
enum class DatabaseError;

// SQLite's own cache kept small on a reading connection (32 pages of the import's 16 kB): the
// system caches the file already, and each page SQLite keeps besides is fresh memory, which costs
// more on this kind of machine than reading the page again.
inline constexpr const char *SmallCache = "PRAGMA cache_size = -512";

class ChunkReader {
public:
    // A reader on `db`, which stays the caller's.
    ChunkReader(GameDatabase &database, Sqlite &db);
    // A reader on a connection of its own to the database's file, read-only; null when it cannot
    // be opened.
    static std::unique_ptr<ChunkReader> open(GameDatabase &database);
    ChunkReader(const ChunkReader &) = delete;
    ChunkReader &operator=(const ChunkReader &) = delete;

    // Row `part` of chunk `k` (0-based, in the database's chunks()), into `bytes`; false with
    // Damaged when it is missing, with CannotRead when the query fails (the database's error()
    // says why, and lastError() says which).
    bool readRow(Part part, int k, std::string &bytes);
    // The moves of games `places` (ascending places in chunk `k`), read from their blocks without
    // the rest of them; false as readRow, and with Damaged when a block's lengths are.
    bool readMovesOf(int k, const std::vector<int> &places, SomeParts &parts);
    DatabaseError lastError() const { return m_lastError; }
    // Lets go of the row it reads in parts (before its connection's transaction ends).
    void release() { m_blob.close(); }

private:
    ChunkReader(GameDatabase &database, std::unique_ptr<Sqlite> own);
    void prepare();
    bool fail(DatabaseError error, const QString &detail);
    bool failRead();
    bool failMissing(Part part, std::int64_t id);
    // The blocks of a chunk's moves (`q` bound to its id) joined into its row.
    bool readMoves(SqliteStatement &q, std::int64_t id, int games, std::string &bytes);
    // The moves of games places[from] … places[to - 1], all in block `block` of chunk `id`.
    bool readBlock(std::int64_t id, int games, int block, const std::vector<int> &places, std::size_t from,
                   std::size_t to, SomeParts &parts);

    GameDatabase &m_database;
    std::unique_ptr<Sqlite> m_own; // its connection, when it has one of its own
    Sqlite &m_db;
    SqliteStatement m_rows[4];
    SqliteBlob m_blob; // readMovesOf's
    std::vector<std::string> m_blocks; // readMoves's
    std::string m_head; // readBlock's
    std::vector<std::uint32_t> m_ends;
    DatabaseError m_lastError;
};

} // namespace ferz::db
