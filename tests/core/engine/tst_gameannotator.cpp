// SPDX-License-Identifier: GPL-3.0-or-later
// GameAnnotator with the real Debian stockfish at a small depth on games with a known blunder, and
// with fake engines (tests/data/engines) that crash halfway or do not exist: a failure is
// reported with its reason and leaves nothing to apply; a cancelled analysis reports nothing.
#include "core/engine/enginediscovery.h"
#include "core/engine/gameannotator.h"
#include "core/engine/uci.h"
#include "core/pgn/pgnwriter.h"
#include "tests/core/pgntesthelpers.h"
#include "tests/fakeengine.h"

#include <QSignalSpy>
#include <QTest>

using namespace ferz;
using namespace ferz::test;

namespace {

// Generous: the assertions wait for signals, never measure time.
constexpr int Patience = 120000;
constexpr int Depth = 8;

GameTree readGame(const char *pgn)
{
    std::vector<PgnGame> games = readText(pgn);
    if (games.size() != 1 || !games[0].errors.empty())
        qFatal("test game does not read: %s", pgn);
    return std::move(games[0].tree);
}

SearchLimits depth(int plies)
{
    SearchLimits limits;
    limits.depth = plies;
    return limits;
}

} // namespace

class TestGameAnnotator : public QObject {
    Q_OBJECT

private slots:
    void stockfishFindsTheBlunderAndItsRefutation();
    void matePlayedIsJudgedWithoutTheEngine();
    void engineCrashingHalfwayIsReported();
    void missingEngineIsReported();
    void cancelledAnalysisReportsNothing();
};

void TestGameAnnotator::stockfishFindsTheBlunderAndItsRefutation()
{
    // 3...Nf6?? allows 4.Qxf7#, which White misses with 4.Qf3??.
    GameTree tree = readGame("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qf3 Nd4 *");
    GameAnnotator annotator;
    annotator.setProgram(findEngine());
    QSignalSpy finished(&annotator, &GameAnnotator::finished);
    QSignalSpy progressed(&annotator, &GameAnnotator::progressed);
    annotator.start(tree, depth(Depth));
    QVERIFY(annotator.isRunning());
    QVERIFY(finished.wait(Patience));
    QVERIFY(!annotator.isRunning());
    QCOMPARE(progressed.size(), 9);
    QCOMPARE(progressed.last(), (QList<QVariant> {9, 9}));

    const GameAnalysis &analysis = annotator.analysis();
    QCOMPARE(analysis.verdicts.size(), std::size_t(9));
    QVERIFY2(analysis.engine.startsWith(QStringLiteral("Stockfish")), qPrintable(analysis.engine));
    QVERIFY(analysis.engine.endsWith(QStringLiteral(", depth 8")));
    // After 3...Nf6 White mates in one, and says how.
    const PositionVerdict &afterNf6 = analysis.verdicts[6];
    QCOMPARE(afterNf6.value, PositionValue::engine(Evaluation::mate(1)));
    QCOMPARE(uciText(afterNf6.bestLine.front()), std::string("h5f7"));

    const std::optional<AnnotationPlan> plan = planAnnotation(tree, analysis);
    QVERIFY(plan);
    applyPlan(tree, *plan);
    const std::vector<GameNode *> moves = tree.mainLine();
    QCOMPARE(moves[5]->annotations().nags, std::vector<int> {4});
    QCOMPARE(moves[6]->annotations().nags, std::vector<int> {4});
    QCOMPARE(plan->black.blunders, 1);
    QCOMPARE(plan->white.blunders, 1);
    // The refutation is the better line of White's 4th move; Black's better 3rd move is there too.
    QCOMPARE(moves[5]->childCount(), 2);
    QCOMPARE(uciText(moves[5]->child(1)->move()), std::string("h5f7"));
    QCOMPARE(moves[4]->childCount(), 2);
    std::string pgn = writePgn(tree);
    std::replace(pgn.begin(), pgn.end(), '\n', ' ');
    QVERIFY2(pgn.find("3... Nf6 $4 {[%eval #1]} (3... ") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find(" (4. Qxf7#) ") != std::string::npos, pgn.c_str());
    QCOMPARE(errorCount(readText(QByteArray::fromStdString(writePgn(tree)))), 0);
}

void TestGameAnnotator::matePlayedIsJudgedWithoutTheEngine()
{
    GameTree tree = readGame("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
    GameAnnotator annotator;
    annotator.setProgram(findEngine());
    QSignalSpy finished(&annotator, &GameAnnotator::finished);
    annotator.start(tree, depth(Depth));
    QVERIFY(finished.wait(Patience));
    const GameAnalysis &analysis = annotator.analysis();
    QCOMPARE(analysis.verdicts.back().value.kind, PositionValue::Kind::BlackMated);
    QVERIFY(analysis.verdicts.back().bestLine.empty());
    applyPlan(tree, *planAnnotation(tree, analysis));
    const std::vector<GameNode *> moves = tree.mainLine();
    QCOMPARE(moves[5]->annotations().nags, std::vector<int> {4});
    // The mate itself is the engine's move: no mark, and no [%eval] after it.
    QVERIFY(moves[6]->annotations().nags.empty());
    QCOMPARE(evaluationOf(moves[6]->annotations()), std::nullopt);
}

void TestGameAnnotator::engineCrashingHalfwayIsReported()
{
    const GameTree tree = readGame("1. e4 e5 2. Nf3 Nc6 3. Bb5 *");
    GameAnnotator annotator;
    annotator.setProgram(fakeEngine("crashlater.sh"));
    QSignalSpy failed(&annotator, &GameAnnotator::failed);
    QSignalSpy finished(&annotator, &GameAnnotator::finished);
    annotator.start(tree, depth(Depth));
    QVERIFY(failed.wait(Patience));
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("Crashy Later crashed")),
             qPrintable(failed.first().first().toString()));
    QCOMPARE(annotator.positionsDone(), 3);
    QVERIFY(!annotator.isRunning());
    QCOMPARE(finished.size(), 0);
    // What was gathered is no analysis of the game.
    QVERIFY(!planAnnotation(tree, annotator.analysis()));
}

void TestGameAnnotator::missingEngineIsReported()
{
    const GameTree tree = readGame("1. e4 *");
    GameAnnotator annotator;
    annotator.setProgram(fakeEngine("no-such-engine"));
    QSignalSpy failed(&annotator, &GameAnnotator::failed);
    annotator.start(tree, depth(Depth));
    QVERIFY(failed.wait(Patience));
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("no-such-engine")),
             qPrintable(failed.first().first().toString()));
}

void TestGameAnnotator::cancelledAnalysisReportsNothing()
{
    const GameTree tree = readGame("1. d4 d5 2. c4 *");
    GameAnnotator annotator;
    annotator.setProgram(findEngine());
    QSignalSpy finished(&annotator, &GameAnnotator::finished);
    QSignalSpy progressed(&annotator, &GameAnnotator::progressed);
    // A search that would last a minute, cancelled as soon as the engine is at it.
    SearchLimits minute;
    minute.moveTimeMs = 60000;
    annotator.start(tree, minute);
    QTRY_COMPARE_WITH_TIMEOUT(annotator.engine()->state(), UciEngine::State::Analysing, Patience);
    annotator.cancel();
    QVERIFY(!annotator.isRunning());
    // The next analysis runs on the same engine, and only it reports.
    annotator.start(tree, depth(2));
    QVERIFY(finished.wait(Patience));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(progressed.size(), 4);
    QCOMPARE(annotator.analysis().verdicts.size(), std::size_t(4));
    QVERIFY(annotator.analysis().engine.endsWith(QStringLiteral(", depth 2")));
}

QTEST_GUILESS_MAIN(TestGameAnnotator)
#include "tst_gameannotator.moc"
