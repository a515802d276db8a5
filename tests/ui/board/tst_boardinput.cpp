// SPDX-License-Identifier: GPL-3.0-or-later
// The board's input without a widget: presses, drags and releases given as squares and points, and
// the moves, refusals and annotations it answers with.
#include "core/engine/uci.h"
#include "tests/core/testposition.h"
#include "ui/board/boardinput.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

using namespace ferz;

namespace {

Square at(const char *name)
{
    return makeSquare(name[0] - 'a', name[1] - '1');
}

// A point far enough from the press for a drag.
QPointF away()
{
    return QPointF(QApplication::startDragDistance() * 4, 0);
}

} // namespace

class TestBoardInput : public QObject {
    Q_OBJECT

private slots:
    void clickAndClick();
    void dragAndDrop();
    void mouseDropsRefusedMoveKeyboardKeepsIt();
    void kingOnRookCastles();
    void touchMoveHoldsThePiece();
    void promotionChooser();
    void annotationsByRightButton();
    void activateWithoutMoves();
};

void TestBoardInput::clickAndClick()
{
    const Position position;
    BoardInput input(position);
    QSignalSpy made(&input, &BoardInput::moveMade);
    input.press(at("e2"), {});
    input.release(at("e2"));
    QCOMPARE(input.selectedSquare(), at("e2"));
    input.press(at("e4"), {});
    QCOMPARE(made.count(), 1);
    QCOMPARE(uciText(made.at(0).at(0).value<Move>()), std::string("e2e4"));
    QCOMPARE(input.selectedSquare(), Square::None);
    QVERIFY(!input.wasDropped(made.at(0).at(0).value<Move>())); // a click: the move slides
    // A second click on the held piece puts it down.
    input.press(at("g1"), {});
    input.release(at("g1"));
    input.press(at("g1"), {});
    input.release(at("g1"));
    QCOMPARE(input.selectedSquare(), Square::None);
}

void TestBoardInput::dragAndDrop()
{
    const Position position;
    BoardInput input(position);
    QSignalSpy made(&input, &BoardInput::moveMade);
    input.press(at("g1"), {});
    input.drag(QPointF(1, 0)); // not yet a drag
    QVERIFY(!input.isDragging());
    input.drag(away());
    QVERIFY(input.isDragging());
    QCOMPARE(input.dragPoint(), away());
    input.release(at("f3"));
    QCOMPARE(made.count(), 1);
    const Move move = made.at(0).at(0).value<Move>();
    QCOMPARE(uciText(move), std::string("g1f3"));
    QVERIFY(input.wasDropped(move));
    QVERIFY(!input.isDragging());
    input.reset();
    QVERIFY(!input.wasDropped(move));
}

void TestBoardInput::mouseDropsRefusedMoveKeyboardKeepsIt()
{
    const Position position;
    BoardInput input(position);
    QSignalSpy rejected(&input, &BoardInput::moveRejected);
    input.press(at("e2"), {});
    input.release(at("e2"));
    input.press(at("e5"), {});
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(1).value<Square>(), at("e5"));
    QCOMPARE(input.selectedSquare(), Square::None);

    input.setKeyboardMode(true);
    input.activate(at("e2"));
    input.activate(at("e5"));
    QCOMPARE(rejected.count(), 2);
    QCOMPARE(input.selectedSquare(), at("e2"));
    QVERIFY(input.cancel()); // Esc puts it back
    QCOMPARE(input.selectedSquare(), Square::None);
    QVERIFY(!input.cancel()); // nothing left to put back
}

void TestBoardInput::kingOnRookCastles()
{
    const Position position = testPosition("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    BoardInput input(position);
    QSignalSpy made(&input, &BoardInput::moveMade);
    input.press(at("e1"), {});
    input.drag(away());
    input.release(at("a1"));
    QCOMPARE(made.count(), 1);
    QCOMPARE(made.at(0).at(0).value<Move>().kind(), Move::Castling);
    QCOMPARE(uciText(made.at(0).at(0).value<Move>()), std::string("e1c1"));
}

void TestBoardInput::touchMoveHoldsThePiece()
{
    const Position position;
    BoardInput input(position);
    input.setTouchMove(true);
    QSignalSpy enforced(&input, &BoardInput::touchMoveEnforced);
    input.press(at("b1"), {});
    input.release(at("b1"));
    input.press(at("g1"), {}); // another piece
    QCOMPARE(enforced.count(), 1);
    QCOMPARE(enforced.at(0).at(0).value<Square>(), at("b1"));
    input.press(at("b1"), {});
    input.release(at("b1")); // a second click does not put it down
    QCOMPARE(input.selectedSquare(), at("b1"));
    input.press(at("b5"), {}); // refused, still held
    QCOMPARE(input.selectedSquare(), at("b1"));
    // A piece without a legal move is not touched for good.
    input.reset();
    input.press(at("a1"), {});
    input.release(at("a1"));
    input.press(at("g1"), {});
    QCOMPARE(input.selectedSquare(), at("g1"));
}

void TestBoardInput::promotionChooser()
{
    const Position position = testPosition("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    BoardInput input(position);
    QSignalSpy made(&input, &BoardInput::moveMade);
    QSignalSpy choices(&input, &BoardInput::promotionChoiceChanged);
    input.press(at("b7"), {});
    input.drag(away());
    input.release(at("b8"));
    QVERIFY(input.isChoosingPromotion());
    QVERIFY(made.isEmpty());
    QCOMPARE(choices.count(), 1);
    QCOMPARE(input.promotionChoice(), PieceType::Queen);
    // From the promotion square towards the middle: queen, rook, bishop, knight.
    QCOMPARE(input.promotionChoiceSquare(PieceType::Queen), at("b8"));
    QCOMPARE(input.promotionChoiceSquare(PieceType::Knight), at("b5"));
    input.movePromotionChoice(-1);
    QCOMPARE(input.promotionChoice(), PieceType::Knight);
    // A click beside the chooser puts the pawn back.
    input.press(at("h1"), {});
    QVERIFY(!input.isChoosingPromotion());
    QCOMPARE(input.selectedSquare(), Square::None);

    input.press(at("b7"), {});
    input.drag(away());
    input.release(at("b8"));
    input.press(input.promotionChoiceSquare(PieceType::Rook), {});
    QCOMPARE(made.count(), 1);
    const Move move = made.at(0).at(0).value<Move>();
    QCOMPARE(uciText(move), std::string("b7b8r"));
    QVERIFY(input.wasDropped(move)); // dropped, then chosen: nothing to slide
}

void TestBoardInput::annotationsByRightButton()
{
    const Position position;
    BoardInput input(position);
    QSignalSpy marks(&input, &BoardInput::squareAnnotated);
    QSignalSpy arrows(&input, &BoardInput::arrowAnnotated);
    input.pressRight(at("e2")); // not annotating: nothing
    QVERIFY(!input.isDrawingArrow());
    input.setAnnotating(true);
    input.pressRight(at("e2"));
    input.dragRight(at("e4"));
    QCOMPARE(input.drawnArrow(Qt::ShiftModifier), (Arrow {'R', at("e2"), at("e4")}));
    input.releaseRight(at("e4"), Qt::AltModifier);
    QCOMPARE(arrows.count(), 1);
    QCOMPARE(arrows.at(0).at(0).value<Arrow>(), (Arrow {'B', at("e2"), at("e4")}));
    QVERIFY(!input.drawnArrow(Qt::NoModifier));
    input.pressRight(at("d5"));
    QVERIFY(!input.drawnArrow(Qt::NoModifier)); // an arrow from a square to itself is none
    input.releaseRight(at("d5"), Qt::ControlModifier);
    QCOMPARE(marks.count(), 1);
    QCOMPARE(marks.at(0).at(0).value<SquareMark>(), (SquareMark {'Y', at("d5")}));
}

void TestBoardInput::activateWithoutMoves()
{
    const Position position;
    BoardInput input(position);
    QSignalSpy activated(&input, &BoardInput::squareActivated);
    QSignalSpy nothing(&input, &BoardInput::nothingToPickUp);
    input.activate(at("e5"));
    QCOMPARE(nothing.count(), 1);
    input.setInteractive(false);
    input.activate(at("e2"));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(input.selectedSquare(), Square::None);
}

QTEST_MAIN(TestBoardInput)
#include "tst_boardinput.moc"
