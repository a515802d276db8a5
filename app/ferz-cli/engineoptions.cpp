// SPDX-License-Identifier: GPL-3.0-or-later
// The options of the commands that run a UCI engine over a file (annotate, puzzles), and what they
// read before the engine starts.
#include "commands.h"

#include "core/engine/enginediscovery.h"
#include "translations/languages.h"

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr int DefaultDepth = 16;
constexpr int MaxDepth = 99;
constexpr int MaxMoveTimeMs = 3600000;

// A whole number from 1 to `max`; 0 otherwise.
int countValue(const std::string &text, int max)
{
    const int value = wholeNumber(text, 7).value_or(0);
    return value <= max ? value : 0;
}

} // namespace

std::optional<EngineOptions> readEngineOptions(const char *command, const char *usage, const Arguments &args,
                                               bool language)
{
    auto usageError = [&](const std::string &why) {
        cli::usageError(command, why, usage);
        return std::nullopt;
    };
    EngineOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        const bool option =
            a == "--engine" || a == "--depth" || a == "--movetime" || (language && a == "--lang") || a == "-o";
        if (option && i + 1 >= args.size())
            return usageError(a + " needs a value");
        if (a == "--engine") {
            o.engine = args[++i];
        } else if (a == "--depth" || a == "--movetime") {
            if (o.limits.depth || o.limits.moveTimeMs)
                return usageError("--depth and --movetime exclude each other: give one of them");
            const bool depth = a == "--depth";
            const int value = countValue(args[++i], depth ? MaxDepth : MaxMoveTimeMs);
            if (value == 0)
                return usageError(depth ? "N must be a whole number from 1 to " + std::to_string(MaxDepth) + ", not \""
                                          + args[i] + "\""
                                        : "MS must be a whole number of milliseconds from 1 to "
                                          + std::to_string(MaxMoveTimeMs) + ", not \"" + args[i] + "\"");
            (depth ? o.limits.depth : o.limits.moveTimeMs) = value;
        } else if (language && a == "--lang") {
            o.language = args[++i];
            if (!languageCodes().contains(QString::fromStdString(o.language)))
                return usageError("unknown language \"" + o.language + "\"");
        } else if (a == "-o") {
            o.output = args[++i];
        } else if (o.input.empty() && !a.starts_with("-")) {
            o.input = a;
        } else {
            return usageError("unexpected argument \"" + a + "\"");
        }
    }
    if (o.input.empty())
        return usageError("missing IN.pgn");
    if (o.output.empty())
        return usageError("missing -o OUT.pgn");
    if (!o.limits.moveTimeMs && !o.limits.depth)
        o.limits.depth = DefaultDepth;
    return o;
}

std::optional<EngineWork> prepareEngineWork(const char *command, const EngineOptions &options)
{
    EngineWork work;
    const QString named = QString::fromStdString(options.engine);
    if (!named.isEmpty() && programProblem(named) != ProgramProblem::None) {
        std::fprintf(stderr, "ferz-cli %s: %s\n", command, qPrintable(programProblemText(named)));
        return std::nullopt;
    }
    work.engine = findEngine(named);
    if (work.engine.isEmpty()) {
        std::fprintf(stderr,
                     "ferz-cli %s: no chess engine: install stockfish (apt-get install stockfish) or "
                     "name one with --engine PATH\n",
                     command);
        return std::nullopt;
    }
    if (!readGames(command, options.input, work.games, work.errors))
        return std::nullopt;
    return work;
}

} // namespace ferz::cli
