// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes readMove: the first line of the input is a FEN (the start position when it is not
// valid), the rest is the move text. A move it returns must be legal.
#include "core/notation/moveinput.h"

#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const std::size_t newline = input.find('\n');
    ferz::Position position;
    std::string_view text = input;
    if (newline != std::string_view::npos) {
        const auto fen = ferz::Position::fromFen(input.substr(0, newline));
        if (const auto *p = std::get_if<ferz::Position>(&fen))
            position = *p;
        text = input.substr(newline + 1);
    }
    const ferz::MoveInput result = ferz::readMove(position, text);
    if (result.error == ferz::MoveInputError::None && !position.isLegal(result.move))
        std::abort();
    return 0;
}
