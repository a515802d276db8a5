// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes what a game database reads from inside its rows over arbitrary bytes: a chunk's four rows
// (chunk.h: the search records, the moves with their lengths, the compressed heads and extras),
// each game's moves and extras as decodeGame reads them, and their replay by a position search. A
// count, a length or a compressed size past the row must be refused, never followed.
//
// The input: one byte for the number of games (0-255), then the four rows, each after a two-byte
// length (little-endian; the last row takes what is left).
#include "core/db/chunk.h"
#include "core/db/positionsearch.h"

#include <cstdlib>
#include <utility>

namespace {

const ferz::db::PositionFilter &startFilter()
{
    static const ferz::db::PositionFilter filter {ferz::Position()};
    return filter;
}

void replay(std::string_view moves, std::string_view extras, bool setup)
{
    ferz::GameTree tree;
    ferz::db::decodeGame({}, moves, extras, setup, tree);
    ferz::db::MainLineReader line;
    if (line.start(moves, setup))
        while (line.next()) {
            ferz::Move next;
            line.peek(next);
        }
}

// The next row of the input: two bytes of length, then the row (cut at the input's end).
std::string_view nextRow(std::string_view &input, bool last)
{
    if (last)
        return std::exchange(input, {});
    if (input.size() < 2)
        return std::exchange(input, {});
    const std::size_t length = static_cast<std::uint8_t>(input[0]) | (static_cast<std::uint8_t>(input[1]) << 8);
    input.remove_prefix(2);
    const std::string_view row = input.substr(0, length);
    input.remove_prefix(row.size());
    return row;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view input(reinterpret_cast<const char *>(data), size);
    if (input.empty())
        return 0;
    const int games = static_cast<std::uint8_t>(input[0]);
    input.remove_prefix(1);
    ferz::db::ChunkRows rows;
    rows.searches = nextRow(input, false);
    rows.moves = nextRow(input, false);
    rows.heads = nextRow(input, false);
    rows.extras = nextRow(input, true);

    const ferz::db::SearchesView searches(rows.searches, games);
    for (int i = 0; searches.valid() && i < searches.count(); ++i)
        startFilter().mayReach(searches.stored(i));
    const ferz::db::PartsView moves(rows.moves, games);
    for (int i = 0; moves.valid() && i < moves.count(); ++i) {
        const std::string_view part = moves.at(i);
        if (part.data() < rows.moves.data() || part.data() + part.size() > rows.moves.data() + rows.moves.size())
            std::abort();
        replay(part, {}, false);
        replay(part, {}, true);
    }
    ferz::db::Chunk chunk;
    if (chunk.read(rows, games))
        for (int i = 0; i < chunk.count(); ++i) {
            const auto index = static_cast<std::size_t>(i);
            replay(chunk.moves[index], chunk.extras[index],
                   (chunk.searches[index].flags & ferz::db::SearchRecord::Setup) != 0);
        }
    return 0;
}
