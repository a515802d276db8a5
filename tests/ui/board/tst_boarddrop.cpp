// SPDX-License-Identifier: GPL-3.0-or-later
// A piece dropped on the board stays where it was dropped: every frame after the release shows it
// on its target (no jump back, no slide in), in a game being played and for a new move in review.
// The legal targets of a selected piece mark a capture, en passant included, with a ring.
#include "tests/ui/uitest.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"

#include "core/rules/position.h"

using namespace ferz;
using namespace ferz::test;

class TestBoardDrop : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void droppedMoveIsNotAnimatedInPlay();
    void droppedMoveIsNotAnimatedInReview();
    void clickedMoveStillSlides();
    void enPassantTargetIsMarkedAsACapture();

private:
    // Drops the piece on `from` onto `to` and checks every frame after the release.
    void dropAndWatch(const char *from, const char *to);

    MainWindow *m_window = nullptr;
};

void TestBoardDrop::init()
{
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->settings().values().animation);
}

void TestBoardDrop::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestBoardDrop::dropAndWatch(const char *from, const char *to)
{
    BoardWidget *board = m_window->board();
    const Piece piece = board->position().pieceAt(squareOf(from));
    dragPiece(board, from, to);
    QCOMPARE(board->position().pieceAt(squareOf(to)), piece);
    // The frames right after the release and after some turns of the event loop (an animation
    // would show the piece on its way from `from` in the first of them).
    std::vector<QImage> frames {board->grab().toImage()};
    for (int turn = 0; turn < 5; ++turn) {
        QCoreApplication::processEvents();
        frames.push_back(board->grab().toImage());
    }
    // The position drawn at rest, as it is once any animation is over.
    board->setPosition(board->position(), m_window->session()->current()->move(), false);
    const QImage still = board->grab().toImage();
    for (const char *square : {from, to}) {
        const QRect r = board->squareRect(squareOf(square)).toAlignedRect();
        for (std::size_t i = 0; i < frames.size(); ++i)
            QVERIFY2(frames[i].copy(r) == still.copy(r),
                     qPrintable(QStringLiteral("frame %1, square %2").arg(i).arg(QLatin1String(square))));
    }
}

void TestBoardDrop::droppedMoveIsNotAnimatedInPlay()
{
    QCOMPARE(m_window->session()->kind(), GameSession::Kind::Play);
    dropAndWatch("e2", "e4");
    dropAndWatch("e7", "e5");
    QCOMPARE(m_window->session()->tree().mainLineEnd()->ply(), 2);
}

void TestBoardDrop::droppedMoveIsNotAnimatedInReview()
{
    QVERIFY(m_window->workspace()->startFrom(Position(), GameSession::Kind::Review));
    dropAndWatch("g1", "f3");
    QCOMPARE(m_window->session()->current()->move(), Move(squareOf("g1"), squareOf("f3")));
    // A second line from the start: a new variation, dropped the same way.
    m_window->session()->goToStart();
    dropAndWatch("b1", "c3");
    QCOMPARE(m_window->session()->tree().root()->childCount(), 2);
}

// The check above can fail: a move made by clicking, which the player did not carry, slides in
// from its square, so the first frame after the click still shows the pawn on e2.
void TestBoardDrop::clickedMoveStillSlides()
{
    BoardWidget *board = m_window->board();
    clickSquare(board, "e2");
    clickSquare(board, "e4");
    const QImage first = board->grab().toImage();
    board->setPosition(board->position(), m_window->session()->current()->move(), false);
    const QImage still = board->grab().toImage();
    const QRect e2 = board->squareRect(squareOf("e2")).toAlignedRect();
    QVERIFY(first.copy(e2) != still.copy(e2));
}

void TestBoardDrop::enPassantTargetIsMarkedAsACapture()
{
    BoardWidget board;
    board.resize(400, 400);
    board.setShowLegalMoves(true);
    board.setInteractive(true);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    auto parsed = Position::fromFen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    board.setPosition(std::get<Position>(parsed));
    const QImage unmarked = board.grab().toImage();
    clickSquare(&board, "e5");
    QCOMPARE(board.selectedSquare(), squareOf("e5"));
    const QImage marked = board.grab().toImage();
    auto corner = [&board](const char *square) {
        return board.squareRect(squareOf(square)).topLeft().toPoint() + QPoint(2, 2);
    };
    auto middle = [&board](const char *square) { return board.squareRect(squareOf(square)).center().toPoint(); };
    // e6, a quiet move: a dot in the middle of the square, the corners untouched.
    QVERIFY(marked.pixel(middle("e6")) != unmarked.pixel(middle("e6")));
    QCOMPARE(marked.pixel(corner("e6")), unmarked.pixel(corner("e6")));
    // d6, empty but an en passant capture: the ring of a capture fills the corners, not the middle.
    QVERIFY(marked.pixel(corner("d6")) != unmarked.pixel(corner("d6")));
    QCOMPARE(marked.pixel(middle("d6")), unmarked.pixel(middle("d6")));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestBoardDrop>(argc, argv, "tst_boarddrop");
}

#include "tst_boarddrop.moc"
