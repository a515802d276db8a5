// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/chunk.h"

#include "core/db/bytes.h"
#include "core/db/compression.h"

#include <algorithm>

namespace ferz::db {

namespace {

// The most a chunk's heads or extras may unpack to: a damaged size is refused before it is
// allocated.
constexpr std::size_t MaxRow = std::size_t(1) << 30;

const std::uint8_t *bytesOf(std::string_view s)
{
    return reinterpret_cast<const std::uint8_t *>(s.data());
}

template <typename Strings> std::string parts(const Strings &each)
{
    std::string out;
    for (const auto &part : each)
        appendVarint(out, part.size());
    for (const auto &part : each)
        out += part;
    return out;
}

} // namespace

void Chunk::add(const SearchRecord &search, const HeadIds &head, std::string gameMoves, std::string gameExtras)
{
    searches.push_back(search);
    heads.push_back(head);
    moves.push_back(std::move(gameMoves));
    extras.push_back(std::move(gameExtras));
}

void Chunk::remove(int i)
{
    const auto at = static_cast<std::ptrdiff_t>(i);
    searches.erase(searches.begin() + at);
    heads.erase(heads.begin() + at);
    moves.erase(moves.begin() + at);
    extras.erase(extras.begin() + at);
}

ChunkRows Chunk::rows() const
{
    ChunkRows rows;
    rows.searches.resize(searches.size() * SearchRecord::Bytes);
    for (std::size_t i = 0; i < searches.size(); ++i)
        searches[i].write(reinterpret_cast<std::uint8_t *>(rows.searches.data()) + i * SearchRecord::Bytes);
    rows.moves = parts(moves);
    rows.heads = compressed(encodeHeads(heads));
    rows.extras = compressed(parts(extras));
    return rows;
}

bool Chunk::read(const ChunkRows &rows, int games)
{
    *this = Chunk();
    const SearchesView searchView(rows.searches, games);
    const PartsView movesView(rows.moves, games);
    std::string headBytes, extraBytes;
    if (!searchView.valid() || !movesView.valid() || !unpackRow(rows.heads, headBytes)
        || !decodeHeads(headBytes, static_cast<std::size_t>(games), heads) || !unpackRow(rows.extras, extraBytes))
        return false;
    const PartsView extrasView(extraBytes, games);
    if (!extrasView.valid())
        return false;
    for (int i = 0; i < games; ++i) {
        searches.push_back(searchView.at(i));
        moves.emplace_back(movesView.at(i));
        extras.emplace_back(extrasView.at(i));
    }
    return true;
}

SearchesView::SearchesView(std::string_view bytes, int games)
    : m_bytes(bytes), m_count(games), m_valid(games >= 0 && games <= ChunkGames
                                              && bytes.size() == static_cast<std::size_t>(games) * SearchRecord::Bytes)
{
}

bool readPartEnds(ByteReader &in, int games, std::size_t most, std::vector<std::uint32_t> &ends)
{
    if (games < 0 || games > ChunkGames)
        return false;
    std::uint64_t end = 0;
    for (int i = 0; i < games; ++i) {
        std::uint64_t length = 0;
        if (!in.varint(length) || length > most)
            return false;
        end += length;
        ends.push_back(static_cast<std::uint32_t>(end));
    }
    return true;
}

PartsView::PartsView(std::string_view bytes, int games) : m_bytes(bytes)
{
    ByteReader in(bytes);
    m_ends.reserve(static_cast<std::size_t>(std::clamp(games, 0, ChunkGames)));
    m_valid = readPartEnds(in, games, bytes.size(), m_ends) && (m_ends.empty() ? 0 : m_ends.back()) == in.left();
    m_first = static_cast<std::size_t>(in.at() - bytesOf(bytes));
    if (!m_valid)
        m_ends.clear();
}

std::string_view PartsView::at(int i) const
{
    const std::size_t begin = i == 0 ? 0 : m_ends[static_cast<std::size_t>(i - 1)];
    return m_bytes.substr(m_first + begin, m_ends[static_cast<std::size_t>(i)] - begin);
}

std::vector<std::string> splitMoves(std::string_view row, int games)
{
    const PartsView view(row, games);
    if (!view.valid())
        return {};
    std::vector<std::string> blocks;
    std::vector<std::string_view> each;
    for (int b = 0; b < moveBlocksOf(games); ++b) {
        each.clear();
        for (int i = 0; i < gamesInBlock(games, b); ++i)
            each.push_back(view.at(b * MoveBlockGames + i));
        blocks.push_back(parts(each));
    }
    return blocks;
}

bool joinMoves(const std::vector<std::string> &blocks, int games, std::string &row)
{
    if (static_cast<int>(blocks.size()) != moveBlocksOf(games))
        return false;
    std::vector<std::string_view> each;
    each.reserve(static_cast<std::size_t>(std::max(games, 0)));
    for (int b = 0; b < moveBlocksOf(games); ++b) {
        const PartsView view(blocks[static_cast<std::size_t>(b)], gamesInBlock(games, b));
        if (!view.valid())
            return false;
        for (int i = 0; i < view.count(); ++i)
            each.push_back(view.at(i));
    }
    row = parts(each);
    return true;
}

bool unpackRow(std::string_view row, std::string &out)
{
    return decompress(row, out, MaxRow);
}

} // namespace ferz::db
