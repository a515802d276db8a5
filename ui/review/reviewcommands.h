// SPDX-License-Identifier: GPL-3.0-or-later
// The annotation commands of the window, with their dialogs: comments, headers, symbols, diagram
// marks, variations (promote, demote, make main line, delete), moving between the games of a file,
// and setting up a position to play or analyse. They act on the session shown, whose undo stack
// takes every edit.
#pragma once

#include <QObject>

class QWidget;

namespace ferz {

class GameNode;
class Workspace;
struct WindowActions;

class ReviewCommands : public QObject {
    Q_OBJECT

public:
    ReviewCommands(QWidget *window, Workspace *workspace, const WindowActions &actions);

    // The comments around `node`'s move (the current one when null).
    void editComment(GameNode *node = nullptr);
    void editHeaders();
    void setUpPosition();

private:
    QWidget *m_window;
    Workspace *m_workspace;
};

} // namespace ferz
