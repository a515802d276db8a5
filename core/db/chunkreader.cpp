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
            m_db.prepare(std::string("SELECT data FROM ") + tableOf(part) + " WHERE id = ?");
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
    const std::int64_t id = m_database.chunks()[static_cast<std::size_t>(k)].id;
    q.reset();
    q.bind(1, id);
    if (!q.step())
        return q.failed() ? failRead() : failMissing(part, id);
    const std::string_view row = q.blob(0);
    bytes.assign(row.data(), row.size());
    q.reset();
    return true;
}

bool ChunkReader::readPartsOf(Part part, int k, const std::vector<int> &places, SomeParts &parts)
{
    m_lastError = DatabaseError::None;
    parts.bytes.clear();
    parts.ends.clear();
    if (!m_db.isOpen() || k < 0 || k >= m_database.chunkCount())
        return false;
    const GameDatabase::ChunkInfo &c = m_database.chunks()[static_cast<std::size_t>(k)];
    if (!m_blob.open(m_db, tableOf(part), "data", c.id)) {
        SqliteStatement exists = m_db.prepare(std::string("SELECT 1 FROM ") + tableOf(part) + " WHERE id = ?");
        exists.bind(1, c.id);
        return exists.step() || exists.failed() ? failRead() : failMissing(part, c.id);
    }
    // The lengths lead the row: a varint of at most five bytes each, as no part is longer than it.
    const std::size_t size = m_blob.size();
    std::string head(std::min(size, static_cast<std::size_t>(c.games) * 5), '\0');
    if (!m_blob.read(0, head.size(), head.data()))
        return failRead();
    ByteReader in(head);
    std::vector<std::uint32_t> ends;
    ends.reserve(static_cast<std::size_t>(c.games));
    const bool read = readPartEnds(in, c.games, size, ends);
    const std::size_t first = head.size() - in.left();
    if (!read || (ends.empty() ? 0 : ends.back()) != size - first)
        return fail(DatabaseError::Damaged,
                    GameDatabase::tr("row %1 of its %2 cannot be read").arg(c.id).arg(QLatin1String(tableOf(part))));
    for (const int place : places) {
        if (place < 0 || place >= c.games)
            return false;
        const std::size_t begin = place == 0 ? 0 : ends[static_cast<std::size_t>(place - 1)];
        const std::size_t length = ends[static_cast<std::size_t>(place)] - begin, at = parts.bytes.size();
        parts.bytes.resize(at + length);
        if (!m_blob.read(first + begin, length, parts.bytes.data() + at))
            return failRead();
        parts.ends.push_back(static_cast<std::uint32_t>(parts.bytes.size()));
    }
    return true;
}

} // namespace ferz::db
