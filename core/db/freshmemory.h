// SPDX-License-Identifier: GPL-3.0-or-later
// Memory taken straight from the system, for the big tables of a search and the records a database
// holds. On this kind of machine a page touched for the first time costs more than the work done
// on it, so these tables are not zeroed unless asked (untouched pages cost nothing), and a big one
// asks for huge pages: one fault for 2 MB instead of one for each 4 kB.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace ferz::db {

struct FreeMemory {
    void operator()(void *p) const;
};

template <typename T> using FreshMemory = std::unique_ptr<T[], FreeMemory>;

// `bytes` bytes (at least one), zeroed when asked; throws std::bad_alloc when the system has none.
void *freshBytes(std::size_t bytes, bool zeroed);

template <typename T> FreshMemory<T> freshMemory(std::size_t count, bool zeroed)
{
    return FreshMemory<T>(static_cast<T *>(freshBytes(count * sizeof(T), zeroed)));
}

} // namespace ferz::db
