// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "core/rules/fenmessage.h"

#include <cstdio>

namespace ferz::cli {

std::string joinedFen(const Arguments &args, std::size_t first)
{
    std::string fen;
    for (std::size_t i = first; i < args.size(); ++i)
        fen += (i > first ? " " : "") + args[i];
    return fen;
}

std::optional<int> wholeNumber(const std::string &text, std::size_t digits)
{
    if (text.empty() || text.size() > digits || text.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    return std::stoi(text);
}

bool readPosition(const char *command, const std::string &fen, Position &position, Variant variant)
{
    if (fen.empty())
        return true;
    auto parsed = Position::fromFen(fen, variant);
    if (const auto *error = std::get_if<FenError>(&parsed)) {
        std::fprintf(stderr, "ferz-cli %s: %s\n", command, qPrintable(fenErrorText(*error)));
        return false;
    }
    position = std::get<Position>(parsed);
    return true;
}

} // namespace ferz::cli
