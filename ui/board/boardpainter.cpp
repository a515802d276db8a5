// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardpainter.h"

#include <QFontInfo>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>

namespace ferz {

namespace {

const QColor SelectedTint(0x14, 0x55, 0x1e, 110);
const QColor TargetMark(0x14, 0x55, 0x1e, 100);

// Where the piece now on `s` comes from in the sliding move: both the king and the rook slide in
// castling (the rook from the square the position keeps for it, in Chess960 too). Square::None for
// a piece that did not move.
Square slideOrigin(const BoardFrame &frame, Square s)
{
    const Move m = frame.sliding;
    if (m.isNull())
        return Square::None;
    if (m.kind() != Move::Castling)
        return s == m.to() ? m.from() : Square::None;
    const Color mover = ~frame.position.sideToMove();
    const CastlingSide side = castlingSide(m);
    if (s == castlingKingTo(mover, side))
        return m.from();
    return s == castlingRookTo(mover, side) ? frame.position.castlingRook(mover, side) : Square::None;
}

} // namespace

void BoardPainter::setAnnotations(const std::vector<Arrow> &arrows, const std::vector<SquareMark> &squares)
{
    m_arrows = arrows;
    m_marks = squares;
}

QFont BoardPainter::coordinateFont(QSizeF size, const QFont &font) const
{
    // A fifth of a square (a sixth inside the squares), never smaller than the system font nor,
    // inside, than a third of a square.
    const qreal square = std::min(size.width(), size.height()) / 8.0;
    const int scaled = static_cast<int>(square * (m_coordinatesInside ? 0.17 : 0.2));
    int pixels = std::max(QFontInfo(font).pixelSize(), scaled);
    if (m_coordinatesInside)
        pixels = std::min(pixels, static_cast<int>(square / 3));
    QFont coordinates = font;
    coordinates.setPixelSize(std::max(9, pixels));
    coordinates.setBold(true);
    return coordinates;
}

BoardLayout BoardPainter::layout(QSizeF size, const QFont &font, bool flipped) const
{
    const QFont coordinates = coordinateFont(size, font);
    // The coordinates take a narrow margin on the left and below the board, unless they stand
    // inside the squares.
    const qreal margin = m_coordinatesInside ? 0 : std::max<qreal>(12, coordinates.pixelSize() * 1.4);
    const qreal side = std::floor((std::min(size.width(), size.height()) - margin) / 8) * 8;
    const qreal x = (size.width() - side - margin) / 2 + margin;
    const qreal y = (size.height() - side - margin) / 2;
    return {BoardGeometry({x, y, side, side}, flipped), coordinates, margin};
}

void BoardPainter::paintUnder(QPainter &painter, const BoardFrame &frame) const
{
    const BoardGeometry &geometry = frame.layout.geometry;
    painter.setPen(Qt::NoPen);
    geometry.paintSquares(painter, m_style);
    geometry.paintLastMove(painter, frame.lastMove);
    if (frame.selected != Square::None)
        painter.fillRect(geometry.squareRect(frame.selected), SelectedTint);
    for (const SquareMark &mark : m_marks)
        geometry.paintMark(painter, mark);
    const Position &position = frame.position;
    if (position.isCheck()) {
        const QRectF r = geometry.squareRect(position.kingSquare(position.sideToMove()));
        QRadialGradient glow(r.center(), r.width() * 0.7);
        glow.setColorAt(0.0, QColor(255, 0, 0, 230));
        glow.setColorAt(0.45, QColor(231, 0, 0, 160));
        glow.setColorAt(1.0, QColor(169, 0, 0, 0));
        painter.fillRect(r, glow);
    }
    if (!m_coordinatesInside)
        paintCoordinates(painter, frame.layout);
}

void BoardPainter::paintOver(QPainter &painter, const BoardFrame &frame) const
{
    paintTargets(painter, frame);
    paintPieces(painter, frame);
    // Inside the squares, the coordinates stay readable over a piece in the corner.
    if (m_coordinatesInside)
        paintCoordinates(painter, frame.layout);
    for (const Arrow &arrow : m_arrows)
        frame.layout.geometry.paintArrow(painter, arrow);
    if (frame.drawnArrow)
        frame.layout.geometry.paintArrow(painter, *frame.drawnArrow);
    paintPromotionChooser(painter, frame);
    paintCursor(painter, frame);
}

void BoardPainter::paintCoordinates(QPainter &painter, const BoardLayout &layout) const
{
    if (!m_showCoordinates)
        return;
    painter.setFont(layout.coordinateFont);
    if (m_coordinatesInside)
        layout.geometry.paintCoordinatesInside(painter, m_style);
    else
        layout.geometry.paintCoordinates(painter, m_style, layout.coordinateMargin);
}

void BoardPainter::paintTargets(QPainter &painter, const BoardFrame &frame) const
{
    if (!frame.showTargets || frame.selected == Square::None)
        return;
    painter.setPen(Qt::NoPen);
    painter.setBrush(TargetMark);
    for (Move m : frame.position.legalMovesFrom(frame.selected)) {
        const QRectF r = frame.layout.geometry.squareRect(m.to());
        if (frame.position.isCapture(m)) {
            // A capture (en passant too): a ring around the square.
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), r.width() * 0.5, r.height() * 0.5);
            painter.drawPath(ring);
        } else {
            painter.drawEllipse(r.center(), r.width() * 0.16, r.height() * 0.16);
        }
    }
}

void BoardPainter::paintPieces(QPainter &painter, const BoardFrame &frame) const
{
    if (!m_pieces)
        return;
    const BoardGeometry &geometry = frame.layout.geometry;
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        const Piece p = frame.position.pieceAt(s);
        if (p == Piece::None || (frame.dragging && s == frame.selected))
            continue;
        QRectF r = geometry.squareRect(s);
        if (const Square origin = slideOrigin(frame, s); origin != Square::None && origin != s) {
            const QRectF from = geometry.squareRect(origin);
            r.moveTopLeft(from.topLeft() + (r.topLeft() - from.topLeft()) * frame.slide);
        }
        m_pieces->paint(painter, p, r);
    }
    if (frame.dragging) {
        QRectF r = geometry.squareRect(frame.selected);
        r.moveCenter(frame.dragPoint);
        m_pieces->paint(painter, frame.position.pieceAt(frame.selected), r);
    }
}

void BoardPainter::paintPromotionChooser(QPainter &painter, const BoardFrame &frame) const
{
    if (frame.promotion.empty() || !m_pieces)
        return;
    const BoardGeometry &geometry = frame.layout.geometry;
    painter.fillRect(geometry.board(), QColor(0, 0, 0, 110));
    const Color side = frame.position.sideToMove();
    for (const auto &[t, square] : frame.promotion) {
        const QRectF r = geometry.squareRect(square);
        // The keyboard's choice has a thick ring.
        painter.setPen(t == frame.promotionChoice ? QPen(QColor(0x14, 0x55, 0x1e), r.width() * 0.07)
                                                  : QPen(QColor(0x40, 0x40, 0x40), 1));
        painter.setBrush(QColor(0xf5, 0xf2, 0xea));
        painter.drawEllipse(r.adjusted(2, 2, -2, -2));
        m_pieces->paint(painter, makePiece(side, t),
                        r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08));
    }
}

void BoardPainter::paintCursor(QPainter &painter, const BoardFrame &frame) const
{
    if (!isValid(frame.cursor))
        return;
    painter.save();
    painter.setOpacity(frame.cursorFocused ? 1.0 : 0.45);
    frame.layout.geometry.paintCursor(painter, frame.cursor);
    painter.restore();
}

} // namespace ferz
