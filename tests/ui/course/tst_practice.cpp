// SPDX-License-Identifier: GPL-3.0-or-later
// Practice in the course window on the real widgets: learners at one computer (the stars kept
// before there were learners become the first learner's, a new learner made with New Learner…, the
// learner chosen by keyboard when the course opens again, a damaged progress file set aside with a
// message); puzzles made with the real Stockfish from an annotated game (Make Puzzles…, the file
// chosen in the dialog) and played by mouse and by keyboard: the move of the game refused with its
// refutation said, a right move accepted; the puzzle answered wrongly back in Review after a day
// (the clock injected); the progress page with its weak rules, exported to PDF and read back
// with pdftotext.
#include "core/course/puzzle.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/learners.h"
#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/course/progresspage.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QInputDialog>
#include <QProcess>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeWidget>

#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

const QString Annotated = QStringLiteral(FERZ_TEST_DATA "/puzzles/annotated.pgn");

bool activate(QWidget *window)
{
    window->activateWindow();
    return QTest::qWaitFor([window] { return QApplication::activeWindow() == window; });
}

// The answer that types `name` in an input dialog and accepts it.
DialogAnswer::Answer typeName(const QString &name)
{
    return [name](QWidget *dialog, QString &text) {
        auto *input = qobject_cast<QInputDialog *>(dialog);
        if (!input)
            return false;
        text = input->labelText();
        input->setTextValue(name);
        input->accept();
        return true;
    };
}

QString said(QWidget *line)
{
    return static_cast<LiveText *>(line)->said();
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void learnersAtOneComputer();
    void damagedProgressIsSetAside();
    void puzzlesFromAnAnnotatedGame();

private:
    CourseWindow *openCourse();
    LevelView *view() const { return m_course->level(); }
    LiveText *feedbackLine() const { return view()->findChild<LiveText *>(QStringLiteral("feedback")); }
    void activateItem(QTreeWidgetItem *item);

    std::unique_ptr<MainWindow> m_window;
    CourseWindow *m_course = nullptr;
};

void TestPractice::init()
{
    forgetCourseProgress();
    m_window = std::make_unique<MainWindow>();
    m_window->setAutosaveEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPractice::cleanup()
{
    m_course = nullptr;
    m_window.reset();
}

CourseWindow *TestPractice::openCourse()
{
    m_window->findChild<QAction *>(QStringLiteral("course"))->trigger();
    m_course = m_window->course()->courseWindow();
    return m_course->isVisible() && activate(m_course) ? m_course : nullptr;
}

// Selects the item by keyboard and presses Enter on it.
void TestPractice::activateItem(QTreeWidgetItem *item)
{
    QTreeWidget *stages = m_course->stageList();
    stages->setFocus();
    stages->setCurrentItem(item);
    QTest::keyClick(stages, Qt::Key_Return);
}

void TestPractice::learnersAtOneComputer()
{
    // Stars earned before there were learners.
    QSettings().setValue(QStringLiteral("course/stars"), QVariantMap {{QStringLiteral("castling:3"), 2}});
    QVERIFY(openCourse());
    QCOMPARE(m_course->learnerList()->count(), 1);
    QCOMPARE(m_course->learners()->learner().stars.value(QStringLiteral("castling:3")), 2);
    {
        DialogAnswer answer({typeName(QStringLiteral("Anna"))});
        click(m_course->newLearnerButton());
        QVERIFY(QTest::qWaitFor([&answer] { return answer.answered(); }));
    }
    QCOMPARE(m_course->learnerList()->count(), 2);
    QCOMPARE(m_course->learnerList()->currentText(), QStringLiteral("Anna"));
    QCOMPARE(said(m_course->noticeLine()), QStringLiteral("Anna is learning now."));
    QVERIFY(m_course->learners()->learner().stars.isEmpty());
    // Anna starts at the beginning; her stars are hers.
    QCOMPARE(view()->stage(), &Course::builtIn().stages.front());
    const Stage *squares = Course::builtIn().stage(QStringLiteral("squares"));
    QVERIFY(m_course->go(squares->id, 1));
    for (int i = 0; i < squares->levels[1].count; ++i) {
        QTest::keyClicks(view()->entry(), QString::fromStdString(squareName(view()->play().target())));
        QTest::keyClick(view()->entry(), Qt::Key_Return);
    }
    QVERIFY(view()->play().isSolved());
    QCOMPARE(m_course->learners()->learner().stars.value(QStringLiteral("squares:2")), 3);

    // Ferz again: with two learners the course asks who is learning, the list has the keyboard.
    cleanup();
    m_window = std::make_unique<MainWindow>();
    m_window->setAutosaveEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(openCourse());
    QComboBox *list = m_course->learnerList();
    QCOMPARE(QApplication::focusWidget(), list);
    QCOMPARE(said(m_course->noticeLine()),
             QStringLiteral("Who is learning? Choose your name in the list of learners."));
    QCOMPARE(list->currentText(), QStringLiteral("Anna"));
    QCOMPARE(view()->stage(), squares);
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(m_course->learners()->learner().name, QStringLiteral("Learner 1"));
    QCOMPARE(m_course->learners()->learner().stars.value(QStringLiteral("castling:3")), 2);
    QVERIFY(!m_course->learners()->learner().stars.contains(QStringLiteral("squares:2")));
    QCOMPARE(m_course->itemOf(*squares)->child(1)->text(1), QString());
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(m_course->itemOf(*squares)->child(1)->text(1), LevelText::stars(3));
}

void TestPractice::damagedProgressIsSetAside()
{
    const QString path = Learners::defaultFolder() + QStringLiteral("/progress.json");
    QDir().mkpath(Learners::defaultFolder());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"version\": 1, \"learners\": [");
    file.close();
    QVERIFY(openCourse());
    const QString notice = m_course->noticeLine()->text();
    QVERIFY2(notice.startsWith(QStringLiteral("The progress file could not be read")), qPrintable(notice));
    QVERIFY(notice.contains(QStringLiteral("progress.json.unreadable-")));
    const QStringList kept =
        QDir(Learners::defaultFolder()).entryList({QStringLiteral("progress.json.unreadable-*")}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QFile keptFile(Learners::defaultFolder() + QLatin1Char('/') + kept.front());
    QVERIFY(keptFile.open(QIODevice::ReadOnly));
    QCOMPARE(keptFile.readAll(), QByteArray("{\"version\": 1, \"learners\": ["));
    keptFile.remove();
    // A fresh file, with a first learner at the first level.
    QCOMPARE(m_course->learnerList()->count(), 1);
    QVERIFY(QFile::exists(path));
}

void TestPractice::puzzlesFromAnAnnotatedGame()
{
    QDate today(2026, 3, 2);
    QVERIFY(openCourse());
    m_course->learners()->setClock([&today] { return today; });
    QTreeWidgetItem *puzzleItem = m_course->itemOf(m_course->puzzleStage());
    QCOMPARE(puzzleItem->text(0), QStringLiteral("Puzzles from your games"));
    {
        DialogAnswer answer({chooseFile(Annotated)});
        click(m_course->puzzleButton());
        QVERIFY(QTest::qWaitFor([&answer] { return answer.answered(); }));
    }
    // Stockfish weighs the two marked moves, 3...Nf6?? and 4.Qf3??.
    QVERIFY(QTest::qWaitFor([this] { return !m_course->noticeLine()->text().isEmpty(); }, 120000));
    QCOMPARE(said(m_course->noticeLine()), QStringLiteral("New puzzles: 2, from 2 moves marked ? or ??."));
    const Stage &puzzles = m_course->puzzleStage();
    QCOMPARE(puzzles.levels.size(), std::size_t(2));
    QCOMPARE(puzzleItem->childCount(), 2);
    QCOMPARE(puzzleItem->child(0)->text(0), QStringLiteral("Puzzle: Ana – Bruno"));

    // By mouse: 3...Nf6 again is refused with the mate it allows, said to screen readers.
    const Level &first = puzzles.levels[0];
    // The puzzles' entry opened by a click, then its first puzzle.
    m_course->stageList()->scrollToItem(puzzleItem);
    QTest::mouseClick(m_course->stageList()->viewport(), Qt::LeftButton, Qt::NoModifier,
                      m_course->stageList()->visualItemRect(puzzleItem).center());
    QVERIFY(puzzleItem->isExpanded());
    QTest::mouseClick(m_course->stageList()->viewport(), Qt::LeftButton, Qt::NoModifier,
                      m_course->stageList()->visualItemRect(puzzleItem->child(0)).center());
    QCOMPARE(view()->stage(), &puzzles);
    QCOMPARE(view()->promptText(), QStringLiteral("In your game a weaker move was played here. Find a better one."));
    QVERIFY(view()->factsText().contains(QStringLiteral("From your game Ana – Bruno.")));
    BoardWidget *board = view()->board();
    dragPiece(board, "g8", "f6");
    const QString refuted = QStringLiteral("Nf6 is the move played in the game. It is refuted: 3... Nf6 4. Qxf7#");
    QCOMPARE(view()->feedback(), refuted);
    QCOMPARE(said(feedbackLine()), refuted);
    QCOMPARE(board->position().fen(), first.position.fen());
    // A move the engine does not list.
    dragPiece(board, "a7", "a6");
    QCOMPARE(view()->feedback(),
             QStringLiteral("a6 is not among the engine's best moves here. Look for a stronger one."));
    // The engine's best move.
    const Move best = first.hintMove;
    dragPiece(board, squareName(best.from()).c_str(), squareName(best.to()).c_str());
    QVERIFY(view()->play().isSolved());
    QVERIFY2(view()->feedback().contains(QStringLiteral("is the engine's best move. In the game Nf6 was played, "
                                                        "and it is refuted: 3... Nf6 4. Qxf7#")),
             qPrintable(view()->feedback()));
    QCOMPARE(m_course->learners()->learner().stars.value(first.key), 1);

    // By keyboard: the move box refuses 4.Qf3 (the move of the game), the board's cursor mates.
    QVERIFY(m_course->nextButton()->isEnabled());
    QVERIFY(activate(m_course));
    QVERIFY(QApplication::focusWidget());
    // A button's shortcut animates its click: the next puzzle comes a moment later.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
    QTRY_COMPARE(view()->levelIndex(), 1);
    QTest::keyClicks(view()->entry(), QStringLiteral("Qf3"));
    QTest::keyClick(view()->entry(), Qt::Key_Return);
    QVERIFY2(
        said(feedbackLine()).startsWith(QStringLiteral("Qf3 is the move played in the game. It is refuted: 4. Qf3 ")),
        qPrintable(view()->feedback()));
    QVERIFY(!view()->play().isSolved());
    keyMove(board, "h5", "f7");
    QVERIFY(view()->play().isSolved());
    QVERIFY(said(feedbackLine()).startsWith(QStringLiteral("Right: Qxf7# is the engine's best move.")));
    QCOMPARE(m_course->learners()->learner().stars.value(puzzles.levels[1].key), 2);

    // Both were answered wrongly first: nothing is due today, both are tomorrow.
    QTreeWidgetItem *reviewItem = m_course->itemOf(m_course->reviewStage());
    QCOMPARE(reviewItem->text(1), QStringLiteral("0 due"));
    activateItem(reviewItem);
    QCOMPARE(said(m_course->noticeLine()), QStringLiteral("Nothing is due for review today."));
    today = today.addDays(1);
    activateItem(reviewItem);
    QCOMPARE(m_course->reviewStage().levels.size(), std::size_t(2));
    QCOMPARE(reviewItem->text(1), QStringLiteral("2 due"));
    QCOMPARE(view()->stage(), &m_course->reviewStage());
    const Level reviewed = view()->play().level();
    QCOMPARE(reviewed.kind, LevelKind::Puzzle);
    QVERIFY(reviewed.key == first.key || reviewed.key == puzzles.levels[1].key);
    // Right this time: the puzzle comes back in six days.
    QTest::keyClicks(view()->entry(),
                     QString::fromStdString(moveText(reviewed.position, reviewed.hintMove, NotationStyle::pgn())));
    QTest::keyClick(view()->entry(), Qt::Key_Return);
    QVERIFY(view()->play().isSolved());
    QCOMPARE(reviewItem->text(1), QStringLiteral("1 due"));
    QCOMPARE(m_course->learners()->learner().review.cards().at(reviewed.key).due, today.addDays(6));

    // The progress page: the stage with wrong answers is a weak rule; exported to PDF.
    const Stage *squares = Course::builtIn().stage(QStringLiteral("squares"));
    QVERIFY(m_course->go(squares->id, 1));
    const Square target = view()->play().target();
    QTest::keyClicks(view()->entry(),
                     QString::fromStdString(squareName(target == squareOf("a1") ? squareOf("h8") : squareOf("a1"))));
    QTest::keyClick(view()->entry(), Qt::Key_Return);
    QCOMPARE(m_course->learners()->learner().misses.value(QStringLiteral("squares:2")), 1);
    QVERIFY(activate(m_course));
    QVERIFY(QApplication::focusWidget());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_P, Qt::ControlModifier);
    QTRY_VERIFY(m_course->findChild<ProgressDialog *>());
    auto *page = m_course->findChild<ProgressDialog *>();
    QVERIFY(QTest::qWaitForWindowExposed(page));
    const QString text = page->page()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Progress of Learner 1")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Puzzles from own games solved: 2 of 2.")));
    QVERIFY(text.contains(QStringLiteral("The names of the squares: wrong answers: 1")));
    QTemporaryDir folder;
    const QString pdf = folder.filePath(QStringLiteral("progress.pdf"));
    {
        DialogAnswer answer({chooseFile(pdf)});
        click(page->exportButton());
        QVERIFY(QTest::qWaitFor([&answer] { return answer.answered(); }));
    }
    QVERIFY(QTest::qWaitFor([&pdf] { return QFile::exists(pdf); }));
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(pdftotext.waitForFinished());
    const QString read = QString::fromUtf8(pdftotext.readAllStandardOutput());
    QVERIFY2(read.contains(QStringLiteral("Progress of Learner 1")), qPrintable(read));
    QVERIFY(read.contains(QStringLiteral("Rules to practise")));
    QVERIFY(read.contains(QStringLiteral("The names of the squares: wrong answers: 1")));
    page->close();
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestPractice>(argc, argv, "tst_practice");
}

#include "tst_practice.moc"
