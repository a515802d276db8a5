// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/chunk.h"

#include "core/db/bytes.h"

namespace ferz::db {

namespace {

const std::uint8_t *bytesOf(std::string_view s)
{
    return reinterpret_cast<const std::uint8_t *>(s.data());
}

// The count a row starts with, when the row is long enough to hold `each` bytes per game after
// it; -1 otherwise.
int countOf(std::string_view bytes, std::size_t each)
{
    if (bytes.size() < 4)
        return -1;
    const std::uint64_t count = getLittleEndian(bytesOf(bytes), 4);
    return count <= static_cast<std::uint64_t>(ChunkGames) && bytes.size() >= 4 + count * each ? static_cast<int>(count)
                                                                                               : -1;
}

} // namespace

void ChunkBuilder::add(const SearchRecord &search, std::string_view record)
{
    std::uint8_t bytes[SearchRecord::Bytes];
    search.write(bytes);
    m_searches.append(reinterpret_cast<const char *>(bytes), sizeof bytes);
    m_records.append(record);
    m_ends.push_back(static_cast<std::uint32_t>(m_records.size()));
}

ChunkBuilder::Bytes ChunkBuilder::take()
{
    Bytes out;
    std::uint8_t count[4];
    putLittleEndian(count, m_ends.size(), 4);
    out.searches.assign(reinterpret_cast<const char *>(count), 4);
    out.searches += m_searches;
    out.games.assign(reinterpret_cast<const char *>(count), 4);
    out.games.resize(4 + 4 * m_ends.size());
    for (std::size_t i = 0; i < m_ends.size(); ++i)
        putLittleEndian(reinterpret_cast<std::uint8_t *>(out.games.data()) + 4 + 4 * i, m_ends[i], 4);
    out.games += m_records;
    *this = ChunkBuilder();
    return out;
}

SearchesView::SearchesView(std::string_view bytes) : m_bytes(bytes), m_count(countOf(bytes, SearchRecord::Bytes))
{
}

SearchRecord SearchesView::at(int i) const
{
    return SearchRecord::read(bytesOf(m_bytes) + 4 + static_cast<std::size_t>(i) * SearchRecord::Bytes);
}

GamesView::GamesView(std::string_view bytes) : m_bytes(bytes)
{
    const int count = countOf(bytes, 4);
    if (count < 0)
        return;
    m_records = 4 + 4 * static_cast<std::size_t>(count);
    // The ends must grow and stay within the row.
    std::uint64_t last = 0;
    for (int i = 0; i < count; ++i) {
        const std::uint64_t end = getLittleEndian(bytesOf(bytes) + 4 + 4 * static_cast<std::size_t>(i), 4);
        if (end < last || m_records + end > bytes.size())
            return;
        last = end;
    }
    m_count = count;
}

std::string_view GamesView::record(int i) const
{
    const std::uint8_t *ends = bytesOf(m_bytes) + 4;
    const std::size_t begin = i == 0 ? 0 : getLittleEndian(ends + 4 * static_cast<std::size_t>(i - 1), 4);
    const std::size_t end = getLittleEndian(ends + 4 * static_cast<std::size_t>(i), 4);
    return m_bytes.substr(m_records + begin, end - begin);
}

} // namespace ferz::db
