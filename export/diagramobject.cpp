// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/diagramobject.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QPaintDevice>
#include <QScreen>
#include <QTextDocument>

namespace ferz {

qreal deviceScale(const QTextDocument *document)
{
    const QPaintDevice *device = document->documentLayout()->paintDevice();
    const QScreen *screen = QGuiApplication::primaryScreen();
    if (!device || !screen)
        return 1;
    return device->logicalDpiY() / qreal(qRound(screen->logicalDotsPerInchY()));
}

DiagramObject::DiagramObject(std::shared_ptr<const PieceSet> pieces, QTextDocument *document)
    : QObject(document), m_pieces(std::move(pieces))
{
    document->documentLayout()->registerHandler(QTextFormat::ImageObject, this);
}

QString DiagramObject::add(const DiagramSpec &spec, int width, const QString &caption)
{
    const QString name = QStringLiteral("diagram-%1.png").arg(m_diagrams.size());
    m_diagrams.insert(name, spec);
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%2\" alt=\"%3\">")
        .arg(name, QString::number(width), caption);
}

QSizeF DiagramObject::intrinsicSize(QTextDocument *document, int, const QTextFormat &format)
{
    const QTextImageFormat image = format.toImageFormat();
    return QSizeF(image.width(), image.height()) * deviceScale(document);
}

void DiagramObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format)
{
    const auto found = m_diagrams.constFind(format.toImageFormat().name());
    if (found != m_diagrams.constEnd())
        paintDiagram(*painter, rect, *found, *m_pieces);
}

} // namespace ferz
