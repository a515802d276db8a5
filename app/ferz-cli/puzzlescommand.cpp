// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles from annotated games on the command line:
//   ferz-cli puzzles [--engine PATH] [--depth N | --movetime MS] IN.pgn -o PUZZLES.pgn
// Every move marked ? or ?? in the main line of a game of IN.pgn (as `ferz-cli annotate` and the
// window's Annotate with Engine leave it) becomes a puzzle (core/course/puzzle.h says which moves
// count and how a puzzle is written); PUZZLES.pgn holds one game per puzzle, which the rules
// course's Puzzles entry and other programs read. The annotation keeps no evaluation of the moves
// not played, so the engine (PATH, else stockfish on PATH or in /usr/games; --depth 16 unless
// told) weighs the position again. Prints "N puzzles from M marked moves in G games"; exit code 1
// after reading errors (the games are used as far as they were read), 2 when the engine fails
// (PUZZLES.pgn is not written).
#include "application.h"
#include "commands.h"

#include "core/course/puzzlemaker.h"
#include "core/file/atomicfile.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"

#include <QEventLoop>

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *PuzzlesUsage =
    "usage: ferz-cli puzzles [--engine PATH] [--depth N | --movetime MS] IN.pgn -o PUZZLES.pgn";

} // namespace

int puzzlesCommand(const Arguments &args)
{
    const std::optional<EngineOptions> options = readEngineOptions("puzzles", PuzzlesUsage, args, false);
    if (!options)
        return 2;
    const Console console;
    std::optional<EngineWork> work = prepareEngineWork("puzzles", *options);
    if (!work)
        return 2;
    std::vector<std::shared_ptr<const GameTree>> games;
    for (std::unique_ptr<PgnGame> &game : work->games)
        games.push_back(std::make_shared<const GameTree>(std::move(game->tree)));

    PuzzleMaker maker;
    maker.setProgram(work->engine);
    QEventLoop loop;
    QString failure;
    QObject::connect(&maker, &PuzzleMaker::progressed, &loop,
                     [](int done, int total) { std::fprintf(stderr, "move %d of %d weighed\n", done, total); });
    QObject::connect(&maker, &PuzzleMaker::finished, &loop, &QEventLoop::quit);
    QObject::connect(&maker, &PuzzleMaker::failed, &loop, [&](const QString &reason) {
        failure = reason;
        loop.quit();
    });
    maker.start(games, options->limits);
    if (maker.isRunning())
        loop.exec();
    if (!failure.isEmpty()) {
        std::fprintf(stderr, "ferz-cli puzzles: %s\n", qPrintable(failure));
        return 2;
    }
    AtomicFile out(QString::fromStdString(options->output));
    bool written = out.open();
    for (std::size_t i = 0; written && i < maker.puzzles().size(); ++i)
        written = (i == 0 || out.write("\n", 1))
            && out.write(QByteArray::fromStdString(writePgn(puzzleGame(maker.puzzles()[i]))));
    if (!written || !out.commit()) {
        std::fprintf(stderr, "ferz-cli puzzles: %s: %s\n", options->output.c_str(), qPrintable(out.errorString()));
        return 2;
    }
    std::printf("%zu puzzles from %d marked moves in %zu games\n", maker.puzzles().size(), maker.mistakeCount(),
                games.size());
    return work->errors == 0 ? 0 : 1;
}

} // namespace ferz::cli
