// SPDX-License-Identifier: GPL-3.0-or-later
// Games are stored by the thousand (up to ChunkGames), in four rows per chunk, one in each table of
// that part (gamedatabase.h), so that each reader reads only the part it needs:
//   searches := a SearchRecord (SearchRecord::Bytes) a game          a position search filters these
//   moves    := the length of each game's moves (varints) | the moves   and replays these
//   heads    := compressed(encodeHeads of the games)                 a game list and a header search
//   extras   := compressed(the length of each game's extras (varints) | the extras)
// A chunk of a thousand games is about 150 kB, of which a search reads the 24 kB of search records
// and, only for games its filters and the opening lines leave, their moves.
#pragma once

#include "core/db/bytes.h"
#include "core/db/gamecodec.h"
#include "core/db/headcolumns.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::db {

inline constexpr int ChunkGames = 1024;

// A chunk's moves row is stored as blocks of MoveBlockGames games, each a row of the moves table
// (id: the chunk's id × MoveBlocks + the block), so that a search replaying one game reads one
// page of the file, not the many a chunk's 140 kB lie across. Blocks of 2-3 kB fill the pages
// (measured at 100 k games with 64 kB pages: blocks of 128 games, 17 kB, three to a page, made
// the file 16 % bigger; blocks of 16 games, 0.3 % smaller than one row a chunk), and are as fast.
inline constexpr int MoveBlocks = 64;
inline constexpr int MoveBlockGames = ChunkGames / MoveBlocks;
inline std::int64_t moveBlockId(std::int64_t chunk, int block)
{
    return chunk * MoveBlocks + block;
}
inline int moveBlocksOf(int games)
{
    return (games + MoveBlockGames - 1) / MoveBlockGames;
}
inline int gamesInBlock(int games, int block)
{
    return std::min(games - block * MoveBlockGames, MoveBlockGames);
}

struct ChunkRows {
    std::string searches, moves, heads, extras;
};

// A chunk as its games' parts, to build the rows from, and to change games in.
struct Chunk {
    std::vector<SearchRecord> searches;
    std::vector<HeadIds> heads;
    std::vector<std::string> moves, extras;

    int count() const { return static_cast<int>(searches.size()); }
    void add(const SearchRecord &search, const HeadIds &head, std::string moves, std::string extras);
    void remove(int i);
    ChunkRows rows() const;
    // The chunk of `games` games the rows hold; false when they are damaged.
    bool read(const ChunkRows &rows, int games);
};

// A chunk's search records, read in place; valid() is false when they are not `games` records.
class SearchesView {
public:
    SearchesView(std::string_view bytes, int games);
    bool valid() const { return m_valid; }
    int count() const { return m_count; }
    SearchRecord at(int i) const { return stored(i).read(); }
    StoredRecord stored(int i) const
    {
        return StoredRecord(reinterpret_cast<const std::uint8_t *>(m_bytes.data())
                            + static_cast<std::size_t>(i) * SearchRecord::Bytes);
    }

private:
    std::string_view m_bytes;
    int m_count = 0;
    bool m_valid = false;
};

// A part of each game of a chunk (its moves, or its extras once decompressed), read in place;
// valid() is false when the bytes are not `games` of them.
class PartsView {
public:
    PartsView(std::string_view bytes, int games);
    bool valid() const { return m_valid; }
    int count() const { return static_cast<int>(m_ends.size()); }
    std::string_view at(int i) const;

private:
    std::string_view m_bytes;
    std::vector<std::uint32_t> m_ends; // after the lengths
    std::size_t m_first = 0; // where the first game's part starts
    bool m_valid = false;
};

// The lengths that lead a part row, as where each of `games` parts ends after them (appended to
// `ends`); false when `in` does not start with that many lengths of at most `most` bytes each.
bool readPartEnds(ByteReader &in, int games, std::size_t most, std::vector<std::uint32_t> &ends);

// Some games' parts of a chunk, read from its row without the rest of it
// (ChunkReader::readMovesOf): the bytes of each one after the other.
struct SomeParts {
    std::string bytes;
    std::vector<std::uint32_t> ends;
    std::string_view at(std::size_t i) const
    {
        const std::size_t begin = i == 0 ? 0 : ends[i - 1];
        return std::string_view(bytes).substr(begin, ends[i] - begin);
    }
};

// The moves row of a chunk of `games` games (as Chunk::rows makes it) as the rows of its blocks;
// empty when it is not `games` parts.
std::vector<std::string> splitMoves(std::string_view row, int games);
// The rows of the blocks of a chunk of `games` games joined into its moves row; false when one is
// not its games' parts.
bool joinMoves(const std::vector<std::string> &blocks, int games, std::string &row);

// Decompresses a chunk's heads or extras row; false when it is damaged.
bool unpackRow(std::string_view row, std::string &out);

} // namespace ferz::db
