// SPDX-License-Identifier: GPL-3.0-or-later
// What the status line says about a game: whose move it is, and at the end the result and why,
// in words (translatable, context "GameText").
#pragma once

#include "game.h"

#include <QString>

namespace ferz {

// "White to move", "Black to move – check".
QString turnText(const Game &game);
// "0-1 · Black wins: White is checkmated." and the like; empty while the game goes on.
QString endingText(const Game &game);

} // namespace ferz
