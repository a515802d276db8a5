// SPDX-License-Identifier: GPL-3.0-or-later
// Without sight and without a mouse, in process: the board is a table of 64 squares named in the
// interface language with the states the eye sees; Ctrl+B gives the arrow keys and Enter to the
// board and Esc gives them back to the game; the promotion chooser takes keys; each move, the end
// of the game, a refusal and each step through a reviewed game are announced on live lines; the
// Speak commands answer; a low clock is said once; the setup board is set up by keys.
// (tests/ui/access/screenreader.sh reads the real window through AT-SPI; tst_accesslearn the rule
// pages, the course and the dialogs.)
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/board/accessibleboard.h"
#include "ui/board/setupboard.h"
#include "ui/notation/notationview.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAccessible>
#include <QAction>
#include <QSignalSpy>

using namespace ferz;
using namespace ferz::test;

namespace {

// The offscreen platform has no accessibility bridge, so no accessibility event leaves Qt here
// (screenreader.sh checks them through AT-SPI): the tests read the interfaces and the live lines.
QAccessibleInterface *focusedCell(QWidget *board)
{
    return QAccessible::queryAccessibleInterface(board)->focusChild();
}

QAccessibleInterface *cell(QWidget *board, const char *square)
{
    const auto *game = qobject_cast<BoardWidget *>(board);
    const bool flipped = game && game->isFlipped();
    return QAccessible::queryAccessibleInterface(board)->child(cellIndex(squareOf(square), flipped));
}

} // namespace

class TestAccess : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void boardIsATableOfNamedSquares_data();
    void boardIsATableOfNamedSquares();
    void cellsFollowTheFlippedBoard();
    void cellStatesSayWhatTheEyeSees();
    void keysPlayAMoveWithoutWalkingTheGame();
    void escapePutsBackThenGivesTheArrowsBack();
    void promotionChooserTakesKeys_data();
    void promotionChooserTakesKeys();
    void cellActionDoesWhatEnterDoes();
    void movesAndTheEndAreAnnounced();
    void gameShownIsAnnouncedOnce();
    void endingWithoutAMoveIsAnnounced();
    void refusalsAreAnnounced();
    void walkingAReviewedGameReadsIt();
    void speakCommandsAnswer();
    void lowTimeIsAnnouncedOnce();
    void oneMinuteGameSaysNoMinuteLeftAtOnce();
    void setupBoardBySquareAndLetter();

private:
    void start(const char *fen = nullptr, const TimeControl &control = TimeControl());
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    QString announcement() const { return m_window->findChild<LiveText *>(QStringLiteral("announcement"))->text(); }
    void trigger(const char *action) { m_window->findChild<QAction *>(QLatin1String(action))->trigger(); }
    const Game &game() const { return m_window->workspace()->playSession()->game(); }

    MainWindow *m_window = nullptr;
    BoardWidget *m_board = nullptr;
    qint64 m_time = 0;
    QStringList m_announced; // by both live lines of the window, in order
};

void TestAccess::init()
{
    m_announced.clear();
    m_time = 0;
    m_window = new MainWindow;
    for (LiveText *line : m_window->findChildren<LiveText *>())
        connect(line, &LiveText::announced, this, [this](const QString &text) { m_announced << text; });
    m_window->workspace()->setTimeSource([this] { return m_time; });
    m_window->resize(1100, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_board = m_window->board();
    start();
    m_board->setFocus();
}

void TestAccess::cleanup()
{
    delete m_window;
    m_window = nullptr;
    LanguageManager::instance().setLanguage(QStringLiteral("en"), false);
}

void TestAccess::start(const char *fen, const TimeControl &control)
{
    Position position;
    if (fen)
        position = std::get<Position>(Position::fromFen(fen));
    m_window->workspace()->newGame({.control = control, .start = position});
}

void TestAccess::press(int key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY2(target, "the keyboard must be somewhere");
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

void TestAccess::boardIsATableOfNamedSquares_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("e2");
    QTest::addColumn<QString>("a8");
    QTest::newRow("en") << "en"
                        << "Chessboard"
                        << "e2, white pawn"
                        << "a8, black rook";
    QTest::newRow("ru") << "ru"
                        << "Шахматная доска"
                        << "e2, белая пешка"
                        << "a8, чёрная ладья";
    QTest::newRow("es") << "es"
                        << "Tablero de ajedrez"
                        << "e2, peón blanco"
                        << "a8, torre negra";
    QTest::newRow("pt") << "pt"
                        << "Tabuleiro de xadrez"
                        << "e2, peão branco"
                        << "a8, torre preta";
}

void TestAccess::boardIsATableOfNamedSquares()
{
    QFETCH(QString, language);
    QFETCH(QString, board);
    QFETCH(QString, e2);
    QFETCH(QString, a8);
    LanguageManager::instance().setLanguage(language, false);
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(m_board);
    // Not the table role, whose every row Orca reads whole at each Up or Down (tests/ui/access/orca.py).
    QCOMPARE(table->role(), QAccessible::Grouping);
    QCOMPARE(table->text(QAccessible::Name), board);
    QCOMPARE(table->childCount(), 64);
    QCOMPARE(table->tableInterface()->rowCount(), 8);
    QCOMPARE(table->tableInterface()->columnCount(), 8);
    QCOMPARE(cell(m_board, "e2")->text(QAccessible::Name), e2);
    QCOMPARE(table->child(0)->text(QAccessible::Name), a8);
    QCOMPARE(cell(m_board, "e4")->text(QAccessible::Name), QStringLiteral("e4"));
    int empty = 0;
    for (int i = 0; i < 64; ++i) {
        QAccessibleInterface *square = table->child(i);
        QCOMPARE(square->role(), QAccessible::Cell);
        QCOMPARE(square->parent(), table);
        QCOMPARE(table->indexOfChild(square), i);
        empty += square->text(QAccessible::Name).size() == 2;
    }
    QCOMPARE(empty, 32);
}

void TestAccess::cellsFollowTheFlippedBoard()
{
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(m_board);
    QAccessibleTableCellInterface *e2 = cell(m_board, "e2")->tableCellInterface();
    QCOMPARE(e2->rowIndex(), 6);
    QCOMPARE(e2->columnIndex(), 4);
    QCOMPARE(table->tableInterface()->cellAt(6, 4), cell(m_board, "e2"));
    trigger("flip");
    QVERIFY(m_board->isFlipped());
    // The top left cell is now h1, and each cell's place on the screen is its square's.
    QCOMPARE(table->child(0)->text(QAccessible::Name), QStringLiteral("h1, white rook"));
    QAccessibleInterface *e2Flipped = cell(m_board, "e2");
    QCOMPARE(table->indexOfChild(e2Flipped), 8 + 3);
    QCOMPARE(e2Flipped->text(QAccessible::Name), QStringLiteral("e2, white pawn"));
    QCOMPARE(e2Flipped->tableCellInterface()->rowIndex(), 1);
    QCOMPARE(e2Flipped->tableCellInterface()->columnIndex(), 3);
    const QRectF square = m_board->squareRect(squareOf("e2"));
    QCOMPARE(e2Flipped->rect(), QRect(m_board->mapToGlobal(square.toRect().topLeft()), square.toRect().size()));
    QCOMPARE(table->childAt(e2Flipped->rect().center().x(), e2Flipped->rect().center().y()), e2Flipped);
    trigger("flip"); // the setting stays for the next window
}

void TestAccess::cellStatesSayWhatTheEyeSees()
{
    clickSquare(m_board, "f2");
    clickSquare(m_board, "f3");
    QCOMPARE(cell(m_board, "f2")->text(QAccessible::Description), QStringLiteral("last move"));
    QCOMPARE(cell(m_board, "f3")->text(QAccessible::Description), QStringLiteral("last move"));
    QVERIFY(cell(m_board, "e2")->text(QAccessible::Description).isEmpty());
    clickSquare(m_board, "e7");
    QVERIFY(cell(m_board, "e7")->state().selected);
    QVERIFY(cell(m_board, "e7")->tableCellInterface()->isSelected());
    QVERIFY(!cell(m_board, "d7")->state().selected);
    QCOMPARE(cell(m_board, "e7")->text(QAccessible::Description), QStringLiteral("picked up"));
    QCOMPARE(cell(m_board, "e5")->text(QAccessible::Description), QStringLiteral("legal move"));
    QVERIFY(cell(m_board, "e4")->text(QAccessible::Description).isEmpty());
    QCOMPARE(QAccessible::queryAccessibleInterface(m_board)->tableInterface()->selectedCellCount(), 1);
    clickSquare(m_board, "e5");
    clickSquare(m_board, "g2");
    clickSquare(m_board, "g4");
    clickSquare(m_board, "d8");
    clickSquare(m_board, "h4");
    QVERIFY(game().isOver());
    QCOMPARE(cell(m_board, "e1")->text(QAccessible::Description), QStringLiteral("in check"));
    QCOMPARE(cell(m_board, "h4")->text(QAccessible::Description), QStringLiteral("last move"));
}

void TestAccess::keysPlayAMoveWithoutWalkingTheGame()
{
    QAction *cursor = m_window->findChild<QAction *>(QStringLiteral("boardCursor"));
    press(Qt::Key_B, Qt::ControlModifier);
    QVERIFY(m_board->isKeyboardMode());
    QVERIFY(cursor->isChecked());
    QCOMPARE(announcement(),
             QStringLiteral("Square cursor on e1, white king: the arrow keys move it, Enter picks up "
                            "a piece and puts it down, Esc leaves."));
    // No move yet: the cursor starts on the king of the side to move, whose square has the focus.
    QCOMPARE(m_board->cursorSquare(), squareOf("e1"));
    QVERIFY(cell(m_board, "e1")->state().focused);
    QCOMPARE(focusedCell(m_board), cell(m_board, "e1"));
    press(Qt::Key_Up);
    press(Qt::Key_Left);
    press(Qt::Key_Right);
    QCOMPARE(m_board->cursorSquare(), squareOf("e2"));
    QCOMPARE(focusedCell(m_board), cell(m_board, "e2"));
    QVERIFY(!cell(m_board, "e1")->state().focused);
    press(Qt::Key_Return);
    QCOMPARE(m_board->selectedSquare(), squareOf("e2"));
    QCOMPARE(announcement(), QStringLiteral("Picked up: e2, white pawn."));
    press(Qt::Key_Up);
    press(Qt::Key_Up);
    press(Qt::Key_Space);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(announcement(), QStringLiteral("Pawn e4"));
    // The arrows moved the cursor, not the game: the last position is still shown.
    QCOMPARE(m_window->session()->current(), m_window->session()->tree().mainLineEnd());
    // Black's turn: Enter on a white piece picks nothing up and says why.
    press(Qt::Key_Return);
    QCOMPARE(m_board->selectedSquare(), Square::None);
    QCOMPARE(announcement(), QStringLiteral("e4, white pawn: Black is to move."));
    press(Qt::Key_Down);
    press(Qt::Key_Return);
    QCOMPARE(announcement(), QStringLiteral("e3: nothing to pick up."));
    // The edge of the board keeps the cursor, and says the square again.
    for (int i = 0; i < 9; ++i)
        press(Qt::Key_Left);
    QCOMPARE(m_board->cursorSquare(), squareOf("a3"));
}

void TestAccess::escapePutsBackThenGivesTheArrowsBack()
{
    clickSquare(m_board, "e2");
    clickSquare(m_board, "e4");
    clickSquare(m_board, "e7");
    clickSquare(m_board, "e5");
    m_board->setFocus();
    trigger("boardCursor");
    QVERIFY(m_board->isKeyboardMode());
    // After a move the cursor starts on its square.
    QCOMPARE(m_board->cursorSquare(), squareOf("e5"));
    press(Qt::Key_Down);
    press(Qt::Key_Return);
    QCOMPARE(m_board->selectedSquare(), squareOf("e4"));
    press(Qt::Key_Escape);
    QCOMPARE(m_board->selectedSquare(), Square::None);
    QCOMPARE(announcement(), QStringLiteral("Put back: e4, white pawn."));
    QVERIFY(m_board->isKeyboardMode());
    press(Qt::Key_Escape);
    QVERIFY(!m_board->isKeyboardMode());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("boardCursor"))->isChecked());
    QCOMPARE(announcement(), QStringLiteral("Square cursor off."));
    // The arrows walk the game again.
    press(Qt::Key_Left);
    QCOMPARE(m_window->session()->current()->ply(), 1);
    press(Qt::Key_Home);
    QCOMPARE(m_window->session()->current()->ply(), 0);
    // Ctrl+B again: the cursor is where it was left.
    press(Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(m_board->cursorSquare(), squareOf("e4"));
}

void TestAccess::promotionChooserTakesKeys_data()
{
    QTest::addColumn<bool>("keyboardMode");
    QTest::newRow("square cursor") << true;
    QTest::newRow("chooser opened by the mouse") << false;
}

void TestAccess::promotionChooserTakesKeys()
{
    QFETCH(bool, keyboardMode);
    start("8/P6k/7p/8/8/8/8/K7 w - - 0 1"); // a black pawn: the knight's promotion is no dead position
    m_board->setFocus();
    if (keyboardMode) {
        press(Qt::Key_B, Qt::ControlModifier);
        m_board->setCursorSquare(squareOf("a7"));
        press(Qt::Key_Return);
        press(Qt::Key_Up);
        press(Qt::Key_Return);
    } else {
        dragPiece(m_board, "a7", "a8");
    }
    QVERIFY(m_board->isChoosingPromotion());
    QCOMPARE(m_board->promotionChoice(), PieceType::Queen);
    QCOMPARE(announcement(),
             QStringLiteral("Promote to: white queen. The arrow keys change the piece, Enter chooses it, "
                            "Esc cancels."));
    QCOMPARE(cell(m_board, "a8")->text(QAccessible::Name), QStringLiteral("white queen, promotion choice"));
    // The arrows go through the pieces, Esc puts the pawn back, Enter chooses.
    press(Qt::Key_Down);
    press(Qt::Key_Down);
    QCOMPARE(m_board->promotionChoice(), PieceType::Bishop);
    press(Qt::Key_Escape);
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(game().plyCount(), 0);
    if (keyboardMode) {
        m_board->setCursorSquare(squareOf("a7"));
        press(Qt::Key_Return);
        press(Qt::Key_Up);
        press(Qt::Key_Return);
    } else {
        dragPiece(m_board, "a7", "a8");
    }
    press(Qt::Key_Up); // from the queen back round to the knight
    QCOMPARE(m_board->promotionChoice(), PieceType::Knight);
    press(Qt::Key_Return);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(game().position().pieceAt(squareOf("a8")), makePiece(Color::White, PieceType::Knight));
    QCOMPARE(announcement(), QStringLiteral("Pawn a8, promotes to a knight"));
}

void TestAccess::cellActionDoesWhatEnterDoes()
{
    QAccessibleActionInterface *e2 = cell(m_board, "e2")->actionInterface();
    QVERIFY(e2);
    QCOMPARE(e2->actionNames(), QStringList {QAccessibleActionInterface::pressAction()});
    e2->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(m_board->selectedSquare(), squareOf("e2"));
    cell(m_board, "e4")->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(game().plyCount(), 1);
}

void TestAccess::movesAndTheEndAreAnnounced()
{
    const struct {
        const char *from, *to, *said;
    } moves[] = {{"e2", "e4", "Pawn e4"},
                 {"e7", "e5", "Pawn e5"},
                 {"f1", "c4", "Bishop c4"},
                 {"b8", "c6", "Knight c6"},
                 {"d1", "h5", "Queen h5"},
                 {"g8", "f6", "Knight f6"},
                 {"h5", "f7", "Queen takes f7, checkmate. White wins: Black is checkmated."}};
    for (const auto &move : moves) {
        clickSquare(m_board, move.from);
        clickSquare(m_board, move.to);
        QCOMPARE(announcement(), QString::fromUtf8(move.said));
        QCOMPARE(m_announced.last(), QString::fromUtf8(move.said));
    }
    QVERIFY(game().isOver());
    // Stepping back and forth through the finished game says each move with its number.
    press(Qt::Key_Left);
    QCOMPARE(announcement(), QStringLiteral("3. Black: Knight f6"));
    press(Qt::Key_Right);
    QCOMPARE(announcement(), QStringLiteral("4. White: Queen takes f7, checkmate"));
}

// A game shown is announced by its status line, and the announcement line is empty, so that the
// first screen does not say "White to move" twice.
void TestAccess::gameShownIsAnnouncedOnce()
{
    QCOMPARE(m_window->statusText(), QStringLiteral("White to move"));
    QCOMPARE(m_announced.last(), QStringLiteral("White to move."));
    QVERIFY(announcement().isEmpty());
    clickSquare(m_board, "e2");
    clickSquare(m_board, "e4");
    QCOMPARE(announcement(), QStringLiteral("Pawn e4"));
    // The status follows quietly: the move said it.
    QCOMPARE(m_window->statusText(), QStringLiteral("Black to move"));
    QCOMPARE(m_announced.last(), QStringLiteral("Pawn e4"));
    // A new language writes the status again, and clears the announcement made in the old one.
    LanguageManager::instance().setLanguage(QStringLiteral("ru"), false);
    QCOMPARE(m_window->statusText(), QStringLiteral("Ход чёрных"));
    QVERIFY(announcement().isEmpty());
}

void TestAccess::endingWithoutAMoveIsAnnounced()
{
    clickSquare(m_board, "e2");
    clickSquare(m_board, "e4");
    m_window->workspace()->playSession()->resign(Color::Black);
    // The status line says it, once on the screen: the announcement line keeps the last move.
    QCOMPARE(m_announced.last(), LiveText::spoken(m_window->statusText()));
    QVERIFY2(m_window->statusText().endsWith(QStringLiteral("White wins: Black resigned.")),
             qPrintable(m_window->statusText()));
    QCOMPARE(announcement(), QStringLiteral("Pawn e4"));
    // A draw offer is said on the message line, which is live too.
    {
        const auto discard = answerNextDialog(QString(), QMessageBox::Discard); // the finished game is unsaved
        start();
    }
    QSignalSpy said(m_window->findChild<LiveText *>(QStringLiteral("message")), &LiveText::announced);
    trigger("offerDraw");
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.first().first().toString(),
             QStringLiteral("White offers a draw: the offer is made with the next move."));
}

void TestAccess::refusalsAreAnnounced()
{
    dragPiece(m_board, "f1", "c4");
    const QString why = QStringLiteral("The bishop on f1 cannot go to c4: the pawn on e2 is in the way.");
    QCOMPARE(m_window->messageText(), why);
    QCOMPARE(m_announced.last(), why);
    // The same refusal again is said again.
    dragPiece(m_board, "f1", "c4");
    QCOMPARE(m_announced.count(why), 2);
    QVERIFY(!isValid(m_board->selectedSquare()));
    // By keys, the piece stays in hand for another square.
    press(Qt::Key_B, Qt::ControlModifier);
    m_board->setCursorSquare(squareOf("f1"));
    press(Qt::Key_Return);
    m_board->setCursorSquare(squareOf("c4"));
    press(Qt::Key_Return);
    QCOMPARE(m_announced.count(why), 3);
    QCOMPARE(m_board->selectedSquare(), squareOf("f1"));
    press(Qt::Key_Escape);
    QCOMPARE(announcement(), QStringLiteral("Put back: f1, white bishop."));
}

void TestAccess::walkingAReviewedGameReadsIt()
{
    QString error;
    QVERIFY2(m_window->workspace()->paste(QStringLiteral("[Event \"Lesson\"]\n\n1. e4 {The centre.} e5 $1 (1... c5 "
                                                         "$5 {The Sicilian.}) 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *"),
                                          &error),
             qPrintable(error));
    QCOMPARE(m_window->session()->kind(), GameSession::Kind::Review);
    m_board->setFocus();
    // A reviewed game opens on its start position, which the status line says; back there from
    // the end it is said in words.
    QCOMPARE(m_window->session()->current(), m_window->session()->tree().root());
    press(Qt::Key_End);
    press(Qt::Key_Home);
    QCOMPARE(announcement(), QStringLiteral("The start of the game."));
    press(Qt::Key_Right);
    QCOMPARE(announcement(), QStringLiteral("1. White: Pawn e4. Comment: The centre."));
    press(Qt::Key_Right);
    QCOMPARE(announcement(), QStringLiteral("1. Black: Pawn e5. good move"));
    // The notation view, whose text shows "e5!", reads the current move in words.
    QAccessibleInterface *notation = QAccessible::queryAccessibleInterface(m_window->findChild<NotationView *>());
    QCOMPARE(notation->text(QAccessible::Name), QStringLiteral("Notation"));
    QCOMPARE(notation->text(QAccessible::Description), QStringLiteral("1. Black: Pawn e5. good move"));
    press(Qt::Key_Down);
    QCOMPARE(announcement(), QStringLiteral("Variation: 1. Black: Pawn c5. speculative move. Comment: The Sicilian."));
    press(Qt::Key_Up);
    press(Qt::Key_End);
    QCOMPARE(announcement(), QStringLiteral("4. White: Castles kingside"));
    trigger("sayLastMove");
    QCOMPARE(announcement(), QStringLiteral("Last move: 4. White: Castles kingside."));
    trigger("sayClocks");
    QCOMPARE(announcement(), QStringLiteral("Only a game being played has clocks."));
}

void TestAccess::speakCommandsAnswer()
{
    trigger("sayRank");
    QCOMPARE(announcement(), QStringLiteral("The square cursor is off: Ctrl+B turns it on."));
    trigger("sayLastMove");
    QCOMPARE(announcement(), QStringLiteral("No move has been played yet."));
    for (const char *move : {"e2", "e4", "d7", "d5"})
        clickSquare(m_board, move);
    trigger("sayWhitePieces");
    QCOMPARE(announcement(),
             QStringLiteral("White: 1 king: e1; 1 queen: d1; 2 rooks: a1, h1; 2 bishops: c1, f1; 2 "
                            "knights: b1, g1; 8 pawns: a2, b2, c2, d2, f2, g2, h2, e4."));
    trigger("sayLastMove");
    QCOMPARE(announcement(), QStringLiteral("Last move: 1. Black: Pawn d5."));
    trigger("boardCursor");
    m_board->setCursorSquare(squareOf("d5"));
    trigger("sayAttackers");
    QCOMPARE(announcement(),
             QStringLiteral("d5, black pawn. Attacked by white pawn on e4. Defended by black queen on "
                            "d8."));
    trigger("sayRank");
    QCOMPARE(announcement(), QStringLiteral("Rank 5: d5, black pawn."));
    trigger("sayFile");
    QCOMPARE(announcement(),
             QStringLiteral("File d: d1, white queen; d2, white pawn; d5, black pawn; d8, black queen."));
    m_board->setCursorSquare(squareOf("e4"));
    trigger("sayMoves");
    QCOMPARE(announcement(), QStringLiteral("e4, white pawn. Legal moves: Pawn e5; e takes d5."));
    trigger("sayAttackers");
    QCOMPARE(announcement(), QStringLiteral("e4, white pawn. Attacked by black pawn on d5. Not defended."));
    m_board->setCursorSquare(squareOf("d5"));
    trigger("sayMoves");
    QCOMPARE(announcement(), QStringLiteral("d5, black pawn: it is White's turn."));
    m_board->setCursorSquare(squareOf("e3"));
    trigger("sayAttackers");
    QCOMPARE(announcement(),
             QStringLiteral("e3. White reaches it with white pawn on d2, white pawn on f2. No black "
                            "piece reaches it."));
    // Each command said again is announced again.
    const qsizetype before = m_announced.size();
    trigger("sayAttackers");
    QCOMPARE(m_announced.size(), before + 1);
}

void TestAccess::lowTimeIsAnnouncedOnce()
{
    start(nullptr, TimeControl::suddenDeath(2 * 60000));
    trigger("sayClocks");
    QCOMPARE(announcement(), QStringLiteral("White: 2 minutes. Black: 2 minutes."));
    m_time += 61000;
    m_window->workspace()->playSession()->tick();
    QCOMPARE(announcement(), QStringLiteral("White has less than a minute left."));
    const qsizetype before = m_announced.size();
    m_time += 1000;
    m_window->workspace()->playSession()->tick();
    QCOMPARE(m_announced.size(), before);
    m_time += 50500;
    m_window->workspace()->playSession()->tick();
    QCOMPARE(announcement(), QStringLiteral("White has less than ten seconds left."));
    trigger("sayClocks");
    QCOMPARE(announcement(), QStringLiteral("White: 7 seconds. Black: 2 minutes."));
}

// A game of one minute has less than a minute left from its first tick: that is no news. Its ten
// seconds are.
void TestAccess::oneMinuteGameSaysNoMinuteLeftAtOnce()
{
    start(nullptr, TimeControl::suddenDeath(60000));
    const qsizetype before = m_announced.size();
    m_time += 500;
    m_window->workspace()->playSession()->tick();
    m_time += 1000;
    m_window->workspace()->playSession()->tick();
    QCOMPARE(m_announced.size(), before);
    m_time += 49000;
    m_window->workspace()->playSession()->tick();
    QCOMPARE(announcement(), QStringLiteral("White has less than ten seconds left."));
}

void TestAccess::setupBoardBySquareAndLetter()
{
    SetupBoard board;
    board.resize(400, 500);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    board.setFocus();
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&board);
    QCOMPARE(table->role(), QAccessible::Grouping);
    QCOMPARE(table->childCount(), 64);
    QCOMPARE(board.cursorSquare(), squareOf("e4"));
    // K puts a white king (as in FEN), k a black one; Delete empties the square.
    QTest::keyClick(&board, 'K', Qt::ShiftModifier);
    QCOMPARE(board.placement()[static_cast<std::size_t>(index(squareOf("e4")))],
             makePiece(Color::White, PieceType::King));
    QCOMPARE(cell(&board, "e4")->text(QAccessible::Name), QStringLiteral("e4, white king"));
    QTest::keyClick(&board, Qt::Key_Up);
    QTest::keyClick(&board, Qt::Key_Up);
    QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.cursorSquare(), squareOf("f6"));
    QCOMPARE(focusedCell(&board), cell(&board, "f6"));
    QTest::keyClick(&board, 'p');
    QCOMPARE(cell(&board, "f6")->text(QAccessible::Name), QStringLiteral("f6, black pawn"));
    QTest::keyClick(&board, Qt::Key_Delete);
    QCOMPARE(cell(&board, "f6")->text(QAccessible::Name), QStringLiteral("f6"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestAccess>(argc, argv, "tst_access");
}

#include "tst_access.moc"
