// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardcursor.h"

#include "ui/board/accessibleboard.h"
#include "ui/board/boardinput.h"
#include "ui/board/boardwidget.h"

#include <QKeyEvent>

namespace ferz {

namespace {

bool isArrow(int key)
{
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

bool isActivation(int key)
{
    return key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
}

// Where the cursor starts: on the last move, else on the king of the side to move.
Square startSquare(const Position &position, Move lastMove)
{
    if (!lastMove.isNull())
        return lastMove.to();
    const Color side = position.sideToMove();
    if (position.pieces(side, PieceType::King))
        return position.kingSquare(side);
    return makeSquare(4, side == Color::White ? 0 : 7);
}

} // namespace

BoardCursor::BoardCursor(BoardWidget &board, BoardInput &input) : m_board(board), m_input(input)
{
    // The cursor follows the chooser's highlight without a word: promotionChoiceChanged says the
    // piece.
    connect(&input, &BoardInput::promotionChoiceChanged, this, [this](PieceType piece) {
        if (m_on)
            m_square = m_input.promotionChoiceSquare(piece);
    });
}

void BoardCursor::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    m_input.setKeyboardMode(on);
    if (on && m_square == Square::None)
        m_square = startSquare(m_board.position(), m_board.lastMove());
    m_board.update();
    emit modeChanged(on);
    if (on)
        report();
}

void BoardCursor::setSquare(Square s)
{
    if (!isValid(s))
        return;
    m_square = s;
    m_board.update();
    if (m_on)
        report();
}

void BoardCursor::activate(Square s)
{
    setSquare(s);
    m_input.activate(s);
}

bool BoardCursor::takesKey(const QKeyEvent &event) const
{
    if (event.modifiers() & ~Qt::KeypadModifier)
        return false;
    const int key = event.key();
    const bool boardKey = isArrow(key) || isActivation(key) || key == Qt::Key_Escape;
    return boardKey && (m_on || m_input.isChoosingPromotion());
}

bool BoardCursor::keyPressed(const QKeyEvent &event)
{
    const int key = event.key();
    if (key == Qt::Key_B && event.modifiers() == Qt::ControlModifier) {
        // In windows without an action of their own for it (the rule pages, the course).
        setOn(!m_on);
        return true;
    }
    if (!takesKey(event))
        return false;
    if (key == Qt::Key_Escape) {
        if (!m_input.cancel())
            setOn(false);
    } else if (isActivation(key)) {
        if (m_input.isChoosingPromotion())
            m_input.choosePromotion(m_input.promotionChoice());
        else
            activate(m_square);
    } else {
        const int right = key == Qt::Key_Right ? 1 : key == Qt::Key_Left ? -1 : 0;
        const int up = key == Qt::Key_Up ? 1 : key == Qt::Key_Down ? -1 : 0;
        if (m_input.isChoosingPromotion())
            m_input.movePromotionChoice(right - up); // the chooser's pieces go from the edge inward
        else
            move(right, up);
    }
    return true;
}

void BoardCursor::move(int right, int up)
{
    // By the screen: up is towards Black's side unless the board is flipped.
    const int sign = m_board.isFlipped() ? -1 : 1;
    const int file = std::clamp(fileOf(m_square) + right * sign, 0, 7);
    const int rank = std::clamp(rankOf(m_square) + up * sign, 0, 7);
    // At the edge the square is reported again, so that the user knows the cursor stayed.
    setSquare(makeSquare(file, rank));
}

void BoardCursor::focused()
{
    if (m_on)
        report();
}

void BoardCursor::report()
{
    if (m_board.hasFocus())
        reportFocusedSquare(&m_board, m_square, m_board.isFlipped());
}

} // namespace ferz
