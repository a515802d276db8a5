// SPDX-License-Identifier: GPL-3.0-or-later
// What the endgame tables say about a position of up to four men:
//   ferz-cli tablebase [--style san|lan|figurine] [--lang en|ru|es|pt] FEN
// prints the verdict in words on the first line ("White wins: mate in 16", "Draw with best play")
// and on the second "best moves:" and the moves that keep it (the quickest mates, the moves that
// hold the draw, or in a lost position the longest resistance), in the notation asked for. The
// tables are made at first use (a few seconds, with progress on standard error when it is a
// terminal) and kept in the user's cache folder.
#include "application.h"
#include "commands.h"

#include "core/tablebase/tablebase.h"
#include "core/tablebase/tablebasetext.h"

#include <cstdio>
#include <unistd.h>

namespace ferz::cli {

namespace {

constexpr const char *Usage = "usage: ferz-cli tablebase [--style san|lan|figurine] [--lang en|ru|es|pt] FEN";

const char *languageCode(NotationLanguage language)
{
    switch (language) {
    case NotationLanguage::Russian: return "ru";
    case NotationLanguage::Spanish: return "es";
    case NotationLanguage::Portuguese: return "pt";
    case NotationLanguage::English: break;
    }
    return "en";
}

} // namespace

int tablebaseCommand(const Arguments &args)
{
    std::string style = "san";
    NotationLanguage language = NotationLanguage::English;
    std::size_t i = 0;
    while (i < args.size() && args[i].starts_with("--")) {
        NotationStyle unused;
        const bool known = i + 1 < args.size()
            && (args[i] == "--style" ? readStyle(args[i + 1], language, unused)
                                     : args[i] == "--lang" && readLanguage(args[i + 1], language));
        if (!known) {
            std::fprintf(stderr, "ferz-cli tablebase: unknown option \"%s\"\n%s\n", args[i].c_str(), Usage);
            return 2;
        }
        if (args[i] == "--style")
            style = args[i + 1];
        i += 2;
    }
    const std::string fen = joinedFen(args, i);
    Position position;
    if (fen.empty()) {
        std::fprintf(stderr, "ferz-cli tablebase: missing FEN\n%s\n", Usage);
        return 2;
    }
    if (!readPosition("tablebase", fen, position))
        return 2;
    if (!Tablebase::covers(position)) {
        std::fprintf(stderr,
                     "ferz-cli tablebase: the tables hold positions of at most %d men, kings included, without "
                     "castling rights\n",
                     Tablebase::MaxMen);
        return 2;
    }
    const Console console(languageCode(language));

    const bool terminal = isatty(STDERR_FILENO);
    int shown = -1;
    Tablebase &tables = Tablebase::shared();
    tables.prepare(position, [terminal, &shown](double done) {
        const int percent = static_cast<int>(done * 100);
        // Tables read from the cache report only their end: nothing to show.
        if (terminal && percent != shown && (percent < 100 || shown >= 0)) {
            shown = percent;
            std::fprintf(stderr, "\rferz-cli tablebase: making the endgame tables, %d%%%s", percent,
                         percent == 100 ? "\n" : "");
        }
        return true;
    });
    const std::optional<TablebaseValue> value = tables.probe(position);
    if (!value) {
        std::fprintf(stderr, "ferz-cli tablebase: the tables could not be made\n");
        return 2;
    }
    NotationStyle notation;
    readStyle(style, language, notation);
    std::printf("%s\nbest moves:", qPrintable(tablebaseVerdictText(position.sideToMove(), *value)));
    for (Move m : tables.bestMoves(position))
        std::printf(" %s", moveText(position, m, notation).c_str());
    std::printf("\n");
    return 0;
}

} // namespace ferz::cli
