// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a move as text in the styles players read: PGN SAN, long algebraic, figurine, and the
// English, Russian, Spanish and Portuguese letter sets with their own punctuation (see
// shared/DESIGN.md and the Russian conventions of seed 001). Pure functions; text is UTF-8.
#pragma once

#include "core/rules/position.h"

#include <array>
#include <string>

namespace ferz {

enum class NotationLanguage : std::uint8_t {
    English,
    Russian,
    Spanish,
    Portuguese
};
// Short: only the destination, with the origin file or rank when needed (Nf3, Кc3, exd5, e:d5).
// Long: the origin square always (Ng1-f3, Кb1—c3, e2-e4).
enum class NotationForm : std::uint8_t {
    Short,
    Long
};
// Russian books print mate as × (seed 001); some readers prefer #.
enum class MateSign : std::uint8_t {
    Cross,
    Hash
};

// Everything that tells one style from another. Strings are UTF-8; a pawn has no letter.
// The defaults are the PGN punctuation.
struct NotationStyle {
    std::array<std::string, 7> letters; // indexed by PieceType; None and Pawn stay empty
    NotationForm form = NotationForm::Short;
    std::string quiet = "-"; // between the squares of a non-capture in the long form
    std::string capture = "x";
    std::string promotion = "="; // before the promotion letter
    std::string castleKingSide = "O-O";
    std::string castleQueenSide = "O-O-O";
    std::string check = "+";
    std::string doubleCheck = "+";
    std::string mate = "#";

    const std::string &letter(PieceType t) const { return letters[static_cast<std::size_t>(index(t))]; }

    // PGN SAN: English letters that no translation changes.
    static const NotationStyle &pgn();
};

// The letters of a language, through QCoreApplication::translate (context "Notation") so that a
// translation can replace them; the built-in defaults are those of shared/DESIGN.md.
std::array<std::string, 7> pieceLetters(NotationLanguage language);
// The style of a language in short or long form; Russian uses its traditional punctuation.
NotationStyle notationStyle(NotationLanguage language, NotationForm form, MateSign mate = MateSign::Cross);
// Figurine notation: the chess glyph (♔♕♖♗♘) in place of the letter, otherwise as PGN.
NotationStyle figurineStyle(NotationForm form);

// The text of a legal move of this position in the given style, check and mate signs included.
std::string moveText(const Position &position, Move move, const NotationStyle &style);

} // namespace ferz
