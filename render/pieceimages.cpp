// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/pieceimages.h"

#include <QPaintEngine>
#include <QPainter>

namespace ferz {

void PieceImages::paint(QPainter &painter, Piece piece, const QRectF &square) const
{
    if (painter.paintEngine()->type() != QPaintEngine::Pdf) {
        m_pieces->paint(painter, piece, square);
        return;
    }
    const QSize pixels = painter.deviceTransform().mapRect(square).size().toSize();
    if (pixels.isEmpty())
        return;
    QImage &image = m_images[{static_cast<int>(piece), pixels.width(), pixels.height()}];
    if (image.isNull()) {
        image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter onImage(&image);
        m_pieces->paint(onImage, piece, QRectF(QPointF(0, 0), pixels));
    }
    painter.drawImage(square, image);
}

} // namespace ferz
