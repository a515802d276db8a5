// SPDX-License-Identifier: GPL-3.0-or-later
// The rules course against the rule options and the learner's mistakes, on the real widgets: 19:5
// (king and two knights) answered under both settings of Rules ▸ K+N+N, as a game in the same
// position ends; 17:6 under both settings of Rules ▸ Automatic Draw, the claim levels following the
// FIDE Laws under either and saying so; the levels of the Brazilian offer rule say so; whose move it is shown as the main
// window's status line says it; a wrong answer says what is false about it and the level stays
// open; a move the level refuses is not said as played; 24:6 writes out the promotion to a king, in
// the letters of the interface language.
#include "core/engine/uci.h"
#include "tests/ui/uitest.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/levelview.h"
#include "ui/session/gametext.h"
#include "ui/settings/languagemanager.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

QPushButton *answerButton(LevelView *view, Answer answer)
{
    for (QPushButton *button : view->answerButtons())
        if (button->property("answer").toInt() == static_cast<int>(answer))
            return button;
    return nullptr;
}

const QString KnnFide = QStringLiteral(
    "This level follows the FIDE Laws, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is off: king and "
    "two knights against a king is not a dead position.");
const QString KnnBrazilian = QStringLiteral(
    "This level follows the Brazilian rule text, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is on: "
    "king and two knights against a king is a dead position.");

} // namespace

class TestCourseRules : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void deadPositionFollowsTheRulesMenu();
    void automaticDrawsFollowTheRulesMenu();
    void brazilianOfferRuleIsSaid();
    void whoseMoveIsShown_data();
    void whoseMoveIsShown();
    void wrongAnswerSaysWhatIsFalse();
    void refusedMoveIsNotSaid();
    void promotionToAKingIsWritten();

private:
    LevelView *open(const QString &stage, int level);
    QString facts() const { return m_course->level()->factsText(); }

    std::unique_ptr<MainWindow> m_window;
    CourseWindow *m_course = nullptr;
};

void TestCourseRules::init()
{
    forgetCourseProgress();
    QSettings().remove(QStringLiteral("rules"));
    m_window = std::make_unique<MainWindow>();
    m_window->setAutosaveEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->findChild<QAction *>(QStringLiteral("course"))->trigger();
    m_course = m_window->course()->courseWindow();
    QVERIFY(m_course->isVisible());
}

void TestCourseRules::cleanup()
{
    m_course = nullptr;
    m_window.reset();
    QSettings().remove(QStringLiteral("rules"));
}

LevelView *TestCourseRules::open(const QString &stage, int level)
{
    return m_course->go(stage, level - 1) ? m_course->level() : nullptr;
}

void TestCourseRules::deadPositionFollowsTheRulesMenu()
{
    QAction *twoKnights = m_window->findChild<QAction *>(QStringLiteral("twoKnights"));
    QVERIFY(twoKnights && !twoKnights->isChecked());
    // The stage list's number works as well as the stage's name.
    LevelView *view = open(QStringLiteral("19"), 5);
    QVERIFY(view);
    QCOMPARE(view->stage()->id, QStringLiteral("dead-position"));
    const Position position = view->play().position();
    QCOMPARE(view->factsText(), QStringLiteral("White to move.\n") + KnnFide);
    // FIDE: a mate is possible, so "dead position" is wrong, said why, and the level stays open.
    click(answerButton(view, Answer::DeadPosition));
    QCOMPARE(view->feedback(),
             QStringLiteral("Not quite. It is not a dead position: with the material on the board a "
                            "checkmate is still possible. Try again."));
    QVERIFY(!view->play().isOver());
    QVERIFY(Game(position, {}, m_window->settings().values().gameOptions()).termination() != Termination::DeadPosition);

    // Rules ▸ K+N+N on: a game in this position is a dead-position draw, and so is the level's answer.
    twoKnights->trigger();
    QVERIFY(twoKnights->isChecked());
    QCOMPARE(Game(position, {}, m_window->settings().values().gameOptions()).termination(), Termination::DeadPosition);
    QCOMPARE(view->play().mistakes(), 0); // the level started afresh under the rule now in force
    QCOMPARE(view->factsText(), QStringLiteral("White to move.\n") + KnnBrazilian);
    click(answerButton(view, Answer::PlayOn));
    QVERIFY(view->feedback().startsWith(QStringLiteral("Not quite. The game cannot go on: look at the material.")));
    click(answerButton(view, Answer::DeadPosition));
    QVERIFY(view->play().isSolved());

    // A level the option does not change says nothing about it.
    QVERIFY(open(QStringLiteral("dead-position"), 3));
    QCOMPARE(facts(), QStringLiteral("White to move."));
    twoKnights->trigger();
    QVERIFY(open(QStringLiteral("dead-position"), 5));
    QCOMPARE(facts(), QStringLiteral("White to move.\n") + KnnFide);
}

void TestCourseRules::automaticDrawsFollowTheRulesMenu()
{
    QAction *automatic = m_window->findChild<QAction *>(QStringLiteral("automaticDraws"));
    QVERIFY(automatic && !automatic->isChecked());
    // 17:6, the third repetition left unclaimed: under FIDE a claimable draw, the game goes on.
    LevelView *view = open(QStringLiteral("threefold"), 6);
    QVERIFY(view);
    QVERIFY2(facts().contains(QStringLiteral("This level follows the FIDE Laws, since Rules ▸ Automatic Draw at "
                                             "Threefold Repetition and Fifty Moves is off")),
             qPrintable(facts()));
    QVERIFY(!levelGame(view->play().level(), m_window->settings().values().gameOptions()).isOver());
    click(answerButton(view, Answer::AutomaticDraw));
    QVERIFY(view->feedback().startsWith(QStringLiteral("Not quite. The game is not drawn by itself: the same position "
                                                       "has not stood on the board five times")));

    // Rules ▸ Automatic Draw on: a game with these moves has ended, and so the level says.
    automatic->trigger();
    QVERIFY(levelGame(view->play().level(), m_window->settings().values().gameOptions()).isOver());
    QCOMPARE(view->play().mistakes(), 0);
    QVERIFY2(facts().contains(QStringLiteral("This level follows the Russian rule texts, since Rules ▸ Automatic Draw "
                                             "at Threefold Repetition and Fifty Moves is on")),
             qPrintable(facts()));
    click(answerButton(view, Answer::ClaimableDraw));
    QCOMPARE(view->feedback(),
             QStringLiteral("Not quite. There is nothing to claim: the game has already ended by itself. Try again."));
    click(answerButton(view, Answer::AutomaticDraw));
    QCOMPARE(view->feedback(),
             QStringLiteral("Right. The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and "
                            "Fifty Moves is on: the same position has stood on the board three times."));

    // A claim level follows the FIDE Laws still, and says that Ferz's games do otherwise now.
    view = open(QStringLiteral("threefold"), 1);
    QVERIFY2(
        facts().contains(QStringLiteral("This level follows the FIDE Laws and the Spanish rule text: the player on "
                                        "move claims the draw. Rules ▸ Automatic Draw at Threefold Repetition "
                                        "and Fifty Moves is on")),
        qPrintable(facts()));
    click(view->claimButton());
    QVERIFY(view->play().isSolved());
    automatic->trigger();
    QVERIFY(open(QStringLiteral("fifty-moves"), 4));
    QVERIFY2(facts().contains(QStringLiteral("as Ferz's games do while Rules ▸ Automatic Draw at Threefold Repetition "
                                             "and Fifty Moves is off")),
             qPrintable(facts()));
}

void TestCourseRules::brazilianOfferRuleIsSaid()
{
    LevelView *view = open(QStringLiteral("draw-offers"), 3);
    QVERIFY(view);
    QVERIFY2(facts().contains(QStringLiteral("This level follows the Brazilian rule text, as Ferz's games do: after a "
                                             "declined offer only the player who declined may make the next. FIDE's "
                                             "Laws have no such rule")),
             qPrintable(facts()));
    click(answerButton(view, Answer::Yes));
    QCOMPARE(view->feedback(),
             QStringLiteral("Not quite. No: this player's last offer was declined, and under the "
                            "Brazilian rule text only the player who declined may make the next "
                            "offer. Try again."));
    // A level that holds under FIDE's Laws as well does not say it.
    QVERIFY(open(QStringLiteral("draw-offers"), 4));
    QVERIFY(!facts().contains(QStringLiteral("Brazilian")));
}

void TestCourseRules::whoseMoveIsShown_data()
{
    QTest::addColumn<QString>("level");
    QTest::newRow("12:1") << QStringLiteral("12:1");
    QTest::newRow("12:5") << QStringLiteral("12:5");
    QTest::newRow("12:6") << QStringLiteral("12:6");
    QTest::newRow("11:1") << QStringLiteral("11:1");
    QTest::newRow("12:4, in check") << QStringLiteral("12:4");
}

void TestCourseRules::whoseMoveIsShown()
{
    QFETCH(QString, level);
    LevelView *view = open(level.section(QLatin1Char(':'), 0, 0), level.section(QLatin1Char(':'), 1).toInt());
    QVERIFY(view);
    const Position &position = view->play().position();
    // As the main window's status line says it.
    QVERIFY2(facts().startsWith(turnText(position) + QLatin1Char('.')), qPrintable(facts()));
    const bool white = position.sideToMove() == Color::White;
    QVERIFY(facts().startsWith(white ? QStringLiteral("White to move") : QStringLiteral("Black to move")));
    QCOMPARE(facts().contains(QStringLiteral("– check")), position.isCheck());
    QVERIFY(m_course->findChild<QLabel *>(QStringLiteral("facts"))->isVisible());
}

void TestCourseRules::wrongAnswerSaysWhatIsFalse()
{
    // Stalemate, answered "checkmate": what is false is the check, and the stalemate is not named.
    LevelView *view = open(QStringLiteral("stalemate"), 1);
    QVERIFY(view);
    click(answerButton(view, Answer::Checkmate));
    QCOMPARE(view->feedback(), QStringLiteral("Not quite. It is not checkmate: the king is not in check. Try again."));
    QVERIFY(answerButton(view, Answer::Stalemate)->isEnabled());
    click(answerButton(view, Answer::PlayOn));
    QCOMPARE(view->feedback(),
             QStringLiteral("Not quite. The game is already over: see whether the side to move is in "
                            "check, and whether it has a legal move. Try again."));
    click(answerButton(view, Answer::Stalemate));
    QVERIFY(view->play().isSolved());
    QCOMPARE(view->play().stars(), 1);
    // Mate, answered "stalemate".
    view = open(QStringLiteral("stalemate"), 4);
    click(answerButton(view, Answer::Stalemate));
    QCOMPARE(view->feedback(), QStringLiteral("Not quite. It is not stalemate: the king is in check. Try again."));
    // A flag fall: the side whose flag fell cannot win; the opponent with a lone king does not either.
    view = open(QStringLiteral("flag-fall"), 1);
    click(answerButton(view, Answer::WhiteWins));
    QCOMPARE(view->feedback(),
             QStringLiteral("Not quite. The player whose time ran out cannot win: the game is lost "
                            "or, at best, drawn. Try again."));
    click(answerButton(view, Answer::BlackWins));
    QCOMPARE(view->feedback(),
             QStringLiteral("Not quite. The opponent does not win: no series of legal moves would let "
                            "them checkmate, however clumsy the defence. Try again."));
    // 20:3: White is not in check in a question about time.
    view = open(QStringLiteral("flag-fall"), 3);
    QVERIFY(!view->play().position().isCheck());
    QVERIFY(open(QStringLiteral("flag-fall"), 4) && !view->play().position().isCheck());
}

void TestCourseRules::refusedMoveIsNotSaid()
{
    // 11:1, a mate in one: a legal move that does not mate is refused, and not said as played.
    LevelView *view = open(QStringLiteral("mate"), 1);
    QVERIFY(view);
    const Position before = view->play().position();
    QVERIFY(goalMiss(view->play().level(), parseUci(before, "a7a6")) != Miss::None);
    dragPiece(view->board(), "a7", "a6");
    QCOMPARE(view->play().mistakes(), 1);
    QVERIFY(!view->play().isOver());
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("said"))->text(), QString());
    QCOMPARE(view->board()->position().key(), before.key());
}

void TestCourseRules::promotionToAKingIsWritten()
{
    LevelView *view = open(QStringLiteral("illegal-moves"), 6);
    QVERIFY(view);
    QCOMPARE(view->play().level().attempt.promotion, PieceType::King);
    QLabel *shown = view->findChild<QLabel *>(QStringLiteral("shown"));
    QVERIFY(shown->isVisible());
    QCOMPARE(shown->text(), QStringLiteral("e8=K"));
    // In Russian letters, as seed 001 writes a promotion: no sign, the piece's letter.
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QCOMPARE(shown->text(), QStringLiteral("e8Кр"));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestCourseRules>(argc, argv, "tst_courserules");
}

#include "tst_courserules.moc"
