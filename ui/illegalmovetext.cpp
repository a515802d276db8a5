// SPDX-License-Identifier: GPL-3.0-or-later
#include "illegalmovetext.h"

#include "uci.h"

#include <QCoreApplication>

namespace ferz {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("IllegalMove", text);
}

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

// How each kind of piece moves, for the sentence about a move it cannot make.
QString movementRule(PieceType t)
{
    switch (t) {
    case PieceType::King: return tr("a king moves one square in any direction.");
    case PieceType::Queen: return tr("a queen moves any distance along a rank, a file or a diagonal.");
    case PieceType::Rook: return tr("a rook moves any distance along a rank or a file.");
    case PieceType::Bishop: return tr("a bishop moves any distance along a diagonal.");
    case PieceType::Knight: return tr("a knight jumps two squares one way and one square to the side.");
    case PieceType::Pawn: return tr("a pawn moves straight forward and captures one square diagonally forward.");
    case PieceType::None: break;
    }
    return {};
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

QString pieceOnSquare(const Position &position, Square square)
{
    const Piece p = position.pieceAt(square);
    const bool white = colorOf(p) == Color::White;
    QString text;
    switch (typeOf(p)) {
    case PieceType::King: text = white ? tr("the white king on %1") : tr("the black king on %1"); break;
    case PieceType::Queen: text = white ? tr("the white queen on %1") : tr("the black queen on %1"); break;
    case PieceType::Rook: text = white ? tr("the white rook on %1") : tr("the black rook on %1"); break;
    case PieceType::Bishop: text = white ? tr("the white bishop on %1") : tr("the black bishop on %1"); break;
    case PieceType::Knight: text = white ? tr("the white knight on %1") : tr("the black knight on %1"); break;
    case PieceType::Pawn: text = white ? tr("the white pawn on %1") : tr("the black pawn on %1"); break;
    case PieceType::None: return squareText(square);
    }
    return text.arg(squareText(square));
}

QString illegalMoveText(const Position &position, Square from, Square to, const MoveCheck &check)
{
    // A typed move may not say where it comes from or goes to.
    const QString piece = isValid(from) ? pieceOnSquare(position, from) : tr("this piece");
    const QString target = isValid(to) ? squareText(to) : tr("that square");
    const QString culprit = isValid(check.culprit) ? pieceOnSquare(position, check.culprit) : QString();
    switch (check.reason) {
    case IllegalReason::None: return {};
    case IllegalReason::NoPiece: return tr("There is no piece on %1.").arg(isValid(from) ? squareText(from) : target);
    case IllegalReason::NotYourTurn:
        return (position.sideToMove() == Color::White ? tr("It is White's move: %1 cannot move now.")
                                                      : tr("It is Black's move: %1 cannot move now."))
            .arg(piece);
    case IllegalReason::SameSquare: return capitalised(tr("%1 has to move to another square.").arg(piece));
    case IllegalReason::OwnPieceOnTarget:
        return capitalised(tr("%1 cannot move to %2: %3 of the same side stands there.")
                               .arg(piece, target, (isValid(to) ? pieceOnSquare(position, to) : tr("a piece"))));
    case IllegalReason::WrongPattern:
        return capitalised(tr("%1 cannot go to %2: %3").arg(piece, target, isValid(from) ? movementRule(typeOf(position.pieceAt(from))) : tr("it does not move like that.")));
    case IllegalReason::PawnMovesForward:
        return capitalised(tr("%1 cannot move forward to %2: %3 blocks it, and a pawn captures only diagonally.")
                               .arg(piece, target, culprit));
    case IllegalReason::PawnCapturesDiagonally:
        return capitalised(tr("%1 may move diagonally only to capture, and %2 is empty.").arg(piece, target));
    case IllegalReason::PawnDoubleStepOnlyFromStart:
        return capitalised(tr("%1 may advance two squares only from its starting square.").arg(piece));
    case IllegalReason::PathBlocked:
        return capitalised(tr("%1 cannot go to %2: %3 is in the way.").arg(piece, target, culprit));
    case IllegalReason::EnPassantNotAvailable:
        return capitalised(tr("%1 cannot take %2 en passant: that is allowed only on the move right after "
                              "the pawn's double step.")
                               .arg(piece, culprit));
    case IllegalReason::PromotionRequired:
        return capitalised(tr("%1 reaches the last rank and must become a queen, rook, bishop or knight.").arg(piece));
    case IllegalReason::BadPromotionPiece:
        return tr("A pawn that reaches the last rank becomes a queen, rook, bishop or knight of its colour.");
    case IllegalReason::KingNextToKing:
        return capitalised(tr("%1 cannot go to %2: the kings would stand next to each other.").arg(piece, target));
    case IllegalReason::KingWouldBeInCheck:
        return capitalised(tr("%1 cannot go to %2: %3 attacks that square.").arg(piece, target, culprit));
    case IllegalReason::PinnedPiece:
        return capitalised(tr("%1 is pinned by %2: moving it would expose its king to check.").arg(piece, culprit));
    case IllegalReason::InCheck:
        return tr("Your king is in check from %1, and this move does not end the check.").arg(culprit);
    case IllegalReason::EnPassantExposesKing:
        return tr("Taking en passant here would expose your king to %1.").arg(culprit);
    case IllegalReason::CastlingKingMoved: return tr("You cannot castle: your king has already moved.");
    case IllegalReason::CastlingRookMoved:
        return tr("You cannot castle on this side: the rook has moved or been captured.");
    case IllegalReason::CastlingInCheck: return tr("You cannot castle while in check: %1 gives check.").arg(culprit);
    case IllegalReason::CastlingPiecesBetween:
        return tr("You cannot castle: %1 stands between the king and the rook.").arg(culprit);
    case IllegalReason::CastlingThroughAttack:
        return tr("You cannot castle: the king would pass %1, which %2 attacks.").arg(squareText(check.square), culprit);
    case IllegalReason::CastlingIntoAttack:
        return tr("You cannot castle: the king would land on %1, which %2 attacks.").arg(squareText(check.square), culprit);
    }
    return {};
}

} // namespace ferz
