// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/formatupgrade.h"

#include "core/db/bytes.h"
#include "core/db/chunk.h"
#include "core/db/schema.h"
#include "core/db/searchrecord.h"

#include <string>
#include <vector>

namespace ferz::db {

namespace {

// Rewrites the records of one searches row; a row that is not whole records is left as it is
// (the chunk is damaged, and a search says so).
void upgradeRecords(std::string &row)
{
    if (row.size() % SearchRecord::Bytes != 0)
        return;
    for (std::size_t at = 0; at < row.size(); at += SearchRecord::Bytes) {
        auto *record = reinterpret_cast<std::uint8_t *>(row.data() + at);
        const int count = StoredRecord(record).departureCount();
        putLittleEndian(record, ranksOfOrder(getLittleEndian(record, 8), count), 8);
    }
}

// Format 2 kept a chunk's moves in one row; format 3 keeps them in blocks (chunk.h). A row that
// is not its chunk's games is kept as its first block: it is as damaged as it was.
bool splitMoveRows(Sqlite &db)
{
    if (!db.exec("ALTER TABLE moves RENAME TO chunkmoves")
        || !db.exec("CREATE TABLE moves(id INTEGER PRIMARY KEY, data BLOB NOT NULL)"))
        return false;
    SqliteStatement rows =
        db.prepare("SELECT chunks.id, chunks.games, chunkmoves.data FROM chunks JOIN chunkmoves USING (id)");
    SqliteStatement write = db.prepare("INSERT INTO moves VALUES (?, ?)");
    while (rows.step()) {
        const std::int64_t id = rows.integer(0);
        std::vector<std::string> blocks = splitMoves(rows.blob(2), static_cast<int>(rows.integer(1)));
        if (blocks.empty())
            blocks.emplace_back(rows.blob(2));
        for (std::size_t b = 0; b < blocks.size(); ++b)
            if (!write.bind(1, moveBlockId(id, static_cast<int>(b))).bindBlob(2, blocks[b]).run())
                return false;
    }
    return !rows.failed() && db.exec("DROP TABLE chunkmoves");
}

int versionOf(Sqlite &db)
{
    SqliteStatement q = db.prepare("SELECT value FROM meta WHERE key = 'ferz-games'");
    return q.step() ? static_cast<int>(q.integer(0)) : 0;
}

} // namespace

std::uint64_t ranksOfOrder(std::uint64_t order, int count)
{
    SearchRecord r;
    for (int i = 0; i < count && i < 16; ++i)
        r.leave(static_cast<int>(order >> (4 * i) & 15));
    return r.departureRanks;
}

bool upgradeFormat(Sqlite &db, QString &why)
{
    if (!db.exec("BEGIN IMMEDIATE")) {
        why = db.writeFailure();
        return false;
    }
    auto fail = [&] {
        why = db.writeFailure();
        db.exec("ROLLBACK");
        return false;
    };
    const int version = versionOf(db);
    if (version == SchemaVersion)
        return db.exec("COMMIT") || fail();
    if (version != OldestUpgradable) {
        db.exec("ROLLBACK");
        why = QStringLiteral("format %1 cannot be brought up to date").arg(version);
        return false;
    }
    // The ids first: a table is not changed under a statement that walks it.
    std::vector<std::int64_t> ids;
    SqliteStatement all = db.prepare("SELECT id FROM searches ORDER BY id");
    while (all.step())
        ids.push_back(all.integer(0));
    if (all.failed())
        return fail();
    SqliteStatement read = db.prepare("SELECT data FROM searches WHERE id = ?");
    SqliteStatement write = db.prepare("UPDATE searches SET data = ? WHERE id = ?");
    std::string row;
    for (const std::int64_t id : ids) {
        if (!read.bind(1, id).step())
            return fail();
        row.assign(read.blob(0));
        read.reset();
        upgradeRecords(row);
        if (!write.bindBlob(1, row).bind(2, id).run())
            return fail();
    }
    if (!splitMoveRows(db))
        return fail();
    SqliteStatement upgraded = db.prepare("UPDATE meta SET value = ? WHERE key = 'ferz-games'");
    if (!upgraded.bindText(1, std::to_string(SchemaVersion)).run() || !db.exec("COMMIT"))
        return fail();
    return true;
}

} // namespace ferz::db
