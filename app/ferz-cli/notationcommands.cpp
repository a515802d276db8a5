// SPDX-License-Identifier: GPL-3.0-or-later
// Notation on the command line:
//   ferz-cli moves [--style san|lan|figurine] [--lang en|ru|es|pt] [FEN]
//   ferz-cli parse MOVE [FEN]
#include "commands.h"

#include "core/engine/uci.h"
#include "core/notation/moveinput.h"
#include "core/notation/moveinputmessage.h"
#include "core/notation/notation.h"

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *MovesUsage = "usage: ferz-cli moves [--style san|lan|figurine] [--lang en|ru|es|pt] [FEN]";

} // namespace

int movesCommand(const Arguments &args)
{
    std::string style = "san";
    NotationLanguage language = NotationLanguage::English;
    std::size_t i = 0;
    while (i < args.size() && args[i].starts_with("--")) {
        if (i + 1 >= args.size()) {
            std::fprintf(stderr, "ferz-cli moves: %s needs a value\n%s\n", args[i].c_str(), MovesUsage);
            return 2;
        }
        const std::string &value = args[i + 1];
        NotationStyle unused;
        const bool known = args[i] == "--style" ? readStyle(value, language, unused)
                                                : args[i] == "--lang" && readLanguage(value, language);
        if (!known) {
            std::fprintf(stderr, "ferz-cli moves: unknown option \"%s %s\"\n%s\n", args[i].c_str(), value.c_str(),
                         MovesUsage);
            return 2;
        }
        if (args[i] == "--style")
            style = value;
        i += 2;
    }
    Position position;
    if (!readPosition("moves", joinedFen(args, i), position))
        return 2;
    NotationStyle notation;
    readStyle(style, language, notation);
    for (Move m : position.legalMoves())
        std::printf("%s\n", moveText(position, m, notation).c_str());
    return 0;
}

int parseCommand(const Arguments &args)
{
    if (args.empty()) {
        std::fprintf(stderr, "ferz-cli parse: missing MOVE (usage: ferz-cli parse MOVE [FEN])\n");
        return 2;
    }
    Position position;
    if (!readPosition("parse", joinedFen(args, 1), position))
        return 2;
    const MoveInput input = readMove(position, args[0]);
    if (input.error != MoveInputError::None) {
        std::printf("%s\n", qPrintable(moveInputErrorText(position, args[0], input)));
        return 1;
    }
    std::printf("%s\n", uciText(input.move).c_str());
    return 0;
}

} // namespace ferz::cli
