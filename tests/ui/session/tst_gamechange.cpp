// SPDX-License-Identifier: GPL-3.0-or-later
// Each step of the session is said once: a move played (dropped, clicked, typed) is one change
// event, one autosave write and one refresh of the window's actions; a step through the game is
// one change and one refresh, and writes nothing; an undo is one change.
#include "tests/ui/uitest.h"
#include "ui/board/movebox.h"
#include "ui/session/workspace.h"
#include "ui/window/mainwindow.h"

#include <QSignalSpy>

using namespace ferz;
using namespace ferz::test;

Q_DECLARE_METATYPE(ferz::GameChange)

class TestGameChange : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void movePlayedIsSaidOnce();
    void stepThroughTheGameWritesNothing();
    void reviewMoveAndUndo();
    void endingWithoutAMove();

private:
    // Counts from now on, for the session shown now.
    void count();
    void trigger(const char *action) { m_window->findChild<QAction *>(QLatin1String(action))->trigger(); }
    // One change (returned), one refresh, and `writes` autosave writes since count().
    GameChange once(int writes);

    MainWindow *m_window = nullptr;
    std::unique_ptr<QSignalSpy> m_changes, m_refreshes, m_writes;
};

void TestGameChange::init()
{
    qRegisterMetaType<GameChange>();
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->setAutosaveEnabled(true);
}

void TestGameChange::cleanup()
{
    m_changes.reset();
    m_refreshes.reset();
    m_writes.reset();
    delete m_window;
    m_window = nullptr;
}

void TestGameChange::count()
{
    m_changes = std::make_unique<QSignalSpy>(m_window->session(), &GameSession::changed);
    m_refreshes = std::make_unique<QSignalSpy>(m_window, &MainWindow::refreshed);
    m_writes = std::make_unique<QSignalSpy>(m_window->workspace(), &Workspace::autosaveWritten);
}

GameChange TestGameChange::once(int writes)
{
    [&] {
        QCOMPARE(m_changes->count(), 1);
        QCOMPARE(m_refreshes->count(), 1);
        QCOMPARE(m_writes->count(), writes);
    }();
    const GameChange change = m_changes->isEmpty() ? GameChange() : m_changes->first().first().value<GameChange>();
    count();
    return change;
}

void TestGameChange::movePlayedIsSaidOnce()
{
    QCOMPARE(m_window->session()->kind(), GameSession::Kind::Play);
    count();
    // The first move of the game, dropped (it was written twice: the tree, then the saved state).
    dragPiece(m_window->board(), "e2", "e4");
    GameChange change = once(1);
    QCOMPARE(change.origin, GameChange::Origin::Board);
    QVERIFY(change.played());
    QVERIFY(change.treeChanged && change.currentChanged && change.recordChanged);
    QCOMPARE(change.move->san, std::string("e4"));
    QVERIFY(!change.move->capture);
    // Clicked.
    clickSquare(m_window->board(), "d7");
    clickSquare(m_window->board(), "d5");
    change = once(1);
    QCOMPARE(change.origin, GameChange::Origin::Board);
    QCOMPARE(change.move->san, std::string("d5"));
    // Typed.
    m_window->moveBox()->setText(QStringLiteral("exd5"));
    QTest::keyClick(m_window->moveBox(), Qt::Key_Return);
    change = once(1);
    QCOMPARE(change.origin, GameChange::Origin::Typed);
    QVERIFY(change.move->capture);
    QCOMPARE(change.move->san, std::string("exd5"));
}

void TestGameChange::stepThroughTheGameWritesNothing()
{
    dragPiece(m_window->board(), "e2", "e4");
    dragPiece(m_window->board(), "e7", "e5");
    count();
    trigger("previous");
    GameChange change = once(0);
    QCOMPARE(change.origin, GameChange::Origin::Navigation);
    QVERIFY(change.currentChanged && !change.treeChanged && !change.recordChanged);
    QVERIFY(!change.move); // a step back arrives at no move
    trigger("next");
    change = once(0);
    QCOMPARE(change.origin, GameChange::Origin::Navigation);
    QVERIFY(!change.played());
    QCOMPARE(change.move->san, std::string("e5"));
}

void TestGameChange::reviewMoveAndUndo()
{
    QVERIFY(m_window->workspace()->startFrom(Position(), GameSession::Kind::Review));
    count();
    dragPiece(m_window->board(), "g1", "f3");
    GameChange change = once(1);
    QVERIFY(change.played() && change.treeChanged);
    QVERIFY(m_window->session()->isModified());
    // The undo is one step too, with the saved state already known (back to unmodified: the
    // autosave goes).
    trigger("undo");
    change = once(0);
    QCOMPARE(change.origin, GameChange::Origin::Undo);
    QVERIFY(change.treeChanged && change.recordChanged);
    QVERIFY(!m_window->session()->isModified());
    QVERIFY(!m_window->isWindowModified());
    // A move the tree already has is entered, not added: a change of the node shown only.
    dragPiece(m_window->board(), "g1", "f3");
    once(1);
    m_window->session()->goToStart();
    once(0);
    dragPiece(m_window->board(), "g1", "f3");
    change = once(0);
    QVERIFY(change.played() && !change.treeChanged);
}

void TestGameChange::endingWithoutAMove()
{
    dragPiece(m_window->board(), "e2", "e4");
    count();
    m_window->workspace()->playSession()->resign(Color::Black);
    const GameChange change = once(1);
    QCOMPARE(change.origin, GameChange::Origin::Game);
    QCOMPARE(change.ending, Termination::Resignation);
    QVERIFY(!change.move);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestGameChange>(argc, argv, "tst_gamechange");
}

#include "tst_gamechange.moc"
