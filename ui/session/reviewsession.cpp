// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/reviewsession.h"

#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnwriter.h"
#include "ui/session/annotationcommands.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace ferz {

namespace {

// The NAGs that exclude each other: one judgement of the move, one of the position.
bool sameGroup(int a, int b)
{
    auto group = [](int nag) { return nag >= 1 && nag <= 9 ? 1 : nag >= 10 && nag <= 19 ? 2 : 0; };
    return group(a) != 0 && group(a) == group(b);
}

} // namespace

ReviewSession::ReviewSession(QUndoStack *undoStack, QObject *parent)
    : QObject(parent), m_current(m_tree.root()), m_undo(undoStack)
{
}

void ReviewSession::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

bool ReviewSession::openFile(const QString &path, QString *error)
{
    PgnDatabase database;
    if (!database.open(path)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), database.errorString());
        return false;
    }
    m_database = std::move(database);
    return true;
}

bool ReviewSession::loadGame(int index, QString *error)
{
    if (index < 0 || index >= m_database.count())
        return false;
    PgnGame game;
    if (!m_database.readGame(index, game)) {
        if (error)
            *error = tr("Cannot read game %1 of %2.").arg(index + 1).arg(QDir::toNativeSeparators(m_database.path()));
        return false;
    }
    if (!game.errors.empty() && error)
        *error = tr("Game %1 was read up to an error: %2").arg(index + 1).arg(pgnErrorMessage(game.errors.front()));
    setGame(std::move(game.tree), index, false);
    return true;
}

void ReviewSession::setGame(GameTree &&tree, int gameIndex, bool modified)
{
    // The commands on the stack refer to the old tree's nodes.
    m_undo->clear();
    m_tree = std::move(tree);
    m_current = m_tree.root();
    m_gameIndex = gameIndex;
    if (gameIndex < 0)
        m_database = PgnDatabase();
    setModified(modified);
    emit gameChanged();
    emit treeChanged();
    emit currentChanged(false);
}

bool ReviewSession::save(QString *error)
{
    if (!hasFile() || m_gameIndex < 0) {
        if (error)
            *error = tr("This game has no file yet: use Save As.");
        return false;
    }
    if (!m_database.saveGame(m_gameIndex, m_tree)) {
        if (error)
            *error =
                tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_database.path()), m_database.errorString());
        return false;
    }
    setModified(false);
    emit saved();
    return true;
}

bool ReviewSession::saveAs(const QString &path, QString *error)
{
    if (hasFile() && m_gameIndex >= 0) {
        if (QFileInfo(path).absoluteFilePath() != QFileInfo(m_database.path()).absoluteFilePath()) {
            // The whole file goes along: copy it, then write this game into the copy.
            QFile::remove(path);
            if (!QFile::copy(m_database.path(), path)) {
                if (error)
                    *error = tr("Cannot write %1.").arg(QDir::toNativeSeparators(path));
                return false;
            }
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
            if (!openFile(path, error))
                return false;
        }
        return save(error);
    }
    QSaveFile file(path);
    const QByteArray text = QByteArray::fromStdString(writePgn(m_tree));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (!openFile(path, error))
        return false;
    m_gameIndex = 0;
    setModified(false);
    emit saved();
    return true;
}

// ---- Navigation -------------------------------------------------------------

void ReviewSession::setCurrent(GameNode *node)
{
    const bool forward = node && node->parent() == m_current;
    m_current = node ? node : m_tree.root();
    emit currentChanged(forward);
}

void ReviewSession::goBack()
{
    if (!m_current->isRoot())
        setCurrent(m_current->parent());
}

void ReviewSession::goForward()
{
    if (GameNode *next = m_current->mainChild())
        setCurrent(next);
}

void ReviewSession::goToStart()
{
    setCurrent(m_tree.root());
}

void ReviewSession::goToEnd()
{
    GameNode *end = m_current;
    while (end->mainChild())
        end = end->mainChild();
    setCurrent(end);
}

void ReviewSession::previousVariation()
{
    if (!m_current->isRoot() && m_current->indexInParent() > 0)
        setCurrent(m_current->parent()->child(m_current->indexInParent() - 1));
}

void ReviewSession::nextVariation()
{
    if (m_current->isRoot())
        return;
    const int next = m_current->indexInParent() + 1;
    if (next < m_current->parent()->childCount())
        setCurrent(m_current->parent()->child(next));
}

// ---- Edits ------------------------------------------------------------------

void ReviewSession::notifyTreeChanged()
{
    setModified(true);
    emit treeChanged();
}

void ReviewSession::playMove(Move move, bool asMainLine)
{
    for (int i = 0; i < m_current->childCount(); ++i)
        if (m_current->child(i)->move() == move) {
            setCurrent(m_current->child(i));
            return;
        }
    m_undo->push(new AddMoveCommand(*this, m_current, move, asMainLine));
}

void ReviewSession::addLine(const std::vector<Move> &moves)
{
    GameNode *node = m_current;
    m_undo->beginMacro(tr("Add Variation"));
    for (Move move : moves) {
        GameNode *next = nullptr;
        for (int i = 0; i < node->childCount() && !next; ++i)
            if (node->child(i)->move() == move)
                next = node->child(i);
        if (!next) {
            auto *command = new AddMoveCommand(*this, node, move, false);
            m_undo->push(command);
            next = command->node();
        }
        node = next;
    }
    m_undo->endMacro();
    setCurrent(node);
}

GameNode *ReviewSession::variationStart() const
{
    for (GameNode *n = m_current; !n->isRoot(); n = n->parent())
        if (n->indexInParent() != 0)
            return n;
    return nullptr;
}

void ReviewSession::promoteVariation()
{
    GameNode *start = variationStart();
    if (!start)
        return;
    const int i = start->indexInParent();
    m_undo->push(new ReorderCommand(*this, {{start, i, i - 1}}, m_current, tr("Promote Variation")));
}

void ReviewSession::demoteVariation()
{
    // On the main line, the move itself gives way to its first alternative.
    GameNode *start = variationStart();
    if (!start && !m_current->isRoot() && m_current->parent()->childCount() > 1)
        start = m_current;
    if (!start)
        return;
    const int i = start->indexInParent();
    if (i + 1 >= start->parent()->childCount())
        return;
    m_undo->push(new ReorderCommand(*this, {{start, i, i + 1}}, m_current, tr("Demote Variation")));
}

void ReviewSession::makeMainLine()
{
    std::vector<ReorderCommand::Step> steps;
    for (GameNode *n = m_current; !n->isRoot(); n = n->parent())
        if (n->indexInParent() != 0)
            steps.push_back({n, n->indexInParent(), 0});
    if (!steps.empty())
        m_undo->push(new ReorderCommand(*this, std::move(steps), m_current, tr("Make Main Line")));
}

void ReviewSession::deleteVariation()
{
    if (GameNode *start = variationStart())
        m_undo->push(new DeleteLineCommand(*this, start, tr("Delete Variation")));
}

void ReviewSession::deleteFromHere()
{
    if (!m_current->isRoot())
        m_undo->push(new DeleteLineCommand(*this, m_current, tr("Delete Moves from Here")));
}

void ReviewSession::setAnnotations(GameNode *node, const Annotations &annotations, const QString &text)
{
    if (node->annotations() != annotations)
        m_undo->push(new SetAnnotationsCommand(*this, node, annotations, text));
}

void ReviewSession::setComments(GameNode *node, const std::string &before, const std::string &after)
{
    Annotations a = node->annotations();
    a.commentBefore = before;
    a.commentAfter = after;
    setAnnotations(node, a, tr("Edit Comment"));
}

void ReviewSession::toggleNag(int nag)
{
    if (m_current->isRoot())
        return;
    Annotations a = m_current->annotations();
    const auto it = std::find(a.nags.begin(), a.nags.end(), nag);
    if (it != a.nags.end()) {
        a.nags.erase(it);
        setAnnotations(m_current, a, tr("Remove Symbol"));
        return;
    }
    std::erase_if(a.nags, [nag](int other) { return sameGroup(nag, other); });
    a.nags.push_back(nag);
    // Move judgements come first, as books print them: 12.Nf3!? ±
    std::stable_sort(a.nags.begin(), a.nags.end(), [](int x, int y) { return (x <= 9) > (y <= 9); });
    setAnnotations(m_current, a, tr("Add Symbol"));
}

void ReviewSession::clearNags()
{
    Annotations a = m_current->annotations();
    a.nags.clear();
    setAnnotations(m_current, a, tr("Remove Symbols"));
}

void ReviewSession::toggleArrow(Arrow arrow)
{
    Annotations a = m_current->annotations();
    const auto it = std::find_if(a.arrows.begin(), a.arrows.end(),
                                 [&arrow](const Arrow &x) { return x.from == arrow.from && x.to == arrow.to; });
    if (it != a.arrows.end() && it->color == arrow.color)
        a.arrows.erase(it);
    else if (it != a.arrows.end())
        it->color = arrow.color;
    else
        a.arrows.push_back(arrow);
    setAnnotations(m_current, a, tr("Draw Arrow"));
}

void ReviewSession::toggleSquare(SquareMark mark)
{
    Annotations a = m_current->annotations();
    const auto it = std::find_if(a.squares.begin(), a.squares.end(),
                                 [&mark](const SquareMark &x) { return x.square == mark.square; });
    if (it != a.squares.end() && it->color == mark.color)
        a.squares.erase(it);
    else if (it != a.squares.end())
        it->color = mark.color;
    else
        a.squares.push_back(mark);
    setAnnotations(m_current, a, tr("Mark Square"));
}

void ReviewSession::setTags(const std::vector<GameTree::Tag> &tags)
{
    if (tags != m_tree.tags())
        m_undo->push(new SetTagsCommand(*this, tags));
}

} // namespace ferz
