// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli db: importing PGN into a game database, searching it by position and by header, its
// opening tree, and exporting its games back to PGN.
#include "commands.h"

#include "core/db/gamedatabase.h"
#include "core/db/pgnimport.h"
#include "core/db/positionsearch.h"
#include "core/notation/san.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnwriter.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>
#include <optional>
#include <thread>
#include <unistd.h>

namespace ferz::cli {

namespace {

constexpr const char *Usage =
    "usage: ferz-cli db import [--encoding ENC] [--threads N] FILE.pgn DB\n"
    "       ferz-cli db find [--threads N] [--count] [--time] DB --fen FEN\n"
    "       ferz-cli db tree [--threads N] [--time] DB --fen FEN\n"
    "       ferz-cli db search [--count] DB [--player P] [--white P] [--black P] [--event E] [--site S]\n"
    "                             [--from DATE] [--to DATE] [--result R] [--eco ECO] [--min-elo N]\n"
    "       ferz-cli db export DB [--game N]\n"
    "import reports reading errors as pgn check does and imports what was read of each game.\n"
    "find prints number, White, Black, Result, Date, the ply where the position is reached and the\n"
    "move played next (empty at the end of the game), tab-separated, then \"games N\". tree prints\n"
    "each next move (\"[end]\" for the games that end there) with its games, the score of the side\n"
    "that played it, the share of draws, its players' average rating and performance, and the games'\n"
    "average year.\n"
    "A FEN may leave out its two move counters. Texts of search match any part of a name.\n"
    "--time says on stderr how long the search took (with the tree), on the clock and on the processors,\n"
    "and how many games it looked at one by one (an opening position's tree is mostly added up from the\n"
    "totals of the opening lines).\n"
    "Without --threads, find and tree take one thread and one more for each million games or so, at\n"
    "most one a processor.\n"
    "--count prints \"games N\" alone. Games whose records are damaged are skipped by find and tree,\n"
    "which name them on stderr and exit with 1.\n";

int usageError(const char *what)
{
    std::fprintf(stderr, "ferz-cli db: %s\n%s", what, Usage);
    return 2;
}

struct Options {
    std::vector<std::string> files;
    std::map<std::string, std::string> values; // --name value
    bool count = false, time = false; // --count and --time, the options without a value
    int threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    TextEncoding encoding = TextEncoding::Auto;
};

// Options with a value each; everything else is a file. nullopt (after a message) when wrong.
std::optional<Options> parseOptions(const Arguments &args, std::initializer_list<const char *> allowed)
{
    Options o;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (!a.starts_with("--")) {
            o.files.push_back(a);
            continue;
        }
        const std::string name = a.substr(2);
        const bool allowedName = std::any_of(allowed.begin(), allowed.end(), [&](const char *n) { return name == n; });
        if (allowedName && (name == "count" || name == "time")) {
            (name == "count" ? o.count : o.time) = true;
            continue;
        }
        if (!allowedName)
            return usageError(("unknown option " + a).c_str()), std::nullopt;
        if (i + 1 == args.size())
            return usageError(("missing value of " + a).c_str()), std::nullopt;
        o.values[name] = args[++i];
    }
    if (auto t = o.values.find("threads"); t != o.values.end()) {
        const std::string &n = t->second;
        o.threads = wholeNumber(n, 2).value_or(0);
        if (o.threads < 1 || o.threads > 64)
            return usageError("N must be a whole number from 1 to 64"), std::nullopt;
    }
    if (auto e = o.values.find("encoding"); e != o.values.end()) {
        const std::map<std::string, TextEncoding> encodings = {{"auto", TextEncoding::Auto},
                                                               {"utf8", TextEncoding::Utf8},
                                                               {"utf-8", TextEncoding::Utf8},
                                                               {"latin1", TextEncoding::Latin1},
                                                               {"iso-8859-1", TextEncoding::Latin1},
                                                               {"cp1251", TextEncoding::Windows1251},
                                                               {"windows-1251", TextEncoding::Windows1251}};
        const auto found = encodings.find(e->second);
        if (found == encodings.end())
            return usageError("unknown encoding"), std::nullopt;
        o.encoding = found->second;
    }
    return o;
}

QString databaseErrorText(db::DatabaseError error, const QString &detail)
{
    using E = db::DatabaseError;
    QString text;
    switch (error) {
    case E::None: break;
    case E::CannotOpen: text = QStringLiteral("cannot be opened"); break;
    case E::NotADatabase: text = QStringLiteral("is not a Ferz game database"); break;
    case E::OldVersion:
        text = QStringLiteral("was written by an older Ferz, in a form this one does not read: import its PGN again "
                              "(ferz-cli db import FILE.pgn NEW.ferzdb)");
        break;
    case E::NewerVersion: text = QStringLiteral("was written by a newer Ferz"); break;
    case E::Damaged: text = QStringLiteral("is damaged"); break;
    case E::Exists: text = QStringLiteral("exists already: give a new file"); break;
    case E::InUse: text = QStringLiteral("is being written by another import now"); break;
    case E::CannotWrite: text = QStringLiteral("cannot be written"); break;
    case E::CannotRead: text = QStringLiteral("cannot be read"); break;
    }
    return detail.isEmpty() ? text : text + QStringLiteral(" (") + detail + QLatin1Char(')');
}

int databaseError(const std::string &path, db::DatabaseError error, const QString &detail)
{
    std::fprintf(stderr, "ferz-cli db: %s: %s\n", path.c_str(), qPrintable(databaseErrorText(error, detail)));
    return 2;
}

bool openDatabase(const std::string &path, db::GameDatabase &database)
{
    if (database.open(QString::fromStdString(path)))
        return true;
    databaseError(path, database.error(), database.errorDetail());
    return false;
}

int import(const Arguments &args)
{
    const auto o = parseOptions(args, {"encoding", "threads"});
    if (!o)
        return 2;
    if (o->files.size() != 2)
        return usageError("import needs FILE.pgn and DB");
    const std::string &pgn = o->files[0], &target = o->files[1];
    if (!QFile::exists(QString::fromStdString(pgn))) {
        std::fprintf(stderr, "ferz-cli db: %s: No such file or directory\n", pgn.c_str());
        return 2;
    }
    const bool terminal = isatty(fileno(stderr));
    int lastPercent = -1;
    db::ImportCallbacks callbacks;
    callbacks.error = [](const PgnError &e) { std::printf("%s\n", qPrintable(pgnErrorMessage(e))); };
    callbacks.progress = [&](int games, std::int64_t done, std::int64_t total) {
        const int percent = total > 0 ? static_cast<int>(100 * done / total) : 100;
        if (terminal && percent != lastPercent) {
            std::fprintf(stderr, "\rimporting: %d%%, %d games", percent, games);
            lastPercent = percent;
        }
        return true;
    };
    db::ImportOptions options;
    options.threads = o->threads;
    options.encoding = o->encoding;
    const db::ImportResult r =
        db::importPgn(QString::fromStdString(pgn), QString::fromStdString(target), options, callbacks);
    if (terminal && lastPercent >= 0)
        std::fprintf(stderr, "\n");
    if (r.error != db::DatabaseError::None)
        return databaseError(target, r.error, r.detail);
    if (r.unreadable) {
        std::fprintf(stderr, "ferz-cli db: %s: cannot be read; no database was written\n", pgn.c_str());
        return 2;
    }
    std::printf("games %d, moves %lld, errors %lld\n", r.games, static_cast<long long>(r.moves),
                static_cast<long long>(r.errors));
    return r.errors == 0 ? 0 : 1;
}

// The --fen option as a position; a FEN without its move counters gets "0 1".
std::optional<Position> fenOption(const Options &o)
{
    const auto fen = o.values.find("fen");
    if (fen == o.values.end())
        return usageError("missing --fen"), std::nullopt;
    std::string text = fen->second;
    if (std::count(text.begin(), text.end(), ' ') == 3)
        text += " 0 1";
    Position position;
    if (!readPosition("db", text, position))
        return std::nullopt;
    return position;
}

// The headers of a list of games, read a page of them at a time as they are printed.
class HeaderPages {
public:
    HeaderPages(db::GameDatabase &database, const std::vector<int> &games) : m_database(database), m_games(games) {}
    const GameHeader &at(std::size_t i) const
    {
        if (i < m_first || i >= m_first + m_page.size()) {
            m_first = i;
            const std::size_t end = std::min(m_games.size(), i + PageGames);
            m_page = m_database.headersOf(std::vector<int>(m_games.begin() + static_cast<std::ptrdiff_t>(i),
                                                           m_games.begin() + static_cast<std::ptrdiff_t>(end)));
        }
        return m_page[i - m_first];
    }

private:
    static constexpr std::size_t PageGames = 1000;
    db::GameDatabase &m_database;
    const std::vector<int> &m_games;
    mutable std::size_t m_first = 0;
    mutable std::vector<GameHeader> m_page;
};

// The time a search takes, on the clock and on the processors (all threads), for --time.
class SearchClock {
public:
    SearchClock() : m_wall(std::chrono::steady_clock::now()), m_cpu(cpuNow()) {}
    void print(const db::PositionSearchResult &found) const
    {
        const std::chrono::duration<double, std::milli> wall = std::chrono::steady_clock::now() - m_wall;
        std::fprintf(stderr, "search: %.1f ms, processor time %.1f ms, %d games looked at one by one\n", wall.count(),
                     (cpuNow() - m_cpu) * 1e3, found.examined);
    }

private:
    static double cpuNow()
    {
        timespec t {};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
    }
    std::chrono::steady_clock::time_point m_wall;
    double m_cpu;
};

// The games reaching `target`; nullopt after a message when the database cannot be read. Games
// skipped as damaged are named on stderr.
std::optional<db::PositionSearchResult> search(db::GameDatabase &database, const Position &target, int threads,
                                               db::SearchGives gives)
{
    auto found = db::findPosition(database, target, threads, {}, gives);
    const std::string path = database.path().toStdString();
    if (!found)
        databaseError(path, database.error(), database.errorDetail());
    else if (!found->damaged.empty())
        std::fprintf(stderr, "ferz-cli db: %s: skipped %zu damaged game(s): %s\n", path.c_str(), found->damaged.size(),
                     db::gameRanges(found->damaged).c_str());
    return found;
}

// After the headers are printed: 0, or 2 after a message when reading them failed.
int headersRead(const db::GameDatabase &database)
{
    if (database.error() == db::DatabaseError::None)
        return 0;
    return databaseError(database.path().toStdString(), database.error(), database.errorDetail());
}

int find(const Arguments &args, bool tree)
{
    const auto o =
        tree ? parseOptions(args, {"fen", "threads", "time"}) : parseOptions(args, {"fen", "threads", "count", "time"});
    if (!o)
        return 2;
    if (o->files.size() != 1)
        return usageError("give one DB");
    const std::optional<Position> target = fenOption(*o);
    if (!target)
        return 2;
    db::GameDatabase database;
    if (!openDatabase(o->files[0], database))
        return 2;
    const SearchClock clock;
    // --threads is taken as given; without it, the search takes what pays for the database's size.
    const int threads = o->values.count("threads") ? o->threads : db::searchThreads(database, o->threads);
    const auto found =
        search(database, *target, threads, tree || o->count ? db::SearchGives::Tree : db::SearchGives::Matches);
    if (!found)
        return 2;
    const std::vector<db::PositionMatch> &matches = found->matches;
    const Color mover = target->sideToMove();
    if (o->time)
        clock.print(*found);
    // Partial results say so in the exit code too.
    const int done = found->damaged.empty() ? 0 : 1;
    if (tree) {
        auto percent = [](std::optional<double> share) {
            return share ? QString::number(100 * *share, 'f', 1).append('%').toStdString() : std::string();
        };
        auto number = [](std::optional<int> value) { return value ? std::to_string(*value) : std::string(); };
        for (const db::TreeMove &t : found->tree) {
            const std::string move = t.ends ? "[end]" : t.move.isNull() ? "--" : sanText(*target, t.move);
            std::printf("%s\t%d\t%s\t%s\t%s\t%s\t%s\n", move.c_str(), t.games, percent(t.score(mover)).c_str(),
                        percent(t.drawShare()).c_str(), number(t.averageRating()).c_str(),
                        number(t.performance()).c_str(), number(t.averageYear()).c_str());
        }
        std::printf("games %d\n", found->games);
        return done;
    }
    if (o->count) {
        std::printf("games %d\n", found->games);
        return done;
    }
    std::vector<int> games;
    for (const db::PositionMatch &m : matches)
        games.push_back(m.game);
    const HeaderPages headers(database, games);
    for (std::size_t i = 0; i < matches.size(); ++i) {
        const db::PositionMatch &m = matches[i];
        const GameHeader &h = headers.at(i);
        std::string next;
        if (m.hasNext) {
            // The position of the match is the target itself.
            next = m.next.isNull() ? "--" : sanText(*target, m.next);
        }
        std::printf("%d\t%s\t%s\t%s\t%s\t%d\t%s\n", m.game, h.white.c_str(), h.black.c_str(), h.result.c_str(),
                    h.date.c_str(), m.ply, next.c_str());
    }
    std::printf("games %zu\n", matches.size());
    const int read = headersRead(database);
    return read ? read : done;
}

int searchHeaders(const Arguments &args)
{
    const auto o = parseOptions(
        args, {"player", "white", "black", "event", "site", "from", "to", "result", "eco", "min-elo", "count"});
    if (!o)
        return 2;
    if (o->files.size() != 1)
        return usageError("give one DB");
    auto value = [&](const char *name) {
        const auto v = o->values.find(name);
        return v == o->values.end() ? std::string() : v->second;
    };
    HeaderQuery q;
    q.player = value("player");
    q.white = value("white");
    q.black = value("black");
    q.event = value("event");
    q.site = value("site");
    q.eco = value("eco");
    if (!value("from").empty() && (q.fromDay = dayOf(value("from"))) == 0)
        return usageError("DATE is YYYY.MM.DD (month and day may be left out)");
    if (!value("to").empty() && (q.toDay = lastDayOf(value("to"))) == 0)
        return usageError("DATE is YYYY.MM.DD (month and day may be left out)");
    if (!value("result").empty() && (q.result = resultCode(value("result"))) < 0)
        return usageError("R is 1-0, 0-1, 1/2-1/2 or *");
    if (const std::string elo = value("min-elo"); !elo.empty()) {
        q.minElo = wholeNumber(elo, 4).value_or(0);
        if (q.minElo <= 0)
            return usageError("the rating is a whole number from 1 to 9999");
    }
    db::GameDatabase database;
    if (!openDatabase(o->files[0], database))
        return 2;
    const std::optional<std::vector<int>> found = database.findGames(q);
    if (!found)
        return databaseError(o->files[0], database.error(), database.errorDetail());
    const std::vector<int> &ids = *found;
    const HeaderPages headers(database, ids);
    for (std::size_t i = 0; i < ids.size() && !o->count; ++i) {
        const int id = ids[i];
        const GameHeader &h = headers.at(i);
        std::printf("%d\t%s\t%s\t%s\t%s\t%s\n", id, h.white.c_str(), h.black.c_str(), h.result.c_str(), h.date.c_str(),
                    h.event.c_str());
    }
    std::printf("games %zu\n", ids.size());
    return headersRead(database);
}

int exportGames(const Arguments &args)
{
    const auto o = parseOptions(args, {"game"});
    if (!o)
        return 2;
    if (o->files.size() != 1)
        return usageError("give one DB");
    db::GameDatabase database;
    if (!openDatabase(o->files[0], database))
        return 2;
    int first = 1, last = database.count();
    if (const auto g = o->values.find("game"); g != o->values.end()) {
        const std::string &n = g->second;
        first = last = wholeNumber(n, 9).value_or(0);
        if (first < 1 || first > database.count())
            return usageError("N must be the number of a game of the database");
    }
    for (int id = first; id <= last; ++id) {
        GameTree tree;
        if (!database.readGame(id, tree)) {
            std::fprintf(stderr, "ferz-cli db: %s: game %d is damaged\n", o->files[0].c_str(), id);
            return 2;
        }
        std::printf("%s%s", id == first ? "" : "\n", writePgn(tree).c_str());
    }
    return 0;
}

} // namespace

int dbCommand(const Arguments &args)
{
    if (args.empty())
        return usageError("missing verb");
    const std::string &verb = args[0];
    if (verb == "import")
        return import(args);
    if (verb == "find" || verb == "tree")
        return find(args, verb == "tree");
    if (verb == "search")
        return searchHeaders(args);
    if (verb == "export")
        return exportGames(args);
    return usageError("unknown verb");
}

} // namespace ferz::cli
