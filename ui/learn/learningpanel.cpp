// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/learn/learningpanel.h"

#include "core/rules/bitboard.h"
#include "core/rules/illegalmovetext.h"
#include "core/rules/squarename.h"

#include <QCoreApplication>
#include <QEvent>

namespace ferz {

namespace {

const QColor AttackTint(220, 40, 40, 70);
const QColor PinFrame(235, 140, 0);
const QColor CheckFrame(210, 0, 0);
const QColor SpecialTint(40, 110, 230, 110);

QString translated(const char *text)
{
    return QCoreApplication::translate("Learning", text);
}

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

void frame(QPainter &painter, const BoardWidget &board, Bitboard squares, const QColor &color)
{
    painter.setBrush(Qt::NoBrush);
    for (Bitboard b = squares; b;) {
        const QRectF r = board.squareRect(popLsb(b));
        QPen pen(color, r.width() * 0.08);
        painter.setPen(pen);
        painter.drawRect(r.adjusted(r.width() * 0.04, r.height() * 0.04, -r.width() * 0.04, -r.height() * 0.04));
    }
}

// The sentence about castling on one side: allowed now, or the core's reason why not.
QString castlingNote(const Position &position, CastlingSide side)
{
    const QString label = side == CastlingSide::King ? translated(QT_TRANSLATE_NOOP("Learning", "O-O: %1"))
                                                     : translated(QT_TRANSLATE_NOOP("Learning", "O-O-O: %1"));
    const MoveCheck check = checkCastling(position, side);
    if (check.reason == IllegalReason::None)
        return label.arg(translated(QT_TRANSLATE_NOOP("Learning", "Castling is allowed now.")));
    const Move move = position.castlingMove(side);
    const Square king = position.kingSquare(position.sideToMove());
    return label.arg(illegalMoveText(position, king,
                                     move.isNull() ? castlingKingTo(position.sideToMove(), side) : move.to(), check));
}

QString pieceList(const Position &position, Bitboard squares, GrammaticalCase form)
{
    QStringList names;
    for (Bitboard b = squares; b;)
        names << pieceOnSquare(position, popLsb(b), form);
    return names.join(QStringLiteral(", "));
}

} // namespace

Bitboard LearningOverlay::attackedSquares(const Position &position)
{
    const Color them = ~position.sideToMove();
    Bitboard attacked = 0;
    for (int i = 0; i < 64; ++i)
        if (position.isAttacked(static_cast<Square>(i), them))
            attacked |= bit(static_cast<Square>(i));
    return attacked;
}

Bitboard LearningOverlay::pinnedPieces(const Position &position)
{
    return position.pinned(Color::White) | position.pinned(Color::Black);
}

Bitboard LearningOverlay::specialTargets(const Position &position)
{
    Bitboard targets = 0;
    for (Move m : position.legalMoves())
        if (m.kind() == Move::EnPassant || m.kind() == Move::Promotion)
            targets |= bit(m.to());
    return targets;
}

void LearningOverlay::paint(QPainter &painter, const BoardWidget &board) const
{
    const Position &position = board.position();
    painter.save();
    painter.setPen(Qt::NoPen);
    if (m_showAttacks)
        for (Bitboard b = attackedSquares(position); b;)
            painter.fillRect(board.squareRect(popLsb(b)), AttackTint);
    for (Bitboard b = specialTargets(position); b;) {
        const QRectF r = board.squareRect(popLsb(b));
        painter.setBrush(SpecialTint);
        painter.drawEllipse(r.center(), r.width() * 0.3, r.height() * 0.3);
    }
    frame(painter, board, pinnedPieces(position), PinFrame);
    frame(painter, board, position.checkers(), CheckFrame);
    painter.restore();
}

QStringList learningNotes(const Position &position)
{
    QStringList notes;
    const Color us = position.sideToMove();
    if (position.isCheck())
        notes << translated(QT_TRANSLATE_NOOP("Learning", "Check from %1 (framed in red)."))
                     .arg(pieceList(position, position.checkers(), GrammaticalCase::Genitive));
    if (const Bitboard pinned = position.pinned(us))
        notes << translated(QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): %1."))
                     .arg(pieceList(position, pinned, GrammaticalCase::Nominative));
    for (Move m : position.legalMoves()) {
        if (m.kind() == Move::EnPassant)
            notes << translated(
                         QT_TRANSLATE_NOOP("Learning",
                                           "En passant: the pawn on %1 can capture the pawn on %2 by moving to %3."))
                         .arg(squareText(m.from()), squareText(makeSquare(fileOf(m.to()), rankOf(m.from()))),
                              squareText(m.to()));
        else if (m.kind() == Move::Promotion && m.promotion() == PieceType::Queen)
            notes << translated(
                         QT_TRANSLATE_NOOP("Learning", "Promotion: the pawn on %1 can reach the last rank on %2."))
                         .arg(squareText(m.from()), squareText(m.to()));
    }
    notes << castlingNote(position, CastlingSide::King) << castlingNote(position, CastlingSide::Queen);
    return notes;
}

LearningPanel::LearningPanel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setTextFormat(Qt::PlainText);
    rewrite();
}

void LearningPanel::setPosition(const Position &position)
{
    m_position = position;
    rewrite();
}

void LearningPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rewrite();
    QLabel::changeEvent(event);
}

void LearningPanel::rewrite()
{
    setText(learningNotes(m_position).join(QLatin1Char('\n')));
}

} // namespace ferz
