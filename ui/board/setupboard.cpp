// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/setupboard.h"

#include "ui/board/accessibleboard.h"
#include "ui/board/accessiblefactory.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace ferz {

namespace {

const QColor PaletteBack(0xe8, 0xe4, 0xdc);
const QColor ToolTint(0x14, 0x55, 0x1e, 110);

constexpr PieceType PaletteOrder[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                      PieceType::Bishop, PieceType::Knight, PieceType::Pawn};

} // namespace

SetupBoard::SetupBoard(QWidget *parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumSize(240, 300);
    setFocusPolicy(Qt::StrongFocus);
    installAccessibleFactory();
}

void SetupBoard::setPieceSet(std::shared_ptr<const PieceSet> pieces)
{
    m_pieces = std::move(pieces);
    update();
}

void SetupBoard::setPlacement(const Placement &placement)
{
    m_placement = placement;
    update();
    emit placementChanged();
}

qreal SetupBoard::cell() const
{
    return std::floor(std::min(width() / 8.0, height() / 10.0));
}

QPointF SetupBoard::origin() const
{
    return {(width() - cell() * 8) / 2, (height() - cell() * 10) / 2};
}

BoardGeometry SetupBoard::boardGeometry() const
{
    // The board lies between the two palette rows, White at the bottom.
    const qreal c = cell();
    return {QRectF(origin().x(), origin().y() + c, 8 * c, 8 * c), false};
}

QRectF SetupBoard::squareRect(Square s) const
{
    return boardGeometry().squareRect(s);
}

QRectF SetupBoard::paletteRect(Piece piece) const
{
    const qreal c = cell();
    int column = 0;
    while (PaletteOrder[column] != typeOf(piece))
        ++column;
    const int row = colorOf(piece) == Color::Black ? 0 : 9;
    return {origin().x() + column * c, origin().y() + row * c, c, c};
}

QRectF SetupBoard::eraserRect(Color row) const
{
    const qreal c = cell();
    return {origin().x() + 7 * c, origin().y() + (row == Color::Black ? 0 : 9) * c, c, c};
}

Square SetupBoard::squareAt(QPointF p) const
{
    return boardGeometry().squareAt(p);
}

std::optional<Piece> SetupBoard::paletteAt(QPointF p) const
{
    for (Color color : {Color::White, Color::Black}) {
        if (eraserRect(color).contains(p))
            return Piece::None;
        for (PieceType type : PaletteOrder)
            if (paletteRect(makePiece(color, type)).contains(p))
                return makePiece(color, type);
    }
    return std::nullopt;
}

void SetupBoard::put(Square s, Piece piece)
{
    if (m_placement[static_cast<std::size_t>(index(s))] == piece)
        return;
    m_placement[static_cast<std::size_t>(index(s))] = piece;
    update();
    emit placementChanged();
}

void SetupBoard::mousePressEvent(QMouseEvent *event)
{
    const QPointF p = event->position();
    const Square s = squareAt(p);
    if (event->button() == Qt::RightButton) {
        if (s != Square::None)
            put(s, Piece::None);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_pressPoint = p;
    m_dragging = false;
    m_carriedFrom = Square::None;
    m_carried.reset();
    if (const auto palette = paletteAt(p)) {
        m_tool = m_tool == palette ? std::nullopt : palette;
        if (*palette != Piece::None)
            m_carried = palette;
        update();
        return;
    }
    if (s == Square::None)
        return;
    const Piece here = m_placement[static_cast<std::size_t>(index(s))];
    if (m_tool) {
        applyTool(s);
        return;
    }
    if (here != Piece::None) {
        m_carried = here;
        m_carriedFrom = s;
    }
}

void SetupBoard::applyTool(Square s)
{
    if (!m_tool)
        return;
    // The tool puts its piece down; using it again on the same piece takes it away.
    put(s, m_placement[static_cast<std::size_t>(index(s))] == *m_tool ? Piece::None : *m_tool);
}

void SetupBoard::setCursorSquare(Square s)
{
    if (!isValid(s))
        return;
    m_cursor = s;
    update();
    if (hasFocus())
        reportFocusedSquare(this, s, false);
}

void SetupBoard::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const int right = key == Qt::Key_Right ? 1 : key == Qt::Key_Left ? -1 : 0;
    const int up = key == Qt::Key_Up ? 1 : key == Qt::Key_Down ? -1 : 0;
    if (right || up) {
        setCursorSquare(
            makeSquare(std::clamp(fileOf(m_cursor) + right, 0, 7), std::clamp(rankOf(m_cursor) + up, 0, 7)));
        return;
    }
    if (key == Qt::Key_Delete || key == Qt::Key_Backspace || key == Qt::Key_Space) {
        put(m_cursor, Piece::None);
        reportFocusedSquare(this, m_cursor, false);
        return;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        applyTool(m_cursor);
        reportFocusedSquare(this, m_cursor, false);
        return;
    }
    const QString text = event->text();
    const qsizetype letter = text.size() == 1 ? QStringLiteral("PNBRQK").indexOf(text.front().toUpper()) : -1;
    if (letter < 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    put(m_cursor,
        makePiece(text.front().isUpper() ? Color::White : Color::Black,
                  static_cast<PieceType>(index(PieceType::Pawn) + static_cast<int>(letter))));
    // The square's new name is read again.
    reportFocusedSquare(this, m_cursor, false);
}

void SetupBoard::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
    reportFocusedSquare(this, m_cursor, false);
}

void SetupBoard::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void SetupBoard::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || !m_carried)
        return;
    if (!m_dragging && (event->position() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    m_dragPoint = event->position();
    update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_carried)
        return;
    const Piece carried = *m_carried;
    m_carried.reset();
    if (!m_dragging)
        return;
    m_dragging = false;
    const Square to = squareAt(event->position());
    if (m_carriedFrom != Square::None && to != m_carriedFrom) {
        // Moved, or dragged off the board and so removed.
        m_placement[static_cast<std::size_t>(index(m_carriedFrom))] = Piece::None;
        if (to == Square::None) {
            update();
            emit placementChanged();
            return;
        }
    }
    if (to != Square::None)
        m_placement[static_cast<std::size_t>(index(to))] = carried;
    update();
    emit placementChanged();
}

void SetupBoard::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal c = cell();
    for (int row : {0, 9})
        painter.fillRect(QRectF(origin().x(), origin().y() + row * c, 8 * c, c), PaletteBack);
    boardGeometry().paintSquares(painter, BoardStyle::screen());
    for (Color color : {Color::White, Color::Black}) {
        for (PieceType type : PaletteOrder) {
            const Piece piece = makePiece(color, type);
            if (m_tool == piece)
                painter.fillRect(paletteRect(piece), ToolTint);
            if (m_pieces)
                m_pieces->paint(painter, piece, paletteRect(piece));
        }
        const QRectF eraser = eraserRect(color);
        if (m_tool == Piece::None)
            painter.fillRect(eraser, ToolTint);
        painter.setPen(QPen(QColor(0x80, 0x20, 0x20), c * 0.08, Qt::SolidLine, Qt::RoundCap));
        const QRectF cross = eraser.adjusted(c * 0.3, c * 0.3, -c * 0.3, -c * 0.3);
        painter.drawLine(cross.topLeft(), cross.bottomRight());
        painter.drawLine(cross.topRight(), cross.bottomLeft());
    }
    if (!m_pieces)
        return;
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        const Piece piece = m_placement[static_cast<std::size_t>(i)];
        if (piece != Piece::None && !(m_dragging && s == m_carriedFrom))
            m_pieces->paint(painter, piece, squareRect(s));
    }
    if (m_dragging && m_carried) {
        QRectF r(0, 0, c, c);
        r.moveCenter(m_dragPoint);
        m_pieces->paint(painter, *m_carried, r);
    }
    if (hasFocus())
        boardGeometry().paintCursor(painter, m_cursor);
}

} // namespace ferz
