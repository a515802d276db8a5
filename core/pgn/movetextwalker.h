// SPDX-License-Identifier: GPL-3.0-or-later
// The one walk over a game's moves that every writer of movetext shares (PGN, the review view,
// the printed document, a line of moves): the order of PGN, where a move is followed by its
// NAGs and comment, then by the variations that replace it, then by the next move. The walk keeps
// its own stack of open lines, so a game of any length or depth of variations walks in constant
// call-stack space. It decides which moves need a number; what interrupts the moves (a comment, a
// diagram) is the visitor's to say, so each writer keeps its own rule for those.
#pragma once

#include "core/game/gametree.h"

namespace ferz {

class MovetextVisitor {
public:
    enum class CommentPlace {
        // The root's annotations: the comment before the first move, and any NAGs given before it
        // (only PGN keeps those).
        Game,
        BeforeMove, // a comment written before a move
        AfterMove // what follows a move and its NAGs
    };

    virtual ~MovetextVisitor() = default;

    // Called at the root once (Game) and at every move before and after it, whether or not it has
    // a comment: the visitor writes what it wants of `node`'s annotations. Returns whether it
    // wrote something that interrupts the moves, so that a black move after it needs its number.
    // `depth` is the move's variation depth: 0 on the main line.
    virtual bool comment(const GameNode &node, CommentPlace place, int depth);
    // A move. `numbered`: it needs its move number, because it is White's, or it opens a line, or
    // it follows an interruption or a closed variation.
    virtual void move(const GameNode &node, bool numbered, int depth) = 0;
    // Each NAG of a move, in order, after the move.
    virtual void nag(const GameNode &node, int nag, int depth);
    // A variation at `depth` (1 for an alternative to a main-line move) opens before its first
    // move and closes after its last; alternatives come one after the other.
    virtual void beginVariation(int depth);
    virtual void endVariation(int depth);
    // The end of the movetext, where the result goes.
    virtual void result(const GameTree &tree);
};

// Reports the tree's movetext to `visitor`: the game comment, the main line with every variation,
// and the result.
void walkMovetext(const GameTree &tree, MovetextVisitor &visitor);

} // namespace ferz
