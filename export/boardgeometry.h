// SPDX-License-Identifier: GPL-3.0-or-later
// Where the 64 squares of a drawn board lie and how they are coloured: one helper for the three
// board painters (the board in the window, the setup board of the position editor, the printed
// diagram), so that they agree on orientation, hit testing and the colours of the squares.
#pragma once

#include "core/rules/types.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace ferz {

// The colours of a board: the screen's wooden browns, or the grey of a printed book.
struct BoardStyle {
    QColor light;
    QColor dark;
    QColor coordinates;

    static BoardStyle screen();
    static BoardStyle print();
};

class BoardGeometry {
public:
    // The board fills `board` (a square); `flipped` puts Black at the bottom.
    BoardGeometry(const QRectF &board, bool flipped) : m_board(board), m_flipped(flipped) {}

    const QRectF &board() const { return m_board; }
    qreal squareSize() const { return m_board.width() / 8; }
    QRectF squareRect(Square s) const;
    // The square under a point; Square::None off the board.
    Square squareAt(QPointF p) const;

    void paintSquares(QPainter &painter, const BoardStyle &style) const;
    // Rank numbers in the `margin` left of the board and file letters in the one below it.
    void paintCoordinates(QPainter &painter, const BoardStyle &style, qreal margin) const;

private:
    QRectF m_board;
    bool m_flipped;
};

} // namespace ferz
