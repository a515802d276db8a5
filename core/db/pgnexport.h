// SPDX-License-Identifier: GPL-3.0-or-later
// Games of a game database written to a PGN file, as `ferz-cli db export` writes them (a blank
// line between games), through AtomicFile: the file is written whole or left as it was.
#pragma once

#include "core/db/gamedatabase.h"

#include <functional>

namespace ferz::db {

struct ExportResult {
    int games = 0; // written
    bool cancelled = false;
    // Why nothing was written, naming neither the file nor the database (empty on success).
    QString problem;
    int damaged = 0; // the number of a game that cannot be read; 0 when all could
};

// Writes games `games` (numbers from 1, in the order given) of `database` to `path`. `progress`
// is told the games written of all and may stop the export (it returns false): nothing is
// written then.
ExportResult exportPgn(GameDatabase &database, const std::vector<int> &games, const QString &path,
                       const std::function<bool(std::int64_t, std::int64_t)> &progress = {});

} // namespace ferz::db
