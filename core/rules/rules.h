// SPDX-License-Identifier: GPL-3.0-or-later
// The rules about material and identity of positions that do not depend on a game's history.
#pragma once

#include "core/rules/position.h"

namespace ferz {

// Which material makes a position dead (FIDE 5.2.2). FIDE leaves K+N+N against a lone king alive
// (a mate is possible if the defender helps); a Brazilian rule text counts it as insufficient.
enum class DeadPositionRule {
    Fide,
    TwoKnightsInsufficient
};

// True when neither side can ever mate: only kings and minor pieces remain, and they are K–K,
// K+B–K, K+N–K, or any number of bishops all standing on squares of one colour.
bool isDeadPosition(const Position &position, DeadPositionRule rule = DeadPositionRule::Fide);

// False only when colour c cannot mate by any legal series of moves, whatever the opponent does:
// a lone king; a single knight against a king with at most queens; bishops only, all on one
// colour, against an opponent without knights or pawns. Decides whether a flag fall loses or draws
// (FIDE 6.9).
bool canMate(const Position &position, Color c);

// Whether two positions are the same in the sense of FIDE 9.2.3: same pieces on the same squares,
// same side to move, same castling rights, same possible en passant capture.
bool samePosition(const Position &a, const Position &b);

// Touch-move (FIDE 4.3): whether the player on move, having touched the piece on `square`, must
// move it, that is, whether it is theirs and has a legal move.
bool touchBinds(const Position &position, Square square);

} // namespace ferz
