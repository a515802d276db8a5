// SPDX-License-Identifier: GPL-3.0-or-later
// What the PGN reader reports of a game as it reads it, in file order, to whoever makes something
// of it (as python-chess's BaseVisitor and shakmaty's Visitor): the tree builder builds a
// GameTree, the index counts the main line, the database import encodes the game as it goes. The
// reader checks the grammar, the limits and the framing of games, and says where each error is;
// the visitor plays the moves, so that it alone holds the positions of the lines being read.
//
// After begin(), the movetext's events follow as they stand in the text: a comment or NAG belongs
// to the move before it (or, before any move, to the game or to the first move of a variation),
// beginVariation() opens an alternative to the last move played, endVariation() returns after that
// move. A game whose movetext has an error ends at the error: the rest of it is not reported.
#pragma once

#include "core/game/gametree.h"
#include "core/notation/moveinput.h"

#include <string>
#include <string_view>
#include <vector>

namespace ferz {

class PgnVisitor {
public:
    // Whether the reader decodes the movetext's comments for it (a visitor that keeps nothing of
    // them hides this with false).
    static constexpr bool KeepsText = true;

    virtual ~PgnVisitor() = default;

    // A game starts: its tags in file order (values in UTF-8) and the position its moves start
    // from (its FEN tag's). Comments among its tags follow as the game's comment()s.
    virtual void begin(std::vector<GameTree::Tag> &&tags, const Position &start) = 0;
    // Plays the move written `text` (UTF-8) where the line being read stands; what readMove()
    // says of it (error None when it was played). A visitor that only counts may play nothing,
    // but must refuse (Unreadable) what is no move.
    virtual MoveInput move(std::string_view text) = 0;
    // Plays a null move; false when the side to move is in check.
    virtual bool nullMove() = 0;
    // The position the next move is played in (for the error of a move move() refused).
    virtual const Position &position() const = 0;
    virtual void nag(int nag) = 0;
    virtual void comment(std::string &&utf8) = 0;
    virtual void beginVariation() = 0;
    virtual void endVariation() = 0;
    // pgn4web's "(* …)" at the start of a variation: its moves continue after the move it varies
    // instead of replacing it.
    virtual void continueAfterVariedMove() = 0;
    // The game's result token (`1-0`, `0-1`, `1/2-1/2`, `*`), when its movetext has one.
    virtual void result(std::string_view result) = 0;
};

} // namespace ferz
