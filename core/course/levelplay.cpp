// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/levelplay.h"

#include "core/rules/rules.h"

#include <algorithm>
#include <random>

namespace ferz {

LevelPlay::LevelPlay(const Level &level, std::uint32_t seed, const GameOptions &rules, const Tablebase &tables)
    : m_level(level), m_rules(levelRules(level, rules)), m_tables(&tables), m_position(level.position),
      m_stars(level.stars)
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
    if (!m_solved)
        return 0;
    const int stars = 3 - std::min(2, m_mistakes + m_hints + (m_overTime ? 1 : 0));
    if (m_level.kind == LevelKind::Endgame && m_level.endgameGoal == EndgameGoal::Mate)
        return std::min(stars, mateStars(m_level.mateIn, m_movesMade));
    return stars;
}

EndgameHint LevelPlay::endgameHint() const
{
    return m_level.kind == LevelKind::Endgame && !isOver() ? ferz::endgameHint(*m_tables, m_level, m_position)
                                                           : EndgameHint();
}

bool LevelPlay::tablesReady() const
{
    return m_tables->isReady(m_position);
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
        || m_level.kind == LevelKind::Claim || m_level.kind == LevelKind::Read || m_level.kind == LevelKind::Endgame
        || m_level.kind == LevelKind::Puzzle;
    if (isOver() || !onTheBoard)
        return ignored();
    if (!m_position.isLegal(move))
        return refuse(move.from(), move.to(), checkMove(m_position, move.from(), move.to(), move.promotion()));
    Verdict verdict;
    verdict.move = move;
    switch (m_level.kind) {
    case LevelKind::Collect: return playCollect(move);
    case LevelKind::Claim: return playClaim(move, claim);
    case LevelKind::Endgame: return playEndgame(move);
    case LevelKind::Puzzle: return playPuzzle(move);
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

// A move that counts solves the puzzle; any other is refused, with the engine's answer when it has one.
Verdict LevelPlay::playPuzzle(Move move)
{
    Verdict verdict;
    verdict.move = move;
    if (std::ranges::find(m_level.solution, move) == m_level.solution.end()) {
        const auto refuted = std::ranges::find_if(
            m_level.refutations, [move](const std::vector<Move> &line) { return line.front() == move; });
        verdict.why = refuted == m_level.refutations.end() ? Verdict::Why::NotGoodEnough : Verdict::Why::Refuted;
        if (refuted != m_level.refutations.end())
            verdict.line.assign(refuted->begin() + 1, refuted->end());
        return wrong(verdict);
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

Verdict LevelPlay::playEndgame(Move move)
{
    if (!tablesReady())
        return ignored();
    Verdict verdict;
    verdict.move = move;
    verdict.slip = endgameSlip(*m_tables, m_level, m_position, move);
    if (verdict.slip != EndgameSlip::None) {
        verdict.why = Verdict::Why::Slips;
        return wrong(verdict);
    }
    m_previous = m_position;
    m_position.play(move);
    m_lastMove = move;
    ++m_movesMade;
    const bool reached = m_level.endgameGoal == EndgameGoal::Mate ? m_position.isCheckmate()
        : m_level.endgameGoal == EndgameGoal::Promote
        ? move.kind() == Move::Promotion
        : m_movesMade >= m_level.holdMoves || m_position.legalMoves().empty() || isDeadPosition(m_position);
    if (reached)
        return solved(verdict);
    // After the learner's fiftieth move without a capture or a pawn move the other side claims a
    // draw with its own fiftieth (FIDE 9.3.2); only a mate comes first.
    if (m_position.halfmoveClock() >= 99) {
        m_failed = true;
        verdict.outcome = Verdict::Outcome::Failed;
        verdict.why = Verdict::Why::FiftyMoves;
        return verdict;
    }
    verdict.reply = endgameReply(*m_tables, m_position);
    m_position.play(verdict.reply);
    m_lastMove = verdict.reply;
    verdict.why = Verdict::Why::Replied;
    return verdict;
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
