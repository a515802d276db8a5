// SPDX-License-Identifier: GPL-3.0-or-later
// A piece set for PDF pages: each piece is drawn once per size as an image at the page's
// resolution, and the PDF embeds that image once and refers to it wherever the piece recurs.
// Drawn as paths (the glyph sets' outlines are flattened into thousands of points), every piece
// of every diagram cost some 4 KB of the file. On any other device the pieces are drawn as the
// set draws them.
#pragma once

#include "render/pieceset.h"

#include <QImage>

#include <map>
#include <memory>
#include <tuple>

namespace ferz {

class PieceImages : public PieceSet {
public:
    explicit PieceImages(std::shared_ptr<const PieceSet> pieces) : m_pieces(std::move(pieces)) {}

    QString name() const override { return m_pieces->name(); }
    void paint(QPainter &painter, Piece piece, const QRectF &square) const override;

private:
    std::shared_ptr<const PieceSet> m_pieces;
    // By piece and size in device pixels: a dozen images for a whole document.
    mutable std::map<std::tuple<int, int, int>, QImage> m_images;
};

} // namespace ferz
