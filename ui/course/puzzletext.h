// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of Puzzle levels (core/course/puzzle.h): what the learner is asked, where the
// position comes from, why a move is refused (with the engine's refutation), and the end, where
// the refutation of the move played in the game is shown. Moves in the notation given.
#pragma once

#include "core/course/levelplay.h"

#include <QCoreApplication>

namespace ferz {

struct PuzzleText {
    Q_DECLARE_TR_FUNCTIONS(ferz::PuzzleText)

public:
    static QString question();
    // "From your game Ana – Bruno."
    static QString facts(const Level &level);
    // A refused move: the move of the game or another the engine refutes, or one it does not list.
    static QString refused(const Level &level, const Verdict &verdict, const NotationStyle &style);
    // The puzzle solved, and how the move of the game is refuted.
    static QString solved(const Level &level, const Verdict &verdict, const NotationStyle &style);
};

} // namespace ferz
