// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnmessage.h"

#include "fenmessage.h"
#include "uci.h"

#include <QCoreApplication>
#include <QStringList>

namespace ferz {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("Pgn", text); }

QString square(Square s) { return QString::fromStdString(squareName(s)); }

} // namespace

QString illegalReasonText(const MoveCheck &c)
{
    const QString culprit = isValid(c.culprit) ? square(c.culprit) : QString();
    const QString crossed = isValid(c.square) ? square(c.square) : QString();
    using R = IllegalReason;
    switch (c.reason) {
    case R::None: return tr("the move is legal");
    case R::NoPiece: return tr("there is no piece on the starting square");
    case R::NotYourTurn: return tr("that piece belongs to the side not on move");
    case R::SameSquare: return tr("the piece would stay on its square");
    case R::OwnPieceOnTarget: return tr("a piece of the same colour stands on %1").arg(culprit);
    case R::WrongPattern: return tr("this piece does not move that way");
    case R::PawnMovesForward: return tr("a pawn cannot move forward onto the piece on %1").arg(culprit);
    case R::PawnCapturesDiagonally: return tr("a pawn moves diagonally only to capture");
    case R::PawnDoubleStepOnlyFromStart: return tr("a pawn moves two squares only from its starting square");
    case R::PathBlocked: return tr("the way is blocked by the piece on %1").arg(culprit);
    case R::EnPassantNotAvailable: return tr("en passant is possible only right after the pawn's double step");
    case R::PromotionRequired: return tr("a pawn reaching the last rank must be promoted");
    case R::BadPromotionPiece: return tr("a pawn promotes only to a queen, rook, bishop or knight on the last rank");
    case R::KingNextToKing: return tr("the king would stand next to the other king on %1").arg(culprit);
    case R::KingWouldBeInCheck: return tr("the king would be in check from the piece on %1").arg(culprit);
    case R::PinnedPiece: return tr("the piece is pinned to its king by the piece on %1").arg(culprit);
    case R::InCheck: return tr("the king is in check from the piece on %1 and the move does not end it").arg(culprit);
    case R::EnPassantExposesKing: return tr("taking en passant would expose the king to the piece on %1").arg(culprit);
    case R::CastlingKingMoved: return tr("castling is no longer allowed: the king has moved");
    case R::CastlingRookMoved: return tr("castling on that side is no longer allowed: the rook has moved or was captured");
    case R::CastlingInCheck: return tr("the king cannot castle out of check (the piece on %1 gives check)").arg(culprit);
    case R::CastlingPiecesBetween: return tr("castling needs the squares between king and rook empty; the piece on %1 is in the way").arg(culprit);
    case R::CastlingThroughAttack: return tr("the king would cross %1, which the piece on %2 attacks").arg(crossed, culprit);
    case R::CastlingIntoAttack: return tr("the king would land on %1, which the piece on %2 attacks").arg(crossed, culprit);
    }
    return {};
}

QString pgnErrorText(const PgnError &e)
{
    const QString token = QString::fromStdString(e.token);
    using K = PgnError::Kind;
    switch (e.kind) {
    case K::UnexpectedToken: return tr("unexpected \"%1\"").arg(token);
    case K::TagNameMissing: return tr("a tag name must follow \"[\", not \"%1\"").arg(token);
    case K::TagValueMissing: return tr("a quoted tag value must follow the tag name, not \"%1\"").arg(token);
    case K::TagNotClosed: return tr("\"]\" must close the tag, not \"%1\"").arg(token);
    case K::UnterminatedString: return tr("the tag value is not closed by \" on its line");
    case K::UnterminatedComment: return tr("the comment starting here is never closed by \"}\"");
    case K::BadFen:
        return tr("the FEN tag cannot be read: %1").arg(e.fenError ? fenErrorText(*e.fenError) : QString());
    case K::UnsupportedVariant: return tr("the variant \"%1\" is not standard chess").arg(token);
    case K::UnreadableMove: return tr("\"%1\" is not a move").arg(token);
    case K::NoSuchMove: return tr("no piece can make the move \"%1\"").arg(token);
    case K::AmbiguousMove:
        return tr("the move \"%1\" is ambiguous: it can be %2")
            .arg(token, QString::fromStdString([&] {
                std::string list;
                for (const std::string &c : e.candidates)
                    list += (list.empty() ? "" : ", ") + c;
                return list;
            }()));
    case K::IllegalMove: return tr("illegal move \"%1\": %2").arg(token, illegalReasonText(e.illegal));
    case K::IllegalNullMove: return tr("a null move is not possible while in check");
    case K::BadNag: return tr("\"%1\" is not a NAG ($0 to $255)").arg(token);
    case K::VariationWithoutMove: return tr("a variation must follow the move it replaces");
    case K::UnclosedVariation: return tr("the game ends before its variation is closed by \")\"");
    case K::UnmatchedVariationEnd: return tr("\")\" closes no variation");
    }
    return {};
}

QString pgnErrorMessage(const PgnError &e)
{
    return tr("game %1, line %2, column %3: %4").arg(e.game).arg(e.line).arg(e.column).arg(pgnErrorText(e));
}

} // namespace ferz
