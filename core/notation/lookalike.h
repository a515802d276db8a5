// SPDX-License-Identifier: GPL-3.0-or-later
// Letters that look like others. A Russian keyboard gives Cyrillic а с е о where a move has the
// files a c e and castling's O; a Latin keyboard gives K, C and Kp where Russian notation has the
// Cyrillic К (knight), С (bishop) and Кр (king). This is the one place that decides what such a
// letter is read as; the move reader, the course and every move box go through it.
#pragma once

#include "core/notation/notation.h"

#include <string>
#include <string_view>

namespace ferz {

// Whether the style writes the pieces with Russian letters (Кр Ф Л С К).
bool usesRussianLetters(const NotationStyle &style);

struct LookAlikeText {
    std::string text; // UTF-8, every look-alike replaced by the letter it stands for
    // A lone Latin K or C read as the Russian К or С it looks like ('K' or 'C'), or 0. Such a
    // letter is also a letter of its own (the English king, the Spanish and Portuguese knight),
    // so the reader tries that reading too and says which one it took.
    char latinPiece = 0;
};

// Whether `utf8` has a letter that readLookAlikes would replace (a quick test, for PGN speed).
bool hasLookAlikes(std::string_view utf8, bool russianLetters);
// The text with Cyrillic а с е as the files a c e and Cyrillic о О as castling's O, everywhere
// (no move has those Cyrillic letters); with `russianLetters` also the Latin K k C (and Kp, Кp,
// Kр) as the Russian К к С (and Кр).
LookAlikeText readLookAlikes(std::string_view utf8, bool russianLetters);

} // namespace ferz
