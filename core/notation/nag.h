// SPDX-License-Identifier: GPL-3.0-or-later
// Numeric Annotation Glyphs (PGN standard 10): $0-$139 as the standard lists them, and the common
// extensions $140-$146. Each has a description (translatable, context "Nag") and, for the usual
// ones, the symbol books print (! ? !! ?? !? ?! = ∞ ⩲ ⩱ ± ∓ +− −+ …).
//
// Russian books (seed 001) print ± and ∓ for a slight advantage, which is ⩲/⩱ ($14/$15) here;
// the translators' comments of $14-$17 ask the Russian descriptions to say so.
#pragma once

#include <QString>

#include <functional>
#include <string_view>
#include <vector>

namespace ferz {

inline constexpr int NagCount = 147; // $0 … $146

// The symbol of a NAG (UTF-8), or an empty string when it has none or is unknown.
std::string_view nagSymbol(int nag);
// $1-$9: a judgement of the move (! ? !! …), which the start of the game cannot have.
bool isMoveJudgement(int nag);
// NAGs that exclude each other share a group (a number above 0): one judgement of the move, one
// balance of the position ($10-$21), one side in zugzwang, one side ahead in space, development,
// initiative, attack, compensation, the centre, a wing or counterplay; for the qualities each side
// has of its own (its king, its pawns, its opening, its time pressure) one per side. 0: the NAG
// goes with any other ($140 and on, the unknown ones).
int nagGroup(int nag);
// The NAGs the symbol palette offers, in its order: the move's, the position's, the ones of each
// side in pairs (White's, then Black's), and the remarks ($140-$146).
const std::vector<int> &paletteNags();
// The description of a NAG in the user's language, or an empty string when it is unknown.
QString nagDescription(int nag);
// The description as it is said aloud, where no symbol is seen: $14-$17 without the note on the
// symbols Russian books print.
QString nagSpokenName(int nag);
// A comment's text as every view shows it (the notation, the announcements, the export): each
// NAG written in it as $n (Informant style: "$140 f4 $16") as its symbol, given by `symbol` (by
// default nagSymbol's); a $n without a symbol stays as written.
QString commentText(const QString &comment, const std::function<QString(int)> &symbol = {});
// The NAG a symbol stands for in movetext ("!?" → 5, "±" or "+/-" → 16, "+-" → 18); a symbol
// shared by White's and Black's NAG gives White's. -1 when the text is no known symbol.
int nagFromSymbol(std::string_view symbol);

} // namespace ferz
