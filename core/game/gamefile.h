// SPDX-License-Identifier: GPL-3.0-or-later
// A Game to and from bytes: the first game of a PGN text or file, to be continued at the board,
// and the autosave record of a game in progress (its PGN plus what PGN cannot hold: both clocks,
// whether the clock was paused, open draw offers). Failures return nullopt with a sentence in
// `why` (translatable, context "GameFile").
#pragma once

#include "core/game/game.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ferz {

// Reads the first game of a PGN text. Its TimeControl tag, when Ferz can read it, gives the
// clock; each side's last [%clk] sets its time.
std::optional<Game> readPgnGame(const QByteArray &pgn, const GameOptions &options, QString *why);
std::optional<Game> readPgnFile(const QString &path, const GameOptions &options, QString *why);

// The autosave record (JSON) of a game at time `now`.
QByteArray writeSavedGame(const Game &game, std::int64_t now);
// Restores an autosave record with the clock paused at `now` on the side to move.
std::optional<Game> readSavedGame(const QByteArray &record, const GameOptions &options, std::int64_t now, QString *why);

} // namespace ferz
