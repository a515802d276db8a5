// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard: shows a position and lets the player on move make moves by dragging or by
// clicking the piece and then its destination, with a chooser for the promotion piece. It asks
// the core for the legal moves and emits only legal moves; an illegal attempt returns the piece
// and is reported with the core's reason. Everything is painted as vectors, so it scales freely.
#pragma once

#include "core/game/gametree.h"
#include "core/rules/illegalmove.h"
#include "core/rules/position.h"
#include "export/boardgeometry.h"
#include "export/pieceset.h"

#include <QPainter>
#include <QVariantAnimation>
#include <QWidget>

#include <memory>

namespace ferz {

class BoardWidget;

// Marks drawn over the squares and under the pieces (learning mode), from the shown position.
class BoardOverlay {
public:
    virtual ~BoardOverlay() = default;
    virtual void paint(QPainter &painter, const BoardWidget &board) const = 0;
};

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget *parent = nullptr);

    void setPieceSet(std::shared_ptr<const PieceSet> pieces);
    const PieceSet *pieceSet() const { return m_pieces.get(); }
    // The squares' colours (a theme), and whether the coordinates stand inside the squares
    // instead of in a margin beside the board.
    void setBoardStyle(const BoardStyle &style);
    const BoardStyle &boardStyle() const { return m_style; }
    void setCoordinatesInside(bool inside);
    // Shows `position`, marking `lastMove`; `animate` slides the last move's piece into place
    // (unless the user has just dropped it there or animation is off).
    void setPosition(const Position &position, Move lastMove = Move(), bool animate = false);
    const Position &position() const { return m_position; }
    // Whether the side to move may move pieces (false while browsing history or after the end).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setShowLegalMoves(bool show);
    // The file letters and rank numbers beside the board (hidden while the course asks for names).
    void setShowCoordinates(bool show);
    void setAnimationEnabled(bool enabled) { m_animationEnabled = enabled; }
    // Draws `overlay` on the board (nullptr: none); the board does not own it.
    void setOverlay(const BoardOverlay *overlay);
    // Touch-move: once a piece with a legal move is picked up, it is the one that must move.
    void setTouchMove(bool touchMove) { m_touchMove = touchMove; }

    // Arrows and coloured squares drawn over the position ([%cal] and [%csl] of a reviewed game).
    void setAnnotations(const std::vector<Arrow> &arrows, const std::vector<SquareMark> &squares);
    // Whether right-click on a square and right-drag between squares draw annotations.
    void setAnnotating(bool annotating) { m_annotating = annotating; }
    // The colour letter for the modifiers held: none G(reen), Shift R(ed), Ctrl Y(ellow), Alt B(lue).
    static char annotationColor(Qt::KeyboardModifiers modifiers);

    // Where a square is drawn, in widget coordinates.
    QRectF squareRect(Square s) const;
    // The square under a point; Square::None off the board.
    Square squareAt(QPointF p) const;
    Square selectedSquare() const { return m_selected; }
    bool isChoosingPromotion() const { return !m_promotions.empty(); }
    // The square where the chooser shows the promotion piece `t` (Square::None when not choosing).
    Square promotionChoiceSquare(PieceType t) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }
    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

signals:
    // A legal move the player made.
    void moveMade(ferz::Move move);
    // An attempt that is not a legal move, with the core's reason.
    void moveRejected(ferz::Square from, ferz::Square to, const ferz::MoveCheck &check);
    // Touch-move refused to let go of the piece on `held`.
    void touchMoveEnforced(ferz::Square held);
    // The user right-clicked a square or right-dragged an arrow (while annotating).
    void squareAnnotated(ferz::SquareMark mark);
    void arrowAnnotated(ferz::Arrow arrow);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    qreal coordinateMargin() const;
    QRectF boardRect() const;
    BoardGeometry boardGeometry() const;
    bool canPick(Square s) const;
    bool pieceHasLegalMove(Square s) const;
    void select(Square s);
    void clearSelection();
    // Makes the move from the selected square to `to`, opens the promotion chooser, or reports
    // why the move is illegal.
    void tryMove(Square to, bool dropped);
    // Closes the promotion chooser and puts the pawn back (still held under touch-move).
    void cancelPromotion();
    void paintSquares(QPainter &painter) const;
    void paintCoordinates(QPainter &painter) const;
    void paintPieces(QPainter &painter) const;
    void paintTargets(QPainter &painter) const;
    void paintPromotionChooser(QPainter &painter) const;
    void paintArrow(QPainter &painter, const Arrow &arrow) const;

    Position m_position;
    Move m_lastMove;
    std::shared_ptr<const PieceSet> m_pieces;
    BoardStyle m_style = BoardStyle::screen();
    bool m_coordinatesInside = false;
    const BoardOverlay *m_overlay = nullptr;
    bool m_interactive = true;
    bool m_flipped = false;
    bool m_showLegalMoves = true;
    bool m_showCoordinates = true;
    bool m_animationEnabled = true;
    bool m_touchMove = false;
    bool m_touchLocked = false; // touch-move: the selected piece must move

    Square m_selected = Square::None;
    bool m_pressOnSelected = false; // the press landed on an already selected piece
    QPointF m_pressPoint;
    bool m_dragging = false;
    QPointF m_dragPoint;
    Move m_dropped; // the move just made by a drop: nothing to animate
    std::vector<Move> m_promotions; // the four promotion moves the chooser offers

    std::vector<Arrow> m_arrows;
    std::vector<SquareMark> m_marks;
    bool m_annotating = false;
    Square m_annotationFrom = Square::None; // a right-button press, until its release
    Square m_annotationTo = Square::None;

    QVariantAnimation m_animation;
    Move m_animatedMove;
};

} // namespace ferz

Q_DECLARE_METATYPE(ferz::Move)
Q_DECLARE_METATYPE(ferz::Square)
Q_DECLARE_METATYPE(ferz::MoveCheck)
