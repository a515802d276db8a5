// SPDX-License-Identifier: GPL-3.0-or-later
// The board's square cursor, for playing by keyboard: Ctrl+B turns it on, the arrow keys then move
// it by the screen instead of walking the game, Enter or Space acts on its square (BoardInput
// picks up or puts down), Esc puts back what is held and, with nothing held, turns the cursor off.
// The promotion chooser takes the arrow keys, Enter and Esc with the cursor on or off. Screen
// readers are told of the square it is on, as the focused cell of the board's table.
#pragma once

#include "core/rules/position.h"

#include <QObject>

class QKeyEvent;

namespace ferz {

class BoardInput;
class BoardWidget;

class BoardCursor : public QObject {
    Q_OBJECT

public:
    BoardCursor(BoardWidget &board, BoardInput &input);

    // Turning it on puts it on the last move's square (or the king of the side to move) the first
    // time, and where it was left afterwards.
    void setOn(bool on);
    bool isOn() const { return m_on; }
    Square square() const { return m_square; }
    void setSquare(Square s);
    // Enter on `s`: the cursor goes there and the input acts on it.
    void activate(Square s);
    // Whether a key belongs to the board rather than to the window's shortcuts.
    bool takesKey(const QKeyEvent &event) const;
    // Acts on a key pressed on the board; false when it is not the board's.
    bool keyPressed(const QKeyEvent &event);
    // The board has the focus again.
    void focused();

signals:
    void modeChanged(bool on);

private:
    void move(int right, int up);
    void report();

    BoardWidget &m_board;
    BoardInput &m_input;
    bool m_on = false;
    Square m_square = Square::None;
};

} // namespace ferz
