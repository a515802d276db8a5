// SPDX-License-Identifier: GPL-3.0-or-later
// The visitor that checks a game and keeps nothing of it: it plays every move, variations
// included, on positions of its own (one pair per open line), so that the reader finds every
// error a full read finds without building a tree. `pgn check` reads with it.
#pragma once

#include "core/pgn/pgnvisitor.h"

#include <optional>
#include <vector>

namespace ferz {

class PgnChecker : public PgnVisitor {
public:
    void begin(std::vector<GameTree::Tag> &&, const Position &start) override { m_lines.assign(1, {start, start}); }
    MoveInput move(std::string_view text) override
    {
        Line &line = m_lines.back();
        MoveInput input = readMove(line.after, text);
        if (input.error == MoveInputError::None) {
            line.before = line.after;
            line.after.play(input.move);
        }
        return input;
    }
    bool nullMove() override
    {
        Line &line = m_lines.back();
        std::optional<Position> passed = afterNullMove(line.after);
        if (passed) {
            line.before = line.after;
            line.after = *passed;
        }
        return passed.has_value();
    }
    const Position &position() const override { return m_lines.back().after; }
    void nag(int) override {}
    void comment(std::string &&) override {}
    // A variation replaces the last move of the line it leaves.
    void beginVariation() override
    {
        const Position before = m_lines.back().before;
        m_lines.push_back({before, before});
    }
    void endVariation() override { m_lines.pop_back(); }
    void continueAfterVariedMove() override
    {
        Line &line = m_lines.back();
        line.before = line.after = m_lines[m_lines.size() - 2].after;
    }
    void result(std::string_view) override {}

private:
    struct Line {
        Position before; // the position before the line's last move
        Position after; // where the line stands
    };
    std::vector<Line> m_lines; // the main line, then each variation open
};

} // namespace ferz
