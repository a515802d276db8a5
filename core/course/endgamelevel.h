// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame levels (LevelKind::Endgame): the learner plays a position of up to four men out against
// the endgame tables (core/tablebase). The other side always answers with the tables' best move:
// the longest resistance when it is lost, or, holding a draw, the move that leaves the learner the
// most ways to go wrong; among equal moves a lost king keeps away from the edge, then the first
// in UCI order, so that a level plays the same every time. A learner's move that gives the result
// away (a win becomes a draw, a draw a loss) is taken back and explained; a hint names a move that
// keeps it and why. These functions decide all of it; LevelPlay plays the level with them.
#pragma once

#include "core/course/course.h"
#include "core/tablebase/tablebase.h"

namespace ferz {

// Why a learner's move gives the result away.
enum class EndgameSlip {
    None,
    Stalemate, // the move stalemates the other side
    Hangs, // a man of the learner's can now be taken, and the taking draws (or wins)
    Opposition, // the other side takes the opposition: the kings face each other, the learner to move
    LeavesSquare, // the defending king is outside the square of the pawn: it runs through
    Other, // nothing as simple: with best play the other side now holds (or wins)
};

// What a hint's move does.
enum class EndgameReason {
    Mate,
    Promotes, // the pawn promotes, and the win stays
    Captures, // the learner takes the last man of the other side
    KeySquare, // the learner's king reaches a key square of its pawn (`square`)
    Opposition, // the learner takes the opposition
    PawnRuns, // the pawn steps forward and the other king is outside its square
    EntersSquare, // the defending king steps into the square of the pawn
    BoxShrinks, // the other king's box shrinks from `before` to `after` squares
    KingApproaches, // the learner's king comes closer to the other king (`before` to `after` squares away)
    KeepsResult, // nothing simpler to say: the move keeps the win (mate in `after`) or the draw
};

struct EndgameHint {
    Move move;
    EndgameReason reason = EndgameReason::KeepsResult;
    int before = 0;
    int after = 0;
    Square square = Square::None;
};

// The result the learner keeps in an Endgame level: a win (Mate, Promote) or a draw (Draw).
TablebaseValue::Outcome endgameTarget(const Level &level);
// The answer of the side to move in `position` (the learner's opponent), as the header says;
// a null move when it has none or the tables are not ready.
Move endgameReply(const Tablebase &tables, const Position &position);
// Why the learner's legal move gives the level's result away; None when it keeps it.
EndgameSlip endgameSlip(const Tablebase &tables, const Level &level, const Position &position, Move move);
// A move that keeps the result, the quickest mate when winning, with the simplest reason found.
EndgameHint endgameHint(const Tablebase &tables, const Level &level, const Position &position);
// The stars of a mate in `played` moves where the shortest took `shortest`: three within a quarter
// more moves (rounded down), two within half more, else one.
int mateStars(int shortest, int played);

// The squares the king of `side` could reach stepping only on empty squares its opponent's men,
// the king left out, do not attack (its own square counted): the box a rook or queen keeps it in.
int boxSize(const Position &position, Color side);
// Whether the kings stand in opposition: on one file or rank with one square between.
bool kingsInOpposition(const Position &position);
// The key squares of a pawn: when the king of the pawn's side stands on one, the pawn promotes
// whatever the other king does (two squares in front of the pawn and beside them, from the fifth
// rank also one square in front; for a rook's pawn the two squares of the next file at the end).
Bitboard keySquares(Square pawn, Color side);
// Whether the king of `defender` stands in the square of the other side's pawn on `pawn`: it
// catches the pawn, whoever is to move (`pawnToMove`), if nothing stands in its way.
bool inSquareOfPawn(Square king, Square pawn, Color pawnSide, bool pawnToMove);

} // namespace ferz
