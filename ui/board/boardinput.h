// SPDX-License-Identifier: GPL-3.0-or-later
// What the player does on the board: the piece in hand and what a press, a drag and drop, a click
// and a click, or Enter on a square does with it; touch-move; the promotion chooser; drawing
// arrows and marks with the right button. It reads the position the board shows, asks the core for
// the legal moves and emits only legal moves; an illegal attempt returns the piece (or, from the
// keyboard or under touch-move, keeps it in hand) and is reported with the core's reason. It knows
// squares and points, not widgets: BoardWidget passes its events on.
#pragma once

#include "core/game/gametree.h"
#include "core/rules/illegalmove.h"
#include "core/rules/position.h"

#include <QObject>
#include <QPointF>

#include <optional>
#include <vector>

namespace ferz {

class BoardInput : public QObject {
    Q_OBJECT

public:
    // The promotion chooser's pieces, from the promotion square towards the middle of the board.
    static constexpr PieceType PromotionOrder[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                                    PieceType::Knight};

    // `shown`: the board's position, which it keeps up to date (and calls reset() when it changes).
    explicit BoardInput(const Position &shown, QObject *parent = nullptr);

    // A new position: nothing is held, the chooser is closed.
    void reset();
    // Whether the side to move may move pieces; taking it away drops what is held.
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    // Touch-move kept by the board itself (a board with no game behind it): once a piece with a
    // legal move is picked up, it is the one that must move.
    void setTouchMove(bool touchMove) { m_touchMove = touchMove; }
    // Touch-move kept elsewhere (the game's session): the piece on `s` must move, so it is held
    // and cannot be put down or exchanged for another; Square::None frees the player. Only a board
    // that takes moves holds it; a new position frees it.
    void setTouched(Square s);
    // A player on the keyboard keeps a piece whose move was refused in hand (Esc puts it back).
    void setKeyboardMode(bool on) { m_keyboardMode = on; }
    // Whether the right button draws annotations, in the colour of the modifiers held: none
    // G(reen), Shift R(ed), Ctrl Y(ellow), Alt B(lue).
    void setAnnotating(bool annotating) { m_annotating = annotating; }

    // The left button pressed on `s` (Square::None off the board) at `point`, the pointer moved
    // with it held, the button released on `s`.
    void press(Square s, QPointF point);
    void drag(QPointF point);
    void release(Square s);
    // The right button pressed on `s`, moved to `s` and released on `s`: an arrow between two
    // squares, a mark on one.
    void pressRight(Square s);
    bool isDrawingArrow() const { return m_annotationFrom != Square::None; }
    void dragRight(Square s);
    void releaseRight(Square s, Qt::KeyboardModifiers modifiers);
    // The arrow being drawn, in the colour of `modifiers`; none while it points nowhere.
    std::optional<Arrow> drawnArrow(Qt::KeyboardModifiers modifiers) const;

    // What Enter does on `s`: picks up a piece of the side to move, puts the held piece back,
    // moves it there (or says why not), chooses the promotion piece shown there. With no moves to
    // take, it only reports the square (squareActivated).
    void activate(Square s);
    // Esc: closes the chooser or puts the held piece back; false when there is neither to do.
    bool cancel();

    Square selectedSquare() const { return m_selected; }
    // Whether the held piece follows the pointer, and where it is.
    bool isDragging() const { return m_dragging; }
    QPointF dragPoint() const { return m_dragPoint; }
    // Whether `move` was made by a drop, just now: it is already where it goes.
    bool wasDropped(Move move) const { return !move.isNull() && move == m_dropped; }

    bool isChoosingPromotion() const { return !m_promotions.empty(); }
    // The square where the chooser shows the promotion piece `t` (Square::None when not choosing).
    Square promotionChoiceSquare(PieceType t) const;
    // The piece the chooser's keyboard highlight is on (PieceType::None when not choosing).
    PieceType promotionChoice() const;
    void movePromotionChoice(int step);
    void choosePromotion(PieceType t);

signals:
    // See BoardWidget.
    void moveMade(ferz::Move move);
    void moveRejected(ferz::Square from, ferz::Square to, const ferz::MoveCheck &check);
    void touchMoveEnforced(ferz::Square held);
    void squareAnnotated(ferz::SquareMark mark);
    void arrowAnnotated(ferz::Arrow arrow);
    void pickedUp(ferz::Square square);
    void pieceTouched(ferz::Square square);
    void putBack(ferz::Square square);
    void nothingToPickUp(ferz::Square square);
    // The chooser highlights `piece`; `opened`: the chooser has just opened.
    void promotionChoiceChanged(ferz::PieceType piece, bool opened);
    void squareActivated(ferz::Square square);
    // What the board shows of the input changed.
    void changed();

private:
    bool canPick(Square s) const;
    // Whether a press or Enter on the own rook on `s` castles with the king in hand rather than
    // picking up the rook: always in Chess960, where that is how one castles (a refusal is
    // explained); in standard chess when that castling is legal.
    bool castlesOnto(Square s) const;
    void select(Square s);
    void clearSelection();
    void letGo();
    // Makes the move from the selected square to `to`, opens the promotion chooser, or reports
    // why the move is illegal.
    void tryMove(Square to, bool dropped);
    // Chooses the piece shown on `s`, or closes the chooser for a click beside it.
    void chooseAt(Square s);
    // Closes the promotion chooser and puts the pawn back (still held under touch-move).
    void cancelPromotion();

    const Position &m_position;
    bool m_interactive = true;
    bool m_touchMove = false;
    Square m_touched = Square::None; // touch-move: the piece that must move (it is the one selected)
    bool m_keyboardMode = false;

    Square m_selected = Square::None;
    bool m_pressOnSelected = false; // the press landed on an already selected piece
    bool m_pressHolds = false; // the button went down on the held piece: a drag carries it
    QPointF m_pressPoint;
    bool m_dragging = false;
    QPointF m_dragPoint;
    Move m_dropped; // the move just made by a drop: nothing to animate
    std::vector<Move> m_promotions; // the four promotion moves the chooser offers
    int m_promotionChoice = 0; // the chooser's keyboard highlight, in PromotionOrder

    bool m_annotating = false;
    Square m_annotationFrom = Square::None; // a right-button press, until its release
    Square m_annotationTo = Square::None;
};

} // namespace ferz

Q_DECLARE_METATYPE(ferz::Move)
Q_DECLARE_METATYPE(ferz::Square)
Q_DECLARE_METATYPE(ferz::MoveCheck)
Q_DECLARE_METATYPE(ferz::PieceType)
