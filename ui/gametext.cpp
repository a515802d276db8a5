// SPDX-License-Identifier: GPL-3.0-or-later
#include "gametext.h"

#include <QCoreApplication>

namespace ferz {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("GameText", text);
}

QString pick(Color c, const char *white, const char *black)
{
    return tr(c == Color::White ? white : black);
}

QString reason(const Game &game)
{
    const Color by = game.endedBy();
    const Color onMove = game.position().sideToMove();
    switch (game.termination()) {
    case Termination::None: return {};
    case Termination::Checkmate:
        return pick(onMove, QT_TRANSLATE_NOOP("GameText", "Black wins: White is checkmated."),
                    QT_TRANSLATE_NOOP("GameText", "White wins: Black is checkmated."));
    case Termination::Stalemate:
        return pick(onMove, QT_TRANSLATE_NOOP("GameText", "Draw: White is stalemated."),
                    QT_TRANSLATE_NOOP("GameText", "Draw: Black is stalemated."));
    case Termination::DeadPosition: return tr("Draw: neither side can checkmate any more (dead position).");
    case Termination::FivefoldRepetition: return tr("Draw: the same position has stood on the board five times.");
    case Termination::SeventyFiveMoves:
        return tr("Draw: seventy-five moves by each side without a capture or a pawn move.");
    case Termination::ThreefoldRepetition:
        // With automatic draws nobody claims: the game ends as soon as the rule applies.
        if (game.options().automaticDraws)
            return tr("Draw: the same position has stood on the board three times.");
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Draw: White claimed threefold repetition."),
                    QT_TRANSLATE_NOOP("GameText", "Draw: Black claimed threefold repetition."));
    case Termination::FiftyMoves:
        // With automatic draws nobody claims: the game ends as soon as the rule applies.
        if (game.options().automaticDraws)
            return tr("Draw: fifty moves by each side without a capture or a pawn move.");
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Draw: White claimed the fifty-move rule."),
                    QT_TRANSLATE_NOOP("GameText", "Draw: Black claimed the fifty-move rule."));
    case Termination::Agreement: return tr("Draw by agreement.");
    case Termination::Resignation:
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Black wins: White resigned."),
                    QT_TRANSLATE_NOOP("GameText", "White wins: Black resigned."));
    case Termination::TimeForfeit:
        if (game.result() == GameResult::Draw)
            return pick(by, QT_TRANSLATE_NOOP("GameText", "Draw: White's time ran out, but Black cannot checkmate."),
                        QT_TRANSLATE_NOOP("GameText", "Draw: Black's time ran out, but White cannot checkmate."));
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Black wins on time: White's time ran out."),
                    QT_TRANSLATE_NOOP("GameText", "White wins on time: Black's time ran out."));
    case Termination::Recorded: return tr("The game is over, as the record says.");
    }
    return {};
}

} // namespace

QString turnText(const Game &game)
{
    const bool white = game.position().sideToMove() == Color::White;
    if (game.position().isCheck())
        return white ? tr("White to move – check") : tr("Black to move – check");
    return white ? tr("White to move") : tr("Black to move");
}

QString endingText(const Game &game)
{
    if (!game.isOver())
        return {};
    return QStringLiteral("%1 · %2").arg(QString::fromUtf8(resultText(game.result())), reason(game));
}

} // namespace ferz
