// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/heldrecords.h"

#include <cstring>

namespace ferz::db {

HeldRecords::HeldRecords(int games, int chunks)
    : m_bytes(freshMemory<char>(static_cast<std::size_t>(games) * SearchRecord::Bytes, false)),
      m_chunks(static_cast<std::size_t>(chunks))
{
}

void HeldRecords::hold(int k, int first, std::string_view records)
{
    char *place = m_bytes.get() + static_cast<std::size_t>(first) * SearchRecord::Bytes;
    std::memcpy(place, records.data(), records.size());
    m_chunks[static_cast<std::size_t>(k)] = {place, records.size()};
    ++m_held;
}

} // namespace ferz::db
