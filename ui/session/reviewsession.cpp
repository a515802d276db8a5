// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/reviewsession.h"

#include "core/openings/openings.h"
#include "core/pgn/pgncomment.h"
#include "ui/session/editcommands.h"
#include "ui/session/movelabel.h"

namespace ferz {

ReviewSession::ReviewSession(std::unique_ptr<GameTree> tree, GameSource source, QObject *parent)
    : GameSession(tree.get(), std::move(source), parent), m_tree(std::move(tree))
{
}

QString ReviewSession::statusText() const
{
    const GameNode *node = current();
    QString where = node->isRoot() ? tr("Start position") : tr("After %1").arg(moveLabel(*node, notationStyle()));
    if (!node->isRoot() && node->indexInParent() > 0)
        where += tr(" (variation %1 of %2)").arg(node->indexInParent()).arg(node->parent()->childCount() - 1);
    if (node->childCount() > 1)
        where += tr(" · variations at the next move: %1 (→ then ↓)").arg(node->childCount() - 1);
    if (const std::optional<Opening> opening = openingOf(node))
        where += QStringLiteral(" · ") + opening->text();
    const GameSource &file = source();
    if (file.database && file.index >= 0 && file.database->count() > 1)
        where = tr("Game %1 of %2 · %3").arg(file.index + 1).arg(file.database->count()).arg(where);
    return where;
}

void ReviewSession::takeMove(Move move, GameChange::Origin origin)
{
    const Step step(*this, origin);
    if (GameNode *existing = current()->child(move))
        showNode(existing);
    else
        undoStack()->push(new AddMoveCommand(*this, current(), move, m_newMovesAsMainLine));
}

void ReviewSession::setReadProblem(const QString &problem, std::string unreadText)
{
    m_readProblem = problem;
    m_unread = std::move(unreadText);
}

void ReviewSession::keepUnreadText()
{
    if (m_unread.empty())
        return;
    GameNode *last = tree().mainLineEnd();
    Annotations a = last->annotations();
    appendComment(a.commentAfter, tr("Not read by Ferz: %1").arg(QString::fromStdString(m_unread)).toStdString());
    setAnnotations(last, a, tr("Keep the Unread Moves as a Comment"));
    m_unread.clear();
}

} // namespace ferz
