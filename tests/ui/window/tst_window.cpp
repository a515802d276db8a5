// SPDX-License-Identifier: GPL-3.0-or-later
// The window acts on the game shown and the keyboard does what the user expects, from the moment
// the window opens: the arrow keys walk a file just opened, letters typed on the board go to the
// move box and the keyboard comes back after the move, every shortcut belongs to one action,
// Ctrl+E analyses whatever is shown, the game list's highlight is the game on the board, export
// and print write the game shown, New Game and Resume show their game, and undoing back to the
// saved state clears the modified mark.
#include "core/autosave/autosaverecord.h"
#include "core/engine/uci.h"
#include "tests/ui/uitest.h"
#include "ui/board/movebox.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/notation/notationview.h"
#include "ui/play/newgamedialog.h"
#include "ui/review/gamelistfilter.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/shortcutsdialog.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QPrinter>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

namespace {

QString annotated(const char *file)
{
    return QStringLiteral(FERZ_TEST_DATA "/pgn/annotated/") + QLatin1String(file);
}

QString pdfText(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void arrowsWalkAFileJustOpened();
    void typingOnTheBoardStartsAMove();
    void endWorksAfterAMoveAwayFromTheGame();
    void clickingTheBoardOrNotationTakesTheKeyboard();
    void noShortcutServesTwoActions_data();
    void noShortcutServesTwoActions();
    void ctrlEAnalysesInBothModes();
    void keyboardShortcutsAreListed();
    void gameListHighlightIsTheGameShown();
    void exportAndPrintWriteTheReviewedGame();
    void newGameWhileReviewingShowsTheGame();
    void resumeShowsTheRestoredGame();
    void undoToTheSavedStateClearsTheModifiedMark();
    void leaveQuestionNamesTheGame();
    void editedGameKeptWhenAFileIsOpened();
    void escapeClosesTheRulesWindow();

private:
    void open(const char *file);
    // A key pressed where the keyboard is, as a user presses it.
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void type(const QString &text);
    GameSession *session() const { return m_window->session(); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestWindow::init()
{
    QFile::remove(autosave::path());
    m_window = new MainWindow;
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestWindow::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestWindow::open(const char *file)
{
    const QString path = m_dir.filePath(QLatin1String(file));
    QFile::remove(path);
    QVERIFY(QFile::copy(annotated(file), path));
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), path, &error), qPrintable(error));
    // The window lays itself out again, as it does before the user can click anything.
    QApplication::processEvents();
}

void TestWindow::press(int key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY2(target, "the keyboard must be somewhere");
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

void TestWindow::type(const QString &text)
{
    for (QChar c : text)
        QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
}

void TestWindow::arrowsWalkAFileJustOpened()
{
    // Nothing clicked since the window opened.
    open("chessx-game1.pgn");
    QCOMPARE(session()->source().database->count(), 2);
    for (int i = 0; i < 22; ++i)
        press(Qt::Key_Right);
    QCOMPARE(session()->current()->ply(), 22);
    QVERIFY2(m_window->statusText().startsWith("Game 1 of 2 · After 11…"), qPrintable(m_window->statusText()));
    QCOMPARE(m_window->board()->position(), session()->current()->position());
    press(Qt::Key_Home);
    QVERIFY(session()->current()->isRoot());
    press(Qt::Key_End);
    QCOMPARE(session()->current(), session()->tree().mainLineEnd());
}

// The move goes into the move box while the board keeps the keyboard (a screen reader, which
// reads whatever takes the keyboard, says the move and not the board again).
void TestWindow::typingOnTheBoardStartsAMove()
{
    QCOMPARE(QApplication::focusWidget(), m_window->board());
    type(QStringLiteral("e"));
    QCOMPARE(QApplication::focusWidget(), m_window->board());
    QCOMPARE(m_window->moveBox()->text(), QString("e"));
    type(QStringLiteral("4"));
    press(Qt::Key_Return);
    QCOMPARE(m_window->workspace()->playSession()->game().plyCount(), 1);
    // The arrows walk the game.
    QCOMPARE(QApplication::focusWidget(), m_window->board());
    QVERIFY(m_window->moveBox()->text().isEmpty());
    press(Qt::Key_Left);
    QVERIFY(session()->current()->isRoot());
    press(Qt::Key_Right);
    // A move that cannot be read stays in the box for mending (Backspace), Esc clears it.
    type(QStringLiteral("Q9"));
    press(Qt::Key_Return);
    QVERIFY(m_window->messageText().contains("not a move"));
    QCOMPARE(m_window->moveBox()->text(), QString("Q9"));
    type(QStringLiteral("Nf6"));
    QCOMPARE(m_window->moveBox()->text(), QString("Nf6"));
    press(Qt::Key_Backspace);
    QCOMPARE(m_window->moveBox()->text(), QString("Nf"));
    press(Qt::Key_Escape);
    QVERIFY(m_window->moveBox()->text().isEmpty());
    QCOMPARE(QApplication::focusWidget(), m_window->board());
    // Typed in the box itself, a move leaves the keyboard there, for the next move.
    m_window->moveBox()->setFocus();
    type(QStringLiteral("Nf6"));
    press(Qt::Key_Return);
    QCOMPARE(m_window->workspace()->playSession()->game().plyCount(), 2);
    QCOMPARE(QApplication::focusWidget(), m_window->moveBox());
}

void TestWindow::endWorksAfterAMoveAwayFromTheGame()
{
    type(QStringLiteral("e4"));
    press(Qt::Key_Return);
    type(QStringLiteral("e5"));
    press(Qt::Key_Return);
    press(Qt::Key_Left);
    type(QStringLiteral("Nc6"));
    press(Qt::Key_Return);
    QCOMPARE(m_window->messageText(), QString("Moves are played at the last position: press End to go there."));
    QCOMPARE(m_window->moveBox()->text(), QString("Nc6"));
    press(Qt::Key_End);
    QCOMPARE(session()->current()->ply(), 2);
    QVERIFY(m_window->board()->isInteractive());
}

void TestWindow::clickingTheBoardOrNotationTakesTheKeyboard()
{
    open("chessx-game1.pgn");
    m_window->moveBox()->setFocus();
    QTest::mouseClick(m_window->board(), Qt::LeftButton, Qt::NoModifier, centre(m_window->board(), "e4"));
    QCOMPARE(QApplication::focusWidget(), m_window->board());
    m_window->moveBox()->setFocus();
    NotationView *notation = m_window->panel()->notation();
    const GameNode *third = session()->tree().mainLine()[2];
    QTest::mouseClick(notation->viewport(), Qt::LeftButton, Qt::NoModifier, notation->moveRect(third).center());
    QCOMPARE(session()->current(), third);
    QVERIFY(QApplication::focusWidget() != m_window->moveBox());
    press(Qt::Key_Right);
    QCOMPARE(session()->current()->ply(), 4);
}

void TestWindow::noShortcutServesTwoActions_data()
{
    QTest::addColumn<bool>("review");
    QTest::newRow("play") << false;
    QTest::newRow("review") << true;
}

void TestWindow::noShortcutServesTwoActions()
{
    QFETCH(bool, review);
    if (review)
        open("pgn4web-chess-informant-sample.pgn");
    QCOMPARE(session()->kind(), review ? GameSession::Kind::Review : GameSession::Kind::Play);
    // Every action that a key can reach in the window, wherever it was added; enabled or not, as
    // a disabled action can be enabled by the next move.
    QMap<QString, QString> owner;
    QStringList clashes;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->shortcutContext() == Qt::WidgetShortcut)
            continue;
        for (const QKeySequence &key : action->shortcuts()) {
            const QString text = key.toString();
            if (owner.contains(text) && owner[text] != action->objectName())
                clashes << QStringLiteral("%1: %2 and %3").arg(text, owner[text], action->objectName());
            owner[text] = action->objectName();
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    for (const char *key : {"Ctrl+E", "Ctrl+K", "Ctrl+N", "Ctrl+Z", "Left", "Right", "Up", "Ctrl+Up"})
        QVERIFY2(owner.contains(QLatin1String(key)), key);
}

void TestWindow::ctrlEAnalysesInBothModes()
{
    QAction *analyse = m_window->findChild<QAction *>(QStringLiteral("analyse"));
    QSignalSpy toggled(analyse, &QAction::toggled);
    for (bool review : {false, true}) {
        if (review)
            open("chessx-game1.pgn");
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Ambiguous shortcut")));
        press(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(analyse->isChecked());
        press(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(!analyse->isChecked());
    }
    QCOMPARE(toggled.count(), 4);
    // The comment editor has a key of its own.
    QCOMPARE(m_window->findChild<QAction *>(QStringLiteral("comment"))->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+K")));
}

void TestWindow::keyboardShortcutsAreListed()
{
    ShortcutsDialog dialog(m_window);
    QStringList keys;
    for (int row = 0; row < dialog.table()->rowCount(); ++row)
        keys << dialog.table()->item(row, 0)->text() + QLatin1Char('=') + dialog.table()->item(row, 1)->text();
    for (const char *expected : {"Ctrl+E=Analyse", "Ctrl+K=Edit Comment", "Right=Next Move", "Ctrl+Z=Undo"})
        QVERIFY2(keys.contains(QLatin1String(expected)), expected);
}

void TestWindow::gameListHighlightIsTheGameShown()
{
    open("pgn4web-chess-informant-sample.pgn");
    QTableView *table = m_window->panel()->gameList()->table();
    GameListWidget *list = m_window->panel()->gameList();
    // A click on a row shows that game; then ↓ in the list shows the next one.
    const QRect row = table->visualRect(list->proxy()->index(1, 1));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
    QCOMPARE(session()->source().index, 1);
    QCOMPARE(QApplication::focusWidget(), table);
    press(Qt::Key_Down);
    QCOMPARE(session()->source().index, 2);
    QCOMPARE(session()->tree().tag("Black"), std::string("Timman, J."));
    QCOMPARE(table->currentIndex().row(), 2);
    QVERIFY(m_window->statusText().startsWith("Game 3 of 5"));
}

void TestWindow::exportAndPrintWriteTheReviewedGame()
{
    open("pgn4web-chess-informant-sample.pgn");
    press(Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(session()->tree().tag("Black"), std::string("Browne, W."));
    QString why;
    const QString html = m_dir.filePath(QStringLiteral("game.html"));
    QVERIFY2(m_window->files()->writeDocument(html, false, &why), qPrintable(why));
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(file.readAll());
    QVERIFY(page.contains("Huebner, R. (2630) &ndash; Browne, W. (2590)"));
    QVERIFY(!page.contains("Martz"));
    QVERIFY(!page.contains("Starting position"));

    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString printed = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(printed);
    m_window->files()->print(&printer);
    QVERIFY(pdfText(printed).contains("Browne"));

    // Every game of the file, the shown one as edited.
    QAction *all = m_window->findChild<QAction *>(QStringLiteral("exportFile"));
    QVERIFY(all->isEnabled());
    session()->setComments(session()->tree().root(), std::string(), "A comment written in Ferz.");
    const QString pdf = m_dir.filePath(QStringLiteral("all.pdf"));
    QVERIFY2(m_window->files()->writeDocument(pdf, true, &why), qPrintable(why));
    const QString text = pdfText(pdf);
    for (const char *player : {"Martz", "Browne", "Timman", "Piket", "Ljubojevic"})
        QVERIFY2(text.contains(QLatin1String(player)), player);
    QVERIFY(text.contains("A comment written in Ferz."));
}

void TestWindow::newGameWhileReviewingShowsTheGame()
{
    open("chessx-game1.pgn");
    auto *poll = new QTimer(m_window);
    connect(poll, &QTimer::timeout, poll, [poll] {
        if (auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget())) {
            dialog->accept();
            poll->stop();
        }
    });
    poll->start(10);
    m_window->findChild<QAction *>(QStringLiteral("newGame"))->trigger();
    QCOMPARE(session()->kind(), GameSession::Kind::Play);
    QCOMPARE(m_window->board()->position(), Position());
    QCOMPARE(m_window->statusText(), QString("White to move"));
    QVERIFY(!m_window->panel()->gameList()->isVisible());
}

void TestWindow::resumeShowsTheRestoredGame()
{
    open("chessx-game1.pgn");
    Game game;
    game.play(parseUci(game.position(), "e2e4"), 0);
    game.play(parseUci(game.position(), "c7c5"), 0);
    QString why;
    QVERIFY2(autosave::write({playRecord(game, 0)}, &why), qPrintable(why));
    const auto yes = answerNextDialog(QString(), QMessageBox::Yes);
    QVERIFY(m_window->offerAutosave());
    QVERIFY(yes->answered());
    QCOMPARE(session()->kind(), GameSession::Kind::Play);
    QCOMPARE(m_window->workspace()->playSession()->game().plyCount(), 2);
    QCOMPARE(m_window->board()->position(), game.position());
    QCOMPARE(m_window->messageText(), QString("The game in progress was restored."));
}

void TestWindow::undoToTheSavedStateClearsTheModifiedMark()
{
    open("chessx-game1.pgn");
    QLabel *header = m_window->findChild<QLabel *>(QStringLiteral("gameHeader"));
    press(Qt::Key_Right);
    press(Qt::Key_1, Qt::ControlModifier);
    press(Qt::Key_2, Qt::ControlModifier);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(header->text().contains("(edited)"));
    press(Qt::Key_Z, Qt::ControlModifier);
    press(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!session()->isModified());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!header->text().contains("(edited)"));
    // Nothing to save, so nothing is asked when another game is opened.
    m_window->workspace()->setLeaveQuestion([](GameSession &, Workspace::Leave) {
        QTest::qFail("asked to save a game without edits", __FILE__, __LINE__);
        return Workspace::Answer::Keep;
    });
    press(Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(session()->source().index, 1);
}

void TestWindow::leaveQuestionNamesTheGame()
{
    open("chessx-game1.pgn");
    m_window->workspace()->openGame(1);
    session()->goForward();
    session()->toggleNag(1);
    QVERIFY(session()->isModified());
    // Another game of the file: the question says which game holds the edits.
    const auto keep = answerNextDialog(QString(), QMessageBox::Cancel);
    m_window->findChild<QAction *>(QStringLiteral("previousGame"))->trigger();
    QVERIFY(keep->answered());
    QCOMPARE(keep->text(),
             QString("The game “Alekhine, Alexander A – Capablanca, Jose Raul” (game 2 of chessx-game1.pgn) "
                     "has edits that are not saved. Save them?"));
    QCOMPARE(session()->source().index, 1);
}

void TestWindow::editedGameKeptWhenAFileIsOpened()
{
    keepOneGame(m_window->settings());
    open("chessx-game1.pgn");
    session()->goForward();
    session()->toggleNag(1);
    const GameSession *before = session();
    // Asked once the file is read, about the game shown then; Keep keeps it and says nothing.
    int asked = 0;
    m_window->workspace()->setLeaveQuestion([&asked](GameSession &, Workspace::Leave) {
        ++asked;
        return Workspace::Answer::Keep;
    });
    QString error = QStringLiteral("unset");
    QVERIFY(!test::openAndWait(m_window->files(), annotated("pgn4web-chess-informant-sample.pgn"), &error));
    QCOMPARE(asked, 1);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(session(), before);
    QVERIFY(session()->isModified());
}

void TestWindow::escapeClosesTheRulesWindow()
{
    m_window->findChild<QAction *>(QStringLiteral("rules"))->trigger();
    QWidget *rules = m_window->rulesBrowser();
    QVERIFY(QTest::qWaitForWindowExposed(rules));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : rules, Qt::Key_Escape);
    QVERIFY(!rules->isVisible());
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestWindow>(argc, argv, "tst_window");
}

#include "tst_window.moc"
