// SPDX-License-Identifier: GPL-3.0-or-later
// How the board looks, and one frame of it drawn: the squares with their tints and marks, the
// coordinates, the legal targets of the piece in hand, the pieces (one sliding into place, one
// following the pointer), the arrows, the promotion chooser and the keyboard's cursor. It decides
// nothing: BoardWidget says what the frame shows. Everything is painted as vectors, so it scales
// freely.
#pragma once

#include "core/game/gametree.h"
#include "core/rules/position.h"
#include "render/boardgeometry.h"
#include "render/pieceset.h"

#include <QFont>
#include <QPainter>

#include <memory>
#include <optional>
#include <vector>

namespace ferz {

// Where the board stands in a widget, and the letters of its coordinates.
struct BoardLayout {
    BoardGeometry geometry;
    QFont coordinateFont;
    qreal coordinateMargin = 0; // beside the board; 0 with the coordinates inside the squares
};

// What changes from one frame to the next.
struct BoardFrame {
    BoardFrame(const Position &shown, const BoardLayout &where) : position(shown), layout(where) {}

    const Position &position;
    const BoardLayout &layout;
    Move lastMove;
    Square selected = Square::None; // the piece in hand
    bool showTargets = false; // the legal moves of the piece in hand
    bool dragging = false; // the piece in hand is drawn at dragPoint instead of on its square
    QPointF dragPoint;
    Move sliding; // the piece on its destination is drawn `slide` of the way from its origin
    qreal slide = 1;
    std::optional<Arrow> drawnArrow; // being drawn with the right button
    // The promotion chooser's pieces and where each stands; empty when not choosing.
    std::vector<std::pair<PieceType, Square>> promotion;
    PieceType promotionChoice = PieceType::None; // the keyboard's highlight
    Square cursor = Square::None; // the keyboard's cursor
    bool cursorFocused = false; // dimmer while the keyboard is elsewhere
};

class BoardPainter {
public:
    void setPieceSet(std::shared_ptr<const PieceSet> pieces) { m_pieces = std::move(pieces); }
    const PieceSet *pieceSet() const { return m_pieces.get(); }
    void setStyle(const BoardStyle &style) { m_style = style; }
    void setCoordinatesInside(bool inside) { m_coordinatesInside = inside; }
    void setShowCoordinates(bool show) { m_showCoordinates = show; }
    void setAnnotations(const std::vector<Arrow> &arrows, const std::vector<SquareMark> &squares);

    // The board in a widget of `size` whose font is `font`: as large as fits with the margin.
    BoardLayout layout(QSizeF size, const QFont &font, bool flipped) const;
    // The letters and digits beside (or inside) the squares: never smaller than `font`.
    QFont coordinateFont(QSizeF size, const QFont &font) const;

    // What lies under an overlay: the squares, their tints and marks, the coordinates beside.
    void paintUnder(QPainter &painter, const BoardFrame &frame) const;
    // What lies over it: the targets, the pieces, the coordinates inside, the arrows, the chooser,
    // the cursor.
    void paintOver(QPainter &painter, const BoardFrame &frame) const;

private:
    void paintCoordinates(QPainter &painter, const BoardLayout &layout) const;
    void paintTargets(QPainter &painter, const BoardFrame &frame) const;
    void paintPieces(QPainter &painter, const BoardFrame &frame) const;
    void paintPromotionChooser(QPainter &painter, const BoardFrame &frame) const;
    void paintCursor(QPainter &painter, const BoardFrame &frame) const;

    std::shared_ptr<const PieceSet> m_pieces;
    BoardStyle m_style = BoardStyle::screen();
    bool m_coordinatesInside = false;
    bool m_showCoordinates = true;
    std::vector<Arrow> m_arrows;
    std::vector<SquareMark> m_marks;
};

} // namespace ferz
