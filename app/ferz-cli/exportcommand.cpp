// SPDX-License-Identifier: GPL-3.0-or-later
// Printable games on the command line, the same layout as the window's export:
//   ferz-cli export [--format html|pdf] [--style …] [--lang …] FILE.pgn -o OUT
// Without --format, OUT's suffix decides (.pdf gives PDF, anything else HTML). Every game of the
// file is exported; reading errors are reported on stderr with their place, the games are still
// exported as far as they could be read, and the exit code is then 1.
#include "commands.h"
#include "drawing.h"

#include "core/pgn/pgnreader.h"
#include "export/gamedocument.h"

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *ExportUsage =
    "usage: ferz-cli export [--format html|pdf] [--style san|lan|figurine] [--lang en|ru|es|pt] FILE.pgn -o OUT";

int usageError(const std::string &why)
{
    return cli::usageError("export", why, ExportUsage);
}

} // namespace

int exportCommand(const Arguments &args)
{
    std::string format, style = "san", language = "en", input, output;
    if (const std::string wrong = readOptions(
            args, {{"--format", &format}, {"--style", &style}, {"--lang", &language}, {"-o", &output}}, {}, &input);
        !wrong.empty())
        return usageError(wrong);
    if (input.empty())
        return usageError("missing FILE.pgn");
    if (output.empty())
        return usageError("missing -o OUT");
    if (format.empty())
        format = formatOfName(output, "pdf", "html");
    if (format != "html" && format != "pdf")
        return usageError("unknown format \"" + format + "\"");
    NotationLanguage lang = NotationLanguage::English;
    if (!readLanguage(language, lang))
        return usageError("unknown language \"" + language + "\"");
    NotationStyle notation;
    if (!readStyle(style, lang, notation))
        return usageError("unknown style \"" + style + "\"");

    // The document's own words (captions, "round") in the language of its moves.
    const Drawing gui(language);

    std::vector<std::unique_ptr<PgnGame>> games;
    int errors = 0;
    if (!readGames("export", input, games, errors))
        return 2;

    const auto pieces = Drawing::fontPieces("export");
    if (!pieces)
        return 2;
    DocumentOptions options;
    options.style = notation;
    options.language = QString::fromStdString(language);
    GameDocument document(pieces, options);
    for (const auto &game : games)
        document.addGame(game->tree);
    QString why;
    const QString path = QString::fromStdString(output);
    if (!(format == "pdf" ? document.writePdf(path, &why) : document.writeHtml(path, &why))) {
        std::fprintf(stderr, "ferz-cli export: %s\n", qPrintable(why));
        return 2;
    }
    return errors == 0 ? 0 : 1;
}

} // namespace ferz::cli
