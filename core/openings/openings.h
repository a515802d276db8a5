// SPDX-License-Identifier: GPL-3.0-or-later
// Opening names by position: the ECO code and name of a position, from lichess's chess-openings
// set compiled into the program (openingtable.h). A position named by no line of the set takes
// the name of the last named position before it in the game, so that a game keeps its opening's
// name after leaving the book, and a transposition is named like the line it reaches.
#pragma once

#include "core/openings/openingtable.h"
#include "core/rules/position.h"

#include <QString>

#include <bit>
#include <optional>
#include <string_view>

namespace ferz {

struct Opening {
    std::string_view eco; // "B90"
    std::string_view name; // English, as the set writes it

    // "B90 Sicilian Defense: Najdorf Variation" in the installed translation's language.
    QString text() const;
    // The name alone in the installed translation's language.
    QString localizedName() const;
    // The name as the set writes it (shown beside the translation on demand: tooltips).
    QString englishName() const { return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())); }
    QString ecoText() const { return QString::fromLatin1(eco.data(), static_cast<qsizetype>(eco.size())); }
};

// The set as built into the program: empty when the build had no set (see README).
const OpeningTable &openingTable();

// The opening named at exactly this position; nullopt when no line of the set reaches it.
std::optional<Opening> openingAt(const Position &position);

// The opening of the position at `node`, or of the last named position before it on the way from
// the game's start: a GameNode, or any node with position() and parent().
template <typename Node> std::optional<Opening> openingOf(const Node *node)
{
    for (; node; node = node->parent())
        if (std::optional<Opening> opening = openingAt(node->position()))
            return opening;
    return std::nullopt;
}

// The opening of a game: that of the last position of its main line (the last named one on the
// way there). One pass from the start, which ends where the game has fewer pieces than any
// named position: the database import names every game it reads.
template <typename Node> std::optional<Opening> openingOfMainLine(const Node *root)
{
    const int fewest = openingTable().fewestPieces();
    std::optional<Opening> last;
    for (const Node *node = root; node && std::popcount(node->position().pieces()) >= fewest; node = node->mainChild())
        if (std::optional<Opening> opening = openingAt(node->position()))
            last = opening;
    return last;
}

} // namespace ferz
