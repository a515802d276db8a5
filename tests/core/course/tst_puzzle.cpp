// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles from an annotated game (core/course/puzzle.h): which moves count (the margin), the
// puzzle made from a ?? move with the engine's lines given by the test, written as PGN and read
// back the same, and played as a level: the move of the game refused with its refutation, a move
// outside the engine's lines refused, a move within the margin accepted.
#include "core/course/levelplay.h"
#include "core/course/puzzle.h"
#include "core/engine/uci.h"
#include "core/pgn/pgnwriter.h"
#include "tests/core/pgntesthelpers.h"

#include <QTest>

#include <algorithm>

using namespace ferz;
using namespace ferz::test;

namespace {

// Black's 3...Nf6?? walks into the scholar's mate, as Annotate with Engine leaves the game.
const QByteArray Annotated = R"([Event "Club evening"]
[Site "Lisbon"]
[Date "2026.03.01"]
[Round "2"]
[White "Ana"]
[Black "Bruno"]
[Result "1-0"]

1. e4 { [%eval 0.3] } e5 { [%eval 0.3] } 2. Qh5 { [%eval -0.2] } Nc6 { [%eval -0.1] } 3. Bc4 { [%eval -0.3] }
Nf6?? { [%eval #1] } ( 3... g6 4. Qf3 Nf6 ) 4. Qxf7# 1-0
)";

EngineScore cp(int value)
{
    return {EngineScore::Kind::Centipawns, value};
}

EngineScore mate(int moves)
{
    return {EngineScore::Kind::Mate, moves};
}

std::vector<Move> line(const Position &start, const std::vector<const char *> &uci)
{
    std::vector<Move> moves;
    Position p = start;
    for (const char *text : uci) {
        moves.push_back(parseUci(p, text));
        p = p.after(moves.back());
    }
    return moves;
}

} // namespace

class TestPuzzle : public QObject {
    Q_OBJECT

private slots:
    void margin_data();
    void margin();
    void makesWritesAndReads();
    void playsAsALevel();
    void nothingWhenTheEngineLikesTheMove();
    void gameWithoutMistakesMakesNone();
};

void TestPuzzle::margin_data()
{
    QTest::addColumn<EngineScore>("best");
    QTest::addColumn<EngineScore>("candidate");
    QTest::addColumn<bool>("counts");
    QTest::newRow("equal") << cp(20) << cp(20) << true;
    QTest::newRow("half a pawn less") << cp(20) << cp(-30) << true;
    QTest::newRow("more than half a pawn") << cp(20) << cp(-31) << false;
    QTest::newRow("still winning") << cp(400) << cp(350) << true;
    QTest::newRow("win turned into less") << cp(330) << cp(290) << false;
    QTest::newRow("a mate for a centipawn best") << cp(900) << mate(4) << true;
    QTest::newRow("no mate when the best mates") << mate(2) << cp(1500) << false;
    QTest::newRow("a longer mate") << mate(2) << mate(5) << true;
    QTest::newRow("mated") << cp(-200) << mate(-6) << false;
    QTest::newRow("lost anyway, resisting as long") << mate(-3) << mate(-3) << true;
    QTest::newRow("lost sooner") << mate(-5) << mate(-2) << false;
}

void TestPuzzle::margin()
{
    QFETCH(EngineScore, best);
    QFETCH(EngineScore, candidate);
    QFETCH(bool, counts);
    QCOMPARE(acceptable(best, candidate), counts);
}

void TestPuzzle::makesWritesAndReads()
{
    const std::vector<PgnGame> games = readText(Annotated);
    QCOMPARE(games.size(), std::size_t(1));
    const GameTree &game = games.front().tree;
    const std::vector<const GameNode *> mistakes = puzzleMoves(game);
    QCOMPARE(mistakes.size(), std::size_t(1));
    const GameNode &nf6 = *mistakes.front();
    const Position &before = nf6.parent()->position();
    // The engine's five lines, from Black's point of view: g6 and Qe7 count, Qf6 is 0.70 worse.
    const std::vector<PuzzleLine> lines = {{line(before, {"g7g6", "h5f3", "g8f6"}), cp(30)},
                                           {line(before, {"d8e7", "b1c3"}), cp(-10)},
                                           {line(before, {"d8f6", "b1c3", "f6f2"}), cp(-40)},
                                           {line(before, {"g8f6", "h5f7"}), mate(-1)}};
    const PuzzleLine refutation {line(before, {"g8f6", "h5f7"}), mate(-1)};
    const std::optional<Puzzle> puzzle = makePuzzle(game, nf6, lines, refutation);
    QVERIFY(puzzle);
    QCOMPARE(puzzle->position.fen(), before.fen());
    QCOMPARE(puzzle->accepted.size(), std::size_t(2));
    QCOMPARE(puzzle->accepted[0], lines[0]);
    QCOMPARE(puzzle->accepted[1], lines[1]);
    // The move played comes first, once, with its ??; then the engine's line outside the margin.
    QCOMPARE(puzzle->refuted.size(), std::size_t(2));
    QCOMPARE(puzzle->refuted[0], refutation);
    QCOMPARE(puzzle->refuted[1].moves.front(), lines[2].moves.front());
    QCOMPARE(puzzle->playedNag, 4);
    QCOMPARE(puzzle->played(), nf6.move());
    QVERIFY(puzzle->id().startsWith(QStringLiteral("puzzle:")));

    std::string pgn = writePgn(puzzleGame(*puzzle));
    std::ranges::replace(pgn, '\n', ' ');
    QVERIFY2(pgn.find("[SetUp \"1\"]") != std::string::npos, pgn.c_str());
    QVERIFY(pgn.find("[FEN \"" + before.fen() + "\"]") != std::string::npos);
    QVERIFY(pgn.find("[White \"Ana\"]") != std::string::npos);
    QVERIFY(pgn.find("[Result \"*\"]") != std::string::npos);
    QVERIFY2(pgn.find("3... g6 {[%eval -0.30] Best move} (3... Qe7 {[%eval 0.10] Also good} 4. Nc3) "
                      "(3... Nf6 $4 {[%eval #1] Played in the game} 4. Qxf7#) "
                      "(3... Qf6 $2 {[%eval 0.40] Not good enough} 4. Nc3 Qxf2+) 4. Qf3 Nf6 *")
                 != std::string::npos,
             pgn.c_str());

    const std::vector<PgnGame> read = readText(QByteArray::fromStdString(pgn));
    QCOMPARE(read.size(), std::size_t(1));
    QCOMPARE(errorCount(read), 0);
    const std::optional<Puzzle> back = readPuzzle(read.front().tree);
    QVERIFY(back);
    QCOMPARE(back->position.fen(), puzzle->position.fen());
    QCOMPARE(back->accepted, puzzle->accepted);
    QCOMPARE(back->refuted, puzzle->refuted);
    QCOMPARE(back->playedNag, puzzle->playedNag);
    QCOMPARE(back->tags, puzzle->tags);
    QCOMPARE(back->id(), puzzle->id());
    // A game that is no puzzle is not read as one.
    QVERIFY(!readPuzzle(game));
}

void TestPuzzle::playsAsALevel()
{
    const std::vector<PgnGame> games = readText(Annotated);
    const GameNode &nf6 = *puzzleMoves(games.front().tree).front();
    const Position &before = nf6.parent()->position();
    const std::vector<PuzzleLine> lines = {{line(before, {"g7g6", "h5f3"}), cp(30)},
                                           {line(before, {"d8e7"}), cp(-10)},
                                           {line(before, {"d8f6", "b1c3"}), cp(-40)}};
    const Level level =
        puzzleLevel(*makePuzzle(games.front().tree, nf6, lines, {line(before, {"g8f6", "h5f7"}), mate(-1)}));
    QCOMPARE(level.kind, LevelKind::Puzzle);
    QCOMPARE(level.source.origin, QStringLiteral("Ana – Bruno"));
    QCOMPARE(level.hintMove, lines[0].moves.front());

    LevelPlay play(level);
    Verdict verdict = play.play(nf6.move());
    QCOMPARE(verdict.outcome, Verdict::Outcome::Wrong);
    QCOMPARE(verdict.why, Verdict::Why::Refuted);
    QCOMPARE(verdict.line, line(nf6.position(), {"h5f7"}));
    QCOMPARE(play.position().fen(), before.fen());
    verdict = play.play(parseUci(before, "d8f6"));
    QCOMPARE(verdict.why, Verdict::Why::Refuted);
    verdict = play.play(parseUci(before, "a7a6"));
    QCOMPARE(verdict.why, Verdict::Why::NotGoodEnough);
    QVERIFY(verdict.line.empty());
    verdict = play.play(parseUci(before, "d8e7"));
    QCOMPARE(verdict.outcome, Verdict::Outcome::Solved);
    QCOMPARE(play.stars(), 1);

    LevelPlay again(level);
    QCOMPARE(again.play(lines[0].moves.front()).outcome, Verdict::Outcome::Solved);
    QCOMPARE(again.stars(), 3);
}

void TestPuzzle::nothingWhenTheEngineLikesTheMove()
{
    const std::vector<PgnGame> games = readText(Annotated);
    const GameNode &nf6 = *puzzleMoves(games.front().tree).front();
    const Position &before = nf6.parent()->position();
    const PuzzleLine played {line(before, {"g8f6"}), cp(0)};
    QVERIFY(!makePuzzle(games.front().tree, nf6, {played, {line(before, {"g7g6"}), cp(-10)}}, played));
    // Nothing but the move played within the margin: nothing to find either.
    QVERIFY(!makePuzzle(games.front().tree, nf6, {}, played));
}

void TestPuzzle::gameWithoutMistakesMakesNone()
{
    const std::vector<PgnGame> games = readText("1. e4 e5?! 2. Nf3 Nc6 *\n");
    QVERIFY(puzzleMoves(games.front().tree).empty());
}

QTEST_GUILESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
