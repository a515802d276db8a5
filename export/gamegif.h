// SPDX-License-Identifier: GPL-3.0-or-later
// A game as an animated GIF, as lichess and Lucas Chess make them: a frame for the start position
// and one after each move of the main line, the move's two squares tinted and the move written
// under the board in the reader's notation ("12. Кf3"), the players and the result under the first
// and the last frames. The last frame stays three times as long, so that the loop pauses on the
// final position. The file's comment block holds the players, the result and the moves as text.
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"
#include "render/boardgeometry.h"
#include "render/pieceset.h"

#include <QImage>
#include <QString>

namespace ferz {

struct GifOptions {
    int size = 360; // the board's side in pixels; the caption under it adds a sixth
    int delayMs = 1000; // per move
    bool flipped = false;
    NotationStyle style = NotationStyle::pgn();
    BoardStyle colours = BoardStyle::screen();
};

// The number of frames: the moves of the main line and the start.
int gifFrameCount(const GameTree &game);
// Frame `index` (0 the start); `number` is the game's in its file (for the title of a game that
// names no player).
QImage gifFrame(const GameTree &game, int index, const PieceSet &pieces, const GifOptions &options, int number);

// Writes the GIF whole or not at all (AtomicFile); on failure `why` names the file and the reason.
bool writeGameGif(const QString &path, const GameTree &game, const PieceSet &pieces, const GifOptions &options,
                  int number, QString *why);

} // namespace ferz
