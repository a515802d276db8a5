// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/freshmemory.h"

#include <cstdlib>
#include <cstring>
#include <new>

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

namespace ferz::db {

namespace {

constexpr std::size_t HugePage = std::size_t(2) << 20;

} // namespace

void FreeMemory::operator()(void *p) const
{
    std::free(p);
}

void *freshBytes(std::size_t bytes, bool zeroed)
{
    bytes = bytes == 0 ? 1 : bytes;
    void *p = nullptr;
#ifdef MADV_HUGEPAGE
    // Where the system gives huge pages only when asked (as on the machines measured), a table
    // of a few megabytes is a few faults instead of a thousand.
    if (bytes >= HugePage) {
        const std::size_t rounded = (bytes + HugePage - 1) / HugePage * HugePage;
        p = std::aligned_alloc(HugePage, rounded);
        if (p) {
            madvise(p, rounded, MADV_HUGEPAGE);
            if (zeroed)
                std::memset(p, 0, bytes);
            return p;
        }
    }
#endif
    p = zeroed ? std::calloc(bytes, 1) : std::malloc(bytes);
    if (!p)
        throw std::bad_alloc();
    return p;
}

} // namespace ferz::db
