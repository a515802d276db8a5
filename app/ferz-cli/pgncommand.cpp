// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli pgn: checking, converting and indexing PGN files.
#include "commands.h"

#include "core/notation/notation.h"
#include "core/pgn/pgnchecker.h"
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnparallel.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"

#include <QFile>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>
#include <thread>
#include <vector>

namespace ferz::cli {

namespace {

constexpr const char *Usage =
    "usage: ferz-cli pgn check [--encoding ENC] [--threads N] FILE\n"
    "       ferz-cli pgn convert [--style san|lan|figurine] [--lang en|ru|es|pt] [--encoding ENC] FILE\n"
    "       ferz-cli pgn index [--encoding ENC] FILE\n"
    "       ferz-cli pgn classify IN.pgn -o OUT.pgn\n"
    "ENC is auto (the default), utf8, latin1 or cp1251. N threads read the file (default: one per\n"
    "processor); the output is the same for any N.\n";

struct Options {
    std::string style = "san";
    std::string lang = "en";
    TextEncoding encoding = TextEncoding::Auto;
    int threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    std::string file;
};

int usageError(const char *what)
{
    std::fprintf(stderr, "ferz-cli pgn: %s\n%s", what, Usage);
    return 2;
}

// Reads the options after the verb; nullopt (after a message) when they are wrong.
std::optional<Options> parseOptions(const Arguments &args, const std::string &verb)
{
    const bool convert = verb == "convert";
    Options o;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--encoding" && hasValue) {
            const std::string &e = args[++i];
            if (e == "auto")
                o.encoding = TextEncoding::Auto;
            else if (e == "utf8" || e == "utf-8")
                o.encoding = TextEncoding::Utf8;
            else if (e == "latin1" || e == "iso-8859-1")
                o.encoding = TextEncoding::Latin1;
            else if (e == "cp1251" || e == "windows-1251")
                o.encoding = TextEncoding::Windows1251;
            else
                return usageError("unknown encoding"), std::nullopt;
        } else if (verb == "check" && a == "--threads" && hasValue) {
            const std::string &n = args[++i];
            o.threads = wholeNumber(n, 2).value_or(0);
            if (o.threads < 1 || o.threads > 64)
                return usageError("N must be a whole number from 1 to 64"), std::nullopt;
        } else if (convert && a == "--style" && hasValue) {
            o.style = args[++i];
        } else if (convert && a == "--lang" && hasValue) {
            o.lang = args[++i];
        } else if (o.file.empty() && !a.starts_with("--")) {
            o.file = a;
        } else {
            return usageError("unexpected argument"), std::nullopt;
        }
    }
    if (o.file.empty())
        return usageError("missing FILE"), std::nullopt;
    return o;
}

bool openFile(QFile &file)
{
    if (file.open(QIODevice::ReadOnly))
        return true;
    std::fprintf(stderr, "ferz-cli pgn: %s: %s\n", qPrintable(file.fileName()), qPrintable(file.errorString()));
    return false;
}

int check(const Options &o)
{
    QFile file(QString::fromStdString(o.file));
    if (!openFile(file))
        return 2;
    file.close();
    struct Nothing {};
    // Each reader checks its games through a copy of its own and keeps nothing of them.
    struct Checker final : PgnChecker {
        Nothing operator()(const PgnGame &) { return {}; }
    };
    long long games = 0, moves = 0, errors = 0;
    PgnParallelOptions options;
    options.threads = o.threads;
    options.encoding = o.encoding;
    readPgnInParallel<Nothing>(file.fileName(), options, Checker(), [&](const PgnPieceGame<Nothing> &game) {
        ++games;
        moves += game.moves;
        for (const PgnError &e : game.errors)
            std::printf("%s\n", qPrintable(pgnErrorMessage(e)));
        errors += static_cast<long long>(game.errors.size());
        return true;
    });
    std::printf("games %lld, moves %lld, errors %lld\n", games, moves, errors);
    return errors == 0 ? 0 : 1;
}

// --style san in English is PGN itself; any other style or language is for reading.
std::optional<NotationStyle> styleOf(const Options &o)
{
    NotationLanguage language;
    if (!readLanguage(o.lang, language))
        return usageError("unknown language"), std::nullopt;
    NotationStyle style;
    if (!readStyle(o.style, language, style))
        return usageError("unknown style"), std::nullopt;
    return style;
}

int convert(const Options &o)
{
    const std::optional<NotationStyle> style = styleOf(o);
    if (!style)
        return 2;
    QFile file(QString::fromStdString(o.file));
    if (!openFile(file))
        return 2;
    PgnReader reader(&file, o.encoding);
    PgnGame game;
    bool first = true;
    int errors = 0;
    while (reader.readGame(game)) {
        for (const PgnError &e : game.errors)
            std::fprintf(stderr, "%s\n", qPrintable(pgnErrorMessage(e)));
        errors += static_cast<int>(game.errors.size());
        const bool pgn = o.style == "san" && o.lang == "en";
        const std::string text = pgn ? writePgn(game.tree) : writePgn(game.tree, *style);
        std::printf("%s%s", first ? "" : "\n", text.c_str());
        first = false;
    }
    return errors == 0 ? 0 : 1;
}

int index(const Options &o)
{
    PgnFile database;
    if (!database.open(QString::fromStdString(o.file), o.encoding)) {
        std::fprintf(stderr, "ferz-cli pgn: %s: %s\n", o.file.c_str(), qPrintable(database.errorString()));
        return 2;
    }
    std::printf("number\tWhite\tBlack\tResult\tDate\tEvent\tplies\n");
    for (int i = 0; i < database.count(); ++i) {
        const PgnFile::Entry &e = database.entry(i);
        auto out = [](std::string_view text) { std::printf("%.*s\t", static_cast<int>(text.size()), text.data()); };
        std::printf("%d\t", e.number);
        for (const std::string_view text :
             {e.header.white, e.header.black, e.header.result, e.header.date, e.header.event})
            out(text);
        std::printf("%d\n", e.header.plies);
    }
    return 0;
}

} // namespace

int pgnCommand(const Arguments &args)
{
    if (args.empty())
        return usageError("missing verb");
    const std::string &verb = args[0];
    if (verb == "classify")
        return classifyGames(Arguments(args.begin() + 1, args.end()));
    if (verb != "check" && verb != "convert" && verb != "index")
        return usageError("unknown verb");
    const std::optional<Options> options = parseOptions(args, verb);
    if (!options)
        return 2;
    if (verb == "check")
        return check(*options);
    if (verb == "convert")
        return convert(*options);
    return index(*options);
}

} // namespace ferz::cli
