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

int GameHistory::repetitions() const
{
    const Position &now = current();
    int count = 1;
    // A capture or pawn move (halfmove clock reset) makes every earlier position unreachable.
    const int earliest = std::max<int>(0, static_cast<int>(m_positions.size()) - 1 - now.halfmoveClock());
    for (int i = static_cast<int>(m_positions.size()) - 3; i >= earliest; i -= 2)
        if (samePosition(m_positions[i], now))
            ++count;
    return count;
}

BoardEnding GameHistory::ending(DeadPositionRule rule) const
{
    const Position &now = current();
    if (now.legalMoveCount() == 0)
        return now.isCheck() ? BoardEnding::Checkmate : BoardEnding::Stalemate;
    if (isDeadPosition(now, rule))
        return BoardEnding::DeadPosition;
    if (repetitions() >= 5)
        return BoardEnding::FivefoldRepetition;
    if (now.halfmoveClock() >= 150)
        return BoardEnding::SeventyFiveMoves;
    return BoardEnding::None;
}

DrawClaim GameHistory::claimableDraw() const
{
    if (repetitions() >= 3)
        return DrawClaim::ThreefoldRepetition;
    if (current().halfmoveClock() >= 100)
        return DrawClaim::FiftyMoves;
    return DrawClaim::None;
}

DrawClaim GameHistory::claimableDrawWith(Move m) const
{
    GameHistory next = *this;
    if (!next.play(m))
        return DrawClaim::None;
    return next.claimableDraw();
}

} // namespace ferz
