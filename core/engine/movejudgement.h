// SPDX-License-Identifier: GPL-3.0-or-later
// How Ferz's engine annotation judges a move, from the evaluations of the positions before and
// after it. The numbers, and why:
//
// * Evaluations are from White's point of view. For the arithmetic a centipawn score is capped at
//   ±1000 (ten pawns: beyond that nothing changes in practice) and a mate counts as ±1000 too.
// * Win percentage, the idea of lichess.org's "winning chances": a logistic curve of the capped
//   score, 50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1), so +1.00 is about 59 %, +3.00 about
//   75 %, ±10.00 about 97.5 % / 2.5 %; a mate (a forced one, or on the board) is 100 % or 0 %,
//   a draw on the board 50 %. A pawn matters more in a balanced position than when one side is
//   already far ahead, which is what the curve says.
// * A move is judged by how much the mover's win percentage drops: 5 points or more is an
//   inaccuracy (?!), 10 a mistake (?), 15 a blunder (??). These are lichess's thresholds (0.1,
//   0.2 and 0.3 on its −1…+1 scale of winning chances, which is half a percentage scale).
// * A move is never marked when it is the engine's own choice in the position before it (a drop
//   there is only the engine seeing deeper one move later), nor when the game was decided beyond
//   doubt both before and after it: the mover's capped score at +5.00 or more both times (still
//   winning) or at −5.00 or less both times (lost anyway).
// * Average centipawn loss: per move, how far the mover's capped score falls (never below 0; 0
//   for the engine's own move), averaged over the side's moves.
// * Accuracy, the idea of lichess's move accuracy: per move 103.1668 · e^(−0.04354 · drop) −
//   3.1669 of the win percentage's drop, kept within 0…100 (100 for the engine's own move), and
//   the side's accuracy is the plain average of its moves' (lichess weighs its average by the
//   game's volatility, so its figures differ a little).
#pragma once

#include "core/engine/uciinfo.h"
#include "core/game/evaluation.h"

#include <optional>
#include <vector>

namespace ferz {

// What a position is worth for the arithmetic: a mate on the board or a draw the rules declare
// has no engine evaluation.
struct PositionValue {
    enum class Kind : std::uint8_t {
        Engine, // `evaluation` holds the engine's evaluation
        WhiteMated,
        BlackMated,
        Drawn
    };
    Kind kind = Kind::Engine;
    Evaluation evaluation;

    static PositionValue engine(const Evaluation &e) { return {Kind::Engine, e}; }
    // The value of a position the rules have ended (checkmate or stalemate); nullopt when the
    // side to move has a move.
    static std::optional<PositionValue> ended(const Position &position);
    friend bool operator==(const PositionValue &, const PositionValue &) = default;
};

// The engine's score (from the side to move, as UCI gives it) from White's point of view.
Evaluation whiteEvaluation(const EngineScore &score, Color sideToMove);

// The capped score from White's point of view: within ±1000, a mate ±1000.
int cappedCentipawns(const PositionValue &value);
// White's win percentage, 0…100.
double whiteWinPercent(const PositionValue &value);
double whiteWinPercent(const Evaluation &evaluation);

enum class MoveQuality : std::uint8_t {
    Good,
    Inaccuracy,
    Mistake,
    Blunder
};
// The NAG that marks the quality: $6 ?!, $2 ?, $4 ??; 0 for a good move.
int qualityNag(MoveQuality quality);
// The quality a NAG marks; nullopt for any other NAG than $2, $4 and $6.
std::optional<MoveQuality> qualityOfNag(int nag);

// The judgement of a move by `mover` between the positions worth `before` and `after`, when it
// was not the engine's choice.
MoveQuality judgeMove(const PositionValue &before, const PositionValue &after, Color mover);

// One move's numbers for the mover: centipawns lost and accuracy (0…100).
struct MoveLoss {
    int centipawns = 0;
    double accuracy = 100;
};
// `engineMove`: the move was the engine's choice (no loss).
MoveLoss moveLoss(const PositionValue &before, const PositionValue &after, Color mover, bool engineMove);

// A side's figures over the game.
struct SideSummary {
    int moves = 0;
    int totalLoss = 0; // centipawns
    double totalAccuracy = 0;
    int inaccuracies = 0, mistakes = 0, blunders = 0;

    void add(const MoveLoss &loss, MoveQuality quality);
    // Averages, rounded; 0 when the side made no move.
    int averageLoss() const;
    int accuracy() const;
    friend bool operator==(const SideSummary &, const SideSummary &) = default;
};

} // namespace ferz
