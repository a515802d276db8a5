// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/movetextsearch.h"

#include "core/notation/nag.h"
#include "core/notation/san.h"
#include "core/pgn/movetextwalker.h"

#include <QRegularExpression>

namespace ferz {

namespace {

// A move's text without what follows the square: check and mate signs, and NAGs typed after it.
QString bareMove(QString text)
{
    while (!text.isEmpty() && QStringLiteral("+#×!?").contains(text.back()))
        text.chop(1);
    return text;
}

class PlaceCollector : public MovetextVisitor {
public:
    PlaceCollector(const MovetextQuery &query, const GameNode *at) : m_query(query), m_at(at) {}

    bool comment(const GameNode &node, CommentPlace place, int) override
    {
        if (place == CommentPlace::Game)
            visit(node);
        return false;
    }
    void move(const GameNode &node, bool, int) override { visit(node); }

    MovetextPlaces places;

private:
    void visit(const GameNode &node)
    {
        const bool match = m_query.matches(node);
        if (&node == m_at) {
            places.before = static_cast<int>(places.nodes.size());
            places.atOne = match;
        }
        if (match)
            places.nodes.push_back(const_cast<GameNode *>(&node));
    }

    const MovetextQuery &m_query;
    const GameNode *m_at;
};

} // namespace

MovetextQuery::MovetextQuery(const QString &typed, const NotationStyle &style) : m_text(typed.trimmed()), m_style(style)
{
    if (m_text.isEmpty())
        return;
    static const QRegularExpression number(QStringLiteral("^\\$(\\d{1,3})$"));
    if (const QRegularExpressionMatch match = number.match(m_text); match.hasMatch())
        m_nag = match.captured(1).toInt() < NagCount ? match.captured(1).toInt() : -1;
    else
        m_nag = nagFromSymbol(m_text.toStdString());
    // A square at the end (with a promotion after it), or castling: what every move ends with.
    static const QRegularExpression move(QStringLiteral("^(\\S{0,5}[a-h][1-8](=?\\S{1,2})?|[O0]-[O0](-[O0])?)$"));
    m_move = move.match(bareMove(m_text)).hasMatch();
}

bool MovetextQuery::commentMatches(const std::string &comment) const
{
    return !comment.empty() && commentText(QString::fromStdString(comment)).contains(m_text, Qt::CaseInsensitive);
}

bool MovetextQuery::moveMatches(const GameNode &node) const
{
    const Position &before = node.parent()->position();
    const QString typed = bareMove(m_text);
    return typed == bareMove(QString::fromStdString(sanText(before, node.move())))
        || typed == bareMove(QString::fromStdString(moveText(before, node.move(), m_style)));
}

bool MovetextQuery::matches(const GameNode &node) const
{
    if (empty())
        return false;
    const Annotations &a = node.annotations();
    if (m_nag >= 0 && std::find(a.nags.begin(), a.nags.end(), m_nag) != a.nags.end())
        return true;
    if (commentMatches(a.commentBefore) || commentMatches(a.commentAfter))
        return true;
    return m_move && !node.isRoot() && !node.move().isNull() && moveMatches(node);
}

MovetextPlaces findInGame(const GameTree &tree, const MovetextQuery &query, const GameNode *at)
{
    PlaceCollector collector(query, at);
    if (!query.empty())
        walkMovetext(tree, collector);
    return std::move(collector.places);
}

std::vector<int> findGamesWith(GameCollection &games, const MovetextQuery &query,
                               const std::function<bool(int done, int total)> &progress)
{
    std::vector<int> found;
    const int count = games.count();
    GameTree tree;
    for (int number = 1; number <= count && !query.empty(); ++number) {
        if (progress && !progress(number - 1, count))
            break;
        if (games.readGame(number, tree) && !findInGame(tree, query).nodes.empty())
            found.push_back(number);
    }
    return found;
}

} // namespace ferz
