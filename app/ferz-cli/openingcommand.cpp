// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli opening [--lang L] [FEN]: the ECO code and name of a position, tab apart, from the
// opening names built into Ferz (core/openings). A position no line of the set reaches is named
// by nothing here (a FEN has no game before it to walk back along): status 1, with a sentence
// saying so.
#include "application.h"
#include "commands.h"

#include "core/openings/openings.h"
#include "translations/languages.h"

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *Usage = "usage: ferz-cli opening [--lang en|ru|es|pt] [FEN]\n";

} // namespace

int openingCommand(const Arguments &args)
{
    std::size_t first = 0;
    std::string language = "en";
    if (!args.empty() && args[0] == "--lang") {
        if (args.size() < 2 || !languageCodes().contains(QString::fromStdString(args[1]))) {
            std::fprintf(stderr, "ferz-cli opening: unknown language\n%s", Usage);
            return 2;
        }
        language = args[1];
        first = 2;
    }
    if (first < args.size() && args[first].starts_with("--")) {
        std::fprintf(stderr, "ferz-cli opening: unknown option \"%s\"\n%s", args[first].c_str(), Usage);
        return 2;
    }
    Position position;
    if (!readPosition("opening", joinedFen(args, first), position))
        return 2;
    if (openingTable().size() == 0) {
        std::fprintf(stderr, "ferz-cli opening: this ferz-cli was built without opening names\n");
        return 2;
    }
    const Console console(language);

    const std::optional<Opening> opening = openingAt(position);
    if (!opening) {
        std::fprintf(stderr, "ferz-cli opening: no opening is known for this position\n");
        return 1;
    }
    std::printf("%.3s\t%s\n", opening->eco.data(), qPrintable(opening->localizedName()));
    return 0;
}

} // namespace ferz::cli
