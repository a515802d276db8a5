// SPDX-License-Identifier: GPL-3.0-or-later
// A game as an animated GIF:
//   ferz-cli gif FILE.pgn [--game N] [--lang L] [--size N] [--delay MS] [--flip] -o OUT.gif
// A frame for the start and one after each move of the main line of game N (1 by default), the
// moves written in the language's notation (Кf3 with --lang ru); --size is the board's side in
// pixels (360), --delay the time per move in milliseconds (1000).
#include "commands.h"
#include "drawing.h"

#include "core/pgn/pgnreader.h"
#include "export/gamegif.h"

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *GifUsage =
    "usage: ferz-cli gif FILE.pgn [--game N] [--lang en|ru|es|pt] [--size N] [--delay MS] [--flip] -o OUT.gif";

int usageError(const std::string &why)
{
    return cli::usageError("gif", why, GifUsage);
}

} // namespace

int gifCommand(const Arguments &args)
{
    std::string game = "1", language = "en", size = "360", delay = "1000", input, output;
    bool flip = false;
    if (const std::string wrong = readOptions(
            args, {{"--game", &game}, {"--lang", &language}, {"--size", &size}, {"--delay", &delay}, {"-o", &output}},
            {{"--flip", &flip}}, &input);
        !wrong.empty())
        return usageError(wrong);
    if (input.empty())
        return usageError("missing FILE.pgn");
    if (output.empty())
        return usageError("missing -o OUT.gif");
    const std::optional<int> side = wholeNumber(size, 4), delayMs = wholeNumber(delay, 6);
    if (!side || *side < 64 || *side > 2000)
        return usageError("--size must be a whole number of pixels from 64 to 2000, not \"" + size + "\"");
    if (!delayMs || *delayMs < 10 || *delayMs > 60000)
        return usageError("--delay must be a whole number of milliseconds from 10 to 60000, not \"" + delay + "\"");
    NotationLanguage lang = NotationLanguage::English;
    if (!readLanguage(language, lang))
        return usageError("unknown language \"" + language + "\"");

    const Drawing gui(language);
    const auto pieces = Drawing::fontPieces("gif");
    if (!pieces)
        return 2;
    int errors = 0;
    const auto read = readGame("gif", input, game, errors);
    if (!read)
        return 2;
    GifOptions options;
    options.size = *side;
    options.delayMs = *delayMs;
    options.flipped = flip;
    options.style = notationStyle(lang, NotationForm::Short);
    QString why;
    if (!writeGameGif(QString::fromStdString(output), read->tree, *pieces, options, std::stoi(game), &why)) {
        std::fprintf(stderr, "ferz-cli gif: %s\n", qPrintable(why));
        return 2;
    }
    return errors == 0 ? 0 : 1;
}

} // namespace ferz::cli
