// SPDX-License-Identifier: GPL-3.0-or-later
// Where the 64 squares of a drawn board lie and how they are coloured: one helper for the three
// board painters (the board in the window, the setup board of the position editor, the printed
// diagram), so that they agree on orientation, hit testing, the colours of the squares and the
// annotator's marks and arrows.
#pragma once

#include "core/game/gametree.h"
#include "core/rules/types.h"

#include <QColor>
#include <QRectF>
#include <QStringList>

#include <optional>

class QPainter;

namespace ferz {

// The colours of a board: the screen's themes (wooden browns by default), or the grey of a
// printed book.
struct BoardStyle {
    QColor light;
    QColor dark;
    QColor coordinates;

    // The default theme on screen ("wood").
    static BoardStyle screen();
    static BoardStyle print();

    // The screen's themes by id, the default first: "wood", "green", "blue", "grey" and
    // "contrast" (high contrast: white and mid grey, black coordinates, for weak eyes and bright
    // rooms).
    static QStringList themeIds();
    // The theme's name in the interface language; empty for an unknown id.
    static QString themeName(const QString &id);
    // The theme with this id; nullopt for an unknown id.
    static std::optional<BoardStyle> theme(const QString &id);
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
    // The last move's two squares tinted (nothing for a null move).
    void paintLastMove(QPainter &painter, Move move) const;
    // Rank numbers in the `margin` left of the board and file letters in the one below it.
    void paintCoordinates(QPainter &painter, const BoardStyle &style, qreal margin) const;
    // The coordinates inside the squares, as many boards print them: rank numbers in the top left
    // corner of the left file, file letters in the bottom right corner of the bottom rank, each in
    // the colour of the other squares.
    void paintCoordinatesInside(QPainter &painter, const BoardStyle &style) const;
    // The keyboard's cursor on a square: a dark frame with a bright one inside, so that it shows
    // on light and dark squares of every theme.
    void paintCursor(QPainter &painter, Square s) const;
    // An annotator's coloured square ([%csl]) and arrow ([%cal]), in the colours of their letters
    // (green, red, yellow, blue), a little transparent so that the pieces show through.
    void paintMark(QPainter &painter, const SquareMark &mark) const;
    void paintArrow(QPainter &painter, const Arrow &arrow) const;

private:
    QRectF m_board;
    bool m_flipped;
};

} // namespace ferz
