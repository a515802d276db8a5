// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes Position::fromFen: any bytes must give a position or a FenError, and a position must
// write a FEN that reads back to the same position.
#include "core/rules/position.h"

#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto result = ferz::Position::fromFen(text);
    if (const auto *position = std::get_if<ferz::Position>(&result)) {
        const auto again = ferz::Position::fromFen(position->fen());
        if (!std::holds_alternative<ferz::Position>(again) || !(std::get<ferz::Position>(again) == *position))
            std::abort();
        (void)position->legalMoves();
    }
    return 0;
}
