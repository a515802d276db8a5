// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/gamedatabase.h"

#include "core/file/atomicfile.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>
#include <cerrno>
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
QVariant orNull(int value)
{
    return value > 0 ? QVariant(value) : QVariant(QMetaType::fromType<int>());
}

std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QByteArray bytesOf(const std::string &s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

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

void bindGameRow(QSqlQuery &q, int id, const std::array<int, 4> &names, const GameHeader &h)
{
    q.addBindValue(id);
    for (const int name : names)
        q.addBindValue(name);
    q.addBindValue(QString::fromStdString(h.date));
    q.addBindValue(orNull(dayOf(h.date)));
    q.addBindValue(QString::fromStdString(h.round));
    const int result = resultCode(h.result);
    q.addBindValue(result >= 0 ? QVariant(result) : QVariant(QMetaType::fromType<int>()));
    q.addBindValue(orNull(h.whiteElo));
    q.addBindValue(orNull(h.blackElo));
    q.addBindValue(QString::fromStdString(h.eco));
    q.addBindValue(h.plies);
}

QString writeFailure(const QSqlError &error)
{
    constexpr int SqliteFull = 13; // SQLITE_FULL, "database or disk is full"
    // The low byte of an extended result code is its primary code.
    const bool full = (error.nativeErrorCode().toInt() & 0xff) == SqliteFull;
    return full ? ferz::systemReason(ENOSPC) : error.text();
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
        h.result = q.value(7).isNull() ? std::string() : std::string(resultOfCode(q.value(7).toInt()));
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
    const GamesView games(view(bytes));
    const int i = (id - 1) % ChunkGames;
    if (!games.valid() || i >= games.count() || !decodeGame(header.front(), games.record(i), tree))
        return fail(DatabaseError::Damaged);
    return true;
}

bool GameDatabase::replacedChunk(int id, const EncodedGame &game, QByteArray &searchBytes, QByteArray &gameBytes)
{
    const int chunk = (id - 1) / ChunkGames, slot = (id - 1) % ChunkGames;
    if (!readSearches(chunk, searchBytes) || !readGames(chunk, gameBytes))
        return false;
    const SearchesView searches(view(searchBytes));
    const GamesView games(view(gameBytes));
    if (!searches.valid() || !games.valid() || searches.count() != games.count() || slot >= games.count())
        return fail(DatabaseError::Damaged, tr("chunk %1 cannot be read").arg(chunk));
    ChunkBuilder builder;
    for (int i = 0; i < games.count(); ++i) {
        if (i == slot)
            builder.add(game.search, game.record);
        else
            builder.add(searches.at(i), games.record(i));
    }
    const ChunkBuilder::Bytes bytes = builder.take();
    searchBytes = bytesOf(bytes.searches);
    gameBytes = bytesOf(bytes.games);
    return true;
}

bool GameDatabase::replaceGame(int id, const GameTree &tree)
{
    if (!isOpen() || id < 1 || id > m_count)
        return false;
    const EncodedGame game = encodeGame(tree);
    QByteArray searches, games;
    if (!replacedChunk(id, game, searches, games))
        return false;
    // This object's connection only reads; the write takes one of its own, for this transaction.
    const QString name = newConnectionName();
    bool written = true;
    QString failure;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        auto run = [&](const QString &sql, const QVariantList &values = {}) {
            QSqlQuery q(db);
            q.prepare(sql);
            for (const QVariant &v : values)
                q.addBindValue(v);
            if (written && !q.exec()) {
                written = false;
                failure = writeFailure(q.lastError());
            }
            return written ? std::optional<QSqlQuery>(std::move(q)) : std::nullopt;
        };
        // The id of a name, added to its table when new.
        auto nameId = [&](int table, const std::string &text) -> int {
            const QString value = qText(text);
            std::optional<QSqlQuery> found =
                run(QStringLiteral("SELECT id FROM %1 WHERE name = ?").arg(NameTables[table]), {value});
            if (!found)
                return 0;
            if (found->next())
                return found->value(0).toInt();
            std::optional<QSqlQuery> added =
                run(QStringLiteral("INSERT INTO %1(name) VALUES (?)").arg(NameTables[table]), {value});
            return added ? added->lastInsertId().toInt() : 0;
        };
        if (!db.open()) {
            written = false;
            failure = db.lastError().text();
        } else if (run(QStringLiteral("BEGIN IMMEDIATE"))) {
            const GameHeader &h = game.header;
            const std::array<int, 4> ids = {nameId(0, h.white), nameId(0, h.black), nameId(1, h.event),
                                            nameId(2, h.site)};
            QSqlQuery row(db);
            row.prepare(QStringLiteral("REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
            bindGameRow(row, id, ids, h);
            if (written && !row.exec()) {
                written = false;
                failure = writeFailure(row.lastError());
            }
            const QVariant chunk = (id - 1) / ChunkGames;
            run(QStringLiteral("UPDATE searches SET data = ? WHERE id = ?"), {searches, chunk});
            run(QStringLiteral("UPDATE chunks SET data = ? WHERE id = ?"), {games, chunk});
            run(QStringLiteral("COMMIT"));
            if (!written)
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return written || fail(DatabaseError::CannotWrite, failure);
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
