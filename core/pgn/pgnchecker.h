// SPDX-License-Identifier: GPL-3.0-or-later
// The visitor that checks a game and keeps nothing of it: it plays every move, variations
// included, on a position of its own per open line, so that the reader finds every error a full
// read finds without building a tree. `pgn check` reads with it. Its members are final, so the
// reader, which knows its type, calls them directly.
#pragma once

#include "core/pgn/pgnvisitor.h"

#include <optional>
#include <vector>

namespace ferz {

class PgnChecker : public PgnVisitor {
public:
    // Comments are not decoded for it.
    static constexpr bool KeepsText = false;

    void begin(std::vector<GameTree::Tag> &&, const Position &start) final
    {
        m_lines.resize(1);
        m_lines.front() = Line {start};
        m_depth = 0;
    }
    MoveInput move(std::string_view text) final
    {
        Line &line = m_lines[m_depth];
        MoveInput input = readMove(line.position, text);
        if (input.error == MoveInputError::None) {
            line.last = input.move;
            line.undo = line.position.play(input.move);
            line.nullBefore.reset();
        }
        return input;
    }
    bool nullMove() final
    {
        Line &line = m_lines[m_depth];
        std::optional<Position> passed = afterNullMove(line.position);
        if (passed) {
            line.nullBefore = line.position;
            line.position = *passed;
        }
        return passed.has_value();
    }
    const Position &position() const final { return m_lines[m_depth].position; }
    void nag(int) final {}
    void comment(std::string &&) final {}
    // A variation replaces the last move of the line it leaves: it starts where that move was
    // played, which the move's undo gives back without a copy of the position kept at every move.
    void beginVariation() final
    {
        const Line &line = m_lines[m_depth];
        Position before = line.nullBefore ? *line.nullBefore : line.position;
        if (!line.nullBefore)
            before.undo(line.last, line.undo);
        if (++m_depth == m_lines.size())
            m_lines.emplace_back();
        m_lines[m_depth] = Line {before};
    }
    void endVariation() final { --m_depth; }
    void continueAfterVariedMove() final { m_lines[m_depth] = Line {m_lines[m_depth - 1].position}; }
    void result(std::string_view) final {}

private:
    struct Line {
        Position position; // where the line stands
        Move last = {}; // the line's last move, and what undoes it
        Position::Undo undo = {};
        std::optional<Position> nullBefore = {}; // when the last move was a null move: before it
    };
    std::vector<Line> m_lines; // the main line, then each variation open (kept for the next game)
    std::size_t m_depth = 0;
};

} // namespace ferz
