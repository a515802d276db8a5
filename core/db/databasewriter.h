// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a new game database, game after game (schema.h describes the file). The file is written
// under a temporary name (the target's with ".part"), forced to the disk and given its own name
// only when finish() succeeds, so a database is never seen half written; an unfinished one is
// removed. The writer holds a lock on the .part file meanwhile: a second writer of the same target
// is refused (InUse), and a .part file nobody holds (an import that was killed) is reused.
#pragma once

#include "core/db/chunk.h"
#include "core/db/gamedatabase.h"
#include "core/db/openinglines.h"
#include "core/db/sqlite.h"

#include <QString>

#include <memory>

namespace ferz::db {

class TableWriter;

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
    // Writes what is left and gives the file its name.
    bool finish();

    DatabaseError error() const { return m_error; }
    QString errorDetail() const { return m_detail; }

private:
    bool fail(DatabaseError error, const QString &detail = {});
    bool failWrite();
    bool claimPart();
    bool writeChunk();
    void closeDatabase();
    // Closes the database and removes the .part file, unless it was put in place.
    void abandon();

    Sqlite m_db;
    std::unique_ptr<TableWriter> m_tables;
    NameIndex m_names;
    OpeningLines m_lines;
    Chunk m_chunk;
    QString m_path, m_partPath;
    int m_lock = -1; // the .part file, locked while this writer owns it
    int m_count = 0;
    int m_chunks = 0;
    DatabaseError m_error = DatabaseError::None;
    QString m_detail;
};

} // namespace ferz::db
