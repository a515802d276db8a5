// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/gametree.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <iterator>

namespace ferz {

namespace {

// Compares node by node with a stack of its own: a tree may be deeper than the call stack.
bool sameSubtree(const GameNode &a, const GameNode &b)
{
    std::vector<std::pair<const GameNode *, const GameNode *>> pending {{&a, &b}};
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        if (x->move() != y->move() || x->annotations() != y->annotations() || x->childCount() != y->childCount())
            return false;
        for (int i = 0; i < x->childCount(); ++i)
            pending.emplace_back(x->child(i), y->child(i));
    }
    return true;
}

} // namespace

// Built through FEN so that the strict FEN reader decides what is allowed: passing while in check
// leaves the other king capturable, and the FEN reader refuses that position. The counters stay
// within what FEN holds, so that only the check can make a null move impossible.
std::optional<Position> afterNullMove(const Position &position)
{
    const Color mover = position.sideToMove();
    // fen() writes "placement side castling ep halfmove fullmove" with single spaces.
    const std::string fen = position.fen();
    const std::size_t side = fen.find(' ') + 1;
    const std::size_t castlingEnd = fen.find(' ', side + 2);
    std::string passed = fen.substr(0, side);
    passed.push_back(mover == Color::White ? 'b' : 'w');
    passed.append(fen, side + 1, castlingEnd - side - 1);
    passed.append(" - ");
    passed.append(std::to_string(std::min(position.halfmoveClock() + 1, 150)));
    passed.push_back(' ');
    const int fullmove = position.fullmoveNumber() + (mover == Color::Black ? 1 : 0);
    passed.append(std::to_string(std::min<long long>(fullmove, FenError::MaxFullmoveNumber)));
    auto result = Position::fromFen(passed, position.variant());
    if (auto *p = std::get_if<Position>(&result))
        return *p;
    return std::nullopt;
}

bool Annotations::empty() const
{
    return commentBefore.empty() && commentAfter.empty() && nags.empty() && !clockMs && !emtMs && arrows.empty()
        && squares.empty() && commands.empty();
}

// ---- GameNode -------------------------------------------------------------

GameNode::GameNode(GameNode *parent, Move move, const Position &position)
    : m_parent(parent), m_move(move), m_position(position)
{
}

// Destroying children through their own destructors would recurse once per move of the longest
// line: the subtree is taken apart here, one node at a time, each destroyed without children.
GameNode::~GameNode()
{
    std::vector<std::unique_ptr<GameNode>> pending = std::move(m_children);
    while (!pending.empty()) {
        std::unique_ptr<GameNode> node = std::move(pending.back());
        pending.pop_back();
        std::move(node->m_children.begin(), node->m_children.end(), std::back_inserter(pending));
        node->m_children.clear();
    }
}

const GameNode *GameNode::child(Move move) const
{
    for (const auto &c : m_children)
        if (c->m_move == move)
            return c.get();
    return nullptr;
}

GameNode *GameNode::child(Move move)
{
    return const_cast<GameNode *>(std::as_const(*this).child(move));
}

int GameNode::indexInParent() const
{
    if (!m_parent)
        return 0;
    const auto &siblings = m_parent->m_children;
    for (std::size_t i = 0; i < siblings.size(); ++i)
        if (siblings[i].get() == this)
            return static_cast<int>(i);
    assert(false && "a node is always among its parent's children");
    return 0;
}

bool GameNode::isMainLine() const
{
    for (const GameNode *n = this; n->m_parent; n = n->m_parent)
        if (n->m_parent->m_children.front().get() != n)
            return false;
    return true;
}

int GameNode::ply() const
{
    int plies = 0;
    for (const GameNode *n = this; n->m_parent; n = n->m_parent)
        ++plies;
    return plies;
}

std::vector<GameNode *> GameNode::pathFromRoot()
{
    std::vector<GameNode *> path;
    for (GameNode *n = this; n->m_parent; n = n->m_parent)
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

// ---- Results --------------------------------------------------------------

std::string_view shownResult(std::string_view result)
{
    return result == "1/2-1/2" ? std::string_view("\u00bd\u2013\u00bd") : result;
}

std::string_view resultText(GameResult result)
{
    switch (result) {
    case GameResult::WhiteWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    case GameResult::Unknown: break;
    }
    return "*";
}

std::optional<Variant> parseVariant(std::string_view tag)
{
    std::string name;
    for (char c : tag)
        if (c != ' ' && c != '-' && c != '_')
            name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (name.empty() || name == "standard" || name == "chess" || name == "normal" || name == "regular"
        || name == "fromposition")
        return Variant::Standard;
    if (name == "chess960" || name == "960" || name == "fischerandom" || name == "fischerrandom"
        || name == "fischerrandomchess" || name == "frc")
        return Variant::Chess960;
    return std::nullopt;
}

std::string_view variantTag(Variant variant)
{
    return variant == Variant::Chess960 ? "Chess960" : "";
}

std::optional<GameResult> parseResult(std::string_view text)
{
    for (GameResult r : {GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw, GameResult::Unknown})
        if (text == resultText(r))
            return r;
    return std::nullopt;
}

// ---- GameTree -------------------------------------------------------------

GameTree::GameTree(const Position &start) : m_root(new GameNode(nullptr, Move(), start))
{
}

std::string GameTree::tag(std::string_view name) const
{
    const auto found = m_tagIndex.find(name);
    return found == m_tagIndex.end() ? std::string() : m_tags[found->second].second;
}

bool GameTree::hasTag(std::string_view name) const
{
    return m_tagIndex.find(name) != m_tagIndex.end();
}

void GameTree::setTag(std::string_view name, std::string_view value)
{
    const auto [place, added] = m_tagIndex.try_emplace(std::string(name), m_tags.size());
    if (added)
        m_tags.emplace_back(name, value);
    else
        m_tags[place->second].second = value;
}

void GameTree::setTags(std::vector<Tag> tags)
{
    m_tags.clear();
    m_tagIndex.clear();
    m_tags.reserve(tags.size());
    for (auto &[name, value] : tags) {
        const auto [place, added] = m_tagIndex.try_emplace(name, m_tags.size());
        if (added)
            m_tags.emplace_back(std::move(name), std::move(value));
        else
            m_tags[place->second].second = std::move(value);
    }
}

void GameTree::removeTag(std::string_view name)
{
    const auto found = m_tagIndex.find(name);
    if (found == m_tagIndex.end())
        return;
    const std::size_t removed = found->second;
    m_tags.erase(m_tags.begin() + static_cast<std::ptrdiff_t>(removed));
    m_tagIndex.erase(found);
    for (auto &[other, place] : m_tagIndex)
        if (place > removed)
            --place;
}

void GameTree::setStartPosition(const Position &start)
{
    m_root.reset(new GameNode(nullptr, Move(), start));
    if (start.isChess960())
        setTag("Variant", variantTag(Variant::Chess960));
    else if (hasTag("Variant") && parseVariant(tag("Variant")) == Variant::Chess960)
        removeTag("Variant");
    // A Chess960 game always says where it starts, even from the standard position.
    if (start == Position()) {
        removeTag("SetUp");
        removeTag("FEN");
    } else {
        setTag("SetUp", "1");
        setTag("FEN", start.fen());
    }
}

GameNode *GameTree::addMove(GameNode *node, Move move)
{
    if (GameNode *existing = node->child(move))
        return existing;
    return appendMove(node, move);
}

GameNode *GameTree::appendMove(GameNode *node, Move move)
{
    if (move.isNull()) {
        const std::optional<Position> passed = afterNullMove(node->m_position);
        if (!passed)
            return nullptr;
        node->m_children.emplace_back(new GameNode(node, move, *passed));
    } else {
        node->m_children.emplace_back(new GameNode(node, move, node->m_position.after(move)));
    }
    return node->m_children.back().get();
}

bool GameTree::promote(GameNode *node)
{
    const int i = node->indexInParent();
    if (node->isRoot() || i == 0)
        return false;
    auto &siblings = node->m_parent->m_children;
    std::swap(siblings[i], siblings[i - 1]);
    return true;
}

bool GameTree::demote(GameNode *node)
{
    const int i = node->indexInParent();
    if (node->isRoot() || i + 1 >= node->m_parent->childCount())
        return false;
    auto &siblings = node->m_parent->m_children;
    std::swap(siblings[i], siblings[i + 1]);
    return true;
}

void GameTree::moveVariation(GameNode *node, int index)
{
    if (node->isRoot())
        return;
    auto &siblings = node->m_parent->m_children;
    const int from = node->indexInParent();
    const int to = std::clamp(index, 0, static_cast<int>(siblings.size()) - 1);
    const auto at = [&siblings](int i) { return siblings.begin() + i; };
    if (from > to)
        std::rotate(at(to), at(from), at(from + 1));
    else if (from < to)
        std::rotate(at(from), at(from + 1), at(to + 1));
}

void GameTree::makeMainLine(GameNode *node)
{
    for (GameNode *n = node; n->m_parent; n = n->m_parent) {
        auto &siblings = n->m_parent->m_children;
        const auto it = siblings.begin() + n->indexInParent();
        std::rotate(siblings.begin(), it, it + 1);
    }
}

GameNode *GameTree::remove(GameNode *node)
{
    GameNode *parent = node->m_parent;
    if (!parent)
        return nullptr;
    parent->m_children.erase(parent->m_children.begin() + node->indexInParent());
    return parent;
}

void GameTree::removeChildren(GameNode *node)
{
    node->m_children.clear();
}

std::unique_ptr<GameNode> GameTree::take(GameNode *node)
{
    GameNode *parent = node->m_parent;
    if (!parent)
        return nullptr;
    const auto it = parent->m_children.begin() + node->indexInParent();
    std::unique_ptr<GameNode> subtree = std::move(*it);
    parent->m_children.erase(it);
    return subtree;
}

GameNode *GameTree::insert(std::unique_ptr<GameNode> subtree, int index)
{
    auto &siblings = subtree->m_parent->m_children;
    const auto at = siblings.begin() + std::clamp(index, 0, static_cast<int>(siblings.size()));
    return siblings.insert(at, std::move(subtree))->get();
}

namespace {

// The main line below `root`, for a const tree and a tree that may change alike.
template <typename Node> std::vector<Node *> mainLineBelow(Node *root)
{
    std::vector<Node *> line;
    for (Node *n = root->mainChild(); n; n = n->mainChild())
        line.push_back(n);
    return line;
}

template <typename Node> Node *mainLineEndBelow(Node *n)
{
    while (n->mainChild())
        n = n->mainChild();
    return n;
}

} // namespace

std::vector<GameNode *> GameTree::mainLine()
{
    return mainLineBelow(m_root.get());
}

std::vector<const GameNode *> GameTree::mainLine() const
{
    return mainLineBelow(static_cast<const GameNode *>(m_root.get()));
}

GameNode *GameTree::mainLineEnd()
{
    return mainLineEndBelow(m_root.get());
}

const GameNode *GameTree::mainLineEnd() const
{
    return mainLineEndBelow(static_cast<const GameNode *>(m_root.get()));
}

GameResult GameTree::result() const
{
    return parseResult(tag("Result")).value_or(GameResult::Unknown);
}

void GameTree::setResult(GameResult result)
{
    setTag("Result", resultText(result));
}

bool operator==(const GameTree &a, const GameTree &b)
{
    return a.m_tags == b.m_tags && a.startPosition() == b.startPosition() && sameSubtree(*a.m_root, *b.m_root);
}

} // namespace ferz
