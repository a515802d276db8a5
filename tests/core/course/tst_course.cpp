// SPDX-License-Identifier: GPL-3.0-or-later
// The rules course without widgets: the loader names every problem with its place, each kind of
// level judges answers with the rules core (goals, questions, claims, stars, notation, squares),
// and the built-in course passes the check in every language, with each position from a real
// game where its source says. The checker's own cases are in tst_coursecheck.
#include "core/course/coursecheck.h"
#include "core/course/levelplay.h"
#include "core/engine/uci.h"
#include "core/pgn/pgnreader.h"
#include "core/rules/squarename.h"
#include "tests/core/course/coursetest.h"
#include "translations/languages.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

Move uci(const LevelPlay &play, const char *text)
{
    return parseUci(play.position(), text);
}

} // namespace

Q_DECLARE_METATYPE(ferz::Miss)
Q_DECLARE_METATYPE(ferz::Answer)
Q_DECLARE_METATYPE(ferz::Verdict::Why)

class TestCourse : public QObject {
    Q_OBJECT

private slots:
    void loaderNamesProblems_data();
    void loaderNamesProblems();
    void collectLevel();
    void moveGoals_data();
    void moveGoals();
    void questionsAreAnsweredByTheCore_data();
    void questionsAreAnsweredByTheCore();
    void claims_data();
    void claims();
    void writtenMoves_data();
    void writtenMoves();
    void squares();
    void builtInCoursePassesInEveryLanguage();
    void positionsComeFromTheirGames();
    void everyStageHasItsRulePage();
};

void TestCourse::loaderNamesProblems_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("problem");
    QTest::newRow("unknown kind") << "{\"kind\": \"dance\"}"
                                  << "01-test.json, level 1: \"kind\" is \"dance\", not one of";
    QTest::newRow("unknown key") << "{\"kind\": \"claim\", \"claim\": \"now\", \"colour\": 1}"
                                 << "01-test.json, level 1: unknown key \"colour\"";
    QTest::newRow("bad FEN") << "{\"kind\": \"claim\", \"claim\": \"now\", \"fen\": \"8/8/8/8/8/8/8/8 w - - 0 1\"}"
                             << "01-test.json, level 1: the FEN \"8/8/8/8/8/8/8/8 w - - 0 1\" is not a legal position";
    QTest::newRow("illegal history") << "{\"kind\": \"claim\", \"claim\": \"now\", \"history\": [\"e2e5\"]}"
                                     << "\"history\": \"e2e5\" is not a legal move";
    QTest::newRow("protocol outside questions") << "{\"kind\": \"claim\", \"claim\": \"now\", \"history\": [\"offer\"]}"
                                                << "\"history\": \"offer\" belongs only in question levels";
    QTest::newRow("illegal hint move") << "{\"kind\": \"claim\", \"claim\": \"now\", \"hintMove\": \"e1e2\"}"
                                       << "\"hintMove\": \"e1e2\" is not a legal move";
    QTest::newRow("no stars") << "{\"kind\": \"collect\", \"moves\": 2}"
                              << "a collect level needs \"stars\"";
    QTest::newRow("limit out of range") << "{\"kind\": \"collect\", \"stars\": [\"e4\"], \"moves\": 0}"
                                        << "\"moves\" must be a whole number from 1 to 20";
    QTest::newRow("bad square") << "{\"kind\": \"collect\", \"stars\": [\"i9\"], \"moves\": 2}"
                                << "\"stars\": \"i9\" is not a square";
    QTest::newRow("bad attempt") << "{\"kind\": \"question\", \"ask\": \"legal\", \"attempt\": \"e2e4x\", \"answer\": "
                                    "\"legal\"}"
                                 << "\"attempt\": \"e2e4x\" is not two squares and a promotion letter";
    QTest::newRow("unknown goal") << "{\"kind\": \"move\", \"goals\": [\"win\"]}"
                                  << "\"goals\": unknown goal \"win\"";
    QTest::newRow("source without licence") << "{\"kind\": \"claim\", \"claim\": \"now\", \"source\": {\"file\": "
                                               "\"a.pgn\", \"game\": 1}}"
                                            << "\"source\" needs a \"file\", a \"game\" (from 1) and a \"licence\"";
}

void TestCourse::loaderNamesProblems()
{
    QFETCH(QString, level);
    QFETCH(QString, problem);
    const CourseLoad load = courseOf(level);
    QVERIFY2(load.problems.join(QLatin1Char('\n')).contains(problem),
             qPrintable(load.problems.join(QLatin1Char('\n'))));
    // A level with a problem is left out; the stage stays.
    QCOMPARE(load.course.stages.size(), std::size_t(1));
    QVERIFY(load.course.stages[0].levels.empty());
}

void TestCourse::collectLevel()
{
    const Level level = levelOf(QStringLiteral("{\"kind\": \"collect\", \"fen\": \"7k/8/8/8/8/8/8/R6K w - - 0 1\", "
                                               "\"stars\": [\"a6\", \"f6\"], \"moves\": 2}"));
    QCOMPARE(fewestCollectMoves(level), 2);
    LevelPlay play(level);
    // A check cannot be answered by passing: refused, and a mistake.
    Verdict verdict = play.play(uci(play, "a1a8"));
    QCOMPARE(verdict.why, Verdict::Why::GivesCheck);
    QCOMPARE(play.mistakes(), 1);
    verdict = play.play(uci(play, "a1a6"));
    QCOMPARE(verdict.outcome, Verdict::Outcome::Continue);
    QCOMPARE(play.starsLeft(), std::vector<Square> {parseSquare("f6")});
    // The other side passed: the learner is on move again.
    QCOMPARE(play.position().sideToMove(), Color::White);
    // An illegal move is refused with the core's reason.
    verdict = play.play(Move(parseSquare("a6"), parseSquare("b7")));
    QCOMPARE(verdict.why, Verdict::Why::Illegal);
    QCOMPARE(verdict.check.reason, IllegalReason::WrongPattern);
    verdict = play.play(uci(play, "a6f6"));
    QCOMPARE(verdict.outcome, Verdict::Outcome::Solved);
    QCOMPARE(play.stars(), 1);
    // Once solved, the level takes nothing more and counts nothing more.
    QCOMPARE(play.play(uci(play, "f6f5")).why, Verdict::Why::Ignored);
    QCOMPARE(play.answer(Answer::Yes).why, Verdict::Why::Ignored);
    QCOMPARE(play.mistakes(), 2);

    LevelPlay slow(level);
    slow.play(uci(slow, "a1a5"));
    verdict = slow.play(uci(slow, "a5a6"));
    QCOMPARE(verdict.outcome, Verdict::Outcome::Failed);
    QCOMPARE(verdict.why, Verdict::Why::OutOfMoves);
    QVERIFY(slow.isOver() && !slow.isSolved());
    QCOMPARE(slow.stars(), 0);
}

void TestCourse::moveGoals_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("move");
    QTest::addColumn<Miss>("miss");
    const QString castling = QStringLiteral("\"fen\": \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\", \"goals\": [\"castle\"]");
    QTest::newRow("castled") << castling + ", \"castling\": \"king\""
                             << "e1g1" << Miss::None;
    QTest::newRow("other side") << castling + ", \"castling\": \"queen\""
                                << "e1g1" << Miss::WrongCastlingSide;
    QTest::newRow("not castling") << castling << "e1f1" << Miss::NotCastling;
    const QString stalemating = QStringLiteral("\"fen\": \"8/8/8/6K1/8/1Q6/R7/2k5 w - - 0 1\", \"goals\": [\"mate\"]");
    QTest::newRow("mate") << stalemating << "b3c2" << Miss::None;
    QTest::newRow("stalemate instead of mate") << stalemating << "g5g4" << Miss::Stalemates;
    QTest::newRow("check, not mate") << stalemating << "a2a1" << Miss::NotMate;
    const QString check =
        QStringLiteral("\"fen\": \"4k3/8/8/8/8/8/4B3/r3K3 w - - 0 1\", \"goals\": [\"escape-check\"]");
    QTest::newRow("blocks") << check + ", \"escape\": \"block\""
                            << "e2d1" << Miss::None;
    QTest::newRow("king instead of block") << check + ", \"escape\": \"block\""
                                           << "e1f2" << Miss::WrongEscape;
    QTest::newRow("any way") << check << "e1f2" << Miss::None;
    const QString promotion = QStringLiteral("\"fen\": \"8/k1P5/2K5/8/8/8/8/8 w - - 0 1\"");
    QTest::newRow("queen stalemates") << promotion + ", \"goals\": [\"promote\", \"no-stalemate\"]"
                                      << "c7c8q" << Miss::Stalemates;
    QTest::newRow("rook does not") << promotion + ", \"goals\": [\"promote\", \"no-stalemate\"]"
                                   << "c7c8r" << Miss::None;
    QTest::newRow("king move") << promotion + ", \"goals\": [\"promote\"]"
                               << "c6d6" << Miss::NotPromotion;
    QTest::newRow("wrong piece") << promotion + ", \"goals\": [\"promote\"], \"promotion\": \"knight\""
                                 << "c7c8r" << Miss::WrongPromotion;
    const QString capture =
        QStringLiteral("\"fen\": \"4k3/8/5n2/8/8/p7/8/Q3KR2 w - - 0 1\", \"goals\": [\"capture\"], \"target\": \"f6\"");
    QTest::newRow("captures the target") << capture << "f1f6" << Miss::None;
    QTest::newRow("captures elsewhere") << capture << "a1a3" << Miss::WrongTarget;
    QTest::newRow("captures nothing") << capture << "a1a2" << Miss::NotCapture;
    const QString touched =
        QStringLiteral("\"fen\": \"4k3/8/8/8/4N3/8/8/3QK3 w - - 0 1\", \"goals\": [\"check\"], \"touched\": \"e4\"");
    QTest::newRow("touched piece gives check") << touched << "e4f6" << Miss::None;
    QTest::newRow("another piece gives check") << touched << "d1d7" << Miss::TouchedPiece;
    QTest::newRow("touched piece, no check") << touched << "e4c3" << Miss::NotCheck;
    // A touched piece without a legal move binds nobody.
    QTest::newRow("pinned piece touched") << QStringLiteral(
        "\"fen\": \"4r1k1/8/8/8/8/8/4N3/4K2R w - - 0 1\", \"goals\": [\"check\"], \"touched\": \"e2\"")
                                          << "h1h8" << Miss::None;
    const QString discovered = QStringLiteral("\"fen\": \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"");
    QTest::newRow("double check") << discovered + ", \"goals\": [\"double-check\"]"
                                  << "e4f6" << Miss::None;
    QTest::newRow("discovered check only") << discovered + ", \"goals\": [\"double-check\"]"
                                           << "e4c3" << Miss::NotDoubleCheck;
    QTest::newRow("en passant") << QStringLiteral("\"fen\": \"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1\", \"history\": "
                                                  "[\"d7d5\"], \"goals\": [\"en-passant\"]")
                                << "e5e6" << Miss::NotEnPassant;
}

void TestCourse::moveGoals()
{
    QFETCH(QString, level);
    QFETCH(QString, move);
    QFETCH(Miss, miss);
    LevelPlay play(levelOf(QStringLiteral("{\"kind\": \"move\", %1}").arg(level)));
    const Move m = uci(play, qPrintable(move));
    QVERIFY(!m.isNull());
    const Verdict verdict = play.play(m);
    QCOMPARE(verdict.miss, miss);
    QCOMPARE(play.isSolved(), miss == Miss::None);
    // A miss leaves the position as it was, and costs a star.
    QCOMPARE(play.position() == play.level().position, miss != Miss::None);
    QCOMPARE(play.mistakes(), miss == Miss::None ? 0 : 1);
}

void TestCourse::questionsAreAnsweredByTheCore_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<Answer>("truth");
    const QString castle = QStringLiteral("\"fen\": \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\", \"ask\": \"legal\"");
    QTest::newRow("castling") << castle + ", \"attempt\": \"e1g1\"" << Answer::Legal;
    QTest::newRow("after the king came back")
        << castle + ", \"attempt\": \"e1g1\", \"history\": [\"e1e2\", \"e8e7\", \"e2e1\", \"e7e8\"]" << Answer::Illegal;
    QTest::newRow("rook crossing an attacked square")
        << QStringLiteral("\"fen\": \"1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\", \"ask\": \"legal\", \"attempt\": \"e1c1\"")
        << Answer::Legal;
    QTest::newRow("promotion to a king") << QStringLiteral(
        "\"fen\": \"7k/4P3/8/8/8/8/8/K7 w - - 0 1\", \"ask\": \"legal\", \"attempt\": \"e7e8k\"")
                                         << Answer::Illegal;
    const QString ending = QStringLiteral("\"ask\": \"ending\"");
    QTest::newRow("stalemate") << ending + ", \"fen\": \"8/8/8/5kpn/8/7K/5r2/8 w - - 0 52\"" << Answer::Stalemate;
    QTest::newRow("dead") << ending + ", \"fen\": \"8/8/3k4/8/8/4K3/8/5B2 w - - 0 1\"" << Answer::DeadPosition;
    QTest::newRow("two knights live") << ending + ", \"fen\": \"8/8/3k4/8/8/4K3/8/1N4N1 w - - 0 1\"" << Answer::PlayOn;
    QTest::newRow("threefold") << ending
            + ", \"history\": [\"g1f3\", \"g8f6\", \"f3g1\", \"f6g8\", \"g1f3\", "
              "\"g8f6\", \"f3g1\", \"f6g8\"]"
                               << Answer::ClaimableDraw;
    QTest::newRow("seventy-five moves") << ending + ", \"fen\": \"8/8/4k3/8/8/3RK3/8/8 w - - 150 80\""
                                        << Answer::AutomaticDraw;
    QTest::newRow("mate beats the fifty moves")
        << ending + ", \"fen\": \"3R2k1/5ppp/8/8/8/8/8/6K1 b - - 100 80\"" << Answer::Checkmate;
    QTest::newRow("flag against a lone king")
        << QStringLiteral("\"fen\": \"8/8/3k4/8/8/4K3/8/Q7 w - - 0 1\", \"ask\": \"flag\", \"side\": \"white\"")
        << Answer::Draw;
    QTest::newRow("flag against a knight and a pawn")
        << QStringLiteral("\"fen\": \"8/8/3k4/8/8/4K3/3P4/5n2 w - - 0 1\", \"ask\": \"flag\", \"side\": \"white\"")
        << Answer::BlackWins;
    QTest::newRow("second illegal move") << QStringLiteral(
        "\"fen\": \"8/8/3k4/8/8/4K3/8/r7 w - - 0 1\", \"ask\": \"second-illegal\", \"side\": "
        "\"white\"") << Answer::BlackWins;
    QTest::newRow("may offer") << QStringLiteral("\"ask\": \"may-offer\"") << Answer::Yes;
    QTest::newRow("declined offer") << QStringLiteral("\"ask\": \"may-offer\", \"history\": [\"offer\", \"e2e4\", "
                                                      "\"e7e5\"]")
                                    << Answer::No;
    QTest::newRow("the decliner may offer")
        << QStringLiteral("\"ask\": \"may-offer\", \"history\": [\"offer\", \"e2e4\", \"e7e5\", \"g1f3\"]")
        << Answer::Yes;
    QTest::newRow("offer open") << QStringLiteral("\"ask\": \"may-accept\", \"history\": [\"offer\", \"e2e4\"]")
                                << Answer::Yes;
    QTest::newRow("resign on the other's turn")
        << QStringLiteral("\"ask\": \"may-resign\", \"side\": \"black\", \"history\": [\"e2e4\", \"e7e5\"]")
        << Answer::Yes;
    QTest::newRow("resign after mate") << QStringLiteral(
        "\"ask\": \"may-resign\", \"side\": \"white\", \"history\": [\"f2f3\", \"e7e5\", \"g2g4\", "
        "\"d8h4\"]") << Answer::No;
    QTest::newRow("resigned") << QStringLiteral("\"ask\": \"game-result\", \"history\": [\"d2d4\", \"resign white\"]")
                              << Answer::BlackWins;
}

void TestCourse::questionsAreAnsweredByTheCore()
{
    QFETCH(QString, level);
    QFETCH(Answer, truth);
    // The level states no answer of its own worth trusting: any will do for the play.
    const Level parsed = levelOf(QStringLiteral("{\"kind\": \"question\", \"answer\": \"yes\", %1}").arg(level));
    QCOMPARE(trueAnswer(parsed), truth);
    LevelPlay play(parsed);
    const Answer wrong = truth == Answer::Yes ? Answer::No : Answer::Yes;
    Verdict verdict = play.answer(wrong);
    QCOMPARE(verdict.outcome, Verdict::Outcome::Wrong);
    QCOMPARE(verdict.truth, truth);
    verdict = play.answer(truth);
    QCOMPARE(verdict.outcome, Verdict::Outcome::Solved);
    QCOMPARE(play.stars(), 2);
}

void TestCourse::claims_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("action"); // "claim", "MOVE" or "MOVE+claim"
    QTest::addColumn<Verdict::Why>("why");
    QTest::addColumn<bool>("solved");
    const QString twice = QStringLiteral("\"history\": [\"g1f3\", \"g8f6\", \"f3g1\", \"f6g8\", \"g1f3\", \"g8f6\", "
                                         "\"f3g1\"]");
    QTest::newRow("claim with the repeating move") << twice << "f6g8+claim" << Verdict::Why::Right << true;
    QTest::newRow("repeating without claiming") << twice << "f6g8" << Verdict::Why::MoveAllowedClaim << false;
    QTest::newRow("claiming too early") << twice << "claim" << Verdict::Why::NothingToClaim << false;
    QTest::newRow("claiming with another move") << twice << "b8c6+claim" << Verdict::Why::ClaimWithWrongMove << false;
    QTest::newRow("missing the claim") << twice << "b8c6" << Verdict::Why::MissedClaimWithMove << false;
    const QString thrice = QStringLiteral("\"history\": [\"g1f3\", \"g8f6\", \"f3g1\", \"f6g8\", \"g1f3\", \"g8f6\", "
                                          "\"f3g1\", \"f6g8\"]");
    QTest::newRow("claim now") << thrice << "claim" << Verdict::Why::Right << true;
    QTest::newRow("moving instead") << thrice << "e2e4" << Verdict::Why::ClaimableNow << false;
    const QString fifty = QStringLiteral("\"fen\": \"8/8/4k3/8/8/3RK2P/8/8 w - - 99 80\"");
    QTest::newRow("fifty with a rook move") << fifty << "d3d1+claim" << Verdict::Why::Right << true;
    QTest::newRow("fifty with a pawn move") << fifty << "h3h4+claim" << Verdict::Why::ClaimWithWrongMove << false;
    QTest::newRow("nothing to claim") << QStringLiteral("\"fen\": \"8/8/4k3/8/8/3RK3/8/8 w - - 60 80\"") << "d3d1"
                                      << Verdict::Why::Right << true;
}

void TestCourse::claims()
{
    QFETCH(QString, level);
    QFETCH(QString, action);
    QFETCH(Verdict::Why, why);
    QFETCH(bool, solved);
    LevelPlay play(levelOf(QStringLiteral("{\"kind\": \"claim\", \"claim\": \"now\", %1}").arg(level)));
    const Verdict verdict = action == QLatin1String("claim")
        ? play.claimNow()
        : play.play(uci(play, qPrintable(action.section(QLatin1Char('+'), 0, 0))),
                    action.endsWith(QLatin1String("claim")));
    QCOMPARE(verdict.why, why);
    QCOMPARE(play.isSolved(), solved);
}

void TestCourse::writtenMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("form");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Verdict::Why>("why");
    QTest::addColumn<bool>("solved");
    const QString lopez = QStringLiteral("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
    QTest::newRow("short") << lopez << "b5c6"
                           << "english"
                           << "short"
                           << "Bxc6" << Verdict::Why::Right << true;
    QTest::newRow("short, spaces around") << lopez << "b5c6"
                                          << "english"
                                          << "short"
                                          << " Bxc6 " << Verdict::Why::Right << true;
    QTest::newRow("long asked, short written") << lopez << "b5c6"
                                               << "english"
                                               << "long"
                                               << "Bxc6" << Verdict::Why::WrittenOtherwise << false;
    QTest::newRow("long") << lopez << "b5c6"
                          << "english"
                          << "long"
                          << "Bb5xc6" << Verdict::Why::Right << true;
    QTest::newRow("Russian capture sign") << lopez << "b5c6"
                                          << "russian"
                                          << "short"
                                          << "С:c6" << Verdict::Why::Right << true;
    QTest::newRow("x for a Russian capture") << lopez << "b5c6"
                                             << "russian"
                                             << "short"
                                             << "Сxc6" << Verdict::Why::WrittenOtherwise << false;
    QTest::newRow("Russian castling, hyphen typed") << lopez << "e1g1"
                                                    << "russian"
                                                    << "short"
                                                    << "0-0" << Verdict::Why::Right << true;
    QTest::newRow("castling with letters O") << lopez << "e1g1"
                                             << "english"
                                             << "short"
                                             << "O-O" << Verdict::Why::Right << true;
    QTest::newRow("Russian long, hyphen for the dash") << QString::fromLatin1(Position::StartFen) << "g1f3"
                                                       << "russian"
                                                       << "long"
                                                       << "Кg1-f3" << Verdict::Why::Right << true;
    const QString fool = QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    QTest::newRow("Russian mate sign") << fool << "d8h4"
                                       << "russian"
                                       << "short"
                                       << "Фh4×" << Verdict::Why::Right << true;
    QTest::newRow("# for the Russian mate") << fool << "d8h4"
                                            << "russian"
                                            << "short"
                                            << "Фh4#" << Verdict::Why::Right << true;
    QTest::newRow("mate sign left out") << fool << "d8h4"
                                        << "russian"
                                        << "short"
                                        << "Фh4" << Verdict::Why::WrittenOtherwise << false;
    QTest::newRow("double check") << QStringLiteral("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1") << "e4f6"
                                  << "russian"
                                  << "short"
                                  << "Кf6++" << Verdict::Why::Right << true;
    QTest::newRow("another move") << lopez << "b5c6"
                                  << "english"
                                  << "short"
                                  << "Ba4" << Verdict::Why::OtherMove << false;
    QTest::newRow("not a move") << lopez << "b5c6"
                                << "english"
                                << "short"
                                << "Bz9" << Verdict::Why::Unreadable << false;
}

void TestCourse::writtenMoves()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, letters);
    QFETCH(QString, form);
    QFETCH(QString, typed);
    QFETCH(Verdict::Why, why);
    QFETCH(bool, solved);
    const Level level = levelOf(QStringLiteral("{\"kind\": \"write\", \"fen\": \"%1\", \"move\": \"%2\", \"letters\": "
                                               "\"%3\", \"form\": \"%4\"}")
                                    .arg(fen, move, letters, form));
    LevelPlay play(level);
    const Verdict verdict = play.write(typed.toStdString(), levelNotation(level.notation, NotationLanguage::English));
    QCOMPARE(verdict.why, why);
    QCOMPARE(play.isSolved(), solved);
    if (why == Verdict::Why::WrittenOtherwise)
        QVERIFY(!verdict.expected.empty());
}

void TestCourse::squares()
{
    const Level level = levelOf(QStringLiteral("{\"kind\": \"square\", \"count\": 5, \"seconds\": 10}"));
    LevelPlay play(level, 7);
    const Square first = play.target();
    QVERIFY(first != Square::None);
    // The same seed, the same squares.
    QCOMPARE(LevelPlay(level, 7).target(), first);
    const Square wrong = first == parseSquare("a1") ? parseSquare("h8") : parseSquare("a1");
    QCOMPARE(play.chooseSquare(wrong, 0).why, Verdict::Why::WrongSquare);
    QCOMPARE(play.target(), first);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(play.chooseSquare(play.target(), 1000).outcome, Verdict::Outcome::Continue);
    // The last one past the time: a star less besides the mistake.
    QCOMPARE(play.chooseSquare(play.target(), 10001).outcome, Verdict::Outcome::Solved);
    QVERIFY(play.overTime());
    QCOMPARE(play.stars(), 1);
}

void TestCourse::builtInCoursePassesInEveryLanguage()
{
    std::vector<std::unique_ptr<QTranslator>> translators;
    std::vector<CourseLanguage> languages {{QStringLiteral("en"), NotationLanguage::English, nullptr}};
    const std::pair<QString, NotationLanguage> others[] = {{QStringLiteral("ru"), NotationLanguage::Russian},
                                                           {QStringLiteral("es"), NotationLanguage::Spanish},
                                                           {QStringLiteral("pt"), NotationLanguage::Portuguese}};
    for (const auto &[code, letters] : others) {
        translators.push_back(std::make_unique<QTranslator>());
        QVERIFY(loadFerzTranslation(*translators.back(), code));
        languages.push_back({code, letters, translators.back().get()});
    }
    const CourseLoad load = loadCourse(QStringLiteral(":/course"));
    const CourseCheck check = checkCourse(load, languages);
    QVERIFY2(check.errors.isEmpty(), qPrintable(check.errors.mid(0, 20).join(QLatin1Char('\n'))));
    QVERIFY(check.stages >= 24);
    QVERIFY(check.levels >= 120);
    // An endgame level is a whole ending played to the mate: two make a stage.
    for (const Stage &stage : load.course.stages)
        QVERIFY2(stage.levels.size() >= (stage.levels.front().kind == LevelKind::Endgame ? 2u : 5u),
                 qPrintable(stage.file));
    // What the window shows is what was checked.
    QCOMPARE(Course::builtIn().levelCount(), check.levels);
}

void TestCourse::positionsComeFromTheirGames()
{
    int sources = 0;
    for (const Stage &stage : Course::builtIn().stages) {
        for (std::size_t i = 0; i < stage.levels.size(); ++i) {
            const PositionSource &source = stage.levels[i].source;
            if (source.file.isEmpty())
                continue;
            ++sources;
            const QString where = levelPlace(stage, static_cast<int>(i) + 1);
            QFile file(QStringLiteral(FERZ_TEST_DATA "/") + source.file);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(where));
            PgnReader reader(&file);
            PgnGame game;
            while (reader.readGame(game) && game.number < source.game) {}
            QVERIFY2(game.number == source.game, qPrintable(where));
            const GameNode *node = game.tree.root();
            for (int ply = 0; ply < source.ply && node; ++ply)
                node = node->mainChild();
            QVERIFY2(node, qPrintable(where + QStringLiteral(": the game is shorter")));
            QVERIFY2(node->position() == stage.levels[i].start, qPrintable(where));
        }
    }
    // The mates in one and the stalemates of the course come from games.
    QVERIFY(sources >= 20);
}

void TestCourse::everyStageHasItsRulePage()
{
    for (const Stage &stage : Course::builtIn().stages)
        for (const char *language : {"en", "ru", "es", "pt"})
            QVERIFY2(QFile::exists(QStringLiteral(FERZ_RULES_DIR "/%1/%2").arg(QLatin1String(language), stage.page)),
                     qPrintable(stage.file + QLatin1Char(' ') + QLatin1String(language)));
}

QTEST_GUILESS_MAIN(TestCourse)
#include "tst_course.moc"
