// SPDX-License-Identifier: GPL-3.0-or-later
// Engine annotation on the command line, the same as the window's Analysis ▸ Annotate with Engine:
//   ferz-cli annotate [--engine PATH] [--depth N | --movetime MS] [--lang L] IN.pgn -o OUT.pgn
// Every game of IN.pgn is annotated (core/engine/annotationplan.h says how) and written to
// OUT.pgn in PGN (SAN movetext); the summaries in the game comments are in language L (en, the
// default, ru, es or pt). The engine is PATH, else stockfish on PATH or in /usr/games. Without
// --depth or --movetime every position is searched to depth 16. Progress goes to stderr. Reading
// errors are reported with their place and the games are annotated as far as they were read
// (exit code 1); an engine that fails stops everything and OUT.pgn is not written (exit code 2).
#include "application.h"
#include "commands.h"

#include "core/engine/gameannotator.h"
#include "core/file/atomicfile.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "translations/languages.h"

#include <QEventLoop>

#include <cstdio>
#include <memory>
#include <unistd.h>

namespace ferz::cli {

namespace {

constexpr const char *AnnotateUsage =
    "usage: ferz-cli annotate [--engine PATH] [--depth N | --movetime MS] [--lang en|ru|es|pt] IN.pgn -o OUT.pgn";

// Shows how far the annotation is: one line that changes on a terminal, else a line per game.
class Progress {
public:
    explicit Progress(int games) : m_games(games), m_terminal(isatty(fileno(stderr)) != 0) {}
    void position(int game, int done, int total) const
    {
        if (m_terminal)
            std::fprintf(stderr, "\rgame %d of %d: position %d of %d", game, m_games, done, total);
    }
    void gameDone(int game, int positions) const
    {
        std::fprintf(stderr, "%sgame %d of %d: annotated, %d positions\n", m_terminal ? "\r" : "", game, m_games,
                     positions);
    }
    void interrupted() const
    {
        if (m_terminal)
            std::fprintf(stderr, "\n");
    }

private:
    int m_games;
    bool m_terminal;
};

} // namespace

int annotateCommand(const Arguments &args)
{
    const std::optional<EngineOptions> options = readEngineOptions("annotate", AnnotateUsage, args, true);
    if (!options)
        return 2;

    const Console console(options->language);
    std::optional<EngineWork> work = prepareEngineWork("annotate", *options);
    if (!work)
        return 2;
    std::vector<std::unique_ptr<PgnGame>> &games = work->games;

    GameAnnotator annotator;
    annotator.setProgram(work->engine);
    const QStringList summaryForms = translationsOf(summaryContext(), summaryTemplate());
    const Progress progress(static_cast<int>(games.size()));
    AtomicFile out(QString::fromStdString(options->output));
    if (!out.open()) {
        std::fprintf(stderr, "ferz-cli annotate: %s: %s\n", options->output.c_str(), qPrintable(out.errorString()));
        return 2;
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        GameTree &tree = games[i]->tree;
        QEventLoop loop;
        QString failure;
        QObject::connect(&annotator, &GameAnnotator::progressed, &loop,
                         [&](int done, int total) { progress.position(number, done, total); });
        QObject::connect(&annotator, &GameAnnotator::finished, &loop, &QEventLoop::quit);
        QObject::connect(&annotator, &GameAnnotator::failed, &loop, [&](const QString &reason) {
            failure = reason;
            loop.quit();
        });
        annotator.start(tree, options->limits);
        loop.exec();
        if (!failure.isEmpty()) {
            progress.interrupted();
            std::fprintf(stderr, "ferz-cli annotate: game %d: %s\n", number, qPrintable(failure));
            return 2;
        }
        // The tree is the analysed one: the plan always fits it.
        applyPlan(tree, *planAnnotation(tree, annotator.analysis(), summaryForms));
        progress.gameDone(number, annotator.positionCount());
        if ((i > 0 && !out.write("\n", 1)) || !out.write(QByteArray::fromStdString(writePgn(tree))))
            break;
    }
    if (!out.commit()) {
        std::fprintf(stderr, "ferz-cli annotate: %s: %s\n", options->output.c_str(), qPrintable(out.errorString()));
        return 2;
    }
    return work->errors == 0 ? 0 : 1;
}

} // namespace ferz::cli
