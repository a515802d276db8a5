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
#include "ui/settings/viewsettings.h"

#include <QAction>
#include <QApplication>

namespace ferz {

AccessCommands::AccessCommands(QObject *parent, Workspace *workspace, const ViewSettings &settings, BoardWidget *board,
                               LiveText *line, WindowActions &actions)
    : QObject(parent), m_workspace(workspace), m_line(line), m_acceptDraw(actions.acceptDraw),
      m_declineDraw(actions.declineDraw)
{
    new BoardAnnouncer(board, line, false);
    m_targets.push_back({board, line, [this] { return lastMoveText(*m_workspace->session()->current()); }});
    connect(actions.boardCursor, &QAction::triggered, this, [board](bool on) {
        board->setFocus(Qt::ShortcutFocusReason);
        board->setKeyboardMode(on);
    });
    connect(board, &BoardWidget::keyboardModeChanged, actions.boardCursor, &QAction::setChecked);
    // The arrows go the other way on a board turned over.
    connect(&settings, &ViewSettings::changed, this, [this, &settings](ViewSettings::Key key) {
        if (key != ViewSettings::Key::Flipped)
            return;
        m_line->setText(settings.values().flipped
                            ? tr("Board flipped: Black is at the bottom; Up goes towards White.")
                            : tr("Board flipped: White is at the bottom; Up goes towards Black."));
    });
    // Said after the voice is on, so that it is heard (the window stores the choice).
    connect(actions.speakAloud, &QAction::toggled, this, [this](bool on) {
        Speech::instance().setEnabled(on);
        say(on ? tr("Speaking aloud.") : tr("No longer speaking aloud."));
    });
    auto command = [this](QAction *action, auto answer) { connect(action, &QAction::triggered, this, answer); };
    command(actions.sayLastMove, [this] { say(target().lastMove()); });
    command(actions.sayClocks, [this] {
        const auto *play = qobject_cast<const PlaySession *>(m_workspace->session());
        say(play && target().line == m_line ? clocksText(play->game(), play->now())
                                            : tr("Only a game being played has clocks."));
    });
    command(actions.sayWhitePieces, [this] { say(piecesText(target().board->position(), Color::White)); });
    command(actions.sayBlackPieces, [this] { say(piecesText(target().board->position(), Color::Black)); });
    command(actions.sayRank, [this] {
        if (cursorReady())
            say(rankText(target().board->position(), rankOf(target().board->cursorSquare())));
    });
    command(actions.sayFile, [this] {
        if (cursorReady())
            say(fileText(target().board->position(), fileOf(target().board->cursorSquare())));
    });
    command(actions.sayMoves, [this] {
        if (cursorReady())
            say(pieceMovesText(target().board->position(), target().board->cursorSquare()));
    });
    command(actions.sayAttackers, [this] {
        if (cursorReady())
            say(attackersText(target().board->position(), target().board->cursorSquare()));
    });
    connect(workspace, &Workspace::sessionChanged, this, &AccessCommands::bind);
    if (workspace->session())
        bind(workspace->session());
}

void AccessCommands::addBoard(BoardWidget *board, LiveText *line, std::function<QString()> lastMove)
{
    m_targets.push_back({board, line, std::move(lastMove)});
}

const AccessCommands::Target &AccessCommands::target() const
{
    const QWidget *active = QApplication::activeWindow();
    for (const Target &t : m_targets)
        if (t.board && t.line && t.board->window() == active)
            return t;
    return m_targets.front();
}

void AccessCommands::say(const QString &text)
{
    target().line->setText(text);
}

bool AccessCommands::cursorReady()
{
    if (isValid(target().board->cursorSquare()))
        return true;
    say(tr("The square cursor is off: Ctrl+B turns it on."));
    return false;
}

void AccessCommands::bind(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_shown = session->current();
    m_undoIndex = session->undoStack()->index();
    connect(session, &GameSession::changed, this, &AccessCommands::sayChange);
    if (auto *play = qobject_cast<const PlaySession *>(session))
        connect(play, &PlaySession::clocksChanged, this, &AccessCommands::watchClocks);
    // The status line announces the game shown: the announcement line is for what happens in it.
    m_line->clear();
}

void AccessCommands::sayChange(const GameChange &change)
{
    const int was = std::exchange(m_undoIndex, m_session->undoStack()->index());
    const GameNode *shownBefore = std::exchange(m_shown, m_session->current());
    QString text;
    if (change.played())
        text = playedWords(change);
    else if (change.origin == GameChange::Origin::Edit || change.origin == GameChange::Origin::Undo) {
        text = editWords(change, was);
        // Where the edit leaves the cursor, when it moved it (an undone move, a deleted line).
        if (m_shown != shownBefore)
            text += QLatin1Char(' ') + moveWords(*m_shown, false);
    } else if (change.currentChanged)
        // An ending without a move is announced by the status line (the window's).
        text = moveWords(*m_shown, true);
    if (!text.trimmed().isEmpty())
        m_line->setText(text.trimmed());
}

QString AccessCommands::playedWords(const GameChange &change) const
{
    const GameNode *node = m_session->current();
    QString text = spokenMove(node->parent()->position(), node->move());
    const auto *play = qobject_cast<const PlaySession *>(m_session);
    if (!play)
        return text;
    const Color mover = node->parent()->position().sideToMove();
    if (const EnginePlayer *engine = play->engineOf(mover); engine && change.origin == GameChange::Origin::Engine)
        text = tr("%1 plays %2", "an engine's name and its move in words: Stockfish plays Knight f6")
                   .arg(engine->name(), text);
    // The move, then each thing that comes with it as a sentence of its own.
    const auto add = [&text](const QString &sentence) {
        text += (text.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ")) + sentence;
    };
    if (change.ending != Termination::None)
        add(m_session->endingReason());
    else if (play->game().drawOffered())
        add(tr("%1 offers a draw: accept it with %2, decline it with %3 or by moving.")
                .arg(mover == Color::White ? tr("White") : tr("Black"),
                     m_acceptDraw->shortcut().toString(QKeySequence::NativeText),
                     m_declineDraw->shortcut().toString(QKeySequence::NativeText)));
    if (const QString claim = play->drawClaimText(); !claim.isEmpty())
        add(claim + QLatin1Char('.'));
    return text;
}

QString AccessCommands::editWords(const GameChange &change, int was) const
{
    const QUndoStack &stack = *m_session->undoStack();
    const int index = stack.index();
    if (index < was)
        return tr("Undone: %1.").arg(stack.text(index));
    if (index > was)
        return change.origin == GameChange::Origin::Undo ? tr("Redone: %1.").arg(stack.text(index - 1))
                                                         : stack.text(index - 1) + QLatin1Char('.');
    return {};
}

void AccessCommands::watchClocks(const ChessClock &clock, qint64 since, qint64 now)
{
    for (std::int64_t threshold : {LowTimeMs, MinuteLeftMs})
        // A game of a minute or less has less than a minute from its first move: no news.
        if (threshold < clock.control().stageTime(0) && clock.wentUnder(threshold, since, now)) {
            m_line->setText(lowTimeText(clock.side(), static_cast<int>(threshold / 1000)));
            return;
        }
}

} // namespace ferz
