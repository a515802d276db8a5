// SPDX-License-Identifier: GPL-3.0-or-later
// The game protocol off the board: offers, claims, resignation, flag falls, endings, the record.
#include "core/engine/uci.h"
#include "core/game/game.h"
#include "core/pgn/pgnwriter.h"
#include "tests/core/testposition.h"

#include <QRegularExpression>
#include <QTest>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::TimeControl)

namespace {

// Plays space-separated UCI moves at one-second intervals starting at *now; false at the first
// move that is not legal or not accepted.
bool playMoves(Game &game, const QString &moves, qint64 *now)
{
    for (const QString &text : moves.split(' ', Qt::SkipEmptyParts)) {
        const Move m = parseUci(game.position(), text.toStdString());
        *now += 1000;
        if (m.isNull() || !game.play(m, *now))
            return false;
    }
    return true;
}

Move uci(const Game &game, const char *text)
{
    return parseUci(game.position(), text);
}

QString lastComment(const Game &game)
{
    return QString::fromStdString(game.tree().mainLineEnd()->annotations().commentAfter);
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void foolsMate();
    void stalemateAndDeadPosition();
    void twoKnightsFollowTheOptions_data();
    void twoKnightsFollowTheOptions();
    void drawOfferAcceptedIsNoted();
    void declinedOfferBlocksTheOfferer();
    void movingDeclines();
    void threefoldClaim();
    void claimWithTheMove();
    void claimWithANonClaimingMoveStands();
    void fiftyMoveClaim();
    void automaticDraws();
    void fivefoldEndsByItself();
    void resignation();
    void flagFallLoses();
    void flagFallAgainstLoneKingDraws();
    void noMoveAfterFlagFall();
    void clockTimesRecorded();
    void clockRecordedInOneForm_data();
    void clockRecordedInOneForm();
    void startPositionThatEndsTheGame_data();
    void startPositionThatEndsTheGame();
    void takeBack();
    void fromTree();
};

void TestGame::foolsMate()
{
    Game game;
    qint64 now = 0;
    game.startClock(now);
    QVERIFY(playMoves(game, "f2f3 e7e5 g2g4 d8h4", &now));
    QVERIFY(game.isOver());
    QCOMPARE(game.termination(), Termination::Checkmate);
    QCOMPARE(game.result(), GameResult::BlackWins);
    QCOMPARE(game.tree().tag("Result"), std::string("0-1"));
    QCOMPARE(game.tree().termination(), std::string("normal"));
    QVERIFY(!game.play(uci(game, "e1f2"), now));
    QVERIFY(!game.clock().isRunning());
}

void TestGame::stalemateAndDeadPosition()
{
    qint64 now = 0;
    Game game(testPosition("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"));
    QVERIFY(playMoves(game, "e7f7", &now));
    QCOMPARE(game.termination(), Termination::Stalemate);
    QCOMPARE(game.result(), GameResult::Draw);

    // The king takes the last rook: two bare kings.
    Game dead(testPosition("7k/8/8/8/8/8/5r2/4K3 w - - 0 1"));
    QVERIFY(playMoves(dead, "e1f2", &now));
    QCOMPARE(dead.termination(), Termination::DeadPosition);
    QCOMPARE(dead.result(), GameResult::Draw);
}

// King and two knights against a lone king: the game goes on under FIDE, and ends as a dead
// position when the options follow the Brazilian rule text; also for a game read from a file.
void TestGame::twoKnightsFollowTheOptions_data()
{
    QTest::addColumn<DeadPositionRule>("rule");
    QTest::addColumn<Termination>("termination");
    QTest::newRow("FIDE") << DeadPositionRule::Fide << Termination::None;
    QTest::newRow("Brazilian rule text") << DeadPositionRule::TwoKnightsInsufficient << Termination::DeadPosition;
}

void TestGame::twoKnightsFollowTheOptions()
{
    QFETCH(DeadPositionRule, rule);
    QFETCH(Termination, termination);
    GameOptions options;
    options.deadPositionRule = rule;
    const Position start = testPosition("7k/8/4n3/8/3N4/8/8/1N2K3 w - - 0 1");
    Game game(start, TimeControl(), options);
    qint64 now = 0;
    QVERIFY(playMoves(game, "d4e6", &now));
    QCOMPARE(game.termination(), termination);
    QCOMPARE(game.result(), termination == Termination::None ? GameResult::Unknown : GameResult::Draw);

    GameTree tree(start);
    tree.setStartPosition(start);
    tree.addMove(tree.root(), parseUci(start, "d4e6"));
    auto read = Game::fromTree(std::move(tree), TimeControl(), options);
    QVERIFY(read);
    QCOMPARE(read->termination(), termination);
}

void TestGame::drawOfferAcceptedIsNoted()
{
    Game game;
    qint64 now = 0;
    QVERIFY(game.canOfferDraw());
    QVERIFY(game.offerDraw());
    QVERIFY(game.drawOfferPending());
    QVERIFY(!game.drawOffered());
    QVERIFY(playMoves(game, "e2e4", &now));
    QCOMPARE(lastComment(game), QString("White offers a draw."));
    QVERIFY(game.drawOffered());
    QVERIFY(!game.canOfferDraw()); // Black answers the offer instead
    QVERIFY(game.acceptDraw(now));
    QCOMPARE(game.result(), GameResult::Draw);
    QCOMPARE(game.termination(), Termination::Agreement);
    QCOMPARE(game.endedBy(), Color::Black);
    QCOMPARE(lastComment(game), QString("White offers a draw. Black accepts the draw offer."));
}

void TestGame::declinedOfferBlocksTheOfferer()
{
    Game game;
    qint64 now = 0;
    QVERIFY(game.offerDraw());
    QVERIFY(playMoves(game, "e2e4", &now));
    QVERIFY(game.declineDraw());
    QCOMPARE(lastComment(game), QString("White offers a draw. Black declines the draw offer."));
    QVERIFY(!game.isOver());
    QVERIFY(playMoves(game, "e7e5", &now));
    // White's offer was declined: only Black may offer next.
    QVERIFY(!game.canOfferDraw());
    QVERIFY(!game.offerDraw());
    QVERIFY(playMoves(game, "g1f3", &now));
    QVERIFY(game.canOfferDraw());
    QVERIFY(game.offerDraw());
    QVERIFY(playMoves(game, "b8c6", &now));
    QVERIFY(game.drawOffered());
    QVERIFY(game.declineDraw());
    // Black's offer declined by White: now White may offer again, Black may not.
    QVERIFY(game.canOfferDraw());
    QVERIFY(playMoves(game, "f1c4", &now));
    QVERIFY(!game.canOfferDraw());
}

void TestGame::movingDeclines()
{
    Game game;
    qint64 now = 0;
    game.offerDraw();
    QVERIFY(playMoves(game, "d2d4 d7d5", &now));
    QVERIFY(!game.drawOffered());
    QVERIFY(!game.acceptDraw(now));
    const auto line = game.tree().mainLine();
    QCOMPARE(QString::fromStdString(line[0]->annotations().commentAfter),
             QString("White offers a draw. Black declines the draw offer by moving."));
    QVERIFY(!game.canOfferDraw()); // White's offer was declined
}

void TestGame::threefoldClaim()
{
    Game game;
    qint64 now = 0;
    QVERIFY(playMoves(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1", &now));
    QCOMPARE(game.claimableDraw(), DrawClaim::None);
    QVERIFY(!game.claimDraw(now));
    QVERIFY(playMoves(game, "f6g8", &now));
    // The start position stands for the third time, White on move.
    QCOMPARE(game.claimableDraw(), DrawClaim::ThreefoldRepetition);
    QVERIFY(game.claimDraw(now));
    QCOMPARE(game.result(), GameResult::Draw);
    QCOMPARE(game.termination(), Termination::ThreefoldRepetition);
    QCOMPARE(game.endedBy(), Color::White);
    QCOMPARE(lastComment(game), QString("White claims a draw by threefold repetition."));
}

void TestGame::claimWithTheMove()
{
    Game game;
    qint64 now = 0;
    QVERIFY(playMoves(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1", &now));
    QVERIFY(game.canClaimWithAMove());
    const Move back = uci(game, "f6g8");
    QCOMPARE(game.claimableDrawWith(back), DrawClaim::ThreefoldRepetition);
    QCOMPARE(game.playAndClaim(back, now), std::optional(DrawClaim::ThreefoldRepetition));
    QCOMPARE(game.plyCount(), 8);
    QCOMPARE(game.termination(), Termination::ThreefoldRepetition);
    QCOMPARE(game.endedBy(), Color::Black);
    QCOMPARE(lastComment(game), QString("Black claims a draw by threefold repetition."));
}

void TestGame::claimWithANonClaimingMoveStands()
{
    Game game;
    qint64 now = 0;
    QVERIFY(!game.canClaimWithAMove());
    QCOMPARE(game.playAndClaim(uci(game, "e2e4"), now), std::optional(DrawClaim::None));
    QCOMPARE(game.plyCount(), 1);
    QVERIFY(!game.isOver());
}

void TestGame::fiftyMoveClaim()
{
    Game game(testPosition("8/8/4k3/8/8/3K4/8/R7 w - - 99 80"));
    qint64 now = 0;
    QCOMPARE(game.claimableDraw(), DrawClaim::None);
    QCOMPARE(game.claimableDrawWith(uci(game, "a1a2")), DrawClaim::FiftyMoves);
    QVERIFY(playMoves(game, "a1a2", &now));
    QCOMPARE(game.claimableDraw(), DrawClaim::FiftyMoves);
    QVERIFY(game.claimDraw(now));
    QCOMPARE(game.termination(), Termination::FiftyMoves);
    QCOMPARE(lastComment(game), QString("Black claims a draw by the fifty-move rule."));
}

void TestGame::automaticDraws()
{
    GameOptions options;
    options.automaticDraws = true;
    Game game(Position(), TimeControl(), options);
    qint64 now = 0;
    QVERIFY(playMoves(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", &now));
    QVERIFY(game.isOver());
    QCOMPARE(game.termination(), Termination::ThreefoldRepetition);
    QCOMPARE(game.result(), GameResult::Draw);
}

void TestGame::fivefoldEndsByItself()
{
    Game game;
    qint64 now = 0;
    const QString cycle = "g1f3 g8f6 f3g1 f6g8 ";
    QVERIFY(playMoves(game, cycle + cycle + cycle, &now));
    QVERIFY(!game.isOver()); // fourth time: still only a claim
    QVERIFY(playMoves(game, cycle, &now));
    QVERIFY(game.isOver());
    QCOMPARE(game.termination(), Termination::FivefoldRepetition);
}

void TestGame::resignation()
{
    Game game;
    qint64 now = 0;
    QVERIFY(playMoves(game, "e2e4", &now));
    // Either player may resign, also the one not on move.
    QVERIFY(game.resign(Color::White, now));
    QCOMPARE(game.result(), GameResult::BlackWins);
    QCOMPARE(game.termination(), Termination::Resignation);
    QCOMPARE(game.endedBy(), Color::White);
    QCOMPARE(lastComment(game), QString("White resigns."));
    QVERIFY(!game.resign(Color::Black, now));
}

void TestGame::flagFallLoses()
{
    // White has king and queen, Black a lone king; Black's flag falls: Black loses.
    Game game(testPosition("8/8/4k3/8/8/3K4/8/Q7 w - - 0 1"), TimeControl::suddenDeath(60000));
    qint64 now = 0;
    game.startClock(now);
    QVERIFY(playMoves(game, "a1a2", &now));
    QVERIFY(!game.checkFlag(now + 59000));
    QVERIFY(game.checkFlag(now + 60000));
    QCOMPARE(game.result(), GameResult::WhiteWins);
    QCOMPARE(game.termination(), Termination::TimeForfeit);
    QCOMPARE(game.endedBy(), Color::Black);
    QCOMPARE(game.tree().termination(), std::string("time forfeit"));
    QCOMPARE(lastComment(game), QString("Black's flag falls."));
}

void TestGame::flagFallAgainstLoneKingDraws()
{
    // White's flag falls, but Black has only its king: Black cannot mate, so it is a draw.
    Game game(testPosition("8/8/4k3/8/8/3K4/8/Q7 w - - 0 1"), TimeControl::suddenDeath(60000));
    game.startClock(0);
    QVERIFY(game.checkFlag(60001));
    QCOMPARE(game.result(), GameResult::Draw);
    QCOMPARE(game.termination(), Termination::TimeForfeit);
    QCOMPARE(game.endedBy(), Color::White);
    // The record says why the flag fall draws.
    QCOMPARE(lastComment(game),
             QString("White's flag falls. Black cannot checkmate by any series of legal moves, so the game is drawn."));
}

void TestGame::noMoveAfterFlagFall()
{
    Game game(Position(), TimeControl::suddenDeath(60000));
    game.startClock(0);
    QVERIFY(!game.play(uci(game, "e2e4"), 61000));
    QVERIFY(game.isOver());
    QCOMPARE(game.plyCount(), 0);
    QCOMPARE(game.result(), GameResult::BlackWins);
}

void TestGame::clockTimesRecorded()
{
    Game game(Position(), TimeControl::increment(180000, 2000));
    QCOMPARE(game.tree().tag("TimeControl"), std::string("180+2"));
    game.startClock(0);
    QVERIFY(game.play(uci(game, "e2e4"), 5000));
    QVERIFY(game.play(uci(game, "e7e5"), 15000));
    const auto line = game.tree().mainLine();
    QCOMPARE(line[0]->annotations().clockMs, std::optional<std::int64_t>(177000));
    QCOMPARE(line[1]->annotations().clockMs, std::optional<std::int64_t>(172000));
    // Untimed games record no clock.
    Game untimed;
    QVERIFY(untimed.play(uci(untimed, "e2e4"), 5000));
    QVERIFY(!untimed.tree().mainLine()[0]->annotations().clockMs);
}

void TestGame::clockRecordedInOneForm_data()
{
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<QStringList>("clocks");
    // Moves after 2.45 s, 3.98 s, 7.38 s and 8.01 s: the times left are cut to the record's unit.
    QTest::newRow("whole seconds") << TimeControl::increment(180000, 2000)
                                   << QStringList {"0:02:59", "0:02:58", "0:02:54", "0:02:52"};
    QTest::newRow("tenths for a fractional increment")
        << TimeControl::increment(180000, 2500) << QStringList {"0:03:00.0", "0:02:58.5", "0:02:55.1", "0:02:53.0"};
    QTest::newRow("tenths for a fractional stage")
        << TimeControl::suddenDeath(90500) << QStringList {"0:01:28.0", "0:01:26.5", "0:01:20.6", "0:01:18.5"};
}

// Every [%clk] of a played game in one form, as the PGN writer writes it.
void TestGame::clockRecordedInOneForm()
{
    QFETCH(TimeControl, control);
    QFETCH(QStringList, clocks);
    Game game(Position(), control);
    game.startClock(0);
    qint64 now = 0;
    const char *moves[] = {"e2e4", "e7e5", "g1f3", "b8c6"};
    const qint64 thinking[] = {2450, 3980, 7380, 8010};
    for (int i = 0; i < 4; ++i) {
        now += thinking[i];
        QVERIFY(game.play(uci(game, moves[i]), now));
    }
    QStringList written;
    const QString pgn = QString::fromStdString(writePgn(game.tree()));
    for (const QRegularExpressionMatch &match :
         QRegularExpression(QStringLiteral("\\[%clk ([^\\]]+)\\]")).globalMatch(pgn))
        written << match.captured(1);
    QCOMPARE(written, clocks);
}

void TestGame::startPositionThatEndsTheGame_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("termination");
    QTest::addColumn<int>("result");
    QTest::newRow("fool's mate") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
                                 << int(Termination::Checkmate) << int(GameResult::BlackWins);
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << int(Termination::Stalemate)
                               << int(GameResult::Draw);
    QTest::newRow("bare kings") << "7k/8/8/8/8/8/8/4K3 w - - 0 1" << int(Termination::DeadPosition)
                                << int(GameResult::Draw);
    QTest::newRow("game goes on") << "7k/8/8/8/8/8/5r2/4K3 w - - 0 1" << int(Termination::None)
                                  << int(GameResult::Unknown);
}

void TestGame::startPositionThatEndsTheGame()
{
    QFETCH(QString, fen);
    QFETCH(int, termination);
    QFETCH(int, result);
    Game game(testPosition(fen.toStdString()), TimeControl::increment(60000, 0));
    QCOMPARE(int(game.termination()), termination);
    QCOMPARE(int(game.result()), result);
    QCOMPARE(game.isOver(), termination != int(Termination::None));
    game.startClock(0);
    // An ended game neither runs a clock nor takes an offer.
    QCOMPARE(game.clock().isRunning(), !game.isOver());
    QCOMPARE(game.canOfferDraw(), !game.isOver());
}

void TestGame::takeBack()
{
    Game game(Position(), TimeControl::suddenDeath(60000));
    qint64 now = 0;
    game.startClock(now);
    QVERIFY(game.offerDraw());
    QVERIFY(playMoves(game, "e2e4", &now));
    QVERIFY(game.takeBack(now));
    QCOMPARE(game.plyCount(), 0);
    QVERIFY(game.tree().mainLine().empty());
    QCOMPARE(game.clock().side(), Color::White);
    QCOMPARE(game.clock().movesMade(Color::White), 0);
    QVERIFY(!game.drawOffered());
    QVERIFY(!game.takeBack(now));

    // An analysis variation beside the taken-back move must not become the main line.
    QVERIFY(playMoves(game, "e2e4 e7e5", &now));
    GameNode *afterE4 = game.tree().mainLine()[0];
    game.tree().addMove(afterE4, parseUci(afterE4->position(), "c7c5"));
    QCOMPARE(afterE4->childCount(), 2);
    QVERIFY(game.takeBack(now));
    QCOMPARE(game.plyCount(), 1);
    QCOMPARE(game.tree().mainLine().size(), std::size_t(1));
    QVERIFY(playMoves(game, "d7d5", &now));
    QCOMPARE(game.tree().mainLine().size(), std::size_t(2));
    QCOMPARE(game.tree().mainLine()[1]->move(), parseUci(afterE4->position(), "d7d5"));
}

void TestGame::fromTree()
{
    GameTree tree;
    GameNode *node = tree.root();
    for (const char *m : {"f2f3", "e7e5", "g2g4", "d8h4"})
        node = tree.addMove(node, parseUci(node->position(), m));
    auto game = Game::fromTree(std::move(tree));
    QVERIFY(game);
    QCOMPARE(game->plyCount(), 4);
    QCOMPARE(game->termination(), Termination::Checkmate);
    QCOMPARE(game->result(), GameResult::BlackWins);

    GameTree resigned;
    resigned.addMove(resigned.root(), parseUci(Position(), "e2e4"));
    resigned.setResult(GameResult::WhiteWins);
    auto over = Game::fromTree(std::move(resigned));
    QVERIFY(over);
    QCOMPARE(over->termination(), Termination::Recorded);
    QCOMPARE(over->result(), GameResult::WhiteWins);
}

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
