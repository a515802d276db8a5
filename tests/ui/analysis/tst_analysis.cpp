// SPDX-License-Identifier: GPL-3.0-or-later
// Engine analysis in the window: the panel with the real stockfish follows the shown position,
// writes its lines in the chosen notation, and a clicked line becomes an undoable variation with
// the engine's evaluation on its first move, the board staying on the move reviewed;
// without an engine the panel says how to install one; an engine that crashes or never answers
// is reported while the window keeps working.
#include "tests/core/testposition.h"
#include "tests/fakeengine.h"
#include "tests/ui/uitest.h"
#include "ui/analysis/analysispanel.h"
#include "ui/board/movebox.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QUndoStack>

using namespace ferz;
using namespace ferz::test;

namespace {

constexpr int Patience = 60000; // waits for state changes only; no time is measured

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void linesFollowTheBoardInTheChosenNotation();
    void clickedLineBecomesUndoableVariation();
    void noEngineSaysHowToInstallOne();
    void replacedEngineIsNamed();
    void crashingEngineIsReported();
    void silentEngineIsReported();
    void endgameTablesVerdict();

private:
    void playMoves(const QStringList &moves);
    void expectReportedFailure(const char *engine, const QString &reasonPart);
    const Game &game() const { return m_window->workspace()->playSession()->game(); }
    // Shows the position after `ply` moves of the main line.
    void showPly(int ply)
    {
        GameSession *session = m_window->session();
        session->setCurrent(ply == 0 ? session->tree().root() : session->tree().mainLine()[std::size_t(ply - 1)]);
    }

    MainWindow *m_window = nullptr;
    AnalysisPanel *m_panel = nullptr;
};

void TestAnalysis::init()
{
    m_window = new MainWindow;
    m_window->resize(1100, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->workspace()->newGame({.white = QStringLiteral("Anna"), .black = QStringLiteral("Boris")});
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::English; });
    m_panel = m_window->analysis();
    QVERIFY(m_panel);
    m_panel->setEnginePath(QString());
}

void TestAnalysis::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestAnalysis::playMoves(const QStringList &moves)
{
    for (const QString &move : moves) {
        m_window->moveBox()->setText(move);
        QTest::keyClick(m_window->moveBox(), Qt::Key_Return);
    }
    QCOMPARE(game().plyCount(), int(moves.size()));
}

void TestAnalysis::linesFollowTheBoardInTheChosenNotation()
{
    playMoves({"e4", "e5", "Nf3"});
    showPly(2); // after 1... e5: White to move
    QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier); // the shortcut starts the analysis
    QVERIFY(m_panel->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->lineTexts().size(), AnalysisPanel::LineCount, Patience);
    for (const QString &line : m_panel->lineTexts())
        QVERIFY2(line.contains(QRegularExpression("^[−+]?\\d+\\.\\d\\d +2\\. ")), qPrintable(line));
    QVERIFY(!m_panel->evaluationText().isEmpty());

    // Stepping on: the lines start with Black's move 2.
    showPly(3);
    QTRY_VERIFY_WITH_TIMEOUT(!m_panel->lineTexts().isEmpty() && m_panel->lineTexts().first().contains(" 2... "),
                             Patience);

    // Russian letters: a knight move of Black's is written with К.
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Russian; });
    QTRY_VERIFY_WITH_TIMEOUT(
        m_panel->lineTexts().size() == AnalysisPanel::LineCount
            && m_panel->lineTexts().join(" ").contains(QRegularExpression(QStringLiteral("(Кр|[КФЛС])[a-h:]"))),
        Patience);
    QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(!m_panel->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->engine()->state(), UciEngine::State::Ready, Patience);
}

void TestAnalysis::clickedLineBecomesUndoableVariation()
{
    playMoves({"e4", "e5", "Nf3", "Nc6"});
    showPly(2);
    m_panel->toggleAction()->trigger();
    QListWidget *list = m_panel->lineList();
    QTRY_COMPARE_WITH_TIMEOUT(list->count(), AnalysisPanel::LineCount, Patience);
    // Stopped, the lines stay on screen and hold still. At most one of them starts with the
    // game's 2. Nf3: click another one.
    m_panel->setRunning(false);
    QCOMPARE(list->count(), AnalysisPanel::LineCount);
    const GameNode *afterE5 = game().tree().mainLine()[1];
    QCOMPARE(afterE5->childCount(), 1);
    int row = 0;
    while (row < list->count() && m_panel->lineMoves(row).front() == afterE5->mainChild()->move())
        ++row;
    QVERIFY(row < list->count());
    const std::vector<Move> chosen = m_panel->lineMoves(row);
    const std::optional<Evaluation> evaluation = m_panel->lineEvaluation(row);
    QVERIFY(evaluation && evaluation->depth);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(list->item(row)).center());
    QCOMPARE(afterE5->childCount(), 2);
    // The board stays on the move reviewed; the line's first move carries its evaluation.
    QCOMPARE(m_window->session()->current(), afterE5);
    QCOMPARE(evaluationOf(afterE5->child(1)->annotations()), evaluation);
    QVERIFY(!evaluationOf(afterE5->child(1)->mainChild()->annotations()));
    // The whole line hangs under the new branch.
    const GameNode *node = afterE5->child(1);
    for (Move m : chosen) {
        QVERIFY(node);
        QCOMPARE(node->move(), m);
        node = node->mainChild();
    }
    QVERIFY2(m_window->messageText().startsWith("Added the variation 2. "), qPrintable(m_window->messageText()));
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QCOMPARE(game().plyCount(), 4); // the game itself is unchanged
    QCOMPARE(int(game().tree().mainLine().size()), 4);

    // Clicking the same line again adds nothing: the tree holds it now.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(list->item(row)).center());
    QCOMPARE(afterE5->childCount(), 2);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);

    m_window->session()->undoStack()->undo();
    QCOMPARE(afterE5->childCount(), 1);
    m_window->session()->undoStack()->redo();
    QCOMPARE(afterE5->childCount(), 2);
    QCOMPARE(afterE5->child(1)->move(), chosen.front());
    QCOMPARE(evaluationOf(afterE5->child(1)->annotations()), evaluation);
    QCOMPARE(m_window->session()->current(), afterE5);
}

void TestAnalysis::noEngineSaysHowToInstallOne()
{
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", "/nonexistent");
    m_panel->setEngineFolders({});
    m_panel->setEnginePath(fakeEngine("no-such-engine"));
    m_panel->toggleAction()->trigger();
    qputenv("PATH", path);
    QVERIFY(!m_panel->isRunning());
    QVERIFY2(m_panel->statusText().contains("apt-get install stockfish"), qPrintable(m_panel->statusText()));
    QCOMPARE(m_panel->engine()->state(), UciEngine::State::Off);
    // Everything else works.
    playMoves({"d4"});
}

void TestAnalysis::replacedEngineIsNamed()
{
    // The engine chosen in the settings (Analysis ▸ Choose Engine) is gone; Stockfish (installed by
    // the set-up command) stands in, and says so.
    m_window->settings().change([](AppSettings &s) { s.enginePath = fakeEngine("no-such-engine"); });
    m_panel->toggleAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->engine()->state(), UciEngine::State::Analysing, Patience);
    QVERIFY2(m_panel->statusText().startsWith(
                 QStringLiteral("The chosen engine “%1” does not exist. Ferz uses ").arg(fakeEngine("no-such-engine"))),
             qPrintable(m_panel->statusText()));
    QVERIFY(m_panel->statusText().contains("stockfish"));
    m_panel->setRunning(false);
    m_window->settings().change([](AppSettings &s) { s.enginePath.clear(); });
}

void TestAnalysis::expectReportedFailure(const char *engine, const QString &reasonPart)
{
    m_panel->engine()->setResponseTimeout(500);
    m_panel->engine()->setQuitGracePeriod(500);
    m_panel->setEnginePath(fakeEngine(engine));
    m_panel->toggleAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->engine()->state(), UciEngine::State::Failed, Patience);
    QVERIFY2(m_panel->statusText().contains(reasonPart), qPrintable(m_panel->statusText()));
    QVERIFY(!m_panel->isRunning());
    // The window goes on: moves are played, the panel follows them without an engine.
    playMoves({"e4", "c5"});
    QCOMPARE(m_window->session()->current()->ply(), 2);
}

void TestAnalysis::crashingEngineIsReported()
{
    expectReportedFailure("crash.sh", "Crashy crashed");
}

void TestAnalysis::silentEngineIsReported()
{
    expectReportedFailure("silent.sh", "did not answer “uci”");
}

void TestAnalysis::endgameTablesVerdict()
{
    // No engine needed: the panel, once seen, makes the tables on a thread of its own and then
    // gives their verdict and the moves that keep it, in the notation chosen.
    m_window->findChild<QDockWidget *>(QStringLiteral("analysisDock"))->show();
    QVERIFY(m_panel->tablebaseText().isEmpty());
    m_panel->setPosition(testPosition("8/8/8/8/8/8/1Rk5/K7 b - - 0 1"), {});
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->tablebaseText(),
                              QStringLiteral("Endgame tables: White wins: mate in 16\nBest moves: Kc3"), Patience);
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Russian; });
    QCOMPARE(m_panel->tablebaseText(), QStringLiteral("Endgame tables: White wins: mate in 16\nBest moves: Крc3"));
    // Five men: the tables say nothing.
    m_panel->setPosition(testPosition("8/8/8/8/8/8/1Rk5/KR5B b - - 0 1"), {});
    QVERIFY(m_panel->tablebaseText().isEmpty());
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestAnalysis>(argc, argv, "tst_analysis");
}

#include "tst_analysis.moc"
