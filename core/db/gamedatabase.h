// SPDX-License-Identifier: GPL-3.0-or-later
// A game database: one SQLite file (through Qt SQL, no server) holding games in the order they
// were imported, numbered from 1. Players, events and sites are stored once each; the header
// columns are indexed for searching; the games themselves are stored by the thousand in chunks
// (chunk.h) of compact records (gamecodec.h).
//
// Schema (version 1):
//   meta(key, value)                      'ferz-games': the version; 'games': their number
//   players(id, name), events(id, name), sites(id, name)
//   games(id, white, black, event, site, date, day, round, result, white_elo, black_elo, eco, plies)
//   searches(id, data), chunks(id, data)  the search records and the records of games
//                                         1024 × id + 1 … (chunk.h)
//
// An object uses its own connection and belongs to the thread that opened it.
#pragma once

#include "core/db/chunk.h"
#include "core/db/gamecodec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QSqlDatabase;
class QVariant;

namespace ferz::db {

enum class DatabaseError {
    None,
    NoDriver, // Qt's SQLite driver (libqt6sql6-sqlite) is not installed
    CannotOpen, // the file cannot be opened
    NotADatabase, // the file is no Ferz game database
    NewerVersion, // written by a newer Ferz
    Damaged, // a number or a record of the file is impossible (detail says which)
    Exists, // creating a database where a file already is
    InUse, // another import is writing a database there now
    CannotWrite, // writing failed (detail says why)
    CannotRead, // a query failed (detail says why)
};

// The most games a database may hold: the number of chunks must fit an int.
inline constexpr int MaxGames = std::numeric_limits<int>::max() - ChunkGames;

// A header search; every field given must match. Texts match any part, ignoring ASCII case.
struct HeaderQuery {
    std::string player; // either colour
    std::string white, black;
    std::string event, site;
    int fromDay = 0, toDay = 0; // dayOf() bounds, inclusive; 0 leaves that end open
    int result = -1; // a result code; -1 any
    std::string eco; // a prefix: "B", "B2", "B22"
    int minElo = 0; // both players rated at least this

    bool empty() const;
};

class GameDatabase {
    Q_DECLARE_TR_FUNCTIONS(GameDatabase)

public:
    GameDatabase();
    ~GameDatabase();
    GameDatabase(const GameDatabase &) = delete;
    GameDatabase &operator=(const GameDatabase &) = delete;

    // Opens an existing database for reading. Its tables must have the columns it reads, and its
    // number of games must agree with its rows and with what the file's size can hold; otherwise
    // it is Damaged (a count is trusted nowhere before that).
    bool open(const QString &path);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    DatabaseError error() const { return m_error; }
    // Why, for the error: what the database driver said (untranslated) or which number of the
    // file is impossible; may be empty.
    QString errorDetail() const { return m_detail; }

    int count() const { return m_count; }
    // The headers of games first … first + n - 1 (1-based, those that exist), in order.
    std::vector<GameHeader> headers(int first, int n);
    // The headers of these games (numbers from 1), in the order given; empty headers and
    // CannotRead when the query fails.
    std::vector<GameHeader> headersOf(const std::vector<int> &games);
    // Game `id` (1-based) as it was imported.
    bool readGame(int id, GameTree &tree);
    int chunkCount() const { return (m_count + ChunkGames - 1) / ChunkGames; }
    // The rows of chunk `index` (0-based), which holds games ChunkGames × index + 1 …: their
    // search records (SearchesView) and their records (GamesView). False with Damaged when the row
    // is missing, with CannotRead when the query fails.
    bool readSearches(int index, QByteArray &bytes);
    bool readGames(int index, QByteArray &bytes);
    // The games whose headers match, in order; nullopt (CannotRead, and why) when the query fails.
    std::optional<std::vector<int>> findGames(const HeaderQuery &query);

    static constexpr int Version = 1;

private:
    bool fail(DatabaseError error, const QString &detail = {});
    bool readRow(const char *table, int index, QByteArray &bytes);
    bool checkTables();
    bool checkCount(const QVariant &stored);

    std::unique_ptr<QSqlDatabase> m_db;
    QString m_path;
    DatabaseError m_error = DatabaseError::None;
    QString m_detail;
    int m_count = 0;
};

// Whether the file at `path` is an SQLite file (which a game database is); it says nothing of
// what the file holds.
bool isDatabaseFile(const QString &path);
// A fresh name for a Qt SQL connection: each object and thread needs its own.
QString newConnectionName();
// The SQL that creates an empty database of this version.
const std::vector<const char *> &schemaStatements();

} // namespace ferz::db
