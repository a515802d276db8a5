// SPDX-License-Identifier: GPL-3.0-or-later
// Brings a game database written by an earlier Ferz up to this one's format, in place, so that a
// database the user has edited (whose PGN may be long gone) still opens. Format 2 kept the order in
// which each game's home pawns leave; format 3 keeps each pawn's rank in that order
// (SearchRecord::departureRanks), which a search checks in a few operations. Format 2 kept a
// chunk's moves in one row; format 3 keeps them in blocks of 16 games (chunk.h).
#pragma once

#include "core/db/sqlite.h"

#include <cstdint>

namespace ferz::db {

// The oldest format upgradeFormat brings up to date.
inline constexpr int OldestUpgradable = 2;

// Upgrades the database open on `db` (for writing) from OldestUpgradable to SchemaVersion in one
// transaction: false, with the file as it was and `why` said, when it cannot be written. A
// database another connection has upgraded meanwhile is left as it is.
bool upgradeFormat(Sqlite &db, QString &why);

// The departure ranks (SearchRecord::departureRanks) of the first `count` home pawns of
// `order` (four bits each, the first in the lowest bits) to leave.
std::uint64_t ranksOfOrder(std::uint64_t order, int count);

} // namespace ferz::db
