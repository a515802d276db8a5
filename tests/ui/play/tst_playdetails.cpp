// SPDX-License-Identifier: GPL-3.0-or-later
// The small things a player trips over during a game, tried on the real window by mouse and
// keyboard: Esc in the promotion chooser, a start position that already ends the game (from the
// New Game dialog and from the position editor), a refused typed move left in the box, a greyed
// Offer Draw that does not say why, the result at the end of the notation.
#include "tests/ui/uitest.h"
#include "ui/board/movebox.h"
#include "ui/notation/notationview.h"
#include "ui/play/newgamedialog.h"
#include "ui/review/positioneditor.h"
#include "ui/session/workspace.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QToolButton>

using namespace ferz;
using namespace ferz::test;

class TestPlayDetails : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void escapeCancelsThePromotion();
    void startPositionThatEndsTheGame_data();
    void startPositionThatEndsTheGame();
    void refusedTypedMoveGoesWhenThePositionChanges();
    void declinedDrawOfferSaysWhy();
    void resultEndsTheNotation();

private:
    void start(const char *fen);
    QToolButton *button(const char *name) const
    {
        return m_window->findChild<QToolButton *>(QString::fromLatin1(name) + QStringLiteral("Button"));
    }
    void clickMoves(const QStringList &moves);
    PlaySession *play() const { return m_window->workspace()->playSession(); }

    MainWindow *m_window = nullptr;
    BoardWidget *m_board = nullptr;
};

void TestPlayDetails::init()
{
    m_window = new MainWindow;
    m_window->workspace()->setTimeSource([] { return qint64(0); });
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_board = m_window->board();
    m_window->workspace()->newGame({});
}

void TestPlayDetails::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPlayDetails::start(const char *fen)
{
    m_window->workspace()->newGame({QString(), QString(), TimeControl(), std::get<Position>(Position::fromFen(fen))});
}

void TestPlayDetails::clickMoves(const QStringList &moves)
{
    for (const QString &move : moves) {
        clickSquare(m_board, move.left(2).toLatin1().constData());
        clickSquare(m_board, move.mid(2, 2).toLatin1().constData());
    }
}

void TestPlayDetails::escapeCancelsThePromotion()
{
    start("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    clickMoves({"a7a8"});
    QVERIFY(m_board->isChoosingPromotion());
    // The chooser draws the rook where the pawn stood.
    QCOMPARE(m_board->promotionChoiceSquare(PieceType::Rook), squareOf("a7"));
    m_board->setFocus();
    QTest::keyClick(m_board, Qt::Key_Escape);
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(play()->game().plyCount(), 0);
    QCOMPARE(m_board->position().pieceAt(squareOf("a7")), makePiece(Color::White, PieceType::Pawn));
    // Grabbing the pawn again picks up the pawn, not the rook that was drawn there.
    clickSquare(m_board, "a7");
    QCOMPARE(m_board->selectedSquare(), squareOf("a7"));
    QCOMPARE(play()->game().plyCount(), 0);
    clickSquare(m_board, "a8");
    QVERIFY(m_board->isChoosingPromotion());
    clickSquare(m_board, "a8");
    QCOMPARE(play()->game().position().pieceAt(squareOf("a8")), makePiece(Color::White, PieceType::Queen));
}

void TestPlayDetails::startPositionThatEndsTheGame_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("fromEditor");
    QTest::addColumn<QString>("status");
    const QString mate = QStringLiteral("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    const QString stalemate = QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    const QString dead = QStringLiteral("7k/8/8/8/8/8/2B5/4K3 b - - 0 1");
    QTest::newRow("mate, New Game") << mate << false << "0-1 · Black wins: White is checkmated.";
    QTest::newRow("mate, editor") << mate << true << "0-1 · Black wins: White is checkmated.";
    QTest::newRow("stalemate, New Game") << stalemate << false << "½–½ · Draw: Black is stalemated.";
    QTest::newRow("dead, editor") << dead << true << "½–½ · Draw: neither side can checkmate any more (dead position).";
}

void TestPlayDetails::startPositionThatEndsTheGame()
{
    QFETCH(QString, fen);
    QFETCH(bool, fromEditor);
    QFETCH(QString, status);
    // The user enters the position and presses OK (New Game) or Play (the position editor).
    const auto answer = answerDialogs({[fen, fromEditor](QWidget *dialog, QString &) {
        if (fromEditor) {
            auto *editor = qobject_cast<PositionEditor *>(dialog);
            if (!editor)
                return false;
            editor->setFen(fen);
            editor->findChild<QPushButton *>(QStringLiteral("play"))->click();
            return true;
        }
        auto *newGame = qobject_cast<NewGameDialog *>(dialog);
        if (!newGame)
            return false;
        auto *edit = newGame->findChild<QLineEdit *>(QStringLiteral("fen"));
        edit->setFocus();
        typeText(edit, fen);
        newGame->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        return true;
    }});
    m_window->findChild<QAction *>(QString::fromLatin1(fromEditor ? "setUp" : "newGame"))->trigger();
    QVERIFY(answer->answered());
    QVERIFY(play());
    QCOMPARE(QString::fromStdString(play()->game().position().fen()), fen);
    QVERIFY(play()->game().isOver());
    QCOMPARE(m_window->statusText(), status);
    // Nothing is left to do in it: no offer, no resignation, no pause, no move.
    for (const char *name : {"offerDraw", "claimDraw", "resign", "takeBack", "pause"})
        QVERIFY2(!button(name)->isEnabled(), name);
    QVERIFY(!m_board->isInteractive());
}

void TestPlayDetails::refusedTypedMoveGoesWhenThePositionChanges()
{
    MoveBox *box = m_window->moveBox();
    // Ke3: no king can go there from e1; the move stays in the box, to be corrected.
    auto typeRefused = [this, box] {
        box->setFocus();
        typeText(box, QStringLiteral("Ke3"));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(box->text(), QString("Ke3"));
        QVERIFY2(m_window->messageText().startsWith("\"Ke3\": no piece"), qPrintable(m_window->messageText()));
    };
    clickMoves({"e2e4", "e7e5"});
    typeRefused();
    // Another position is shown: the box empties.
    m_window->findChild<QAction *>(QStringLiteral("previous"))->trigger();
    QCOMPARE(box->text(), QString());
    m_window->findChild<QAction *>(QStringLiteral("last"))->trigger();
    typeRefused();
    // The game ends: the box empties.
    const auto resign = answerNextDialog(QStringLiteral("blackResigns"));
    m_window->findChild<QAction *>(QStringLiteral("resign"))->trigger();
    QVERIFY(resign->answered());
    QVERIFY(play()->game().isOver());
    QCOMPARE(box->text(), QString());
    // Another game (in a tab of its own): the box empties.
    m_window->workspace()->newGame({});
    typeRefused();
    m_window->workspace()->newGame({});
    QCOMPARE(box->text(), QString());
}

void TestPlayDetails::declinedDrawOfferSaysWhy()
{
    QToolButton *offer = button("offerDraw");
    clickMoves({"e2e4", "e7e5"});
    QVERIFY(offer->isEnabled());
    QTest::mouseClick(offer, Qt::LeftButton);
    // White's offer waits for White's move: Offer Draw says so.
    QVERIFY(!offer->isEnabled());
    QVERIFY2(offer->toolTip().contains("the offer is made with the next move"), qPrintable(offer->toolTip()));
    clickMoves({"g1f3"});
    QTest::mouseClick(button("declineDraw"), Qt::LeftButton);
    clickMoves({"b8c6"});
    // White may not offer again before Black does: the button, its tooltip and the status line say why.
    QVERIFY(!offer->isEnabled());
    QCOMPARE(offer->toolTip(),
             QString("Black declined White's draw offer, so only Black may offer the next draw. The Brazilian rule "
                     "text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of "
                     "Chess ▸ Draws)."));
    QCOMPARE(m_window->statusText(),
             QString("White to move · only Black may offer the next draw (White's offer was declined)"));
    clickMoves({"f1c4"});
    // Black may offer; once it has, White may again.
    QVERIFY(offer->isEnabled());
    QCOMPARE(m_window->statusText(), QString("Black to move"));
    QTest::mouseClick(offer, Qt::LeftButton);
    clickMoves({"g8f6"});
    QTest::mouseClick(button("declineDraw"), Qt::LeftButton);
    QVERIFY(offer->isEnabled());
    QCOMPARE(offer->toolTip(), QString("Offer a draw: the offer is made with your next move"));
}

void TestPlayDetails::resultEndsTheNotation()
{
    NotationView *notation = m_window->panel()->notation();
    QVERIFY(notation->toPlainText().trimmed().endsWith("*"));
    clickMoves({"f2f3", "e7e5", "g2g4", "d8h4"});
    QVERIFY2(notation->toPlainText().trimmed().endsWith("Qh4# 0-1")
                 || notation->toPlainText().trimmed().endsWith("Qh4#\n0-1"),
             qPrintable(notation->toPlainText()));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestPlayDetails>(argc, argv, "tst_playdetails");
}

#include "tst_playdetails.moc"
