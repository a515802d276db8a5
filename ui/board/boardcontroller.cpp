// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardcontroller.h"

#include "core/rules/illegalmovetext.h"
#include "ui/board/boardsettings.h"
#include "ui/board/boardwidget.h"
#include "ui/session/playsession.h"
#include "ui/settings/viewsettings.h"

#include <QScopedValueRollback>

namespace ferz {

BoardController::BoardController(BoardWidget *board, ViewSettings &settings, QObject *parent)
    : QObject(parent), m_board(board), m_settings(settings)
{
    followSettings(*board, settings);
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::AutoFlip && m_session) {
            m_autoFlipped = -1;
            show(false);
        }
        // Touch-move switched off frees the piece held (the workspace, connected before this
        // controller, has told the session already).
        if (key == ViewSettings::Key::Rules && m_session)
            m_board->setTouched(m_session->touched());
        if (key == ViewSettings::Key::Flipped && !m_autoFlipping && autoFlips())
            emit message(
                tr("The board stays turned until the next move; then Auto-Flip turns it to the side to move."));
    });
    board->setAnnotating(true);
    connect(board, &BoardWidget::moveMade, this, [this](Move move) {
        if (m_session)
            m_session->playMove(move);
    });
    connect(board, &BoardWidget::moveRejected, this, [this](Square from, Square to, const MoveCheck &check) {
        emit message(illegalMoveText(m_board->position(), from, to, check));
    });
    connect(board, &BoardWidget::touchMoveEnforced, this,
            [this](Square held) { emit message(touchMoveText(m_board->position(), held)); });
    // The session keeps the touched piece, so that a move typed in the move box obeys it too.
    connect(board, &BoardWidget::pieceTouched, this, [this](Square square) {
        if (!m_session)
            return;
        m_session->touch(square);
        m_board->setTouched(m_session->touched());
    });
    connect(board, &BoardWidget::arrowAnnotated, this, [this](Arrow arrow) {
        if (m_session)
            m_session->toggleArrow(arrow);
    });
    connect(board, &BoardWidget::squareAnnotated, this, [this](SquareMark mark) {
        if (m_session)
            m_session->toggleSquare(mark);
    });
}

void BoardController::setSession(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_autoFlipped = -1;
    connect(session, &GameSession::changed, this, [this](const GameChange &change) {
        // Annotations and the end of a game change the board without moving the cursor; who may
        // move changes without either (an engine takes a side, the clock is paused).
        if (change.currentChanged || change.treeChanged)
            show(change.move.has_value());
        else {
            m_board->setInteractive(m_session->acceptsMoves());
            m_board->setTouched(m_session->touched());
        }
    });
    show(false);
}

bool BoardController::autoFlips() const
{
    const auto *play = qobject_cast<PlaySession *>(m_session.data());
    return play && m_settings.values().autoFlip && !play->game().isOver();
}

void BoardController::show(bool animate)
{
    const GameNode *node = m_session->current();
    if (const Game *game = autoFlips() ? &qobject_cast<PlaySession *>(m_session.data())->game() : nullptr;
        game && game->plyCount() != m_autoFlipped) {
        m_autoFlipped = game->plyCount();
        const QScopedValueRollback<bool> flipping(m_autoFlipping, true);
        m_settings.setFlipped(game->position().sideToMove() == Color::Black);
    }
    m_board->setPosition(node->position(), node->move(), animate);
    m_board->setInteractive(m_session->acceptsMoves());
    m_board->setTouched(m_session->touched());
    m_board->setAnnotations(node->annotations().arrows, node->annotations().squares);
}

} // namespace ferz
