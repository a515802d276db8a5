// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Rules Course on the real widgets: three whole stages (the rook, castling, threefold
// repetition) played from the main window's menu to their last level, once with the mouse and once
// with the keyboard, each with a wrong answer explained by the rules core's own sentence and a star
// less for it; the stars kept and the course resumed where it was left; the rule page one click
// from a level and the stage one click from its rule page; the square trainer both ways; Retry; a
// hint on every level, and the Hint button never greyed without saying why.
#include "core/notation/moveinputmessage.h"
#include "core/rules/illegalmovetext.h"
#include "tests/ui/uitest.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/learners.h"
#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/settings/appsettings.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTreeWidget>

#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

// Waits until `window` itself is the active window (a window's QWindow counts as active while its
// parent is, which is not enough for the keyboard).
bool activate(QWidget *window)
{
    window->activateWindow();
    return QTest::qWaitFor([window] { return QApplication::activeWindow() == window; });
}

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

QString san(const Position &position, Move move)
{
    return QString::fromStdString(moveText(position, move, NotationStyle::pgn()));
}

} // namespace

class TestCourseWindow : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void playsWholeStages_data();
    void playsWholeStages();
    void progressIsKeptAndResumed();
    void practiseFromTheRulePage();
    void rulePageFromTheLevel();
    void squaresByMouseAndKeyboard();
    void retryStartsAfresh();
    void hintButtonSaysWhyItIsGreyed();

private:
    // Opens the course from the Help menu (or its key) and waits until its window is active.
    CourseWindow *openCourse(bool keyboard);
    LevelView *view() const { return m_course->level(); }
    // Plays one level to its end, making `wrong` first: a wrong answer, to be explained.
    void playLevel(const Level &level, bool keyboard, bool wrong);
    void makeMistake(const Level &level, bool keyboard);
    void playMove(Move move, bool keyboard, bool claim);
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    // Presses the key of `button` and waits for the click it starts (a shortcut animates the click).
    void pressKeyOf(QAbstractButton *button, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    std::unique_ptr<MainWindow> m_window;
    CourseWindow *m_course = nullptr;
};

void TestCourseWindow::init()
{
    forgetCourseProgress();
    m_window = std::make_unique<MainWindow>();
    m_window->setAutosaveEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestCourseWindow::cleanup()
{
    m_course = nullptr;
    m_window.reset();
}

CourseWindow *TestCourseWindow::openCourse(bool keyboard)
{
    if (keyboard) {
        if (!activate(m_window.get()))
            return nullptr;
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1, Qt::ShiftModifier);
    } else {
        m_window->findChild<QAction *>(QStringLiteral("course"))->trigger();
    }
    m_course = m_window->course()->courseWindow();
    return m_course->isVisible() && activate(m_course) ? m_course : nullptr;
}

void TestCourseWindow::press(int key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY2(target && target->window() == m_course,
             qPrintable(QStringLiteral("the keyboard must be in the course window, not in %1 (active: %2)")
                            .arg(target ? target->objectName() + QLatin1Char('/')
                                         + QLatin1String(target->metaObject()->className())
                                        : QStringLiteral("none"),
                                 QApplication::activeWindow() ? QApplication::activeWindow()->objectName()
                                                              : QStringLiteral("none"))));
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

void TestCourseWindow::pressKeyOf(QAbstractButton *button, int key, Qt::KeyboardModifiers modifiers)
{
    QCOMPARE(button->shortcut(), QKeySequence(key | modifiers));
    QSignalSpy clicked(button, &QAbstractButton::clicked);
    press(key, modifiers);
    QVERIFY(clicked.count() == 1 || clicked.wait());
}

void TestCourseWindow::playMove(Move move, bool keyboard, bool claim)
{
    if (claim && keyboard)
        pressKeyOf(view()->claimWithMove(), Qt::Key_M, Qt::ControlModifier);
    else if (claim)
        click(view()->claimWithMove());
    QCOMPARE(view()->claimWithMove()->isChecked(), claim);
    if (keyboard) {
        // Over whatever an earlier, refused move left in the entry.
        QTest::keyClick(view()->entry(), Qt::Key_A, Qt::ControlModifier);
        typeText(view()->entry(), san(view()->play().position(), move));
        QTest::keyClick(view()->entry(), Qt::Key_Return);
    } else {
        dragPiece(view()->board(), qPrintable(squareText(move.from())), qPrintable(squareText(move.to())));
    }
}

void TestCourseWindow::makeMistake(const Level &level, bool keyboard)
{
    const Position position = view()->play().position();
    switch (level.kind) {
    case LevelKind::Collect: {
        // The piece of the solution's first move, one square diagonally: a rook cannot go there.
        const Square from = level.solution.front().from();
        const Square to = from + 9;
        if (keyboard) {
            QTest::keyClick(view()->entry(), Qt::Key_A, Qt::ControlModifier);
            typeText(view()->entry(), squareText(from) + squareText(to));
            QTest::keyClick(view()->entry(), Qt::Key_Return);
        } else {
            dragPiece(view()->board(), qPrintable(squareText(from)), qPrintable(squareText(to)));
        }
        QCOMPARE(view()->feedback(), illegalMoveText(position, from, to, checkMove(position, from, to)));
        QCOMPARE(view()->play().position(), position);
        break;
    }
    case LevelKind::Question: {
        const int wrong = level.answer == answerOptions(level).front() ? 1 : 0;
        if (keyboard)
            pressKeyOf(view()->answerButtons()[wrong], Qt::Key_1 + wrong);
        else
            click(view()->answerButtons()[wrong]);
        QVERIFY2(view()->feedback().startsWith(QStringLiteral("Not quite. ")), qPrintable(view()->feedback()));
        const MoveCheck check = checkMove(position, level.attempt.from, level.attempt.to);
        // What is false about "legal": the core's reason; the learner then tries again.
        QVERIFY2(view()->feedback().endsWith(illegalMoveText(position, level.attempt.from, level.attempt.to, check)
                                             + QStringLiteral(" Try again.")),
                 qPrintable(view()->feedback()));
        break;
    }
    case LevelKind::Claim: {
        if (keyboard)
            pressKeyOf(view()->claimButton(), Qt::Key_D, Qt::ControlModifier);
        else
            click(view()->claimButton());
        // The repetitions the core counts for this very position.
        const int times = levelHistory(level).repetitions();
        QVERIFY2(
            view()->feedback().startsWith(
                QStringLiteral("No draw can be claimed now: this position has stood on the board %1 times").arg(times)),
            qPrintable(view()->feedback()));
        break;
    }
    default: QFAIL("no mistake planned for this kind of level");
    }
    QVERIFY(!view()->play().isSolved());
    QCOMPARE(view()->play().mistakes(), 1);
}

void TestCourseWindow::playLevel(const Level &level, bool keyboard, bool wrong)
{
    if (wrong)
        makeMistake(level, keyboard);
    switch (level.kind) {
    case LevelKind::Collect:
        for (Move m : level.solution)
            playMove(m, keyboard, false);
        break;
    case LevelKind::Move: playMove(level.solution.front(), keyboard, false); break;
    case LevelKind::Question: {
        const std::vector<Answer> options = answerOptions(level);
        const int right = static_cast<int>(std::find(options.begin(), options.end(), level.answer) - options.begin());
        if (keyboard)
            pressKeyOf(view()->answerButtons()[right], Qt::Key_1 + right);
        else
            click(view()->answerButtons()[right]);
        break;
    }
    case LevelKind::Claim:
        if (level.claim != ClaimWay::Now)
            playMove(level.move, keyboard, level.claim == ClaimWay::WithMove);
        else if (keyboard)
            pressKeyOf(view()->claimButton(), Qt::Key_D, Qt::ControlModifier);
        else
            click(view()->claimButton());
        break;
    default: QFAIL("this kind of level is not played here");
    }
    QVERIFY2(view()->play().isSolved(), qPrintable(view()->feedback()));
}

void TestCourseWindow::playsWholeStages_data()
{
    QTest::addColumn<QString>("stage");
    QTest::addColumn<int>("wrongLevel");
    QTest::addColumn<bool>("keyboard");
    for (bool keyboard : {false, true}) {
        const char *how = keyboard ? "keyboard" : "mouse";
        QTest::newRow(qPrintable(QStringLiteral("rook, %1").arg(how))) << "rook" << 0 << keyboard;
        QTest::newRow(qPrintable(QStringLiteral("castling, %1").arg(how))) << "castling" << 2 << keyboard;
        QTest::newRow(qPrintable(QStringLiteral("threefold repetition, %1").arg(how))) << "threefold" << 1 << keyboard;
    }
}

void TestCourseWindow::playsWholeStages()
{
    QFETCH(QString, stage);
    QFETCH(int, wrongLevel);
    QFETCH(bool, keyboard);
    QVERIFY(openCourse(keyboard));
    const Stage *played = Course::builtIn().stage(stage);
    QVERIFY(played);
    const int number = static_cast<int>(played - Course::builtIn().stages.data()) + 1;
    QTreeWidget *stages = m_course->stageList();
    QTreeWidgetItem *item = m_course->itemOf(*played);
    if (keyboard) {
        // Typing the stage's number finds it in the list; Enter opens it.
        stages->setFocus();
        typeText(stages, QStringLiteral("%1.").arg(number));
        QCOMPARE(stages->currentItem(), item);
        press(Qt::Key_Return);
    } else {
        stages->scrollToItem(item);
        QTest::mouseClick(stages->viewport(), Qt::LeftButton, Qt::NoModifier, stages->visualItemRect(item).center());
    }
    for (int i = 0; i < static_cast<int>(played->levels.size()); ++i) {
        QCOMPARE(view()->stage(), played);
        QCOMPARE(view()->levelIndex(), i);
        playLevel(played->levels[static_cast<std::size_t>(i)], keyboard, i == wrongLevel);
        const int stars = i == wrongLevel ? 2 : 3;
        QCOMPARE(view()->play().stars(), stars);
        QCOMPARE(m_course->learners()->learner().stars.value(Course::levelId(*played, i + 1)), stars);
        QCOMPARE(m_course->starsText(), LevelText::stars(stars));
        QCOMPARE(item->child(i)->text(1), LevelText::stars(stars));
        QVERIFY(m_course->nextButton()->isEnabled());
        if (keyboard)
            pressKeyOf(m_course->nextButton(), Qt::Key_N, Qt::ControlModifier);
        else
            click(m_course->nextButton());
    }
    // On to the next stage, with this one marked done.
    QCOMPARE(view()->stage(), played + 1);
    QCOMPARE(view()->levelIndex(), 0);
    QCOMPARE(item->text(1), QStringLiteral("done"));
}

void TestCourseWindow::progressIsKeptAndResumed()
{
    QVERIFY(openCourse(false));
    // A fresh learner starts at the first level.
    QCOMPARE(view()->stage(), &Course::builtIn().stages.front());
    QCOMPARE(view()->levelIndex(), 0);
    const Stage *castling = Course::builtIn().stage(QStringLiteral("castling"));
    QVERIFY(m_course->go(castling->id, 2));
    playLevel(castling->levels[2], false, false);
    QCOMPARE(m_course->learners()->learner().stars.value(QStringLiteral("castling:3")), 3);
    click(m_course->nextButton());

    // Another run of Ferz: the course goes on at the level left open, with the stars earned.
    cleanup();
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(openCourse(true));
    QCOMPARE(view()->stage(), castling);
    QCOMPARE(view()->levelIndex(), 3);
    QTreeWidgetItem *stageItem = m_course->itemOf(*castling);
    QCOMPARE(stageItem->child(2)->text(1), LevelText::stars(3));
    QCOMPARE(stageItem->text(1), QStringLiteral("1/%1").arg(castling->levels.size()));
    QVERIFY(stageItem->isExpanded());
    // Solving a level again less well keeps the better result.
    QVERIFY(m_course->go(castling->id, 2));
    playLevel(castling->levels[2], true, true);
    QCOMPARE(view()->play().stars(), 2);
    QCOMPARE(m_course->learners()->learner().stars.value(QStringLiteral("castling:3")), 3);
    QCOMPARE(m_course->starsText(), LevelText::stars(3));
}

void TestCourseWindow::practiseFromTheRulePage()
{
    m_window->showRules();
    RulesBrowser *rules = m_window->rulesBrowser();
    QVERIFY(rules->showPage(QStringLiteral("11-castling.html")));
    QVERIFY(rules->practiseButton()->isVisible());
    click(rules->practiseButton());
    m_course = m_window->course()->courseWindow();
    QVERIFY(m_course->isVisible());
    QCOMPARE(view()->stage(), Course::builtIn().stage(QStringLiteral("castling")));
    QCOMPARE(view()->levelIndex(), 0);
    // Every rule page with a stage offers it; the contents page has none.
    for (const QString &page : rules->pageFiles()) {
        QVERIFY(rules->showPage(page));
        QCOMPARE(rules->practiseButton()->isVisibleTo(rules), !Course::builtIn().stagesForPage(page).empty());
    }
    QVERIFY(Course::builtIn().stagesForPage(QStringLiteral("index.html")).empty());
}

void TestCourseWindow::rulePageFromTheLevel()
{
    QVERIFY(openCourse(true));
    for (const Stage &stage : Course::builtIn().stages) {
        QVERIFY(m_course->openLevel(stage.id, static_cast<int>(stage.levels.size()) - 1));
        pressKeyOf(m_course->ruleButton(), Qt::Key_F1);
        QVERIFY(m_window->rulesBrowser()->isVisible());
        QCOMPARE(m_window->rulesBrowser()->currentPage(), stage.page);
        QVERIFY(activate(m_course));
    }
}

void TestCourseWindow::squaresByMouseAndKeyboard()
{
    QVERIFY(openCourse(false));
    view()->setClock([] { return qint64(0); });
    const Stage *squares = Course::builtIn().stage(QStringLiteral("squares"));
    QVERIFY(squares);
    // Find the named squares by clicking; the board shows no coordinates to read them from.
    QVERIFY(m_course->go(squares->id, 0));
    const Square first = view()->play().target();
    const Square wrong = first == parseSquare("a1") ? parseSquare("h8") : parseSquare("a1");
    clickSquare(view()->board(), qPrintable(squareText(wrong)));
    QCOMPARE(view()->feedback(), QStringLiteral("That is %1, not %2.").arg(squareText(wrong), squareText(first)));
    for (int i = 0; i < squares->levels[0].count; ++i)
        clickSquare(view()->board(), qPrintable(squareText(view()->play().target())));
    QVERIFY(view()->play().isSolved());
    QCOMPARE(view()->play().stars(), 2);
    // Name the highlighted squares by typing, on the board seen from Black's side.
    QVERIFY(m_course->go(squares->id, 5));
    QVERIFY(view()->board()->isFlipped());
    typeText(view()->entry(), QStringLiteral("z9"));
    QTest::keyClick(view()->entry(), Qt::Key_Return);
    QCOMPARE(view()->play().mistakes(), 0);
    for (int i = 0; i < squares->levels[5].count; ++i) {
        QTest::keyClick(view()->entry(), Qt::Key_A, Qt::ControlModifier);
        typeText(view()->entry(), squareText(view()->play().target()).toUpper());
        QTest::keyClick(view()->entry(), Qt::Key_Return);
    }
    QVERIFY(view()->play().isSolved());
    QCOMPARE(view()->play().stars(), 3);
    QCOMPARE(m_course->learners()->learner().stars.value(QStringLiteral("squares:6")), 3);
}

void TestCourseWindow::retryStartsAfresh()
{
    QVERIFY(openCourse(true));
    const Stage *rook = Course::builtIn().stage(QStringLiteral("rook"));
    QVERIFY(m_course->go(rook->id, 1));
    const Level &level = rook->levels[1];
    // Out of moves: the level has failed, and only Retry goes on.
    playMove(Move(level.solution[0].from(), level.solution[0].from() + 8), true, false);
    playMove(Move(level.solution[0].from() + 8, level.solution[0].from() + 16), true, false);
    QVERIFY(view()->play().isFailed());
    QCOMPARE(view()->feedback(), QStringLiteral("Out of moves. Press Retry to try again."));
    QVERIFY(!view()->board()->isInteractive());
    pressKeyOf(m_course->retryButton(), Qt::Key_F5);
    QVERIFY(!view()->play().isOver());
    QCOMPARE(view()->play().movesMade(), 0);
    QCOMPARE(view()->play().mistakes(), 0);
    QVERIFY(view()->feedback().isEmpty());
    playLevel(level, true, false);
    QCOMPARE(view()->play().stars(), 3);
    // A hint costs a star.
    QVERIFY(m_course->go(rook->id, 0));
    pressKeyOf(m_course->hintButton(), Qt::Key_F2);
    QCOMPARE(view()->feedback(), LevelText::course(rook->levels[0].hint));
    QVERIFY(!m_course->hintButton()->isEnabled());
    playLevel(rook->levels[0], true, false);
    QCOMPARE(view()->play().stars(), 2);
}

void TestCourseWindow::hintButtonSaysWhyItIsGreyed()
{
    QVERIFY(openCourse(false));
    QPushButton *hint = m_course->hintButton();
    // Its reason on the tooltip and for screen readers.
    const auto says = [hint](const char *text) {
        return hint->toolTip() == QLatin1String(text) && hint->accessibleDescription() == QLatin1String(text);
    };
    const char *const offered = "Shows a hint: what to look at. A level solved with a hint earns at most two stars.";
    for (const Stage &stage : Course::builtIn().stages)
        for (int i = 0; i < static_cast<int>(stage.levels.size()); ++i) {
            QVERIFY(m_course->go(stage.id, i));
            QVERIFY2(hint->isEnabled() && says(offered), qPrintable(Course::levelId(stage, i + 1)));
        }
    // Shown: greyed, and the hint is under the board.
    const Stage *mate = Course::builtIn().stage(QStringLiteral("mate"));
    QVERIFY(m_course->go(mate->id, 2));
    click(hint);
    QCOMPARE(view()->feedback(), LevelText::course(mate->levels[2].hint));
    QVERIFY(!hint->isEnabled());
    QVERIFY(says("The hint is shown under the board."));
    // A level that has failed or is solved: greyed until Retry.
    const Stage *rook = Course::builtIn().stage(QStringLiteral("rook"));
    QVERIFY(m_course->go(rook->id, 1));
    const Square from = rook->levels[1].solution[0].from();
    playMove(Move(from, from + 8), false, false);
    playMove(Move(from + 8, from + 16), false, false);
    QVERIFY(view()->play().isFailed());
    QVERIFY(!hint->isEnabled());
    QVERIFY(says("The level is over: Retry (F5) plays it again, and its hint is there again."));
    click(m_course->retryButton());
    QVERIFY(hint->isEnabled() && says(offered));
    playLevel(rook->levels[1], false, false);
    QVERIFY(view()->play().isSolved());
    QVERIFY(!hint->isEnabled());
    QVERIFY(says("The level is over: Retry (F5) plays it again, and its hint is there again."));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestCourseWindow>(argc, argv, "tst_coursewindow");
}

#include "tst_coursewindow.moc"
