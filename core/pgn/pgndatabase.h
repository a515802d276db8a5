// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN file as a list of games: one pass over the file builds an index (where each game lies,
// its main tags and its number of moves), any game is then read directly from its offset, and
// one game can be replaced while every other byte of the file stays as it was. Saves are atomic:
// the file is either the old one or the new one, never a mix.
#pragma once

#include "core/pgn/pgnreader.h"

#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace ferz {

class PgnDatabase {
public:
    struct Entry {
        int number = 0; // 1-based
        std::int64_t begin = 0; // byte range of the game in the file
        std::int64_t end = 0;
        std::int64_t line = 0; // line of `begin`
        std::string event, site, date, round, white, black, result, eco;
        int plies = 0; // moves of the main line
    };

    // Reads the file once to index it; false (see errorString) when it cannot be read, or is in
    // an encoding Ferz does not read (UTF-16, UTF-32).
    bool open(const QString &path, TextEncoding encoding = TextEncoding::Auto);
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    TextEncoding encoding() const { return m_encoding; }

    int count() const { return static_cast<int>(m_entries.size()); }
    const Entry &entry(int index) const { return m_entries[static_cast<std::size_t>(index)]; }

    // Reads game `index` (0-based) completely; false when the file cannot be read.
    bool readGame(int index, PgnGame &game) const;
    // Replaces game `index` by `tree` written in PGN export format, in the file's encoding;
    // everything before and after the game stays byte for byte. False (see errorString) when the
    // file could not be written; the file is then unchanged.
    bool saveGame(int index, const GameTree &tree);

private:
    static Entry entryOf(const GameTree &tree, int number, std::int64_t begin, std::int64_t end, std::int64_t line,
                         int plies);

    QString m_path;
    QString m_error;
    TextEncoding m_encoding = TextEncoding::Auto;
    std::vector<Entry> m_entries;
};

} // namespace ferz
