// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardwidget.h"

#include "ui/board/accessiblefactory.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace ferz {

namespace {

constexpr int AnimationMs = 160;

} // namespace

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    installAccessibleFactory();
    m_slide.setStartValue(0.0);
    m_slide.setEndValue(1.0);
    m_slide.setDuration(AnimationMs);
    m_slide.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_slide, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_slide, &QVariantAnimation::finished, this, [this] {
        m_sliding = Move();
        update();
    });
    connect(&m_input, &BoardInput::changed, this, [this] { update(); });
    connect(&m_input, &BoardInput::moveMade, this, &BoardWidget::moveMade);
    connect(&m_input, &BoardInput::moveRejected, this, &BoardWidget::moveRejected);
    connect(&m_input, &BoardInput::touchMoveEnforced, this, &BoardWidget::touchMoveEnforced);
    connect(&m_input, &BoardInput::pieceTouched, this, &BoardWidget::pieceTouched);
    connect(&m_input, &BoardInput::squareAnnotated, this, &BoardWidget::squareAnnotated);
    connect(&m_input, &BoardInput::arrowAnnotated, this, &BoardWidget::arrowAnnotated);
    connect(&m_input, &BoardInput::pickedUp, this, &BoardWidget::pickedUp);
    connect(&m_input, &BoardInput::putBack, this, &BoardWidget::putBack);
    connect(&m_input, &BoardInput::nothingToPickUp, this, &BoardWidget::nothingToPickUp);
    connect(&m_input, &BoardInput::promotionChoiceChanged, this, &BoardWidget::promotionChoiceChanged);
    connect(&m_input, &BoardInput::squareActivated, this, &BoardWidget::squareActivated);
    connect(&m_cursor, &BoardCursor::modeChanged, this, &BoardWidget::keyboardModeChanged);
}

void BoardWidget::setPieceSet(std::shared_ptr<const PieceSet> pieces)
{
    m_painter.setPieceSet(std::move(pieces));
    update();
}

void BoardWidget::setBoardStyle(const BoardStyle &style)
{
    m_painter.setStyle(style);
    update();
}

void BoardWidget::setCoordinatesInside(bool inside)
{
    m_painter.setCoordinatesInside(inside);
    update();
}

void BoardWidget::setShowCoordinates(bool show)
{
    m_painter.setShowCoordinates(show);
    update();
}

void BoardWidget::setAnnotations(const std::vector<Arrow> &arrows, const std::vector<SquareMark> &squares)
{
    m_painter.setAnnotations(arrows, squares);
    update();
}

void BoardWidget::setPosition(const Position &position, Move lastMove, bool animate)
{
    const bool dropped = m_input.wasDropped(lastMove);
    m_position = position;
    m_lastMove = lastMove;
    m_input.reset();
    stopSlide();
    if (animate && m_animationEnabled && !lastMove.isNull() && !dropped) {
        m_sliding = lastMove;
        m_slide.start();
    }
    update();
}

void BoardWidget::stopSlide()
{
    m_slide.stop();
    m_sliding = Move();
}

void BoardWidget::setInteractive(bool interactive)
{
    m_input.setInteractive(interactive);
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void BoardWidget::setShowLegalMoves(bool show)
{
    m_showLegalMoves = show;
    update();
}

void BoardWidget::setOverlay(const BoardOverlay *overlay)
{
    m_overlay = overlay;
    update();
}

QFont BoardWidget::coordinateFont() const
{
    return m_painter.coordinateFont(size(), font());
}

BoardLayout BoardWidget::layout() const
{
    return m_painter.layout(size(), font(), m_flipped);
}

QRectF BoardWidget::squareRect(Square s) const
{
    return layout().geometry.squareRect(s);
}

Square BoardWidget::squareAt(QPointF p) const
{
    return layout().geometry.squareAt(p);
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    const Square s = squareAt(event->position());
    if (event->button() == Qt::RightButton) {
        m_input.pressRight(s);
    } else if (event->button() == Qt::LeftButton && m_input.isInteractive()) {
        // A click during the slide finishes it at once.
        stopSlide();
        m_input.press(s, event->position());
    }
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::RightButton) && m_input.isDrawingArrow())
        m_input.dragRight(squareAt(event->position()));
    else if (event->buttons() & Qt::LeftButton)
        m_input.drag(event->position());
}

void BoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    const Square s = squareAt(event->position());
    if (event->button() == Qt::RightButton && m_input.isDrawingArrow())
        m_input.releaseRight(s, event->modifiers());
    else if (event->button() == Qt::LeftButton)
        m_input.release(s);
}

void BoardWidget::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    update();
}

bool BoardWidget::event(QEvent *event)
{
    // The arrow keys are the window's shortcuts for walking the game, unless the board takes them.
    if (event->type() == QEvent::ShortcutOverride && m_cursor.takesKey(*static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::keyPressEvent(QKeyEvent *event)
{
    if (!m_cursor.keyPressed(*event))
        QWidget::keyPressEvent(event);
}

void BoardWidget::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
    m_cursor.focused();
}

void BoardWidget::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    const BoardLayout where = layout();
    BoardFrame frame(m_position, where);
    frame.lastMove = m_lastMove;
    frame.selected = m_input.selectedSquare();
    frame.showTargets = m_showLegalMoves && m_input.isInteractive();
    frame.dragging = m_input.isDragging();
    frame.dragPoint = m_input.dragPoint();
    if (!m_sliding.isNull()) {
        frame.sliding = m_sliding;
        frame.slide = m_slide.currentValue().toReal();
    }
    frame.drawnArrow = m_input.drawnArrow(QGuiApplication::keyboardModifiers());
    if (m_input.isChoosingPromotion()) {
        for (PieceType t : PromotionOrder)
            frame.promotion.emplace_back(t, m_input.promotionChoiceSquare(t));
        frame.promotionChoice = m_input.promotionChoice();
    }
    if (m_cursor.isOn())
        frame.cursor = m_cursor.square();
    frame.cursorFocused = hasFocus();

    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    m_painter.paintUnder(painter, frame);
    if (m_overlay)
        m_overlay->paint(painter, *this);
    m_painter.paintOver(painter, frame);
}

} // namespace ferz
