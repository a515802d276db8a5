// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardinput.h"

#include "core/rules/rules.h"

#include <QApplication>

namespace ferz {

namespace {

char annotationColor(Qt::KeyboardModifiers modifiers)
{
    if (modifiers & Qt::ShiftModifier)
        return 'R';
    if (modifiers & Qt::ControlModifier)
        return 'Y';
    if (modifiers & Qt::AltModifier)
        return 'B';
    return 'G';
}

} // namespace

BoardInput::BoardInput(const Position &shown, QObject *parent) : QObject(parent), m_position(shown)
{
}

void BoardInput::reset()
{
    letGo();
    m_dropped = Move();
}

void BoardInput::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive)
        letGo();
    emit changed();
}

void BoardInput::letGo()
{
    m_promotions.clear();
    m_dragging = false;
    clearSelection();
}

bool BoardInput::canPick(Square s) const
{
    const Piece p = m_position.pieceAt(s);
    return p != Piece::None && colorOf(p) == m_position.sideToMove();
}

bool BoardInput::castlesOnto(Square s) const
{
    if (m_selected == Square::None || !castlingAttempt(m_position, m_selected, s))
        return false;
    return m_position.isChess960() || !castlingFor(m_position, m_selected, s).isNull();
}

void BoardInput::select(Square s)
{
    m_selected = s;
    if (m_touchMove && touchBinds(m_position, s))
        m_touched = s;
    emit changed();
    emit pieceTouched(s);
}

void BoardInput::setTouched(Square s)
{
    if (!m_interactive || s == m_touched)
        return;
    m_touched = s;
    if (s != Square::None)
        m_selected = s;
    emit changed();
}

void BoardInput::clearSelection()
{
    m_selected = Square::None;
    m_touched = Square::None;
    m_pressOnSelected = false;
    emit changed();
}

void BoardInput::press(Square s, QPointF point)
{
    m_pressHolds = false;
    if (isChoosingPromotion()) {
        chooseAt(s);
        return;
    }
    if (s == Square::None) {
        if (m_touched == Square::None)
            clearSelection();
        return;
    }
    if (m_selected != Square::None && s != m_selected && (!canPick(s) || castlesOnto(s))) {
        tryMove(s, false);
        return;
    }
    if (!canPick(s)) {
        clearSelection();
        return;
    }
    if (m_touched != Square::None && s != m_selected) {
        emit touchMoveEnforced(m_selected);
        return;
    }
    m_pressOnSelected = s == m_selected;
    select(s);
    m_pressHolds = true;
    m_pressPoint = point;
}

void BoardInput::drag(QPointF point)
{
    // A press that picked nothing up (a target square, a piece touch-move refused) drags nothing.
    if (m_selected == Square::None || !m_pressHolds || isChoosingPromotion())
        return;
    if (!m_dragging && (point - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    m_dragPoint = point;
    emit changed();
}

void BoardInput::release(Square s)
{
    if (m_selected == Square::None)
        return;
    if (m_dragging) {
        m_dragging = false;
        if (s != Square::None && s != m_selected)
            tryMove(s, true);
        emit changed(); // a piece dropped off the board or on its own square goes back
        return;
    }
    // A second click on the selected piece puts it down again.
    if (m_pressOnSelected && s == m_selected && m_touched == Square::None)
        clearSelection();
}

void BoardInput::pressRight(Square s)
{
    if (m_annotating)
        m_annotationFrom = m_annotationTo = s;
}

void BoardInput::dragRight(Square s)
{
    if (s == m_annotationTo)
        return;
    m_annotationTo = s;
    emit changed();
}

void BoardInput::releaseRight(Square s, Qt::KeyboardModifiers modifiers)
{
    const Square from = m_annotationFrom;
    const char color = annotationColor(modifiers);
    m_annotationFrom = m_annotationTo = Square::None;
    emit changed();
    if (s == from)
        emit squareAnnotated(SquareMark {color, from});
    else if (s != Square::None)
        emit arrowAnnotated(Arrow {color, from, s});
}

std::optional<Arrow> BoardInput::drawnArrow(Qt::KeyboardModifiers modifiers) const
{
    if (m_annotationFrom == Square::None || m_annotationTo == Square::None || m_annotationTo == m_annotationFrom)
        return std::nullopt;
    return Arrow {annotationColor(modifiers), m_annotationFrom, m_annotationTo};
}

void BoardInput::activate(Square s)
{
    if (isChoosingPromotion()) {
        chooseAt(s);
        return;
    }
    if (!m_interactive) {
        emit squareActivated(s);
        return;
    }
    if (s == m_selected) {
        if (m_touched != Square::None) {
            emit touchMoveEnforced(s);
            return;
        }
        clearSelection();
        emit putBack(s);
        return;
    }
    if (canPick(s) && !castlesOnto(s)) {
        if (m_touched != Square::None) {
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

bool BoardInput::cancel()
{
    // Esc takes the pawn back from the chooser, so that the next click on its square picks up the
    // pawn again instead of choosing the piece drawn there.
    if (isChoosingPromotion()) {
        cancelPromotion();
        return true;
    }
    if (m_selected == Square::None || m_touched != Square::None)
        return false;
    const Square held = m_selected;
    clearSelection();
    emit putBack(held);
    return true;
}

void BoardInput::tryMove(Square to, bool dropped)
{
    const Square from = m_selected;
    const MoveList pieceMoves = m_position.legalMovesFrom(from);
    std::vector<Move> moves;
    for (Move m : pieceMoves)
        if (m.to() == to)
            moves.push_back(m);
    // A king dropped on its own rook castles on that side, and so does a Chess960 king dropped
    // where castling takes it.
    if (moves.empty()) {
        if (const Move castling = castlingFor(m_position, from, to); !castling.isNull())
            moves.push_back(castling);
    }
    if (moves.empty()) {
        const MoveCheck check = checkMove(m_position, from, to);
        // A player without a mouse keeps the piece in hand to choose another square (Esc puts it
        // back); a mouse drops it where it came from.
        if (m_touched == Square::None && !m_keyboardMode)
            clearSelection();
        emit changed();
        emit moveRejected(from, to, check);
        return;
    }
    if (moves.size() > 1) {
        m_promotions = moves;
        m_dropped = dropped ? Move(from, to, Move::Promotion) : Move();
        m_promotionChoice = 0;
        emit changed();
        emit promotionChoiceChanged(promotionChoice(), true);
        return;
    }
    m_dropped = dropped ? moves.front() : Move();
    clearSelection();
    emit moveMade(moves.front());
}

Square BoardInput::promotionChoiceSquare(PieceType t) const
{
    if (m_promotions.empty())
        return Square::None;
    const Square to = m_promotions.front().to();
    const int toward = rankOf(to) == 7 ? -1 : 1; // from the last rank towards the middle
    for (int i = 0; i < 4; ++i)
        if (PromotionOrder[i] == t)
            return makeSquare(fileOf(to), rankOf(to) + toward * i);
    return Square::None;
}

PieceType BoardInput::promotionChoice() const
{
    return m_promotions.empty() ? PieceType::None : PromotionOrder[m_promotionChoice];
}

void BoardInput::movePromotionChoice(int step)
{
    m_promotionChoice = (m_promotionChoice + step + 4) % 4;
    emit changed();
    emit promotionChoiceChanged(promotionChoice(), false);
}

void BoardInput::chooseAt(Square s)
{
    for (PieceType t : PromotionOrder) {
        if (s == promotionChoiceSquare(t)) {
            choosePromotion(t);
            return;
        }
    }
    // A click elsewhere puts the pawn back.
    cancelPromotion();
}

void BoardInput::choosePromotion(PieceType t)
{
    const Move chosen(m_promotions.front().from(), m_promotions.front().to(), Move::Promotion, t);
    const bool dropped = !m_dropped.isNull();
    m_promotions.clear();
    m_dropped = dropped ? chosen : Move();
    clearSelection();
    emit moveMade(chosen);
}

void BoardInput::cancelPromotion()
{
    m_promotions.clear();
    m_dropped = Move();
    if (m_touched == Square::None)
        clearSelection();
    emit changed();
}

} // namespace ferz
