// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommands of ferz-cli. Each takes the arguments after its name and returns the exit code:
// 0 success, 1 a negative answer (an error found in the input), 2 a usage or input error.
#pragma once

#include "core/engine/uciprotocol.h"
#include "core/notation/notation.h"
#include "core/pgn/pgnreader.h"
#include "core/rules/position.h"

#include <QString>
#include <map>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ferz::cli {

using Arguments = std::vector<std::string>;

// The FEN given as the arguments from `first` on, joined by spaces, so that it may be quoted or not.
std::string joinedFen(const Arguments &args, std::size_t first);
// Reads the FEN into position (left as it is when fen is empty) by the rules of `variant`; on error
// tells why, naming the command, and returns false.
bool readPosition(const char *command, const std::string &fen, Position &position, Variant variant = Variant::Standard);

// Appends every game of the PGN file at path to games, printing each reading error on stderr with
// its place and counting them in errors; on a file that cannot be opened or holds no game says why,
// naming the command, and returns false.
bool readGames(const char *command, const std::string &path, std::vector<std::unique_ptr<PgnGame>> &games, int &errors);

// Game `number` (from 1, as text from the command line) of the PGN file at path, read as readGames
// does; nullptr, having said why, when the number is not a game of the file.
std::unique_ptr<PgnGame> readGame(const char *command, const std::string &path, const std::string &number, int &errors);

// The value of `text` when it is a whole number of at most `digits` digits (9 at most); nullopt for
// anything else: empty, signed, or with other characters.
std::optional<int> wholeNumber(const std::string &text, std::size_t digits);

// The exit code of command `name`, which returned `status`, once its standard output is flushed:
// output sent to a full disk fails only when the last buffer is written, and a command that printed
// a game into a file must not end as if it had (2, having said why).
int finish(const char *name, int status);

// Says on stderr why the arguments are wrong, naming the command, then its usage; returns 2.
int usageError(const char *command, const std::string &why, const char *usage);
// Reads `args`: the options that take a value (their value goes where `values` says), the flags
// (set when given) and, when `operand` is given, one argument that is not an option. Returns what
// is wrong with them, empty when nothing is.
std::string readOptions(const Arguments &args, const std::map<std::string, std::string *> &values,
                        const std::map<std::string, bool *> &flags, std::string *operand = nullptr);

// The format an output file's name asks for: `named` when OUT ends in ".named" (in any case),
// else `otherwise` (--format not given).
std::string formatOfName(const std::string &output, const char *named, const char *otherwise);

// The --lang values en, ru, es, pt; false for any other.
bool readLanguage(const std::string &name, NotationLanguage &language);
// The --style values san (short), lan (long) and figurine in a language; false for any other.
bool readStyle(const std::string &name, NotationLanguage language, NotationStyle &style);

// The arguments of a command that runs a UCI engine over a file: [--engine PATH] [--depth N |
// --movetime MS] [--lang L] IN.pgn -o OUT.pgn (--lang only when `language`); --depth 16 when no
// limit is given. nullopt after saying what is wrong, naming `command`, with its `usage`.
struct EngineOptions {
    std::string engine, language = "en", input, output;
    SearchLimits limits;
};
std::optional<EngineOptions> readEngineOptions(const char *command, const char *usage, const Arguments &args,
                                               bool language);
// What a command that runs an engine over a file has before it starts: the engine (the one named
// with --engine, which must be runnable, else Stockfish) and the games of IN.pgn, with the count of
// reading errors (each printed as readGames does). nullopt after saying why, naming `command`.
struct EngineWork {
    QString engine;
    std::vector<std::unique_ptr<PgnGame>> games;
    int errors = 0;
};
std::optional<EngineWork> prepareEngineWork(const char *command, const EngineOptions &options);

int perftCommand(const Arguments &args);
int benchCommand(const Arguments &args);
int pgnCommand(const Arguments &args);
int dbCommand(const Arguments &args);
int movesCommand(const Arguments &args);
int parseCommand(const Arguments &args);
int courseCommand(const Arguments &args);
int annotateCommand(const Arguments &args);
int tablebaseCommand(const Arguments &args);
int puzzlesCommand(const Arguments &args);
int openingCommand(const Arguments &args);
// The commands that draw, in ferz-cli-draw (drawing.h).
int exportCommand(const Arguments &args);
int diagramCommand(const Arguments &args);
int gifCommand(const Arguments &args);
// ferz-cli pgn classify IN.pgn -o OUT.pgn (pgncommand.cpp hands the arguments after the verb).
int classifyGames(const Arguments &args);

} // namespace ferz::cli
