// SPDX-License-Identifier: GPL-3.0-or-later
// A board diagram as a picture file:
//   ferz-cli diagram [--format png|svg] [--size N] [--flip] [--lang L] [--fen FEN | --pgn FILE --game N --ply N] -o OUT
// The position of a FEN, or of a game after N half-moves of its main line (--game 1 and the last
// move when not given), with that move's coloured squares and arrows ([%csl], [%cal]). Without
// --format, OUT's suffix decides (.svg gives SVG, anything else PNG); --size is the side in pixels
// (400 by default); --lang the language of its words (the title and the text alternative) and of
// the move that names it.
#include "commands.h"
#include "drawing.h"

#include "core/pgn/pgnreader.h"
#include "export/diagramfile.h"
#include "export/diagramwords.h"

#include <QCoreApplication>

#include <cstdio>
#include <utility>

namespace ferz::cli {

namespace {

constexpr const char *DiagramUsage =
    "usage: ferz-cli diagram [--format png|svg] [--size N] [--flip] [--lang en|ru|es|pt] "
    "[--fen FEN | --pgn FILE --game N --ply N] -o OUT";

int usageError(const std::string &why)
{
    return cli::usageError("diagram", why, DiagramUsage);
}

} // namespace

int diagramCommand(const Arguments &args)
{
    std::string format, size = "400", language = "en", fen, pgn, game, ply, output;
    bool flip = false;
    if (const std::string wrong = readOptions(args,
                                              {{"--format", &format},
                                               {"--size", &size},
                                               {"--lang", &language},
                                               {"--fen", &fen},
                                               {"--pgn", &pgn},
                                               {"--game", &game},
                                               {"--ply", &ply},
                                               {"-o", &output}},
                                              {{"--flip", &flip}});
        !wrong.empty())
        return usageError(wrong);
    if (fen.empty() == pgn.empty())
        return usageError("give either --fen FEN or --pgn FILE");
    if (pgn.empty() && (!game.empty() || !ply.empty()))
        return usageError("--game and --ply go with --pgn");
    if (output.empty())
        return usageError("missing -o OUT");
    if (format.empty())
        format = formatOfName(output, "svg", "png");
    if (format != "png" && format != "svg")
        return usageError("unknown format \"" + format + "\"");
    const std::optional<int> side = wholeNumber(size, 4);
    if (!side || *side < 16)
        return usageError("--size must be a whole number of pixels from 16 to 9999, not \"" + size + "\"");
    NotationLanguage lang = NotationLanguage::English;
    if (!readLanguage(language, lang))
        return usageError("unknown language \"" + language + "\"");

    const Drawing gui(language);
    const auto pieces = Drawing::fontPieces("diagram");
    if (!pieces)
        return 2;
    DiagramPicture picture;
    int errors = 0;
    if (!fen.empty()) {
        Position position;
        if (!readPosition("diagram", fen, position))
            return 2;
        picture.spec = {position, flip};
        picture.title = QCoreApplication::translate("DiagramWords", "Position %1").arg(QString::fromStdString(fen));
        picture.description = diagramWords(picture.spec);
    } else {
        const auto read = readGame("diagram", pgn, game.empty() ? "1" : game, errors);
        if (!read)
            return 2;
        const std::vector<const GameNode *> line = std::as_const(read->tree).mainLine();
        const std::optional<int> plies = ply.empty() ? std::optional<int>(int(line.size())) : wholeNumber(ply, 9);
        if (!plies || std::size_t(*plies) > line.size()) {
            std::fprintf(stderr,
                         "ferz-cli diagram: --ply must be from 0 to %zu, the half-moves of the game, not \"%s\"\n",
                         line.size(), ply.c_str());
            return 2;
        }
        const GameNode &node = *plies == 0 ? *read->tree.root() : *line[std::size_t(*plies - 1)];
        picture = nodeDiagram(read->tree, node, flip, notationStyle(lang, NotationForm::Short),
                              game.empty() ? 1 : std::stoi(game));
    }
    QString why;
    if (!writeDiagram(QString::fromStdString(output), format == "svg" ? DiagramFormat::Svg : DiagramFormat::Png,
                      picture, *pieces, *side, &why)) {
        std::fprintf(stderr, "ferz-cli diagram: %s\n", qPrintable(why));
        return 2;
    }
    return errors == 0 ? 0 : 1;
}

} // namespace ferz::cli
