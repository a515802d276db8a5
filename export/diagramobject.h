// SPDX-License-Identifier: GPL-3.0-or-later
// Diagrams in a QTextDocument drawn as vector graphics: installed as the document's image
// handler, it draws each <img> it named itself (add()) straight onto the painter, so that a PDF
// holds lines, fills and curves rather than a large raster per diagram, and no image is kept in
// memory. The document owns it (its parent).
#pragma once

#include "export/diagram.h"

#include <QHash>
#include <QObject>
#include <QTextObjectInterface>

#include <memory>

class QTextDocument;

namespace ferz {

// Device pixels per document pixel on the layout's device, as Qt's text layout scales lengths
// and images (by the device's resolution over the screen's): 1 without a device.
qreal deviceScale(const QTextDocument *document);

class DiagramObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    // Becomes `document`'s image handler.
    DiagramObject(std::shared_ptr<const PieceSet> pieces, QTextDocument *document);

    // The <img> of a diagram `width` document pixels wide, `caption` its alternative text.
    QString add(const DiagramSpec &spec, int width, const QString &caption);

    QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position,
                    const QTextFormat &format) override;

private:
    std::shared_ptr<const PieceSet> m_pieces;
    QHash<QString, DiagramSpec> m_diagrams; // by image name
};

} // namespace ferz
