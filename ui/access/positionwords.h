// SPDX-License-Identifier: GPL-3.0-or-later
// What the Speak commands and the announcements say about a position and a game, in words for a
// screen reader (translatable, context "PositionWords"): the pieces of a side, the squares of a
// rank or file, the moves of a piece, who attacks and defends a square, a move of the game with
// its symbols and comments, the clocks. Widget-free: each function returns a sentence.
#pragma once

#include "core/game/game.h"
#include "export/diagramwords.h" // piecesText, which a diagram's text alternative says too

#include <QString>

namespace ferz {

// "Rank 4: e4, white pawn; d4, black pawn." or "Rank 4 is empty." (rank and file from 0).
QString rankText(const Position &position, int rank);
QString fileText(const Position &position, int file);
// The legal moves of the piece on `square`: "g1, white knight. Legal moves: Knight f3; Knight h3."
// An empty square, a piece of the side not to move or a piece without moves is said as such.
QString pieceMovesText(const Position &position, Square square);
// Who reaches `square`: for a piece, its attackers and defenders; for an empty square, the
// pieces of each side that reach it.
QString attackersText(const Position &position, Square square);

// The move that leads to `node` with its number and side: "12. Black: Knight takes e5, check";
// `details` adds the variation it opens, its symbols in words and its comments. The root is "The
// start of the game.", with the symbols and the comment given before the first move.
QString moveWords(const GameNode &node, bool details);
// The header in words: "White: Kasparov. Black: Topalov. Hoogovens, Wijk aan Zee, 1999. White
// won." (what the header leaves unknown is left out, and the result unless `withResult`; empty
// when it knows nothing).
QString headerWords(const GameTree &tree, bool withResult = true);
// What is said when a game is shown: its header in words (its result only when `status` does not
// say how the game ended), where it stands (`status`, the status line's text) and what is written
// before its first move (the game's comment, its symbols).
QString shownGameWords(const GameTree &tree, const QString &status, bool statusSaysTheEnd);
// The Speak command's answer: "Last move: 12. Black: …", or that no move was played yet.
QString lastMoveText(const GameNode &node);
// The same for a board without a game: `moveWords` is its last move in words (empty: none yet).
QString lastMoveText(const QString &moveWords);

// "1 hour 2 minutes 5 seconds", "45 seconds".
QString durationWords(qint64 ms);
// The clocks of a game being played, or that it has none.
QString clocksText(const Game &game, qint64 now);
// The warning when `side`'s time first drops under a minute (`seconds` 60) or ten seconds (10).
QString lowTimeText(Color side, int seconds);

} // namespace ferz
