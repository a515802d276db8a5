// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/gametext.h"

#include "core/engine/uciinfo.h"
#include "core/rules/rules.h"
#include "translations/languages.h"

#include <QCoreApplication>
#include <QLocale>

namespace ferz {

namespace {

QString pick(Color c, const char *white, const char *black)
{
    return QCoreApplication::translate("GameText", c == Color::White ? white : black);
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
    case Termination::DeadPosition:
        // K+N+N against a lone king is dead only under the Brazilian rule text, not under FIDE's.
        if (!isDeadPosition(game.position(), DeadPositionRule::Fide))
            return QCoreApplication::translate(
                "GameText",
                "Draw: king and two knights against a lone king (dead position under the Brazilian rule text).");
        return QCoreApplication::translate("GameText", "Draw: neither side can checkmate any more (dead position).");
    case Termination::FivefoldRepetition:
        return QCoreApplication::translate("GameText", "Draw: the same position has stood on the board five times.");
    case Termination::SeventyFiveMoves:
        return QCoreApplication::translate("GameText",
                                           "Draw: seventy-five moves by each side without a capture or a pawn move.");
    case Termination::ThreefoldRepetition:
        // With automatic draws nobody claims: the game ends as soon as the rule applies.
        if (game.options().automaticDraws)
            return QCoreApplication::translate("GameText",
                                               "Draw: the same position has stood on the board three times.");
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Draw: White claimed threefold repetition."),
                    QT_TRANSLATE_NOOP("GameText", "Draw: Black claimed threefold repetition."));
    case Termination::FiftyMoves:
        // With automatic draws nobody claims: the game ends as soon as the rule applies.
        if (game.options().automaticDraws)
            return QCoreApplication::translate("GameText",
                                               "Draw: fifty moves by each side without a capture or a pawn move.");
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Draw: White claimed the fifty-move rule."),
                    QT_TRANSLATE_NOOP("GameText", "Draw: Black claimed the fifty-move rule."));
    case Termination::Agreement: return QCoreApplication::translate("GameText", "Draw by agreement.");
    case Termination::Resignation:
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Black wins: White resigned."),
                    QT_TRANSLATE_NOOP("GameText", "White wins: Black resigned."));
    case Termination::TimeForfeit:
        if (game.result() == GameResult::Draw)
            return pick(by, QT_TRANSLATE_NOOP("GameText", "Draw: White's time ran out, but Black cannot checkmate."),
                        QT_TRANSLATE_NOOP("GameText", "Draw: Black's time ran out, but White cannot checkmate."));
        return pick(by, QT_TRANSLATE_NOOP("GameText", "Black wins on time: White's time ran out."),
                    QT_TRANSLATE_NOOP("GameText", "White wins on time: Black's time ran out."));
    case Termination::Recorded: return QCoreApplication::translate("GameText", "The game is over, as the record says.");
    }
    return {};
}

} // namespace

QString turnText(const Position &position)
{
    const bool white = position.sideToMove() == Color::White;
    if (position.isCheck())
        return white ? QCoreApplication::translate("GameText", "White to move – check")
                     : QCoreApplication::translate("GameText", "Black to move – check");
    return white ? QCoreApplication::translate("GameText", "White to move")
                 : QCoreApplication::translate("GameText", "Black to move");
}

QString endingText(const Game &game)
{
    if (!game.isOver())
        return {};
    return QStringLiteral("%1 · %2").arg(QString::fromUtf8(std::string(shownResult(resultText(game.result())))),
                                         reason(game));
}

QString endingReason(const Game &game)
{
    return reason(game);
}

QString drawOfferBlockedText(const Game &game)
{
    if (game.isOver() || game.canOfferDraw())
        return {};
    const Color side = game.position().sideToMove();
    if (game.drawOfferPending())
        return pick(side,
                    QT_TRANSLATE_NOOP("GameText", "White has offered a draw: the offer is made with the next move."),
                    QT_TRANSLATE_NOOP("GameText", "Black has offered a draw: the offer is made with the next move."));
    if (game.drawOffered())
        return pick(
            side, QT_TRANSLATE_NOOP("GameText", "Black's draw offer waits for White's answer: accept or decline it."),
            QT_TRANSLATE_NOOP("GameText", "White's draw offer waits for Black's answer: accept or decline it."));
    return pick(side,
                QT_TRANSLATE_NOOP("GameText",
                                  "Black declined White's draw offer, so only Black may offer the next draw. The "
                                  "Brazilian rule text says so, to keep a player from pestering the opponent with "
                                  "offers (Help ▸ Rules of Chess ▸ Draws)."),
                QT_TRANSLATE_NOOP("GameText",
                                  "White declined Black's draw offer, so only White may offer the next draw. The "
                                  "Brazilian rule text says so, to keep a player from pestering the opponent with "
                                  "offers (Help ▸ Rules of Chess ▸ Draws)."));
}

QString drawOfferDeclinedStatus(const Game &game)
{
    if (game.isOver() || game.offerState().mayNotOffer != game.position().sideToMove())
        return {};
    return pick(game.position().sideToMove(),
                QT_TRANSLATE_NOOP("GameText", "only Black may offer the next draw (White's offer was declined)"),
                QT_TRANSLATE_NOOP("GameText", "only White may offer the next draw (Black's offer was declined)"));
}

QString evaluationText(const Evaluation &e)
{
    const EngineScore score {e.kind == Evaluation::Kind::Mate ? EngineScore::Kind::Mate : EngineScore::Kind::Centipawns,
                             e.value, EngineScore::Bound::Exact};
    return QString::fromStdString(scoreText(score, Color::White)).replace(QLatin1Char('.'), QLocale().decimalPoint());
}

QString moveCountText(int moves)
{
    return countText("GameText", QT_TRANSLATE_N_NOOP("GameText", "%n move(s)"), moves);
}

QString savedGameQuestion(const QDateTime &saved, int moves, bool finished)
{
    const QString when = QLocale().toString(saved, QLocale::ShortFormat);
    if (finished)
        return QCoreApplication::translate("GameText",
                                           "A finished game (%1) that was not saved in a file was kept on %2 when "
                                           "Ferz last ran. Restore it?")
            .arg(moveCountText(moves), when);
    return QCoreApplication::translate("GameText",
                                       "A game in progress (%1) was saved on %2 when Ferz last ran. Resume it?")
        .arg(moveCountText(moves), when);
}

} // namespace ferz
