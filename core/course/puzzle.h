// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles from one's own games ("learn from your mistakes"): after Annotate with Engine, every
// move of a game's main line marked ? or ?? becomes an exercise: the position before it, the
// side to move, find a better move.
//
// Which moves count (the margin): the engine's lines of the position (MultiPV, PuzzleLines of
// them) are compared with the best one from the mover's point of view. A move counts when
// * the best line mates: it mates too (in any number of moves);
// * otherwise: it is not mated, it keeps within AcceptMarginCentipawns (half a pawn) of the best,
//   and when the best is a win (WinningCentipawns, three pawns, or more) it stays a win.
// The move played in the game never counts, even where a deeper search forgives it. A move the
// engine did not list among its lines is not good enough either.
//
// A puzzle is kept as a PGN game that other programs read: [SetUp "1"] and [FEN] give the
// position; the main line is the best move and the engine's line after it; each other move that
// counts is a variation without a NAG ({Also good}); each move that does not is a variation whose
// first move has ? ($2) or ?? ($4) and continues with the engine's refutation: the move played
// in the game first ({Played in the game}), then the other engine lines outside the margin
// ({Not good enough}). Every first move carries the engine's [%eval] (White's view), so that
// solving a puzzle needs no engine. The comments are English in every language, as a played
// game's notes are (gamenotes.h); the structure, not the comments, says what a move is.
#pragma once

#include "core/course/course.h"
#include "core/engine/uciinfo.h"
#include "core/game/gametree.h"

#include <optional>
#include <vector>

namespace ferz {

inline constexpr int PuzzleLines = 5;
inline constexpr int AcceptMarginCentipawns = 50;
inline constexpr int WinningCentipawns = 300;
// The most plies of a line kept after its first move.
inline constexpr std::size_t PuzzleLinePlies = 8;

// A line from the puzzle's position: its first move, the engine's continuation, and its score
// from the point of view of the side to move in the puzzle's position.
struct PuzzleLine {
    std::vector<Move> moves;
    EngineScore score;
    friend bool operator==(const PuzzleLine &, const PuzzleLine &) = default;
};

struct Puzzle {
    Position position; // before the mistake; its side to move solves the puzzle
    std::vector<PuzzleLine> accepted; // the best first
    std::vector<PuzzleLine> refuted; // the move played in the game first, with its refutation
    int playedNag = 2; // the played move's ? ($2) or ?? ($4)
    std::vector<GameTree::Tag> tags; // the game's Event, Site, Date, Round, White, Black
    int ply = 0; // the played move's ply in its game (from 1)

    Move played() const { return refuted.empty() ? Move() : refuted.front().moves.front(); }
    // The puzzle's id in progress records: "puzzle:" and a digest of the position and the move.
    QString id() const;
};

// Whether `candidate` counts as well as `best` (the margin above).
bool acceptable(const EngineScore &best, const EngineScore &candidate);

// The main-line moves of an annotated game that make puzzles: those with $2 or $4.
std::vector<const GameNode *> puzzleMoves(const GameTree &game);

// The puzzle of `mistake` (a node of `game`'s main line) from the engine's lines of the position
// before it (`lines`, best first, scores from that position's side to move) and its refutation
// (`refutation`: the played move and the engine's best line after it, scored the same way).
// nullopt when no line counts but the played move.
std::optional<Puzzle> makePuzzle(const GameTree &game, const GameNode &mistake, const std::vector<PuzzleLine> &lines,
                                 const PuzzleLine &refutation);

// The puzzle as a PGN game, and back; readPuzzle gives nullopt for a game that is no puzzle
// (no best move, no refuted move, a line without its [%eval]).
GameTree puzzleGame(const Puzzle &puzzle);
std::optional<Puzzle> readPuzzle(const GameTree &game);

// The puzzle as a course level of kind Puzzle: its solutions, the refuted moves with their answers.
Level puzzleLevel(const Puzzle &puzzle);

} // namespace ferz
