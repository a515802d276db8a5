// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/gamedatabase.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>
#include <map>
#include <numeric>

namespace ferz::db {

namespace {

QString qText(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string text(const QVariant &v)
{
    return v.toString().toStdString();
}

// A LIKE pattern matching any text that contains `part`.
QString containing(const std::string &part)
{
    QString escaped = qText(part);
    escaped.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    return '%' + escaped + '%';
}

} // namespace

bool isDatabaseFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3", 16);
}

QString newConnectionName()
{
    static std::atomic<int> counter {0};
    return QStringLiteral("ferz-db-%1").arg(++counter);
}

const std::vector<const char *> &schemaStatements()
{
    static const std::vector<const char *> statements = {
        "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT)",
        "CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE events(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE sites(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE games(id INTEGER PRIMARY KEY, white INTEGER, black INTEGER, event INTEGER, site INTEGER,"
        " date TEXT, day INTEGER, round TEXT, result INTEGER, white_elo INTEGER, black_elo INTEGER, eco TEXT,"
        " plies INTEGER)",
        "CREATE TABLE searches(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
        "CREATE TABLE chunks(id INTEGER PRIMARY KEY, data BLOB NOT NULL)",
    };
    return statements;
}

bool HeaderQuery::empty() const
{
    return player.empty() && white.empty() && black.empty() && event.empty() && site.empty() && fromDay == 0
        && toDay == 0 && result < 0 && eco.empty() && minElo == 0;
}

GameDatabase::GameDatabase() = default;

GameDatabase::~GameDatabase()
{
    close();
}

bool GameDatabase::fail(DatabaseError error, const QString &detail)
{
    m_error = error;
    m_detail = detail;
    return false;
}

bool GameDatabase::open(const QString &path)
{
    close();
    m_path = path;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(DatabaseError::NoDriver);
    if (!QFileInfo(path).isFile())
        return fail(DatabaseError::CannotOpen);
    m_db = std::make_unique<QSqlDatabase>(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), newConnectionName()));
    m_db->setDatabaseName(path);
    m_db->setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!m_db->open())
        return fail(DatabaseError::CannotOpen, m_db->lastError().text());
    QSqlQuery version(*m_db);
    if (!version.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'ferz-games'")) || !version.next())
        return fail(DatabaseError::NotADatabase, version.lastError().text());
    if (version.value(0).toInt() > Version)
        return fail(DatabaseError::NewerVersion);
    // The writer notes the number of games: counting a million rows takes a while.
    QSqlQuery count(*m_db);
    if (!count.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'games'")) || !count.next())
        return fail(DatabaseError::NotADatabase, count.lastError().text());
    if (!checkTables() || !checkCount(count.value(0)))
        return false;
    m_error = DatabaseError::None;
    return true;
}

bool GameDatabase::checkTables()
{
    for (const char *columns : {"id, white, black, event, site, date, day, round, result, white_elo, black_elo, eco,"
                                " plies FROM games",
                                "id, name FROM players", "id, name FROM events", "id, name FROM sites",
                                "id, data FROM searches", "id, data FROM chunks"}) {
        QSqlQuery q(*m_db);
        if (!q.exec(QStringLiteral("SELECT %1 LIMIT 0").arg(QLatin1String(columns))))
            return fail(DatabaseError::Damaged, q.lastError().text());
    }
    return true;
}

// The count sizes the lists and the searches: it must be what the rows and the file hold.
bool GameDatabase::checkCount(const QVariant &stored)
{
    bool number = false;
    const qint64 games = stored.toString().toLongLong(&number);
    if (!number || games < 0)
        return fail(DatabaseError::Damaged, tr("its number of games, “%1”, is no count").arg(stored.toString()));
    // Each game takes at least its search record and the end of its record in its chunk.
    const qint64 bytes = QFileInfo(m_path).size();
    const qint64 most = std::min<qint64>(bytes / (SearchRecord::Bytes + 4), MaxGames);
    if (games > most)
        return fail(DatabaseError::Damaged,
                    tr("it claims %1 games, more than its %2 bytes can hold (%3)").arg(games).arg(bytes).arg(most));
    QSqlQuery rows(*m_db);
    if (!rows.exec(QStringLiteral("SELECT (SELECT ifnull(max(id), 0) FROM games), (SELECT ifnull(max(id) + 1, 0)"
                                  " FROM searches), (SELECT ifnull(max(id) + 1, 0) FROM chunks)"))
        || !rows.next())
        return fail(DatabaseError::CannotRead, rows.lastError().text());
    const qint64 lastGame = rows.value(0).toLongLong();
    if (lastGame != games)
        return fail(DatabaseError::Damaged,
                    tr("it claims %1 games, but its last game is number %2").arg(games).arg(lastGame));
    const qint64 chunks = (games + ChunkGames - 1) / ChunkGames;
    for (int column : {1, 2})
        if (const qint64 rowsThere = rows.value(column).toLongLong(); rowsThere != chunks)
            return fail(DatabaseError::Damaged,
                        tr("its %1 games need %2 chunks, but it has %3").arg(games).arg(chunks).arg(rowsThere));
    m_count = static_cast<int>(games);
    return true;
}

void GameDatabase::close()
{
    if (!m_db)
        return;
    const QString name = m_db->connectionName();
    m_db->close();
    m_db.reset();
    QSqlDatabase::removeDatabase(name);
    m_count = 0;
}

bool GameDatabase::isOpen() const
{
    return m_db && m_db->isOpen();
}

std::vector<GameHeader> GameDatabase::headers(int first, int n)
{
    std::vector<int> games(static_cast<std::size_t>(std::max(std::min(n, m_count - first + 1), 0)));
    std::iota(games.begin(), games.end(), first);
    return headersOf(games);
}

std::vector<GameHeader> GameDatabase::headersOf(const std::vector<int> &games)
{
    std::vector<GameHeader> list(games.size());
    if (!isOpen() || games.empty())
        return list;
    // The numbers go into the statement as text: they are integers, and a statement with a
    // placeholder for each would be prepared for every length.
    QStringList numbers;
    numbers.reserve(static_cast<qsizetype>(games.size()));
    std::map<int, std::vector<std::size_t>> rows; // a game may be asked for twice
    for (std::size_t i = 0; i < games.size(); ++i) {
        numbers << QString::number(games[i]);
        rows[games[i]].push_back(i);
    }
    QSqlQuery q(*m_db);
    q.setForwardOnly(true);
    if (!q.exec(
            QStringLiteral("SELECT g.id, w.name, b.name, e.name, s.name, g.date, g.round, g.result, g.white_elo,"
                           " g.black_elo, g.eco, g.plies"
                           " FROM games g LEFT JOIN players w ON w.id = g.white LEFT JOIN players b ON b.id = g.black"
                           " LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site"
                           " WHERE g.id IN (%1)")
                .arg(numbers.join(QLatin1Char(','))))) {
        fail(DatabaseError::CannotRead, q.lastError().text());
        return list;
    }
    while (q.next()) {
        GameHeader h;
        h.white = text(q.value(1));
        h.black = text(q.value(2));
        h.event = text(q.value(3));
        h.site = text(q.value(4));
        h.date = text(q.value(5));
        h.round = text(q.value(6));
        h.result = q.value(7).isNull() ? -1 : q.value(7).toInt();
        h.whiteElo = q.value(8).toInt();
        h.blackElo = q.value(9).toInt();
        h.eco = text(q.value(10));
        h.plies = q.value(11).toInt();
        for (const std::size_t row : rows[q.value(0).toInt()])
            list[row] = h;
    }
    return list;
}

bool GameDatabase::readRow(const char *table, int index, QByteArray &bytes)
{
    if (!isOpen())
        return false;
    QSqlQuery q(*m_db);
    q.prepare(QStringLiteral("SELECT data FROM %1 WHERE id = ?").arg(QLatin1String(table)));
    q.addBindValue(index);
    if (!q.exec())
        return fail(DatabaseError::CannotRead, q.lastError().text());
    if (!q.next())
        return fail(DatabaseError::Damaged, tr("row %1 of its %2 is missing").arg(index).arg(QLatin1String(table)));
    bytes = q.value(0).toByteArray();
    return true;
}

bool GameDatabase::readSearches(int index, QByteArray &bytes)
{
    return readRow("searches", index, bytes);
}

bool GameDatabase::readGames(int index, QByteArray &bytes)
{
    return readRow("chunks", index, bytes);
}

bool GameDatabase::readGame(int id, GameTree &tree)
{
    if (id < 1 || id > m_count)
        return false;
    const std::vector<GameHeader> header = headers(id, 1);
    QByteArray bytes;
    if (header.size() != 1 || !readGames((id - 1) / ChunkGames, bytes))
        return fail(DatabaseError::Damaged);
    const GamesView games(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    const int i = (id - 1) % ChunkGames;
    if (!games.valid() || i >= games.count() || !decodeGame(header.front(), games.record(i), tree))
        return fail(DatabaseError::Damaged);
    return true;
}

std::optional<std::vector<int>> GameDatabase::findGames(const HeaderQuery &query)
{
    std::vector<int> ids;
    if (!isOpen())
        return std::nullopt;
    QStringList where;
    QVariantList values;
    auto nameIn = [&](const char *column, const char *table, const std::string &part) {
        where << QStringLiteral("%1 IN (SELECT id FROM %2 WHERE name LIKE ? ESCAPE '\\')").arg(column, table);
        values << containing(part);
    };
    if (!query.player.empty()) {
        where << QStringLiteral("(white IN (SELECT id FROM players WHERE name LIKE ? ESCAPE '\\')"
                                " OR black IN (SELECT id FROM players WHERE name LIKE ? ESCAPE '\\'))");
        values << containing(query.player) << containing(query.player);
    }
    if (!query.white.empty())
        nameIn("white", "players", query.white);
    if (!query.black.empty())
        nameIn("black", "players", query.black);
    if (!query.event.empty())
        nameIn("event", "events", query.event);
    if (!query.site.empty())
        nameIn("site", "sites", query.site);
    if (query.fromDay > 0) {
        where << QStringLiteral("day >= ?");
        values << query.fromDay;
    }
    if (query.toDay > 0) {
        where << QStringLiteral("day BETWEEN 1 AND ?");
        values << query.toDay;
    }
    if (query.result >= 0) {
        where << QStringLiteral("result = ?");
        values << query.result;
    }
    if (!query.eco.empty()) {
        // A prefix as a range, which the index serves: "B2" is from "B2" to just before "B3".
        std::string next = query.eco;
        next.back() = static_cast<char>(next.back() + 1);
        where << QStringLiteral("eco >= ? AND eco < ?");
        values << qText(query.eco) << qText(next);
    }
    if (query.minElo > 0) {
        where << QStringLiteral("white_elo >= ? AND black_elo >= ?");
        values << query.minElo << query.minElo;
    }
    QSqlQuery q(*m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id FROM games%1 ORDER BY id")
                  .arg(where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "))));
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        fail(DatabaseError::CannotRead, q.lastError().text());
        return std::nullopt;
    }
    while (q.next())
        ids.push_back(q.value(0).toInt());
    return ids;
}

} // namespace ferz::db
