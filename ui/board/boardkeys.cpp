// SPDX-License-Identifier: GPL-3.0-or-later
// The board's keyboard play: the square cursor, picking up and putting down with Enter or Space,
// the promotion chooser by keys. Part of BoardWidget (ui/board/boardwidget.h).
#include "ui/board/accessibleboard.h"
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

void BoardWidget::setKeyboardMode(bool on)
{
    if (on == m_keyboardMode)
        return;
    m_keyboardMode = on;
    if (on && m_cursor == Square::None)
        m_cursor = startSquare(m_position, m_lastMove);
    update();
    emit keyboardModeChanged(on);
    if (on)
        reportCursor();
}

void BoardWidget::setCursorSquare(Square s)
{
    if (!isValid(s))
        return;
    m_cursor = s;
    update();
    if (m_keyboardMode)
        reportCursor();
}

void BoardWidget::activateSquare(Square s)
{
    setCursorSquare(s);
    if (isChoosingPromotion()) {
        for (PieceType t : PromotionOrder)
            if (s == promotionChoiceSquare(t)) {
                choosePromotion(t);
                return;
            }
        cancelPromotion();
        return;
    }
    if (!m_interactive) {
        emit squareActivated(s);
        return;
    }
    if (s == m_selected) {
        if (m_touchLocked) {
            emit touchMoveEnforced(s);
            return;
        }
        clearSelection();
        emit putBack(s);
        return;
    }
    if (canPick(s)) {
        if (m_touchLocked) {
            emit touchMoveEnforced(m_selected);
            return;
        }
        select(s);
        emit pickedUp(s);
        return;
    }
    if (m_selected == Square::None) {
        emit nothingToPickUp(s);
        return;
    }
    tryMove(s, false);
}

bool BoardWidget::takesKey(const QKeyEvent *event) const
{
    if (event->modifiers() & ~Qt::KeypadModifier)
        return false;
    const int key = event->key();
    const bool boardKey = isArrow(key) || isActivation(key) || key == Qt::Key_Escape;
    return boardKey && (m_keyboardMode || isChoosingPromotion());
}

bool BoardWidget::event(QEvent *event)
{
    // The arrow keys are the window's shortcuts for walking the game, unless the board takes them.
    if (event->type() == QEvent::ShortcutOverride && takesKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key == Qt::Key_B && event->modifiers() == Qt::ControlModifier) {
        // In windows without an action of their own for it (the rule pages, the course).
        setKeyboardMode(!m_keyboardMode);
        return;
    }
    if (!takesKey(event)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (key == Qt::Key_Escape) {
        // Esc takes the pawn back from the chooser, so that the next click on its square picks up
        // the pawn again instead of choosing the piece drawn there.
        if (isChoosingPromotion())
            cancelPromotion();
        else if (m_selected != Square::None && !m_touchLocked) {
            const Square held = m_selected;
            clearSelection();
            emit putBack(held);
        } else
            setKeyboardMode(false);
        return;
    }
    if (isActivation(key)) {
        if (isChoosingPromotion())
            choosePromotion(promotionChoice());
        else
            activateSquare(m_cursor);
        return;
    }
    const int right = key == Qt::Key_Right ? 1 : key == Qt::Key_Left ? -1 : 0;
    const int up = key == Qt::Key_Up ? 1 : key == Qt::Key_Down ? -1 : 0;
    if (isChoosingPromotion())
        movePromotionChoice(right - up); // the chooser's pieces go from the edge inward
    else
        moveCursor(right, up);
}

void BoardWidget::moveCursor(int right, int up)
{
    // By the screen: up is towards Black's side unless the board is flipped.
    const int sign = m_flipped ? -1 : 1;
    const int file = std::clamp(fileOf(m_cursor) + right * sign, 0, 7);
    const int rank = std::clamp(rankOf(m_cursor) + up * sign, 0, 7);
    // At the edge the square is reported again, so that the user knows the cursor stayed.
    setCursorSquare(makeSquare(file, rank));
}

void BoardWidget::movePromotionChoice(int step)
{
    m_promotionChoice = (m_promotionChoice + step + 4) % 4;
    // The cursor follows the choice without a word: promotionChoiceChanged says the piece.
    if (m_keyboardMode)
        m_cursor = promotionChoiceSquare(promotionChoice());
    update();
    emit promotionChoiceChanged(promotionChoice());
}

void BoardWidget::reportCursor()
{
    if (hasFocus())
        reportFocusedSquare(this, m_cursor, m_flipped);
}

void BoardWidget::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
    if (m_keyboardMode)
        reportCursor();
}

void BoardWidget::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BoardWidget::paintCursor(QPainter &painter) const
{
    if (!m_keyboardMode || !isValid(m_cursor))
        return;
    // Dimmer while the keyboard is elsewhere.
    painter.save();
    painter.setOpacity(hasFocus() ? 1.0 : 0.45);
    boardGeometry().paintCursor(painter, m_cursor);
    painter.restore();
}

} // namespace ferz
