// SPDX-License-Identifier: GPL-3.0-or-later
// What the position search tests compare: positions as FIDE counts them, and matches and trees as
// text, so that a difference shows where it is.
#pragma once

#include "core/db/positionsearch.h"
#include "core/rules/position.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace ferz::test {

// A position as FIDE counts it: the board, the side to move, castling and en passant (the first
// four FEN fields).
inline std::string identity(const Position &p)
{
    const std::string fen = p.fen();
    std::size_t cut = 0;
    for (int spaces = 0; spaces < 4; ++spaces)
        cut = fen.find(' ', cut) + 1;
    return fen.substr(0, cut - 1);
}

inline QString describe(const std::vector<db::PositionMatch> &matches)
{
    QStringList lines;
    for (const db::PositionMatch &m : matches)
        lines << QStringLiteral("%1 ply %2 next %3").arg(m.game).arg(m.ply).arg(m.hasNext ? m.next.raw() : -1);
    return lines.join('\n');
}

inline QString describe(const std::vector<db::TreeMove> &tree)
{
    QStringList lines;
    for (const db::TreeMove &t : tree)
        lines << QStringLiteral("%1 %2: %3 games, %4/%5/%6, rating %7/%8, opponents %9/%10/%11, years %12/%13")
                     .arg(t.ends ? "end" : "move")
                     .arg(t.move.raw())
                     .arg(t.games)
                     .arg(t.whiteWins)
                     .arg(t.draws)
                     .arg(t.blackWins)
                     .arg(t.ratingSum)
                     .arg(t.rated)
                     .arg(t.opponentSum)
                     .arg(t.opponentGames)
                     .arg(t.halfPoints)
                     .arg(t.yearSum)
                     .arg(t.dated);
    return lines.join('\n');
}

} // namespace ferz::test
