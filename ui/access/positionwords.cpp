// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/positionwords.h"

#include "core/notation/nag.h"
#include "core/notation/spokenmove.h"
#include "core/rules/bitboard.h"
#include "core/rules/squarename.h"
#include "translations/languages.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace ferz {

namespace {

QString words(const char *text)
{
    return QCoreApplication::translate("PositionWords", text);
}

QString pick(Color c, const char *white, const char *black)
{
    return words(c == Color::White ? white : black);
}

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

// "white knight on f3, white bishop on b2"
QString piecesOn(const Position &position, Bitboard b)
{
    QStringList pieces;
    while (b) {
        const Square s = popLsb(b);
        pieces << words(QT_TRANSLATE_NOOP("PositionWords", "%1 on %2"))
                      .arg(pieceWords(position.pieceAt(s)), squareText(s));
    }
    return pieces.join(QStringLiteral(", "));
}

QString lineText(const Position &position, Bitboard line, const QString &name, const char *emptyText)
{
    QStringList squares;
    for (Bitboard b = line & position.pieces(); b;)
        squares << squareWords(position, popLsb(b));
    if (squares.isEmpty())
        return words(emptyText).arg(name);
    return words(QT_TRANSLATE_NOOP("PositionWords", "%1: %2.")).arg(name, squares.join(QStringLiteral("; ")));
}

} // namespace

QString rankText(const Position &position, int rank)
{
    const QString name = words(QT_TRANSLATE_NOOP("PositionWords", "Rank %1")).arg(rank + 1);
    return lineText(position, rankBB(rank), name, QT_TRANSLATE_NOOP("PositionWords", "%1 is empty."));
}

QString fileText(const Position &position, int file)
{
    const QString name = words(QT_TRANSLATE_NOOP("PositionWords", "File %1")).arg(QChar(u'a' + file));
    return lineText(position, fileBB(file), name, QT_TRANSLATE_NOOP("PositionWords", "%1 is empty."));
}

QString pieceMovesText(const Position &position, Square square)
{
    const Piece piece = position.pieceAt(square);
    const QString here = squareWords(position, square);
    if (piece == Piece::None)
        return words(QT_TRANSLATE_NOOP("PositionWords", "%1 is empty.")).arg(here);
    if (colorOf(piece) != position.sideToMove())
        return pick(position.sideToMove(), QT_TRANSLATE_NOOP("PositionWords", "%1: it is White's turn."),
                    QT_TRANSLATE_NOOP("PositionWords", "%1: it is Black's turn."))
            .arg(here);
    QStringList moves;
    for (Move m : position.legalMovesFrom(square))
        moves << spokenMove(position, m);
    if (moves.isEmpty())
        return words(QT_TRANSLATE_NOOP("PositionWords", "%1: no legal move.")).arg(here);
    return words(QT_TRANSLATE_NOOP("PositionWords", "%1. Legal moves: %2."))
        .arg(here, moves.join(QStringLiteral("; ")));
}

QString attackersText(const Position &position, Square square)
{
    const Piece piece = position.pieceAt(square);
    QStringList sentences {squareWords(position, square) + QLatin1Char('.')};
    if (piece != Piece::None) {
        const Bitboard attackers = position.attackers(square, ~colorOf(piece));
        const Bitboard defenders = position.attackers(square, colorOf(piece));
        sentences
            << (attackers
                    ? words(QT_TRANSLATE_NOOP("PositionWords", "Attacked by %1.")).arg(piecesOn(position, attackers))
                    : words(QT_TRANSLATE_NOOP("PositionWords", "Not attacked.")));
        sentences
            << (defenders
                    ? words(QT_TRANSLATE_NOOP("PositionWords", "Defended by %1.")).arg(piecesOn(position, defenders))
                    : words(QT_TRANSLATE_NOOP("PositionWords", "Not defended.")));
        return sentences.join(QLatin1Char(' '));
    }
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard reach = position.attackers(square, c);
        sentences << (reach ? pick(c, QT_TRANSLATE_NOOP("PositionWords", "White reaches it with %1."),
                                   QT_TRANSLATE_NOOP("PositionWords", "Black reaches it with %1."))
                                  .arg(piecesOn(position, reach))
                            : pick(c, QT_TRANSLATE_NOOP("PositionWords", "No white piece reaches it."),
                                   QT_TRANSLATE_NOOP("PositionWords", "No black piece reaches it.")));
    }
    return sentences.join(QLatin1Char(' '));
}

namespace {

// The symbols and comments of `node` in words ("Poor move", "Comment: …"); at the root, those
// given before the first move.
QStringList noteWords(const GameNode &node)
{
    const Annotations &notes = node.annotations();
    QStringList parts;
    for (int nag : notes.nags)
        if (const QString name = nagSpokenName(nag); !name.isEmpty())
            parts << name;
    for (const std::string *comment : {&notes.commentBefore, &notes.commentAfter})
        if (!comment->empty())
            parts << words(QT_TRANSLATE_NOOP("PositionWords", "Comment: %1"))
                         .arg(commentText(QString::fromStdString(*comment)));
    return parts;
}

// A tag's value, empty when the header leaves it unknown ("?", "????.??.??").
QString tagValue(const GameTree &tree, const char *name)
{
    static const QRegularExpression unknown(QStringLiteral("^[?.]*$"));
    const QString value = QString::fromStdString(tree.tag(name)).trimmed();
    return unknown.match(value).hasMatch() ? QString() : value;
}

} // namespace

QString moveWords(const GameNode &node, bool details)
{
    if (node.isRoot()) {
        const QString start = words(QT_TRANSLATE_NOOP("PositionWords", "The start of the game."));
        const QStringList notes = details ? noteWords(node) : QStringList();
        return notes.isEmpty() ? start : start + QLatin1Char(' ') + notes.join(QStringLiteral(". "));
    }
    const Position &before = node.parent()->position();
    QString text = pick(before.sideToMove(), QT_TRANSLATE_NOOP("PositionWords", "%1. White: %2"),
                        QT_TRANSLATE_NOOP("PositionWords", "%1. Black: %2"))
                       .arg(before.fullmoveNumber())
                       .arg(spokenMove(before, node.move()));
    if (!details)
        return text;
    if (node.indexInParent() > 0)
        text = words(QT_TRANSLATE_NOOP("PositionWords", "Variation: %1")).arg(text);
    return (QStringList {text} + noteWords(node)).join(QStringLiteral(". "));
}

QString headerWords(const GameTree &tree, bool withResult)
{
    QStringList parts;
    const QString white = tagValue(tree, "White"), black = tagValue(tree, "Black");
    if (!white.isEmpty() || !black.isEmpty())
        parts << words(QT_TRANSLATE_NOOP("PositionWords", "White: %1. Black: %2."))
                     .arg(white.isEmpty() ? words(QT_TRANSLATE_NOOP("PositionWords", "unknown")) : white,
                          black.isEmpty() ? words(QT_TRANSLATE_NOOP("PositionWords", "unknown")) : black);
    QStringList where;
    for (const char *name : {"Event", "Site"})
        if (const QString value = tagValue(tree, name); !value.isEmpty())
            where << value;
    // The year is what is said of a date ("1999.01.20": 1999), with the event or the place.
    if (const QString date = tagValue(tree, "Date"); !where.isEmpty() && date.left(4).toInt() > 0)
        where << date.left(4);
    if (!where.isEmpty())
        parts << where.join(QStringLiteral(", ")) + QLatin1Char('.');
    switch (withResult ? tree.result() : GameResult::Unknown) {
    case GameResult::WhiteWins: parts << words(QT_TRANSLATE_NOOP("PositionWords", "White won.")); break;
    case GameResult::BlackWins: parts << words(QT_TRANSLATE_NOOP("PositionWords", "Black won.")); break;
    case GameResult::Draw: parts << words(QT_TRANSLATE_NOOP("PositionWords", "Drawn.")); break;
    case GameResult::Unknown: break;
    }
    return parts.join(QLatin1Char(' '));
}

QString shownGameWords(const GameTree &tree, const QString &status, bool statusSaysTheEnd)
{
    QStringList parts;
    if (const QString header = headerWords(tree, !statusSaysTheEnd); !header.isEmpty())
        parts << header;
    // The status line's sentence, ended as one.
    parts << (status.endsWith(QLatin1Char('.')) ? status : status + QLatin1Char('.'));
    if (const QStringList notes = noteWords(*tree.root()); !notes.isEmpty())
        parts << notes.join(QStringLiteral(". "));
    return parts.join(QLatin1Char(' '));
}

QString lastMoveText(const GameNode &node)
{
    return lastMoveText(node.isRoot() ? QString() : moveWords(node, false));
}

QString lastMoveText(const QString &moveWords)
{
    if (moveWords.isEmpty())
        return words(QT_TRANSLATE_NOOP("PositionWords", "No move has been played yet."));
    return words(QT_TRANSLATE_NOOP("PositionWords", "Last move: %1.")).arg(moveWords);
}

QString durationWords(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms) / 1000;
    const int hours = static_cast<int>(seconds / 3600), minutes = static_cast<int>(seconds / 60 % 60),
              rest = static_cast<int>(seconds % 60);
    QStringList parts;
    if (hours)
        parts << countText("PositionWords", QT_TRANSLATE_N_NOOP("PositionWords", "%n hour(s)"), hours);
    if (minutes)
        parts << countText("PositionWords", QT_TRANSLATE_N_NOOP("PositionWords", "%n minute(s)"), minutes);
    if (rest || parts.isEmpty())
        parts << countText("PositionWords", QT_TRANSLATE_N_NOOP("PositionWords", "%n second(s)"), rest);
    return parts.join(QLatin1Char(' '));
}

QString clocksText(const Game &game, qint64 now)
{
    const ChessClock &clock = game.clock();
    if (!clock.isTimed())
        return words(QT_TRANSLATE_NOOP("PositionWords", "This game has no clock."));
    QString text =
        words(QT_TRANSLATE_NOOP("PositionWords", "White: %1. Black: %2."))
            .arg(durationWords(clock.remaining(Color::White, now)), durationWords(clock.remaining(Color::Black, now)));
    if (clock.isPaused())
        text += QLatin1Char(' ') + words(QT_TRANSLATE_NOOP("PositionWords", "The clock is paused."));
    return text;
}

QString lowTimeText(Color side, int seconds)
{
    if (seconds <= 10)
        return pick(side, QT_TRANSLATE_NOOP("PositionWords", "White has less than ten seconds left."),
                    QT_TRANSLATE_NOOP("PositionWords", "Black has less than ten seconds left."));
    return pick(side, QT_TRANSLATE_NOOP("PositionWords", "White has less than a minute left."),
                QT_TRANSLATE_NOOP("PositionWords", "Black has less than a minute left."));
}

} // namespace ferz
