// SPDX-License-Identifier: GPL-3.0-or-later
// Writes games in the PGN export format (PGN standard 8.1.1 and 8.2): the Seven Tag Roster first
// in its order (with the standard placeholders for missing ones), the other tags in their order,
// a blank line, then the movetext in lines of at most 80 columns (a single word longer than that
// gets a line of its own), move numbers on every white move and on a black move that follows a
// comment or a variation or opens one, NAGs as $n, comments with their [%…] commands (braces in
// a comment as ⦃ ⦄, paragraphs apart by a blank line; the NAGs given before the first move open
// the game's comment), and the result. The reader reads this back to the same tree, and so do
// pgn-extract and Scid (tests/core/pgn/tst_otherreaders).
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"
#include "core/pgn/textencoding.h"

#include <string>
#include <string_view>

namespace ferz {

// What a brace inside a comment is written as, since a `}` would end the comment: the white curly
// brackets ⦃ ⦄, which the fonts Ferz installs (DejaVu Sans, FreeSerif) draw.
inline constexpr std::string_view CommentOpenBrace = "\u2983";
inline constexpr std::string_view CommentCloseBrace = "\u2984";

// One tag pair as the writer writes it, escapes and line break included: [Name "value"]⏎.
std::string tagPairLine(std::string_view name, std::string_view value);
// The brackets a brace inside a comment becomes in a file of `encoding`: ⦃ ⦄ (UTF-8), or the round
// ones in a Latin-1 or Windows-1251 file, which have no ⦃ ⦄ (they would be lost as '?'); every
// reader takes ( ) inside a comment for text (tests/core/pgn/tst_otherreaders).
struct CommentBraces {
    std::string_view open, close;
};
CommentBraces commentBraces(TextEncoding encoding);

// The game as UTF-8 text with LF line ends, ending with a line break.
std::string writePgn(const GameTree &tree);

// The same layout with moves in another notation style (for reading, not for PGN files).
std::string writePgn(const GameTree &tree, const NotationStyle &style);

} // namespace ferz
