// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard: shows a position and lets the player on move make moves by dragging or by
// clicking the piece and then its destination, with a chooser for the promotion piece; only legal
// moves are emitted, an illegal attempt is reported with the core's reason. It is made of three
// parts, each with its own job: BoardPainter draws a frame (ui/board/boardpainter.h), BoardInput
// keeps the piece in hand and what the pointer does with it (ui/board/boardinput.h), BoardCursor
// is the keyboard's square cursor (ui/board/boardcursor.h: Ctrl+B, the arrow keys, Enter, Esc).
// The board passes its events on to them, slides a move's piece into place, and says what each
// frame shows. Screen readers see it as a table of 64 named squares (ui/board/accessibleboard.h).
#pragma once

#include "ui/board/boardcursor.h"
#include "ui/board/boardinput.h"
#include "ui/board/boardpainter.h"

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
    static constexpr auto &PromotionOrder = BoardInput::PromotionOrder;

    explicit BoardWidget(QWidget *parent = nullptr);

    void setPieceSet(std::shared_ptr<const PieceSet> pieces);
    const PieceSet *pieceSet() const { return m_painter.pieceSet(); }
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
    bool isInteractive() const { return m_input.isInteractive(); }

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
    // Touch-move kept by the board itself (a board with no game behind it): once a piece with a
    // legal move is picked up, it is the one that must move.
    void setTouchMove(bool touchMove) { m_input.setTouchMove(touchMove); }
    // Touch-move kept by the game (BoardController): the piece on `s` must move; it is held and
    // cannot be put down or exchanged (Square::None: none is).
    void setTouched(Square s) { m_input.setTouched(s); }

    // Arrows and coloured squares drawn over the position ([%cal] and [%csl] of a reviewed game).
    void setAnnotations(const std::vector<Arrow> &arrows, const std::vector<SquareMark> &squares);
    // Whether right-click on a square and right-drag between squares draw annotations.
    void setAnnotating(bool annotating) { m_input.setAnnotating(annotating); }

    // Where a square is drawn, in widget coordinates.
    QRectF squareRect(Square s) const;
    // The square under a point; Square::None off the board.
    Square squareAt(QPointF p) const;
    Square selectedSquare() const { return m_input.selectedSquare(); }
    bool isChoosingPromotion() const { return m_input.isChoosingPromotion(); }
    // The square where the chooser shows the promotion piece `t` (Square::None when not choosing).
    Square promotionChoiceSquare(PieceType t) const { return m_input.promotionChoiceSquare(t); }
    // The piece the chooser's keyboard highlight is on (PieceType::None when not choosing).
    PieceType promotionChoice() const { return m_input.promotionChoice(); }
    Move lastMove() const { return m_lastMove; }

    // ---- Keyboard play ----
    // The square cursor's mode; entering it puts the cursor on the last move's square (or the
    // king of the side to move) the first time, and where it was left afterwards.
    void setKeyboardMode(bool on) { m_cursor.setOn(on); }
    bool isKeyboardMode() const { return m_cursor.isOn(); }
    Square cursorSquare() const { return m_cursor.square(); }
    void setCursorSquare(Square s) { m_cursor.setSquare(s); }
    // What Enter does on `s`: picks up a piece of the side to move, puts the held piece back,
    // moves it there (or says why not), chooses the promotion piece shown there. On a board that
    // takes no moves, it only reports the square (squareActivated).
    void activateSquare(Square s) { m_cursor.activate(s); }

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
    // A piece of the side to move was picked up, by the mouse or the keys (touch-move may bind it).
    void pieceTouched(ferz::Square square);
    void putBack(ferz::Square square);
    void nothingToPickUp(ferz::Square square);
    void promotionChoiceChanged(ferz::PieceType piece, bool opened);
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
    BoardLayout layout() const;
    // Ends the slide of the last move's piece at once.
    void stopSlide();

    Position m_position;
    Move m_lastMove;
    const BoardOverlay *m_overlay = nullptr;
    bool m_flipped = false;
    bool m_showLegalMoves = true;
    bool m_animationEnabled = true;
    BoardPainter m_painter;
    BoardInput m_input {m_position};
    BoardCursor m_cursor {*this, m_input};
    QVariantAnimation m_slide;
    Move m_sliding; // the move whose piece slides into place
};

} // namespace ferz
