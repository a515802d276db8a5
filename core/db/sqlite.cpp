// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/sqlite.h"

#include "core/file/atomicfile.h"

#include <QFile>

#include <sqlite3.h>

#include <cerrno>
#include <climits>

namespace ferz::db {

Sqlite::~Sqlite()
{
    close();
}

bool Sqlite::open(const QString &path, Mode mode)
{
    close();
    const int flags = mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY
        : mode == Mode::ReadWrite            ? SQLITE_OPEN_READWRITE
                                             : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    // A connection belongs to one thread: SQLite need not lock it.
    const int result =
        sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (result != SQLITE_OK)
        return false; // errorText() says why while the failed handle is kept
    sqlite3_extended_result_codes(m_db, 1);
    // Another connection writing waits rather than fails.
    sqlite3_busy_timeout(m_db, 10000);
    return true;
}

void Sqlite::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

bool Sqlite::exec(const char *sql)
{
    return m_db && sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

SqliteBlob::~SqliteBlob()
{
    close();
}

bool SqliteBlob::open(Sqlite &db, const char *table, const char *column, std::int64_t rowid)
{
    const bool moved =
        m_blob && m_table == table && m_column == column && sqlite3_blob_reopen(m_blob, rowid) == SQLITE_OK;
    if (!moved) {
        close();
        if (!db.m_db || sqlite3_blob_open(db.m_db, "main", table, column, rowid, 0, &m_blob) != SQLITE_OK) {
            m_blob = nullptr;
            return false;
        }
        m_table = table;
        m_column = column;
    }
    m_size = static_cast<std::size_t>(sqlite3_blob_bytes(m_blob));
    return true;
}

void SqliteBlob::close()
{
    if (m_blob)
        sqlite3_blob_close(m_blob);
    m_blob = nullptr;
    m_table = m_column = nullptr;
    m_size = 0;
}

bool SqliteBlob::read(std::size_t offset, std::size_t n, char *out)
{
    return m_blob && offset <= m_size && n <= m_size - offset && n <= INT_MAX
        && sqlite3_blob_read(m_blob, out, static_cast<int>(n), static_cast<int>(offset)) == SQLITE_OK;
}

SqliteStatement Sqlite::prepare(std::string_view sql)
{
    return SqliteStatement(m_db, sql);
}

int Sqlite::errorCode() const
{
    return m_db ? sqlite3_extended_errcode(m_db) : SQLITE_CANTOPEN;
}

QString Sqlite::errorText() const
{
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(SQLITE_CANTOPEN));
}

QString Sqlite::writeFailure() const
{
    // The low byte of an extended result code is its primary code.
    return (errorCode() & 0xff) == SQLITE_FULL ? ferz::systemReason(ENOSPC) : errorText();
}

std::int64_t Sqlite::lastInsertId() const
{
    return m_db ? sqlite3_last_insert_rowid(m_db) : 0;
}

std::int64_t Sqlite::dataVersion()
{
    SqliteStatement q = prepare("PRAGMA data_version");
    return q.step() ? q.integer(0) : -1;
}

SqliteStatement::SqliteStatement(sqlite3 *db, std::string_view sql)
{
    if (!db || sql.size() > INT_MAX
        || sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &m_statement, nullptr) != SQLITE_OK)
        m_statement = nullptr;
    m_failed = m_statement == nullptr;
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

SqliteStatement::SqliteStatement(SqliteStatement &&other) noexcept
    : m_statement(other.m_statement), m_failed(other.m_failed)
{
    other.m_statement = nullptr;
}

SqliteStatement &SqliteStatement::operator=(SqliteStatement &&other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(m_statement);
        m_statement = other.m_statement;
        m_failed = other.m_failed;
        other.m_statement = nullptr;
    }
    return *this;
}

SqliteStatement &SqliteStatement::bind(int i, std::int64_t value)
{
    if (m_statement && sqlite3_bind_int64(m_statement, i, value) != SQLITE_OK)
        m_failed = true;
    return *this;
}

SqliteStatement &SqliteStatement::bindText(int i, std::string_view text)
{
    if (m_statement
        && sqlite3_bind_text64(m_statement, i, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK)
        m_failed = true;
    return *this;
}

SqliteStatement &SqliteStatement::bindBlob(int i, std::string_view bytes)
{
    // An empty blob is a blob, not NULL: SQLite takes a null pointer for NULL.
    static const char nothing = 0;
    if (m_statement
        && sqlite3_bind_blob64(m_statement, i, bytes.empty() ? &nothing : bytes.data(), bytes.size(), SQLITE_TRANSIENT)
            != SQLITE_OK)
        m_failed = true;
    return *this;
}

bool SqliteStatement::step()
{
    if (!m_statement || m_failed)
        return false;
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW)
        return true;
    m_failed = result != SQLITE_DONE;
    return false;
}

bool SqliteStatement::run()
{
    // A failed statement is left as it is, for the connection's error to say why.
    step();
    if (m_failed)
        return false;
    reset();
    return true;
}

void SqliteStatement::reset()
{
    if (!m_statement)
        return;
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    m_failed = false;
}

std::int64_t SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

std::string_view SqliteStatement::text(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return text ? std::string_view(text, static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column)))
                : std::string_view();
}

std::string_view SqliteStatement::blob(int column) const
{
    const auto *bytes = static_cast<const char *>(sqlite3_column_blob(m_statement, column));
    return bytes ? std::string_view(bytes, static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column)))
                 : std::string_view();
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

} // namespace ferz::db
