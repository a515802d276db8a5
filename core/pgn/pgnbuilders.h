// SPDX-License-Identifier: GPL-3.0-or-later
// The reader's own visitor, private to core/pgn: the tree builder, which makes a PgnGame's tree
// (of Mode::Tags, only its tags and result).
#pragma once

#include "core/pgn/pgnvisitor.h"

#include <vector>

namespace ferz {

class PgnTreeBuilder final : public PgnVisitor {
public:
    explicit PgnTreeBuilder(GameTree &tree) : m_tree(tree) {}

    void begin(std::vector<GameTree::Tag> &&tags, const Position &start) override;
    MoveInput move(std::string_view text) override;
    bool nullMove() override;
    const Position &position() const override { return m_node->position(); }
    void nag(int nag) override { target().nags.push_back(nag); }
    void comment(std::string &&utf8) override;
    void beginVariation() override;
    void endVariation() override;
    void continueAfterVariedMove() override { m_node = m_variations.back(); }
    void result(std::string_view result) override;

private:
    // Where a comment or NAG goes: the last move of the line, else the game or (at the start of a
    // variation) the variation's first move, once it is played.
    Annotations &target();
    void played(GameNode *child);

    GameTree &m_tree;
    GameNode *m_node = nullptr; // the position the next move is played in
    GameNode *m_last = nullptr; // the last move of the current line; null before its first move
    std::vector<GameNode *> m_variations; // the move each open variation is an alternative to
    Annotations m_pending; // annotations met before the first move of a variation
};

// The NAG of an annotation symbol typed in movetext ("!?", "+-", "N"…), -1 for none.
int symbolNag(std::string_view s);

} // namespace ferz
