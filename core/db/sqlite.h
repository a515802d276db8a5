// SPDX-License-Identifier: GPL-3.0-or-later
// The few parts of SQLite's C API the game database uses, owned: a connection and its prepared
// statements. The database talks to SQLite directly rather than through Qt SQL so that a search
// reads a chunk's bytes where SQLite holds them (no copy into a QVariant and a QByteArray for each
// row), and so that it depends on the SQLite library alone, not on a Qt plugin.
#pragma once

#include <QString>

#include <cstdint>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;
struct sqlite3_blob;

namespace ferz::db {

class SqliteStatement;
class SqliteBlob;

class Sqlite {
public:
    enum class Mode {
        ReadOnly,
        ReadWrite,
        Create, // read and write, the file made when missing
    };

    Sqlite() = default;
    ~Sqlite();
    Sqlite(const Sqlite &) = delete;
    Sqlite &operator=(const Sqlite &) = delete;

    bool open(const QString &path, Mode mode);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    // Runs statements that return no rows; false (see errorText()) when one fails.
    bool exec(const char *sql);
    SqliteStatement prepare(std::string_view sql);
    // SQLite's extended code and message for the last call that failed.
    int errorCode() const;
    QString errorText() const;
    // Why a write failed: a full disk in the system's words, anything else as SQLite says it.
    QString writeFailure() const;
    std::int64_t lastInsertId() const;
    // Changes when another connection commits a change to the file.
    std::int64_t dataVersion();

private:
    friend class SqliteBlob;
    sqlite3 *m_db = nullptr;
};

// A blob read in parts, without reading the rest of its row (SQLite's incremental blob I/O).
class SqliteBlob {
public:
    SqliteBlob() = default;
    ~SqliteBlob();
    SqliteBlob(const SqliteBlob &) = delete;
    SqliteBlob &operator=(const SqliteBlob &) = delete;

    // Opens column `column` of the row `rowid` of `table`, moving to it when the blob is open on
    // that table already; false when the row is missing or the file cannot be read (the
    // connection's errorText() says which).
    bool open(Sqlite &db, const char *table, const char *column, std::int64_t rowid);
    void close();
    std::size_t size() const { return m_size; }
    // `n` bytes from `offset` into `out`; false past the end or when reading fails.
    bool read(std::size_t offset, std::size_t n, char *out);

private:
    sqlite3_blob *m_blob = nullptr;
    const char *m_table = nullptr, *m_column = nullptr;
    std::size_t m_size = 0;
};

// A prepared statement. Bind values from 1, then step() through the rows; views of text and blobs
// are valid until the next step() or reset().
class SqliteStatement {
public:
    SqliteStatement() = default;
    SqliteStatement(sqlite3 *db, std::string_view sql);
    ~SqliteStatement();
    SqliteStatement(SqliteStatement &&other) noexcept;
    SqliteStatement &operator=(SqliteStatement &&other) noexcept;

    bool isValid() const { return m_statement != nullptr; }
    SqliteStatement &bind(int i, std::int64_t value);
    SqliteStatement &bindText(int i, std::string_view text);
    SqliteStatement &bindBlob(int i, std::string_view bytes);
    // The next row: true while there is one; false at the end and on an error (failed() says which).
    bool step();
    bool failed() const { return m_failed; }
    // Runs a statement that returns no rows; false when it fails.
    bool run();
    void reset();

    std::int64_t integer(int column) const;
    std::string_view text(int column) const;
    std::string_view blob(int column) const;
    bool isNull(int column) const;

private:
    sqlite3_stmt *m_statement = nullptr;
    bool m_failed = false;
};

} // namespace ferz::db
