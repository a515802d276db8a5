// SPDX-License-Identifier: GPL-3.0-or-later
// A game database: one SQLite file holding games in order, numbered from 1, in chunks of compact
// parts (schema.h, chunk.h, gamecodec.h). Names are stored once each; headers are searched by
// reading the chunks' header columns (as Scid reads its index), positions by their search records
// and opening lines (positionsearch.h).
//
// Games are changed in place: replaced, added at the end, removed (the games after them move up a
// number), each change one SQLite transaction, so that the file holds the games as they were
// before it or as they are after it, whatever stops the program meanwhile (a kill -9 leaves a
// journal that the next opening rolls back). A database written by the first format (version 1)
// is refused, with what to do: import its PGN again.
//
// An object uses its own connection and belongs to the thread that opened it; a search's further
// threads read chunks on connections of their own (ChunkReader).
#pragma once

#include "core/collection/gamecollection.h"
#include "core/db/chunk.h"
#include "core/db/chunkreader.h"
#include "core/db/gamecodec.h"
#include "core/db/heldrecords.h"
#include "core/db/linetotals.h"
#include "core/db/openinglines.h"
#include "core/db/schema.h"
#include "core/db/sqlite.h"

#include <QCoreApplication>
#include <QString>

#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace ferz::db {

enum class DatabaseError {
    None,
    CannotOpen, // the file cannot be opened
    NotADatabase, // the file is no Ferz game database
    OldVersion, // written by an older Ferz in a format this one does not read: import it again
    NewerVersion, // written by a newer Ferz
    Damaged, // a number or a record of the file is impossible (detail says which)
    Exists, // creating a database where a file already is
    InUse, // another import is writing a database there now
    CannotWrite, // writing failed (detail says why)
    CannotRead, // a query failed (detail says why)
};

// The most games a database may hold: numbers and counts are ints.
inline constexpr int MaxGames = std::numeric_limits<int>::max() - ChunkGames;

class GameDatabase : public GameCollection {
    Q_DECLARE_TR_FUNCTIONS(GameDatabase)

public:
    GameDatabase();
    ~GameDatabase() override;
    GameDatabase(const GameDatabase &) = delete;
    GameDatabase &operator=(const GameDatabase &) = delete;

    // Opens an existing database, for writing too when the file may be written. Its tables must
    // have the columns it reads, and its number of games must agree with its chunks; otherwise it
    // is Damaged (a count is trusted nowhere before that).
    bool open(const QString &path);
    void close();
    bool isOpen() const { return m_db.isOpen(); }
    bool isReadOnly() const { return m_readOnly; }
    QString path() const { return m_path; }
    DatabaseError error() const { return m_error; }
    // Why, for the error: what SQLite said (untranslated) or which number of the file is
    // impossible; may be empty.
    QString errorDetail() const { return m_detail; }
    // Forgets the last error: a caller that reads many things checks error() once after them.
    void clearError()
    {
        m_error = DatabaseError::None;
        m_detail.clear();
    }
    // The version of the file's format, once open() has read it (also when it refused it).
    int version() const { return m_version; }

    int count() const override { return m_count; }
    // The headers of games first … first + n - 1 (1-based, those that exist), in order.
    std::vector<GameHeader> headers(int first, int n);
    // The headers of these games, in the order given; empty headers (and CannotRead or Damaged)
    // when they cannot be read.
    std::vector<GameHeader> headersOf(const std::vector<int> &games) override;
    // Game `id` (1-based) as it was imported or last replaced.
    bool readGame(int id, GameTree &tree) override;
    // The games whose headers match, in order; nullopt (CannotRead or Damaged, and why) when the
    // chunks cannot be read.
    std::optional<std::vector<int>> findGames(const HeaderQuery &query) override;
    // A number that changes whenever game `id` does (its stored parts hashed); nullopt when it
    // cannot be read.
    std::optional<std::uint64_t> fingerprint(int id);

    // ---- Changes (databaseedits.cpp): each one transaction; false (and why) leaves the file as
    // it was. Numbers are those before the change.
    bool replaceGame(int id, const GameTree &tree) override;
    // Adds games at the end: the first is number count() + 1.
    bool addGames(const std::vector<const GameTree *> &trees);
    // Removes games; those after them move up.
    bool removeGames(const std::vector<int> &games);
    // Replaces game `id` by `tree` and removes `others` (a merge of duplicates).
    bool mergeInto(int id, const GameTree &tree, const std::vector<int> &others);
    struct Merge {
        int into = 0;
        const GameTree *tree = nullptr;
        std::vector<int> others;
    };
    // Several merges in one change.
    bool mergeGames(const std::vector<Merge> &merges);

    // ---- For searches
    struct ChunkInfo {
        std::int64_t id = 0; // its rows' id
        int games = 0;
        int first = 1; // the number of its first game
    };
    const std::vector<ChunkInfo> &chunks() const { return m_chunks; }
    int chunkCount() const { return static_cast<int>(m_chunks.size()); }
    // The chunk that holds game `id`, and the game's place in it.
    std::pair<int, int> chunkOf(int id) const;
    // Row `part` of chunk `k` (0-based, in chunks()): as ChunkReader's, on the database's own
    // connection (reader()).
    bool readRow(Part part, int k, std::string &bytes) { return m_reader->readRow(part, k, bytes); }
    // The four rows of chunk `k`, as readRow.
    bool readRows(int k, ChunkRows &rows);
    ChunkReader &reader() { return *m_reader; }
    // The opening lines, read when the database is opened (as Scid reads its index then) or else
    // at the first call; null (and Damaged) when they are damaged.
    const OpeningLines *lines();
    // The search records of every game, read when the database is opened (as Scid reads its
    // index then) or else at the first call; null when they take more than the memory budget.
    // Chunks whose rows cannot be read then are not held.
    const HeldRecords *records();
    // The held records grouped by their opening lines, built when the database is opened or else
    // at the first call; null when the records are not all held or the lines are damaged.
    const LineTotals *lineTotals();
    // The most memory the records may take (HeldRecords::MemoryBudget unless set): the searches
    // of a database with more read its records chunk by chunk.
    void setMemoryBudget(std::size_t bytes)
    {
        m_memoryBudget = bytes;
        m_records.reset();
        m_lineTotals.reset();
    }
    // The names the header columns refer to, read at the first call.
    const std::vector<std::string> *names();
    // Keeps what is read consistent until endReading(): another connection's change waits (a
    // search reads the chunks as they were when it began). Reloads the list of chunks when
    // another connection changed the file since it was read.
    bool beginReading();
    void endReading();

    static constexpr int Version = SchemaVersion;

private:
    friend class DatabaseEdit;
    friend class ChunkReader;

    bool fail(DatabaseError error, const QString &detail = {});
    // As fail, from a reader on any thread.
    bool failFromReader(DatabaseError error, const QString &detail);
    bool failRead();
    bool checkTables();
    bool loadChunks();
    // Reads the chunks again when another connection changed the file.
    bool refresh();
    bool headsOf(int k, std::vector<HeadIds> &heads);

    Sqlite m_db;
    std::unique_ptr<ChunkReader> m_reader; // on m_db, while open
    std::mutex m_errorLock; // for failFromReader
    QString m_path;
    bool m_readOnly = false;
    int m_version = 0;
    std::int64_t m_dataVersion = -1;
    DatabaseError m_error = DatabaseError::None;
    QString m_detail;
    int m_count = 0;
    std::vector<ChunkInfo> m_chunks;
    std::optional<OpeningLines> m_lines;
    std::optional<HeldRecords> m_records;
    std::optional<LineTotals> m_lineTotals;
    std::size_t m_memoryBudget = HeldRecords::MemoryBudget;
    std::optional<std::vector<std::string>> m_names;
    // The header columns of the chunk read last: a list pages through its games.
    int m_headsChunk = -1;
    std::vector<HeadIds> m_heads;
};

// Whether the file at `path` is an SQLite file (which a game database is); it says nothing of
// what the file holds.
bool isDatabaseFile(const QString &path);

} // namespace ferz::db
