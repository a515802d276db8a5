// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/diagramwords.h"

#include "core/rules/bitboard.h"
#include "core/rules/squarename.h"
#include "translations/languages.h"

#include <QCoreApplication>
#include <QStringList>

namespace ferz {

namespace {

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

// By PieceType, pawn … king.
constexpr const char *Counted[6] = {
    QT_TRANSLATE_N_NOOP("PositionWords", "%n pawn(s): %1"),   QT_TRANSLATE_N_NOOP("PositionWords", "%n knight(s): %1"),
    QT_TRANSLATE_N_NOOP("PositionWords", "%n bishop(s): %1"), QT_TRANSLATE_N_NOOP("PositionWords", "%n rook(s): %1"),
    QT_TRANSLATE_N_NOOP("PositionWords", "%n queen(s): %1"),  QT_TRANSLATE_N_NOOP("PositionWords", "%n king(s): %1"),
};

// The annotators' colours ([%csl], [%cal] letters G, R, Y, B), each with its own phrase so that the
// adjective agrees with the noun.
struct MarkTexts {
    char letter;
    const char *squares;
    const char *arrows;
};

constexpr MarkTexts Marks[] = {
    {'G', QT_TRANSLATE_N_NOOP("DiagramWords", "%n green square(s): %1."),
     QT_TRANSLATE_N_NOOP("DiagramWords", "%n green arrow(s): %1.")},
    {'R', QT_TRANSLATE_N_NOOP("DiagramWords", "%n red square(s): %1."),
     QT_TRANSLATE_N_NOOP("DiagramWords", "%n red arrow(s): %1.")},
    {'Y', QT_TRANSLATE_N_NOOP("DiagramWords", "%n yellow square(s): %1."),
     QT_TRANSLATE_N_NOOP("DiagramWords", "%n yellow arrow(s): %1.")},
    {'B', QT_TRANSLATE_N_NOOP("DiagramWords", "%n blue square(s): %1."),
     QT_TRANSLATE_N_NOOP("DiagramWords", "%n blue arrow(s): %1.")},
};

QString words(const char *text)
{
    return QCoreApplication::translate("DiagramWords", text);
}

} // namespace

QString piecesText(const Position &position, Color side)
{
    QStringList groups;
    for (PieceType t :
         {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight, PieceType::Pawn}) {
        QStringList squares;
        for (Bitboard b = position.pieces(side, t); b;)
            squares << squareText(popLsb(b));
        if (!squares.isEmpty())
            groups << countText("PositionWords", Counted[index(t) - index(PieceType::Pawn)],
                                static_cast<int>(squares.size()))
                          .arg(squares.join(QStringLiteral(", ")));
    }
    return QCoreApplication::translate("PositionWords",
                                       side == Color::White ? QT_TRANSLATE_NOOP("PositionWords", "White: %1.")
                                                            : QT_TRANSLATE_NOOP("PositionWords", "Black: %1."))
        .arg(groups.join(QStringLiteral("; ")));
}

QString diagramWords(const DiagramSpec &diagram)
{
    const Position &position = diagram.position;
    QStringList sentences {piecesText(position, Color::White), piecesText(position, Color::Black),
                           position.sideToMove() == Color::White
                               ? words(QT_TRANSLATE_NOOP("DiagramWords", "White to move."))
                               : words(QT_TRANSLATE_NOOP("DiagramWords", "Black to move."))};
    for (const MarkTexts &mark : Marks) {
        QStringList squares, arrows;
        for (const SquareMark &square : diagram.squares)
            if (square.color == mark.letter && isValid(square.square))
                squares << squareText(square.square);
        for (const Arrow &arrow : diagram.arrows)
            if (arrow.color == mark.letter && isValid(arrow.from) && isValid(arrow.to))
                arrows << squareText(arrow.from) + QStringLiteral("–") + squareText(arrow.to);
        if (!squares.isEmpty())
            sentences << countText("DiagramWords", mark.squares, static_cast<int>(squares.size()))
                             .arg(squares.join(QStringLiteral(", ")));
        if (!arrows.isEmpty())
            sentences << countText("DiagramWords", mark.arrows, static_cast<int>(arrows.size()))
                             .arg(arrows.join(QStringLiteral(", ")));
    }
    if (diagram.flipped)
        sentences << words(QT_TRANSLATE_NOOP("DiagramWords", "Seen from Black's side."));
    return sentences.join(QLatin1Char(' '));
}

} // namespace ferz
