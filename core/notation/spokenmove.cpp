// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/spokenmove.h"

#include "core/rules/squarename.h"

#include <QCoreApplication>

namespace ferz {

namespace {

QString spoken(const char *text)
{
    return QCoreApplication::translate("Spoken", text);
}

std::size_t slot(PieceType t)
{
    return static_cast<std::size_t>(index(t) - index(PieceType::Pawn));
}

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

// By PieceType, pawn … king.
constexpr const char *Subjects[6] = {
    QT_TRANSLATE_NOOP("Spoken", "Pawn"), QT_TRANSLATE_NOOP("Spoken", "Knight"), QT_TRANSLATE_NOOP("Spoken", "Bishop"),
    QT_TRANSLATE_NOOP("Spoken", "Rook"), QT_TRANSLATE_NOOP("Spoken", "Queen"),  QT_TRANSLATE_NOOP("Spoken", "King"),
};
// The adjective agrees with the noun in many languages: one phrase per colour and kind.
constexpr const char *WhitePieces[6] = {
    QT_TRANSLATE_NOOP("Spoken", "white pawn"),   QT_TRANSLATE_NOOP("Spoken", "white knight"),
    QT_TRANSLATE_NOOP("Spoken", "white bishop"), QT_TRANSLATE_NOOP("Spoken", "white rook"),
    QT_TRANSLATE_NOOP("Spoken", "white queen"),  QT_TRANSLATE_NOOP("Spoken", "white king"),
};
constexpr const char *BlackPieces[6] = {
    QT_TRANSLATE_NOOP("Spoken", "black pawn"),   QT_TRANSLATE_NOOP("Spoken", "black knight"),
    QT_TRANSLATE_NOOP("Spoken", "black bishop"), QT_TRANSLATE_NOOP("Spoken", "black rook"),
    QT_TRANSLATE_NOOP("Spoken", "black queen"),  QT_TRANSLATE_NOOP("Spoken", "black king"),
};
// By PieceType, knight … queen.
constexpr const char *Promotions[4] = {
    QT_TRANSLATE_NOOP("Spoken", ", promotes to a knight"),
    QT_TRANSLATE_NOOP("Spoken", ", promotes to a bishop"),
    QT_TRANSLATE_NOOP("Spoken", ", promotes to a rook"),
    QT_TRANSLATE_NOOP("Spoken", ", promotes to a queen"),
};

// Whether another piece of the same kind could make the same move: then the origin is said.
bool ambiguous(const Position &before, Move move)
{
    const Piece piece = before.pieceAt(move.from());
    for (Move m : before.legalMovesTo(move.to()))
        if (m.from() != move.from() && before.pieceAt(m.from()) == piece)
            return true;
    return false;
}

QString pieceMove(const Position &before, Move move)
{
    const QString piece = pieceTypeWords(typeOf(before.pieceAt(move.from())));
    const QString from = squareText(move.from()), to = squareText(move.to());
    const bool capture = before.isCapture(move);
    QString text;
    // A pawn capture names the file the pawn leaves, as players say it: "e takes d5".
    if (capture && typeOf(before.pieceAt(move.from())) == PieceType::Pawn)
        text = QCoreApplication::translate("Spoken", "%1 takes %2",
                                           "a pawn capture: the file the pawn leaves (a letter a-h), the square it "
                                           "takes on: e takes d5")
                   .arg(QChar(u'a' + fileOf(move.from())))
                   .arg(to);
    else if (ambiguous(before, move))
        text = capture ? QCoreApplication::translate("Spoken", "%1 from %2 takes %3").arg(piece, from, to)
                       : QCoreApplication::translate("Spoken", "%1 from %2 to %3").arg(piece, from, to);
    else
        text = capture ? QCoreApplication::translate("Spoken", "%1 takes %2").arg(piece, to)
                       : QCoreApplication::translate("Spoken", "%1 %2", "a piece and the square it goes to: Knight f3")
                             .arg(piece, to);
    if (move.kind() == Move::EnPassant)
        text += QCoreApplication::translate("Spoken", ", en passant");
    if (move.kind() == Move::Promotion)
        text += spoken(Promotions[static_cast<std::size_t>(index(move.promotion()) - index(PieceType::Knight))]);
    return text;
}

} // namespace

QString pieceWords(Piece piece)
{
    if (piece == Piece::None)
        return {};
    return spoken((colorOf(piece) == Color::White ? WhitePieces : BlackPieces)[slot(typeOf(piece))]);
}

QString pieceTypeWords(PieceType type)
{
    return type == PieceType::None ? QString() : spoken(Subjects[slot(type)]);
}

QString squareWords(Square square, Piece piece)
{
    return piece == Piece::None ? squareText(square) : squareText(square) + QStringLiteral(", ") + pieceWords(piece);
}

QString squareWords(const Position &position, Square square)
{
    return squareWords(square, position.pieceAt(square));
}

QString spokenMove(const Position &before, Move move)
{
    if (move.isNull())
        return QCoreApplication::translate("Spoken", "Null move");
    QString text;
    if (move.kind() == Move::Castling)
        text = fileOf(move.to()) > fileOf(move.from()) ? QCoreApplication::translate("Spoken", "Castles kingside")
                                                       : QCoreApplication::translate("Spoken", "Castles queenside");
    else
        text = pieceMove(before, move);
    const Position after = before.after(move);
    if (after.isCheckmate())
        text += QCoreApplication::translate("Spoken", ", checkmate");
    else if (after.isCheck())
        text += QCoreApplication::translate("Spoken", ", check");
    return text;
}

} // namespace ferz
