// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gamedocument.h"

#include "core/file/atomicfile.h"
#include "export/diagram.h"
#include "export/diagramfile.h"
#include "export/diagramobject.h"
#include "export/gamehtml.h"
#include "export/pdffile.h"
#include "render/pieceimages.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPageLayout>
#include <QPageRanges>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>

namespace ferz {

namespace {

// The web page's diagrams, drawn at twice their size for sharp high-resolution screens. A
// picture is embedded the first time it occurs; where it recurs (the same final position in a
// thousand games) an SVG <use> shows it again, so the file grows by a few bytes rather than by
// another image.
class SharedDiagrams {
public:
    SharedDiagrams(const PieceSet &pieces, int width) : m_pieces(pieces), m_width(width) {}

    QString html(const DiagramSpec &spec, const QString &caption)
    {
        QByteArray key(66, '\0');
        for (int i = 0; i < 64; ++i)
            key[i] = static_cast<char>(spec.position.pieceAt(static_cast<Square>(i)));
        key[64] = static_cast<char>(spec.position.sideToMove());
        key[65] = spec.flipped ? '1' : '0';
        for (const SquareMark &mark : spec.squares)
            key.append('s').append(mark.color).append(static_cast<char>(mark.square));
        for (const Arrow &arrow : spec.arrows)
            key.append('a')
                .append(arrow.color)
                .append(static_cast<char>(arrow.from))
                .append(static_cast<char>(arrow.to));
        const auto found = m_ids.constFind(key);
        const bool fresh = found == m_ids.constEnd();
        const QString id = QStringLiteral("diagram-%1").arg(fresh ? m_ids.size() : *found);
        if (fresh)
            m_ids.insert(key, static_cast<int>(m_ids.size()));
        QString picture;
        if (fresh) {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            diagramImage(spec, m_pieces, m_width * 2).save(&buffer, "PNG");
            picture = QStringLiteral("<image id=\"%1\" width=\"%2\" height=\"%2\" href=\"data:image/png;base64,%3\"/>")
                          .arg(id, QString::number(m_width * 2), QString::fromLatin1(png.toBase64()));
        } else {
            picture = QStringLiteral("<use href=\"#%1\"/>").arg(id);
        }
        return QStringLiteral("<svg role=\"img\" aria-label=\"%1\" width=\"%2\" height=\"%2\" viewBox=\"0 0 %3 %3\">"
                              "%4</svg>")
            .arg(caption, QString::number(m_width), QString::number(m_width * 2), picture);
    }

private:
    const PieceSet &m_pieces;
    const int m_width;
    QHash<QByteArray, int> m_ids;
};

// When the last diagram of a game (its final position) would open a page of its own, the last
// line of moves goes to that page with it: a page break before that line (the paragraph split
// there). The result between the two does not count as company.
void keepFinalDiagramWithMoves(QTextDocument *document, const GameTree &game, qreal pageHeight)
{
    const QAbstractTextDocumentLayout *layout = document->documentLayout();
    const auto page = [&](qreal y) { return static_cast<int>(y / pageHeight); };
    const auto previousText = [](QTextBlock block) {
        for (block = block.previous(); block.isValid() && block.text().trimmed().isEmpty(); block = block.previous()) {}
        return block;
    };
    QTextBlock diagram = document->lastBlock();
    if (diagram.text().trimmed().isEmpty())
        diagram = previousText(diagram);
    if (!diagram.isValid() || !diagram.text().contains(QChar::ObjectReplacementCharacter))
        return;
    QTextBlock moves = previousText(diagram);
    if (moves.isValid() && game.result() != GameResult::Unknown)
        moves = previousText(moves);
    if (!moves.isValid() || moves.text().contains(QChar::ObjectReplacementCharacter)
        || page(layout->blockBoundingRect(previousText(diagram)).bottom())
            >= page(layout->blockBoundingRect(diagram).top()))
        return;
    QTextCursor cursor(moves);
    if (const QTextLayout *lines = moves.layout(); lines && lines->lineCount() > 1) {
        cursor.setPosition(moves.position() + lines->lineAt(lines->lineCount() - 1).textStart());
        cursor.insertBlock();
    }
    QTextBlockFormat format;
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.mergeBlockFormat(format);
}

} // namespace

GameDocument::GameDocument(std::shared_ptr<const PieceSet> pieces, DocumentOptions options)
    : m_pieces(pieces), m_printedPieces(std::make_shared<PieceImages>(std::move(pieces))), m_options(std::move(options))
{
}

QFont GameDocument::bookFont()
{
    QFont font(QStringLiteral("FreeSerif"));
    font.setPointSizeF(11);
    // No ligatures: "Rff5" must not become "Rﬀ5", on paper or for a program reading the PDF.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

bool GameDocument::streamHtml(const std::function<bool(const QByteArray &)> &write) const
{
    const QString title = (m_games.size() == 1 ? gameTitle(*m_games.front(), m_numbers.front())
                                               : QCoreApplication::translate("GameDocument", "Games"))
                              .toHtmlEscaped();
    const QString head =
        QStringLiteral(
            "<!DOCTYPE html>\n<html lang=\"%2\">\n<head>\n<meta charset=\"utf-8\">\n<title>%1</title>\n"
            "<style>\nbody { font-family: FreeSerif, 'DejaVu Serif', serif; font-size: 12pt; max-width: 42em; "
            "margin: 2em auto; line-height: 1.45; color: #111; }\n"
            "h2 { font-size: 16pt; }\n"
            "@media print { p[style*=\"page-break-before\"] { break-before: page; } }\n"
            "</style>\n</head>\n<body>\n")
            .arg(title, m_options.language.toHtmlEscaped());
    if (!write(head.toUtf8()))
        return false;
    SharedDiagrams diagrams(*m_pieces, m_options.diagramWidth);
    const DiagramHtml picture = [&](const DiagramSpec &spec, const QString &caption) {
        return diagrams.html(spec, caption);
    };
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        // Each game starts on a new page, so that a coach can hand out one game at a time.
        QString html = i == 0 ? QString() : QStringLiteral("<p style=\"page-break-before:always\"></p>\n");
        html += gameHtml(*m_games[i], m_numbers[i], m_options, std::nullopt, picture);
        if (!write(html.toUtf8()))
            return false;
    }
    return write(QByteArrayLiteral("</body>\n</html>\n"));
}

QString GameDocument::standaloneHtml() const
{
    QByteArray page;
    streamHtml([&page](const QByteArray &piece) {
        page += piece;
        return true;
    });
    return QString::fromUtf8(page);
}

std::unique_ptr<QTextDocument> GameDocument::textDocument(const QFont &font, int game) const
{
    auto document = std::make_unique<QTextDocument>();
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    auto *diagrams = new DiagramObject(m_printedPieces, document.get());
    const int width = m_options.diagramWidth;
    document->setHtml(
        gameHtml(*m_games.at(game), m_numbers.at(static_cast<std::size_t>(game)), m_options, font,
                 [&](const DiagramSpec &spec, const QString &caption) { return diagrams->add(spec, width, caption); }));
    return document;
}

bool GameDocument::writeHtml(const QString &path, QString *why) const
{
    AtomicFile file(path);
    if (!file.open() || !streamHtml([&file](const QByteArray &piece) { return file.write(piece); }) || !file.commit())
        return cannotWrite(path, file.errorString(), why);
    return true;
}

bool GameDocument::writePdf(const QString &path, QString *why) const
{
    const QString title = gameCount() == 1 ? gameTitle(*m_games.front(), m_numbers.front())
                                           : QCoreApplication::translate("GameDocument", "Games");
    return writePdfFile(
        path, title, [this](QPagedPaintDevice *device) { print(device); }, why);
}

void GameDocument::print(QPagedPaintDevice *device) const
{
    QPainter painter(device);
    if (!painter.isActive())
        return;
    const QFont font = bookFont();
    // The page QTextDocument::print() lays out: a frame 2 cm inside the device's margins (on each
    // page, so that no line of the next page touches this one), the page number below the text
    // at the right. One game at a time, each from a new page.
    const qreal marginX = 2 / 2.54 * device->logicalDpiX(), marginY = 2 / 2.54 * device->logicalDpiY();
    const QRectF sheet(0, 0, device->width(), device->height());
    const QFontMetricsF metrics(font, device);
    const QPointF numberEnd(sheet.width() - marginX,
                            sheet.height() - marginY + metrics.ascent() + 5 * device->logicalDpiY() / 72.0);
    // The pages chosen in the print dialog, all when none are.
    const QPageRanges chosen = device->pageRanges();
    int page = 0;
    bool printed = false;
    for (int game = 0; game < gameCount(); ++game) {
        const std::unique_ptr<QTextDocument> document = textDocument(font, game);
        QAbstractTextDocumentLayout *layout = document->documentLayout();
        layout->setPaintDevice(device);
        QTextFrameFormat frame = document->rootFrame()->frameFormat();
        const qreal scale = deviceScale(document.get()); // the frame's margins are in document pixels
        frame.setLeftMargin(marginX / scale);
        frame.setRightMargin(marginX / scale);
        frame.setTopMargin(marginY / scale);
        frame.setBottomMargin(marginY / scale);
        document->rootFrame()->setFrameFormat(frame);
        document->setPageSize(sheet.size());
        if (m_options.finalDiagram)
            keepFinalDiagramWithMoves(document.get(), *m_games[static_cast<std::size_t>(game)], sheet.height());
        for (int i = 0; i < document->pageCount(); ++i) {
            ++page;
            if (!chosen.isEmpty() && !chosen.contains(page))
                continue;
            if (printed)
                device->newPage();
            printed = true;
            const QRectF view(0, i * sheet.height(), sheet.width(), sheet.height());
            painter.save();
            painter.translate(0, -view.top());
            painter.setClipRect(view);
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = view;
            context.palette.setColor(QPalette::Text, Qt::black);
            layout->draw(&painter, context);
            painter.restore();
            painter.setFont(font);
            const QString number = QString::number(page);
            painter.drawText(numberEnd - QPointF(metrics.horizontalAdvance(number), 0), number);
        }
    }
}

} // namespace ferz
