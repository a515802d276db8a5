// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/playcommands.h"

#include "core/engine/enginediscovery.h"
#include "ui/actions/windowactions.h"
#include "ui/play/newgamedialog.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace ferz {

namespace {

QString colorName(Color c)
{
    return c == Color::White ? QCoreApplication::translate("ferz::PlayCommands", "White")
                             : QCoreApplication::translate("ferz::PlayCommands", "Black");
}

} // namespace

PlayCommands::PlayCommands(QWidget *window, Workspace *workspace, const ViewSettings &settings,
                           const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace), m_settings(settings)
{
    connect(workspace, &Workspace::sessionChanged, this, [this](GameSession *session) {
        if (m_shown)
            disconnect(m_shown, &PlaySession::engineFailed, this, &PlayCommands::engineFailed);
        m_shown = qobject_cast<PlaySession *>(session);
        if (m_shown)
            connect(m_shown, &PlaySession::engineFailed, this, &PlayCommands::engineFailed);
    });
    // Each action acts on the game being played; the window disables them for a reviewed game.
    auto route = [this](QAction *action, void (PlaySession::*command)()) {
        connect(action, &QAction::triggered, this, [this, command] {
            if (PlaySession *play = m_workspace->playSession())
                (play->*command)();
        });
    };
    route(actions.offerDraw, &PlaySession::offerDraw);
    route(actions.acceptDraw, &PlaySession::acceptDraw);
    route(actions.declineDraw, &PlaySession::declineDraw);
    route(actions.claimDraw, &PlaySession::claimDraw);
    route(actions.pause, &PlaySession::togglePause);
    connect(actions.newGame, &QAction::triggered, this, &PlayCommands::newGame);
    connect(actions.resign, &QAction::triggered, this, &PlayCommands::resign);
    connect(actions.takeBack, &QAction::triggered, this, &PlayCommands::takeBack);
}

void PlayCommands::newGame()
{
    // The players and the clock of the game on the board are offered again.
    const PlaySession *play = m_workspace->playSession();
    NewGameSettings initial = play ? play->nextGameSettings() : NewGameSettings();
    initial.engine = findEngine(m_settings.values().enginePath);
    NewGameDialog dialog(initial, m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_workspace->newGame(dialog.settings());
}

void PlayCommands::resign()
{
    PlaySession *play = m_workspace->playSession();
    if (!play || play->game().isOver())
        return;
    QMessageBox box(QMessageBox::Question, tr("Resign"), tr("Who resigns? The game ends at once and cannot go on."),
                    QMessageBox::Cancel, m_window);
    QPushButton *white = box.addButton(tr("White resigns"), QMessageBox::DestructiveRole);
    QPushButton *black = box.addButton(tr("Black resigns"), QMessageBox::DestructiveRole);
    white->setObjectName(QStringLiteral("whiteResigns"));
    black->setObjectName(QStringLiteral("blackResigns"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == white || box.clickedButton() == black)
        play->resign(box.clickedButton() == white ? Color::White : Color::Black);
}

void PlayCommands::takeBack()
{
    PlaySession *play = m_workspace->playSession();
    if (!play || play->game().isOver() || play->game().plyCount() == 0)
        return;
    // The engine agrees (in a game without a clock; the session says when it does not).
    if (play->playsAgainstEngine()) {
        play->takeBack();
        return;
    }
    const Color mover = ~play->game().position().sideToMove();
    const auto answer = QMessageBox::question(
        m_window, tr("Take Back"),
        tr("%1 asks to take back the last move. %2, do you agree?").arg(colorName(mover), colorName(~mover)));
    if (answer == QMessageBox::Yes)
        play->takeBack();
    else
        emit message(tr("%1 does not agree to take the move back.").arg(colorName(~mover)));
}

void PlayCommands::engineFailed(Color side, const QString &reason)
{
    PlaySession *play = m_workspace->playSession();
    if (!play)
        return;
    const bool paused = play->game().clock().isPaused();
    QMessageBox box(QMessageBox::Warning, tr("Engine"),
                    (paused ? tr("%1 The game is kept and the clock is paused. Go on with another engine, or as a "
                                 "game between two people?")
                            : tr("%1 The game is kept. Go on with another engine, or as a game between two people?"))
                        .arg(reason),
                    QMessageBox::Cancel, m_window);
    QPushButton *other = box.addButton(tr("Choose Another Engine…"), QMessageBox::AcceptRole);
    QPushButton *people = box.addButton(tr("Two People Play On"), QMessageBox::AcceptRole);
    other->setObjectName(QStringLiteral("otherEngine"));
    people->setObjectName(QStringLiteral("peoplePlay"));
    box.exec();
    const QString resume = paused ? QLatin1Char(' ') + tr("Resume the clock to go on.") : QString();
    if (box.clickedButton() == other) {
        const EnginePlayer *engine = play->engineOf(side);
        const QString program = QFileDialog::getOpenFileName(m_window, tr("Choose a UCI Chess Engine"));
        if (engine && !program.isEmpty()) {
            play->letEnginePlay(side, program, engine->strength(), engine->mayResign());
            emit message(tr("%1 plays %2 now.").arg(QFileInfo(program).fileName(), colorName(side)) + resume);
            return;
        }
    }
    // Two people play on, and so they do when no choice was made (Cancel, the box closed, no engine
    // chosen): the failed engine is never waited for.
    play->letPersonPlay(side);
    emit message(tr("The engine left the game: a person plays %1 now.").arg(colorName(side)) + resume);
}

} // namespace ferz
