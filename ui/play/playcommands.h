// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of a game at one computer, with the questions they ask the players: a new game
// (players, clock, start position), who resigns, whether the opponent agrees to take a move back.
// The draw offers, claims and the clock go straight to the game being played.
#pragma once

#include <QObject>

class QWidget;

namespace ferz {

class Workspace;
struct WindowActions;

class PlayCommands : public QObject {
    Q_OBJECT

public:
    PlayCommands(QWidget *window, Workspace *workspace, const WindowActions &actions);

    void newGame();
    void resign();
    void takeBack();

signals:
    void message(const QString &text);

private:
    QWidget *m_window;
    Workspace *m_workspace;
};

} // namespace ferz
