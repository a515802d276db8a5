// SPDX-License-Identifier: GPL-3.0-or-later
// Notation on the command line:
//   ferz-cli moves [--style san|lan|figurine] [--lang en|ru|es|pt] [FEN]
//   ferz-cli parse MOVE [FEN]
#include "commands.h"

#include "moveinput.h"
#include "moveinputmessage.h"
#include "notation.h"
#include "uci.h"

#include <algorithm>
#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *MovesUsage = "usage: ferz-cli moves [--style san|lan|figurine] [--lang en|ru|es|pt] [FEN]";

} // namespace

std::optional<NotationStyle> notationOption(const std::string &style, const std::string &language)
{
    static constexpr std::pair<const char *, NotationLanguage> Languages[] = {
        {"en", NotationLanguage::English},
        {"ru", NotationLanguage::Russian},
        {"es", NotationLanguage::Spanish},
        {"pt", NotationLanguage::Portuguese},
    };
    const auto found = std::find_if(std::begin(Languages), std::end(Languages), [&](const auto &l) { return language == l.first; });
    if (found == std::end(Languages))
        return std::nullopt;
    const bool figurine = style == "figurine" || style == "figurine-long";
    const bool isLong = style == "lan" || style == "long" || style == "figurine-long";
    if (!figurine && !isLong && style != "san" && style != "short")
        return std::nullopt;
    NotationStyle notation = notationStyle(found->second, isLong ? NotationForm::Long : NotationForm::Short);
    if (figurine)
        notation.letters = figurineStyle(notation.form).letters; // the language's punctuation stays
    return notation;
}

int movesCommand(const Arguments &args)
{
    std::string style = "san";
    std::string language = "en";
    std::size_t i = 0;
    while (i < args.size() && args[i].starts_with("--")) {
        if (i + 1 >= args.size()) {
            std::fprintf(stderr, "ferz-cli moves: %s needs a value\n%s\n", args[i].c_str(), MovesUsage);
            return 2;
        }
        const std::string &value = args[i + 1];
        const bool known = args[i] == "--style" ? notationOption(value, language).has_value()
                                                 : args[i] == "--lang" && notationOption(style, value).has_value();
        if (!known) {
            std::fprintf(stderr, "ferz-cli moves: unknown option \"%s %s\"\n%s\n", args[i].c_str(), value.c_str(), MovesUsage);
            return 2;
        }
        (args[i] == "--style" ? style : language) = value;
        i += 2;
    }
    Position position;
    if (!readPosition("moves", joinedFen(args, i), position))
        return 2;
    const NotationStyle notation = *notationOption(style, language);
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
