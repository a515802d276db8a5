// SPDX-License-Identifier: GPL-3.0-or-later
// A printed board diagram: the position drawn with a piece set on book-style squares (or a screen
// theme's), framed, with file letters and rank numbers around it and a mark beside the side to
// move, and the annotator's coloured squares and arrows on it. The one drawing of a board outside
// the window: printed and web pages, the PNG and SVG diagrams and the frames of an animated GIF.
#pragma once

#include "core/game/gametree.h"
#include "core/rules/position.h"
#include "render/boardgeometry.h"
#include "render/pieceset.h"

#include <QImage>

class QPainter;
class QRectF;

namespace ferz {

// A diagram of a layout: its position, from which side it is seen, and the annotator's coloured
// squares and arrows of the move ([%csl], [%cal]); the move that led to it, tinted (a frame of a
// game's animation), and the colours of the squares.
struct DiagramSpec {
    Position position;
    bool flipped = false;
    std::vector<SquareMark> squares {};
    std::vector<Arrow> arrows {};
    Move lastMove {};
    BoardStyle style = BoardStyle::print();
};

// The diagram of the position at `node`, with its coloured squares and arrows.
DiagramSpec diagramAt(const GameNode &node, bool flipped);

// Draws the diagram into the square `area`, as vector graphics on a vector device (a PDF).
void paintDiagram(QPainter &painter, const QRectF &area, const DiagramSpec &diagram, const PieceSet &pieces);

// The same as a square image `size` pixels wide.
QImage diagramImage(const DiagramSpec &diagram, const PieceSet &pieces, int size);

} // namespace ferz
