// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommands of ferz-cli. Each takes the arguments after its name and returns the exit code:
// 0 success, 1 a negative answer (an error found in the input), 2 a usage or input error.
#pragma once

#include "notation.h"
#include "position.h"

#include <optional>

#include <string>
#include <vector>

namespace ferz::cli {

using Arguments = std::vector<std::string>;

// The FEN given as the arguments from `first` on, joined by spaces, so that it may be quoted or not.
std::string joinedFen(const Arguments &args, std::size_t first);
// Reads the FEN into position (left as it is when fen is empty); on error tells why, naming the
// command, and returns false.
bool readPosition(const char *command, const std::string &fen, Position &position);

// The move notation named by --style and --lang: style san or short (short algebraic in the
// language's letters), lan or long, figurine, figurine-long; lang en, ru, es or pt. nullopt when
// either is unknown.
std::optional<NotationStyle> notationOption(const std::string &style, const std::string &language);

int perftCommand(const Arguments &args);
int benchCommand(const Arguments &args);
int movesCommand(const Arguments &args);
int parseCommand(const Arguments &args);
int pgnCommand(const Arguments &args);
int exportCommand(const Arguments &args);

} // namespace ferz::cli
