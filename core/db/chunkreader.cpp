// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/chunkreader.h"

#include "core/db/gamedatabase.h"

#include <algorithm>

namespace ferz::db {

ChunkReader::ChunkReader(GameDatabase &database, Sqlite &db)
    : m_database(database), m_db(db), m_lastError(DatabaseError::None)
{
    prepare();
}

ChunkReader::ChunkReader(GameDatabase &database, std::unique_ptr<Sqlite> own)
    : m_database(database), m_own(std::move(own)), m_db(*m_own), m_lastError(DatabaseError::None)
{
    prepare();
}

std::unique_ptr<ChunkReader> ChunkReader::open(GameDatabase &database)
{
    auto db = std::make_unique<Sqlite>();
    if (!db->open(database.path(), Sqlite::Mode::ReadOnly) || !db->exec(SmallCache))
        return nullptr;
    return std::unique_ptr<ChunkReader>(new ChunkReader(database, std::move(db)));
}

void ChunkReader::prepare()
{
    for (const Part part : Parts)
        m_rows[static_cast<int>(part)] =
            m_db.prepare(std::string("SELECT data FROM ") + tableOf(part) + " WHERE id " + rowsOfChunk(part)
                         + (part == Part::Moves ? " ORDER BY id" : ""));
}

bool ChunkReader::fail(DatabaseError error, const QString &detail)
{
    m_lastError = error;
    return m_database.failFromReader(error, detail);
}

bool ChunkReader::failRead()
{
    return fail(DatabaseError::CannotRead, m_db.errorText());
}

bool ChunkReader::failMissing(Part part, std::int64_t id)
{
    return fail(DatabaseError::Damaged,
                GameDatabase::tr("row %1 of its %2 is missing").arg(id).arg(QLatin1String(tableOf(part))));
}

bool ChunkReader::readRow(Part part, int k, std::string &bytes)
{
    m_lastError = DatabaseError::None;
    SqliteStatement &q = m_rows[static_cast<int>(part)];
    if (!m_db.isOpen() || k < 0 || k >= m_database.chunkCount())
        return false;
    const GameDatabase::ChunkInfo &c = m_database.chunks()[static_cast<std::size_t>(k)];
    q.reset();
    q.bind(1, c.id);
    if (part == Part::Moves)
        return readMoves(q, c.id, c.games, bytes);
    if (!q.step())
        return q.failed() ? failRead() : failMissing(part, c.id);
    const std::string_view row = q.blob(0);
    bytes.assign(row.data(), row.size());
    q.reset();
    return true;
}

bool ChunkReader::readMoves(SqliteStatement &q, std::int64_t id, int games, std::string &bytes)
{
    m_blocks.clear();
    while (q.step())
        m_blocks.emplace_back(q.blob(0));
    if (q.failed())
        return failRead();
    q.reset();
    if (m_blocks.empty())
        return failMissing(Part::Moves, moveBlockId(id, 0));
    if (!joinMoves(m_blocks, games, bytes))
        return fail(DatabaseError::Damaged, GameDatabase::tr("the moves of its chunk %1 cannot be read").arg(id));
    return true;
}

bool ChunkReader::readMovesOf(int k, const std::vector<int> &places, SomeParts &parts)
{
    m_lastError = DatabaseError::None;
    parts.bytes.clear();
    parts.ends.clear();
    if (!m_db.isOpen() || k < 0 || k >= m_database.chunkCount())
        return false;
    const GameDatabase::ChunkInfo &c = m_database.chunks()[static_cast<std::size_t>(k)];
    std::size_t next = 0;
    while (next < places.size()) {
        if (places[next] < 0 || places[next] >= c.games)
            return false;
        const int block = places[next] / MoveBlockGames;
        const std::size_t end =
            static_cast<std::size_t>(std::find_if(places.begin() + static_cast<std::ptrdiff_t>(next), places.end(),
                                                  [&](int place) { return place / MoveBlockGames != block; })
                                     - places.begin());
        if (!readBlock(c.id, c.games, block, places, next, end, parts))
            return false;
        next = end;
    }
    return true;
}

bool ChunkReader::readBlock(std::int64_t id, int games, int block, const std::vector<int> &places, std::size_t from,
                            std::size_t to, SomeParts &parts)
{
    const std::int64_t row = moveBlockId(id, block);
    const int held = gamesInBlock(games, block);
    if (!m_blob.open(m_db, "moves", "data", row)) {
        SqliteStatement exists = m_db.prepare("SELECT 1 FROM moves WHERE id = ?");
        exists.bind(1, row);
        return exists.step() || exists.failed() ? failRead() : failMissing(Part::Moves, row);
    }
    // The lengths lead the row: a varint of at most five bytes each, as no part is longer than it.
    const std::size_t size = m_blob.size();
    m_head.resize(std::min(size, static_cast<std::size_t>(held) * 5));
    if (!m_blob.read(0, m_head.size(), m_head.data()))
        return failRead();
    ByteReader in(m_head);
    m_ends.clear();
    const bool read = readPartEnds(in, held, size, m_ends);
    const std::size_t first = m_head.size() - in.left();
    if (!read || (m_ends.empty() ? 0 : m_ends.back()) != size - first)
        return fail(DatabaseError::Damaged, GameDatabase::tr("row %1 of its %2 cannot be read").arg(row).arg("moves"));
    for (std::size_t p = from; p < to; ++p) {
        const int place = places[p] % MoveBlockGames;
        const std::size_t begin = place == 0 ? 0 : m_ends[static_cast<std::size_t>(place - 1)];
        const std::size_t length = m_ends[static_cast<std::size_t>(place)] - begin, at = parts.bytes.size();
        parts.bytes.resize(at + length);
        if (!m_blob.read(first + begin, length, parts.bytes.data() + at))
            return failRead();
        parts.ends.push_back(static_cast<std::uint32_t>(parts.bytes.size()));
    }
    return true;
}

} // namespace ferz::db
