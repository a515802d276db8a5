// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/databasewriter.h"

#include "core/db/schema.h"
#include "core/file/atomicfile.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ferz::db {

DatabaseWriter::DatabaseWriter() = default;

DatabaseWriter::~DatabaseWriter()
{
    abandon();
}

bool DatabaseWriter::fail(DatabaseError error, const QString &detail)
{
    m_error = error;
    m_detail = detail;
    abandon();
    return false;
}

bool DatabaseWriter::failWrite()
{
    return fail(DatabaseError::CannotWrite, m_db.writeFailure());
}

void DatabaseWriter::abandon()
{
    closeDatabase();
    if (m_lock < 0)
        return;
    // Removed while still locked, so that no other writer takes this file over first.
    if (!m_partPath.isEmpty())
        QFile::remove(m_partPath);
    ::close(m_lock);
    m_lock = -1;
}

void DatabaseWriter::closeDatabase()
{
    m_tables.reset();
    m_db.close();
}

// The .part file is this writer's while it holds a lock on it (flock, which SQLite's own locks
// leave alone). A file found unlocked was left by a writer that was killed, and is emptied.
bool DatabaseWriter::claimPart()
{
    const QByteArray name = QFile::encodeName(m_partPath);
    // The writer that held the lock may just have renamed or removed the file it locked: then the
    // name is tried again, for the file now there.
    for (int attempt = 0; attempt < 3; ++attempt) {
        const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd < 0)
            return fail(DatabaseError::CannotWrite, ferz::systemReason(errno));
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int error = errno;
            ::close(fd);
            return error == EWOULDBLOCK ? fail(DatabaseError::InUse)
                                        : fail(DatabaseError::CannotWrite, ferz::systemReason(error));
        }
        struct stat locked = {};
        struct stat named = {};
        if (::fstat(fd, &locked) == 0 && ::stat(name.constData(), &named) == 0 && locked.st_dev == named.st_dev
            && locked.st_ino == named.st_ino) {
            m_lock = fd;
            // A journal left beside it belongs to the killed writer's file, not to this one.
            QFile::remove(m_partPath + QStringLiteral("-journal"));
            return ::ftruncate(fd, 0) == 0 || fail(DatabaseError::CannotWrite, ferz::systemReason(errno));
        }
        ::close(fd);
    }
    return fail(DatabaseError::InUse);
}

bool DatabaseWriter::create(const QString &path)
{
    m_path = path;
    m_partPath = path + QStringLiteral(".part");
    if (!claimPart())
        return false;
    if (QFile::exists(path))
        return fail(DatabaseError::Exists);
    if (!m_db.open(m_partPath, Sqlite::Mode::Create))
        return failWrite();
    // Pages of 16 kB: a search that replays a game reads its block's page whole, and copying it
    // is most of what the replay costs (at 100 k games, a middlegame's first search took 2.3 ms
    // with 64 kB pages, 1.3 ms with 16 kB ones, and the file grew 2 %; 8 kB pages made it 7 %
    // bigger for 0.1 ms more). No journal is needed for a file nobody sees before it is done.
    if (!m_db.exec("PRAGMA page_size = 16384") || !m_db.exec("PRAGMA journal_mode = OFF")
        || !m_db.exec("PRAGMA synchronous = OFF") || !m_db.exec("BEGIN") || !createTables(m_db))
        return failWrite();
    m_tables = std::make_unique<TableWriter>(m_db);
    if (!m_tables->isValid() || !m_tables->setMeta("ferz-games", std::to_string(SchemaVersion)))
        return failWrite();
    return true;
}

bool DatabaseWriter::add(const EncodedGame &game)
{
    if (!m_tables)
        return false;
    if (m_count == MaxGames)
        return fail(DatabaseError::CannotWrite, GameDatabase::tr("a database holds at most %1 games").arg(MaxGames));
    SearchRecord search = game.search;
    search.line = m_lines.add(game.opening);
    m_chunk.add(search, headIds(game.header, m_names), game.moves, game.extras);
    ++m_count;
    return m_chunk.count() < ChunkGames || writeChunk();
}

bool DatabaseWriter::writeChunk()
{
    for (const auto &[id, name] : m_names.takeAdded())
        if (!m_tables->addName(id, name))
            return failWrite();
    if (!m_tables->writeChunk(m_chunks, m_chunk.count(), m_chunk.rows()))
        return failWrite();
    ++m_chunks;
    m_chunk = Chunk();
    return true;
}

bool DatabaseWriter::finish()
{
    if (!m_tables)
        return false;
    if (m_chunk.count() > 0 && !writeChunk())
        return false;
    if (!m_tables->setLines(m_lines.bytes()) || !m_tables->setMeta("games", std::to_string(m_count))
        || !m_db.exec("COMMIT"))
        return failWrite();
    closeDatabase();
    // SQLite was told not to sync (synchronous = OFF): the file is forced to the disk here, once.
    QString error;
    if (!ferz::syncFile(m_partPath, &error))
        return fail(DatabaseError::CannotWrite, error);
    if (QFile::exists(m_path))
        return fail(DatabaseError::Exists);
    QFile part(m_partPath);
    if (!part.rename(m_path))
        return fail(DatabaseError::CannotWrite, part.errorString());
    m_partPath.clear(); // in place: abandon() only lets go of the lock
    abandon();
    return true;
}

} // namespace ferz::db
