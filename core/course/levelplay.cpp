// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/levelplay.h"

#include <algorithm>
#include <random>

namespace ferz {

LevelPlay::LevelPlay(const Level &level, std::uint32_t seed, const GameOptions &rules)
    : m_level(level), m_rules(levelRules(level, rules)), m_position(level.position), m_stars(level.stars)
{
    for (const GameEvent &event : level.history)
        if (event.type == GameEvent::Type::Move)
            m_lastMove = event.move;
    // A Square level's squares: random, never the same twice in a row.
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> squares(0, 63);
    while (static_cast<int>(m_targets.size()) < level.count) {
        const auto s = static_cast<Square>(squares(random));
        if (m_targets.empty() || m_targets.back() != s)
            m_targets.push_back(s);
    }
}

int LevelPlay::stars() const
{
    return m_solved ? 3 - std::min(2, m_mistakes + m_hints + (m_overTime ? 1 : 0)) : 0;
}

Square LevelPlay::target() const
{
    return m_answered < static_cast<int>(m_targets.size()) ? m_targets[static_cast<std::size_t>(m_answered)]
                                                           : Square::None;
}

Verdict LevelPlay::wrong(Verdict verdict)
{
    verdict.outcome = Verdict::Outcome::Wrong;
    ++m_mistakes;
    return verdict;
}

Verdict LevelPlay::solved(Verdict verdict)
{
    verdict.outcome = Verdict::Outcome::Solved;
    m_solved = true;
    return verdict;
}

// An action the level does not take: it is over, or of another kind. Nothing changes, nothing counts.
Verdict LevelPlay::ignored() const
{
    Verdict verdict;
    verdict.outcome = Verdict::Outcome::Wrong;
    verdict.why = Verdict::Why::Ignored;
    return verdict;
}

Verdict LevelPlay::play(Move move, bool claim)
{
    const bool onTheBoard = m_level.kind == LevelKind::Collect || m_level.kind == LevelKind::Move
        || m_level.kind == LevelKind::Claim || m_level.kind == LevelKind::Read;
    if (isOver() || !onTheBoard)
        return ignored();
    if (!m_position.isLegal(move))
        return refuse(move.from(), move.to(), checkMove(m_position, move.from(), move.to(), move.promotion()));
    Verdict verdict;
    verdict.move = move;
    switch (m_level.kind) {
    case LevelKind::Collect: return playCollect(move);
    case LevelKind::Claim: return playClaim(move, claim);
    case LevelKind::Move:
        verdict.miss = goalMiss(m_level, move);
        if (verdict.miss != Miss::None) {
            verdict.why = Verdict::Why::Missed;
            return wrong(verdict);
        }
        break;
    case LevelKind::Read:
        if (move != m_level.move) {
            verdict.why = Verdict::Why::OtherMove;
            return wrong(verdict);
        }
        break;
    default: break;
    }
    m_position = m_position.after(move);
    m_lastMove = move;
    return solved(verdict);
}

Verdict LevelPlay::playCollect(Move move)
{
    Verdict verdict;
    verdict.move = move;
    const std::optional<Position> after = afterCollectMove(m_position, move);
    if (!after) {
        verdict.why = Verdict::Why::GivesCheck;
        return wrong(verdict);
    }
    m_position = *after;
    m_lastMove = move;
    ++m_movesMade;
    std::erase(m_stars, move.to());
    if (m_stars.empty())
        return solved(verdict);
    if (m_movesMade >= m_level.moveLimit) {
        m_failed = true;
        verdict.outcome = Verdict::Outcome::Failed;
        verdict.why = Verdict::Why::OutOfMoves;
        return verdict;
    }
    verdict.why = Verdict::Why::Progress;
    return verdict;
}

Verdict LevelPlay::playClaim(Move move, bool claim)
{
    Verdict verdict;
    verdict.move = move;
    const GameHistory history = levelHistory(m_level);
    const DrawClaim with = history.claimableDrawWith(move);
    const DrawClaim now = history.claimableDraw();
    if (claim && with != DrawClaim::None) {
        verdict.claim = with;
    } else if (claim) {
        verdict.why = Verdict::Why::ClaimWithWrongMove;
        return wrong(verdict);
    } else if (now != DrawClaim::None) {
        verdict.why = Verdict::Why::ClaimableNow;
        verdict.claim = now;
        return wrong(verdict);
    } else if (with != DrawClaim::None) {
        verdict.why = Verdict::Why::MoveAllowedClaim;
        verdict.claim = with;
        return wrong(verdict);
    } else if (const std::vector<Move> moves = claimMoves(history); !moves.empty()) {
        verdict.why = Verdict::Why::MissedClaimWithMove;
        verdict.better = moves.front();
        verdict.claim = history.claimableDrawWith(moves.front());
        return wrong(verdict);
    }
    m_position = m_position.after(move);
    m_lastMove = move;
    return solved(verdict);
}

Verdict LevelPlay::refuse(Square from, Square to, const MoveCheck &check)
{
    Verdict verdict;
    verdict.why = Verdict::Why::Illegal;
    verdict.from = from;
    verdict.to = to;
    verdict.check = check;
    return wrong(verdict);
}

Verdict LevelPlay::write(std::string_view text, const NotationStyle &style)
{
    if (isOver() || m_level.kind != LevelKind::Write)
        return ignored();
    Verdict verdict;
    verdict.typed = std::string(text);
    verdict.input = readMove(m_position, text, style);
    verdict.move = verdict.input.move;
    if (verdict.input.error != MoveInputError::None) {
        verdict.why = Verdict::Why::Unreadable;
        return wrong(verdict);
    }
    if (verdict.input.move != m_level.move) {
        verdict.why = Verdict::Why::OtherMove;
        return wrong(verdict);
    }
    if (!writtenAs(text, m_position, m_level.move, style)) {
        verdict.why = Verdict::Why::WrittenOtherwise;
        verdict.expected = moveText(m_position, m_level.move, style);
        return wrong(verdict);
    }
    return solved(verdict);
}

Verdict LevelPlay::answer(Answer answer)
{
    if (isOver() || m_level.kind != LevelKind::Question)
        return ignored();
    Verdict verdict;
    verdict.truth = trueAnswer(m_level, m_rules);
    verdict.given = answer;
    if (answer != verdict.truth) {
        verdict.why = Verdict::Why::WrongAnswer;
        return wrong(verdict);
    }
    return solved(verdict);
}

Verdict LevelPlay::claimNow()
{
    if (isOver() || m_level.kind != LevelKind::Claim)
        return ignored();
    Verdict verdict;
    verdict.claim = levelHistory(m_level).claimableDraw();
    if (verdict.claim == DrawClaim::None) {
        verdict.why = Verdict::Why::NothingToClaim;
        return wrong(verdict);
    }
    return solved(verdict);
}

Verdict LevelPlay::chooseSquare(Square square, std::int64_t elapsedMs)
{
    if (isOver() || m_level.kind != LevelKind::Square)
        return ignored();
    Verdict verdict;
    verdict.square = square;
    if (square != target()) {
        verdict.why = Verdict::Why::WrongSquare;
        return wrong(verdict);
    }
    ++m_answered;
    if (m_answered < m_level.count) {
        verdict.why = Verdict::Why::Progress;
        return verdict;
    }
    m_overTime = elapsedMs > m_level.seconds * std::int64_t(1000);
    return solved(verdict);
}

} // namespace ferz
