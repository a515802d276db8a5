// SPDX-License-Identifier: GPL-3.0-or-later
// How pieces look: a piece set draws any piece into a square of any size. Sets are vector-drawn
// so that pieces stay crisp at every size.
#pragma once

#include "core/rules/types.h"

#include <QString>

class QPainter;
class QRectF;

namespace ferz {

class PieceSet {
public:
    virtual ~PieceSet() = default;
    // The set's name as the user sees it.
    virtual QString name() const = 0;
    // Draws `piece` centred in `square`, filling most of it.
    virtual void paint(QPainter &painter, Piece piece, const QRectF &square) const = 0;
};

} // namespace ferz
