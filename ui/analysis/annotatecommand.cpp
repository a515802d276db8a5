// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/annotatecommand.h"

#include "ui/session/gamesession.h"

#include <QCoreApplication>

namespace ferz {

AnnotateCommand::AnnotateCommand(GameSession &session, const AnnotationPlan &plan) : m_session(session)
{
    setText(QCoreApplication::translate("AnnotationCommands", "Annotate with Engine"));
    for (const AnnotationPlan::NodeEdit &e : plan.edits)
        m_edits.push_back({e.node, e.node->annotations(), e.annotations});
    for (const AnnotationPlan::Line &line : plan.lines)
        m_lines.push_back({line.parent, line.moves, nullptr, 0, nullptr});
}

void AnnotateCommand::redo()
{
    GameTree &tree = m_session.tree();
    for (const Edit &e : m_edits)
        e.node->annotations() = e.after;
    for (Line &line : m_lines) {
        if (line.taken) {
            line.top = tree.insert(std::move(line.taken), line.index);
            continue;
        }
        line.top = tree.appendMove(line.parent, line.moves.front());
        line.index = line.top->indexInParent();
        GameNode *node = line.top;
        for (auto move = line.moves.begin() + 1; move != line.moves.end(); ++move)
            node = tree.appendMove(node, *move);
    }
    m_session.notifyTreeChanged();
}

void AnnotateCommand::undo()
{
    // The node shown may lie on a line about to go: then its fork is shown instead.
    GameNode *shown = m_session.current();
    for (const GameNode *n = shown; !n->isRoot(); n = n->parent())
        for (const Line &line : m_lines)
            if (n == line.top)
                shown = line.parent;
    GameTree &tree = m_session.tree();
    for (auto line = m_lines.rbegin(); line != m_lines.rend(); ++line)
        line->taken = tree.take(line->top);
    for (const Edit &e : m_edits)
        e.node->annotations() = e.before;
    m_session.notifyTreeChanged();
    if (shown != m_session.current())
        m_session.showNode(shown);
}

} // namespace ferz
