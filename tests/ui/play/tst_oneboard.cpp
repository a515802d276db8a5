// SPDX-License-Identifier: GPL-3.0-or-later
// Two players at one board, on the real window: touch-move whichever way a move is entered (drag,
// click and click, the square cursor, typed, pasted), and the small things two players hit.
#include "tests/ui/playwindow.h"
#include "tests/ui/uitest.h"
#include "ui/board/movebox.h"
#include "ui/notation/notationview.h"
#include "ui/play/clockwidget.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/shortcutsdialog.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>

using namespace ferz;
using namespace ferz::test;

class TestOneBoard : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void touchMoveBindsEveryWayOfMoving();
    void touchMoveByKeysBindsTheMoveBox();
    void refusedTypedMoveIsSelected();
    void barePromotionAsksForThePiece();
    void flipBoardHoldsUntilTheNextMove();
    void resumingTheClockClearsThePausedMessage();
    void clockedGameFromAFileOpensPaused();
    void quitAsksAsNewGameDoes();
    void possibleClaimIsOnTheStatusLine();
    void drawAndResignHaveShortcuts();
    void analysisInAClockedGameWarns();
    void firstStartPointsToNewGame();
    void lowTimeIsRedAtAThresholdOfTheControl();
    void recordSentencesInTheReadersLanguage();
    void boardKeepsItsSizeWhateverTheMessagesSay();
    void bronsteinDelayReadsBack();

private:
    void start(const char *fen = nullptr, const TimeControl &control = TimeControl());
    void type(const QString &text);
    void typeOnBoard(const QString &text);
    void setTouchMove(bool on);
    // Empties the message line, so that the next refusal is seen to say its reason again.
    void clearMessage() { m_window->findChild<QLabel *>(QStringLiteral("message"))->clear(); }
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QString::fromLatin1(name)); }
    void clickMoves(const QStringList &moves);
    const Game &game() const { return m_window->workspace()->playSession()->game(); }

    MainWindow *m_window = nullptr;
    BoardWidget *m_board = nullptr;
    MoveBox *m_box = nullptr;
    qint64 m_time = 0;
};

void TestOneBoard::init()
{
    m_time = 0;
    m_window = showPlayWindow([this] { return m_time; });
    QVERIFY(m_window);
    m_board = m_window->board();
    m_box = m_window->moveBox();
    start();
}

void TestOneBoard::cleanup()
{
    setTouchMove(false); // the setting outlives the window
    delete m_window;
    m_window = nullptr;
}

void TestOneBoard::start(const char *fen, const TimeControl &control)
{
    startAnnaBoris(*m_window, fen, control);
}

// Types `text` in the move box and presses Enter.
void TestOneBoard::type(const QString &text)
{
    m_box->setFocus();
    typeText(m_box, text);
    QTest::keyClick(m_box, Qt::Key_Return);
}

// Each move as "e2e4": a click on the piece, a click on its destination, a second later.
void TestOneBoard::clickMoves(const QStringList &moves)
{
    for (const QString &move : moves) {
        m_time += 1000;
        clickSquare(m_board, move.left(2).toLatin1().constData());
        clickSquare(m_board, move.mid(2, 2).toLatin1().constData());
    }
}

// Types `text` on the board, which passes it to the move box while keeping the keyboard, and
// presses Enter.
void TestOneBoard::typeOnBoard(const QString &text)
{
    m_board->setFocus();
    typeText(m_board, text);
    QVERIFY(m_board->hasFocus());
    QCOMPARE(m_box->text(), text);
    QTest::keyClick(m_board, Qt::Key_Return);
}

void TestOneBoard::setTouchMove(bool on)
{
    auto *touch = m_window->findChild<QAction *>(QStringLiteral("touchMove"));
    if (touch->isChecked() != on)
        touch->trigger();
}

void TestOneBoard::touchMoveBindsEveryWayOfMoving()
{
    setTouchMove(true);
    const QString knightMustMove = QStringLiteral("Touch-move: you touched the knight on g1, so that piece must move.");
    clickSquare(m_board, "g1");
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));

    // Typed: the move box obeys the touched piece as the board does.
    type(QStringLiteral("e4"));
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(m_window->messageText(), knightMustMove);
    QCOMPARE(m_box->text(), QString("e4"));
    // Pasted into the move box.
    m_box->clear();
    clearMessage();
    QGuiApplication::clipboard()->setText(QStringLiteral("d4"));
    m_box->setFocus();
    QTest::keyClick(m_box, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(m_box->text(), QString("d4"));
    QTest::keyClick(m_box, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(m_window->messageText(), knightMustMove);

    // Dragged: the pawn does not come along, nor does the knight's picture (the board looks
    // as before while the pointer moves); the reason is touch-move, not a knight move nobody tried.
    clearMessage();
    const QImage still = m_board->grab().toImage();
    const QPoint e2 = centre(m_board, "e2"), e4 = centre(m_board, "e4");
    QTest::mousePress(m_board, Qt::LeftButton, Qt::NoModifier, e2);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(m_board, e2 + (e4 - e2) * i / 4);
    QCOMPARE(m_board->grab().toImage(), still);
    QTest::mouseRelease(m_board, Qt::LeftButton, Qt::NoModifier, e4);
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(m_window->messageText(), knightMustMove);
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));
    // Click and click on another piece.
    clearMessage();
    clickSquare(m_board, "b1");
    QCOMPARE(m_window->messageText(), knightMustMove);
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));
    // The square cursor: Enter on another piece.
    clearMessage();
    QTest::keyClick(m_board, Qt::Key_B, Qt::ControlModifier);
    QVERIFY(m_board->isKeyboardMode());
    m_board->setCursorSquare(squareOf("d2"));
    QTest::keyClick(m_board, Qt::Key_Return);
    QCOMPARE(m_window->messageText(), knightMustMove);
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));
    QTest::keyClick(m_board, Qt::Key_Escape); // nor does Esc put it back
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));
    QCOMPARE(game().plyCount(), 0);

    // The knight moves, typed on the board (the box starts afresh), and the next player is free again.
    typeOnBoard(QStringLiteral("Nf3"));
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(m_board->selectedSquare(), Square::None);
    type(QStringLiteral("e5"));
    QCOMPARE(game().plyCount(), 2);
}

void TestOneBoard::touchMoveByKeysBindsTheMoveBox()
{
    setTouchMove(true);
    // Black's knight picked up with the square cursor, then another move typed, pasted, dragged.
    typeOnBoard(QStringLiteral("e4"));
    QTest::keyClick(m_board, Qt::Key_B, Qt::ControlModifier);
    m_board->setCursorSquare(squareOf("b8"));
    QTest::keyClick(m_board, Qt::Key_Return);
    QCOMPARE(m_board->selectedSquare(), squareOf("b8"));
    typeOnBoard(QStringLiteral("e5"));
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(m_window->messageText(), QString("Touch-move: you touched the knight on b8, so that piece must move."));
    dragPiece(m_board, "d7", "d5");
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(m_board->selectedSquare(), squareOf("b8"));
    dragPiece(m_board, "b8", "c6");
    QCOMPARE(game().plyCount(), 2);

    // A piece without a legal move binds nothing: the rook is put down and a pawn moves.
    clickSquare(m_board, "a1");
    clickSquare(m_board, "a1");
    typeOnBoard(QStringLiteral("d4"));
    QCOMPARE(game().plyCount(), 3);

    // Touch-move off: the touched piece binds no more, on the board nor in the move box.
    clickSquare(m_board, "g8");
    setTouchMove(false);
    clickSquare(m_board, "g8");
    QCOMPARE(m_board->selectedSquare(), Square::None);
    clickSquare(m_board, "g8");
    typeOnBoard(QStringLiteral("d5"));
    QCOMPARE(game().plyCount(), 4);
}

void TestOneBoard::refusedTypedMoveIsSelected()
{
    type(QStringLiteral("Nd2"));
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(m_box->text(), QString("Nd2"));
    QCOMPARE(m_box->selectedText(), QString("Nd2"));
    // What is typed next replaces it instead of making "Nd2Nf3".
    type(QStringLiteral("Nf3"));
    QCOMPARE(game().plyCount(), 1);
    QVERIFY(m_box->text().isEmpty());
}

void TestOneBoard::barePromotionAsksForThePiece()
{
    start("8/P6k/8/8/8/8/8/4K3 w - - 0 1");
    type(QStringLiteral("a8"));
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(m_window->messageText(),
             QString("\"a8\" promotes the pawn: which piece does it become, a8=Q, a8=R, a8=B or a8=N?"));
    QCOMPARE(m_box->selectedText(), QString("a8"));
    type(QStringLiteral("a8=N"));
    QCOMPARE(game().plyCount(), 1);
}

void TestOneBoard::flipBoardHoldsUntilTheNextMove()
{
    action("autoFlip")->trigger();
    clickMoves({"e2e4"});
    QVERIFY(m_board->isFlipped());
    // Flipped by hand while Auto-Flip is on: it holds, through a step back and forth, and says so.
    action("flip")->trigger();
    QVERIFY(!m_board->isFlipped());
    QVERIFY2(m_window->messageText().contains("Auto-Flip"), qPrintable(m_window->messageText()));
    QTest::keyClick(m_board, Qt::Key_Left);
    QTest::keyClick(m_board, Qt::Key_Right);
    QVERIFY(!m_board->isFlipped());
    // Until the next move: then Auto-Flip turns the board again.
    clickMoves({"e7e5"});
    QVERIFY(!m_board->isFlipped());
    clickMoves({"g1f3"});
    QVERIFY(m_board->isFlipped());
    clearMessage();
    action("autoFlip")->trigger();
    action("flip")->trigger(); // without Auto-Flip, nothing to explain
    QVERIFY(!m_board->isFlipped());
    QVERIFY(m_window->messageText().isEmpty());
}

void TestOneBoard::resumingTheClockClearsThePausedMessage()
{
    const auto discard = answerNextDialog(QString(), QMessageBox::Discard);
    start(nullptr, TimeControl::suddenDeath(300000));
    action("pause")->trigger();
    clickMoves({"e2e4"});
    QCOMPARE(game().plyCount(), 0);
    QVERIFY(m_window->messageText().startsWith("The clock is paused"));
    action("pause")->trigger();
    QVERIFY(!game().clock().isPaused());
    QCOMPARE(m_window->messageText(), QString("The clock runs again."));
    clickMoves({"e2e4"});
    QCOMPARE(game().plyCount(), 1);
}

void TestOneBoard::clockedGameFromAFileOpensPaused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n[TimeControl \"300\"]\n\n"
               "1. e4 {[%clk 0:04:50]} e5 {[%clk 0:04:40]} *\n");
    file.close();
    QString error;
    QVERIFY2(openAndWait(m_window->files(), path, &error), qPrintable(error));
    QCOMPARE(game().plyCount(), 2);
    QVERIFY(game().clock().isPaused());
    QVERIFY2(m_window->messageText().contains("The clock is paused: resume it"), qPrintable(m_window->messageText()));
    // Time passes without the players: White's clock stands still until Resume Clock.
    m_time += 60000;
    QCOMPARE(game().clock().remaining(Color::White, m_time), qint64(290000));
    action("pause")->trigger();
    m_time += 1000;
    QCOMPARE(game().clock().remaining(Color::White, m_time), qint64(289000));
}

void TestOneBoard::quitAsksAsNewGameDoes()
{
    // One game at a time: the new game takes the place of the one shown, after the question.
    keepOneGame(m_window->settings());
    clickMoves({"e2e4"});
    // Quit (Ctrl+Q) asks the question New Game asks; Cancel keeps the window and the game.
    const auto cancel = answerNextDialog(QString(), QMessageBox::Cancel);
    QTest::keyClick(m_board, Qt::Key_Q, Qt::ControlModifier);
    QVERIFY(cancel->answered());
    QVERIFY(m_window->isVisible());
    QCOMPARE(game().plyCount(), 1);
    const auto keep = answerNextDialog(QString(), QMessageBox::Cancel);
    start();
    QVERIFY(keep->answered());
    QCOMPARE(game().plyCount(), 1);
    QVERIFY(cancel->text().startsWith("The game in progress"));
    QCOMPARE(cancel->text(), keep->text());
}

void TestOneBoard::possibleClaimIsOnTheStatusLine()
{
    clickMoves({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
    // Ng8 would repeat the start position a third time: Black may claim with that move.
    QVERIFY2(m_window->statusText().contains("Black may claim a draw with the next move"),
             qPrintable(m_window->statusText()));
    clickMoves({"f6g8"});
    QVERIFY2(m_window->statusText().contains("White may claim a draw by threefold repetition"),
             qPrintable(m_window->statusText()));
    clickMoves({"e2e4"});
    QVERIFY2(!m_window->statusText().contains("claim"), qPrintable(m_window->statusText()));
}

void TestOneBoard::drawAndResignHaveShortcuts()
{
    const std::pair<const char *, QKeySequence> keys[] = {{"offerDraw", QKeySequence(QStringLiteral("Ctrl+T"))},
                                                          {"acceptDraw", QKeySequence(QStringLiteral("Ctrl+Shift+Y"))},
                                                          {"declineDraw", QKeySequence(QStringLiteral("Ctrl+Shift+N"))},
                                                          {"resign", QKeySequence(QStringLiteral("Ctrl+R"))}};
    for (const auto &[name, key] : keys)
        QCOMPARE(action(name)->shortcut(), key);
    // No two commands of the window share a key.
    QSet<QString> seen;
    for (QAction *a : m_window->actions())
        for (const QKeySequence &key : a->shortcuts()) {
            QVERIFY2(!seen.contains(key.toString()), qPrintable(key.toString()));
            seen.insert(key.toString());
        }
    // The keys work from the board: White offers with its move, Black declines, then White resigns.
    clickMoves({"e2e4", "e7e5"});
    QTest::keyClick(m_board, Qt::Key_T, Qt::ControlModifier);
    clickMoves({"g1f3"});
    QVERIFY(game().drawOffered());
    QTest::keyClick(m_board, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!game().drawOffered());
    const auto resign = answerNextDialog(QStringLiteral("whiteResigns"));
    QTest::keyClick(m_board, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(resign->answered());
    QCOMPARE(game().termination(), Termination::Resignation);
    // Help ▸ Keyboard Shortcuts lists them.
    ShortcutsDialog dialog(m_window);
    const auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("shortcuts"));
    QStringList rows;
    for (int row = 0; row < table->rowCount(); ++row)
        rows << table->item(row, 0)->text() + QLatin1Char('=') + table->item(row, 1)->text();
    for (const char *row :
         {"Ctrl+T=Offer Draw", "Ctrl+Shift+Y=Accept Draw", "Ctrl+Shift+N=Decline Draw", "Ctrl+R=Resign"})
        QVERIFY2(rows.contains(QString::fromLatin1(row)), row);
}

void TestOneBoard::analysisInAClockedGameWarns()
{
    const auto discard = answerNextDialog(QString(), QMessageBox::Discard);
    start(nullptr, TimeControl::suddenDeath(300000));
    action("analyse")->trigger();
    QVERIFY2(m_window->messageText().contains("outside help"), qPrintable(m_window->messageText()));
    action("analyse")->trigger();
}

void TestOneBoard::firstStartPointsToNewGame()
{
    QVERIFY(!m_window->offerAutosave(false)); // nothing to restore in a fresh profile
    QVERIFY2(m_window->messageText().contains("File ▸ New Game (Ctrl+N)"), qPrintable(m_window->messageText()));
}

void TestOneBoard::lowTimeIsRedAtAThresholdOfTheControl()
{
    // A one-minute game warns at ten seconds, a ten-minute game at a minute.
    for (const auto &[control, warnAt] : {std::pair {TimeControl::suddenDeath(60000), qint64(10000)},
                                          std::pair {TimeControl::suddenDeath(600000), qint64(60000)}}) {
        const auto discard = answerNextDialog(QString(), QMessageBox::Discard);
        start(nullptr, control);
        ClockWidget *white = m_window->panel()->clockOf(Color::White);
        const qint64 started = m_time;
        // Just above the threshold: once the clock shows that time, it is not red yet.
        m_time = started + control.stageTime(0) - warnAt - 1000;
        const QString above = ClockWidget::formatTime(warnAt + 1000);
        QVERIFY(QTest::qWaitFor([&] { return white->timeText() == above; }, std::numeric_limits<int>::max()));
        QVERIFY(!white->isLow());
        m_time = started + control.stageTime(0) - warnAt + 500;
        QVERIFY(QTest::qWaitFor([&] { return white->isLow(); }, std::numeric_limits<int>::max()));
        QVERIFY(!m_window->panel()->clockOf(Color::Black)->isLow());
        m_time = started;
    }
}

void TestOneBoard::recordSentencesInTheReadersLanguage()
{
    clickMoves({"e2e4", "e7e5"});
    action("offerDraw")->trigger();
    clickMoves({"g1f3"});
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    action("acceptDraw")->trigger();
    // The record is the same in every language; the notation shows it in the reader's.
    QCOMPARE(QString::fromStdString(game().tree().mainLineEnd()->annotations().commentAfter),
             QString("White offers a draw. Black accepts the draw offer."));
    const QString russian = m_window->panel()->notation()->toPlainText();
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    QVERIFY2(!russian.contains("White offers a draw") && russian.contains(QString::fromUtf8("ничью")),
             qPrintable(russian));
    QVERIFY(
        m_window->panel()->notation()->toPlainText().contains("White offers a draw. Black accepts the draw offer."));
}

void TestOneBoard::boardKeepsItsSizeWhateverTheMessagesSay()
{
    const auto boardSide = [this] { return qRound(m_board->squareRect(squareOf("a1")).width() * 8); };
    QApplication::processEvents();
    const int before = boardSide();
    for (const char *name : {"message", "announcement"}) {
        auto *line = m_window->findChild<QLabel *>(QString::fromLatin1(name));
        // A sentence of some five lines, as a long refusal in Russian can be.
        QString sentence;
        while (line->fontMetrics().horizontalAdvance(sentence) < line->width() * 5)
            sentence += QStringLiteral("The quick brown fox jumps over the lazy dog. ");
        line->setText(sentence);
        QApplication::processEvents();
        QVERIFY2(boardSide() == before, name);
        // All of it can still be read: the line scrolls.
        auto *area = qobject_cast<QScrollArea *>(line->parentWidget()->parentWidget());
        QVERIFY2(area && area->verticalScrollBar()->maximum() > 0, name);
        line->clear();
        QApplication::processEvents();
        QVERIFY2(boardSide() == before, name);
    }
}

// A Bronstein game is written with the TimeControl the standard defines (the base time) and the
// delay in a tag of its own, and reads back with its delay.
void TestOneBoard::bronsteinDelayReadsBack()
{
    start(nullptr, TimeControl::delay(900000, 5000));
    clickMoves({"e2e4", "e7e5"});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bronstein.pgn"));
    QVERIFY(m_window->files()->saveAs(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains("[TimeControl \"900\"]") && text.contains("[BronsteinDelay \"5\"]"), text.constData());
    start();
    QString error;
    QVERIFY2(openAndWait(m_window->files(), path, &error), qPrintable(error));
    QCOMPARE(game().plyCount(), 2);
    QCOMPARE(game().clock().control(), TimeControl::delay(900000, 5000));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestOneBoard>(argc, argv, "tst_oneboard");
}

#include "tst_oneboard.moc"
