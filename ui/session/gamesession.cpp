// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/gamesession.h"

#include "core/file/atomicfile.h"
#include "core/pgn/linetext.h"
#include "core/pgn/pgnwriter.h"
#include "ui/session/editcommands.h"

#include <QFileInfo>

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

GameSession::GameSession(GameTree *tree, GameSource source, QObject *parent)
    : QObject(parent), m_tree(tree), m_current(tree->root()), m_source(std::move(source))
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &GameSession::cleanChanged);
}

GameSession::~GameSession()
{
    // The stack clears itself when destroyed, after the subclass destroyed the tree: nobody may
    // look at the tree then.
    m_undo.blockSignals(true);
}

void GameSession::setNotationStyle(const NotationStyle &style)
{
    m_style = style;
    emit statusChanged();
}

// ---- Navigation -------------------------------------------------------------

void GameSession::setCurrent(GameNode *node)
{
    const bool forward = node && node->parent() == m_current;
    m_current = node ? node : m_tree->root();
    emit currentChanged(forward);
    emit statusChanged();
}

void GameSession::goBack()
{
    if (!m_current->isRoot())
        setCurrent(m_current->parent());
}

void GameSession::goForward()
{
    if (GameNode *next = m_current->mainChild())
        setCurrent(next);
}

void GameSession::goToStart()
{
    setCurrent(m_tree->root());
}

void GameSession::goToEnd()
{
    GameNode *end = m_current;
    while (end->mainChild())
        end = end->mainChild();
    setCurrent(end);
}

void GameSession::previousVariation()
{
    if (!m_current->isRoot() && m_current->indexInParent() > 0)
        setCurrent(m_current->parent()->child(m_current->indexInParent() - 1));
}

void GameSession::nextVariation()
{
    if (m_current->isRoot())
        return;
    const int next = m_current->indexInParent() + 1;
    if (next < m_current->parent()->childCount())
        setCurrent(m_current->parent()->child(next));
}

// ---- Edits ------------------------------------------------------------------

void GameSession::notifyTreeChanged()
{
    emit treeChanged();
    emit statusChanged();
}

void GameSession::markUnsaved()
{
    m_undo.resetClean();
}

bool GameSession::addLine(const std::vector<Move> &moves)
{
    // The part of the line the tree already holds is followed; a variation needs a move to
    // replace, so a line that only goes on past the end of a line adds nothing.
    GameNode *node = m_current;
    std::size_t i = 0;
    while (i < moves.size() && node->child(moves[i]))
        node = node->child(moves[i++]);
    const std::string text = lineText(m_current->position(), moves, m_style);
    if (i == moves.size() || node->childCount() == 0) {
        emit message(tr("The line %1 follows the game's own moves: there is no variation to add.")
                         .arg(QString::fromStdString(text)));
        return false;
    }
    m_undo.beginMacro(tr("Add Variation"));
    for (; i < moves.size(); ++i) {
        auto *command = new AddMoveCommand(*this, node, moves[i], false);
        m_undo.push(command);
        node = command->node();
    }
    m_undo.endMacro();
    emit message(tr("Added the variation %1.").arg(QString::fromStdString(text)));
    return true;
}

GameNode *GameSession::variationStart() const
{
    for (GameNode *n = m_current; !n->isRoot(); n = n->parent())
        if (n->indexInParent() != 0)
            return n;
    return nullptr;
}

bool GameSession::canPromote() const
{
    const GameNode *start = variationStart();
    // Promoting a first variation of the main line would replace a move of the main line.
    return start && !(keepsMainLine() && start->indexInParent() == 1 && start->parent()->isMainLine());
}

bool GameSession::canDemote() const
{
    if (const GameNode *start = variationStart())
        return start->indexInParent() + 1 < start->parent()->childCount();
    // On the main line, the move itself gives way to its first alternative.
    return !keepsMainLine() && !m_current->isRoot() && m_current->parent()->childCount() > 1;
}

bool GameSession::canMakeMainLine() const
{
    return !keepsMainLine() && variationStart() != nullptr;
}

bool GameSession::canDeleteVariation() const
{
    return variationStart() != nullptr;
}

bool GameSession::canDeleteFromHere() const
{
    return !m_current->isRoot() && !(keepsMainLine() && m_current->isMainLine());
}

void GameSession::promoteVariation()
{
    if (!canPromote())
        return;
    GameNode *start = variationStart();
    const int i = start->indexInParent();
    m_undo.push(new ReorderCommand(*this, {{start, i, i - 1}}, m_current, tr("Promote Variation")));
}

void GameSession::demoteVariation()
{
    if (!canDemote())
        return;
    GameNode *start = variationStart() ? variationStart() : m_current;
    const int i = start->indexInParent();
    m_undo.push(new ReorderCommand(*this, {{start, i, i + 1}}, m_current, tr("Demote Variation")));
}

void GameSession::makeMainLine()
{
    if (!canMakeMainLine())
        return;
    std::vector<ReorderCommand::Step> steps;
    for (GameNode *n = m_current; !n->isRoot(); n = n->parent())
        if (n->indexInParent() != 0)
            steps.push_back({n, n->indexInParent(), 0});
    m_undo.push(new ReorderCommand(*this, std::move(steps), m_current, tr("Make Main Line")));
}

void GameSession::deleteVariation()
{
    if (canDeleteVariation())
        m_undo.push(new DeleteLineCommand(*this, variationStart(), tr("Delete Variation")));
}

void GameSession::deleteFromHere()
{
    if (canDeleteFromHere())
        m_undo.push(new DeleteLineCommand(*this, m_current, tr("Delete Moves from Here")));
}

void GameSession::setAnnotations(GameNode *node, const Annotations &annotations, const QString &text)
{
    if (node->annotations() != annotations)
        m_undo.push(new SetAnnotationsCommand(*this, node, annotations, text));
}

void GameSession::setComments(GameNode *node, const std::string &before, const std::string &after)
{
    Annotations a = node->annotations();
    a.commentBefore = before;
    a.commentAfter = after;
    setAnnotations(node, a, tr("Edit Comment"));
}

void GameSession::toggleNag(int nag)
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

void GameSession::clearNags()
{
    Annotations a = m_current->annotations();
    a.nags.clear();
    setAnnotations(m_current, a, tr("Remove Symbols"));
}

void GameSession::toggleArrow(Arrow arrow)
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

void GameSession::toggleSquare(SquareMark mark)
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

void GameSession::setTags(const std::vector<GameTree::Tag> &tags)
{
    if (tags != m_tree->tags())
        m_undo.push(new SetTagsCommand(*this, tags));
}

// ---- The file ---------------------------------------------------------------

QString GameSession::filePath() const
{
    return m_source.database ? m_source.database->path() : QString();
}

QString GameSession::saveErrorText(PgnFile::SaveError error) const
{
    const QString file = nativePath(filePath());
    switch (error) {
    case PgnFile::SaveError::None: break;
    case PgnFile::SaveError::FileGone:
        return tr("Cannot save into %1: the file is no longer there (deleted or moved). Save As writes the game "
                  "elsewhere.")
            .arg(file);
    case PgnFile::SaveError::GameChanged:
        return tr("Cannot save into %1: another program changed this game in the file since Ferz read it, and saving "
                  "would overwrite that change. Save As writes your version to another file.")
            .arg(file);
    case PgnFile::SaveError::CannotRead:
        return tr("Cannot save into %1: it cannot be read (%2).").arg(file, m_source.database->errorString());
    case PgnFile::SaveError::CannotWrite:
        return tr("Cannot save into %1: %2.").arg(file, m_source.database->errorString());
    }
    return {};
}

GameSession::SaveResult GameSession::save()
{
    SaveResult result;
    if (!m_source.database || m_source.index < 0) {
        result.needsPath = true;
        return result;
    }
    const PgnFile::SaveResult outcome = m_source.database->saveGame(m_source.index, m_source.hash, *m_tree);
    if (outcome.error != PgnFile::SaveError::None) {
        result.message = saveErrorText(outcome.error);
        result.needsPath =
            outcome.error == PgnFile::SaveError::FileGone || outcome.error == PgnFile::SaveError::GameChanged;
        return result;
    }
    m_source.index = outcome.index;
    m_source.hash = outcome.hash;
    m_undo.setClean();
    result.ok = true;
    const int count = m_source.database->count();
    result.message = count > 1 ? tr("Game %1 of %2 saved into %3; the other games are unchanged.")
                                     .arg(outcome.index + 1)
                                     .arg(count)
                                     .arg(nativePath(filePath()))
                               : tr("Saved to %1.").arg(nativePath(filePath()));
    if (outcome.reindexed)
        result.message += QLatin1Char(' ')
            + tr("The file had been changed by another program since it was opened: Ferz found the game again and "
                 "kept the rest of the file as it is now.");
    emit saved();
    emit statusChanged();
    return result;
}

GameSession::SaveResult GameSession::saveAs(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_source.database && absolute == QFileInfo(filePath()).absoluteFilePath())
        return save();
    SaveResult result;
    const QFileInfo folder(QFileInfo(absolute).path());
    if (!folder.isDir()) {
        result.message = tr("Cannot write %1: the folder %2 does not exist.")
                             .arg(nativePath(absolute), nativePath(folder.filePath()));
        return result;
    }
    if (!m_source.database || m_source.index < 0)
        return writeAlone(absolute);
    const PgnFile::SaveResult outcome = m_source.database->saveAs(absolute, m_source.index, m_source.hash, *m_tree);
    switch (outcome.error) {
    case PgnFile::SaveError::None:
        m_source.index = outcome.index;
        m_source.hash = outcome.hash;
        m_undo.setClean();
        result.ok = true;
        result.message = tr("Saved to %1.").arg(nativePath(absolute));
        emit saved();
        emit statusChanged();
        return result;
    case PgnFile::SaveError::CannotWrite:
        result.message = tr("Cannot write %1: %2.").arg(nativePath(absolute), m_source.database->errorString());
        return result;
    case PgnFile::SaveError::FileGone:
    case PgnFile::SaveError::GameChanged:
    case PgnFile::SaveError::CannotRead: break;
    }
    // What is in memory is written in any case; the other games stayed in the original.
    const QString original = nativePath(filePath());
    const QString why = saveErrorText(outcome.error);
    result = writeAlone(absolute);
    if (result.ok) {
        result.wroteAlone = true;
        result.message = tr("Saved this game alone to %1: the other games of %2 could not be copied. %3")
                             .arg(nativePath(absolute), original, why);
    }
    return result;
}

GameSession::SaveResult GameSession::writeAlone(const QString &path)
{
    SaveResult result;
    QString why;
    if (!writeFileAtomically(path, QByteArray::fromStdString(writePgn(*m_tree)), &why)) {
        result.message = tr("Cannot write %1: %2.").arg(nativePath(path), why);
        return result;
    }
    auto database = std::make_shared<PgnFile>();
    if (!database->open(path) || database->count() != 1) {
        result.message = tr("Cannot read %1 back after writing it: %2.").arg(nativePath(path), database->errorString());
        return result;
    }
    m_source = {database, 0, database->hashOf(0)};
    m_undo.setClean();
    result.ok = true;
    result.message = tr("Saved to %1.").arg(nativePath(path));
    emit saved();
    emit statusChanged();
    return result;
}

// ---- Autosave ---------------------------------------------------------------

AutosaveRecord GameSession::autosaveRecord() const
{
    AutosaveRecord record;
    record.kind = AutosaveRecord::Kind::Review;
    if (m_source.database && m_source.index >= 0) {
        record.file = QFileInfo(filePath()).absoluteFilePath();
        record.gameIndex = m_source.index;
        record.gameHash = m_source.hash;
    }
    record.pgn = writePgn(*m_tree);
    return record;
}

} // namespace ferz
