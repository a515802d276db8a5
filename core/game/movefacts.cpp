// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/movefacts.h"

#include "core/notation/san.h"

namespace ferz {

MoveFacts describeMove(const Position &before, Move move)
{
    const Position after = before.after(move);
    MoveFacts facts;
    facts.move = move;
    facts.san = sanText(before, move);
    facts.capture = before.isCapture(move);
    facts.enPassant = move.kind() == Move::EnPassant;
    facts.castling = move.kind() == Move::Castling;
    facts.promotion = move.kind() == Move::Promotion;
    facts.check = after.isCheck();
    facts.mate = after.isCheckmate();
    return facts;
}

MoveFacts describeMove(const GameNode &node)
{
    MoveFacts facts = describeMove(node.parent()->position(), node.move());
    facts.clockMs = node.annotations().clockMs;
    return facts;
}

MoveFacts describeLastMove(const Game &game)
{
    const GameNode &last = *game.tree().mainLineEnd();
    MoveFacts facts = describeMove(last);
    facts.ending = game.termination();
    return facts;
}

} // namespace ferz
