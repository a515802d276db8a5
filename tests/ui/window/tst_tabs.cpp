// SPDX-License-Identifier: GPL-3.0-or-later
// Several games at once, each in a tab of its own: a game played on the clock, two games of one
// file and a database's game. Each tab keeps its own game, cursor, undo and saved state; a clock
// stops when its tab is left; Quit asks about each tab with unsaved work (Discard one, Save
// another) and the files and the autosave end up as the answers say. Two tabs on one file both
// save (the second finds the file changed by the first). After a crash (the real ferz binary,
// killed) every tab with unsaved work is offered back, each taken or refused on its own.
#include "core/db/pgnimport.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/actions/windowactions.h"
#include "ui/database/databasepanel.h"
#include "ui/review/gametable.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"
#include "ui/window/sessiontabs.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

namespace {

// A game in progress on the clock, to go on playing.
QByteArray unfinished(const char *white, const char *black)
{
    return QStringLiteral(R"([Event "Club"]
[White "%1"]
[Black "%2"]
[Result "*"]
[TimeControl "300+2"]

1. e4 {[%clk 0:04:58]} e5 {[%clk 0:04:55]} 2. Nf3 {[%clk 0:04:50]} *
)")
        .arg(QLatin1String(white), QLatin1String(black))
        .toUtf8();
}

const char *const TwoGames = R"([Event "First"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Second"]
[White "Clara"]
[Black "Denis"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 1/2-1/2
)";

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestTabs : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fourTabsQuitWithDiscardAndSave();
    void twoTabsOnOneFileBothSave();
    void oneGameAtATimeWhenTabsAreOff();
    void crashRestoresThreeTabs();

private:
    GameSession *session() const { return m_window->session(); }
    Workspace *workspace() const { return m_window->workspace(); }
    QString file(const char *name) const { return m_files.filePath(QLatin1String(name)); }
    QString tabText(int i) const { return m_window->tabs()->tabText(i); }
    void openFile(const QString &path);

    QTemporaryDir m_files;
    MainWindow *m_window = nullptr;
};

void TestTabs::init()
{
    QFile::remove(autosave::path());
    QVERIFY(write(file("unfinished.pgn"), unfinished("Anna", "Boris")));
    QVERIFY(write(file("two.pgn"), TwoGames));
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QCOMPARE(m_window->offerAutosave(false), 0);
    m_window->setAutosaveEnabled(true);
}

void TestTabs::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestTabs::openFile(const QString &path)
{
    QString error;
    QVERIFY2(openAndWait(m_window->files(), path, &error), qPrintable(error));
}

void TestTabs::fourTabsQuitWithDiscardAndSave()
{
    qint64 now = 0;
    workspace()->setTimeSource([&now] { return now; });
    SessionTabs *tabs = m_window->tabs();
    QVERIFY(!tabs->isVisible()); // one game: no tabs, as before

    // The played game takes the place of the untouched new game; its clock waits for the players.
    openFile(file("unfinished.pgn"));
    QCOMPARE(workspace()->count(), 1);
    PlaySession *played = workspace()->playSession();
    QVERIFY(played && played->game().clock().isPaused());
    played->togglePause();
    now += 3000;

    // Two games of one file, each in its tab (the file opened twice, the second tab shows game 2).
    openFile(file("two.pgn"));
    QCOMPARE(workspace()->count(), 2);
    // The played game's clock stopped as its tab was left, and the window said so.
    QVERIFY(played->game().clock().isPaused());
    QVERIFY2(m_window->messageText().contains("The clock of the game left was paused"),
             qPrintable(m_window->messageText()));
    const qint64 blackLeft = played->game().clock().remaining(Color::Black, now);
    now += 60000;
    QCOMPARE(played->game().clock().remaining(Color::Black, now), blackLeft);
    GameSession *first = session();
    openFile(file("two.pgn"));
    QVERIFY(workspace()->openGame(1));
    GameSession *second = session();
    QCOMPARE(second->tree().tag("White"), std::string("Clara"));

    // A database's game.
    const QString database = file("games.ferzdb");
    QVERIFY(db::importPgn(file("two.pgn"), database, {}, {}).games == 2);
    openFile(database);
    auto *panel = m_window->findChild<DatabasePanel *>();
    emit panel->gameTable()->activated(panel->gameTable()->model()->index(0, 0));
    QCOMPARE(workspace()->count(), 4);
    QVERIFY(tabs->isVisible());
    QCOMPARE(tabs->count(), 4);
    QCOMPARE(tabs->currentIndex(), 3);
    QCOMPARE(tabText(0), QString("Anna – Boris"));
    QCOMPARE(tabText(1), QString("Anna – Boris"));
    QCOMPARE(tabText(2), QString("Clara – Denis"));
    QCOMPARE(tabText(3), QString("Anna – Boris"));
    QCOMPARE(tabs->accessibleTabName(2), QString("“Clara – Denis” (game 2 of two.pgn)"));

    // Ctrl+Tab and Ctrl+Shift+Tab go round the tabs; the window follows the tab shown, and its
    // status line says which tab it is before the game.
    QSignalSpy said(m_window->findChild<LiveText *>(QStringLiteral("status")), &LiveText::announced);
    QTest::keyClick(m_window, Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(workspace()->currentIndex(), 0);
    QTRY_VERIFY(!said.isEmpty());
    QVERIFY2(said.last().at(0).toString().startsWith("Tab 1 of 4. White: Anna. Black: Boris."),
             qPrintable(said.last().at(0).toString()));
    QCOMPARE(m_window->board()->position().fen(), played->game().position().fen());
    QTest::keyClick(m_window, Qt::Key_Tab, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(workspace()->currentIndex(), 3);
    // Back on the played game: its clock waits for the players.
    tabs->setCurrentIndex(0);
    QCOMPARE(session(), played);
    QVERIFY(played->game().clock().isPaused());
    QVERIFY2(m_window->messageText().contains("resume it (Game ▸ Resume Clock)"), qPrintable(m_window->messageText()));

    // Two tabs edited: each keeps its own cursor and undo.
    tabs->setCurrentIndex(1);
    QCOMPARE(session(), first);
    first->goToEnd();
    first->setComments(first->current(), "", "Mate.");
    tabs->setCurrentIndex(2);
    second->goForward();
    second->setComments(second->current(), "", "The Queen's Gambit.");
    QVERIFY(second->current()->parent()->isRoot());
    QCOMPARE(tabText(1), QString("Anna – Boris *"));
    QCOMPARE(tabText(2), QString("Clara – Denis *"));
    QCOMPARE(tabs->accessibleTabName(1), QString("“Anna – Boris” (game 1 of two.pgn), not saved"));
    QCOMPARE(first->undoStack()->count(), 1);
    QCOMPARE(second->undoStack()->count(), 1);
    tabs->setCurrentIndex(1);
    QVERIFY(first->current()->isMainLine() && !first->current()->mainChild());
    QVERIFY(m_window->isWindowModified());
    tabs->setCurrentIndex(3);
    QVERIFY(!m_window->isWindowModified());

    // The autosave keeps the game in progress and both edits, with their files.
    QString problem;
    std::vector<AutosaveRecord> records = autosave::read(&problem);
    QVERIFY2(records.size() == 3, qPrintable(problem));
    QCOMPARE(records[0].kind, AutosaveRecord::Kind::Play);
    QCOMPARE(records[1].file, file("two.pgn"));
    QCOMPARE(records[1].gameIndex, 0);
    QCOMPARE(records[2].gameIndex, 1);
    QVERIFY(records[2].pgn.find("The Queen's Gambit.") != std::string::npos);

    // Quit: asked about the two edited tabs in turn, each shown as it is asked about.
    const QByteArray before = contents(file("two.pgn"));
    const auto answers =
        answerDialogs({clickButton(QString(), QMessageBox::Discard), clickButton(QString(), QMessageBox::Save)});
    QVERIFY(m_window->close());
    QVERIFY(answers->answered());
    QVERIFY(answers->text(0).contains("(game 1 of two.pgn)"));
    QVERIFY(answers->text(1).contains("(game 2 of two.pgn)"));
    const QByteArray after = contents(file("two.pgn"));
    QVERIFY(!before.contains("The Queen's Gambit."));
    QVERIFY(after.contains("{The Queen's Gambit.}"));
    QVERIFY(!after.contains("Mate."));
    QVERIFY(after.contains("4. Qxf7# 1-0"));
    // The game in progress is kept to go on with at the next start; the discarded edits are not.
    records = autosave::read(&problem);
    QVERIFY2(records.size() == 1, qPrintable(problem));
    QCOMPARE(records[0].kind, AutosaveRecord::Kind::Play);
    QCOMPARE(records[0].file, file("unfinished.pgn"));
}

void TestTabs::twoTabsOnOneFileBothSave()
{
    // Each tab reads the file on its own: the second finds it changed by the first's save.
    openFile(file("two.pgn"));
    GameSession *first = session();
    openFile(file("two.pgn"));
    QVERIFY(workspace()->openGame(1));
    GameSession *second = session();
    QCOMPARE(workspace()->count(), 2);
    second->goForward();
    second->toggleNag(3);
    m_window->tabs()->setCurrentIndex(0);
    first->goForward();
    first->toggleNag(1);
    QVERIFY(m_window->files()->save());
    QVERIFY(contents(file("two.pgn")).contains("1. e4 $1 e5"));
    m_window->tabs()->setCurrentIndex(1);
    QVERIFY(m_window->files()->save());
    const QByteArray saved = contents(file("two.pgn"));
    QVERIFY(saved.contains("1. e4 $1 e5"));
    QVERIFY(saved.contains("1. d4 $3 d5"));
    QVERIFY(!first->isModified() && !second->isModified());
    // Nothing unsaved is left: closing the tabs asks nothing, and the last leaves a new game.
    QVERIFY(workspace()->close(1));
    QVERIFY(workspace()->close(0));
    QCOMPARE(workspace()->count(), 1);
    QVERIFY(workspace()->playSession());
    QVERIFY(!QFile::exists(autosave::path()));
}

void TestTabs::oneGameAtATimeWhenTabsAreOff()
{
    m_window->findChild<QAction *>(QStringLiteral("gamesInTabs"))->trigger();
    QVERIFY(!m_window->settings().values().gamesInTabs);
    openFile(file("two.pgn"));
    session()->goForward();
    session()->toggleNag(2);
    // Another file replaces the game shown, after the question.
    const auto discard = answerNextDialog(QString(), QMessageBox::Discard);
    openFile(file("unfinished.pgn"));
    QVERIFY(discard->answered());
    QCOMPARE(workspace()->count(), 1);
    QVERIFY(!m_window->tabs()->isVisible());
    // Ctrl+W closes the game shown, leaving a new one.
    QVERIFY(workspace()->playSession()->game().plyCount() == 3);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QTest::keyClick(m_window, Qt::Key_W, Qt::ControlModifier);
    QCOMPARE(workspace()->playSession()->game().plyCount(), 0);
    m_window->settings().change([](AppSettings &s) { s.gamesInTabs = true; });
}

void TestTabs::crashRestoresThreeTabs()
{
    QVERIFY(write(file("a.pgn"), unfinished("Anna", "Boris")));
    QVERIFY(write(file("b.pgn"), unfinished("Clara", "Denis")));
    QVERIFY(write(file("c.pgn"), unfinished("Elena", "Fyodor")));
    QVERIFY(write(file("d.pgn"), unfinished("Gleb", "Hanna")));
    // This window keeps no autosave: the real application below owns it, then dies.
    cleanup();
    QProcess ferz;
    ferz.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    ferz.start(QStringLiteral(FERZ_BINARY), {file("a.pgn"), file("b.pgn"), file("c.pgn"), file("d.pgn")});
    QVERIFY(ferz.waitForStarted());
    QString problem;
    // A bound against a hang, not a measure of speed.
    QTRY_VERIFY_WITH_TIMEOUT(autosave::read(&problem).size() == 4, 60000);
    ferz.kill();
    QVERIFY(ferz.waitForFinished());
    QCOMPARE(ferz.exitStatus(), QProcess::CrashExit);

    // The next start offers each game back: three are taken, one refused.
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    const auto answers =
        answerDialogs({clickButton(QString(), QMessageBox::Yes), clickButton(QString(), QMessageBox::No),
                       clickButton(QString(), QMessageBox::Yes), clickButton(QString(), QMessageBox::Yes)});
    QCOMPARE(m_window->offerAutosave(), 3);
    QVERIFY(answers->answered());
    QCOMPARE(workspace()->count(), 3);
    QCOMPARE(m_window->tabs()->count(), 3);
    QCOMPARE(workspace()->currentIndex(), 0);
    QVERIFY2(m_window->messageText().startsWith("3 games were restored"), qPrintable(m_window->messageText()));
    const char *whites[] = {"Anna", "Elena", "Gleb"};
    for (int i = 0; i < 3; ++i) {
        const auto *play = qobject_cast<PlaySession *>(workspace()->sessionAt(i));
        QVERIFY(play);
        QCOMPARE(play->game().tree().tag("White"), std::string(whites[i]));
        QCOMPARE(play->game().plyCount(), 3);
        QVERIFY(play->game().clock().isPaused());
    }
    // Each is linked to its file again, one after the other.
    QTRY_VERIFY_WITH_TIMEOUT(!workspace()->isOpening(), 60000);
    QCOMPARE(workspace()->sessionAt(1)->filePath(), file("c.pgn"));
    QCOMPARE(workspace()->sessionAt(2)->filePath(), file("d.pgn"));
    // The refused game is no longer offered; the three taken are kept.
    m_window->setAutosaveEnabled(true);
    const std::vector<AutosaveRecord> records = autosave::read(&problem);
    QCOMPARE(records.size(), std::size_t(3));
    QCOMPARE(records[1].file, file("c.pgn"));
}

int main(int argc, char *argv[])
{
    QTemporaryDir folder;
    isolate(folder.path());
    QApplication app(argc, argv);
    // The same names as the application, so that both find the same autosave file.
    QApplication::setOrganizationName(QStringLiteral("Ferz"));
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    TestTabs test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tabs.moc"
