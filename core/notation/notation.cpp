// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/notation.h"

#include "core/rules/bitboard.h"
#include "core/rules/translatable.h"

#include <QCoreApplication>

namespace ferz {

namespace {

// The defaults of every letter set, by PieceType (knight, bishop, rook, queen, king). Each is a
// translatable string with a comment naming the language and the piece, so that a translation
// can replace the letters of one language without touching the others.
constexpr Translatable LetterSets[4][5] = {
    {QT_TRANSLATE_NOOP3("Notation", "N", "English letter for the knight"),
     QT_TRANSLATE_NOOP3("Notation", "B", "English letter for the bishop"),
     QT_TRANSLATE_NOOP3("Notation", "R", "English letter for the rook"),
     QT_TRANSLATE_NOOP3("Notation", "Q", "English letter for the queen"),
     QT_TRANSLATE_NOOP3("Notation", "K", "English letter for the king")},
    {QT_TRANSLATE_NOOP3("Notation", "К", "Russian letter for the knight"),
     QT_TRANSLATE_NOOP3("Notation", "С", "Russian letter for the bishop"),
     QT_TRANSLATE_NOOP3("Notation", "Л", "Russian letter for the rook"),
     QT_TRANSLATE_NOOP3("Notation", "Ф", "Russian letter for the queen"),
     QT_TRANSLATE_NOOP3("Notation", "Кр", "Russian letters for the king")},
    {QT_TRANSLATE_NOOP3("Notation", "C", "Spanish letter for the knight"),
     QT_TRANSLATE_NOOP3("Notation", "A", "Spanish letter for the bishop"),
     QT_TRANSLATE_NOOP3("Notation", "T", "Spanish letter for the rook"),
     QT_TRANSLATE_NOOP3("Notation", "D", "Spanish letter for the queen"),
     QT_TRANSLATE_NOOP3("Notation", "R", "Spanish letter for the king")},
    {QT_TRANSLATE_NOOP3("Notation", "C", "Portuguese letter for the knight"),
     QT_TRANSLATE_NOOP3("Notation", "B", "Portuguese letter for the bishop"),
     QT_TRANSLATE_NOOP3("Notation", "T", "Portuguese letter for the rook"),
     QT_TRANSLATE_NOOP3("Notation", "D", "Portuguese letter for the queen"),
     QT_TRANSLATE_NOOP3("Notation", "R", "Portuguese letter for the king")},
};

void appendSquare(std::string &text, Square s)
{
    text += char('a' + fileOf(s));
    text += char('1' + rankOf(s));
}

// What the short form must add after the letter so that no other piece of the same kind that
// can legally go to the same square reads the same: nothing, the file, the rank, or both.
void appendDisambiguation(std::string &text, const Position &position, Move move, PieceType type)
{
    const Square from = move.from(), to = move.to();
    Bitboard rivals =
        position.pieces(position.sideToMove(), type) & pieceAttacks(type, to, position.pieces()) & ~bit(from);
    if (!rivals)
        return;
    // Only the rivals that may legally make the move count (a pinned one does not).
    Bitboard legalRivals = 0;
    for (Move m : position.legalMovesTo(to))
        if (rivals & bit(m.from()))
            legalRivals |= bit(m.from());
    if (!legalRivals)
        return;
    if (!(legalRivals & fileBB(fileOf(from)))) {
        text += char('a' + fileOf(from));
    } else if (!(legalRivals & rankBB(rankOf(from)))) {
        text += char('1' + rankOf(from));
    } else {
        appendSquare(text, from);
    }
}

} // namespace

const NotationStyle &NotationStyle::pgn()
{
    static const NotationStyle style {{"", "", "N", "B", "R", "Q", "K"}};
    return style;
}

std::array<std::string, 7> pieceLetters(NotationLanguage language)
{
    std::array<std::string, 7> letters;
    for (int t = index(PieceType::Knight); t <= index(PieceType::King); ++t) {
        const Translatable &l = LetterSets[static_cast<int>(language)][t - index(PieceType::Knight)];
        letters[static_cast<std::size_t>(t)] =
            QCoreApplication::translate("Notation", l.source, l.comment).toStdString();
    }
    return letters;
}

NotationStyle notationStyle(NotationLanguage language, NotationForm form, MateSign mate)
{
    if (language == NotationLanguage::Russian)
        return NotationStyle {
            pieceLetters(language), form, "—", ":", "", "0–0", "0–0–0", "+", "++", mate == MateSign::Cross ? "×" : "#"};
    return NotationStyle {pieceLetters(language), form};
}

NotationStyle figurineStyle(NotationForm form)
{
    return NotationStyle {{"", "", "♘", "♗", "♖", "♕", "♔"}, form};
}

std::string moveText(const Position &position, Move move, const NotationStyle &style)
{
    std::string text;
    text.reserve(16);
    const Square from = move.from(), to = move.to();
    if (move.kind() == Move::Castling) {
        text += to > from ? style.castleKingSide : style.castleQueenSide;
    } else {
        const PieceType type = typeOf(position.pieceAt(from));
        const bool capture = position.isCapture(move);
        text += style.letter(type);
        if (style.form == NotationForm::Long) {
            appendSquare(text, from);
            text += capture ? style.capture : style.quiet;
        } else if (type == PieceType::Pawn) {
            if (capture) {
                text += char('a' + fileOf(from));
                text += style.capture;
            }
        } else {
            if (type != PieceType::King)
                appendDisambiguation(text, position, move, type);
            if (capture)
                text += style.capture;
        }
        appendSquare(text, to);
        if (move.kind() == Move::Promotion) {
            text += style.promotion;
            text += style.letter(move.promotion());
        }
    }
    const Position next = position.after(move);
    if (next.isCheck()) {
        if (next.legalMoveCount() == 0)
            text += style.mate;
        else
            text += moreThanOne(next.checkers()) ? style.doubleCheck : style.check;
    }
    return text;
}

} // namespace ferz
