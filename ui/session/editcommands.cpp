// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/editcommands.h"

#include "ui/session/gamesession.h"

#include <QCoreApplication>

namespace ferz {

// ---- AddMoveCommand ---------------------------------------------------------

AddMoveCommand::AddMoveCommand(GameSession &session, GameNode *parent, Move move, bool asMainLine, GameNode *shown)
    : m_session(session), m_parent(parent), m_move(move), m_asMainLine(asMainLine), m_shown(shown)
{
    setText(parent->childCount() == 0 ? QCoreApplication::translate("AnnotationCommands", "Add Move")
                : asMainLine          ? QCoreApplication::translate("AnnotationCommands", "Add Main Line")
                                      : QCoreApplication::translate("AnnotationCommands", "Add Variation"));
}

void AddMoveCommand::redo()
{
    if (m_taken) {
        m_node = m_session.tree().insert(std::move(m_taken), m_index);
    } else {
        m_node = m_session.tree().appendMove(m_parent, m_move);
        m_node->annotations() = m_annotations;
        if (m_asMainLine)
            m_session.tree().moveVariation(m_node, 0);
        m_index = m_node->indexInParent();
    }
    m_session.notifyTreeChanged();
    m_session.showNode(m_shown ? m_shown : m_node);
}

void AddMoveCommand::undo()
{
    m_taken = m_session.tree().take(m_node);
    m_session.notifyTreeChanged();
    m_session.showNode(m_shown ? m_shown : m_parent);
}

// ---- DeleteLineCommand ------------------------------------------------------

DeleteLineCommand::DeleteLineCommand(GameSession &session, GameNode *node, const QString &text)
    : m_session(session), m_node(node)
{
    setText(text);
}

void DeleteLineCommand::redo()
{
    GameNode *parent = m_node->parent();
    m_index = m_node->indexInParent();
    m_taken = m_session.tree().take(m_node);
    m_session.notifyTreeChanged();
    m_session.showNode(parent);
}

void DeleteLineCommand::undo()
{
    m_session.tree().insert(std::move(m_taken), m_index);
    m_session.notifyTreeChanged();
    m_session.showNode(m_node);
}

// ---- ReorderCommand ---------------------------------------------------------

ReorderCommand::ReorderCommand(GameSession &session, std::vector<Step> steps, GameNode *current, const QString &text)
    : m_session(session), m_steps(std::move(steps)), m_current(current)
{
    setText(text);
}

void ReorderCommand::redo()
{
    for (const Step &step : m_steps)
        m_session.tree().moveVariation(step.node, step.to);
    m_session.notifyTreeChanged();
    m_session.showNode(m_current);
}

void ReorderCommand::undo()
{
    for (auto it = m_steps.rbegin(); it != m_steps.rend(); ++it)
        m_session.tree().moveVariation(it->node, it->from);
    m_session.notifyTreeChanged();
    m_session.showNode(m_current);
}

// ---- SetAnnotationsCommand --------------------------------------------------

SetAnnotationsCommand::SetAnnotationsCommand(GameSession &session, GameNode *node, Annotations after,
                                             const QString &text)
    : m_session(session), m_node(node), m_before(node->annotations()), m_after(std::move(after))
{
    setText(text);
}

void SetAnnotationsCommand::apply(const Annotations &annotations)
{
    m_node->annotations() = annotations;
    m_session.notifyTreeChanged();
    m_session.showNode(m_node);
}

void SetAnnotationsCommand::redo()
{
    apply(m_after);
}
void SetAnnotationsCommand::undo()
{
    apply(m_before);
}

// ---- SetTagsCommand ---------------------------------------------------------

SetTagsCommand::SetTagsCommand(GameSession &session, std::vector<GameTree::Tag> tags)
    : m_session(session), m_before(session.tree().tags()), m_after(std::move(tags))
{
    setText(QCoreApplication::translate("AnnotationCommands", "Edit Headers"));
}

void SetTagsCommand::apply(const std::vector<GameTree::Tag> &tags)
{
    m_session.tree().setTags(tags);
    m_session.notifyTreeChanged();
}

void SetTagsCommand::redo()
{
    apply(m_after);
}
void SetTagsCommand::undo()
{
    apply(m_before);
}

} // namespace ferz
