// SPDX-License-Identifier: GPL-3.0-or-later
// The reader's tree builder, which makes a PgnGame's tree over any tree that has GameTree's few
// members it uses (the database import's GameBuffer too), so every reader of movetext places moves
// and annotations by the same rules; and the index's counter, which keeps a game's tags and result
// in its tree and only counts its moves.
#pragma once

#include "core/pgn/pgncomment.h"
#include "core/pgn/pgnvisitor.h"

#include <type_traits>
#include <utility>
#include <vector>

namespace ferz {

// Empties `tree` for a game that starts at `start`.
void startTree(GameTree &tree, const Position &start);

template <typename Tree> class PgnBuilder : public PgnVisitor {
public:
    using Node = std::remove_pointer_t<decltype(std::declval<Tree &>().root())>;

    explicit PgnBuilder(Tree &tree) : m_tree(tree) {}

    void begin(std::vector<GameTree::Tag> &&tags, const Position &start) override
    {
        startTree(m_tree, start);
        m_tree.setTags(std::move(tags));
        m_node = m_tree.root();
        m_last = nullptr;
        m_variations.clear();
        m_pending = Annotations();
    }
    MoveInput move(std::string_view text) override
    {
        MoveInput input = readMove(m_node->position(), text);
        if (input.error == MoveInputError::None)
            played(m_tree.appendMove(m_node, input.move));
        return input;
    }
    bool nullMove() override
    {
        Node *child = m_tree.appendMove(m_node, Move());
        if (child)
            played(child);
        return child;
    }
    const Position &position() const override { return m_node->position(); }
    void nag(int nag) override { target().nags.push_back(nag); }
    void comment(std::string &&utf8) override
    {
        // A comment before a variation's first move belongs to that move; any other comment
        // follows the move before it (or opens the game, and then its opening NAGs are the game's).
        const bool before = !m_last && !m_variations.empty();
        Annotations &annotations = target();
        const bool game = !m_last && m_variations.empty();
        addComment(annotations, game ? takeLeadingNags(utf8, annotations.nags) : utf8, before);
    }
    void beginVariation() override
    {
        m_variations.push_back(m_last);
        m_node = m_last->parent();
        m_last = nullptr;
    }
    void endVariation() override
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
    void continueAfterVariedMove() override { m_node = m_variations.back(); }
    void result(std::string_view result) override
    {
        if (!m_tree.hasTag("Result"))
            m_tree.setTag("Result", result);
    }

private:
    // Where a comment or NAG goes: the last move of the line, else the game or (at the start of a
    // variation) the variation's first move, once it is played.
    Annotations &target()
    {
        if (m_last)
            return m_last->annotations();
        return m_variations.empty() ? m_tree.root()->annotations() : m_pending;
    }
    void played(Node *child)
    {
        if (!m_pending.empty()) {
            mergeAnnotations(child->annotations(), std::move(m_pending));
            m_pending = Annotations();
        }
        m_last = m_node = child;
    }

    Tree &m_tree;
    Node *m_node = nullptr; // the position the next move is played in
    Node *m_last = nullptr; // the last move of the current line; null before its first move
    std::vector<Node *> m_variations; // the move each open variation is an alternative to
    Annotations m_pending; // annotations met before the first move of a variation
};

using PgnTreeBuilder = PgnBuilder<GameTree>;

// The NAG of an annotation symbol typed in movetext ("!?", "+-", "N"…), -1 for none.
int symbolNag(std::string_view s);

// Mode::Tags: the game's tags (and comments among them) and result go into the tree; its moves
// are counted without being resolved, and its annotations passed over. Not a PgnVisitor: the
// reader calls it directly, and asks it for `reader()` where moves must really be read (to tell a
// preamble from a first game without tags).
class PgnCounter {
public:
    // The movetext's comments need not be decoded for it.
    static constexpr bool KeepsText = false;

    explicit PgnCounter(GameTree &tree) : m_builder(tree) {}
    PgnVisitor &reader() { return m_builder; }

    void begin(std::vector<GameTree::Tag> &&tags, const Position &start) { m_builder.begin(std::move(tags), start); }
    // Whatever is no annotation symbol counts as a move.
    MoveInput move(std::string_view text)
    {
        MoveInput input;
        if (symbolNag(text) >= 0)
            input.error = MoveInputError::Unreadable;
        return input;
    }
    bool nullMove() { return true; }
    const Position &position() const { return m_start; }
    void nag(int) {}
    void comment(std::string &&utf8) { m_builder.comment(std::move(utf8)); }
    void beginVariation() {}
    void endVariation() {}
    void continueAfterVariedMove() {}
    void result(std::string_view result) { m_builder.result(result); }

private:
    PgnTreeBuilder m_builder;
    Position m_start;
};

} // namespace ferz
