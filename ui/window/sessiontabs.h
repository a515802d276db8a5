// SPDX-License-Identifier: GPL-3.0-or-later
// The window's tabs, one for each game of the workspace, in its order: each named by its game (the
// players, or the file and the game's number), marked with * while it holds unsaved work, and
// named in full for screen readers. Choosing a tab (the mouse, Ctrl+Tab, Ctrl+Shift+Tab) shows its
// game; its close button and Ctrl+W close it, asking first about unsaved work. Hidden while the
// window holds one game. The tabs follow the workspace; the workspace decides.
#pragma once

#include <QTabBar>

namespace ferz {

class GameSession;
class Workspace;
struct WindowActions;

class SessionTabs : public QTabBar {
    Q_OBJECT

public:
    SessionTabs(Workspace *workspace, const WindowActions &actions, QWidget *parent = nullptr);

    // "Anna – Boris", "games.pgn, game 3", "New game": a game as its tab names it.
    static QString tabName(const GameSession &session);
    // "Tab 2 of 4.", said when another tab is shown; empty while there is one.
    QString spokenPlace() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // The tabs of the workspace's sessions, each following its session's changes.
    void rebuild();
    void relabel(int index);
    // Shows the tab `step` tabs after the one shown (before it when negative), round the end.
    void step(int step);

    Workspace *m_workspace;
    bool m_following = false; // the tabs are being set to the workspace's: nothing to tell it
};

} // namespace ferz
