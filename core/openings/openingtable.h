// SPDX-License-Identifier: GPL-3.0-or-later
// The opening names of lichess's chess-openings set (eco, name and moves per line, in a.tsv …
// e.tsv) as a table keyed by the position each line reaches: Position::key(), which leaves the
// move counters out and counts en passant only when it is legal, so that a transposition finds
// the same entry. The build compiles the set into this table once (maketable.cpp); the program
// reads it from its resources (openings.h).
//
// When two lines reach the same position, the one with fewer moves names it (it is the
// position's own line; the set adds longer lines for transpositions); among lines of the same
// length the first in the set's order (a.tsv to e.tsv, top to bottom) names it.
#pragma once

#include "core/rules/types.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

namespace ferz {

class OpeningTable {
public:
    struct Entry {
        Key key = 0;
        char eco[3] = {};
        std::uint16_t plies = 0; // the length of the line that names the position
        std::uint32_t name = 0; // into names()
    };

    // Adds the lines of one file of the set (the TSV text: a header line, then eco, name and
    // moves in PGN); each line that cannot be read or played is named in problems (file:line:
    // why) and left out.
    void addLines(std::string_view tsv, const QString &file, QStringList &problems);

    // The entry of the position with this key; nullptr when no line of the set reaches it.
    const Entry *find(Key key) const;
    std::string_view eco(const Entry &e) const { return {e.eco, 3}; }
    const std::string &name(const Entry &e) const { return m_names[e.name]; }
    int size() const { return static_cast<int>(m_entries.size()); }
    // The fewest pieces on the board in a position of the table (33 when it is empty): a game
    // with fewer has left every line of the set for good, since no move adds a piece.
    int fewestPieces() const { return m_fewestPieces; }
    const std::vector<Entry> &entries() const { return m_entries; }

    // The table as bytes, and back; read() is false for bytes that are not a table.
    QByteArray write() const;
    bool read(const QByteArray &bytes);

private:
    // Rebuilds the filter from the entries.
    void index();

    std::vector<Entry> m_entries; // sorted by key, one per position
    // One bit per value of a key's low 16 bits, set for the keys of the entries: most positions
    // of a game are in no line, and this tells at one look (the database import asks for every
    // position of every game's main line).
    static constexpr std::size_t FilterWords = 1024;
    std::vector<std::uint64_t> m_filter = std::vector<std::uint64_t>(FilterWords);
    std::vector<std::string> m_names; // English, each once
    int m_fewestPieces = 33;
};

} // namespace ferz
