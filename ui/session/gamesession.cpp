// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/gamesession.h"

#include "core/notation/nag.h"
#include "core/pgn/linetext.h"
#include "core/pgn/pgnwriter.h"
#include "core/rules/illegalmovetext.h"
#include "core/rules/rules.h"
#include "ui/session/editcommands.h"

#include <QFileInfo>

#include <algorithm>

namespace ferz {

namespace {

// The NAGs that exclude each other (nagGroup).
bool sameGroup(int a, int b)
{
    return nagGroup(a) != 0 && nagGroup(a) == nagGroup(b);
}

} // namespace

GameSession::GameSession(GameTree *tree, GameSource source, QObject *parent)
    : QObject(parent), m_tree(tree), m_current(tree->root()), m_source(std::move(source))
{
    connect(&m_undo, &QUndoStack::indexChanged, this, &GameSession::stackMoved);
}

GameSession::~GameSession()
{
    // The stack clears itself when destroyed, after the subclass destroyed the tree: nobody may
    // look at the tree then.
    m_undo.blockSignals(true);
}

// ---- Steps ------------------------------------------------------------------

GameSession::Step::Step(GameSession &session, GameChange::Origin origin) : m_session(session)
{
    if (m_session.m_steps++ == 0 && !m_session.m_pending)
        m_session.m_origin = origin;
}

GameSession::Step::~Step()
{
    if (--m_session.m_steps == 0)
        m_session.emitPending();
}

void GameSession::emitPending()
{
    if (!m_pending)
        return;
    const GameChange change = *m_pending;
    m_pending.reset();
    m_origin = GameChange::Origin::Undo;
    emit changed(change);
}

GameChange &GameSession::pending()
{
    if (!m_pending) {
        m_pending.emplace();
        m_pending->origin = m_origin;
    }
    return *m_pending;
}

void GameSession::stackMoved()
{
    // Within a step the step says it; the stack's index is up to date by now either way.
    if (m_steps == 0)
        emitPending();
}

void GameSession::push(QUndoCommand *command)
{
    const Step step(*this, GameChange::Origin::Edit);
    m_undo.push(command);
}

void GameSession::setNotationStyle(const NotationStyle &style)
{
    const Step step(*this, GameChange::Origin::Display);
    m_style = style;
    pending();
}

// ---- Navigation -------------------------------------------------------------

void GameSession::setCurrent(GameNode *node)
{
    const Step step(*this, GameChange::Origin::Navigation);
    showNode(node);
}

void GameSession::showNode(GameNode *node)
{
    GameChange &change = pending();
    if (!node)
        node = m_tree->root();
    if (!node->isRoot() && node->parent() == m_current && !node->move().isNull())
        change.move = describeMove(*node);
    else
        change.move.reset();
    if (node != m_current)
        m_touched = Square::None;
    m_current = node;
    change.currentChanged = true;
}

void GameSession::playMove(Move move, GameChange::Origin origin)
{
    if (m_touched != Square::None && move.from() != m_touched) {
        emit message(touchMoveText(m_current->position(), m_touched));
        return;
    }
    takeMove(move, origin);
}

void GameSession::setTouchMove(bool on)
{
    m_touchMove = on;
    if (!on)
        m_touched = Square::None;
}

void GameSession::touch(Square square)
{
    if (m_touchMove && m_touched == Square::None && touchBinds(m_current->position(), square))
        m_touched = square;
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
    GameChange &change = pending();
    change.treeChanged = true;
    change.recordChanged = true;
}

void GameSession::markUnsaved()
{
    const Step step(*this, GameChange::Origin::Game);
    m_undo.resetClean();
    pending().recordChanged = true;
}

bool GameSession::addLine(const std::vector<Move> &moves, const std::optional<Evaluation> &evaluation)
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
    const Step step(*this, GameChange::Origin::Edit);
    m_undo.beginMacro(tr("Add Variation"));
    // The move reviewed stays shown: the line is there to read, not to walk into.
    GameNode *reviewed = m_current;
    for (const std::size_t first = i; i < moves.size(); ++i) {
        auto *command = new AddMoveCommand(*this, node, moves[i], false, reviewed);
        if (i == first && evaluation) {
            Annotations a;
            setEvaluation(a, *evaluation);
            command->setAnnotations(std::move(a));
        }
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
    push(new ReorderCommand(*this, {{start, i, i - 1}}, m_current, tr("Promote Variation")));
}

void GameSession::demoteVariation()
{
    if (!canDemote())
        return;
    GameNode *start = variationStart() ? variationStart() : m_current;
    const int i = start->indexInParent();
    push(new ReorderCommand(*this, {{start, i, i + 1}}, m_current, tr("Demote Variation")));
}

void GameSession::makeMainLine()
{
    if (!canMakeMainLine())
        return;
    std::vector<ReorderCommand::Step> steps;
    for (GameNode *n = m_current; !n->isRoot(); n = n->parent())
        if (n->indexInParent() != 0)
            steps.push_back({n, n->indexInParent(), 0});
    push(new ReorderCommand(*this, std::move(steps), m_current, tr("Make Main Line")));
}

void GameSession::deleteVariation()
{
    if (canDeleteVariation())
        push(new DeleteLineCommand(*this, variationStart(), tr("Delete Variation")));
}

void GameSession::deleteFromHere()
{
    if (canDeleteFromHere())
        push(new DeleteLineCommand(*this, m_current, tr("Delete Moves from Here")));
}

void GameSession::setAnnotations(GameNode *node, const Annotations &annotations, const QString &text)
{
    if (node->annotations() != annotations)
        push(new SetAnnotationsCommand(*this, node, annotations, text));
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
    // The start of the game has a position, no move to judge.
    if (m_current->isRoot() && isMoveJudgement(nag))
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
    std::stable_sort(a.nags.begin(), a.nags.end(),
                     [](int x, int y) { return isMoveJudgement(x) > isMoveJudgement(y); });
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
        push(new SetTagsCommand(*this, tags));
}

// ---- The file ---------------------------------------------------------------

QString GameSession::filePath() const
{
    // Pasted games have no file of the user's yet.
    return m_source.database && !m_source.database->isScratch() ? m_source.database->path() : QString();
}

GameSession::SaveResult GameSession::save()
{
    const Step step(*this, GameChange::Origin::File);
    return saved(GameFile::save(m_source, *m_tree));
}

GameSession::SaveResult GameSession::saveAs(const QString &path)
{
    const Step step(*this, GameChange::Origin::File);
    return saved(GameFile::saveAs(m_source, *m_tree, path));
}

GameSession::SaveResult GameSession::addToDatabase(std::shared_ptr<db::GameDatabase> database)
{
    const Step step(*this, GameChange::Origin::File);
    return saved(GameFile::addTo(m_source, *m_tree, std::move(database)));
}

void GameSession::linkTo(GameSource source)
{
    const Step step(*this, GameChange::Origin::File);
    m_source = std::move(source);
    pending().recordChanged = true;
}

GameSession::SaveResult GameSession::saved(SaveResult result)
{
    if (result.ok) {
        m_undo.setClean();
        pending().recordChanged = true;
    }
    return result;
}

// ---- Autosave ---------------------------------------------------------------

AutosaveRecord GameSession::autosaveRecord() const
{
    AutosaveRecord record;
    record.kind = AutosaveRecord::Kind::Review;
    if (!filePath().isEmpty() && m_source.index >= 0) {
        record.file = QFileInfo(filePath()).absoluteFilePath();
        record.gameIndex = m_source.index;
        record.gameHash = m_source.hash;
    }
    record.pgn = writePgn(*m_tree);
    return record;
}

} // namespace ferz
