// SPDX-License-Identifier: GPL-3.0-or-later
// The board of the position editor: any placement, legal or not, between two palette rows (Black's
// pieces above, White's below, each with an eraser). Drag a palette piece onto a square, or click
// a palette piece and then squares; drag a piece to move it, off the board to remove it;
// right-click empties a square. From the keyboard: the arrow keys move a square cursor, a letter
// of FEN puts that piece on its square (K white king, k black king…), Delete, Backspace or Space
// empties it, Enter puts the palette's chosen piece there. Screen readers see its 64 squares
// (ui/access/accessibleboard.h).
#pragma once

#include "core/rules/types.h"
#include "render/boardgeometry.h"
#include "render/pieceset.h"

#include <QWidget>

#include <array>
#include <memory>
#include <optional>

namespace ferz {

class SetupBoard : public QWidget {
    Q_OBJECT

public:
    using Placement = std::array<Piece, 64>;

    explicit SetupBoard(QWidget *parent = nullptr);

    void setPieceSet(std::shared_ptr<const PieceSet> pieces);
    const Placement &placement() const { return m_placement; }
    void setPlacement(const Placement &placement);
    // The palette piece put down by clicks (Piece::None: the eraser); nullopt when none is chosen.
    std::optional<Piece> tool() const { return m_tool; }

    // The keyboard's square, and what Enter does there: puts the chosen palette piece (or the
    // eraser) on it, or takes it away when the square holds that piece already.
    Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(Square s);
    void applyTool(Square s);

    // Where things are drawn, in widget coordinates.
    QRectF squareRect(Square s) const;
    QRectF paletteRect(Piece piece) const;
    QRectF eraserRect(Color row) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width * 10 / 8; }
    QSize sizeHint() const override { return {400, 500}; }

signals:
    void placementChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    qreal cell() const;
    QPointF origin() const;
    BoardGeometry boardGeometry() const;
    Square squareAt(QPointF p) const;
    // The palette piece (or eraser: Piece::None) under a point.
    std::optional<Piece> paletteAt(QPointF p) const;
    void put(Square s, Piece piece);

    Placement m_placement {};
    std::shared_ptr<const PieceSet> m_pieces;
    std::optional<Piece> m_tool;
    // A press that may become a drag: what is carried and where it came from.
    std::optional<Piece> m_carried;
    Square m_carriedFrom = Square::None;
    QPointF m_pressPoint, m_dragPoint;
    bool m_dragging = false;
    Square m_cursor = makeSquare(4, 3); // e4
};

} // namespace ferz
