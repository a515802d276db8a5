// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/boardgeometry.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace ferz {

namespace {

struct ThemeSpec {
    const char *id;
    const char *name;
    QRgb light, dark, coordinates;
};

constexpr ThemeSpec Themes[] = {
    {"wood", QT_TRANSLATE_NOOP("BoardStyle", "Wood"), 0xf0d9b5, 0xb58863, 0x554a3c},
    {"green", QT_TRANSLATE_NOOP("BoardStyle", "Tournament green"), 0xeeeed2, 0x769656, 0x3f4f2e},
    {"blue", QT_TRANSLATE_NOOP("BoardStyle", "Blue"), 0xdee3e6, 0x8ca2ad, 0x3a4a55},
    {"grey", QT_TRANSLATE_NOOP("BoardStyle", "Book grey"), 0xfafaf7, 0xb4b7bc, 0x202020},
    {"contrast", QT_TRANSLATE_NOOP("BoardStyle", "High contrast"), 0xffffff, 0x7a7a7a, 0x000000},
};

} // namespace

BoardStyle BoardStyle::screen()
{
    return *theme(QStringLiteral("wood"));
}

QStringList BoardStyle::themeIds()
{
    QStringList ids;
    for (const ThemeSpec &theme : Themes)
        ids << QLatin1String(theme.id);
    return ids;
}

QString BoardStyle::themeName(const QString &id)
{
    for (const ThemeSpec &theme : Themes)
        if (id == QLatin1String(theme.id))
            return QCoreApplication::translate("BoardStyle", theme.name);
    return {};
}

std::optional<BoardStyle> BoardStyle::theme(const QString &id)
{
    for (const ThemeSpec &theme : Themes)
        if (id == QLatin1String(theme.id))
            return BoardStyle {QColor(theme.light), QColor(theme.dark), QColor(theme.coordinates)};
    return std::nullopt;
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

void BoardGeometry::paintLastMove(QPainter &painter, Move move) const
{
    static const QColor tint(0xcd, 0xd2, 0x6a, 150);
    if (!move.isNull())
        for (const Square s : {move.from(), move.to()})
            painter.fillRect(squareRect(s), tint);
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

void BoardGeometry::paintCoordinatesInside(QPainter &painter, const BoardStyle &style) const
{
    const qreal size = squareSize();
    const qreal inset = size * 0.06;
    painter.save();
    for (int i = 0; i < 8; ++i) {
        const Square onLeft = m_flipped ? makeSquare(7, i) : makeSquare(0, 7 - i);
        const Square onBottom = m_flipped ? makeSquare(7 - i, 7) : makeSquare(i, 0);
        const auto inkOn = [&style](Square s) { return (fileOf(s) + rankOf(s)) % 2 == 0 ? style.light : style.dark; };
        painter.setPen(inkOn(onLeft));
        painter.drawText(squareRect(onLeft).adjusted(inset, inset * 0.5, -inset, -inset), Qt::AlignLeft | Qt::AlignTop,
                         QString::number(rankOf(onLeft) + 1));
        painter.setPen(inkOn(onBottom));
        painter.drawText(squareRect(onBottom).adjusted(inset, inset, -inset, -inset * 0.5),
                         Qt::AlignRight | Qt::AlignBottom, QString(QChar(u'a' + fileOf(onBottom))));
    }
    painter.restore();
}

void BoardGeometry::paintCursor(QPainter &painter, Square s) const
{
    const QRectF r = squareRect(s);
    const qreal w = std::max<qreal>(2, r.width() * 0.06);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x10, 0x10, 0x10), w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    painter.setPen(QPen(QColor(0xff, 0xd0, 0x00), w * 0.6, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(r.adjusted(w * 1.3, w * 1.3, -w * 1.3, -w * 1.3));
    painter.restore();
}

namespace {

// The colours annotators use (the letters of [%cal]/[%csl]), a little transparent.
QColor annotationColor(char letter)
{
    switch (letter) {
    case 'R': return QColor(0xc8, 0x1e, 0x1e, 200);
    case 'Y': return QColor(0xe6, 0xa4, 0x00, 200);
    case 'B': return QColor(0x1e, 0x50, 0xb4, 200);
    default: return QColor(0x15, 0x78, 0x1b, 200);
    }
}

} // namespace

void BoardGeometry::paintMark(QPainter &painter, const SquareMark &mark) const
{
    if (!isValid(mark.square))
        return;
    const QRectF r = squareRect(mark.square);
    QColor fill = annotationColor(mark.color);
    fill.setAlpha(110);
    painter.save();
    painter.fillRect(r, fill);
    painter.setPen(QPen(annotationColor(mark.color), r.width() * 0.06));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(r.adjusted(r.width() * 0.03, r.width() * 0.03, -r.width() * 0.03, -r.width() * 0.03));
    painter.restore();
}

void BoardGeometry::paintArrow(QPainter &painter, const Arrow &arrow) const
{
    if (!isValid(arrow.from) || !isValid(arrow.to) || arrow.from == arrow.to)
        return;
    const qreal size = squareSize();
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
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(annotationColor(arrow.color));
    painter.drawPolygon(shape);
    painter.restore();
}

} // namespace ferz
