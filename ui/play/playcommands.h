// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of a game at one computer, with the questions they ask the players: a new game
// (players, the engine, clock, start position), who resigns, whether the opponent agrees to take a
// move back, and what to do when the engine fails in the middle of a game. The draw offers,
// claims and the clock go straight to the game being played.
#pragma once

#include "core/rules/types.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace ferz {

class PlaySession;
class Workspace;
class ViewSettings;
struct WindowActions;

class PlayCommands : public QObject {
    Q_OBJECT

public:
    // The engine program comes from `settings`.
    PlayCommands(QWidget *window, Workspace *workspace, const ViewSettings &settings, const WindowActions &actions);

    void newGame();
    void resign();
    void takeBack();
    // The engine playing `side` failed (it crashed, hung, or named a move that is not legal): another
    // engine plays on, or a person, also when the question is left unanswered.
    void engineFailed(Color side, const QString &reason);

signals:
    void message(const QString &text);

private:
    QWidget *m_window;
    Workspace *m_workspace;
    QPointer<PlaySession> m_shown; // the game whose engine's failure is asked about
    const ViewSettings &m_settings;
};

} // namespace ferz
