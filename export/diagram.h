// SPDX-License-Identifier: GPL-3.0-or-later
// A printed board diagram: the position drawn with a piece set on book-style squares, framed,
// with file letters and rank numbers around it and a mark beside the side to move.
#pragma once

#include "core/rules/position.h"
#include "render/pieceset.h"

#include <QImage>

class QPainter;
class QRectF;

namespace ferz {

// A diagram of a layout: its position and from which side it is seen.
struct DiagramSpec {
    Position position;
    bool flipped = false;
};

// Draws the diagram into the square `area`, as vector graphics on a vector device (a PDF);
// `flipped` puts Black at the bottom.
void paintDiagram(QPainter &painter, const QRectF &area, const Position &position, const PieceSet &pieces,
                  bool flipped = false);

// The same as a square image `size` pixels wide.
QImage diagramImage(const Position &position, const PieceSet &pieces, int size, bool flipped = false);

} // namespace ferz
