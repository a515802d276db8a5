// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard: shows a position and lets the player on move make moves by dragging or by
// clicking the piece and then its destination, with a chooser for the promotion piece. It asks
// the core for the legal moves and emits only legal moves; an illegal attempt returns the piece
// and is reported with the core's reason. Everything is painted as vectors, so it scales freely.
//
// Keyboard play (ui/board/boardkeys.cpp): Ctrl+B turns on a square cursor, whose arrow keys then
// move the cursor instead of walking the game; Enter or Space picks a piece up and puts it down
// on its destination, Esc puts it back and, with nothing held, leaves the cursor mode. The
// promotion chooser takes the arrow keys, Enter and Esc in either mode. Screen readers see the
// board as a table of 64 named squares (ui/access/accessibleboard.h).
#pragma once

#include "core/game/gametree.h"
#include "core/rules/illegalmove.h"
#include "core/rules/position.h"
#include "render/boardgeometry.h"
#include "render/pieceset.h"

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
    // What it shows on `square` in words, for screen readers ("star"); empty for nothing.
    virtual QString squareWords(Square) const { return {}; }
};

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    // The promotion chooser's pieces, from the promotion square towards the middle of the board.
    static constexpr PieceType PromotionOrder[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                                    PieceType::Knight};

    explicit BoardWidget(QWidget *parent = nullptr);

    void setPieceSet(std::shared_ptr<const PieceSet> pieces);
    const PieceSet *pieceSet() const { return m_pieces.get(); }
    // The squares' colours (a theme), and whether the coordinates stand inside the squares
    // instead of in a margin beside the board.
    void setBoardStyle(const BoardStyle &style);
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
    // The letters and digits beside (or inside) the squares: never smaller than the system font.
    QFont coordinateFont() const;
    void setAnimationEnabled(bool enabled) { m_animationEnabled = enabled; }
    // Draws `overlay` on the board (nullptr: none); the board does not own it.
    void setOverlay(const BoardOverlay *overlay);
    const BoardOverlay *overlay() const { return m_overlay; }
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
    // The piece the chooser's keyboard highlight is on (PieceType::None when not choosing).
    PieceType promotionChoice() const;
    Move lastMove() const { return m_lastMove; }

    // ---- Keyboard play ----
    // The square cursor's mode; entering it puts the cursor on the last move's square (or the
    // king of the side to move) the first time, and where it was left afterwards.
    void setKeyboardMode(bool on);
    bool isKeyboardMode() const { return m_keyboardMode; }
    Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(Square s);
    // What Enter does on `s`: picks up a piece of the side to move, puts the held piece back,
    // moves it there (or says why not), chooses the promotion piece shown there. On a board that
    // takes no moves, it only reports the square (squareActivated).
    void activateSquare(Square s);

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
    // Keyboard play: the mode, a piece picked up or put back, Enter on a square with
    // nothing of the side to move, the chooser's highlighted piece, Enter on a board that takes
    // no moves.
    void keyboardModeChanged(bool on);
    void pickedUp(ferz::Square square);
    void putBack(ferz::Square square);
    void nothingToPickUp(ferz::Square square);
    void promotionChoiceChanged(ferz::PieceType piece);
    void squareActivated(ferz::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

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
    void choosePromotion(PieceType t);
    // Keyboard play (boardkeys.cpp): whether a key belongs to the board rather than to the
    // window's shortcuts, the cursor moved by screen direction, the chooser's highlight moved.
    bool takesKey(const QKeyEvent *event) const;
    void moveCursor(int right, int up);
    void movePromotionChoice(int step);
    // Tells screen readers that the cursor's square has the focus.
    void reportCursor();
    void paintCursor(QPainter &painter) const;
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
    int m_promotionChoice = 0; // the chooser's keyboard highlight, in PromotionOrder

    bool m_keyboardMode = false;
    Square m_cursor = Square::None;

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
Q_DECLARE_METATYPE(ferz::PieceType)
