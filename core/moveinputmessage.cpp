// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveinputmessage.h"

#include "san.h"
#include "uci.h"

#include <QCoreApplication>
#include <QStringList>

namespace ferz {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("MoveInput", text); }

QString squareText(Square s) { return QString::fromStdString(squareName(s)); }

// A short phrase for each reason; the learning interface explains them at length.
QString reasonText(const MoveCheck &c)
{
    const QString culprit = isValid(c.culprit) ? squareText(c.culprit) : QString();
    using R = IllegalReason;
    switch (c.reason) {
    case R::None: return {};
    case R::NoPiece: return tr("there is no piece on the starting square");
    case R::NotYourTurn: return tr("that piece belongs to the side not on move");
    case R::SameSquare: return tr("a move must leave its square");
    case R::OwnPieceOnTarget: return tr("your own piece stands on %1").arg(culprit);
    case R::WrongPattern: return tr("that piece does not move that way");
    case R::PawnMovesForward: return tr("a pawn cannot capture straight ahead (the piece on %1 is in the way)").arg(culprit);
    case R::PawnCapturesDiagonally: return tr("a pawn moves diagonally only to capture");
    case R::PawnDoubleStepOnlyFromStart: return tr("a pawn moves two squares only from its starting square");
    case R::PathBlocked: return tr("the piece on %1 is in the way").arg(culprit);
    case R::EnPassantNotAvailable: return tr("en passant is possible only right after the pawn's double step");
    case R::PromotionRequired: return tr("a pawn reaching the last rank must be promoted: name the piece");
    case R::BadPromotionPiece: return tr("a pawn is promoted to a queen, rook, bishop or knight, and only on the last rank");
    case R::KingNextToKing: return tr("the kings would stand next to each other");
    case R::KingWouldBeInCheck: return isValid(c.culprit) ? tr("the king would be in check from %1").arg(culprit)
                                                          : tr("the king would be in check");
    case R::PinnedPiece: return tr("the piece is pinned to its king by the piece on %1").arg(culprit);
    case R::InCheck: return tr("the king is in check from %1 and stays in check").arg(culprit);
    case R::EnPassantExposesKing: return tr("taking en passant would expose the king to %1").arg(culprit);
    case R::CastlingKingMoved: return tr("the king has moved, so it can no longer castle");
    case R::CastlingRookMoved: return tr("the rook of that side has moved or is gone");
    case R::CastlingInCheck: return tr("the king is in check from %1 and cannot castle out of it").arg(culprit);
    case R::CastlingPiecesBetween: return tr("the piece on %1 stands between the king and the rook").arg(culprit);
    case R::CastlingThroughAttack: return tr("the king would cross %1, attacked from %2").arg(squareText(c.square), culprit);
    case R::CastlingIntoAttack: return tr("the king would land on %1, attacked from %2").arg(squareText(c.square), culprit);
    }
    return {};
}

} // namespace

QString moveInputErrorText(const Position &position, std::string_view text, const MoveInput &input)
{
    const QString move = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    switch (input.error) {
    case MoveInputError::None: return {};
    case MoveInputError::Unreadable: return tr("\"%1\" is not a move").arg(move);
    case MoveInputError::NoSuchMove: return tr("\"%1\": no such piece can go there").arg(move);
    case MoveInputError::Ambiguous: {
        QStringList candidates;
        for (Move m : input.candidates)
            candidates << QString::fromStdString(sanText(position, m));
        return tr("\"%1\" is ambiguous: it could be %2").arg(move, candidates.join(QLatin1String(", ")));
    }
    case MoveInputError::Illegal: return tr("\"%1\" is illegal: %2").arg(move, reasonText(input.illegal));
    }
    return {};
}

} // namespace ferz
