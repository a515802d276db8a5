// SPDX-License-Identifier: GPL-3.0-or-later
// Importing a PGN file into a new game database. The file is read on several threads
// (pgnparallel.h), each game encoded where it was read, and written in file order. A game with
// reading errors is imported with what was read of it, as the PGN reader keeps it; the errors
// are handed on and the import goes on. A game without an ECO tag gets the code of its opening,
// found by position (core/openings), in the database's ECO column.
#pragma once

#include "core/db/gamedatabase.h"
#include "core/pgn/pgnreader.h"

#include <QString>

#include <cstdint>
#include <functional>

namespace ferz::db {

struct ImportOptions {
    int threads = 2;
    TextEncoding encoding = TextEncoding::Auto;
};

struct ImportResult {
    int games = 0;
    std::int64_t moves = 0; // variations included
    std::int64_t errors = 0; // reading errors
    bool cancelled = false;
    bool unreadable = false; // the PGN file cannot be read, or is UTF-16 or UTF-32 text
    DatabaseError error = DatabaseError::None; // writing the database
    QString detail;
};

struct ImportCallbacks {
    // Each reading error, in file order.
    std::function<void(const PgnError &)> error;
    // After each game: games imported, bytes of the PGN file read and its size; false cancels
    // (nothing is left of the new database).
    std::function<bool(int games, std::int64_t done, std::int64_t total)> progress;
};

ImportResult importPgn(const QString &pgnPath, const QString &databasePath, const ImportOptions &options,
                       const ImportCallbacks &callbacks);

} // namespace ferz::db
