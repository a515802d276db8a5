// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/learn/learningpanel.h"

#include "core/rules/bitboard.h"
#include "core/rules/illegalmovetext.h"
#include "core/rules/rules.h"
#include "core/rules/squarename.h"
#include "core/tablebase/tablebase.h"
#include "core/tablebase/tablebasetext.h"
#include "ui/analysis/endgametables.h"

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

// One pinned piece has a sentence of its own, whose words agree with it (ru: связан конь, связана
// ладья; pt: cravado, cravada); several share the plural.
QString pinnedNote(const Position &position, Bitboard pinned)
{
    constexpr const char *One[6] = {
        QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): the pawn on %1."),
        QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): the knight on %1."),
        QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): the bishop on %1."),
        QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): the rook on %1."),
        QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): the queen on %1."),
    };
    if (moreThanOne(pinned))
        return translated(QT_TRANSLATE_NOOP("Learning", "Pinned to your king (framed in orange): %1."))
            .arg(pieceList(position, pinned, GrammaticalCase::Nominative));
    const Square s = lsb(pinned);
    const auto slot = static_cast<std::size_t>(index(typeOf(position.pieceAt(s))) - index(PieceType::Pawn));
    return translated(One[slot]).arg(squareText(s));
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
        notes << pinnedNote(position, pinned);
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

QStringList tablebaseNotes(const Position &position)
{
    const std::optional<TablebaseValue> value = Tablebase::shared().probe(position);
    if (!value)
        return {};
    QStringList notes;
    notes << translated(QT_TRANSLATE_NOOP("Learning", "Endgame tables: %1."))
                 .arg(tablebaseVerdictText(position.sideToMove(), *value));
    if (isDeadPosition(position)) {
        notes << translated(QT_TRANSLATE_NOOP("Learning",
                                              "Dead position: no series of legal moves can lead to "
                                              "checkmate, so the game is drawn at once."));
        return notes;
    }
    if (value->outcome == TablebaseValue::Outcome::Draw)
        notes << translated(QT_TRANSLATE_NOOP("Learning",
                                              "Not a dead position: a checkmate could still come if a side blundered, "
                                              "so the game goes on, although with best play it is a draw."));
    for (Color side : {Color::White, Color::Black})
        if (!canMate(position, side))
            notes << translated(side == Color::White
                                    ? QT_TRANSLATE_NOOP("Learning",
                                                        "Insufficient material: White cannot checkmate by any series "
                                                        "of legal moves, so if Black's flag falls the game is drawn.")
                                    : QT_TRANSLATE_NOOP("Learning",
                                                        "Insufficient material: Black cannot checkmate by any series "
                                                        "of legal moves, so if White's flag falls the game is drawn."));
    return notes;
}

LearningPanel::LearningPanel(QWidget *parent) : QLabel(parent), m_tables(new EndgameTables(this))
{
    connect(m_tables, &EndgameTables::ready, this, &LearningPanel::rewrite);
    setWordWrap(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setTextFormat(Qt::PlainText);
    rewrite();
}

void LearningPanel::setPosition(const Position &position)
{
    m_position = position;
    // Tables are made for a panel that is seen.
    if (isVisible())
        m_tables->request(position);
    rewrite();
}

void LearningPanel::showEvent(QShowEvent *event)
{
    m_tables->request(m_position);
    rewrite();
    QLabel::showEvent(event);
}

void LearningPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rewrite();
    QLabel::changeEvent(event);
}

void LearningPanel::rewrite()
{
    setText((learningNotes(m_position) + tablebaseNotes(m_position)).join(QLatin1Char('\n')));
}

} // namespace ferz
