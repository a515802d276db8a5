// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML of a game's notation as the notation view shows it: the main line in bold paragraphs,
// each variation of the main line in an indented paragraph of its own, deeper variations inline
// in parentheses, comments, NAG symbols, clock times and, when asked, the evaluations ([%eval]). Work is bounded whatever the game: only
// a window of the moves (in the order of the movetext) is written, with links to the moves before
// and after it, and a long comment is cut, with a link to read it whole.
//
// Links: "m:ID" a move, "n:ID:NAG" a symbol, "c:ID" the whole comment of a move (or, ID -1, of
// the game), "w:earlier" and "w:later" the moves outside the window; ID indexes `nodes`.
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"

#include <QFont>
#include <QString>

#include <vector>

namespace ferz {

struct NotationHtml {
    // Moves written at most, and characters of a comment shown before it is cut.
    static constexpr int WindowMoves = 2000;
    static constexpr qsizetype ShownComment = 2000;

    QString html;
    std::vector<GameNode *> nodes; // the moves written, by the ID of their links
    int moves = 0; // every move of the game
    int first = 0; // the place of the first move written, in the order of the movetext
};

// Writes the moves from place `first` on (at most WindowMoves of them); `font` decides which
// symbols need their ASCII form; `evaluations`: each move's [%eval] beside it (+0.31, #−2).
NotationHtml writeNotationHtml(const GameTree &tree, const NotationStyle &style, const QFont &font, int first,
                               bool evaluations = false);

// The place of `node`'s move in the order of the movetext (0 for the first move); -1 for the
// root or a node of another tree.
int movetextPlace(const GameTree &tree, const GameNode *node);

} // namespace ferz
