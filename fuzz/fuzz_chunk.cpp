// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes what a game database reads from inside its rows over arbitrary bytes: the counts and
// record ends of a chunk's two rows (chunk.h), the records themselves (gamecodec.h) and their
// replay by a position search. A count or an end past the row must be refused, never followed.
#include "core/db/chunk.h"
#include "core/db/positionsearch.h"

#include <cstdlib>

namespace {

const ferz::db::PositionFilter &startFilter()
{
    static const ferz::db::PositionFilter filter {ferz::Position()};
    return filter;
}

void replay(std::string_view record)
{
    ferz::GameTree tree;
    ferz::db::decodeGame({}, record, tree);
    ferz::db::MainLineReader line;
    if (line.start(record))
        while (line.next()) {}
    ferz::db::PositionMatch match;
    startFilter().find(record, true, match);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const ferz::db::SearchesView searches(bytes);
    for (int i = 0; searches.valid() && i < searches.count(); ++i)
        startFilter().mayReach(searches.at(i));
    const ferz::db::GamesView games(bytes);
    for (int i = 0; games.valid() && i < games.count(); ++i) {
        const std::string_view record = games.record(i);
        if (record.data() < bytes.data() || record.data() + record.size() > bytes.data() + bytes.size())
            std::abort();
        replay(record);
    }
    replay(bytes);
    return 0;
}
