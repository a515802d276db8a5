// SPDX-License-Identifier: GPL-3.0-or-later
// The position setup dialog: pieces from the palette by drag and by click, moving and removing
// pieces, the fields, FEN copy and paste, every problem listed in the core's words, and a new
// game started from the position through the main window.
#include "core/rules/fenmessage.h"
#include "tests/ui/uitest.h"
#include "ui/board/setupboard.h"
#include "ui/review/positioneditor.h"
#include "ui/session/workspace.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>

using namespace ferz;
using namespace ferz::test;

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void startsFromTheGivenPosition();
    void paletteDragAndClicks();
    void everyProblemIsListed();
    void fenCopyAndPaste();
    void newGameFromTheEditor();
};

namespace {

QPoint centreOf(const QRectF &r)
{
    return r.center().toPoint();
}

void drag(QWidget *widget, QPoint a, QPoint b)
{
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, a);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(widget, a + (b - a) * i / 4);
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, b);
}

} // namespace

void TestPositionEditor::startsFromTheGivenPosition()
{
    PositionEditor editor {Position()};
    QCOMPARE(editor.fen(), QString::fromLatin1(Position::StartFen));
    QVERIFY(editor.problems().isEmpty());
    QVERIFY(editor.findChild<QPushButton *>(QStringLiteral("play"))->isEnabled());
}

void TestPositionEditor::paletteDragAndClicks()
{
    PositionEditor editor {Position()};
    editor.resize(820, 560);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.clear();
    SetupBoard *board = editor.board();
    QCOMPARE(editor.fen(), QString("8/8/8/8/8/8/8/8 w - - 0 1"));
    // Drag a white king from the palette to e1, a black king to e8.
    drag(board, centreOf(board->paletteRect(makePiece(Color::White, PieceType::King))),
         centreOf(board->squareRect(squareOf("e1"))));
    drag(board, centreOf(board->paletteRect(makePiece(Color::Black, PieceType::King))),
         centreOf(board->squareRect(squareOf("e8"))));
    // Click the white rook in the palette, then two squares.
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier,
                      centreOf(board->paletteRect(makePiece(Color::White, PieceType::Rook))));
    QCOMPARE(board->tool(), std::optional<Piece>(makePiece(Color::White, PieceType::Rook)));
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, centreOf(board->squareRect(squareOf("a1"))));
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, centreOf(board->squareRect(squareOf("h1"))));
    QCOMPARE(editor.fen(), QString("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"));
    QVERIFY(editor.problems().isEmpty());
    // Clicking the chosen palette piece again puts it away; a piece on the board is dragged.
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier,
                      centreOf(board->paletteRect(makePiece(Color::White, PieceType::Rook))));
    QVERIFY(!board->tool());
    drag(board, centreOf(board->squareRect(squareOf("a1"))), centreOf(board->squareRect(squareOf("a4"))));
    QCOMPARE(editor.fen(), QString("4k3/8/8/8/R7/8/8/4K2R w - - 0 1"));
    // Right-click empties a square; dragging off the board removes the piece.
    QTest::mouseClick(board, Qt::RightButton, Qt::NoModifier, centreOf(board->squareRect(squareOf("a4"))));
    QCOMPARE(editor.fen(), QString("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    drag(board, centreOf(board->squareRect(squareOf("h1"))), QPoint(2, board->height() / 2));
    QCOMPARE(editor.fen(), QString("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    editor.setStartPosition();
    QCOMPARE(editor.fen(), QString::fromLatin1(Position::StartFen));
}

void TestPositionEditor::everyProblemIsListed()
{
    PositionEditor editor {Position()};
    editor.clear();
    // An empty board: two missing kings, in the core's words.
    QCOMPARE(editor.problems(),
             (QStringList {fenErrorText(fenProblems("8/8/8/8/8/8/8/8 w - - 0 1")[0]),
                           fenErrorText(fenProblems("8/8/8/8/8/8/8/8 w - - 0 1")[1])}));
    QVERIFY(editor.problems().first().contains("White has no king"));
    QVERIFY(!editor.findChild<QPushButton *>(QStringLiteral("play"))->isEnabled());
    QVERIFY(editor.setFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
    QVERIFY(editor.problems().isEmpty());
    // Castling without a rook, Black to move while White's king is in check from nowhere… each field
    // adds its own problem, all listed together.
    editor.castling(WhiteKingSide)->setChecked(true);
    editor.halfmoveClock()->setValue(200);
    editor.fullmoveNumber()->setValue(0);
    const QStringList problems = editor.problems();
    QCOMPARE(problems.size(), 3);
    QVERIFY2(problems[0].contains("the right \"K\" needs the king and that rook"), qPrintable(problems[0]));
    QVERIFY2(problems[1].contains("200 is more than 150"), qPrintable(problems[1]));
    QVERIFY2(problems[2].contains("starts at 1"), qPrintable(problems[2]));
    editor.castling(WhiteKingSide)->setChecked(false);
    editor.halfmoveClock()->setValue(3);
    editor.fullmoveNumber()->setValue(1);
    // An en passant file with no pawn that could have moved, and a clock that is not 0 after it.
    editor.enPassant()->setCurrentIndex(5); // e file: e6 with White to move
    QCOMPARE(editor.fen(), QString("4k3/8/8/8/8/8/8/4K3 w - e6 3 1"));
    QCOMPARE(editor.problems().size(), 2);
    QVERIFY(editor.problems()[0].contains("cannot be an en passant square"));
    QVERIFY(editor.problems()[1].contains("should be 0"));
    QVERIFY(!editor.findChild<QPushButton *>(QStringLiteral("analyse"))->isEnabled());
}

void TestPositionEditor::fenCopyAndPaste()
{
    const QString fen = QStringLiteral("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30");
    PositionEditor editor {Position()};
    QGuiApplication::clipboard()->setText(fen);
    for (QPushButton *button : editor.findChildren<QPushButton *>())
        if (button->text() == QStringLiteral("&Paste FEN"))
            button->click();
    QCOMPARE(editor.fen(), fen);
    QCOMPARE(editor.sideToMove()->currentIndex(), 0);
    QCOMPARE(editor.enPassant()->currentIndex(), 4); // d
    QCOMPARE(editor.fullmoveNumber()->value(), 30);
    QGuiApplication::clipboard()->clear();
    for (QPushButton *button : editor.findChildren<QPushButton *>())
        if (button->text() == QStringLiteral("Cop&y FEN"))
            button->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), fen);
    // A FEN that is no legal position is not loaded; its problems are listed.
    QVERIFY(!editor.setFen(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1")));
    QCOMPARE(editor.fen(), fen);
    QCOMPARE(editor.problems().size(), 2);
}

void TestPositionEditor::newGameFromTheEditor()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    auto *poll = new QTimer(&window);
    connect(poll, &QTimer::timeout, poll, [poll, fen] {
        auto *editor = qobject_cast<PositionEditor *>(QApplication::activeModalWidget());
        if (!editor)
            return;
        editor->setFen(fen);
        editor->findChild<QPushButton *>(QStringLiteral("play"))->click();
        poll->stop();
    });
    poll->start(10);
    window.findChild<QAction *>(QStringLiteral("setUp"))->trigger();
    const PlaySession *play = window.workspace()->playSession();
    QVERIFY(play);
    QCOMPARE(QString::fromStdString(play->game().position().fen()), fen);
    QCOMPARE(play->game().plyCount(), 0);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestPositionEditor>(argc, argv, "tst_positioneditor");
}

#include "tst_positioneditor.moc"
