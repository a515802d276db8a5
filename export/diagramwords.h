// SPDX-License-Identifier: GPL-3.0-or-later
// A diagram in words, for those who cannot see it: its text alternative (an SVG's <desc>, a PNG's
// Description, the words beside a copied picture) says what the Speak commands say of the pieces,
// then whose move it is and the annotator's marks. Translatable; the pieces' phrases keep the
// context "PositionWords" of the Speak commands, the rest "DiagramWords".
#pragma once

#include "export/diagram.h"

#include <QString>

namespace ferz {

// "White: 1 king: e1; 1 queen: d1; 2 rooks: a1, h1; …" (king first, pawns last).
QString piecesText(const Position &position, Color side);

// Both sides' pieces, "White to move.", the coloured squares and arrows ("1 green arrow: e2–e4."),
// and "Seen from Black's side." for a flipped diagram.
QString diagramWords(const DiagramSpec &diagram);

} // namespace ferz
