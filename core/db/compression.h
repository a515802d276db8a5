// SPDX-License-Identifier: GPL-3.0-or-later
// Compressing the parts of a chunk that pay for it (headers, tags, comments: text that repeats),
// with zstd. Moves are not compressed: they gain little (about a tenth) and a search reads them.
#pragma once

#include <string>
#include <string_view>

namespace ferz::db {

std::string compressed(std::string_view bytes);
// The bytes `packed` holds, into `out`; false when they are damaged or would be over `limit` bytes.
bool decompress(std::string_view packed, std::string &out, std::size_t limit);

} // namespace ferz::db
