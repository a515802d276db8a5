// SPDX-License-Identifier: GPL-3.0-or-later
// The pure parts of the engine's annotation, against numbers worked out by hand from the formulas
// in core/engine/movejudgement.h: [%eval] read and written, win percentages, the judgement of a
// move, the loss and accuracy of a move, a side's summary, and the edits planned for a game from
// given verdicts (what is added, what of the user's stays, what an earlier annotation leaves).
#include "core/engine/annotationplan.h"
#include "core/engine/uci.h"
#include "core/pgn/pgnwriter.h"
#include "tests/core/pgntesthelpers.h"

#include <QTest>

using namespace ferz;
using namespace ferz::test;

Q_DECLARE_METATYPE(ferz::PositionValue)
Q_DECLARE_METATYPE(ferz::MoveQuality)
Q_DECLARE_METATYPE(ferz::Color)

namespace {

PositionValue cp(int centipawns)
{
    return PositionValue::engine(Evaluation::centipawns(centipawns));
}

PositionValue mate(int moves)
{
    return PositionValue::engine(Evaluation::mate(moves));
}

GameTree readGame(const char *pgn)
{
    std::vector<PgnGame> games = readText(pgn);
    if (games.size() != 1 || !games[0].errors.empty())
        qFatal("test game does not read: %s", pgn);
    return std::move(games[0].tree);
}

Move uci(const Position &p, const char *text)
{
    const Move m = parseUci(p, text);
    if (m.isNull())
        qFatal("%s is not legal in %s", text, p.fen().c_str());
    return m;
}

// A line of UCI moves from `p`, as legal moves.
std::vector<Move> line(Position p, std::initializer_list<const char *> moves)
{
    std::vector<Move> out;
    for (const char *text : moves) {
        out.push_back(uci(p, text));
        p.play(out.back());
    }
    return out;
}

// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qf3: Black's 3...Nf6 allows mate, White's 4.Qf3 misses it.
const char *const MissedMate = "[Event \"Test\"]\n\n{Played at the club.} 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qf3 *\n";

// The verdicts an engine might give on MissedMate's positions (White's view), with best lines.
GameAnalysis missedMateAnalysis(const GameTree &tree)
{
    GameAnalysis a;
    a.start = tree.startPosition();
    std::vector<Position> positions {a.start};
    for (const GameNode *node : tree.mainLine()) {
        a.moves.push_back(node->move());
        positions.push_back(node->position());
    }
    a.verdicts = {
        {cp(30), line(positions[0], {"e2e4"})}, // e4 is the engine's move: no loss
        {cp(30), line(positions[1], {"e7e5"})},   {cp(30), line(positions[2], {"g1f3", "b8c6"})},
        {cp(-40), line(positions[3], {"b8c6"})}, // 2.Qh5: 30 → −40
        {cp(-40), line(positions[4], {"f1c4"})},  {cp(-40), line(positions[5], {"g7g6", "h5f3", "g8f6"})},
        {mate(1), line(positions[6], {"h5f7"})}, // 3...Nf6?? allows mate
        {cp(-150), line(positions[7], {"c6d4"})}, // 4.Qf3?? misses it
    };
    a.engine = QStringLiteral("Fish 1, depth 8");
    return a;
}

} // namespace

class TestAnnotation : public QObject {
    Q_OBJECT

private slots:
    void readsEvalCommands_data();
    void readsEvalCommands();
    void writesEvalCommands_data();
    void writesEvalCommands();
    void evaluationReplacedInPlace();
    void winPercent_data();
    void winPercent();
    void judgement_data();
    void judgement();
    void lossAndAccuracy();
    void sideSummary();
    void planMarksEvaluatesAndAddsBetterLines();
    void planKeepsTheUsersJudgementsAndLines();
    void annotatingAgainReplacesTheEarlierAnnotation();
    void summaryOfAnotherLanguageIsRecognised();
    void changedGameIsNotAnnotated();
};

void TestAnnotation::readsEvalCommands_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("isMate");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("depth"); // -1: none
    QTest::newRow("pawns") << "[%eval 0.31]" << true << false << 31 << -1;
    QTest::newRow("negative") << "[%eval -1.05]" << true << false << -105 << -1;
    QTest::newRow("plus sign, whole") << "[%eval +2]" << true << false << 200 << -1;
    QTest::newRow("no leading zero") << "[%eval .5]" << true << false << 50 << -1;
    QTest::newRow("three decimals round") << "[%eval 0.125]" << true << false << 13 << -1;
    QTest::newRow("with depth") << "[%eval 0.31,20]" << true << false << 31 << 20;
    QTest::newRow("white mates") << "[%eval #3]" << true << true << 3 << -1;
    QTest::newRow("black mates") << "[%eval #-2]" << true << true << -2 << -1;
    QTest::newRow("mate on the board") << "[%eval #0]" << false << false << 0 << -1;
    QTest::newRow("words") << "[%eval good]" << false << false << 0 << -1;
    QTest::newRow("empty") << "[%eval]" << false << false << 0 << -1;
    QTest::newRow("other command") << "[%evaluation 3]" << false << false << 0 << -1;
    QTest::newRow("bad depth") << "[%eval 0.31,x]" << false << false << 0 << -1;
}

void TestAnnotation::readsEvalCommands()
{
    QFETCH(QString, command);
    QFETCH(bool, valid);
    const std::optional<Evaluation> e = parseEvalCommand(command.toStdString());
    QCOMPARE(e.has_value(), valid);
    if (!valid)
        return;
    QFETCH(bool, isMate);
    QFETCH(int, value);
    QFETCH(int, depth);
    QCOMPARE(e->kind == Evaluation::Kind::Mate, isMate);
    QCOMPARE(e->value, value);
    QCOMPARE(e->depth.value_or(-1), depth);
}

void TestAnnotation::writesEvalCommands_data()
{
    QTest::addColumn<bool>("isMate");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << false << 0 << -1 << "[%eval 0.00]";
    QTest::newRow("small negative") << false << -5 << -1 << "[%eval -0.05]";
    QTest::newRow("pawns") << false << 1234 << -1 << "[%eval 12.34]";
    QTest::newRow("black mates") << true << -2 << -1 << "[%eval #-2]";
    QTest::newRow("depth") << false << 31 << 20 << "[%eval 0.31,20]";
}

void TestAnnotation::writesEvalCommands()
{
    QFETCH(bool, isMate);
    QFETCH(int, value);
    QFETCH(int, depth);
    QFETCH(QString, text);
    Evaluation e = isMate ? Evaluation::mate(value) : Evaluation::centipawns(value);
    if (depth >= 0)
        e.depth = depth;
    QCOMPARE(QString::fromStdString(evalCommandText(e)), text);
    QCOMPARE(parseEvalCommand(text.toStdString()), std::optional<Evaluation>(e));
}

void TestAnnotation::evaluationReplacedInPlace()
{
    GameTree tree = readGame("1. e4 {[%clk 0:01:00] [%eval 0.31] [%foo] [%eval 9] good} *");
    Annotations &a = tree.root()->mainChild()->annotations();
    QCOMPARE(evaluationOf(a), std::optional<Evaluation>(Evaluation::centipawns(31)));
    setEvaluation(a, Evaluation::mate(-4));
    QCOMPARE(a.commands, (std::vector<std::string> {"[%eval #-4]", "[%foo]"}));
    QVERIFY(writePgn(tree).find("{[%clk 0:01:00] [%eval #-4] [%foo] good}") != std::string::npos);
    setEvaluation(a, std::nullopt);
    QCOMPARE(a.commands, std::vector<std::string> {"[%foo]"});
    QCOMPARE(evaluationOf(a), std::nullopt);
}

void TestAnnotation::winPercent_data()
{
    QTest::addColumn<PositionValue>("value");
    QTest::addColumn<double>("percent");
    QTest::newRow("equal") << cp(0) << 50.0;
    QTest::newRow("a pawn up") << cp(100) << 59.1026;
    QTest::newRow("a pawn down") << cp(-100) << 40.8974;
    QTest::newRow("ten pawns") << cp(1000) << 97.5447;
    QTest::newRow("capped at ten") << cp(2000) << 97.5447;
    QTest::newRow("white mates") << mate(3) << 100.0;
    QTest::newRow("black mates") << mate(-1) << 0.0;
    QTest::newRow("white mated") << PositionValue {PositionValue::Kind::WhiteMated, {}} << 0.0;
    QTest::newRow("stalemate") << PositionValue {PositionValue::Kind::Drawn, {}} << 50.0;
}

void TestAnnotation::winPercent()
{
    QFETCH(PositionValue, value);
    QFETCH(double, percent);
    QVERIFY2(std::abs(whiteWinPercent(value) - percent) < 0.0001, qPrintable(QString::number(whiteWinPercent(value))));
}

void TestAnnotation::judgement_data()
{
    QTest::addColumn<PositionValue>("before");
    QTest::addColumn<PositionValue>("after");
    QTest::addColumn<Color>("mover");
    QTest::addColumn<MoveQuality>("quality");
    const PositionValue drawn {PositionValue::Kind::Drawn, {}}, blackMated {PositionValue::Kind::BlackMated, {}};
    // Drops of White's win percentage: 54.59 → 51.84 is 2.75; 50 → 40.90 is 9.10; 50 → 36.53 is
    // 13.47; 59.10 → 40.90 is 18.21.
    QTest::newRow("small drop") << cp(50) << cp(20) << Color::White << MoveQuality::Good;
    QTest::newRow("inaccuracy") << cp(0) << cp(-100) << Color::White << MoveQuality::Inaccuracy;
    QTest::newRow("mistake") << cp(0) << cp(-150) << Color::White << MoveQuality::Mistake;
    QTest::newRow("blunder") << cp(100) << cp(-100) << Color::White << MoveQuality::Blunder;
    QTest::newRow("black's mistake") << cp(0) << cp(150) << Color::Black << MoveQuality::Mistake;
    QTest::newRow("improvement") << cp(-100) << cp(100) << Color::White << MoveQuality::Good;
    // 97.54 → 86.31 would be a mistake, but White is winning before and after.
    QTest::newRow("still winning") << cp(1000) << cp(500) << Color::White << MoveQuality::Good;
    QTest::newRow("mate to winning") << mate(2) << cp(500) << Color::White << MoveQuality::Good;
    // 100 → 81.35: the mate is gone and +4.00 is not decided.
    QTest::newRow("mate thrown away") << mate(2) << cp(400) << Color::White << MoveQuality::Blunder;
    QTest::newRow("lost anyway") << cp(600) << cp(900) << Color::Black << MoveQuality::Good;
    QTest::newRow("stalemate when winning") << cp(1000) << drawn << Color::White << MoveQuality::Blunder;
    QTest::newRow("mating") << cp(300) << blackMated << Color::White << MoveQuality::Good;
    QTest::newRow("allowing mate") << cp(-20) << mate(1) << Color::Black << MoveQuality::Blunder;
}

void TestAnnotation::judgement()
{
    QFETCH(PositionValue, before);
    QFETCH(PositionValue, after);
    QFETCH(Color, mover);
    QFETCH(MoveQuality, quality);
    QCOMPARE(judgeMove(before, after, mover), quality);
}

void TestAnnotation::lossAndAccuracy()
{
    // +0.50 → −0.30: 80 centipawns; win percentage 54.5896 → 47.2412, a drop of 7.3484, and
    // 103.1668 · e^(−0.04354 · 7.3484) − 3.1669 = 71.7514.
    const MoveLoss loss = moveLoss(cp(50), cp(-30), Color::White, false);
    QCOMPARE(loss.centipawns, 80);
    QVERIFY2(std::abs(loss.accuracy - 71.7514) < 0.001, qPrintable(QString::number(loss.accuracy)));
    // For Black the same scores are a gain: no loss.
    QCOMPARE(moveLoss(cp(50), cp(-30), Color::Black, false).centipawns, 0);
    QVERIFY(moveLoss(cp(50), cp(-30), Color::Black, false).accuracy > 99.99);
    // The engine's own move loses nothing, whatever its evaluation says one move later.
    QCOMPARE(moveLoss(cp(50), cp(-30), Color::White, true).centipawns, 0);
    QCOMPARE(moveLoss(cp(50), cp(-30), Color::White, true).accuracy, 100.0);
    // A mate thrown away counts at most ten pawns: from +10.00 (capped) to +3.00.
    QCOMPARE(moveLoss(mate(2), cp(300), Color::White, false).centipawns, 700);
}

void TestAnnotation::sideSummary()
{
    SideSummary s;
    QCOMPARE(s.averageLoss(), 0);
    QCOMPARE(s.accuracy(), 0);
    s.add({80, 71.75}, MoveQuality::Inaccuracy);
    s.add({0, 100}, MoveQuality::Good);
    s.add({301, 20.5}, MoveQuality::Blunder);
    QCOMPARE(s.moves, 3);
    QCOMPARE(s.averageLoss(), 127); // 381 / 3
    QCOMPARE(s.accuracy(), 64); // 192.25 / 3 = 64.08
    QCOMPARE(s.inaccuracies, 1);
    QCOMPARE(s.mistakes, 0);
    QCOMPARE(s.blunders, 1);
}

void TestAnnotation::planMarksEvaluatesAndAddsBetterLines()
{
    GameTree tree = readGame(MissedMate);
    const std::optional<AnnotationPlan> plan = planAnnotation(tree, missedMateAnalysis(tree));
    QVERIFY(plan);
    applyPlan(tree, *plan);
    const std::vector<GameNode *> moves = tree.mainLine();
    // 2.Qh5: 52.76 → 46.32 is a drop of 6.44, an inaccuracy; 3...Nf6 allows mate; 4.Qf3 misses it.
    QCOMPARE(moves[2]->annotations().nags, std::vector<int> {6});
    QCOMPARE(moves[5]->annotations().nags, std::vector<int> {4});
    QCOMPARE(moves[6]->annotations().nags, std::vector<int> {4});
    for (GameNode *node : {moves[0], moves[1], moves[3], moves[4]})
        QVERIFY(node->annotations().nags.empty());
    QCOMPARE(evaluationOf(moves[5]->annotations()), std::optional<Evaluation>(Evaluation::mate(1)));
    QCOMPARE(evaluationOf(moves[6]->annotations()), std::optional<Evaluation>(Evaluation::centipawns(-150)));
    QCOMPARE(evaluationOf(tree.root()->annotations()), std::optional<Evaluation>(Evaluation::centipawns(30)));
    // The better lines: 2.Nf3 Nc6, 3...g6 4.Qf3 Nf6, and the refutation 4.Qxf7#.
    std::string pgn = writePgn(tree);
    std::replace(pgn.begin(), pgn.end(), '\n', ' ');
    QVERIFY2(pgn.find("2. Qh5 $6 {[%eval -0.40]} (2. Nf3 Nc6) 2... Nc6") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("3... Nf6 $4 {[%eval #1]} (3... g6 4. Qf3 Nf6) 4. Qf3 $4 {[%eval -1.50]} (4. Qxf7#)")
                 != std::string::npos,
             pgn.c_str());
    // White: e4 and Bc4 (the engine's moves), Qh5 (70 cp), Qf3 (from mate, capped at +10.00, to
    // −1.50: 1150 cp); Black: e5 and Nc6 (the engine's), Nf6 (from +0.40 to mate: 1040 cp).
    QCOMPARE(plan->white.moves, 4);
    QCOMPARE(plan->white.averageLoss(), 305); // 1220 / 4
    QCOMPARE(plan->white.inaccuracies, 1);
    QCOMPARE(plan->white.blunders, 1);
    QCOMPARE(plan->black.moves, 3);
    QCOMPARE(plan->black.averageLoss(), 347); // 1040 / 3 = 346.7
    QCOMPARE(plan->black.blunders, 1);
    const QString comment = QString::fromStdString(tree.root()->annotations().commentAfter);
    QVERIFY2(comment.startsWith(QStringLiteral("Played at the club. Annotated by Fish 1, depth 8. White: accuracy ")),
             qPrintable(comment));
    QVERIFY2(comment.contains(QStringLiteral("average loss 305 centipawns, inaccuracies (?!) 1, mistakes (?) 0, "
                                             "blunders (?"
                                             "?) 1. Black:")),
             qPrintable(comment));
    // What was written reads back the same, and writes the same again.
    const std::string written = writePgn(tree);
    const std::vector<PgnGame> again = readText(QByteArray::fromStdString(written));
    QCOMPARE(errorCount(again), 0);
    QCOMPARE(writePgn(again[0].tree), written);
    QCOMPARE(again[0].tree.mainLine()[5]->annotations(), moves[5]->annotations());
}

void TestAnnotation::planKeepsTheUsersJudgementsAndLines()
{
    // The user calls 2.Qh5 interesting (!?), already shows 4.Qxf7# with a comment, and marks 3...Nf6
    // as a position judgement only (=).
    GameTree tree = readGame("{Mine.} 1. e4 e5 2. Qh5 $5 Nc6 3. Bc4 Nf6 $10 4. Qf3 (4. Qxf7# {wins}) *");
    const std::optional<AnnotationPlan> plan = planAnnotation(tree, missedMateAnalysis(tree));
    QVERIFY(plan);
    applyPlan(tree, *plan);
    const std::vector<GameNode *> moves = tree.mainLine();
    QCOMPARE(moves[2]->annotations().nags, std::vector<int> {5});
    QCOMPARE(moves[5]->annotations().nags, (std::vector<int> {4, 10}));
    QCOMPARE(moves[6]->annotations().nags, std::vector<int> {4});
    // The user's variation stays the only alternative to 4.Qf3, with its comment.
    QCOMPARE(moves[5]->childCount(), 2);
    QCOMPARE(moves[5]->child(1)->annotations().commentAfter, std::string("wins"));
    // The better line of the inaccuracy is added even though the user judged the move.
    QCOMPARE(moves[1]->childCount(), 2);
    QVERIFY(tree.root()->annotations().commentAfter.starts_with("Mine. Annotated by "));
}

void TestAnnotation::annotatingAgainReplacesTheEarlierAnnotation()
{
    GameTree tree = readGame(MissedMate);
    GameAnalysis analysis = missedMateAnalysis(tree);
    applyPlan(tree, *planAnnotation(tree, analysis));
    // The user adds a judgement of their own to 3.Bc4 and a sentence to the game comment.
    tree.mainLine()[4]->annotations().nags = {1};
    tree.root()->annotations().commentAfter += " Well played.";
    // A deeper look: 2.Qh5 is fine after all, 3.Bc4 is a mistake now (−0.40 → −2.00, a drop of
    // 13.94), 3.Nf3 being better.
    analysis.verdicts[3].value = cp(20);
    analysis.verdicts[4].bestLine = line(tree.mainLine()[3]->position(), {"g1f3"});
    analysis.verdicts[5].value = cp(-200);
    analysis.engine = QStringLiteral("Fish 2, depth 20");
    const std::optional<AnnotationPlan> plan = planAnnotation(tree, analysis);
    QVERIFY(plan);
    applyPlan(tree, *plan);
    const std::vector<GameNode *> moves = tree.mainLine();
    QVERIFY(moves[2]->annotations().nags.empty()); // the earlier ?! is gone
    QCOMPARE(moves[4]->annotations().nags, std::vector<int> {1}); // the user's ! stays
    QCOMPARE(evaluationOf(moves[2]->annotations()), std::optional<Evaluation>(Evaluation::centipawns(20)));
    for (GameNode *node : moves)
        QCOMPARE(std::count_if(node->annotations().commands.begin(), node->annotations().commands.end(),
                               [](const std::string &c) { return c.starts_with("[%eval"); }),
                 1);
    // One summary, the new one, and the user's words on both sides of the old one.
    const QString comment = QString::fromStdString(tree.root()->annotations().commentAfter);
    QCOMPARE(comment.count(QStringLiteral("Annotated by")), 1);
    QVERIFY2(comment.startsWith(QStringLiteral("Played at the club. Well played. Annotated by Fish 2, depth 20.")),
             qPrintable(comment));
    // The variations of the first annotation are not doubled; 3.Nf3 is added.
    QCOMPARE(moves[1]->childCount(), 2);
    QCOMPARE(moves[5]->childCount(), 2);
    QCOMPARE(moves[3]->childCount(), 2);
}

void TestAnnotation::summaryOfAnotherLanguageIsRecognised()
{
    GameTree tree = readGame(MissedMate);
    // A summary as a translation would word it: the same placeholders, other words.
    const QString other = QStringLiteral("Comentado por %1. Blancas: %2%, %3, %4, %5, %6. Negras: %7%, %8, %9, %10, "
                                         "%11.");
    tree.root()->annotations().commentAfter =
        "Before. Comentado por Fish 1, depth 8. Blancas: 80%, 3, 1, 0, 1. Negras: 70%, 5, 0, 1, 0. After.";
    const std::optional<AnnotationPlan> plan = planAnnotation(tree, missedMateAnalysis(tree), {other});
    QVERIFY(plan);
    applyPlan(tree, *plan);
    const QString comment = QString::fromStdString(tree.root()->annotations().commentAfter);
    QVERIFY2(comment.startsWith(QStringLiteral("Before. After. Annotated by Fish 1")), qPrintable(comment));
    QVERIFY(!comment.contains(QStringLiteral("Comentado")));
}

void TestAnnotation::changedGameIsNotAnnotated()
{
    GameTree tree = readGame(MissedMate);
    const GameAnalysis analysis = missedMateAnalysis(tree);
    GameTree other = readGame("1. e4 e5 2. Qh5 Nc6 3. Bc4 g6 *");
    QVERIFY(!planAnnotation(other, analysis));
    GameTree shorter = readGame("1. e4 e5 2. Qh5 *");
    QVERIFY(!planAnnotation(shorter, analysis));
    // Moves added after the analysed ones do not matter: the analysed part is annotated.
    GameTree longer = readGame("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qf3 Nd4 *");
    QVERIFY(planAnnotation(longer, analysis));
}

QTEST_GUILESS_MAIN(TestAnnotation)
#include "tst_annotation.moc"
