// SPDX-License-Identifier: GPL-3.0-or-later
// `ferz-cli course check` catches a wrong statement of every kind: an answer the core does not
// give, a level or introduction that states a rule of one seed text without saying so, a level
// whose answer changes under a rule option it cannot follow, and a level without a hint or with
// one that writes out the answer.
#include "core/course/coursecheck.h"
#include "core/course/levelplay.h"
#include "tests/core/course/coursetest.h"

#include <QTest>

using namespace ferz;
using namespace ferz::test;

namespace {

// The knights' round trip twice from the start: the starting position stands for the third time.
const char *const KnightsTwice = "\"history\": [\"g1f3\", \"g8f6\", \"f3g1\", \"f6g8\", \"g1f3\", \"g8f6\", "
                                 "\"f3g1\", \"f6g8\"]";

} // namespace

Q_DECLARE_METATYPE(ferz::Answer)

class TestCourseCheck : public QObject {
    Q_OBJECT

private slots:
    void checkerCatchesWrongStatements_data();
    void checkerCatchesWrongStatements();
    void ruleTextsAreFollowed();
    void automaticDrawsAreFollowedOrNamed();
    void introductionsNameTheRuleText();
    void everyLevelHasAHintThatTeaches();
};

void TestCourseCheck::checkerCatchesWrongStatements_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("error");
    QTest::newRow("unreachable stars")
        << "{\"kind\": \"collect\", \"fen\": \"7k/8/8/8/8/8/8/R6K w - - 0 1\", \"stars\": [\"b6\"], \"moves\": 1}"
        << "the goal cannot be reached in 1 moves";
    QTest::newRow("star on an own piece")
        << "{\"kind\": \"collect\", \"fen\": \"7k/8/8/8/8/8/8/R6K w - - 0 1\", \"stars\": [\"h1\"], \"moves\": 3}"
        << "a star on h1, where a piece of the learner's stands";
    QTest::newRow("a solution too slow") << "{\"kind\": \"collect\", \"fen\": \"7k/8/8/8/8/8/8/R6K w - - 0 1\", "
                                            "\"stars\": [\"a6\"], \"moves\": 1, \"solution\": [\"a1a2\"]}"
                                         << "the solution (a1a2) does not reach the goal within 1 moves";
    QTest::newRow("a mate missing") << "{\"kind\": \"move\", \"fen\": \"6k1/5ppp/8/8/8/8/8/3QR1K1 w - - 0 1\", "
                                       "\"goals\": [\"mate\"], \"solution\": [\"e1e8\"]}"
                                    << "the solution lists e1e8, but the moves that meet the goals are d1d8 e1e8";
    QTest::newRow("every move meets the goal") << "{\"kind\": \"move\", \"goals\": [\"no-stalemate\"]}"
                                               << "every legal move meets the goals";
    QTest::newRow("wrong answer") << "{\"kind\": \"question\", \"fen\": \"4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1\", "
                                     "\"ask\": \"legal\", \"attempt\": \"e1g1\", \"answer\": \"legal\"}"
                                  << "the stated answer is wrong";
    QTest::newRow("wrong reason") << "{\"kind\": \"question\", \"fen\": \"4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1\", "
                                     "\"ask\": \"legal\", \"attempt\": \"e1g1\", \"answer\": \"illegal\", \"reason\": "
                                     "\"castling-into-attack\"}"
                                  << "the stated reason is not the core's";
    QTest::newRow("answer not offered") << "{\"kind\": \"question\", \"ask\": \"ending\", \"options\": [\"checkmate\", "
                                           "\"stalemate\"], \"answer\": \"play-on\"}"
                                        << "the answer is not among the options";
    QTest::newRow("a refused protocol step")
        << "{\"kind\": \"question\", \"ask\": \"game-result\", \"history\": [\"offer\", \"e2e4\", \"accept\", "
           "\"resign white\"], \"answer\": \"draw\"}"
        << "the game refuses a step of the history";
    QTest::newRow("claim too early") << "{\"kind\": \"claim\", \"claim\": \"now\"}"
                                     << "no draw can be claimed now";
    QTest::newRow("claim said impossible")
        << "{\"kind\": \"claim\", \"claim\": \"none\", \"move\": \"e2e4\", \"history\": [\"g1f3\", \"g8f6\", \"f3g1\", "
           "\"f6g8\", \"g1f3\", \"g8f6\", \"f3g1\", \"f6g8\"]}"
        << "a draw could be claimed, but the level says none can";
    QTest::newRow("escape without check") << "{\"kind\": \"move\", \"goals\": [\"escape-check\", \"capture\"]}"
                                          << "an escape from check, but the king is not in check";
    QTest::newRow("a Brazilian-only rule unsaid")
        << "{\"kind\": \"question\", \"history\": [\"offer\", \"e2e4\", \"decline\", \"e7e5\"], \"ask\": "
           "\"may-offer\", \"answer\": \"no\"}"
        << "the answer holds under the Brazilian rule text only";
    QTest::newRow("a Brazilian rule text said needlessly")
        << "{\"kind\": \"question\", \"ask\": \"may-offer\", \"answer\": \"yes\", \"ruleText\": \"brazilian\"}"
        << "\"ruleText\" is \"brazilian\", but the answer is the same under FIDE's Laws";
    QTest::newRow("K+N+N dead, but not offered")
        << "{\"kind\": \"question\", \"fen\": \"8/8/3k4/8/8/4K3/8/1N4N1 w - - 0 1\", \"ask\": \"ending\", "
           "\"options\": [\"checkmate\", \"play-on\"], \"answer\": \"play-on\"}"
        << "with Rules ▸ K+N+N on, the core's answer is not among the options";
    QTest::newRow("threefold drawn automatically, but not offered")
        << QStringLiteral("{\"kind\": \"question\", \"ask\": \"ending\", \"options\": [\"claimable-draw\", "
                          "\"play-on\"], \"answer\": \"claimable-draw\", %1}")
               .arg(QLatin1String(KnightsTwice))
        << "with Rules ▸ Automatic Draw on, the core's answer is not among the options";
    QTest::newRow("a claim that cannot follow automatic draws")
        << QStringLiteral("{\"kind\": \"claim\", \"claim\": \"now\", %1}").arg(QLatin1String(KnightsTwice))
        << "with Rules ▸ Automatic Draw on the answer changes, and a level of this kind cannot follow it";
    QTest::newRow("a claim level not naming FIDE's Laws")
        << "{\"kind\": \"claim\", \"claim\": \"none\", \"move\": \"e2e4\"}"
        << "a claim level follows FIDE's Laws whatever the Rules menu says, and must say so";
    QTest::newRow("FIDE's Laws named needlessly")
        << "{\"kind\": \"question\", \"ask\": \"may-offer\", \"answer\": \"yes\", \"ruleText\": \"fide\"}"
        << "\"ruleText\" is \"fide\", but no rule option changes the answer";
    QTest::newRow("no hint") << "{\"kind\": \"question\", \"ask\": \"may-offer\", \"answer\": \"yes\"}"
                             << "no hint: every level needs one";
    QTest::newRow("a hint that writes out the answer")
        << "{\"kind\": \"move\", \"fen\": \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\", \"goals\": [\"check\"], "
           "\"solution\": [\"a1a8\"], \"hint\": \"Play Ra8, of course.\"}"
        << "the hint writes out the answer Ra8";
    QTest::newRow("a collect hint naming the second move")
        << "{\"kind\": \"collect\", \"fen\": \"7k/8/8/8/8/8/8/R6K w - - 0 1\", \"stars\": [\"a6\", \"f6\"], "
           "\"moves\": 2, \"solution\": [\"a1a6\", \"a6f6\"], \"hint\": \"Then Rf6.\"}"
        << "the hint writes out the answer Rf6";
}

void TestCourseCheck::ruleTextsAreFollowed()
{
    // FIDE lets White offer again here, the Brazilian rule text does not: marked as its, the level passes.
    QCOMPARE(errorsOf(QStringLiteral(
                          "{\"kind\": \"question\", \"history\": [\"offer\", \"e2e4\", \"decline\", \"e7e5\"], "
                          "\"ask\": \"may-offer\", \"answer\": \"no\", \"ruleText\": \"brazilian\", \"hint\": \"H\"}"),
                      QStringLiteral("The Brazilian rule text adds a rule.")),
             QStringList());
    const Level level =
        levelOf(QStringLiteral("{\"kind\": \"question\", \"fen\": \"8/8/3k4/8/8/4K3/8/1N4N1 w - - 0 1\", "
                               "\"ask\": \"ending\", \"answer\": \"play-on\"}"));
    // K+N+N: play on under FIDE, dead under the Brazilian text.
    QVERIFY(dependsOn(level, RuleOption::TwoKnightsDead));
    QVERIFY(!dependsOn(level, RuleOption::AutomaticDraws));
    QCOMPARE(trueAnswer(level), Answer::PlayOn);
    LevelPlay play(level, 1, withOption(RuleOption::TwoKnightsDead));
    QCOMPARE(play.answer(Answer::PlayOn).why, Verdict::Why::WrongAnswer);
    QCOMPARE(play.answer(Answer::DeadPosition).outcome, Verdict::Outcome::Solved);
}

void TestCourseCheck::checkerCatchesWrongStatements()
{
    QFETCH(QString, level);
    QFETCH(QString, error);
    const QStringList errors = errorsOf(level);
    QVERIFY2(errors.join(QLatin1Char('\n')).contains(QStringLiteral("01-test.json, level 1: ") + error),
             qPrintable(errors.join(QLatin1Char('\n'))));
}

void TestCourseCheck::automaticDrawsAreFollowedOrNamed()
{
    const QString intro = QStringLiteral("Rules ▸ Automatic Draw");
    // A question follows the option in force: a claimable draw under FIDE, drawn by itself with it on.
    const QString question = QStringLiteral("{\"kind\": \"question\", \"ask\": \"ending\", \"options\": "
                                            "[\"claimable-draw\", \"automatic-draw\", \"play-on\"], \"answer\": "
                                            "\"claimable-draw\", \"hint\": \"H\", %1}")
                                 .arg(QLatin1String(KnightsTwice));
    QCOMPARE(errorsOf(question, intro), QStringList());
    const Level asked = levelOf(question);
    QVERIFY(dependsOn(asked, RuleOption::AutomaticDraws));
    QCOMPARE(trueAnswer(asked, withOption(RuleOption::AutomaticDraws)), Answer::AutomaticDraw);
    LevelPlay automatic(asked, 1, withOption(RuleOption::AutomaticDraws));
    QCOMPARE(automatic.answer(Answer::ClaimableDraw).why, Verdict::Why::WrongAnswer);
    QCOMPARE(automatic.answer(Answer::AutomaticDraw).outcome, Verdict::Outcome::Solved);

    // A claim level names FIDE's Laws and is judged by them whatever the option in force.
    const QString claim = QStringLiteral("{\"kind\": \"claim\", \"ruleText\": \"fide\", \"claim\": \"now\", "
                                         "\"hint\": \"H\", %1}")
                              .arg(QLatin1String(KnightsTwice));
    QCOMPARE(errorsOf(claim, intro), QStringList());
    const Level claimed = levelOf(claim);
    QVERIFY(dependsOn(claimed, RuleOption::AutomaticDraws));
    QVERIFY(!levelRules(claimed, withOption(RuleOption::AutomaticDraws)).automaticDraws);
    LevelPlay fide(claimed, 1, withOption(RuleOption::AutomaticDraws));
    QCOMPARE(fide.claimNow().outcome, Verdict::Outcome::Solved);
}

void TestCourseCheck::introductionsNameTheRuleText()
{
    const QString claim = QStringLiteral("{\"kind\": \"claim\", \"ruleText\": \"fide\", \"claim\": \"now\", "
                                         "\"hint\": \"H\", %1}")
                              .arg(QLatin1String(KnightsTwice));
    QCOMPARE(errorsOf(claim, QStringLiteral("Claim it.")),
             QStringList {QStringLiteral("01-test.json: a level depends on Rules ▸ Automatic Draw, and the "
                                         "introduction does not name it")});
    const QString offer = QStringLiteral("{\"kind\": \"question\", \"history\": [\"offer\", \"e2e4\", "
                                         "\"decline\", \"e7e5\"], \"ask\": \"may-offer\", \"answer\": \"no\", "
                                         "\"ruleText\": \"brazilian\", \"hint\": \"H\"}");
    QCOMPARE(errorsOf(offer, QStringLiteral("Only the decliner offers next.")),
             QStringList {QStringLiteral("01-test.json: a level depends on Brazilian rule text, and the introduction "
                                         "does not name it")});
    QCOMPARE(errorsOf(offer, QStringLiteral("The Brazilian rule text adds a rule.")), QStringList());
}

void TestCourseCheck::everyLevelHasAHintThatTeaches()
{
    // The built-in course: a hint on every level (an endgame level's comes from the endgame tables
    // as it is played), none of them writing out the answer.
    const CourseLoad load = loadCourse(QStringLiteral(":/course"));
    int levels = 0;
    for (const Stage &stage : load.course.stages)
        for (const Level &level : stage.levels) {
            ++levels;
            QVERIFY2(level.kind == LevelKind::Endgame || !level.hint.trimmed().isEmpty(), qPrintable(stage.file));
        }
    QVERIFY(levels >= 170);
    const CourseCheck check = checkCourse(load, {});
    for (const QString &error : check.errors)
        QVERIFY2(!error.contains(QLatin1String("hint")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCourseCheck)
#include "tst_coursecheck.moc"
