// SPDX-License-Identifier: GPL-3.0-or-later
// Each thing said once, in process: a game shown says its header and what is written before its
// first move; each step of the session says what it did, once and in one sentence (a move with
// the draw offer it comes with, after the move; an engine's move with its name; an edit by its
// name, not the move again); the chooser says its keys once; the square cursor says where it
// starts; turning the board over is said; a move typed on the board keeps the keyboard there; the
// live lines are status bars holding a notification, said without the screen's separators; the
// Speak commands answer in the course's window; a game whose moves were all taken back is not
// kept. (tests/ui/access/orca.sh hears all this through the real Orca.)
#include "core/course/course.h"
#include "core/notation/nag.h"
#include "core/notation/spokenmove.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/access/speech.h"
#include "ui/board/movebox.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/levelview.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAccessible>
#include <QAction>
#include <QLineEdit>

using namespace ferz;
using namespace ferz::test;

namespace {

constexpr const char *AnnotatedGame = "[Event \"Club Championship\"]\n[Site \"Leeds\"]\n[Date \"2023.03.14\"]\n"
                                      "[White \"Harper, Anna\"]\n[Black \"Okafor, Ben\"]\n[Result \"1-0\"]\n\n"
                                      "{White punishes an early mistake.} 1. e4 {The most popular first move.} e5 "
                                      "2. Bc4 Nc6 3. Qh5 Nf6 $2 4. Qxf7# 1-0";

} // namespace

class TestSaidOnce : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void gameShownSaysItsHeaderAndOpeningComment();
    void editsAreSaidByTheirNames();
    void drawOfferIsSaidAfterItsMove();
    void drawClaimIsSaidWithTheMove();
    void pawnCapturesNameTheirFile();
    void chooserSaysItsKeysOnce();
    void squareCursorSaysWhereItStarts();
    void flippingIsSaid();
    void moveTypedOnTheBoardKeepsTheKeyboard();
    void liveLinesAreStatusBarNotifications();
    void spokenNamesAndLetters();
    void speakCommandsAnswerInTheCourse();
    void gameWithoutMovesIsNotKept();

private:
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), modifiers);
    }
    QString announcement() const { return m_window->findChild<LiveText *>(QStringLiteral("announcement"))->text(); }
    void trigger(const char *action) { m_window->findChild<QAction *>(QLatin1String(action))->trigger(); }
    PlaySession *play() const { return m_window->workspace()->playSession(); }
    void start(const char *fen)
    {
        m_window->workspace()->newGame({.start = std::get<Position>(Position::fromFen(fen))});
        m_announced.clear();
    }

    MainWindow *m_window = nullptr;
    QStringList m_announced; // by every live line of the window, in order
};

void TestSaidOnce::init()
{
    m_window = new MainWindow;
    for (LiveText *line : m_window->findChildren<LiveText *>())
        connect(line, &LiveText::announced, this, [this](const QString &text) { m_announced << text; });
    m_window->resize(1100, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_window->board()->setFocus();
    m_announced.clear();
}

void TestSaidOnce::cleanup()
{
    delete m_window;
    m_window = nullptr;
    LanguageManager::instance().setLanguage(QStringLiteral("en"), false);
}

void TestSaidOnce::gameShownSaysItsHeaderAndOpeningComment()
{
    QString error;
    QVERIFY2(m_window->workspace()->paste(QString::fromLatin1(AnnotatedGame), &error), qPrintable(error));
    // Said on the status line, which shows only where the game stands: a finished game is shown
    // at its end, and the status says how it ended (so the header's result is not said again).
    QCOMPARE(m_announced.first(),
             QStringLiteral("White: Harper, Anna. Black: Okafor, Ben. Club Championship, Leeds, 2023. 1-0, White wins: "
                            "Black is checkmated. Comment: White punishes an early mistake."));
    QCOMPARE(m_window->statusText(), QStringLiteral("1-0 · White wins: Black is checkmated."));
    press(Qt::Key_Home);
    QCOMPARE(announcement(), QStringLiteral("The start of the game. Comment: White punishes an early mistake."));
}

void TestSaidOnce::editsAreSaidByTheirNames()
{
    QString error;
    QVERIFY2(m_window->workspace()->paste(
                 QStringLiteral("[Event \"Lesson\"]\n\n1. e4 {The most popular first move.} (1. d4) e5 *"), &error),
             qPrintable(error));
    QCOMPARE(m_window->session()->kind(), GameSession::Kind::Review);
    press(Qt::Key_Right);
    QCOMPARE(announcement(), QStringLiteral("1. White: Pawn e4. Comment: The most popular first move."));
    m_announced.clear();
    trigger("nag2");
    trigger("undo");
    trigger("redo");
    QCOMPARE(m_announced, (QStringList {"Add Symbol.", "Undone: Add Symbol.", "Redone: Add Symbol."}));
    // An undo that takes the cursor elsewhere says where it is.
    press(Qt::Key_Left);
    press(Qt::Key_Left);
    keyMove(m_window->board(), "c2", "c4"); // a new line: a variation
    m_announced.clear();
    trigger("undo");
    QCOMPARE(m_announced, QStringList {"Undone: Add Variation. The start of the game."});
}

void TestSaidOnce::drawOfferIsSaidAfterItsMove()
{
    start("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    trigger("offerDraw");
    clickSquare(m_window->board(), "e2");
    clickSquare(m_window->board(), "e4");
    QCOMPARE(m_announced,
             (QStringList {"White offers a draw: the offer is made with the next move.",
                           "Pawn e4. White offers a draw: accept it with Ctrl+Shift+Y, decline it with Ctrl+Shift+N "
                           "or by moving."}));
    trigger("declineDraw");
    QCOMPARE(m_announced.last(), QStringLiteral("Black declines the draw offer."));
    QCOMPARE(m_announced.size(), 3);
}

// The status line shows the claim too, quietly: the move says it.
void TestSaidOnce::drawClaimIsSaidWithTheMove()
{
    start("4k3/8/8/8/8/8/8/4K2R w - - 99 80");
    clickSquare(m_window->board(), "h1");
    clickSquare(m_window->board(), "h2");
    QCOMPARE(m_announced, QStringList {"Rook h2. Black may claim a draw by the fifty-move rule (Game, Claim Draw)."});
    QVERIFY(m_window->statusText().contains(QStringLiteral("Black may claim a draw by the fifty-move rule")));
}

void TestSaidOnce::pawnCapturesNameTheirFile()
{
    const Position position = std::get<Position>(Position::fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
    QCOMPARE(spokenMove(position, Move(squareOf("e5"), squareOf("d6"), Move::EnPassant)),
             QStringLiteral("e takes d6, en passant"));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"), false);
    QCOMPARE(spokenMove(position, Move(squareOf("e5"), squareOf("d6"), Move::EnPassant)),
             QStringLiteral("Пешка e берёт на d6, взятие на проходе"));
    LanguageManager::instance().setLanguage(QStringLiteral("es"), false);
    QCOMPARE(spokenMove(position, Move(squareOf("e5"), squareOf("d6"), Move::EnPassant)),
             QStringLiteral("Peón de e captura en d6, al paso"));
    LanguageManager::instance().setLanguage(QStringLiteral("pt"), false);
    QCOMPARE(spokenMove(position, Move(squareOf("e5"), squareOf("d6"), Move::EnPassant)),
             QStringLiteral("Peão de e captura em d6, en passant"));
}

void TestSaidOnce::chooserSaysItsKeysOnce()
{
    start("8/P6k/7p/8/8/8/8/K7 w - - 0 1");
    BoardWidget *board = m_window->board();
    press(Qt::Key_B, Qt::ControlModifier);
    board->setCursorSquare(squareOf("a7"));
    m_announced.clear();
    press(Qt::Key_Return);
    press(Qt::Key_Up);
    press(Qt::Key_Return);
    press(Qt::Key_Down);
    press(Qt::Key_Up);
    QCOMPARE(m_announced,
             (QStringList {"Picked up: a7, white pawn.",
                           "Promote to: white queen. The arrow keys change the piece, Enter chooses it, Esc cancels.",
                           "White rook.", "White queen."}));
}

void TestSaidOnce::squareCursorSaysWhereItStarts()
{
    press(Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(announcement(),
             QStringLiteral("Square cursor on e1, white king: the arrow keys move it, Enter picks up a "
                            "piece and puts it down, Esc leaves."));
}

void TestSaidOnce::flippingIsSaid()
{
    trigger("flip");
    QCOMPARE(announcement(), QStringLiteral("Board flipped: Black is at the bottom; Up goes towards White."));
    trigger("flip");
    QCOMPARE(announcement(), QStringLiteral("Board flipped: White is at the bottom; Up goes towards Black."));
}

void TestSaidOnce::moveTypedOnTheBoardKeepsTheKeyboard()
{
    BoardWidget *board = m_window->board();
    QTest::keyClicks(board, QStringLiteral("e4"));
    QCOMPARE(QApplication::focusWidget(), board);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(play()->game().plyCount(), 1);
    QCOMPARE(QApplication::focusWidget(), board);
    QCOMPARE(m_announced, QStringList {"Pawn e4"});
    // A move that cannot be read stays in the box; Backspace mends it, Esc clears it.
    QTest::keyClicks(board, QStringLiteral("Q9"));
    QTest::keyClick(board, Qt::Key_Return);
    QVERIFY(m_window->messageText().contains("not a move"));
    QTest::keyClick(board, Qt::Key_Escape);
    QVERIFY(m_window->moveBox()->text().isEmpty());
    QCOMPARE(QApplication::focusWidget(), board);
}

void TestSaidOnce::liveLinesAreStatusBarNotifications()
{
    auto *line = m_window->findChild<LiveText *>(QStringLiteral("status"));
    QAccessibleInterface *bar = QAccessible::queryAccessibleInterface(line);
    QCOMPARE(bar->role(), QAccessible::StatusBar);
    QCOMPARE(bar->childCount(), 1);
    QAccessibleInterface *notification = bar->child(0);
    QCOMPARE(notification->role(), QAccessible::Notification);
    QCOMPARE(notification->parent(), bar);
    QCOMPARE(bar->indexOfChild(notification), 0);
    line->setText(QStringLiteral("0-1 · Black wins: White resigned."));
    QCOMPARE(notification->text(QAccessible::Name), QStringLiteral("0-1, Black wins: White resigned."));
    QCOMPARE(m_announced.last(), QStringLiteral("0-1, Black wins: White resigned."));
}

void TestSaidOnce::spokenNamesAndLetters()
{
    QCOMPARE(speakableSquares(QStringLiteral("Пешка e4, Конь f6, Ладья a1, Король h8"), QLocale(QLocale::Russian)),
             QStringLiteral("Пешка е 4, Конь эф 6, Ладья а 1, Король аш 8"));
    QCOMPARE(speakableSquares(QStringLiteral("Pawn e4"), QLocale(QLocale::English)), QStringLiteral("Pawn e4"));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"), false);
    QCOMPARE(nagSpokenName(14), QStringLiteral("Небольшой перевес белых"));
    QVERIFY(nagDescription(14).contains(QStringLiteral("в русских книгах")));
}

void TestSaidOnce::speakCommandsAnswerInTheCourse()
{
    trigger("course");
    CourseWindow *course = m_window->course()->courseWindow();
    QVERIFY(QTest::qWaitForWindowActive(course));
    QVERIFY(course->openLevel(QStringLiteral("rook"), 0));
    LevelView *level = course->level();
    level->entry()->setText(QStringLiteral("Ra6"));
    QTest::keyClick(level->entry(), Qt::Key_Return);
    QTest::keyClick(level->entry(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(level->saidLine()->text(), QStringLiteral("Last move: Rook a6."));
    QTest::keyClick(level->entry(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY2(level->saidLine()->text().contains(QStringLiteral("1 rook: a6")), qPrintable(level->saidLine()->text()));
    // The main window's line said nothing of it.
    QVERIFY(announcement().isEmpty());
}

void TestSaidOnce::gameWithoutMovesIsNotKept()
{
    keyMove(m_window->board(), "e2", "e4");
    QVERIFY(play()->needsAutosave());
    play()->takeBack();
    QCOMPARE(play()->game().plyCount(), 0);
    QVERIFY(!play()->needsAutosave());
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestSaidOnce>(argc, argv, "tst_saidonce");
}

#include "tst_saidonce.moc"
