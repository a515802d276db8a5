// SPDX-License-Identifier: GPL-3.0-or-later
// Games from PGN text: the first game of a text (the clipboard, an autosave record), and a game
// read from a file made ready to go on playing. Failures return nullopt with a sentence in `why`
// (translatable, context "GameFile").
#pragma once

#include "core/game/game.h"
#include "core/pgn/pgnreader.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ferz {

// The first game of a PGN text; nullopt when there is none or it could not be read completely.
std::optional<PgnGame> readFirstGame(const QByteArray &pgn, QString *why);
// Whether a PGN text holds more than one game (their tags are read, no move is resolved).
bool holdsSeveralGames(const QByteArray &pgn);

// The game of `tree` to go on playing: its TimeControl tag, when Ferz can read it, gives the clock,
// and each side's last [%clk] sets its time. nullopt when the main line holds a null move.
std::optional<Game> playableGame(GameTree &&tree, const GameOptions &options, QString *why);

} // namespace ferz
