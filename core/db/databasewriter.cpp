// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/databasewriter.h"

#include "core/file/atomicfile.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ferz::db {

namespace {

enum NameTable {
    Players,
    Events,
    Sites
};
} // namespace

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

bool DatabaseWriter::failQuery(const QSqlError &error)
{
    return fail(DatabaseError::CannotWrite, writeFailure(error));
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
    if (!m_db)
        return;
    const QString name = m_db->connectionName();
    m_insertGame.reset();
    m_insertSearches.reset();
    m_insertChunk.reset();
    for (auto &q : m_insertName)
        q.reset();
    m_db->close();
    m_db.reset();
    QSqlDatabase::removeDatabase(name);
}

bool DatabaseWriter::exec(const char *sql)
{
    QSqlQuery q(*m_db);
    return q.exec(QString::fromLatin1(sql)) || failQuery(q.lastError());
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
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(DatabaseError::NoDriver);
    if (!claimPart())
        return false;
    if (QFile::exists(path))
        return fail(DatabaseError::Exists);
    m_db = std::make_unique<QSqlDatabase>(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), newConnectionName()));
    m_db->setDatabaseName(m_partPath);
    if (!m_db->open())
        return failQuery(m_db->lastError());
    // Large pages suit the chunks; no journal is needed for a file nobody sees before it is done.
    if (!exec("PRAGMA page_size = 65536") || !exec("PRAGMA journal_mode = OFF") || !exec("PRAGMA synchronous = OFF")
        || !exec("BEGIN"))
        return false;
    for (const char *statement : schemaStatements())
        if (!exec(statement))
            return false;
    QSqlQuery meta(*m_db);
    meta.prepare(QStringLiteral("INSERT INTO meta VALUES ('ferz-games', ?)"));
    meta.addBindValue(GameDatabase::Version);
    if (!meta.exec())
        return failQuery(meta.lastError());
    m_insertGame = std::make_unique<QSqlQuery>(*m_db);
    m_insertGame->prepare(QStringLiteral("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    m_insertSearches = std::make_unique<QSqlQuery>(*m_db);
    m_insertSearches->prepare(QStringLiteral("INSERT INTO searches VALUES (?, ?)"));
    m_insertChunk = std::make_unique<QSqlQuery>(*m_db);
    m_insertChunk->prepare(QStringLiteral("INSERT INTO chunks VALUES (?, ?)"));
    for (int t = 0; t < 3; ++t) {
        m_insertName[t] = std::make_unique<QSqlQuery>(*m_db);
        m_insertName[t]->prepare(QStringLiteral("INSERT INTO %1 VALUES (?, ?)").arg(QLatin1String(NameTables[t])));
    }
    return true;
}

std::optional<int> DatabaseWriter::nameId(int table, const std::string &name)
{
    auto &names = m_names[table];
    if (const auto found = names.find(name); found != names.end())
        return found->second;
    const int id = static_cast<int>(names.size()) + 1;
    QSqlQuery &q = *m_insertName[table];
    q.addBindValue(id);
    q.addBindValue(QString::fromStdString(name));
    if (!q.exec()) {
        failQuery(q.lastError());
        return std::nullopt;
    }
    names.emplace(name, id);
    return id;
}

bool DatabaseWriter::add(const EncodedGame &game)
{
    if (!m_db)
        return false;
    const GameHeader &h = game.header;
    const std::pair<NameTable, const std::string &> names[] = {
        {Players, h.white}, {Players, h.black}, {Events, h.event}, {Sites, h.site}};
    std::array<int, 4> ids {};
    for (std::size_t i = 0; i < std::size(names); ++i) {
        const std::optional<int> id = nameId(names[i].first, names[i].second);
        if (!id)
            return false;
        ids[i] = *id;
    }
    QSqlQuery &q = *m_insertGame;
    bindGameRow(q, ++m_count, ids, h);
    if (!q.exec())
        return failQuery(q.lastError());
    m_chunk.add(game.search, game.record);
    return m_chunk.count() < ChunkGames || writeChunk();
}

bool DatabaseWriter::writeChunk()
{
    const ChunkBuilder::Bytes bytes = m_chunk.take();
    for (QSqlQuery *q : {m_insertSearches.get(), m_insertChunk.get()}) {
        const std::string &row = q == m_insertChunk.get() ? bytes.games : bytes.searches;
        q->addBindValue(m_chunks);
        q->addBindValue(QByteArray(row.data(), static_cast<qsizetype>(row.size())));
        if (!q->exec())
            return failQuery(q->lastError());
    }
    ++m_chunks;
    return true;
}

bool DatabaseWriter::finish()
{
    if (!m_db)
        return false;
    if (m_chunk.count() > 0 && !writeChunk())
        return false;
    QSqlQuery games(*m_db);
    games.prepare(QStringLiteral("INSERT INTO meta VALUES ('games', ?)"));
    games.addBindValue(m_count);
    if (!games.exec())
        return failQuery(games.lastError());
    // Indexes are built once at the end, which is much faster than keeping them up to date.
    for (const char *index : {"CREATE INDEX games_white ON games(white)", "CREATE INDEX games_black ON games(black)",
                              "CREATE INDEX games_event ON games(event)", "CREATE INDEX games_site ON games(site)",
                              "CREATE INDEX games_day ON games(day)", "CREATE INDEX games_eco ON games(eco)",
                              "CREATE INDEX games_white_elo ON games(white_elo)",
                              "CREATE INDEX games_black_elo ON games(black_elo)", "COMMIT"})
        if (!exec(index))
            return false;
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
