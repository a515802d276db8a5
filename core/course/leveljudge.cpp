// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/leveljudge.h"

#include "core/notation/lookalike.h"

#include "core/game/gametree.h"
#include "core/rules/bitboard.h"
#include "core/rules/rules.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

namespace ferz {

namespace {

// The square of the piece a move takes (en passant takes the pawn beside the capturing one).
Square capturedSquare(const Position &position, Move move)
{
    return move.kind() == Move::EnPassant ? move.to() - pawnPush(position.sideToMove()) : move.to();
}

Miss goalMiss(const Level &level, Goal goal, const Position &before, Move move, const Position &after)
{
    switch (goal) {
    case Goal::Check: return after.isCheck() ? Miss::None : Miss::NotCheck;
    case Goal::DoubleCheck: return moreThanOne(after.checkers()) ? Miss::None : Miss::NotDoubleCheck;
    case Goal::Mate: return after.isCheckmate() ? Miss::None : after.isStalemate() ? Miss::Stalemates : Miss::NotMate;
    case Goal::Stalemate: return after.isStalemate() ? Miss::None : Miss::NotStalemate;
    case Goal::NoStalemate: return after.isStalemate() ? Miss::Stalemates : Miss::None;
    case Goal::EscapeCheck:
        return level.escape == EscapeWay::Any || escapeWay(before, move) == level.escape ? Miss::None
                                                                                         : Miss::WrongEscape;
    case Goal::Promote:
        if (move.kind() != Move::Promotion)
            return Miss::NotPromotion;
        return level.promotion == PieceType::None || move.promotion() == level.promotion ? Miss::None
                                                                                         : Miss::WrongPromotion;
    case Goal::Castle:
        if (move.kind() != Move::Castling)
            return Miss::NotCastling;
        return castlingSide(move) == level.castling ? Miss::None : Miss::WrongCastlingSide;
    case Goal::EnPassant: return move.kind() == Move::EnPassant ? Miss::None : Miss::NotEnPassant;
    case Goal::Capture:
        if (!before.isCapture(move))
            return Miss::NotCapture;
        return level.target == Square::None || capturedSquare(before, move) == level.target ? Miss::None
                                                                                            : Miss::WrongTarget;
    }
    return Miss::None;
}

} // namespace

EscapeWay escapeWay(const Position &position, Move move)
{
    if (typeOf(position.pieceAt(move.from())) == PieceType::King)
        return EscapeWay::King;
    return position.isCapture(move) && (bit(capturedSquare(position, move)) & position.checkers()) ? EscapeWay::Capture
                                                                                                   : EscapeWay::Block;
}

Miss goalMiss(const Level &level, Move move)
{
    if (touchBinds(level.position, level.touched) && move.from() != level.touched)
        return Miss::TouchedPiece;
    const Position after = level.position.after(move);
    for (Goal goal : level.goals)
        if (const Miss miss = goalMiss(level, goal, level.position, move, after); miss != Miss::None)
            return miss;
    return Miss::None;
}

std::vector<Move> movesMeetingGoals(const Level &level)
{
    std::vector<Move> found;
    for (Move m : level.position.legalMoves())
        if (goalMiss(level, m) == Miss::None)
            found.push_back(m);
    return found;
}

Game levelGame(const Level &level, const GameOptions &rules, bool *complete)
{
    Game game(level.start, TimeControl(), rules);
    bool ok = true;
    std::int64_t now = 0;
    for (const GameEvent &event : level.history) {
        switch (event.type) {
        case GameEvent::Type::Move: ok = game.play(event.move, ++now) && ok; break;
        case GameEvent::Type::Offer: ok = game.offerDraw() && ok; break;
        case GameEvent::Type::Accept: ok = game.acceptDraw(++now) && ok; break;
        case GameEvent::Type::Decline: ok = game.declineDraw() && ok; break;
        case GameEvent::Type::Claim: ok = game.claimDraw(++now) && ok; break;
        case GameEvent::Type::Resign: ok = game.resign(event.side, ++now) && ok; break;
        }
    }
    if (complete)
        *complete = ok;
    return game;
}

GameHistory levelHistory(const Level &level)
{
    GameHistory history(level.start);
    for (const GameEvent &event : level.history)
        if (event.type == GameEvent::Type::Move)
            history.play(event.move);
    return history;
}

Answer trueAnswer(const Level &level, const GameOptions &rules)
{
    const Position &p = level.position;
    // FIDE 6.9 and 7.5.5: the side loses, unless the opponent cannot mate by any legal series of moves.
    const auto lossUnlessCannotMate = [&p](Color loser) {
        return !canMate(p, ~loser) ? Answer::Draw : loser == Color::White ? Answer::BlackWins : Answer::WhiteWins;
    };
    switch (level.ask) {
    case Ask::Legal:
        return checkMove(p, level.attempt.from, level.attempt.to, level.attempt.promotion).reason == IllegalReason::None
            ? Answer::Legal
            : Answer::Illegal;
    case Ask::Ending: {
        const GameHistory history = levelHistory(level);
        switch (history.ending(rules.deadPositionRule)) {
        case BoardEnding::Checkmate: return Answer::Checkmate;
        case BoardEnding::Stalemate: return Answer::Stalemate;
        case BoardEnding::DeadPosition: return Answer::DeadPosition;
        case BoardEnding::FivefoldRepetition:
        case BoardEnding::SeventyFiveMoves: return Answer::AutomaticDraw;
        case BoardEnding::None: break;
        }
        // With automatic draws (the Russian texts) a threefold repetition or fifty moves end the game.
        if (history.claimableDraw() != DrawClaim::None)
            return rules.automaticDraws ? Answer::AutomaticDraw : Answer::ClaimableDraw;
        return Answer::PlayOn;
    }
    case Ask::Flag:
    case Ask::SecondIllegal: return lossUnlessCannotMate(level.side);
    case Ask::MayOffer: return levelGame(level, rules).canOfferDraw() ? Answer::Yes : Answer::No;
    case Ask::MayAccept: {
        const Game game = levelGame(level, rules);
        return !game.isOver() && game.drawOffered() ? Answer::Yes : Answer::No;
    }
    case Ask::MayResign: return levelGame(level, rules).resign(level.side, 0) ? Answer::Yes : Answer::No;
    case Ask::GameResult:
        switch (levelGame(level, rules).result()) {
        case GameResult::WhiteWins: return Answer::WhiteWins;
        case GameResult::BlackWins: return Answer::BlackWins;
        case GameResult::Draw: return Answer::Draw;
        case GameResult::Unknown: return Answer::PlayOn;
        }
    }
    return Answer::No;
}

GameOptions withOption(RuleOption option)
{
    GameOptions options;
    switch (option) {
    case RuleOption::AutomaticDraws: options.automaticDraws = true; break;
    case RuleOption::TwoKnightsDead: options.deadPositionRule = DeadPositionRule::TwoKnightsInsufficient; break;
    case RuleOption::FideOffers: options.onlyDeclinerOffersNext = false; break;
    }
    return options;
}

bool isSet(const GameOptions &options, RuleOption option)
{
    const GameOptions defaults;
    switch (option) {
    case RuleOption::AutomaticDraws: return options.automaticDraws != defaults.automaticDraws;
    case RuleOption::TwoKnightsDead: return options.deadPositionRule != defaults.deadPositionRule;
    case RuleOption::FideOffers: return options.onlyDeclinerOffersNext != defaults.onlyDeclinerOffersNext;
    }
    return false;
}

bool dependsOn(const Level &level, RuleOption option)
{
    switch (level.kind) {
    case LevelKind::Question: return trueAnswer(level) != trueAnswer(level, withOption(option));
    case LevelKind::Claim: {
        // With automatic draws nothing is claimed: where a claim was possible the game ends by itself.
        const GameHistory history = levelHistory(level);
        return option == RuleOption::AutomaticDraws
            && (history.claimableDraw() != DrawClaim::None || !claimMoves(history).empty());
    }
    default: return false;
    }
}

GameOptions levelRules(const Level &level, const GameOptions &inForce)
{
    if (level.ruleText != RuleText::Fide)
        return inForce;
    GameOptions fide;
    fide.onlyDeclinerOffersNext = false;
    return fide;
}

std::vector<Answer> answerOptions(const Level &level)
{
    if (!level.options.empty())
        return level.options;
    switch (level.ask) {
    case Ask::Legal: return {Answer::Legal, Answer::Illegal};
    case Ask::Flag:
    case Ask::SecondIllegal: return {Answer::WhiteWins, Answer::BlackWins, Answer::Draw};
    case Ask::MayOffer:
    case Ask::MayAccept:
    case Ask::MayResign: return {Answer::Yes, Answer::No};
    case Ask::GameResult: return {Answer::WhiteWins, Answer::BlackWins, Answer::Draw, Answer::PlayOn};
    case Ask::Ending: return {};
    }
    return {};
}

std::vector<Move> claimMoves(const GameHistory &history)
{
    std::vector<Move> found;
    for (Move m : history.current().legalMoves())
        if (history.claimableDrawWith(m) != DrawClaim::None)
            found.push_back(m);
    return found;
}

std::optional<Position> afterCollectMove(const Position &position, Move move)
{
    return afterNullMove(position.after(move));
}

// Breadth first over (position, stars left); the positions stay few since only one side moves.
int fewestCollectMoves(const Level &level)
{
    using State = std::pair<Position, std::vector<Square>>;
    std::vector<State> frontier {{level.position, level.stars}};
    std::set<std::pair<Key, std::vector<Square>>> seen {{level.position.key(), level.stars}};
    for (int moves = 0; moves <= level.moveLimit; ++moves) {
        std::vector<State> next;
        for (const auto &[position, stars] : frontier) {
            if (stars.empty())
                return moves;
            for (Move m : position.legalMoves()) {
                const std::optional<Position> after = afterCollectMove(position, m);
                if (!after)
                    continue;
                std::vector<Square> left = stars;
                std::erase(left, m.to());
                if (seen.insert({after->key(), left}).second)
                    next.emplace_back(*after, std::move(left));
            }
        }
        frontier = std::move(next);
    }
    return -1;
}

NotationStyle levelNotation(const NotationAsk &ask, NotationLanguage interfaceLanguage)
{
    return notationStyle(ask.interfaceLetters ? interfaceLanguage : ask.language, ask.form, MateSign::Cross);
}

namespace {

// The text with every dash as "-", castling's O and o as 0, and the mate signs # and × as one.
std::string keyboardSpelling(std::string_view text)
{
    constexpr std::pair<std::string_view, char> Spellings[] = {
        {"\u2013", '-'}, {"\u2014", '-'}, {"\u2212", '-'}, {"O", '0'}, {"o", '0'}, {"#", '#'}, {"\u00d7", '#'}};
    std::string out;
    while (!text.empty()) {
        const auto *found = std::find_if(std::begin(Spellings), std::end(Spellings),
                                         [&](const auto &spelling) { return text.starts_with(spelling.first); });
        out += found != std::end(Spellings) ? found->second : text.front();
        text.remove_prefix(found != std::end(Spellings) ? found->first.size() : 1);
    }
    return out;
}

} // namespace

bool writtenAs(std::string_view text, const Position &position, Move move, const NotationStyle &style)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    return keyboardSpelling(readLookAlikes(text, usesRussianLetters(style)).text)
        == keyboardSpelling(moveText(position, move, style));
}

} // namespace ferz
