// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli: the rules core on the command line.
//   ferz-cli perft [--divide] [--chess960] DEPTH [FEN]
//   ferz-cli bench
//   ferz-cli pgn check|convert|index … FILE, pgn classify IN.pgn -o OUT.pgn
//   ferz-cli db import|find|tree|search|export … DB
//   ferz-cli moves [--style san|lan|figurine] [--lang en|ru|es|pt] [FEN]
//   ferz-cli parse MOVE [FEN]
//   ferz-cli export [--format html|pdf] [--style …] [--lang …] FILE.pgn -o OUT
//   ferz-cli diagram [--format png|svg] [--size N] [--flip] [--fen FEN | --pgn FILE --game N --ply N] -o OUT
//   ferz-cli gif FILE.pgn [--game N] [--lang L] -o OUT.gif
//   ferz-cli course check [FOLDER]
//   ferz-cli annotate [--engine PATH] [--depth N | --movetime MS] [--lang en|ru|es|pt] IN.pgn -o OUT.pgn
//   ferz-cli puzzles [--engine PATH] [--depth N | --movetime MS] IN.pgn -o PUZZLES.pgn
//   ferz-cli tablebase [--style san|lan|figurine] [--lang en|ru|es|pt] FEN
//   ferz-cli opening [--lang en|ru|es|pt] [FEN]
// The commands that draw (export, diagram, gif) run in ferz-cli-draw (drawing.h).
#include "commands.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

namespace {

struct Command {
    const char *name;
    int (*run)(const ferz::cli::Arguments &); // nullptr: the command draws, in ferz-cli-draw
    const char *usage;
};

constexpr Command Commands[] = {
    {"perft", ferz::cli::perftCommand,
     "perft [--divide] [--chess960] DEPTH [FEN]   count the move sequences of DEPTH plies (of Chess960)"},
    {"bench", ferz::cli::benchCommand,
     "bench                          measure move generation speed (nodes per second)"},
    {"pgn", ferz::cli::pgnCommand,
     "pgn check|convert|index FILE   validate, rewrite or list the games of a PGN file\n"
     "  ferz-cli pgn classify IN.pgn -o OUT.pgn   add the missing ECO and Opening tags, found by position"},
    {"db", ferz::cli::dbCommand,
     "db import|find|tree|search|export … DB   build a game database from PGN, find positions and games in it"},
    {"moves", ferz::cli::movesCommand,
     "moves [--style san|lan|figurine] [--lang en|ru|es|pt] [FEN]   list the legal moves"},
    {"parse", ferz::cli::parseCommand, "parse MOVE [FEN]               read a typed move and print it in UCI form"},
    {"export", nullptr,
     "export [--format html|pdf] [--style san|lan|figurine] [--lang en|ru|es|pt] FILE.pgn -o OUT   print games to HTML "
     "or PDF"},
    {"diagram", nullptr,
     "diagram [--format png|svg] [--size N] [--flip] [--lang en|ru|es|pt] [--fen FEN | --pgn FILE --game N --ply N] "
     "-o OUT\n"
     "                                          a board diagram as PNG or SVG, with the move's arrows and coloured "
     "squares\n"
     "                                          and its description in words (default: game 1 after its last move, "
     "400 pixels)"},
    {"gif", nullptr,
     "gif FILE.pgn [--game N] [--lang en|ru|es|pt] [--size N] [--delay MS] [--flip] -o OUT.gif\n"
     "                                          a game as an animated GIF: a frame per half-move and the start, the "
     "moves in\n"
     "                                          the language's notation (default: game 1, 360 pixels, 1000 ms a "
     "move)"},
    {"course", ferz::cli::courseCommand,
     "course check [FOLDER]          verify every level of the rules course with the rules core"},
    {"annotate", ferz::cli::annotateCommand,
     "annotate [--engine PATH] [--depth N | --movetime MS] [--lang en|ru|es|pt] IN.pgn -o OUT.pgn\n"
     "                                          annotate every game with a UCI engine: [%eval] after each move, ?! ? "
     "??\n"
     "                                          (win-percentage drops of 5, 10, 15), better lines, a summary per "
     "side;\n"
     "                                          default engine stockfish (on PATH or in /usr/games), --depth 16, "
     "--lang en;\n"
     "                                          progress on stderr"},
    {"puzzles", ferz::cli::puzzlesCommand,
     "puzzles [--engine PATH] [--depth N | --movetime MS] IN.pgn -o PUZZLES.pgn\n"
     "                                          a puzzle for every move marked ? or ?? in the annotated games "
     "(annotate):\n"
     "                                          the position before it, the moves that count (within 0.50 of the "
     "engine's\n"
     "                                          best, a win kept a win) and the refutation of the move played, as "
     "PGN;\n"
     "                                          the engine (default stockfish, --depth 16) weighs five lines per "
     "position"},
    {"tablebase", ferz::cli::tablebaseCommand,
     "tablebase [--style san|lan|figurine] [--lang en|ru|es|pt] FEN\n"
     "                                          the endgame tables' verdict on a position of up to four men "
     "(kings\n"
     "                                          included, no castling rights): line 1 who wins and the mate in "
     "moves\n"
     "                                          (\"White wins: mate in 16\") or \"Draw with best play\"; line 2 "
     "\"best moves:\"\n"
     "                                          and the moves that keep it (quickest mate, draw, longest "
     "resistance);\n"
     "                                          tables made at first use, kept in ~/.cache/ferz/tablebases"},
    {"opening", ferz::cli::openingCommand,
     "opening [--lang en|ru|es|pt] [FEN]   print the ECO code and name of the position (default: the start),\n"
     "                                          tab apart; status 1 when no opening is known for it"},
};

void printUsage(std::FILE *out)
{
    std::fprintf(out, "usage: ferz-cli COMMAND [ARGUMENTS]\n");
    for (const Command &c : Commands)
        std::fprintf(out, "  ferz-cli %s\n", c.usage);
}

// Runs the drawing command of `argv` in ferz-cli-draw, beside ferz-cli (as built) or where it is
// installed from ferz-cli's folder; returns only when it cannot (2, having said why).
int runDrawing(char *argv[])
{
    std::error_code error;
    const std::filesystem::path folder = std::filesystem::read_symlink("/proc/self/exe", error).parent_path();
    std::filesystem::path helper = folder / "ferz-cli-draw";
    if (!std::filesystem::exists(helper, error))
        helper = (folder / FERZ_DRAW_HELPER).lexically_normal();
    std::string path = helper.string();
    argv[0] = path.data();
    execv(path.c_str(), argv);
    std::fprintf(stderr, "ferz-cli %s: cannot run %s: %s\n", argv[1], path.c_str(), std::strerror(errno));
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc < 2) {
        printUsage(stderr);
        return 2;
    }
    if (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0) {
        printUsage(stdout);
        return 0;
    }
    for (const Command &c : Commands)
        if (std::strcmp(argv[1], c.name) == 0)
            return c.run ? ferz::cli::finish(c.name, c.run(ferz::cli::Arguments(argv + 2, argv + argc)))
                         : runDrawing(argv);
    std::fprintf(stderr, "ferz-cli: unknown command \"%s\"\n", argv[1]);
    printUsage(stderr);
    return 2;
}
