// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnbuilders.h"

#include "core/notation/nag.h"
#include "core/pgn/pgncomment.h"

namespace ferz {

int symbolNag(std::string_view s)
{
    // kokopu and some editors write "inf" for the unclear-position sign.
    return !s.empty() && s.front() == 'i' && s == "inf" ? 13 : nagFromSymbol(s);
}

void PgnTreeBuilder::begin(std::vector<GameTree::Tag> &&tags, const Position &start)
{
    m_tree = GameTree(start);
    m_tree.setTags(std::move(tags));
    m_node = m_tree.root();
    m_last = nullptr;
    m_variations.clear();
    m_pending = Annotations();
}

Annotations &PgnTreeBuilder::target()
{
    if (m_last)
        return m_last->annotations();
    return m_variations.empty() ? m_tree.root()->annotations() : m_pending;
}

void PgnTreeBuilder::played(GameNode *child)
{
    if (!m_pending.empty()) {
        mergeAnnotations(child->annotations(), std::move(m_pending));
        m_pending = Annotations();
    }
    m_last = m_node = child;
}

MoveInput PgnTreeBuilder::move(std::string_view text)
{
    MoveInput input = readMove(m_node->position(), text);
    if (input.error == MoveInputError::None)
        played(m_tree.appendMove(m_node, input.move));
    return input;
}

bool PgnTreeBuilder::nullMove()
{
    GameNode *child = m_tree.appendMove(m_node, Move());
    if (child)
        played(child);
    return child;
}

void PgnTreeBuilder::comment(std::string &&utf8)
{
    // A comment before a variation's first move belongs to that move; any other comment follows
    // the move before it (or opens the game).
    const bool before = !m_last && !m_variations.empty();
    addComment(target(), utf8, before);
}

void PgnTreeBuilder::beginVariation()
{
    m_variations.push_back(m_last);
    m_node = m_last->parent();
    m_last = nullptr;
}

void PgnTreeBuilder::endVariation()
{
    m_last = m_node = m_variations.back();
    m_variations.pop_back();
    if (!m_pending.empty()) {
        // An empty variation's comment stays as a comment on the move it would vary.
        appendComment(m_pending.commentAfter, m_pending.commentBefore);
        m_pending.commentBefore.clear();
        mergeAnnotations(m_last->annotations(), std::move(m_pending));
        m_pending = Annotations();
    }
}

void PgnTreeBuilder::result(std::string_view result)
{
    if (!m_tree.hasTag("Result"))
        m_tree.setTag("Result", result);
}

} // namespace ferz
