// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gamegif.h"

#include "core/file/atomicfile.h"
#include "core/pgn/linetext.h"
#include "export/diagram.h"
#include "export/diagramfile.h"
#include "export/gamehtml.h"
#include "export/gifwriter.h"
#include "export/pdffile.h"

#include <QFontMetricsF>
#include <QPainter>

namespace ferz {

namespace {

// How long the final position stays, in delays.
constexpr int LastFrameDelays = 3;

const GameNode &frameNode(const GameTree &game, int index)
{
    return index == 0 ? *game.root() : *game.mainLine()[std::size_t(index - 1)];
}

// "Kasparov – Topalov, 1-0", or the players alone while the game has no result.
QString playersAndResult(const GameTree &game, int number)
{
    const std::string result = game.tag("Result");
    const QString title = gameTitle(game, number);
    if (result.empty() || result == "*")
        return title;
    return QStringLiteral("%1, %2").arg(title, QString::fromStdString(std::string(shownResult(result))));
}

void drawLine(QPainter &painter, const QRectF &area, const QFont &font, const QString &text)
{
    painter.setFont(font);
    painter.drawText(area, Qt::AlignCenter, QFontMetricsF(font).elidedText(text, Qt::ElideMiddle, area.width() * 0.96));
}

} // namespace

int gifFrameCount(const GameTree &game)
{
    return int(game.mainLine().size()) + 1;
}

QImage gifFrame(const GameTree &game, int index, const PieceSet &pieces, const GifOptions &options, int number)
{
    const GameNode &node = frameNode(game, index);
    const int size = options.size, band = qRound(size / 6.0);
    QImage image(size, size + band, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    DiagramSpec spec {node.position(), options.flipped, {}, {}, node.isRoot() ? Move() : node.move(), options.colours};
    paintDiagram(painter, QRectF(0, 0, size, size), spec, pieces);

    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setPen(QColor(0x20, 0x20, 0x20));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(8, int(band * 0.36)));
    font.setBold(true);
    drawLine(painter, QRectF(0, size - band * 0.1, size, band * 0.55), font, numberedMove(node, options.style));
    if (index == 0 || index + 1 == gifFrameCount(game)) {
        font.setPixelSize(std::max(7, int(band * 0.28)));
        font.setBold(false);
        drawLine(painter, QRectF(0, size + band * 0.45, size, band * 0.5), font, playersAndResult(game, number));
    }
    return image;
}

bool writeGameGif(const QString &path, const GameTree &game, const PieceSet &pieces, const GifOptions &options,
                  int number, QString *why)
{
    GifFrames frames;
    frames.count = gifFrameCount(game);
    frames.frame = [&](int i) { return gifFrame(game, i, pieces, options, number); };
    frames.delayMs = [&](int i) { return i + 1 == frames.count ? options.delayMs * LastFrameDelays : options.delayMs; };
    std::vector<Move> moves;
    for (const GameNode *node : game.mainLine())
        moves.push_back(node->move());
    frames.comment = playersAndResult(game, number) + QLatin1Char('\n')
        + QString::fromStdString(lineText(game.root()->position(), moves, options.style));
    QString reason;
    const QByteArray bytes = encodeGif(frames, &reason);
    return (!bytes.isEmpty() && writeFileAtomically(path, bytes, &reason)) || cannotWrite(path, reason, why);
}

} // namespace ferz
