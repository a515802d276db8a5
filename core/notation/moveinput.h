// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a move that a person typed or pasted, or that a PGN file holds: SAN or long algebraic
// in any of the letter sets of notation.h (English, Russian, Spanish, Portuguese, figurines) and
// UCI coordinates, tolerant of what people really write. A move that cannot be read gets the
// precise reason.
#pragma once

#include "core/notation/notation.h"
#include "core/rules/illegalmove.h"
#include "core/rules/position.h"

#include <string_view>
#include <vector>

namespace ferz {

enum class MoveInputError {
    None, // move is the legal move the text names
    Unreadable, // the text is not a move in any notation
    NoSuchMove, // no piece of that kind can go there
    Ambiguous, // several legal moves fit: candidates lists them
    Illegal, // the move the text names is not legal: illegal says why (core's reason)
};

struct MoveInput {
    Move move;
    MoveInputError error = MoveInputError::None;
    std::vector<Move> candidates; // the legal moves that fit an ambiguous text
    MoveCheck illegal; // why the move is illegal, when error is Illegal
    Square from = Square::None; // when error is Illegal: the squares of the move the text names
    Square to = Square::None;
    // A lone Latin K or C typed in a Russian-letter style ('K' or 'C', else 0), see lookalike.h:
    // read as the Russian К or С it looks like, or, when that names no legal move, as typed
    // (the English king, the Spanish and Portuguese knight): readAsTyped.
    char latinPiece = 0;
    bool readAsTyped = false;
    bool otherReading = false; // read as Russian, though the letter as typed names a legal move too
};

// Reads one move of this position from UTF-8 text. The grammar, after surrounding blanks:
//   castling   O-O | O-O-O, with O, o or 0 and any dash (- – —) or none between
//   move       [piece] [file] [rank] [x : × - – —] file rank [[= / (] piece [)]]
//   suffixes   any of + ++ # × † ‡ ! ? !! ?? !? ?! ‼ ⁇ ⁉ ⁈ and e.p. / ep, all ignored
// A piece is a letter of any letter set (K Q R B N, Кр Ф Л С К, R D T A C, R D T B C, lower case
// except b, and the figurines); a lower-case b is a pawn's file (PGN standard), read as a bishop
// only when no pawn move fits. R is a rook, or the king (Spanish, Portuguese) when no rook move
// fits. Without a piece letter a full origin square names whatever stands there (e2e4, e1g1,
// e7e8q), else a pawn. Capture and check signs are not checked against the position.
// Look-alike letters (lookalike.h) are read as the letters they stand for; when that reading
// names no move, the text is read as typed. No allocation happens on success for ASCII text.
MoveInput readMove(const Position &position, std::string_view utf8Text);
// The same, but the piece letters of `preferred` are tried first (so that "R" is the king in a
// Spanish or Portuguese style, and the letters of a translation are understood).
MoveInput readMove(const Position &position, std::string_view utf8Text, const NotationStyle &preferred);

} // namespace ferz
