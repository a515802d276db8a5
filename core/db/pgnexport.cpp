// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/pgnexport.h"

#include "core/file/atomicfile.h"
#include "core/pgn/pgnwriter.h"

namespace ferz::db {

ExportResult exportPgn(GameDatabase &database, const std::vector<int> &games, const QString &path,
                       const std::function<bool(std::int64_t, std::int64_t)> &progress)
{
    ExportResult result;
    AtomicFile file(path);
    if (!file.open()) {
        result.problem = file.errorString();
        return result;
    }
    const auto total = static_cast<std::int64_t>(games.size());
    for (const int id : games) {
        if (progress && !progress(result.games, total)) {
            result.cancelled = true;
            return result;
        }
        GameTree tree;
        if (!database.readGame(id, tree)) {
            result.damaged = id;
            return result;
        }
        const std::string text = writePgn(tree);
        if ((result.games > 0 && !file.write("\n", 1)) || !file.write(text.data(), static_cast<qint64>(text.size()))) {
            result.problem = file.errorString();
            return result;
        }
        ++result.games;
    }
    if (!file.commit())
        result.problem = file.errorString();
    return result;
}

} // namespace ferz::db
