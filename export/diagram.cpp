// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/diagram.h"

#include <QFont>
#include <QPainter>

namespace ferz {

namespace {

// Greys rather than the screen's browns: they print alike on any printer, in colour or not.
const QColor LightSquare(0xfa, 0xfa, 0xf7);
const QColor DarkSquare(0xb4, 0xb7, 0xbc);
const QColor Ink(0x20, 0x20, 0x20);

} // namespace

QImage diagramImage(const Position &position, const PieceSet &pieces, int size, bool flipped)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    // Room for the coordinates on the left and below, and for the turn mark on the right.
    const double margin = size * 0.06;
    const double square = (size - 2 * margin) / 8;
    const QRectF board(margin, margin * 0.5, square * 8, square * 8);
    auto squareRect = [&](int file, int rank) {
        const int column = flipped ? 7 - file : file;
        const int row = flipped ? rank : 7 - rank;
        return QRectF(board.left() + column * square, board.top() + row * square, square, square);
    };
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const QRectF r = squareRect(file, rank);
            painter.fillRect(r, (file + rank) % 2 == 0 ? DarkSquare : LightSquare);
            const Piece piece = position.pieceAt(makeSquare(file, rank));
            if (piece != Piece::None)
                pieces.paint(painter, piece, r);
        }
    }
    painter.setPen(QPen(Ink, std::max(1.0, size / 250.0)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(6, int(margin * 0.55)));
    painter.setFont(font);
    for (int i = 0; i < 8; ++i) {
        const int file = flipped ? 7 - i : i;
        const int rank = flipped ? i : 7 - i;
        painter.drawText(QRectF(board.left() + i * square, board.bottom(), square, margin), Qt::AlignCenter,
                         QString(QChar(u'a' + file)));
        painter.drawText(QRectF(0, board.top() + i * square, margin * 0.9, square), Qt::AlignCenter,
                         QString::number(rank + 1));
    }

    // The side to move: a small disc in its colour beside its own edge of the board.
    const bool whiteToMove = position.sideToMove() == Color::White;
    const bool atBottom = whiteToMove != flipped;
    const double mark = margin * 0.5;
    const QPointF centre(board.right() + margin * 0.5,
                         atBottom ? board.bottom() - square / 2 : board.top() + square / 2);
    painter.setBrush(whiteToMove ? Qt::white : Ink);
    painter.drawEllipse(centre, mark / 2, mark / 2);
    return image;
}

} // namespace ferz
