// SPDX-License-Identifier: GPL-3.0-or-later
// What the rules core says about a level: whether a move meets a Move level's goals, the true
// answer of a Question level, the draw claims a Claim level allows, how far a Collect level's
// stars are, and how a move is written in a level's notation. The levels are played
// (levelplay.h) and checked (coursecheck.h) through these functions alone.
#pragma once

#include "core/course/course.h"
#include "core/game/game.h"
#include "core/rules/gamehistory.h"

#include <optional>
#include <string_view>

namespace ferz {

// Why a move misses a Move level's goals: the first goal it fails, or None.
enum class Miss {
    None,
    TouchedPiece, // touch-move: the touched piece has a legal move, so it must be the one to move
    NotCheck,
    NotDoubleCheck,
    NotMate,
    Stalemates, // the goal was mate, or no stalemate, and the move stalemates
    NotStalemate,
    WrongEscape, // the check is escaped, but not in the way asked (Level::escape)
    NotPromotion,
    WrongPromotion, // a promotion to another piece than Level::promotion
    NotCastling,
    WrongCastlingSide,
    NotEnPassant,
    NotCapture,
    WrongTarget, // a capture, but not on Level::target
};

Miss goalMiss(const Level &level, Move move);
// Every legal move of the level's position that meets its goals.
std::vector<Move> movesMeetingGoals(const Level &level);
// How a move escapes a check: King, Capture or Block.
EscapeWay escapeWay(const Position &position, Move move);

// The rule options a level's answer may depend on, each set the other way from Ferz's default:
// Rules ▸ Automatic Draw on (the Russian texts), Rules ▸ K+N+N on (the Brazilian text), and draw
// offers as FIDE's Laws have them (without the Brazilian text's "only the decliner offers next").
enum class RuleOption {
    AutomaticDraws,
    TwoKnightsDead,
    FideOffers,
};
constexpr RuleOption AllRuleOptions[] = {RuleOption::AutomaticDraws, RuleOption::TwoKnightsDead,
                                         RuleOption::FideOffers};
// Ferz's default options with `option` set the other way.
GameOptions withOption(RuleOption option);
// Whether `options` has `option` set the other way from the default.
bool isSet(const GameOptions &options, RuleOption option);
// Whether the level's answer under withOption(option) differs from its answer under the defaults:
// a Question's true answer, or for a Claim level whether a draw is claimed or comes by itself.
bool dependsOn(const Level &level, RuleOption option);
// The rules a level is judged by when `inForce` are the options in force: those, unless the level
// names FIDE's Laws (RuleText::Fide).
GameOptions levelRules(const Level &level, const GameOptions &inForce);

// The game of a level under `rules`: its start, then its history's moves and protocol steps.
// False in `complete` when the game refused one of them.
Game levelGame(const Level &level, const GameOptions &rules = {}, bool *complete = nullptr);
GameHistory levelHistory(const Level &level);
// The answer the core gives to a Question level under `rules`.
Answer trueAnswer(const Level &level, const GameOptions &rules = {});
// The answers a Question level offers: its own list, else the only ones its question allows.
std::vector<Answer> answerOptions(const Level &level);

// The moves of a Claim level's position that allow a claim made together with them.
std::vector<Move> claimMoves(const GameHistory &history);

// Collect levels: the position after the learner's move and the other side's pass; nullopt when
// the move gives check (the other side could not pass).
std::optional<Position> afterCollectMove(const Position &position, Move move);
// The fewest moves that collect everything, or -1 when Level::moveLimit moves are not enough.
int fewestCollectMoves(const Level &level);

// The notation a Write or Read level asks for, given the interface language's.
NotationStyle levelNotation(const NotationAsk &ask, NotationLanguage interfaceLanguage);
// Whether `text` writes `move` exactly as `style` does, allowing the spellings a keyboard forces:
// any dash for another, 0 or O in castling, and # for the Russian mate sign ×.
bool writtenAs(std::string_view text, const Position &position, Move move, const NotationStyle &style);

} // namespace ferz
