// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/fenmessage.h"

#include <QCoreApplication>

namespace ferz {

namespace {

QString fieldName(FenError::Field field)
{
    switch (field) {
    case FenError::Field::Record: return QCoreApplication::translate("FenError", "FEN record");
    case FenError::Field::Placement: return QCoreApplication::translate("FenError", "FEN field 1 (piece placement)");
    case FenError::Field::SideToMove: return QCoreApplication::translate("FenError", "FEN field 2 (side to move)");
    case FenError::Field::Castling: return QCoreApplication::translate("FenError", "FEN field 3 (castling rights)");
    case FenError::Field::EnPassant: return QCoreApplication::translate("FenError", "FEN field 4 (en passant square)");
    case FenError::Field::HalfmoveClock: return QCoreApplication::translate("FenError", "FEN field 5 (halfmove clock)");
    case FenError::Field::FullmoveNumber:
        return QCoreApplication::translate("FenError", "FEN field 6 (fullmove number)");
    }
    return {};
}

QString reasonText(const FenError &e)
{
    const QString d = visibleText(e.detail);
    using R = FenError::Reason;
    switch (e.reason) {
    case R::WrongFieldCount:
        return QCoreApplication::translate("FenError", "expected 6 fields separated by spaces, found %1").arg(d);
    case R::UnknownPiece:
        return QCoreApplication::translate(
                   "FenError",
                   "\"%1\" is not a piece letter (use PNBRQK for White, pnbrqk for Black, 1-8 for empty squares)")
            .arg(d);
    case R::BadRankLength:
        return QCoreApplication::translate("FenError", "\"%1\" does not describe exactly 8 squares").arg(d);
    case R::BadRankCount:
        return QCoreApplication::translate("FenError", "\"%1\" does not have exactly 8 ranks separated by \"/\"")
            .arg(d);
    case R::MissingKing:
        return d == QLatin1String("K") ? QCoreApplication::translate("FenError", "White has no king")
                                       : QCoreApplication::translate("FenError", "Black has no king");
    case R::TooManyKings:
        return d == QLatin1String("K") ? QCoreApplication::translate("FenError", "White has more than one king")
                                       : QCoreApplication::translate("FenError", "Black has more than one king");
    case R::PawnOnBackRank:
        return QCoreApplication::translate("FenError",
                                           "a pawn stands on %1, but pawns never stand on the first or last rank")
            .arg(d);
    case R::OpponentInCheck:
        return QCoreApplication::translate("FenError",
                                           "the side not on move is in check, which no legal move can leave behind");
    case R::BadSideToMove: return QCoreApplication::translate("FenError", "\"%1\" should be \"w\" or \"b\"").arg(d);
    case R::BadCastlingSyntax:
        return QCoreApplication::translate(
                   "FenError", "\"%1\" should be \"-\" or letters from KQkq in that order, each at most once")
            .arg(d);
    case R::CastlingWithoutPieces:
        return QCoreApplication::translate("FenError",
                                           "the right \"%1\" needs the king and that rook on their starting squares")
            .arg(d);
    case R::BadEnPassantSyntax:
        return QCoreApplication::translate("FenError", "\"%1\" should be \"-\" or a square such as e3").arg(d);
    case R::ImpossibleEnPassant:
        return QCoreApplication::translate("FenError",
                                           "%1 cannot be an en passant square: no pawn of the side that just moved can "
                                           "have made a double step across it")
            .arg(d);
    case R::BadCounter: return QCoreApplication::translate("FenError", "\"%1\" is not a plain number").arg(d);
    case R::HalfmoveClockTooLarge:
        return QCoreApplication::translate("FenError",
                                           "%1 is more than 150: the seventy-five-move rule ends the game there")
            .arg(d);
    case R::ClockAfterDoubleStep:
        return QCoreApplication::translate("FenError",
                                           "%1 should be 0, because an en passant square means a pawn has just moved")
            .arg(d);
    case R::FullmoveZero: return QCoreApplication::translate("FenError", "the move number starts at 1, not 0");
    case R::DigitsInARow:
        return QCoreApplication::translate(
                   "FenError", "\"%1\" has two digits in a row, but one digit counts all the empty squares of a run")
            .arg(d);
    case R::FullmoveTooLarge:
        return QCoreApplication::translate("FenError", "%1 is more than %2, the largest move number Ferz reads")
            .arg(d)
            .arg(FenError::MaxFullmoveNumber);
    case R::TooManyCheckers:
        return QCoreApplication::translate("FenError",
                                           "the king is attacked by %1 pieces at once, which no move can give")
            .arg(d);
    }
    return {};
}

} // namespace

QString visibleText(std::string_view utf8)
{
    QString text = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
    for (QChar &c : text)
        if (c.unicode() < 0x20)
            c = QChar(0x2400 + c.unicode());
        else if (c.unicode() == 0x7F)
            c = QChar(0x2421);
    return text;
}

QString fenErrorText(const FenError &error)
{
    QString where = fieldName(error.field);
    if (error.field == FenError::Field::Placement && error.rankOrFile >= 0)
        where = QCoreApplication::translate("FenError", "%1, rank %2").arg(where).arg(error.rankOrFile + 1);
    return QCoreApplication::translate("FenError", "%1: %2").arg(where, reasonText(error));
}

} // namespace ferz
