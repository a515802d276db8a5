// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/boardgeometry.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ferz {

BoardStyle BoardStyle::screen()
{
    return {QColor(0xf0, 0xd9, 0xb5), QColor(0xb5, 0x88, 0x63), QColor(0x55, 0x4a, 0x3c)};
}

BoardStyle BoardStyle::print()
{
    return {QColor(0xfa, 0xfa, 0xf7), QColor(0xb4, 0xb7, 0xbc), QColor(0x20, 0x20, 0x20)};
}

QRectF BoardGeometry::squareRect(Square s) const
{
    const qreal size = squareSize();
    const int column = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return {m_board.left() + column * size, m_board.top() + row * size, size, size};
}

Square BoardGeometry::squareAt(QPointF p) const
{
    if (!m_board.contains(p))
        return Square::None;
    const qreal size = squareSize();
    const int column = std::clamp(static_cast<int>(std::floor((p.x() - m_board.left()) / size)), 0, 7);
    const int row = std::clamp(static_cast<int>(std::floor((p.y() - m_board.top()) / size)), 0, 7);
    return makeSquare(m_flipped ? 7 - column : column, m_flipped ? row : 7 - row);
}

void BoardGeometry::paintSquares(QPainter &painter, const BoardStyle &style) const
{
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        // a1 is dark.
        painter.fillRect(squareRect(s), (fileOf(s) + rankOf(s)) % 2 == 0 ? style.dark : style.light);
    }
}

void BoardGeometry::paintCoordinates(QPainter &painter, const BoardStyle &style, qreal margin) const
{
    const qreal size = squareSize();
    painter.save();
    painter.setPen(style.coordinates);
    for (int i = 0; i < 8; ++i) {
        const int rank = m_flipped ? i : 7 - i;
        const int file = m_flipped ? 7 - i : i;
        painter.drawText(QRectF(m_board.left() - margin, m_board.top() + i * size, margin * 0.85, size),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(rank + 1));
        painter.drawText(QRectF(m_board.left() + i * size, m_board.bottom(), size, margin), Qt::AlignCenter,
                         QString(QChar(u'a' + file)));
    }
    painter.restore();
}

} // namespace ferz
