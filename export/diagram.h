// SPDX-License-Identifier: GPL-3.0-or-later
// A printed board diagram: the position drawn with a piece set on book-style squares, framed,
// with file letters and rank numbers around it and a mark beside the side to move.
#pragma once

#include "core/rules/position.h"
#include "export/pieceset.h"

#include <QImage>

namespace ferz {

// A square image `size` pixels wide; `flipped` puts Black at the bottom.
QImage diagramImage(const Position &position, const PieceSet &pieces, int size, bool flipped = false);

} // namespace ferz
