// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of Endgame levels (played against the endgame tables, core/course/endgamelevel.h):
// what the level asks, the other side's answer, why a move that gives the result away is taken
// back, the hint's reason, the fifty-move count and the end. Moves in the notation given.
#pragma once

#include "core/course/levelplay.h"

#include <QCoreApplication>

namespace ferz {

struct EndgameText {
    Q_DECLARE_TR_FUNCTIONS(ferz::EndgameText)

public:
    // The question after the level's prompt: the shortest mate, or the moves to hold the draw.
    static QString question(const Level &level);
    // The learner's move and the answer (`before`: the position the learner moved in).
    static QString replied(const Position &before, const Verdict &verdict, const NotationStyle &style);
    // Why the move is taken back.
    static QString slip(const Level &level, const Position &position, const Verdict &verdict,
                        const NotationStyle &style);
    static QString fiftyMoves();
    // The end of a solved level: the mate's length against the shortest, the promotion, the draw.
    static QString solved(const LevelPlay &play);
    // The hint's move and its reason.
    static QString hint(const Position &position, const EndgameHint &hint, const NotationStyle &style);
    // The moves made, the shortest mate, and how many moves are left before the other side may
    // claim a draw by the fifty-move rule.
    static QString facts(const LevelPlay &play);
};

} // namespace ferz
