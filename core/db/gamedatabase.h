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

#include "core/collection/gamecollection.h"
#include "core/db/chunk.h"
#include "core/db/gamecodec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <array>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;
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

class GameDatabase : public GameCollection {
    Q_DECLARE_TR_FUNCTIONS(GameDatabase)

public:
    GameDatabase();
    ~GameDatabase() override;
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

    int count() const override { return m_count; }
    // The headers of games first … first + n - 1 (1-based, those that exist), in order.
    std::vector<GameHeader> headers(int first, int n);
    // The headers of these games, in the order given; empty headers and CannotRead when the
    // query fails.
    std::vector<GameHeader> headersOf(const std::vector<int> &games) override;
    // Game `id` (1-based) as it was imported or last replaced.
    bool readGame(int id, GameTree &tree) override;
    // Replaces game `id` in one SQLite transaction (its header, search record and record), on a
    // connection of its own that may write: the file holds either the old game or the new one.
    bool replaceGame(int id, const GameTree &tree) override;
    int chunkCount() const { return (m_count + ChunkGames - 1) / ChunkGames; }
    // The rows of chunk `index` (0-based), which holds games ChunkGames × index + 1 …: their
    // search records (SearchesView) and their records (GamesView). False with Damaged when the row
    // is missing, with CannotRead when the query fails.
    bool readSearches(int index, QByteArray &bytes);
    bool readGames(int index, QByteArray &bytes);
    // The games whose headers match, in order; nullopt (CannotRead, and why) when the query fails.
    std::optional<std::vector<int>> findGames(const HeaderQuery &query) override;

    static constexpr int Version = 1;

private:
    bool fail(DatabaseError error, const QString &detail = {});
    bool readRow(const char *table, int index, QByteArray &bytes);
    bool checkTables();
    bool checkCount(const QVariant &stored);
    // The rows of game `id`'s chunk with its search record and record replaced by `game`'s.
    bool replacedChunk(int id, const EncodedGame &game, QByteArray &searches, QByteArray &games);

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
// The name tables (players, events, sites) by the index bindGameRow takes their ids in.
inline constexpr const char *NameTables[] = {"players", "events", "sites"};
// Binds a row of `INSERT INTO games VALUES (…)`: the game's number, the ids of its White, Black
// (players), event and site, then the rest of its header.
void bindGameRow(QSqlQuery &query, int id, const std::array<int, 4> &names, const GameHeader &header);
// Why SQLite could not write: a full disk in the system's words, anything else as SQLite says it.
QString writeFailure(const QSqlError &error);

} // namespace ferz::db
