// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame levels without widgets: what the endgame tables decide (the other side's answer, a move
// that gives the result away and why, the hint and its reason, the stars by the mate's length, the
// fifty-move rule) and the facts the hints name (the box, the opposition, key squares, the square
// of the pawn); the loader's checks of an endgame level.
#include "core/course/levelplay.h"
#include "core/engine/uci.h"
#include "core/rules/squarename.h"
#include "tests/core/testposition.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

namespace {

CourseLoad courseOf(const QString &level)
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("01-test.json")));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QStringLiteral(
                   "{\"title\": \"T\", \"page\": \"p.html\", \"intro\": \"I\", \"prompt\": \"P\", \"levels\": [%1]}")
                   .arg(level)
                   .toUtf8());
    file.close();
    return loadCourse(dir.path());
}

Level endgame(const char *fen, const char *goal, int mateIn, int holdMoves = 0)
{
    const QString result = mateIn > 0 ? QStringLiteral("\"result\": \"win\", \"mateIn\": %1").arg(mateIn)
                                      : QStringLiteral("\"result\": \"draw\", \"moves\": %1").arg(holdMoves);
    const CourseLoad load = courseOf(QStringLiteral("{\"kind\": \"endgame\", \"fen\": \"%1\", \"goal\": \"%2\", %3}")
                                         .arg(QLatin1String(fen), QLatin1String(goal), result));
    if (!load.problems.isEmpty() || load.course.stages.empty() || load.course.stages[0].levels.empty())
        qFatal("%s", qPrintable(load.problems.join(QLatin1Char('\n'))));
    return load.course.stages[0].levels[0];
}

Bitboard squares(std::initializer_list<const char *> names)
{
    Bitboard b = 0;
    for (const char *name : names)
        b |= bit(parseSquare(name));
    return b;
}

} // namespace

class TestEndgameLevel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void loader();
    void facts();
    void starsByLength();
    void theDefenceResistsLongest();
    void slips_data();
    void slips();
    void hints_data();
    void hints();
    void mateIsPlayedOut();
    void fiftyMoveRule();
};

void TestEndgameLevel::initTestCase()
{
    for (const char *name : {"KQvK", "KRvK", "KPvK"})
        QVERIFY(Tablebase::shared().prepare(Material::fromName(name)));
}

void TestEndgameLevel::loader()
{
    const Level level = endgame("8/8/8/8/8/2k5/1R6/K7 w - - 0 1", "mate", 16);
    QCOMPARE(level.kind, LevelKind::Endgame);
    QCOMPARE(level.endgameGoal, EndgameGoal::Mate);
    QVERIFY(level.statesWin);
    QCOMPARE(level.mateIn, 16);
    QCOMPARE(endgame("8/8/4k3/8/8/4K3/4P3/8 b - - 0 1", "draw", 0, 10).holdMoves, 10);
    const auto problems = [](const char *json) { return courseOf(QString::fromLatin1(json)).problems.join('\n'); };
    QVERIFY(problems(R"({"kind": "endgame", "goal": "draw", "result": "win", "mateIn": 3, "moves": 2})")
                .contains(QLatin1String("a draw level states a win")));
    QVERIFY(problems(R"({"kind": "endgame", "goal": "mate", "result": "win"})")
                .contains(QLatin1String("\"mateIn\" is missing")));
    QVERIFY(problems(R"({"kind": "endgame", "goal": "checkmate", "result": "win", "mateIn": 3})")
                .contains(QLatin1String("\"goal\" is \"checkmate\", not one of mate, promote, draw")));
}

void TestEndgameLevel::facts()
{
    // The rook on d4 keeps the king on e6 to the sixteen squares e5-h8.
    QCOMPARE(boxSize(testPosition("8/8/4k3/8/3R4/8/8/K7 b - - 0 1"), Color::Black), 16);
    QVERIFY(kingsInOpposition(testPosition("8/8/4k3/8/4K3/8/8/8 w - - 0 1")));
    QVERIFY(kingsInOpposition(testPosition("8/8/8/2k1K3/8/8/8/8 w - - 0 1")));
    QVERIFY(!kingsInOpposition(testPosition("8/8/4k3/8/3K4/8/8/8 w - - 0 1")));
    QCOMPARE(keySquares(parseSquare("e4"), Color::White), squares({"d6", "e6", "f6"}));
    QCOMPARE(keySquares(parseSquare("e5"), Color::White), squares({"d6", "e6", "f6", "d7", "e7", "f7"}));
    QCOMPARE(keySquares(parseSquare("a4"), Color::White), squares({"b7", "b8"}));
    QCOMPARE(keySquares(parseSquare("e5"), Color::Black), squares({"d3", "e3", "f3"}));
    // The square of the pawn on c4 reaches g4 when its king is to move, not h4 when the pawn is.
    QVERIFY(inSquareOfPawn(parseSquare("g4"), parseSquare("c4"), Color::White, false));
    QVERIFY(!inSquareOfPawn(parseSquare("h4"), parseSquare("c4"), Color::White, true));
    // From the second rank the pawn's double step counts.
    QVERIFY(!inSquareOfPawn(parseSquare("h2"), parseSquare("c2"), Color::White, true));
    QVERIFY(inSquareOfPawn(parseSquare("h3"), parseSquare("c2"), Color::White, true));
    QVERIFY(inSquareOfPawn(parseSquare("h4"), parseSquare("c2"), Color::White, true));
}

void TestEndgameLevel::starsByLength()
{
    QCOMPARE(mateStars(16, 16), 3);
    QCOMPARE(mateStars(16, 20), 3);
    QCOMPARE(mateStars(16, 21), 2);
    QCOMPARE(mateStars(16, 24), 2);
    QCOMPARE(mateStars(16, 25), 1);
    QCOMPARE(mateStars(6, 7), 3);
    QCOMPARE(mateStars(6, 8), 2);
    QCOMPARE(mateStars(6, 10), 1);
}

void TestEndgameLevel::theDefenceResistsLongest()
{
    const Tablebase &tables = Tablebase::shared();
    const Position position = testPosition("8/8/8/3k4/8/8/1R6/K7 b - - 0 1");
    const Move reply = endgameReply(tables, position);
    const std::vector<Move> best = tables.bestMoves(position);
    QVERIFY(std::find(best.begin(), best.end(), reply) != best.end());
    // Of the longest, the one that keeps the king furthest from the edge.
    const auto edge = [](Square s) { return std::min({fileOf(s), 7 - fileOf(s), rankOf(s), 7 - rankOf(s)}); };
    for (Move m : best)
        QVERIFY(edge(m.to()) <= edge(reply.to()));
    QCOMPARE(endgameReply(tables, position), reply);
}

void TestEndgameLevel::slips_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QString>("move");
    QTest::addColumn<EndgameSlip>("slip");
    QTest::newRow("stalemate") << "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"
                               << "mate"
                               << "c1c7" << EndgameSlip::Stalemate;
    QTest::newRow("rook left to be taken") << "8/8/8/8/8/8/3k4/K6R w - - 0 1"
                                           << "mate"
                                           << "h1e1" << EndgameSlip::Hangs;
    QTest::newRow("the opposition lost") << "8/8/8/2k5/8/1K6/2P5/8 w - - 0 1"
                                         << "promote"
                                         << "b3b2" << EndgameSlip::Opposition;
    QTest::newRow("out of the square") << "K7/8/8/8/6P1/1k6/8/8 b - - 0 1"
                                       << "draw"
                                       << "b3b2" << EndgameSlip::LeavesSquare;
    QTest::newRow("a move that keeps the win") << "8/8/8/8/8/8/3k4/K6R w - - 0 1"
                                               << "mate"
                                               << "h1h2" << EndgameSlip::None;
}

void TestEndgameLevel::slips()
{
    QFETCH(QString, fen);
    QFETCH(QString, goal);
    QFETCH(QString, move);
    QFETCH(EndgameSlip, slip);
    const Position position = testPosition(fen.toStdString());
    QVERIFY(Tablebase::shared().prepare(position));
    const Level level = endgame(fen.toLatin1().constData(), goal.toLatin1().constData(),
                                goal == QLatin1String("draw") ? 0 : Tablebase::shared().probe(position)->moves(), 10);
    QCOMPARE(endgameSlip(Tablebase::shared(), level, position, parseUci(position, move.toStdString())), slip);
    LevelPlay play(level);
    const Verdict verdict = play.play(parseUci(position, move.toStdString()));
    QCOMPARE(verdict.why, slip == EndgameSlip::None ? Verdict::Why::Replied : Verdict::Why::Slips);
    QCOMPARE(play.mistakes(), slip == EndgameSlip::None ? 0 : 1);
    if (slip != EndgameSlip::None)
        QCOMPARE(play.position(), position);
}

void TestEndgameLevel::hints_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<EndgameReason>("reason");
    QTest::addColumn<QString>("move");
    QTest::newRow("mate") << "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"
                          << "mate" << EndgameReason::Mate << "c1c8";
    QTest::newRow("opposition") << "8/8/8/2k5/8/1K6/4P3/8 w - - 0 1"
                                << "promote" << EndgameReason::Opposition << "b3c3";
    QTest::newRow("key square") << "4k3/8/8/3K4/4P3/8/8/8 w - - 0 1"
                                << "promote" << EndgameReason::KeySquare << "d5e6";
    QTest::newRow("the pawn runs") << "8/8/8/8/2P5/7k/8/7K w - - 0 1"
                                   << "promote" << EndgameReason::PawnRuns << "c4c5";
    QTest::newRow("into the square") << "K7/8/8/8/6P1/1k6/8/8 b - - 0 1"
                                     << "draw" << EndgameReason::EntersSquare << "b3c4";
    QTest::newRow("the box shrinks") << "8/8/8/8/8/1k6/8/4K2R w - - 0 1"
                                     << "mate" << EndgameReason::BoxShrinks << "h1h4";
}

void TestEndgameLevel::hints()
{
    QFETCH(QString, fen);
    QFETCH(QString, goal);
    QFETCH(EndgameReason, reason);
    QFETCH(QString, move);
    const Position position = testPosition(fen.toStdString());
    QVERIFY(Tablebase::shared().prepare(position));
    const Level level = endgame(fen.toLatin1().constData(), goal.toLatin1().constData(),
                                goal == QLatin1String("draw") ? 0 : Tablebase::shared().probe(position)->moves(), 10);
    const EndgameHint hint = endgameHint(Tablebase::shared(), level, position);
    QCOMPARE(hint.reason, reason);
    QCOMPARE(QString::fromStdString(uciText(hint.move)), move);
    if (reason == EndgameReason::BoxShrinks)
        QVERIFY(hint.after < hint.before);
}

void TestEndgameLevel::mateIsPlayedOut()
{
    // The quickest mate against the longest defence: every move answered, three stars.
    const Level level = endgame("8/8/8/8/8/1k6/8/4K2R w - - 0 1", "mate", 8);
    LevelPlay play(level);
    while (!play.isOver()) {
        const Position before = play.position();
        const Verdict verdict = play.play(Tablebase::shared().bestMoves(before).front());
        if (!play.isOver()) {
            QCOMPARE(verdict.why, Verdict::Why::Replied);
            QCOMPARE(verdict.reply, endgameReply(Tablebase::shared(), before.after(verdict.move)));
            QCOMPARE(play.previousPosition(), before);
        }
    }
    QVERIFY(play.isSolved());
    QVERIFY(play.position().isCheckmate());
    QCOMPARE(play.movesMade(), 8);
    QCOMPARE(play.stars(), 3);
    // The hints lead there too, and each costs a star.
    LevelPlay hinted(level);
    hinted.takeHint();
    while (!hinted.isOver())
        hinted.play(hinted.endgameHint().move);
    QCOMPARE(hinted.movesMade(), 8);
    QCOMPARE(hinted.stars(), 2);
}

void TestEndgameLevel::fiftyMoveRule()
{
    // Forty-nine moves already made without a capture or a pawn move: the next must mate.
    const Level level = endgame("8/8/8/8/8/1k6/8/4K2R w - - 98 60", "mate", 8);
    LevelPlay play(level);
    const Verdict verdict = play.play(Tablebase::shared().bestMoves(play.position()).front());
    QCOMPARE(verdict.why, Verdict::Why::FiftyMoves);
    QVERIFY(play.isFailed());
    QCOMPARE(play.stars(), 0);
    // A mate on the fiftieth move stands.
    const Level mateNow = endgame("k7/8/1K6/8/8/8/8/2Q5 w - - 98 60", "mate", 1);
    LevelPlay mating(mateNow);
    mating.play(parseUci(mating.position(), "c1c8"));
    QVERIFY(mating.isSolved());
}

QTEST_GUILESS_MAIN(TestEndgameLevel)
#include "tst_endgamelevel.moc"
