// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/reviewcommands.h"

#include "export/gamedocument.h"
#include "ui/actions/windowactions.h"
#include "ui/review/commenteditor.h"
#include "ui/review/headereditor.h"
#include "ui/review/positioneditor.h"
#include "ui/session/movelabel.h"
#include "ui/session/workspace.h"

#include <QAction>

namespace ferz {

ReviewCommands::ReviewCommands(QWidget *window, Workspace *workspace, const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace)
{
    auto route = [this](QAction *action, void (GameSession::*command)()) {
        connect(action, &QAction::triggered, this, [this, command] { (m_workspace->session()->*command)(); });
    };
    route(actions.clearNags, &GameSession::clearNags);
    route(actions.promote, &GameSession::promoteVariation);
    route(actions.demote, &GameSession::demoteVariation);
    route(actions.mainLine, &GameSession::makeMainLine);
    route(actions.deleteVariation, &GameSession::deleteVariation);
    route(actions.deleteFromHere, &GameSession::deleteFromHere);
    for (QAction *nag : actions.nags())
        connect(nag, &QAction::triggered, this,
                [this, nag] { m_workspace->session()->toggleNag(nag->data().toInt()); });
    connect(actions.diagram, &QAction::triggered, this, [this] { m_workspace->session()->toggleNag(DiagramNag); });
    connect(actions.comment, &QAction::triggered, this, [this] { editComment(); });
    connect(actions.headers, &QAction::triggered, this, &ReviewCommands::editHeaders);
    connect(actions.setUp, &QAction::triggered, this, &ReviewCommands::setUpPosition);
    connect(actions.previousGame, &QAction::triggered, this,
            [this] { m_workspace->openGame(m_workspace->session()->source().index - 1); });
    connect(actions.nextGame, &QAction::triggered, this,
            [this] { m_workspace->openGame(m_workspace->session()->source().index + 1); });
}

void ReviewCommands::editComment(GameNode *node)
{
    GameSession *session = m_workspace->session();
    if (!node)
        node = session->current();
    const Annotations &a = node->annotations();
    const PgnFile *file = session->source().database.get();
    CommentEditor editor(node->isRoot() ? QString() : moveLabel(*node, session->notationStyle()),
                         QString::fromStdString(a.commentBefore), QString::fromStdString(a.commentAfter),
                         commentBraces(file ? file->encoding() : TextEncoding::Utf8), m_window);
    if (editor.exec() == QDialog::Accepted)
        session->setComments(node, editor.before().toStdString(), editor.after().toStdString());
}

void ReviewCommands::editHeaders()
{
    GameSession *session = m_workspace->session();
    HeaderEditor editor(session->tree().tags(), m_window);
    if (editor.exec() == QDialog::Accepted)
        session->setTags(editor.tags());
}

void ReviewCommands::setUpPosition()
{
    PositionEditor editor(m_workspace->session()->current()->position(), m_window);
    if (editor.exec() != QDialog::Accepted)
        return;
    m_workspace->startFrom(editor.position(),
                           editor.choice() == PositionEditor::Choice::Play ? GameSession::Kind::Play
                                                                           : GameSession::Kind::Review);
}

} // namespace ferz
