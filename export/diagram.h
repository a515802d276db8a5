// SPDX-License-Identifier: GPL-3.0-or-later
// A printed board diagram: the position drawn with a piece set on book-style squares, framed,
// with file letters and rank numbers around it and a mark beside the side to move, and the
// annotator's coloured squares and arrows on it.
#pragma once

#include "core/game/gametree.h"
#include "core/rules/position.h"
#include "render/pieceset.h"

#include <QImage>

class QPainter;
class QRectF;

namespace ferz {

// A diagram of a layout: its position, from which side it is seen, and the annotator's coloured
// squares and arrows of the move ([%csl], [%cal]).
struct DiagramSpec {
    Position position;
    bool flipped = false;
    std::vector<SquareMark> squares {};
    std::vector<Arrow> arrows {};
};

// Draws the diagram into the square `area`, as vector graphics on a vector device (a PDF).
void paintDiagram(QPainter &painter, const QRectF &area, const DiagramSpec &diagram, const PieceSet &pieces);

// The same as a square image `size` pixels wide.
QImage diagramImage(const DiagramSpec &diagram, const PieceSet &pieces, int size);

} // namespace ferz
