// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/gamehistory.h"

namespace ferz {

GameHistory::GameHistory(const Position &start) : m_positions {start}
{
}

bool GameHistory::play(Move m)
{
    if (!current().isLegal(m))
        return false;
    m_positions.push_back(current().after(m));
    m_moves.push_back(m);
    return true;
}

bool GameHistory::undo()
{
    if (m_moves.empty())
        return false;
    m_positions.pop_back();
    m_moves.pop_back();
    return true;
}

std::vector<const Position *> GameHistory::line() const
{
    std::vector<const Position *> line;
    line.reserve(m_positions.size());
    for (const Position &p : m_positions)
        line.push_back(&p);
    return line;
}

DrawClaim GameHistory::claimableDrawWith(Move m) const
{
    return current().isLegal(m) ? ferz::claimableDrawWith(line(), m) : DrawClaim::None;
}

int repetitions(PositionLine line)
{
    const Position &now = *line.back();
    int count = 1;
    // A capture or pawn move (halfmove clock reset) makes every earlier position unreachable.
    const int earliest = std::max<int>(0, static_cast<int>(line.size()) - 1 - now.halfmoveClock());
    for (int i = static_cast<int>(line.size()) - 3; i >= earliest; i -= 2)
        if (samePosition(*line[i], now))
            ++count;
    return count;
}

BoardEnding boardEnding(PositionLine line, DeadPositionRule rule)
{
    const Position &now = *line.back();
    if (now.legalMoveCount() == 0)
        return now.isCheck() ? BoardEnding::Checkmate : BoardEnding::Stalemate;
    if (isDeadPosition(now, rule))
        return BoardEnding::DeadPosition;
    if (repetitions(line) >= 5)
        return BoardEnding::FivefoldRepetition;
    if (now.halfmoveClock() >= 150)
        return BoardEnding::SeventyFiveMoves;
    return BoardEnding::None;
}

DrawClaim claimableDraw(PositionLine line)
{
    if (repetitions(line) >= 3)
        return DrawClaim::ThreefoldRepetition;
    if (line.back()->halfmoveClock() >= 100)
        return DrawClaim::FiftyMoves;
    return DrawClaim::None;
}

DrawClaim claimableDrawWith(PositionLine line, Move m)
{
    const Position next = line.back()->after(m);
    std::vector<const Position *> longer(line.begin(), line.end());
    longer.push_back(&next);
    return claimableDraw(longer);
}

} // namespace ferz
