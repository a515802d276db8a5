// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a new game database, game after game (gamedatabase.h describes the file). The file is
// written under a temporary name and takes its own name only when finish() succeeds, so a
// database is never seen half written; an unfinished one is removed.
#pragma once

#include "core/db/chunk.h"
#include "core/db/gamedatabase.h"

#include <QString>

#include <memory>
#include <string>
#include <unordered_map>

class QSqlDatabase;
class QSqlQuery;

namespace ferz::db {

class DatabaseWriter {
public:
    DatabaseWriter();
    ~DatabaseWriter();
    DatabaseWriter(const DatabaseWriter &) = delete;
    DatabaseWriter &operator=(const DatabaseWriter &) = delete;

    // Starts a database at `path`, where no file may be yet.
    bool create(const QString &path);
    // Appends a game; its number is the count of games added so far.
    bool add(const EncodedGame &game);
    int count() const { return m_count; }
    // Writes what is left and the indexes, and gives the file its name.
    bool finish();

    DatabaseError error() const { return m_error; }
    QString errorDetail() const { return m_detail; }

private:
    bool fail(DatabaseError error, const QString &detail = {});
    bool exec(const char *sql);
    // The id of `name` in a name table (players, events, sites), added when new.
    QVariant nameId(int table, const std::string &name);
    bool writeChunk();
    void abandon();

    std::unique_ptr<QSqlDatabase> m_db;
    std::unique_ptr<QSqlQuery> m_insertGame, m_insertSearches, m_insertChunk, m_insertName[3];
    std::unordered_map<std::string, int> m_names[3];
    ChunkBuilder m_chunk;
    QString m_path, m_partPath;
    int m_count = 0;
    int m_chunks = 0;
    DatabaseError m_error = DatabaseError::None;
    QString m_detail;
};

} // namespace ferz::db
