// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/glyphpieceset.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>
#include <QRawFont>
#include <QTransform>

namespace ferz {

namespace {

// U+2654 white king … U+2659 white pawn, U+265A black king … U+265F black pawn.
constexpr char16_t WhiteKing = 0x2654;
constexpr char16_t BlackKing = 0x265A;

int glyphOffset(PieceType t)
{
    switch (t) {
    case PieceType::King: return 0;
    case PieceType::Queen: return 1;
    case PieceType::Rook: return 2;
    case PieceType::Bishop: return 3;
    case PieceType::Knight: return 4;
    case PieceType::Pawn: return 5;
    case PieceType::None: break;
    }
    return 0;
}

QPainterPath glyphPath(const QRawFont &font, char16_t code)
{
    const QList<quint32> glyphs = font.glyphIndexesForString(QString(QChar(code)));
    return glyphs.isEmpty() ? QPainterPath() : font.pathForGlyph(glyphs.first());
}

// The glyph with its holes filled: every contour filled on its own and all of them united.
QPainterPath silhouette(const QPainterPath &glyph)
{
    QPainterPath all;
    for (const QPolygonF &contour : glyph.toSubpathPolygons()) {
        QPainterPath part;
        part.addPolygon(contour);
        part.closeSubpath();
        all = all.united(part);
    }
    return all;
}

constexpr PieceType AllTypes[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                  PieceType::Rook, PieceType::Queen,  PieceType::King};

} // namespace

GlyphPieceSet::GlyphPieceSet(const QStringList &families)
{
    for (const QString &family : families) {
        QFont font(family);
        font.setPixelSize(200);
        const QRawFont raw = QRawFont::fromFont(font);
        if (!raw.isValid() || raw.familyName() != family)
            continue;
        bool complete = true;
        for (char16_t c = WhiteKing; c <= BlackKing + 5; ++c)
            complete = complete && raw.supportsCharacter(QChar(c));
        if (!complete)
            continue;
        // One scale for every piece, so a pawn stays smaller than a king as the font designs it.
        QRectF tallest;
        for (PieceType t : AllTypes) {
            const QPainterPath black = glyphPath(raw, static_cast<char16_t>(BlackKing + glyphOffset(t)));
            m_body[index(t)] = silhouette(black);
            m_details[index(t)] = m_body[index(t)].subtracted(black);
            m_outline[index(t)] = glyphPath(raw, static_cast<char16_t>(WhiteKing + glyphOffset(t)));
            if (m_body[index(t)].boundingRect().height() > tallest.height())
                tallest = m_body[index(t)].boundingRect();
        }
        // Scale by the glyphs' real size (they sit small in the em box) into a unit square with
        // each piece standing on a common baseline.
        const qreal scale = 1.0 / tallest.height();
        for (PieceType t : AllTypes) {
            const QRectF r = m_body[index(t)].boundingRect();
            QTransform toUnit;
            toUnit.scale(scale, scale);
            toUnit.translate(-(r.center().x()) + 0.5 / scale, -tallest.bottom() + 1.0 / scale);
            m_body[index(t)] = toUnit.map(m_body[index(t)]);
            m_outline[index(t)] = toUnit.map(m_outline[index(t)]);
            m_details[index(t)] = toUnit.map(m_details[index(t)]);
        }
        m_family = family;
        return;
    }
}

QString GlyphPieceSet::name() const
{
    return QCoreApplication::translate("PieceSet", "%1 glyphs").arg(m_family);
}

void GlyphPieceSet::paint(QPainter &painter, Piece piece, const QRectF &square) const
{
    const PieceType t = typeOf(piece);
    if (t == PieceType::None || !isValid())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The pieces fill 86% of the square's height, a little above the bottom edge.
    const qreal size = square.height() * 0.86;
    painter.translate(square.center().x() - size / 2, square.bottom() - square.height() * 0.06 - size);
    painter.scale(size, size);
    painter.setPen(Qt::NoPen);
    if (colorOf(piece) == Color::White) {
        painter.setBrush(QColor(0xfa, 0xfa, 0xf5));
        painter.drawPath(m_body[index(t)]);
        painter.setBrush(QColor(0x15, 0x15, 0x15));
        painter.drawPath(m_outline[index(t)]);
    } else {
        // A thin light rim keeps black pieces apart from dark squares; the glyph's inner lines
        // (its holes) are drawn light rather than letting the square show through.
        painter.setPen(QPen(QColor(255, 255, 255, 90), 0.02, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(QColor(0x1c, 0x1c, 0x1c));
        painter.drawPath(m_body[index(t)]);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xd8, 0xd8, 0xd0));
        painter.drawPath(m_details[index(t)]);
    }
    painter.restore();
}

} // namespace ferz
