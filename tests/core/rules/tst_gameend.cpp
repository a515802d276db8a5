// SPDX-License-Identifier: GPL-3.0-or-later
// Every end of game the rules know: mate, stalemate, dead positions, repetition (with the FIDE
// identity of positions), the fifty- and seventy-five-move rules, and mating material for a flag
// fall.
#include "core/engine/uci.h"
#include "core/rules/gamehistory.h"
#include "core/rules/rules.h"
#include "core/rules/squarename.h"

#include <QTest>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::BoardEnding)

class TestGameEnd : public QObject {
    Q_OBJECT

private slots:
    void endings_data();
    void endings();
    void deadPositions_data();
    void deadPositions();
    void matingMaterial_data();
    void matingMaterial();
    void threefoldAndFivefold();
    void repetitionNeedsTheSameEnPassantRight();
    void enPassantThatCannotBePlayedDoesNotCount();
    void fiftyMoveClaim();
    void seventyFiveMoves();
    void mateOnTheSeventyFifthMoveStands();
    void illegalMoveIsRefused();
};

static Position position(const char *fen)
{
    return std::get<Position>(Position::fromFen(fen));
}

// Plays moves given in UCI form; fails the test on an illegal one.
static void play(GameHistory &game, const QString &moves)
{
    for (const QString &text : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Move m = parseUci(game.current(), text.toStdString());
        QVERIFY2(!m.isNull(), qPrintable(text));
        QVERIFY(game.play(m));
    }
}

void TestGameEnd::endings_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<BoardEnding>("ending");
    const QString start = QString::fromLatin1(Position::StartFen.data());
    QTest::newRow("start") << start << QString() << BoardEnding::None;
    QTest::newRow("fool's mate") << start << QStringLiteral("f2f3 e7e5 g2g4 d8h4") << BoardEnding::Checkmate;
    QTest::newRow("smothered mate") << QStringLiteral("6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1") << QStringLiteral("g5f7")
                                    << BoardEnding::Checkmate;
    QTest::newRow("stalemate") << QStringLiteral("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1") << QStringLiteral("f1f7")
                               << BoardEnding::Stalemate;
    QTest::newRow("capture leaves bare kings")
        << QStringLiteral("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1") << QStringLiteral("e1e2") << BoardEnding::DeadPosition;
    QTest::newRow("check is not mate") << QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") << QStringLiteral("a1a8")
                                       << BoardEnding::None;
}

void TestGameEnd::endings()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(BoardEnding, ending);
    GameHistory game(std::get<Position>(Position::fromFen(fen.toStdString())));
    play(game, moves);
    QCOMPARE(game.ending(), ending);
}

void TestGameEnd::deadPositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("fide");
    QTest::addColumn<bool>("portuguese"); // K+N+N against a bare king counts as dead
    auto row = [](const char *name, const char *fen, bool fide, bool portuguese) {
        QTest::newRow(name) << QString::fromLatin1(fen) << fide << portuguese;
    };
    row("K-K", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true);
    row("KB-K", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true);
    row("K-KN", "4k3/8/8/8/8/8/8/1n2K3 w - - 0 1", true, true);
    row("KB-KB same colour", "5bk1/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true);
    row("KBB-KB all dark", "5bk1/8/8/8/8/8/8/B1B1K3 w - - 0 1", true, true);
    row("KB-KB opposite colours", "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false);
    row("KNN-K", "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", false, true);
    row("KN-KN", "1n2k3/8/8/8/8/8/8/1N2K3 w - - 0 1", false, false);
    row("KB-KN", "1n2k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false);
    row("KP-K", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false, false);
    row("KR-K", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false, false);
}

void TestGameEnd::deadPositions()
{
    QFETCH(QString, fen);
    QFETCH(bool, fide);
    QFETCH(bool, portuguese);
    const Position p = std::get<Position>(Position::fromFen(fen.toStdString()));
    QCOMPARE(isDeadPosition(p), fide);
    QCOMPARE(isDeadPosition(p, DeadPositionRule::TwoKnightsInsufficient), portuguese);
}

void TestGameEnd::matingMaterial_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("whiteCanMate");
    QTest::addColumn<bool>("blackCanMate");
    auto row = [](const char *name, const char *fen, bool white, bool black) {
        QTest::newRow(name) << QString::fromLatin1(fen) << white << black;
    };
    row("KQ-K", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", true, false);
    row("K-KR", "4k2r/8/8/8/8/8/8/4K3 w - - 0 1", false, true);
    row("KN-K", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", false, false);
    row("KN-KP: the pawn can hem its king in", "4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1", true, true);
    row("KN-KQ", "3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1", false, true);
    row("KN-KR", "3rk3/8/8/8/8/8/8/1N2K3 w - - 0 1", true, true);
    row("KNN-K", "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", true, false);
    row("KB-K", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false);
    row("KB-KN", "1n2k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true);
    row("KB-KB same colour", "5bk1/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false);
    row("KB-KB opposite colours", "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true);
    row("KBN-K", "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", true, false);
    row("KP-K", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true, false);
}

void TestGameEnd::matingMaterial()
{
    QFETCH(QString, fen);
    QFETCH(bool, whiteCanMate);
    QFETCH(bool, blackCanMate);
    const Position p = std::get<Position>(Position::fromFen(fen.toStdString()));
    QCOMPARE(canMate(p, Color::White), whiteCanMate);
    QCOMPARE(canMate(p, Color::Black), blackCanMate);
}

void TestGameEnd::threefoldAndFivefold()
{
    GameHistory game;
    const QString shuffle = QStringLiteral("g1f3 g8f6 f3g1 f6g8");
    play(game, shuffle);
    QCOMPARE(game.repetitions(), 2);
    QCOMPARE(game.claimableDraw(), DrawClaim::None);
    // The third occurrence can be claimed together with the move that makes it.
    play(game, QStringLiteral("g1f3 g8f6 f3g1"));
    QCOMPARE(game.claimableDrawWith(parseUci(game.current(), "f6g8")), DrawClaim::ThreefoldRepetition);
    QCOMPARE(game.claimableDrawWith(parseUci(game.current(), "b8c6")), DrawClaim::None);
    play(game, QStringLiteral("f6g8"));
    QCOMPARE(game.repetitions(), 3);
    QCOMPARE(game.claimableDraw(), DrawClaim::ThreefoldRepetition);
    QCOMPARE(game.ending(), BoardEnding::None);
    play(game, shuffle);
    QCOMPARE(game.repetitions(), 4);
    QCOMPARE(game.ending(), BoardEnding::None);
    play(game, shuffle);
    QCOMPARE(game.repetitions(), 5);
    QCOMPARE(game.ending(), BoardEnding::FivefoldRepetition);
    QVERIFY(game.undo());
    QCOMPARE(game.ending(), BoardEnding::None);
}

// After ...d7-d5 White may take en passant; when the same pieces come back the right is gone, so
// the first position is a different one (FIDE 9.2.3).
void TestGameEnd::repetitionNeedsTheSameEnPassantRight()
{
    GameHistory game(position("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"));
    play(game, QStringLiteral("d7d5"));
    QVERIFY(game.current().epSquare() != Square::None);
    play(game, QStringLiteral("g1f3 g8f6 f3g1 f6g8"));
    QCOMPARE(game.repetitions(), 1);
    play(game, QStringLiteral("g1f3 g8f6 f3g1 f6g8"));
    QCOMPARE(game.repetitions(), 2);
    play(game, QStringLiteral("g1f3 g8f6 f3g1 f6g8"));
    QCOMPARE(game.repetitions(), 3);
}

// After ...a7-a5 no white pawn can take: the position after the double step already counts.
void TestGameEnd::enPassantThatCannotBePlayedDoesNotCount()
{
    GameHistory game(position("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"));
    play(game, QStringLiteral("a7a5"));
    QCOMPARE(game.current().epSquare(), Square::None);
    play(game, QStringLiteral("g1f3 g8f6 f3g1 f6g8"));
    QCOMPARE(game.repetitions(), 2);
    // The same for an en passant capture that would expose the king: d4xe3 would open the rank.
    GameHistory pinned(position("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1"));
    play(pinned, QStringLiteral("e2e4"));
    QCOMPARE(pinned.current().epSquare(), Square::None);
    play(pinned, QStringLiteral("a4a3 e1e2 a3a4 e2e1"));
    QCOMPARE(pinned.repetitions(), 2);
}

void TestGameEnd::fiftyMoveClaim()
{
    GameHistory game(position("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
    QCOMPARE(game.claimableDraw(), DrawClaim::None);
    QCOMPARE(game.claimableDrawWith(parseUci(game.current(), "a1a2")), DrawClaim::FiftyMoves);
    play(game, QStringLiteral("a1a2"));
    QCOMPARE(game.claimableDraw(), DrawClaim::FiftyMoves);
    QCOMPARE(game.ending(), BoardEnding::None);
    // A pawn move starts the count again.
    GameHistory reset(position("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80"));
    QCOMPARE(reset.claimableDrawWith(parseUci(reset.current(), "a2a3")), DrawClaim::None);
}

void TestGameEnd::seventyFiveMoves()
{
    GameHistory game(position("4k3/8/8/8/8/8/8/R3K3 w - - 149 100"));
    QCOMPARE(game.ending(), BoardEnding::None);
    play(game, QStringLiteral("a1a2"));
    QCOMPARE(game.current().halfmoveClock(), 150);
    QCOMPARE(game.ending(), BoardEnding::SeventyFiveMoves);
}

void TestGameEnd::mateOnTheSeventyFifthMoveStands()
{
    GameHistory game(position("k7/8/1K6/8/8/8/8/7R w - - 149 100"));
    play(game, QStringLiteral("h1h8"));
    QCOMPARE(game.current().halfmoveClock(), 150);
    QCOMPARE(game.ending(), BoardEnding::Checkmate);
}

void TestGameEnd::illegalMoveIsRefused()
{
    GameHistory game;
    QVERIFY(!game.play(Move(parseSquare("e2"), parseSquare("e5"))));
    QCOMPARE(game.moves().size(), std::size_t(0));
    QVERIFY(!game.undo());
}

QTEST_GUILESS_MAIN(TestGameEnd)
#include "tst_gameend.moc"
