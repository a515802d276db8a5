// SPDX-License-Identifier: GPL-3.0-or-later
// Games far beyond any real one, generated for the stress tests (never committed): a main line of
// knights shuffling Nf3 Nf6 Ng1 Ng8 (reading a file claims no draw, so it goes on), and
// variations nested one in the other, each an alternative to the second move of the one around
// it: 1. Nf3 Nf6 (1... Nf6 2. Ng1 (2. Ng1 Ng8 (2... Ng8 3. Nf3 (… ))) *
#pragma once

#include <string>

namespace ferz::test {

// Collects words into lines of at most 79 columns, as a PGN file has them.
class PgnLines {
public:
    // The Seven Tag Roster as the writer writes it, so that a game written reads back the same.
    explicit PgnLines(const std::string &event)
        : m_text("[Event \"" + event
                 + "\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                   "[Result \"*\"]\n\n")
    {
    }

    void word(const std::string &w)
    {
        if (m_column > 0 && m_column + 1 + w.size() > 79) {
            m_text += '\n';
            m_column = 0;
        }
        if (m_column > 0) {
            m_text += ' ';
            ++m_column;
        }
        m_text += w;
        m_column += w.size();
    }

    std::string finish()
    {
        word("*");
        return m_text + '\n';
    }

private:
    std::string m_text;
    std::size_t m_column = 0;
};

// The knights' move at a ply (counted from 0); four plies bring the start position back.
inline std::string shuffleMove(int ply)
{
    static const char *const moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    return moves[ply % 4];
}

// The number a move is written with at the start of a line: "12." or "12...".
inline std::string moveNumber(int ply)
{
    return std::to_string(ply / 2 + 1) + (ply % 2 == 0 ? "." : "...");
}

// A game of `plies` moves on its main line.
inline std::string longGameText(int plies)
{
    PgnLines lines("Long game");
    for (int ply = 0; ply < plies; ++ply) {
        if (ply % 2 == 0)
            lines.word(moveNumber(ply));
        lines.word(shuffleMove(ply));
    }
    return lines.finish();
}

// A game whose variations nest `depth` deep: the variation at depth d starts at ply d. It has
// 2 * depth + 1 moves; the deepest is the move of ply `depth`.
inline std::string nestedGameText(int depth)
{
    PgnLines lines("Nested variations");
    lines.word(moveNumber(0));
    lines.word(shuffleMove(0));
    for (int ply = 1; ply <= depth; ++ply) {
        if (ply % 2 == 0)
            lines.word(moveNumber(ply));
        lines.word(shuffleMove(ply));
        lines.word('(' + moveNumber(ply));
        lines.word(shuffleMove(ply));
    }
    for (int d = 0; d < depth; ++d)
        lines.word(")");
    return lines.finish();
}

} // namespace ferz::test
