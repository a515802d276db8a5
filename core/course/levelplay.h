// SPDX-License-Identifier: GPL-3.0-or-later
// One attempt at a level: the position on the board, what the learner has done, and the verdict
// on each action, all decided by the rules core through leveljudge.h. A wrong answer leaves the
// level open (and costs a star); a Collect level that runs out of moves has failed and is
// retried by starting a new LevelPlay. The interface turns verdicts into sentences.
#pragma once

#include "core/course/endgamelevel.h"
#include "core/course/leveljudge.h"
#include "core/notation/moveinput.h"

#include <cstdint>
#include <string_view>

namespace ferz {

struct Verdict {
    enum class Outcome {
        Continue, // right so far: go on (a star collected, a square named)
        Solved,
        Wrong, // a mistake: the level stays as it was
        Failed, // out of moves: retry
    };
    enum class Why {
        Right, // the level's goal is met, the answer or square is right, the claim is correct
        Progress, // Collect: a star or piece taken, Square: a square named; more to go
        OutOfMoves,
        GivesCheck, // Collect: a check the other side could not answer by passing
        Illegal, // an illegal attempt: `check` says why
        Missed, // Move: `miss` says which goal the move misses
        WrongAnswer, // Question: `truth` is the right answer
        NothingToClaim, // Claim: a claim now, when none is possible
        ClaimableNow, // Claim: a move made when a draw could be claimed before it
        MoveAllowedClaim, // Claim: the move allowed a claim, but it was made without one
        ClaimWithWrongMove, // Claim: a claim with a move that allows none; the move stands
        MissedClaimWithMove, // Claim: another move (`better`) would have allowed a claim
        Unreadable, // Write: `input` says why the text is not a move of the position
        OtherMove, // Write, Read: `move` is another move than the level's
        WrittenOtherwise, // Write: the right move, not written as the notation asks (`expected`)
        WrongSquare, // Square: `square` is not the one asked
        Replied, // Endgame: the move keeps the result, and the other side answered `reply`
        Slips, // Endgame: the move would give the result away (`slip` says how), so it is taken back
        FiftyMoves, // Endgame: fifty moves without a capture or a pawn move: the other side claims a draw
        Refuted, // Puzzle: a move that does not count; `line` is the engine's answer to it
        NotGoodEnough, // Puzzle: a move the engine did not count among its best lines
        Ignored, // the level is over, or takes no such action: nothing changed, nothing counted
    };
    Outcome outcome = Outcome::Continue;
    Why why = Why::Right;
    Move move; // the learner's move
    Miss miss = Miss::None;
    MoveCheck check;
    Square from = Square::None, to = Square::None; // an illegal attempt's squares
    Answer truth = Answer::Yes;
    Answer given = Answer::Yes; // Question: the learner's answer
    DrawClaim claim = DrawClaim::None; // the claim made, or the one missed
    Move better;
    MoveInput input;
    std::string typed; // Write: the text typed
    std::string expected; // WrittenOtherwise: the text asked for
    Square square = Square::None;
    Move reply; // Endgame: the other side's answer
    EndgameSlip slip = EndgameSlip::None;
    std::vector<Move> line; // Puzzle: the engine's answer to a refuted move, from after it
};

class LevelPlay {
public:
    // `seed` chooses a Square level's squares; `rules` are the rule options in force that a
    // level's answer may depend on (leveljudge.h); Endgame levels are played with `tables`, which
    // must hold the level's position before a move is played (Tablebase::prepare).
    explicit LevelPlay(const Level &level, std::uint32_t seed = 1, const GameOptions &rules = {},
                       const Tablebase &tables = Tablebase::shared());

    const Level &level() const { return m_level; }
    // The rules the level is judged by: those in force, or FIDE's when the level names them.
    const GameOptions &rules() const { return m_rules; }
    const Position &position() const { return m_position; }
    // The position the last move on the board was made in (an Endgame level's: before the
    // learner's move that the other side answered).
    const Position &previousPosition() const { return m_previous; }
    Move lastMove() const { return m_lastMove; }
    bool isSolved() const { return m_solved; }
    bool isFailed() const { return m_failed; }
    bool isOver() const { return m_solved || m_failed; }
    int mistakes() const { return m_mistakes; }
    // 3 for a level solved without a mistake, a hint or running over time; 2 with one; else 1;
    // 0 while unsolved. An Endgame level's mate earns at most mateStars() of its length.
    int stars() const;

    // Endgame: a move that keeps the result and why (the hint), and whether the tables the
    // level needs are ready.
    EndgameHint endgameHint() const;
    bool tablesReady() const;

    // Collect, Endgame: the stars still on the board and the moves made so far.
    const std::vector<Square> &starsLeft() const { return m_stars; }
    int movesMade() const { return m_movesMade; }
    // Square: the square asked now and how many have been answered.
    Square target() const;
    int answered() const { return m_answered; }
    bool overTime() const { return m_overTime; }

    void takeHint() { ++m_hints; }
    int hintsTaken() const { return m_hints; }

    // A move on the board or typed: Collect, Move, Claim (with `claim`: announced with a draw
    // claim) and Read levels; an illegal one is refused as refuse() does.
    Verdict play(Move move, bool claim = false);
    // An illegal attempt (the board's or a typed one's): a mistake, explained by `check`.
    Verdict refuse(Square from, Square to, const MoveCheck &check);
    // Write levels: the text typed for the level's move.
    Verdict write(std::string_view text, const NotationStyle &style);
    Verdict answer(Answer answer);
    // Claim levels: a draw claimed before moving.
    Verdict claimNow();
    // Square levels: the square named or clicked, `elapsedMs` after the level began.
    Verdict chooseSquare(Square square, std::int64_t elapsedMs);

private:
    Verdict ignored() const;
    Verdict wrong(Verdict verdict);
    Verdict solved(Verdict verdict);
    Verdict playCollect(Move move);
    Verdict playClaim(Move move, bool claim);
    Verdict playEndgame(Move move);
    Verdict playPuzzle(Move move);

    Level m_level;
    GameOptions m_rules;
    const Tablebase *m_tables;
    Position m_position;
    Position m_previous;
    Move m_lastMove;
    std::vector<Square> m_stars;
    std::vector<Square> m_targets;
    int m_movesMade = 0;
    int m_answered = 0;
    int m_mistakes = 0;
    int m_hints = 0;
    bool m_overTime = false;
    bool m_solved = false;
    bool m_failed = false;
};

} // namespace ferz
