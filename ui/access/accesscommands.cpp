// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/accesscommands.h"

#include "core/notation/spokenmove.h"
#include "ui/access/boardannouncer.h"
#include "ui/access/livetext.h"
#include "ui/access/positionwords.h"
#include "ui/access/speech.h"
#include "ui/actions/windowactions.h"
#include "ui/board/boardwidget.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"

#include <QAction>

namespace ferz {

AccessCommands::AccessCommands(QObject *parent, Workspace *workspace, BoardWidget *board, LiveText *line,
                               WindowActions &actions)
    : QObject(parent), m_workspace(workspace), m_board(board), m_line(line)
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
    connect(session, &GameSession::changed, this, &AccessCommands::sayChange);
    if (auto *play = qobject_cast<const PlaySession *>(session))
        connect(play, &PlaySession::clocksChanged, this, &AccessCommands::watchClocks);
    // The status line announces the game shown: the announcement line is for what happens in it.
    m_line->clear();
}

void AccessCommands::sayChange(const GameChange &change)
{
    // An ending without a move is announced by the status line (the window's).
    if (!change.currentChanged)
        return;
    const GameNode *node = m_session->current();
    // A move just played is said as it was made; a step through the game with its number.
    QString text = change.played() ? spokenMove(node->parent()->position(), node->move()) : moveWords(*node, true);
    if (change.ending != Termination::None && change.played())
        text += QStringLiteral(". ") + m_session->endingReason();
    say(text);
}

void AccessCommands::watchClocks(const ChessClock &clock, qint64 since, qint64 now)
{
    for (std::int64_t threshold : {LowTimeMs, MinuteLeftMs})
        // A game of a minute or less has less than a minute from its first move: no news.
        if (threshold < clock.control().stageTime(0) && clock.wentUnder(threshold, since, now)) {
            say(lowTimeText(clock.side(), static_cast<int>(threshold / 1000)));
            return;
        }
}

} // namespace ferz
