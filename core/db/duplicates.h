// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate games of a game database: games between the same players (White and Black as
// written) with the same main line from the same start position, whatever their comments,
// variations and other tags. A merge keeps one game of each set, at the number of its first copy:
// the copy richest in comments, symbols and variations, with the tags only the other copies have;
// the other copies are removed, every set in one change of the database.
#pragma once

#include "core/db/gamedatabase.h"

#include <functional>
#include <optional>
#include <vector>

namespace ferz::db {

// The sets of duplicate games (numbers from 1, in order; the sets in the order of their first
// game); nullopt when the database cannot be read (its error() says why). `progress` is told the
// chunks read of all of them and may stop the search (it returns false), which then returns nullopt.
std::optional<std::vector<std::vector<int>>> findDuplicates(GameDatabase &database,
                                                            const std::function<bool(int, int)> &progress = {});

// How much a copy holds beyond its moves: comments, symbols, arrows and squares, and each move
// of its variations.
int annotationWeight(const GameTree &tree);

// Merges each set of duplicates as the file's header says; false (and the database's error)
// leaves the database as it was.
bool mergeDuplicates(GameDatabase &database, const std::vector<std::vector<int>> &sets);

} // namespace ferz::db
