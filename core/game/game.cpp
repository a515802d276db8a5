// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/game.h"

#include "core/game/gamenotes.h"

#include <algorithm>

namespace ferz {

namespace {

GameNote claimNote(DrawClaim claim)
{
    return claim == DrawClaim::ThreefoldRepetition ? GameNote::ClaimsThreefold : GameNote::ClaimsFiftyMoves;
}

Termination claimTermination(DrawClaim claim)
{
    return claim == DrawClaim::ThreefoldRepetition ? Termination::ThreefoldRepetition : Termination::FiftyMoves;
}

} // namespace

Game::Game(const Position &start, const TimeControl &control, const GameOptions &options)
    : m_tree(start), m_clock(control), m_options(options)
{
    m_tree.setStartPosition(start);
    m_tree.setResult(GameResult::Unknown);
    if (control.isTimed())
        m_tree.setTag("TimeControl", control.pgnTag());
    if (const std::string delay = control.pgnDelayTag(); !delay.empty())
        m_tree.setTag(TimeControl::DelayTag, delay);
    // A start position that is already mate, stalemate or dead ends the game before any move.
    checkBoardEnding(0);
}

std::optional<Game> Game::fromTree(GameTree &&tree, const TimeControl &control, const GameOptions &options)
{
    for (const GameNode *node : tree.mainLine())
        if (node->move().isNull())
            return std::nullopt;
    Game game(tree.startPosition(), control, options);
    const GameResult recorded = tree.result();
    game.m_tree = std::move(tree);
    // Moves made before the clock existed still count towards its stages.
    const Color first = game.m_tree.startPosition().sideToMove();
    game.m_clock.setMovesMade(Color::White, (game.plyCount() + (first == Color::White)) / 2);
    game.m_clock.setMovesMade(Color::Black, (game.plyCount() + (first == Color::Black)) / 2);
    if (recorded != GameResult::Unknown) {
        game.m_termination = Termination::Recorded;
        game.checkBoardEnding(0);
        game.m_tree.setResult(recorded);
    } else {
        game.checkBoardEnding(0);
    }
    return game;
}

void Game::restoreEnding(Termination termination, Color endedBy)
{
    if (!isOver() || termination == Termination::None)
        return;
    m_termination = termination;
    m_endedBy = endedBy;
}

void Game::startClock(std::int64_t now)
{
    if (!isOver())
        m_clock.start(sideToMove(), now);
}

bool Game::checkFlag(std::int64_t now)
{
    if (isOver() || !m_clock.flagFallen(now))
        return false;
    const Color flagged = m_clock.side();
    const bool opponentCanMate = canMate(position(), ~flagged);
    noteComment(noteText(GameNote::FlagFalls, flagged));
    // FIDE 6.9: a flag fall draws when the opponent cannot mate; the record says so.
    if (!opponentCanMate)
        noteComment(noteText(GameNote::CannotMate, ~flagged));
    finish(opponentCanMate ? (flagged == Color::White ? GameResult::BlackWins : GameResult::WhiteWins)
                           : GameResult::Draw,
           Termination::TimeForfeit, flagged, now);
    return true;
}

bool Game::play(Move move, std::int64_t now)
{
    if (isOver() || checkFlag(now) || !position().isLegal(move))
        return false;
    const Color mover = sideToMove();
    if (m_openOffer) {
        noteComment(noteText(GameNote::DeclinesByMoving, mover));
        m_openOffer = false;
        m_mayNotOffer = ~mover;
    }
    GameNode *node = m_tree.addMove(m_tree.mainLineEnd(), move);
    if (m_clock.isTimed()) {
        // Every [%clk] of a game in the same form: whole seconds, or tenths when the control
        // needs them; cut, not rounded, as the clock shows them.
        const std::int64_t left = std::max<std::int64_t>(0, m_clock.press(now));
        const std::int64_t unit = m_clock.control().recordUnitMs();
        node->annotations().clockMs = left - left % unit;
    } else {
        m_clock.press(now);
    }
    if (m_pendingOffer) {
        noteComment(noteText(GameNote::Offers, mover));
        m_pendingOffer = false;
        m_openOffer = true;
    }
    checkBoardEnding(now);
    return true;
}

bool Game::takeBack(std::int64_t now)
{
    if (isOver() || plyCount() == 0)
        return false;
    // The taken-back move goes with any variations beside it: a variation left alone would
    // become the main line, a move nobody played.
    m_tree.removeChildren(m_tree.mainLineEnd()->parent());
    const Color mover = sideToMove();
    m_clock.setMovesMade(mover, m_clock.movesMade(mover) - 1);
    const bool paused = m_clock.isPaused();
    m_clock.stop(now);
    m_clock.start(mover, now);
    if (paused)
        m_clock.pause(now);
    // An offer made with the move goes with it.
    m_pendingOffer = m_openOffer = false;
    return true;
}

bool Game::canOfferDraw() const
{
    return !isOver() && !m_pendingOffer && !m_openOffer
        && !(m_options.onlyDeclinerOffersNext && m_mayNotOffer == sideToMove());
}

bool Game::offerDraw()
{
    if (!canOfferDraw())
        return false;
    m_pendingOffer = true;
    // Offering again lifts the restriction on the side whose offer was declined earlier.
    m_mayNotOffer.reset();
    return true;
}

bool Game::acceptDraw(std::int64_t now)
{
    if (isOver() || !m_openOffer || checkFlag(now))
        return false;
    noteComment(noteText(GameNote::Accepts, sideToMove()));
    m_openOffer = false;
    finish(GameResult::Draw, Termination::Agreement, sideToMove(), now);
    return true;
}

bool Game::declineDraw()
{
    if (isOver() || !m_openOffer)
        return false;
    noteComment(noteText(GameNote::Declines, sideToMove()));
    m_openOffer = false;
    m_mayNotOffer = ~sideToMove();
    return true;
}

DrawClaim Game::claimableDraw() const
{
    return isOver() ? DrawClaim::None : ferz::claimableDraw(recentLine());
}

DrawClaim Game::claimableDrawWith(Move move) const
{
    return isOver() || !position().isLegal(move) ? DrawClaim::None : ferz::claimableDrawWith(recentLine(), move);
}

bool Game::canClaimWithAMove() const
{
    if (isOver())
        return false;
    const std::vector<const Position *> line = recentLine();
    for (Move m : position().legalMoves())
        if (ferz::claimableDrawWith(line, m) != DrawClaim::None)
            return true;
    return false;
}

bool Game::claimDraw(std::int64_t now)
{
    const DrawClaim claim = claimableDraw();
    if (claim == DrawClaim::None || checkFlag(now))
        return false;
    noteComment(noteText(claimNote(claim), sideToMove()));
    finish(GameResult::Draw, claimTermination(claim), sideToMove(), now);
    return true;
}

std::optional<DrawClaim> Game::playAndClaim(Move move, std::int64_t now)
{
    const Color claimant = sideToMove();
    const DrawClaim claim = claimableDrawWith(move);
    if (!play(move, now))
        return std::nullopt;
    if (claim != DrawClaim::None && !isOver()) {
        noteComment(noteText(claimNote(claim), claimant));
        finish(GameResult::Draw, claimTermination(claim), claimant, now);
    }
    return claim;
}

bool Game::resign(Color side, std::int64_t now)
{
    if (isOver())
        return false;
    noteComment(noteText(GameNote::Resigns, side));
    finish(side == Color::White ? GameResult::BlackWins : GameResult::WhiteWins, Termination::Resignation, side, now);
    return true;
}

void Game::setOfferState(const OfferState &state)
{
    m_pendingOffer = state.pending;
    m_openOffer = state.open;
    m_mayNotOffer = state.mayNotOffer;
}

void Game::finish(GameResult result, Termination termination, Color endedBy, std::int64_t now)
{
    m_clock.stop(now);
    m_termination = termination;
    m_endedBy = endedBy;
    m_pendingOffer = m_openOffer = false;
    m_tree.setResult(result);
    m_tree.setTermination(termination == Termination::TimeForfeit ? "time forfeit" : "normal");
}

void Game::checkBoardEnding(std::int64_t now)
{
    const Color mover = ~sideToMove();
    const std::vector<const Position *> line = recentLine();
    switch (boardEnding(line, m_options.deadPositionRule)) {
    case BoardEnding::Checkmate:
        finish(mover == Color::White ? GameResult::WhiteWins : GameResult::BlackWins, Termination::Checkmate, mover,
               now);
        return;
    case BoardEnding::Stalemate: finish(GameResult::Draw, Termination::Stalemate, mover, now); return;
    case BoardEnding::DeadPosition: finish(GameResult::Draw, Termination::DeadPosition, mover, now); return;
    case BoardEnding::FivefoldRepetition: finish(GameResult::Draw, Termination::FivefoldRepetition, mover, now); return;
    case BoardEnding::SeventyFiveMoves: finish(GameResult::Draw, Termination::SeventyFiveMoves, mover, now); return;
    case BoardEnding::None: break;
    }
    if (m_options.automaticDraws && !isOver()) {
        const DrawClaim draw = ferz::claimableDraw(line);
        if (draw != DrawClaim::None)
            finish(GameResult::Draw, claimTermination(draw), mover, now);
    }
}

std::vector<const Position *> Game::recentLine() const
{
    std::vector<const Position *> line;
    const GameNode *node = m_tree.mainLineEnd();
    for (int reversible = node->position().halfmoveClock(); node; node = node->parent()) {
        line.push_back(&node->position());
        if (reversible-- == 0)
            break;
    }
    std::reverse(line.begin(), line.end());
    return line;
}

void Game::noteComment(const std::string &text)
{
    std::string &comment = m_tree.mainLineEnd()->annotations().commentAfter;
    if (!comment.empty())
        comment += ' ';
    comment += text;
}

} // namespace ferz
