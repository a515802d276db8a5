// SPDX-License-Identifier: GPL-3.0-or-later
// The core says once what a move is (capture, en passant, castling, promotion, check, mate, the
// ending it brought, the clock after it), and once where low time begins.
#include "core/game/movefacts.h"
#include "core/rules/squarename.h"
#include "tests/core/testposition.h"

#include <QTest>

using namespace ferz;

namespace {

Square squareAt(const char *name)
{
    return parseSquare(name);
}

} // namespace

class TestMoveFacts : public QObject {
    Q_OBJECT

private slots:
    void captureIncludesEnPassant();
    void kindsOfMove();
    void checkAndMate();
    void lastMoveOfAGame();
    void lowTime();
};

void TestMoveFacts::captureIncludesEnPassant()
{
    // White's e5 pawn may take d5 en passant (d6 is empty); f7-f6 would be a capture of nothing.
    const Position p = testPosition("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    const Move ep(squareAt("e5"), squareAt("d6"), Move::EnPassant);
    QVERIFY(p.isLegal(ep));
    QVERIFY(p.pieceAt(squareAt("d6")) == Piece::None);
    QVERIFY(p.isCapture(ep));
    QVERIFY(!p.isCapture(Move(squareAt("e5"), squareAt("e6"))));
    const MoveFacts facts = describeMove(p, ep);
    QVERIFY(facts.capture);
    QVERIFY(facts.enPassant);
    QCOMPARE(facts.san, std::string("exd6"));
    // An ordinary capture.
    const Position q = testPosition("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    QVERIFY(q.isCapture(Move(squareAt("e4"), squareAt("d5"))));
    QVERIFY(!describeMove(q, Move(squareAt("e4"), squareAt("e5"))).capture);
}

void TestMoveFacts::kindsOfMove()
{
    const Position castle = testPosition("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const MoveFacts castling = describeMove(castle, Move(squareAt("e1"), squareAt("g1"), Move::Castling));
    QVERIFY(castling.castling);
    QVERIFY(!castling.capture);
    QCOMPARE(castling.san, std::string("O-O"));
    const Position promote = testPosition("1n5k/P7/8/8/8/8/8/K7 w - - 0 1");
    const MoveFacts takes =
        describeMove(promote, Move(squareAt("a7"), squareAt("b8"), Move::Promotion, PieceType::Queen));
    QVERIFY(takes.promotion);
    QVERIFY(takes.capture);
    QVERIFY(takes.check);
    QCOMPARE(takes.san, std::string("axb8=Q+"));
    const MoveFacts quiet =
        describeMove(promote, Move(squareAt("a7"), squareAt("a8"), Move::Promotion, PieceType::Knight));
    QVERIFY(quiet.promotion && !quiet.capture && !quiet.check);
}

void TestMoveFacts::checkAndMate()
{
    const Position p = testPosition("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    const MoveFacts mate = describeMove(p, Move(squareAt("d8"), squareAt("h4")));
    QVERIFY(mate.check);
    QVERIFY(mate.mate);
    QCOMPARE(mate.san, std::string("Qh4#"));
    const MoveFacts quiet = describeMove(p, Move(squareAt("d8"), squareAt("e7")));
    QVERIFY(!quiet.check && !quiet.mate);
    QCOMPARE(quiet.ending, Termination::None);
}

void TestMoveFacts::lastMoveOfAGame()
{
    Game game(Position(), TimeControl::suddenDeath(60000));
    game.startClock(0);
    QVERIFY(game.play(Move(squareAt("f2"), squareAt("f3")), 1000));
    MoveFacts facts = describeLastMove(game);
    QCOMPARE(facts.clockMs, std::optional<std::int64_t>(59000));
    QCOMPARE(facts.ending, Termination::None);
    QVERIFY(game.play(Move(squareAt("e7"), squareAt("e5")), 3000));
    QVERIFY(game.play(Move(squareAt("g2"), squareAt("g4")), 4000));
    QVERIFY(game.play(Move(squareAt("d8"), squareAt("h4")), 9000));
    facts = describeLastMove(game);
    QCOMPARE(facts.ending, Termination::Checkmate);
    QVERIFY(facts.mate);
    QCOMPARE(facts.clockMs, std::optional<std::int64_t>(53000));
    // The node of a tree says the same, with the clock it recorded.
    const MoveFacts node = describeMove(*game.tree().mainLineEnd());
    QCOMPARE(node.san, facts.san);
    QCOMPARE(node.clockMs, facts.clockMs);
}

void TestMoveFacts::lowTime()
{
    QVERIFY(!isLowTime(LowTimeMs));
    QVERIFY(isLowTime(LowTimeMs - 1));
    ChessClock clock(TimeControl::suddenDeath(20000));
    clock.start(Color::White, 0);
    // White's clock runs: it goes under ten seconds between 10 000 and 10 001 ms.
    QVERIFY(!clock.wentUnder(LowTimeMs, 0, 10000));
    QVERIFY(clock.wentUnder(LowTimeMs, 10000, 10001));
    QVERIFY(clock.wentUnder(LowTimeMs, 5000, 15000));
    QVERIFY(!clock.wentUnder(LowTimeMs, 10001, 15000)); // already under
    QVERIFY(!clock.wentUnder(MinuteLeftMs, 0, 15000)); // never had a minute
    clock.pause(12000);
    QVERIFY(!clock.wentUnder(LowTimeMs, 5000, 15000)); // a paused clock stands
    // An untimed game has no low time.
    ChessClock untimed;
    untimed.start(Color::White, 0);
    QVERIFY(!untimed.wentUnder(LowTimeMs, 0, 1000000));
}

QTEST_GUILESS_MAIN(TestMoveFacts)
#include "tst_movefacts.moc"
