// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardwidget.h"

#include "ui/board/accessiblefactory.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

namespace ferz {

namespace {

const QColor LastMoveTint(0xcd, 0xd2, 0x6a, 150);
const QColor SelectedTint(0x14, 0x55, 0x1e, 110);
const QColor TargetMark(0x14, 0x55, 0x1e, 100);

// The colours annotators use on screen (the letters of [%cal]/[%csl]), a little transparent.
QColor annotationQColor(char letter)
{
    switch (letter) {
    case 'R': return QColor(0xc8, 0x1e, 0x1e, 200);
    case 'Y': return QColor(0xe6, 0xa4, 0x00, 200);
    case 'B': return QColor(0x1e, 0x50, 0xb4, 200);
    default: return QColor(0x15, 0x78, 0x1b, 200);
    }
}

constexpr int AnimationMs = 160;

} // namespace

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    installAccessibleFactory();
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(AnimationMs);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_animatedMove = Move();
        update();
    });
}

void BoardWidget::setPieceSet(std::shared_ptr<const PieceSet> pieces)
{
    m_pieces = std::move(pieces);
    update();
}

void BoardWidget::setBoardStyle(const BoardStyle &style)
{
    m_style = style;
    update();
}

void BoardWidget::setCoordinatesInside(bool inside)
{
    m_coordinatesInside = inside;
    update();
}

void BoardWidget::setPosition(const Position &position, Move lastMove, bool animate)
{
    m_position = position;
    m_lastMove = lastMove;
    m_promotions.clear();
    m_dragging = false;
    clearSelection();
    m_animation.stop();
    m_animatedMove = Move();
    if (animate && m_animationEnabled && !lastMove.isNull() && lastMove != m_dropped) {
        m_animatedMove = lastMove;
        m_animation.start();
    }
    m_dropped = Move();
    update();
}

void BoardWidget::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive) {
        m_promotions.clear();
        m_dragging = false;
        clearSelection();
    }
    update();
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

void BoardWidget::setAnnotations(const std::vector<Arrow> &arrows, const std::vector<SquareMark> &squares)
{
    m_arrows = arrows;
    m_marks = squares;
    update();
}

char BoardWidget::annotationColor(Qt::KeyboardModifiers modifiers)
{
    if (modifiers & Qt::ShiftModifier)
        return 'R';
    if (modifiers & Qt::ControlModifier)
        return 'Y';
    if (modifiers & Qt::AltModifier)
        return 'B';
    return 'G';
}

QFont BoardWidget::coordinateFont() const
{
    // A fifth of a square (a sixth inside the squares), never smaller than the system font nor,
    // inside, than a third of a square.
    const qreal square = std::min(width(), height()) / 8.0;
    const int scaled = static_cast<int>(square * (m_coordinatesInside ? 0.17 : 0.2));
    int pixels = std::max(QFontInfo(font()).pixelSize(), scaled);
    if (m_coordinatesInside)
        pixels = std::min(pixels, static_cast<int>(square / 3));
    QFont coordinates = font();
    coordinates.setPixelSize(std::max(9, pixels));
    coordinates.setBold(true);
    return coordinates;
}

qreal BoardWidget::coordinateMargin() const
{
    // The coordinates take a narrow margin on the left and below the board, unless they stand
    // inside the squares.
    return m_coordinatesInside ? 0 : std::max<qreal>(12, coordinateFont().pixelSize() * 1.4);
}

QRectF BoardWidget::boardRect() const
{
    const qreal margin = coordinateMargin();
    const qreal side = std::floor((std::min(width(), height()) - margin) / 8) * 8;
    const qreal x = (width() - side - margin) / 2 + margin;
    const qreal y = (height() - side - margin) / 2;
    return {x, y, side, side};
}

BoardGeometry BoardWidget::boardGeometry() const
{
    return {boardRect(), m_flipped};
}

QRectF BoardWidget::squareRect(Square s) const
{
    return boardGeometry().squareRect(s);
}

Square BoardWidget::squareAt(QPointF p) const
{
    return boardGeometry().squareAt(p);
}

Square BoardWidget::promotionChoiceSquare(PieceType t) const
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

PieceType BoardWidget::promotionChoice() const
{
    return m_promotions.empty() ? PieceType::None : PromotionOrder[m_promotionChoice];
}

bool BoardWidget::canPick(Square s) const
{
    const Piece p = m_position.pieceAt(s);
    return p != Piece::None && colorOf(p) == m_position.sideToMove();
}

bool BoardWidget::pieceHasLegalMove(Square s) const
{
    return !m_position.legalMovesFrom(s).empty();
}

void BoardWidget::select(Square s)
{
    m_selected = s;
    if (m_touchMove && pieceHasLegalMove(s))
        m_touchLocked = true;
    update();
}

void BoardWidget::clearSelection()
{
    m_selected = Square::None;
    m_touchLocked = false;
    m_pressOnSelected = false;
    update();
}

void BoardWidget::tryMove(Square to, bool dropped)
{
    const Square from = m_selected;
    const MoveList pieceMoves = m_position.legalMovesFrom(from);
    std::vector<Move> moves;
    for (Move m : pieceMoves)
        if (m.to() == to)
            moves.push_back(m);
    // A king dropped on its own rook means castling on that side.
    if (moves.empty() && typeOf(m_position.pieceAt(from)) == PieceType::King
        && m_position.pieceAt(to) == makePiece(m_position.sideToMove(), PieceType::Rook)) {
        for (Move m : pieceMoves)
            if (m.kind() == Move::Castling && (to > from) == (m.to() > from))
                moves.push_back(m);
    }
    if (moves.empty()) {
        const MoveCheck check = checkMove(m_position, from, to);
        // A player without a mouse keeps the piece in hand to choose another square (Esc puts it
        // back); a mouse drops it where it came from.
        if (!m_touchLocked && !m_keyboardMode)
            clearSelection();
        update();
        emit moveRejected(from, to, check);
        return;
    }
    if (moves.size() > 1) {
        m_promotions = moves;
        m_dropped = dropped ? Move(from, to, Move::Promotion) : Move();
        m_promotionChoice = 0;
        movePromotionChoice(0);
        return;
    }
    m_dropped = dropped ? moves.front() : Move();
    clearSelection();
    emit moveMade(moves.front());
}

void BoardWidget::choosePromotion(PieceType t)
{
    const Move chosen(m_promotions.front().from(), m_promotions.front().to(), Move::Promotion, t);
    const bool dropped = !m_dropped.isNull();
    m_promotions.clear();
    m_dropped = dropped ? chosen : Move();
    clearSelection();
    emit moveMade(chosen);
}

void BoardWidget::cancelPromotion()
{
    m_promotions.clear();
    m_dropped = Move();
    if (!m_touchLocked)
        clearSelection();
    update();
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton && m_annotating) {
        m_annotationFrom = m_annotationTo = squareAt(event->position());
        return;
    }
    if (event->button() != Qt::LeftButton || !m_interactive)
        return;
    // A click during the slide finishes it at once.
    m_animation.stop();
    m_animatedMove = Move();
    const Square s = squareAt(event->position());
    if (isChoosingPromotion()) {
        for (PieceType t : PromotionOrder) {
            if (s == promotionChoiceSquare(t)) {
                choosePromotion(t);
                return;
            }
        }
        // A click elsewhere puts the pawn back.
        cancelPromotion();
        return;
    }
    if (s == Square::None) {
        if (!m_touchLocked)
            clearSelection();
        return;
    }
    if (m_selected != Square::None && s != m_selected && !canPick(s)) {
        tryMove(s, false);
        return;
    }
    if (!canPick(s)) {
        clearSelection();
        return;
    }
    if (m_touchLocked && s != m_selected) {
        emit touchMoveEnforced(m_selected);
        return;
    }
    m_pressOnSelected = s == m_selected;
    select(s);
    m_pressPoint = event->position();
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::RightButton) && m_annotationFrom != Square::None) {
        const Square to = squareAt(event->position());
        if (to != m_annotationTo) {
            m_annotationTo = to;
            update();
        }
        return;
    }
    if (!(event->buttons() & Qt::LeftButton) || m_selected == Square::None || isChoosingPromotion())
        return;
    if (!m_dragging && (event->position() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    m_dragPoint = event->position();
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton && m_annotationFrom != Square::None) {
        const Square from = m_annotationFrom, to = squareAt(event->position());
        const char color = annotationColor(event->modifiers());
        m_annotationFrom = m_annotationTo = Square::None;
        update();
        if (to == from)
            emit squareAnnotated(SquareMark {color, from});
        else if (to != Square::None)
            emit arrowAnnotated(Arrow {color, from, to});
        return;
    }
    if (event->button() != Qt::LeftButton || m_selected == Square::None)
        return;
    const Square s = squareAt(event->position());
    if (m_dragging) {
        m_dragging = false;
        if (s != Square::None && s != m_selected)
            tryMove(s, true);
        update(); // a piece dropped off the board or on its own square goes back
        return;
    }
    // A second click on the selected piece puts it down again.
    if (m_pressOnSelected && s == m_selected && !m_touchLocked)
        clearSelection();
}

void BoardWidget::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    update();
}

void BoardWidget::setOverlay(const BoardOverlay *overlay)
{
    m_overlay = overlay;
    update();
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintSquares(painter);
    if (!m_coordinatesInside)
        paintCoordinates(painter);
    if (m_overlay)
        m_overlay->paint(painter, *this);
    paintTargets(painter);
    paintPieces(painter);
    // Inside the squares, the coordinates stay readable over a piece in the corner.
    if (m_coordinatesInside)
        paintCoordinates(painter);
    for (const Arrow &arrow : m_arrows)
        paintArrow(painter, arrow);
    if (m_annotationFrom != Square::None && m_annotationTo != Square::None && m_annotationTo != m_annotationFrom)
        paintArrow(painter,
                   Arrow {annotationColor(QGuiApplication::keyboardModifiers()), m_annotationFrom, m_annotationTo});
    paintPromotionChooser(painter);
    paintCursor(painter);
}

void BoardWidget::paintSquares(QPainter &painter) const
{
    painter.setPen(Qt::NoPen);
    boardGeometry().paintSquares(painter, m_style);
    for (const Square s : {m_lastMove.from(), m_lastMove.to()})
        if (!m_lastMove.isNull())
            painter.fillRect(squareRect(s), LastMoveTint);
    if (m_selected != Square::None)
        painter.fillRect(squareRect(m_selected), SelectedTint);
    for (const SquareMark &mark : m_marks) {
        if (!isValid(mark.square))
            continue;
        const QRectF r = squareRect(mark.square);
        QColor fill = annotationQColor(mark.color);
        fill.setAlpha(110);
        painter.fillRect(r, fill);
        painter.setPen(QPen(annotationQColor(mark.color), r.width() * 0.06));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r.adjusted(r.width() * 0.03, r.width() * 0.03, -r.width() * 0.03, -r.width() * 0.03));
        painter.setPen(Qt::NoPen);
    }
    if (m_position.isCheck()) {
        const QRectF r = squareRect(m_position.kingSquare(m_position.sideToMove()));
        QRadialGradient glow(r.center(), r.width() * 0.7);
        glow.setColorAt(0.0, QColor(255, 0, 0, 230));
        glow.setColorAt(0.45, QColor(231, 0, 0, 160));
        glow.setColorAt(1.0, QColor(169, 0, 0, 0));
        painter.fillRect(r, glow);
    }
}

void BoardWidget::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    update();
}

void BoardWidget::paintCoordinates(QPainter &painter) const
{
    if (!m_showCoordinates)
        return;
    painter.setFont(coordinateFont());
    if (m_coordinatesInside)
        boardGeometry().paintCoordinatesInside(painter, m_style);
    else
        boardGeometry().paintCoordinates(painter, m_style, coordinateMargin());
}

void BoardWidget::paintTargets(QPainter &painter) const
{
    if (!m_showLegalMoves || m_selected == Square::None || !m_interactive)
        return;
    painter.setPen(Qt::NoPen);
    for (Move m : m_position.legalMovesFrom(m_selected)) {
        const QRectF r = squareRect(m.to());
        if (m_position.isCapture(m)) {
            // A capture: a ring around the piece.
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), r.width() * 0.5, r.height() * 0.5);
            painter.setBrush(TargetMark);
            painter.drawPath(ring);
        } else {
            painter.setBrush(TargetMark);
            painter.drawEllipse(r.center(), r.width() * 0.16, r.height() * 0.16);
        }
    }
}

void BoardWidget::paintPieces(QPainter &painter) const
{
    if (!m_pieces)
        return;
    const qreal t = m_animatedMove.isNull() ? 1.0 : m_animation.currentValue().toReal();
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        const Piece p = m_position.pieceAt(s);
        if (p == Piece::None || (m_dragging && s == m_selected))
            continue;
        QRectF r = squareRect(s);
        if (!m_animatedMove.isNull() && s == m_animatedMove.to()) {
            const QRectF from = squareRect(m_animatedMove.from());
            r.moveTopLeft(from.topLeft() + (r.topLeft() - from.topLeft()) * t);
        }
        m_pieces->paint(painter, p, r);
    }
    if (m_dragging) {
        QRectF r = squareRect(m_selected);
        r.moveCenter(m_dragPoint);
        m_pieces->paint(painter, m_position.pieceAt(m_selected), r);
    }
}

void BoardWidget::paintArrow(QPainter &painter, const Arrow &arrow) const
{
    if (!isValid(arrow.from) || !isValid(arrow.to) || arrow.from == arrow.to)
        return;
    const qreal size = boardRect().width() / 8;
    const QPointF from = squareRect(arrow.from).center(), to = squareRect(arrow.to).center();
    const QLineF line(from, to);
    const qreal head = size * 0.42, halfWidth = size * 0.09;
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    // Starts a little off the centre so the piece stays visible, ends at the centre.
    const QPointF start = from + unit * size * 0.2;
    const QPointF neck = to - unit * head;
    QPolygonF shape;
    shape << start + normal * halfWidth << neck + normal * halfWidth << neck + normal * head * 0.55 << to
          << neck - normal * head * 0.55 << neck - normal * halfWidth << start - normal * halfWidth;
    painter.setPen(Qt::NoPen);
    painter.setBrush(annotationQColor(arrow.color));
    painter.drawPolygon(shape);
}

void BoardWidget::paintPromotionChooser(QPainter &painter) const
{
    if (!isChoosingPromotion() || !m_pieces)
        return;
    painter.fillRect(boardRect(), QColor(0, 0, 0, 110));
    const Color side = m_position.sideToMove();
    for (PieceType t : PromotionOrder) {
        const QRectF r = squareRect(promotionChoiceSquare(t));
        // The keyboard's choice has a thick ring.
        painter.setPen(t == promotionChoice() ? QPen(QColor(0x14, 0x55, 0x1e), r.width() * 0.07)
                                              : QPen(QColor(0x40, 0x40, 0x40), 1));
        painter.setBrush(QColor(0xf5, 0xf2, 0xea));
        painter.drawEllipse(r.adjusted(2, 2, -2, -2));
        m_pieces->paint(painter, makePiece(side, t),
                        r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08));
    }
}

} // namespace ferz
