// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/diagram.h"

#include "render/boardgeometry.h"

#include <QFont>
#include <QPainter>

namespace ferz {

DiagramSpec diagramAt(const GameNode &node, bool flipped)
{
    const Annotations &notes = node.annotations();
    return {node.position(), flipped, notes.squares, notes.arrows};
}

void paintDiagram(QPainter &painter, const QRectF &area, const DiagramSpec &diagram, const PieceSet &pieces)
{
    const Position &position = diagram.position;
    const bool flipped = diagram.flipped;
    painter.save();
    painter.translate(area.topLeft());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const double size = area.width();
    painter.fillRect(QRectF(0, 0, size, size), Qt::white);

    // Room for the coordinates on the left and below, and for the turn mark on the right.
    const double margin = size * 0.06;
    const double square = (size - 2 * margin) / 8;
    const BoardStyle &style = diagram.style;
    const BoardGeometry geometry(QRectF(margin, margin * 0.5, square * 8, square * 8), flipped);
    const QRectF board = geometry.board();
    geometry.paintSquares(painter, style);
    geometry.paintLastMove(painter, diagram.lastMove);
    for (const SquareMark &mark : diagram.squares)
        geometry.paintMark(painter, mark);
    for (int i = 0; i < 64; ++i)
        if (const Piece piece = position.pieceAt(static_cast<Square>(i)); piece != Piece::None)
            pieces.paint(painter, piece, geometry.squareRect(static_cast<Square>(i)));
    for (const Arrow &arrow : diagram.arrows)
        geometry.paintArrow(painter, arrow);
    painter.setPen(QPen(style.coordinates, std::max(1.0, size / 250.0)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(6, int(margin * 0.55)));
    painter.setFont(font);
    geometry.paintCoordinates(painter, style, margin);

    // The side to move: a small disc in its colour beside its own edge of the board.
    const bool whiteToMove = position.sideToMove() == Color::White;
    const bool atBottom = whiteToMove != flipped;
    const double mark = margin * 0.5;
    const QPointF centre(board.right() + margin * 0.5,
                         atBottom ? board.bottom() - square / 2 : board.top() + square / 2);
    painter.setBrush(whiteToMove ? QColor(Qt::white) : style.coordinates);
    painter.drawEllipse(centre, mark / 2, mark / 2);
    painter.restore();
}

QImage diagramImage(const DiagramSpec &diagram, const PieceSet &pieces, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    paintDiagram(painter, QRectF(0, 0, size, size), diagram, pieces);
    return image;
}

} // namespace ferz
