// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/illegalmovetext.h"

#include "core/rules/squarename.h"
#include "core/rules/translatable.h"

#include <QCoreApplication>

namespace ferz {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("IllegalMove", text);
}

QString squareText(Square s)
{
    return isValid(s) ? QString::fromStdString(squareName(s)) : QStringLiteral("?");
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// Each piece named in each grammatical case, by PieceType (pawn … king). Whole phrases rather
// than a noun in a template, so that a language can inflect the noun and its preposition.
constexpr Translatable Nominative[6] = {
    QT_TRANSLATE_NOOP3("IllegalMove", "the pawn on %1", "nominative: the subject of a sentence"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the knight on %1", "nominative: the subject of a sentence"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the bishop on %1", "nominative: the subject of a sentence"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the rook on %1", "nominative: the subject of a sentence"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the queen on %1", "nominative: the subject of a sentence"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the king on %1", "nominative: the subject of a sentence"),
};
constexpr Translatable Genitive[6] = {
    QT_TRANSLATE_NOOP3("IllegalMove", "the pawn on %1",
                       "genitive: after 'in check from', 'exposed to' (ru: пешки на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the knight on %1",
                       "genitive: after 'in check from', 'exposed to' (ru: коня на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the bishop on %1",
                       "genitive: after 'in check from', 'exposed to' (ru: слона на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the rook on %1",
                       "genitive: after 'in check from', 'exposed to' (ru: ладьи на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the queen on %1",
                       "genitive: after 'in check from', 'exposed to' (ru: ферзя на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the king on %1",
                       "genitive: after 'in check from', 'exposed to' (ru: короля на e4)"),
};

constexpr Translatable Accusative[6] = {
    QT_TRANSLATE_NOOP3("IllegalMove", "the pawn on %1", "accusative: the object of 'you touched' (ru: пешку на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the knight on %1", "accusative: the object of 'you touched' (ru: коня на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the bishop on %1", "accusative: the object of 'you touched' (ru: слона на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the rook on %1", "accusative: the object of 'you touched' (ru: ладью на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the queen on %1", "accusative: the object of 'you touched' (ru: ферзя на e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "the king on %1", "accusative: the object of 'you touched' (ru: короля на e4)"),
};
constexpr Translatable Agent[6] = {
    QT_TRANSLATE_NOOP3("IllegalMove", "by the pawn on %1",
                       "agent of a passive verb, with its preposition (ru: пешкой на e4; pt: pelo peão em e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "by the knight on %1",
                       "agent of a passive verb, with its preposition (ru: конём на e4; pt: pelo cavalo em e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "by the bishop on %1",
                       "agent of a passive verb, with its preposition (ru: слоном на e4; pt: pelo bispo em e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "by the rook on %1",
                       "agent of a passive verb, with its preposition (ru: ладьёй на e4; pt: pela torre em e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "by the queen on %1",
                       "agent of a passive verb, with its preposition (ru: ферзём на e4; pt: pela dama em e4)"),
    QT_TRANSLATE_NOOP3("IllegalMove", "by the king on %1",
                       "agent of a passive verb, with its preposition (ru: королём на e4; pt: pelo rei em e4)"),
};

// An own piece on the target square is the subject, and "yours" agrees with it (pt: é seu / é sua).
constexpr const char *OwnPiece[6] = {
    QT_TRANSLATE_NOOP("IllegalMove", "You cannot capture your own piece: the pawn on %1 is yours."),
    QT_TRANSLATE_NOOP("IllegalMove", "You cannot capture your own piece: the knight on %1 is yours."),
    QT_TRANSLATE_NOOP("IllegalMove", "You cannot capture your own piece: the bishop on %1 is yours."),
    QT_TRANSLATE_NOOP("IllegalMove", "You cannot capture your own piece: the rook on %1 is yours."),
    QT_TRANSLATE_NOOP("IllegalMove", "You cannot capture your own piece: the queen on %1 is yours."),
    QT_TRANSLATE_NOOP("IllegalMove", "You cannot capture your own piece: the king on %1 is yours."),
};

// A pinned piece is the subject of its sentence, and adjectives agree with it: one sentence per piece.
constexpr const char *Pinned[6] = {
    QT_TRANSLATE_NOOP("IllegalMove", "This pawn is pinned: moving it off the line would expose your king to %1."),
    QT_TRANSLATE_NOOP("IllegalMove", "This knight is pinned: moving it off the line would expose your king to %1."),
    QT_TRANSLATE_NOOP("IllegalMove", "This bishop is pinned: moving it off the line would expose your king to %1."),
    QT_TRANSLATE_NOOP("IllegalMove", "This rook is pinned: moving it off the line would expose your king to %1."),
    QT_TRANSLATE_NOOP("IllegalMove", "This queen is pinned: moving it off the line would expose your king to %1."),
    nullptr, // a king is never pinned
};

// How each kind of piece moves, for the sentence about a move it cannot make.
constexpr const char *Movement[6] = {
    QT_TRANSLATE_NOOP("IllegalMove", "a pawn moves straight forward and captures one square diagonally forward."),
    QT_TRANSLATE_NOOP("IllegalMove", "a knight jumps two squares one way and one square to the side."),
    QT_TRANSLATE_NOOP("IllegalMove", "a bishop moves any distance along a diagonal."),
    QT_TRANSLATE_NOOP("IllegalMove", "a rook moves any distance along a rank or a file."),
    QT_TRANSLATE_NOOP("IllegalMove", "a queen moves any distance along a rank, a file or a diagonal."),
    QT_TRANSLATE_NOOP("IllegalMove", "a king moves one square in any direction."),
};

std::size_t slot(PieceType t)
{
    return static_cast<std::size_t>(index(t) - index(PieceType::Pawn));
}

} // namespace

QString pieceOnSquare(const Position &position, Square square, GrammaticalCase form)
{
    const PieceType type = isValid(square) ? typeOf(position.pieceAt(square)) : PieceType::None;
    if (type == PieceType::None)
        return squareText(square);
    const Translatable *forms = form == GrammaticalCase::Genitive ? Genitive
        : form == GrammaticalCase::Accusative                     ? Accusative
        : form == GrammaticalCase::Agent                          ? Agent
                                                                  : Nominative;
    const Translatable &phrase = forms[slot(type)];
    return QCoreApplication::translate("IllegalMove", phrase.source, phrase.comment).arg(squareText(square));
}

QString illegalMoveText(const Position &position, Square from, Square to, const MoveCheck &check)
{
    const PieceType mover = isValid(from) ? typeOf(position.pieceAt(from)) : PieceType::None;
    const QString piece = capitalised(pieceOnSquare(position, from));
    const QString target = squareText(to);
    const QString culprit = pieceOnSquare(position, check.culprit);
    const QString culpritGenitive = pieceOnSquare(position, check.culprit, GrammaticalCase::Genitive);
    const QString culpritAgent = pieceOnSquare(position, check.culprit, GrammaticalCase::Agent);
    using R = IllegalReason;
    switch (check.reason) {
    case R::None: return {};
    case R::NoPiece:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "There is no piece on %1 to move.")).arg(squareText(from));
    case R::NotYourTurn:
        return (position.sideToMove() == Color::White
                    ? translated(QT_TRANSLATE_NOOP("IllegalMove", "It is White's move, and %1 belongs to Black."))
                    : translated(QT_TRANSLATE_NOOP("IllegalMove", "It is Black's move, and %1 belongs to White.")))
            .arg(pieceOnSquare(position, from));
    case R::SameSquare:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "A move has to take the piece off %1 to another square."))
            .arg(squareText(from));
    case R::OwnPieceOnTarget: return translated(OwnPiece[slot(typeOf(position.pieceAt(to)))]).arg(target);
    case R::WrongPattern:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "%1 cannot go to %2: %3"))
            .arg(piece, target, mover == PieceType::None ? QString() : translated(Movement[slot(mover)]));
    case R::PawnMovesForward:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "The pawn on %1 cannot move forward to %2: %3 is in the way, and a pawn "
                                            "captures only diagonally."))
            .arg(squareText(from), target, culprit);
    case R::PawnCapturesDiagonally:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "The pawn on %1 may move diagonally only to capture, and %2 is empty."))
            .arg(squareText(from), target);
    case R::PawnDoubleStepOnlyFromStart:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "The pawn on %1 may advance two squares only from its starting square."))
            .arg(squareText(from));
    case R::PathBlocked:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "%1 cannot go to %2: %3 is in the way."))
            .arg(piece, target, culprit);
    case R::EnPassantNotAvailable:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "En passant is only possible immediately after the pawn's double step: %1 "
                                            "did not just make one."))
            .arg(culprit);
    case R::PromotionRequired:
        return translated(
                   QT_TRANSLATE_NOOP(
                       "IllegalMove",
                       "The pawn on %1 reaches the last rank on %2 and must become a queen, rook, bishop or knight."))
            .arg(squareText(from), target);
    case R::BadPromotionPiece:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "Only a pawn reaching the last rank is promoted, and only to a queen, "
                                            "rook, bishop or knight of its colour."));
    case R::KingNextToKing:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "The king cannot go to %1: it would stand next to the other king on %2."))
            .arg(target, squareText(check.culprit));
    case R::KingWouldBeInCheck:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "The king cannot go to %1: %2 attacks that square."))
            .arg(target, culprit);
    case R::PinnedPiece:
        return mover == PieceType::None || mover == PieceType::King
            ? QString()
            : translated(Pinned[slot(mover)]).arg(culpritGenitive);
    case R::InCheck:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "Your king is in check from %1, and this move does not end the check."))
            .arg(culpritGenitive);
    case R::EnPassantExposesKing:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "Taking en passant here would expose your king to %1."))
            .arg(culpritGenitive);
    case R::CastlingKingMoved:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "You cannot castle: your king has already moved."));
    case R::CastlingRookMoved:
        return check.castlingSide == CastlingSide::King
            ? translated(QT_TRANSLATE_NOOP(
                "IllegalMove", "You cannot castle kingside: the rook on that side has moved or been captured."))
            : translated(QT_TRANSLATE_NOOP(
                "IllegalMove", "You cannot castle queenside: the rook on that side has moved or been captured."));
    case R::CastlingInCheck:
        return translated(QT_TRANSLATE_NOOP("IllegalMove", "You cannot castle out of check: %1 gives check."))
            .arg(culprit);
    case R::CastlingPiecesBetween:
        return translated(
                   QT_TRANSLATE_NOOP("IllegalMove", "You cannot castle: %1 stands between the king and the rook."))
            .arg(culprit);
    case R::CastlingThroughAttack:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "You cannot castle: the king would cross %1, which is attacked %2."))
            .arg(squareText(check.square), culpritAgent);
    case R::CastlingIntoAttack:
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "You cannot castle: the king would land on %1, which is attacked %2."))
            .arg(squareText(check.square), culpritAgent);
    case R::CastlingSquareTaken: {
        const Color us = position.sideToMove();
        return translated(QT_TRANSLATE_NOOP("IllegalMove",
                                            "You cannot castle: castling puts the king on %1 and the rook on %2, and "
                                            "%3 is in the way."))
            .arg(squareText(castlingKingTo(us, check.castlingSide)), squareText(castlingRookTo(us, check.castlingSide)),
                 culprit);
    }
    case R::CastlingOtherRook:
        return check.castlingSide == CastlingSide::King
            ? translated(QT_TRANSLATE_NOOP("IllegalMove",
                                           "You castle kingside with the rook on %1, the one that began the game on "
                                           "that side of the king."))
                  .arg(squareText(check.culprit))
            : translated(QT_TRANSLATE_NOOP("IllegalMove",
                                           "You castle queenside with the rook on %1, the one that began the game on "
                                           "that side of the king."))
                  .arg(squareText(check.culprit));
    }
    return {};
}

QString touchMoveText(const Position &position, Square touched)
{
    return translated(QT_TRANSLATE_NOOP("IllegalMove", "Touch-move: you touched %1, so that piece must move."))
        .arg(pieceOnSquare(position, touched, GrammaticalCase::Accusative));
}

} // namespace ferz
