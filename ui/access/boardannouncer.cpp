// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/boardannouncer.h"

#include "core/notation/spokenmove.h"
#include "ui/access/livetext.h"
#include "ui/board/boardwidget.h"

namespace ferz {

BoardAnnouncer::BoardAnnouncer(BoardWidget *board, LiveText *line, bool sayMoves) : QObject(board)
{
    connect(board, &BoardWidget::keyboardModeChanged, line, [board, line](bool on) {
        line->setText(on ? tr("Square cursor on %1: the arrow keys move it, Enter picks up a piece and puts it down, "
                              "Esc leaves.")
                               .arg(squareWords(board->position(), board->cursorSquare()))
                         : tr("Square cursor off."));
    });
    connect(board, &BoardWidget::pickedUp, line,
            [board, line](Square s) { line->setText(tr("Picked up: %1.").arg(squareWords(board->position(), s))); });
    connect(board, &BoardWidget::putBack, line,
            [board, line](Square s) { line->setText(tr("Put back: %1.").arg(squareWords(board->position(), s))); });
    connect(board, &BoardWidget::nothingToPickUp, line, [board, line](Square s) {
        const Position &position = board->position();
        const QString here = squareWords(position, s);
        if (position.pieceAt(s) == Piece::None)
            line->setText(tr("%1: nothing to pick up.").arg(here));
        else
            line->setText(position.sideToMove() == Color::White ? tr("%1: White is to move.").arg(here)
                                                                : tr("%1: Black is to move.").arg(here));
    });
    // The chooser's keys are said once, as it opens; each arrow then names the piece.
    connect(board, &BoardWidget::promotionChoiceChanged, line, [board, line](PieceType t, bool opened) {
        const QString piece = pieceWords(makePiece(board->position().sideToMove(), t));
        line->setText(
            opened ? tr("Promote to: %1. The arrow keys change the piece, Enter chooses it, Esc cancels.").arg(piece)
                   : piece.left(1).toUpper() + piece.mid(1) + QLatin1Char('.'));
    });
    if (sayMoves)
        connect(board, &BoardWidget::moveMade, line,
                [board, line](Move move) { line->setText(spokenMove(board->position(), move)); });
}

} // namespace ferz
