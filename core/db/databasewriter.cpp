// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/databasewriter.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace ferz::db {

namespace {

enum NameTable {
    Players,
    Events,
    Sites
};
constexpr const char *NameTables[] = {"players", "events", "sites"};

QVariant orNull(int value)
{
    return value > 0 ? QVariant(value) : QVariant(QMetaType::fromType<int>());
}

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

void DatabaseWriter::abandon()
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
    if (!m_partPath.isEmpty())
        QFile::remove(m_partPath);
}

bool DatabaseWriter::exec(const char *sql)
{
    QSqlQuery q(*m_db);
    return q.exec(QString::fromLatin1(sql)) || fail(DatabaseError::CannotWrite, q.lastError().text());
}

bool DatabaseWriter::create(const QString &path)
{
    m_path = path;
    m_partPath = path + QStringLiteral(".part");
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(DatabaseError::NoDriver);
    if (QFile::exists(path))
        return fail(DatabaseError::Exists);
    QFile::remove(m_partPath);
    m_db = std::make_unique<QSqlDatabase>(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), newConnectionName()));
    m_db->setDatabaseName(m_partPath);
    if (!m_db->open())
        return fail(DatabaseError::CannotWrite, m_db->lastError().text());
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
        return fail(DatabaseError::CannotWrite, meta.lastError().text());
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

QVariant DatabaseWriter::nameId(int table, const std::string &name)
{
    auto &names = m_names[table];
    const auto [it, added] = names.try_emplace(name, static_cast<int>(names.size()) + 1);
    if (added) {
        QSqlQuery &q = *m_insertName[table];
        q.addBindValue(it->second);
        q.addBindValue(QString::fromStdString(name));
        if (!q.exec())
            return QVariant();
    }
    return it->second;
}

bool DatabaseWriter::add(const EncodedGame &game)
{
    if (!m_db)
        return false;
    const GameHeader &h = game.header;
    QSqlQuery &q = *m_insertGame;
    q.addBindValue(++m_count);
    q.addBindValue(nameId(Players, h.white));
    q.addBindValue(nameId(Players, h.black));
    q.addBindValue(nameId(Events, h.event));
    q.addBindValue(nameId(Sites, h.site));
    q.addBindValue(QString::fromStdString(h.date));
    q.addBindValue(orNull(dayOf(h.date)));
    q.addBindValue(QString::fromStdString(h.round));
    q.addBindValue(h.result >= 0 ? QVariant(h.result) : QVariant(QMetaType::fromType<int>()));
    q.addBindValue(orNull(h.whiteElo));
    q.addBindValue(orNull(h.blackElo));
    q.addBindValue(QString::fromStdString(h.eco));
    q.addBindValue(h.plies);
    if (!q.exec())
        return fail(DatabaseError::CannotWrite, q.lastError().text());
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
            return fail(DatabaseError::CannotWrite, q->lastError().text());
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
        return fail(DatabaseError::CannotWrite, games.lastError().text());
    // Indexes are built once at the end, which is much faster than keeping them up to date.
    for (const char *index : {"CREATE INDEX games_white ON games(white)", "CREATE INDEX games_black ON games(black)",
                              "CREATE INDEX games_event ON games(event)", "CREATE INDEX games_site ON games(site)",
                              "CREATE INDEX games_day ON games(day)", "CREATE INDEX games_eco ON games(eco)",
                              "CREATE INDEX games_white_elo ON games(white_elo)",
                              "CREATE INDEX games_black_elo ON games(black_elo)", "COMMIT"})
        if (!exec(index))
            return false;
    const QString part = m_partPath;
    m_partPath.clear(); // abandon() must not remove it now
    abandon();
    if (QFile::exists(m_path) || !QFile::rename(part, m_path)) {
        QFile::remove(part);
        return fail(DatabaseError::CannotWrite);
    }
    return true;
}

} // namespace ferz::db
