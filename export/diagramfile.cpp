// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/diagramfile.h"

#include "core/file/atomicfile.h"
#include "core/pgn/linetext.h"
#include "export/diagramwords.h"
#include "export/gamehtml.h"
#include "export/pdffile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

namespace ferz {

DiagramPicture nodeDiagram(const GameTree &game, const GameNode &node, bool flipped, const NotationStyle &style,
                           int number)
{
    DiagramPicture picture {diagramAt(node, flipped), {}, {}};
    const QString where = node.isRoot()
        ? numberedMove(node, style)
        : QCoreApplication::translate("GameDocument", "After %1").arg(numberedMove(node, style));
    picture.title = QStringLiteral("%1, %2").arg(gameTitle(game, number), where);
    picture.description = diagramWords(picture.spec);
    return picture;
}

QString numberedMove(const GameNode &node, const NotationStyle &style)
{
    if (node.isRoot())
        return QCoreApplication::translate("GameDocument", "Starting position");
    return QString::fromStdString(lineText(node.parent()->position(), {node.move()}, style));
}

QByteArray diagramPng(const DiagramPicture &diagram, const PieceSet &pieces, int size)
{
    // Opaque: an RGB file, a third smaller than one with an alpha channel it would not use.
    QImage image = diagramImage(diagram.spec, pieces, size).convertToFormat(QImage::Format_RGB32);
    // PNG's registered keywords (tEXt, or iTXt for text beyond Latin-1).
    image.setText(QStringLiteral("Title"), diagram.title);
    image.setText(QStringLiteral("Description"), diagram.description);
    image.setText(QStringLiteral("Software"), QStringLiteral("Ferz"));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray diagramSvg(const DiagramPicture &diagram, const PieceSet &pieces, int size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(size, size));
    svg.setViewBox(QRect(0, 0, size, size));
    svg.setTitle(diagram.title);
    svg.setDescription(diagram.description);
    {
        QPainter painter(&svg);
        paintDiagram(painter, QRectF(0, 0, size, size), diagram.spec, pieces);
    }
    // The generator gives the size in millimetres at its resolution, which renderers round to
    // pixels each their own way: the size in pixels, as web pages and rsvg-convert read it (the
    // header is ASCII, its bytes and characters one to one).
    static const QRegularExpression millimetres(QStringLiteral("<svg width=\"[0-9.]+mm\" height=\"[0-9.]+mm\""));
    const QString header = QString::fromLatin1(bytes.first(std::min<qsizetype>(bytes.size(), 200)));
    if (const QRegularExpressionMatch found = millimetres.match(header); found.hasMatch())
        bytes.replace(found.capturedStart(), found.capturedLength(),
                      QStringLiteral("<svg width=\"%1\" height=\"%1\"").arg(size).toUtf8());
    return bytes;
}

bool writeDiagram(const QString &path, DiagramFormat format, const DiagramPicture &diagram, const PieceSet &pieces,
                  int size, QString *why)
{
    const QByteArray bytes =
        format == DiagramFormat::Svg ? diagramSvg(diagram, pieces, size) : diagramPng(diagram, pieces, size);
    QString reason;
    return writeFileAtomically(path, bytes, &reason) || cannotWrite(path, reason, why);
}

} // namespace ferz
