// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/puzzletext.h"

#include "core/pgn/linetext.h"

namespace ferz {

namespace {

// The move and the engine's answer, numbered: "3... Nf6 4. Qxf7#".
QString refutation(const Position &position, const std::vector<Move> &line, const NotationStyle &style)
{
    return QString::fromStdString(lineText(position, line, style));
}

QString move(const Position &position, Move m, const NotationStyle &style)
{
    return QString::fromStdString(moveText(position, m, style));
}

} // namespace

QString PuzzleText::question()
{
    return tr("In your game a weaker move was played here. Find a better one.");
}

QString PuzzleText::facts(const Level &level)
{
    return tr("From your game %1.").arg(level.source.origin);
}

QString PuzzleText::refused(const Level &level, const Verdict &verdict, const NotationStyle &style)
{
    const Position &position = level.position;
    const QString played = move(position, verdict.move, style);
    if (verdict.why == Verdict::Why::NotGoodEnough)
        return tr("%1 is not among the engine's best moves here. Look for a stronger one.").arg(played);
    std::vector<Move> line {verdict.move};
    line.insert(line.end(), verdict.line.begin(), verdict.line.end());
    const bool inTheGame = !level.refutations.empty() && level.refutations.front().front() == verdict.move;
    if (verdict.line.empty())
        return inTheGame ? tr("%1 is the move played in the game, and there is a better one.").arg(played)
                         : tr("%1 is not good enough: there is a better move.").arg(played);
    const QString answer = refutation(position, line, style);
    return inTheGame ? tr("%1 is the move played in the game. It is refuted: %2").arg(played, answer)
                     : tr("%1 is not good enough. It is refuted: %2").arg(played, answer);
}

QString PuzzleText::solved(const Level &level, const Verdict &verdict, const NotationStyle &style)
{
    const Position &position = level.position;
    QString text = verdict.move == level.hintMove
        ? tr("Right: %1 is the engine's best move.").arg(move(position, verdict.move, style))
        : tr("Right: %1 is as good as the engine's best move, %2.")
              .arg(move(position, verdict.move, style), move(position, level.hintMove, style));
    if (!level.refutations.empty() && level.refutations.front().size() > 1)
        text += QLatin1Char(' ')
            + tr("In the game %1 was played, and it is refuted: %2")
                  .arg(move(position, level.refutations.front().front(), style),
                       refutation(position, level.refutations.front(), style));
    return text;
}

} // namespace ferz
