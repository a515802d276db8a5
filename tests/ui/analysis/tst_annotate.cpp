// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis ▸ Annotate with Engine in the window, driven through its action, dialog, progress bar
// and graph, with the real stockfish at a small depth: the blunder is marked and its refutation
// added, the window stays usable while the engine works, Edit ▸ Undo takes the whole annotation
// back in one step, the graph goes to the move clicked or chosen with the keys, Cancel and an
// engine that crashes halfway leave the game as it was and say so, and a game being played can be
// annotated only once it is over.
#include "core/engine/gameannotator.h"
#include "core/pgn/pgnwriter.h"
#include "tests/fakeengine.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/analysis/annotatecommands.h"
#include "ui/analysis/annotatedialog.h"
#include "ui/analysis/evalgraph.h"
#include "ui/board/movebox.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/learners.h"
#include "ui/notation/notationview.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace ferz;
using namespace ferz::test;

namespace {

constexpr int Patience = 120000; // waits for state changes only; no time is measured

// 3...Nf6?? allows 4.Qxf7#, which White misses with 4.Qf3??.
const char *const MissedMate = "[Event \"Club\"]\n[Result \"*\"]\n\n{Played at the club.} 1. e4 e5 2. Qh5 Nc6 3. Bc4 "
                               "Nf6 4. Qf3 Nd4 5. Qd3 d5 *\n";

// The answer to the annotation dialog: to `depth`, or for `seconds` a move when given.
DialogAnswer::Answer annotateTo(int depth, double seconds = 0)
{
    return [depth, seconds](QWidget *dialog, QString &) {
        auto *annotate = qobject_cast<AnnotateDialog *>(dialog);
        if (!annotate)
            return false;
        if (seconds > 0) {
            annotate->findChild<QRadioButton *>(QStringLiteral("annotateByTime"))->setChecked(true);
            annotate->findChild<QDoubleSpinBox *>(QStringLiteral("annotationSeconds"))->setValue(seconds);
        } else {
            annotate->findChild<QRadioButton *>(QStringLiteral("annotateByDepth"))->setChecked(true);
            annotate->findChild<QSpinBox *>(QStringLiteral("annotationDepth"))->setValue(depth);
        }
        annotate->findChild<QPushButton *>(QStringLiteral("annotateOk"))->click();
        return true;
    };
}

} // namespace

class TestAnnotate : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void blunderMarkedAndUndoneInOneStep();
    void graphGoesToTheMove();
    void evaluationsBesideTheMovesAndOnTheAxis();
    void cancelLeavesTheGameAsItWas();
    void crashingEngineLeavesTheGameAsItWas();
    void gameBeingPlayedOnlyOnceOver();
    void blundersBecomePuzzles();

private:
    // Opens `pgn` from a file (for review, or as the workspace chooses).
    void open(const char *pgn, bool review = true);
    // Triggers the action and answers its dialog.
    void startAnnotation(DialogAnswer::Answer answer);
    // A key pressed wherever the keyboard is.
    void press(int key);
    bool running() const { return m_commands->isRunning(); }
    GameSession *session() const { return m_window->session(); }
    QString pgn() const { return QString::fromStdString(writePgn(session()->tree())); }

    QTemporaryDir m_folder;
    MainWindow *m_window = nullptr;
    AnnotateCommands *m_commands = nullptr;
    QAction *m_action = nullptr;
};

void TestAnnotate::init()
{
    m_window = new MainWindow;
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::English; });
    m_window->settings().change([](AppSettings &s) { s.enginePath.clear(); });
    m_commands = m_window->findChild<AnnotateCommands *>();
    m_action = m_window->findChild<QAction *>(QStringLiteral("annotateGame"));
    QVERIFY(m_commands);
    QVERIFY(m_action);
}

void TestAnnotate::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestAnnotate::open(const char *text, bool review)
{
    const QString path = m_folder.filePath(QStringLiteral("game.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), path, &error,
                               review ? FileCommands::Opening::Review : FileCommands::Opening::PlayOrReview),
             qPrintable(error));
}

void TestAnnotate::startAnnotation(DialogAnswer::Answer answer)
{
    QVERIFY(m_action->isEnabled());
    const auto answers = answerDialogs({std::move(answer)});
    m_action->trigger();
    QVERIFY(answers->answered());
    m_window->activateWindow(); // back from the dialog
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestAnnotate::press(int key)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY2(target, "the keyboard must be somewhere");
    QTest::keyClick(target, Qt::Key(key));
}

void TestAnnotate::blunderMarkedAndUndoneInOneStep()
{
    open(MissedMate);
    const QString before = pgn();
    auto *graph = m_window->findChild<EvalGraph *>();
    QVERIFY(graph);
    QVERIFY(!graph->isVisible()); // nothing to show yet
    auto *progress = m_window->findChild<QProgressBar *>(QStringLiteral("annotationProgress"));
    QVERIFY(progress);

    startAnnotation(annotateTo(8));
    QVERIFY(running());
    QVERIFY(progress->isVisible());
    QVERIFY(!graph->isVisible()); // nothing to show until the engine is done
    QVERIFY(!m_action->isEnabled());
    // The window stays usable: the game is walked through while the engine works.
    press(Qt::Key_End);
    QCOMPARE(session()->current()->ply(), 10);
    press(Qt::Key_Left);
    QCOMPARE(session()->current()->ply(), 9);
    QTRY_VERIFY_WITH_TIMEOUT(!running(), Patience);
    QVERIFY(!progress->isVisible());
    QVERIFY2(m_window->messageText().startsWith(QStringLiteral("Annotated. White: ")),
             qPrintable(m_window->messageText()));

    const std::vector<GameNode *> moves = session()->tree().mainLine();
    QCOMPARE(moves[5]->annotations().nags, std::vector<int> {4}); // 3...Nf6??
    QCOMPARE(moves[6]->annotations().nags, std::vector<int> {4}); // 4.Qf3??
    QCOMPARE(moves[5]->childCount(), 2);
    QCOMPARE(m_window->panel()->notation()->moveText(moves[5]->child(1)), QStringLiteral("4.Qxf7#"));
    QVERIFY(pgn().contains(QStringLiteral("{[%eval #1]}")));
    QVERIFY(QString::fromStdString(session()->tree().root()->annotations().commentAfter)
                .startsWith(QStringLiteral("Played at the club. Annotated by Stockfish")));
    QVERIFY(graph->isVisible());
    QVERIFY(graph->hasValues());
    QCOMPARE(graph->plyCount(), 11);
    QCOMPARE(session()->current()->ply(), 9); // the node shown stays
    QVERIFY(session()->isModified());

    // One undo step takes it all back, and redo brings it all again.
    const QString annotated = pgn();
    QCOMPARE(session()->undoStack()->count(), 1);
    QCOMPARE(session()->undoStack()->undoText(), QStringLiteral("Annotate with Engine"));
    m_window->findChild<QAction *>(QStringLiteral("undo"))->trigger();
    QCOMPARE(pgn(), before);
    QVERIFY(!session()->isModified());
    QVERIFY(!graph->isVisible());
    m_window->findChild<QAction *>(QStringLiteral("redo"))->trigger();
    QCOMPARE(pgn(), annotated);

    // Saved, the annotation reads back whole.
    QVERIFY(session()->save().ok);
    QString error;
    QVERIFY(test::openAndWait(m_window->files(), m_folder.filePath(QStringLiteral("game.pgn")), &error,
                              FileCommands::Opening::Review));
    QCOMPARE(pgn(), annotated);
}

void TestAnnotate::graphGoesToTheMove()
{
    open(MissedMate);
    startAnnotation(annotateTo(6));
    QTRY_VERIFY_WITH_TIMEOUT(!running(), Patience);
    auto *graph = m_window->findChild<EvalGraph *>();
    QVERIFY(graph->isVisible());
    // After 3...Nf6 White mates in one: the point is at the top.
    QCOMPARE(graph->whitePercentAt(6), std::optional<double>(100));
    QTest::mouseClick(graph, Qt::LeftButton, Qt::NoModifier, graph->pointOf(6));
    QCOMPARE(session()->current(), session()->tree().mainLine()[5]);
    QVERIFY(graph->accessibleDescription().contains(QStringLiteral("3... Nf6: #1")));
    // With the keyboard on the graph, the keys walk its moves.
    QCOMPARE(QApplication::focusWidget(), graph);
    // On the variation 4.Qxf7# the window's Right has nowhere to go; the graph's goes on along the
    // main line, from where the variation leaves it.
    session()->setCurrent(session()->tree().mainLine()[5]->child(1));
    press(Qt::Key_Right);
    QCOMPARE(session()->current(), session()->tree().mainLine()[6]);
    press(Qt::Key_Left);
    press(Qt::Key_Left);
    QCOMPARE(session()->current()->ply(), 5);
    press(Qt::Key_Home);
    QVERIFY(session()->current()->isRoot());
    press(Qt::Key_End);
    QCOMPARE(session()->current()->ply(), 10);
    press(Qt::Key_Right);
    QCOMPARE(session()->current()->ply(), 10);
    // From a variation, the graph's current move is where it leaves the main line.
    session()->setCurrent(session()->tree().mainLine()[5]->child(1));
    QVERIFY(graph->accessibleDescription().contains(QStringLiteral("Now 3... Nf6")));
}

// The [%eval] a game holds: beside its move when View ▸ Notation asks for them, and on the graph
// at the height its axis gives that value.
void TestAnnotate::evaluationsBesideTheMovesAndOnTheAxis()
{
    open("[Event \"Evaluated\"]\n[Result \"*\"]\n\n1. e4 {[%eval 0.31]} e5 {[%eval 2.00]} 2. Nf3 {[%eval -5.00]} *\n");
    auto *notation = m_window->findChild<NotationView *>();
    QVERIFY(!notation->toPlainText().contains(QStringLiteral("0.31")));
    QAction *show = m_window->findChild<QAction *>(QStringLiteral("showEvaluations"));
    QVERIFY(show->isCheckable() && !show->isChecked());
    show->trigger();
    QVERIFY(m_window->settings().values().showEvaluations);
    const QString text = notation->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("e4 +0.31")) && text.contains(QStringLiteral("Nf3 −5.00")), qPrintable(text));
    show->trigger();
    QVERIFY(!notation->toPlainText().contains(QStringLiteral("0.31")));

    auto *graph = m_window->findChild<EvalGraph *>();
    QVERIFY(graph->isVisible());
    QStringList texts;
    std::map<QString, int> heights;
    for (const EvalGraph::AxisMark &mark : graph->axisMarks()) {
        texts << mark.text;
        heights[mark.text] = mark.y;
    }
    QCOMPARE(texts, QStringList({"+5", "+2", "0", "−2", "−5"}));
    QVERIFY(std::abs(graph->pointOf(2).y() - heights["+2"]) <= 1);
    QVERIFY(std::abs(graph->pointOf(3).y() - heights["−5"]) <= 1);
    // The axis is drawn left of the curve: the start of the game is right of its values.
    QVERIFY(graph->pointOf(0).x() > graph->fontMetrics().horizontalAdvance(QStringLiteral("+5")));
}

void TestAnnotate::cancelLeavesTheGameAsItWas()
{
    open(MissedMate);
    const QString before = pgn();
    // Three tenths of a second a move: Cancel is pressed once three of the eleven positions are
    // done, long before the engine could have seen the rest.
    startAnnotation(annotateTo(0, 0.3));
    auto *progress = m_window->findChild<QProgressBar *>(QStringLiteral("annotationProgress"));
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 3, Patience);
    QVERIFY(running());
    QCOMPARE(progress->maximum(), 11);
    QVERIFY(progress->value() < progress->maximum());
    auto *cancel = m_window->findChild<QPushButton *>(QStringLiteral("cancelAnnotation"));
    QVERIFY(cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!running());
    QVERIFY(!cancel->isVisible());
    QVERIFY(!progress->isVisible());
    QCOMPARE(pgn(), before);
    QVERIFY(!session()->isModified());
    QCOMPARE(session()->undoStack()->count(), 0);
    QCOMPARE(m_window->messageText(), QStringLiteral("The annotation was cancelled; the game is unchanged."));
    QVERIFY(m_action->isEnabled());
    // Nothing comes in later either, when the engine's last answer arrives.
    QTRY_COMPARE_WITH_TIMEOUT(m_commands->annotator()->engine()->state(), UciEngine::State::Ready, Patience);
    QCOMPARE(pgn(), before);
    QCOMPARE(session()->undoStack()->count(), 0);
    // The dialog keeps the choice for next time.
    QVERIFY(m_window->settings().values().annotationByTime);
    QCOMPARE(m_window->settings().values().annotationMoveTimeMs, 300);
}

void TestAnnotate::crashingEngineLeavesTheGameAsItWas()
{
    open("1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
    const QString before = pgn();
    m_window->settings().change([](AppSettings &s) { s.enginePath = fakeEngine("crashlater.sh"); });
    startAnnotation(annotateTo(8));
    QTRY_VERIFY_WITH_TIMEOUT(!running(), Patience);
    QCOMPARE(m_window->messageText(),
             QStringLiteral("The annotation stopped: The engine Crashy Later crashed. The game is unchanged."));
    QCOMPARE(pgn(), before);
    QCOMPARE(session()->undoStack()->count(), 0);
    QVERIFY(!m_window->findChild<QProgressBar *>(QStringLiteral("annotationProgress"))->isVisible());
}

void TestAnnotate::gameBeingPlayedOnlyOnceOver()
{
    // A single game without a result goes on being played: no annotation until it is over.
    open("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 *\n", false);
    QCOMPARE(session()->kind(), GameSession::Kind::Play);
    QVERIFY(!m_action->isEnabled());
    QCOMPARE(m_action->toolTip(), QStringLiteral("A game being played can be annotated once it is over"));
    m_window->moveBox()->setText(QStringLiteral("Qxf7#"));
    QTest::keyClick(m_window->moveBox(), Qt::Key_Return);
    QVERIFY(m_window->workspace()->playSession()->game().isOver());
    QVERIFY(m_action->isEnabled());
    startAnnotation(annotateTo(6));
    QTRY_VERIFY_WITH_TIMEOUT(!running(), Patience);
    // The main line stays as played; the better line of 3...Nf6?? is a variation.
    const std::vector<GameNode *> moves = session()->tree().mainLine();
    QCOMPARE(moves.size(), std::size_t(7));
    QCOMPARE(moves[5]->annotations().nags, std::vector<int> {4});
    QCOMPARE(moves[4]->childCount(), 2);
}

void TestAnnotate::blundersBecomePuzzles()
{
    forgetCourseProgress();
    open(MissedMate);
    startAnnotation(annotateTo(8));
    QTRY_VERIFY_WITH_TIMEOUT(!running(), Patience);
    // Stockfish weighs the marked moves in the background: they join the learner's puzzles.
    CourseWindow *course = m_window->course()->courseWindow();
    QTRY_VERIFY_WITH_TIMEOUT(!course->noticeLine()->text().isEmpty(), Patience);
    QVERIFY2(course->noticeLine()->text().startsWith(QStringLiteral("New puzzles: ")),
             qPrintable(course->noticeLine()->text()));
    const std::vector<Level> &levels = course->puzzleStage().levels;
    QCOMPARE(levels.size(), course->learners()->puzzles().size());
    const std::vector<GameNode *> moves = session()->tree().mainLine();
    auto puzzleOf = [&levels](const GameNode *node) {
        return std::ranges::find_if(levels,
                                    [node](const Level &l) { return l.refutations.front().front() == node->move(); });
    };
    // 3...Nf6?? is a puzzle, and 4.Qf3??, which misses the mate: its only answer is 4.Qxf7#.
    QVERIFY(puzzleOf(moves[5]) != levels.end());
    QVERIFY(puzzleOf(moves[6]) != levels.end());
    QCOMPARE(puzzleOf(moves[6])->solution, std::vector<Move> {moves[5]->child(1)->move()});
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestAnnotate>(argc, argv, "tst_annotate");
}

#include "tst_annotate.moc"
