// SPDX-License-Identifier: GPL-3.0-or-later
// Says what the keyboard does on a board, on a live text line: the square cursor turned on or
// off, a piece picked up or put back, Enter on a square with nothing to pick up, the promotion
// piece the chooser offers; and, when asked, each move made on the board in words (for boards
// that no game session announces: the rule pages' examples). The board's cells are read by the
// screen reader itself as the cursor moves.
#pragma once

#include <QObject>

namespace ferz {

class BoardWidget;
class LiveText;

class BoardAnnouncer : public QObject {
    Q_OBJECT

public:
    // Connect it before anything that changes the board's position on moveMade, so that the
    // move is said in the position it was made in.
    BoardAnnouncer(BoardWidget *board, LiveText *line, bool sayMoves);
};

} // namespace ferz
