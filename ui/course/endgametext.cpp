// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/endgametext.h"

#include "core/rules/illegalmovetext.h"
#include "core/rules/squarename.h"

namespace ferz {

namespace {

// English has no translation file: its plurals come from the source text, "%n move(s)".
QString plural(QString text, int n)
{
    return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

QString text(const Position &position, Move move, const NotationStyle &style)
{
    return QString::fromStdString(moveText(position, move, style));
}

} // namespace

QString EndgameText::question(const Level &level)
{
    switch (level.endgameGoal) {
    case EndgameGoal::Mate:
        return plural(tr("Against the best defence the shortest mate takes %n move(s); the fifty-move rule applies.",
                         nullptr, level.mateIn),
                      level.mateIn);
    case EndgameGoal::Promote: return tr("Promote the pawn without letting the win slip.");
    case EndgameGoal::Draw:
        return plural(tr("Hold the draw for %n move(s).", nullptr, level.holdMoves), level.holdMoves);
    }
    return {};
}

QString EndgameText::replied(const Position &before, const Verdict &verdict, const NotationStyle &style)
{
    const Position after = before.after(verdict.move);
    return tr("You played %1; your opponent answered %2.")
        .arg(text(before, verdict.move, style), text(after, verdict.reply, style));
}

QString EndgameText::slip(const Level &level, const Position &position, const Verdict &verdict,
                          const NotationStyle &style)
{
    const QString move = text(position, verdict.move, style);
    const Position after = position.after(verdict.move);
    QString why;
    switch (verdict.slip) {
    case EndgameSlip::None: return {};
    case EndgameSlip::Stalemate:
        why = tr("%1 would be stalemate: your opponent has no legal move and is not in check, so the game is drawn.")
                  .arg(move);
        break;
    case EndgameSlip::Hangs: {
        const Move take = endgameReply(Tablebase::shared(), after);
        why = tr("After %1 your opponent takes %2, and the win is gone.")
                  .arg(move, pieceOnSquare(after, take.isNull() ? verdict.move.to() : take.to()));
        break;
    }
    case EndgameSlip::Opposition:
        why = tr("After %1 your opponent takes the opposition: the kings face each other with one square between and "
                 "it is you who must give way, so the pawn cannot be forced through.")
                  .arg(move);
        break;
    case EndgameSlip::LeavesSquare:
        why = tr("After %1 your king is outside the square of the pawn: it runs through and promotes.").arg(move);
        break;
    case EndgameSlip::Other:
        why = endgameTarget(level) == TablebaseValue::Outcome::Win
            ? tr("After %1 your opponent can hold the draw with best play.").arg(move)
            : tr("After %1 your opponent wins with best play.").arg(move);
        break;
    }
    return why + QLatin1Char(' ') + tr("The move is taken back: try another.");
}

QString EndgameText::fiftyMoves()
{
    return tr("Fifty moves by each side without a capture or a pawn move: your opponent claims a draw. Press Retry "
              "to try again.");
}

QString EndgameText::solved(const LevelPlay &play)
{
    const Level &level = play.level();
    switch (level.endgameGoal) {
    case EndgameGoal::Mate:
        return plural(tr("Checkmate in %n move(s)!", nullptr, play.movesMade()), play.movesMade()) + QLatin1Char(' ')
            + plural(tr("The shortest mate against this defence takes %n move(s).", nullptr, level.mateIn),
                     level.mateIn);
    case EndgameGoal::Promote: return tr("The pawn promotes, and the win stays.");
    case EndgameGoal::Draw: return tr("The draw is held.");
    }
    return {};
}

QString EndgameText::hint(const Position &position, const EndgameHint &hint, const NotationStyle &style)
{
    if (hint.move.isNull())
        return {};
    const QString move = text(position, hint.move, style);
    switch (hint.reason) {
    case EndgameReason::Mate: return tr("%1 mates.").arg(move);
    case EndgameReason::Promotes: return tr("%1: the pawn promotes, and the win stays.").arg(move);
    case EndgameReason::Captures: return tr("%1 takes the last man: nothing can mate any more.").arg(move);
    case EndgameReason::Opposition:
        return tr("%1 takes the opposition: the kings face each other with one square between, and your opponent "
                  "must give way.")
            .arg(move);
    case EndgameReason::KeySquare:
        return tr("%1 puts your king on %2, a key square of the pawn: it will promote whatever your opponent does.")
            .arg(move, QString::fromStdString(squareName(hint.square)));
    case EndgameReason::PawnRuns:
        return tr("%1: the other king is outside the square of the pawn and cannot catch it.").arg(move);
    case EndgameReason::EntersSquare:
        return tr("%1 steps into the square of the pawn: from there your king catches it.").arg(move);
    case EndgameReason::BoxShrinks:
        return tr("%1: the box the other king is kept in shrinks from %2 to %3 squares.")
            .arg(move)
            .arg(hint.before)
            .arg(hint.after);
    case EndgameReason::KingApproaches:
        return tr("%1 brings your king closer to the other king, to help the mate.").arg(move);
    case EndgameReason::KeepsResult:
        return hint.after > 0
            ? plural(tr("%1 keeps the win: mate in %n move(s).", nullptr, hint.after), hint.after).arg(move)
            : tr("%1 holds the draw.").arg(move);
    }
    return {};
}

QString EndgameText::facts(const LevelPlay &play)
{
    const int left = (100 - play.position().halfmoveClock()) / 2;
    return tr("Moves made: %1.").arg(play.movesMade()) + QLatin1Char(' ')
        + plural(tr("Your opponent may claim a draw by the fifty-move rule in %n move(s).", nullptr, left), left);
}

} // namespace ferz
