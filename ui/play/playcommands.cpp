// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/playcommands.h"

#include "ui/play/newgamedialog.h"
#include "ui/session/workspace.h"
#include "ui/window/windowactions.h"

#include <QAction>
#include <QCoreApplication>
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

PlayCommands::PlayCommands(QWidget *window, Workspace *workspace, const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace)
{
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
    NewGameDialog dialog(play ? play->nextGameSettings() : NewGameSettings(), m_window);
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
    const Color mover = ~play->game().position().sideToMove();
    const auto answer = QMessageBox::question(
        m_window, tr("Take Back"),
        tr("%1 asks to take back the last move. %2, do you agree?").arg(colorName(mover), colorName(~mover)));
    if (answer == QMessageBox::Yes)
        play->takeBack();
    else
        emit message(tr("%1 does not agree to take the move back.").arg(colorName(~mover)));
}

} // namespace ferz
