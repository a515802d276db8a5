// SPDX-License-Identifier: GPL-3.0-or-later
// Pieces drawn from the chess glyphs U+2654–U+265F of an installed font: FreeSerif (a classic
// Staunton look) when present, else DejaVu Sans. The glyphs become filled paths with an outline
// (the white glyphs are outlines only, so a white piece is the black glyph filled white with the
// white glyph's outline drawn on top); no bitmaps are involved.
#pragma once

#include "render/pieceset.h"

#include <QPainterPath>

#include <array>

namespace ferz {

class GlyphPieceSet : public PieceSet {
public:
    // Uses the first of the families that has all twelve glyphs; isValid() is false if none has.
    explicit GlyphPieceSet(const QStringList &families = {QStringLiteral("FreeSerif"), QStringLiteral("DejaVu Sans")});

    bool isValid() const { return !m_family.isEmpty(); }
    // The font family the glyphs come from.
    QString family() const { return m_family; }
    QString name() const override;
    void paint(QPainter &painter, Piece piece, const QRectF &square) const override;

private:
    // Per piece type (index 1..6), scaled into a unit square: the solid body and the outline.
    std::array<QPainterPath, 7> m_body;
    std::array<QPainterPath, 7> m_outline;
    std::array<QPainterPath, 7> m_details; // the inner lines of the black glyphs
    QString m_family;
};

} // namespace ferz
