// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/accesscommands.h"

#include "core/notation/spokenmove.h"
#include "ui/access/boardannouncer.h"
#include "ui/access/livetext.h"
#include "ui/access/positionwords.h"
#include "ui/access/speech.h"
#include "ui/actions/windowactions.h"
#include "ui/board/boardwidget.h"
#include "ui/session/gametext.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"

#include <QAction>

namespace ferz {

namespace {

constexpr int WarningSeconds[] = {60, 10};

} // namespace

AccessCommands::AccessCommands(QObject *parent, Workspace *workspace, BoardWidget *board, LiveText *line,
                               LiveText *status, WindowActions &actions)
    : QObject(parent), m_workspace(workspace), m_board(board), m_line(line), m_status(status)
{
    new BoardAnnouncer(m_board, m_line, false);
    connect(actions.boardCursor, &QAction::triggered, this, [this](bool on) {
        m_board->setFocus(Qt::ShortcutFocusReason);
        m_board->setKeyboardMode(on);
    });
    connect(m_board, &BoardWidget::keyboardModeChanged, actions.boardCursor, &QAction::setChecked);
    // Said after the voice is on, so that it is heard (the window stores the choice).
    connect(actions.speakAloud, &QAction::toggled, this, [this](bool on) {
        Speech::instance().setEnabled(on);
        say(on ? tr("Speaking aloud.") : tr("No longer speaking aloud."));
    });
    auto command = [this](QAction *action, auto answer) { connect(action, &QAction::triggered, this, answer); };
    command(actions.sayLastMove, [this] { say(lastMoveText(*m_workspace->session()->current())); });
    command(actions.sayClocks, [this] {
        const auto *play = qobject_cast<const PlaySession *>(m_workspace->session());
        say(play ? clocksText(play->game(), play->now()) : tr("Only a game being played has clocks."));
    });
    command(actions.sayWhitePieces, [this] { say(piecesText(m_board->position(), Color::White)); });
    command(actions.sayBlackPieces, [this] { say(piecesText(m_board->position(), Color::Black)); });
    command(actions.sayRank, [this] {
        if (cursorReady())
            say(rankText(m_board->position(), rankOf(m_board->cursorSquare())));
    });
    command(actions.sayFile, [this] {
        if (cursorReady())
            say(fileText(m_board->position(), fileOf(m_board->cursorSquare())));
    });
    command(actions.sayMoves, [this] {
        if (cursorReady())
            say(pieceMovesText(m_board->position(), m_board->cursorSquare()));
    });
    command(actions.sayAttackers, [this] {
        if (cursorReady())
            say(attackersText(m_board->position(), m_board->cursorSquare()));
    });
    connect(workspace, &Workspace::sessionChanged, this, &AccessCommands::bind);
    if (workspace->session())
        bind(workspace->session());
}

void AccessCommands::say(const QString &text)
{
    m_line->setText(text);
}

bool AccessCommands::cursorReady()
{
    if (isValid(m_board->cursorSquare()))
        return true;
    say(tr("The square cursor is off: Ctrl+B turns it on."));
    return false;
}

void AccessCommands::bind(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    connect(session, &GameSession::currentChanged, this, &AccessCommands::sayCurrent);
    connect(session, &GameSession::treeChanged, this, &AccessCommands::sayEnding);
    const auto *play = qobject_cast<const PlaySession *>(session);
    m_plies = play ? play->game().plyCount() : 0;
    m_endSaid = play && play->game().isOver();
    if (play) {
        for (Color c : {Color::White, Color::Black})
            m_lastTime[static_cast<std::size_t>(index(c))] = play->game().clock().remaining(c, play->now());
        connect(play, &PlaySession::clocksChanged, this, &AccessCommands::watchClocks);
    }
    // The status line says it: the announcement line is for what happens in the game.
    m_line->clear();
    m_status->setText(session->statusText());
}

void AccessCommands::sayCurrent()
{
    const GameNode *node = m_session->current();
    const auto *play = qobject_cast<const PlaySession *>(m_session.data());
    if (!play) {
        say(moveWords(*node, true));
        return;
    }
    const Game &game = play->game();
    // A move just played is said as it was made; a step through the game with its number.
    const bool played = node == m_session->tree().mainLineEnd() && !node->isRoot() && game.plyCount() > m_plies;
    m_plies = game.plyCount();
    QString text = played ? spokenMove(node->parent()->position(), node->move()) : moveWords(*node, true);
    if (game.isOver() && node == m_session->tree().mainLineEnd() && (played || !m_endSaid)) {
        text += QStringLiteral(". ") + endingReason(game);
        m_endSaid = true;
    }
    say(text);
}

void AccessCommands::sayEnding()
{
    const auto *play = qobject_cast<const PlaySession *>(m_session.data());
    if (!play || !play->game().isOver() || m_endSaid)
        return;
    // A move that ended the game is said with its ending when it is shown (sayCurrent).
    if (play->game().plyCount() != m_plies)
        return;
    m_endSaid = true;
    m_status->setText(m_session->statusText());
}

void AccessCommands::watchClocks()
{
    const auto *play = qobject_cast<const PlaySession *>(m_session.data());
    if (!play || !play->game().clock().isTimed() || play->game().isOver())
        return;
    for (Color c : {Color::White, Color::Black}) {
        qint64 &last = m_lastTime[static_cast<std::size_t>(index(c))];
        const qint64 now = play->game().clock().remaining(c, play->now());
        for (int seconds : WarningSeconds)
            if (last >= seconds * 1000 && now < seconds * 1000) {
                say(lowTimeText(c, seconds));
                break;
            }
        last = now;
    }
}

} // namespace ferz
