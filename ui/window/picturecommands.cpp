// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/picturecommands.h"

#include "core/file/atomicfile.h"
#include "export/gamegif.h"
#include "render/piecesets.h"
#include "ui/actions/windowactions.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/picturedialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <algorithm>

namespace ferz {

PictureCommands::PictureCommands(QWidget *window, Workspace *workspace, ViewSettings &settings,
                                 const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace), m_settings(settings)
{
    connect(actions.exportDiagram, &QAction::triggered, this, &PictureCommands::exportDiagram);
    connect(actions.copyDiagram, &QAction::triggered, this, &PictureCommands::copyDiagram);
    connect(actions.exportGif, &QAction::triggered, this, &PictureCommands::exportGif);
}

std::shared_ptr<const PieceSet> PictureCommands::pieces() const
{
    auto pieces = makePieceSet(m_settings.values().pieceSet);
    return pieces ? pieces : makePieceSet(pieceSetIds().front());
}

DiagramPicture PictureCommands::shownDiagram() const
{
    const GameSession *session = m_workspace->session();
    return nodeDiagram(session->tree(), *session->current(), m_settings.values().flipped, m_settings.notation(),
                       std::max(1, session->source().index + 1));
}

QString PictureCommands::askPath(const QString &title, const QString &suffix, const QString &filter) const
{
    const QString file = m_workspace->session()->filePath();
    const QString base = file.isEmpty() ? tr("game") : QFileInfo(file).completeBaseName();
    // Beside the game's file, where the reader looks for what belongs to it.
    const QString folder = file.isEmpty() ? QString() : QFileInfo(file).path();
    QString path =
        QFileDialog::getSaveFileName(m_window, title, QDir(folder).filePath(base + QLatin1Char('.') + suffix), filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    return path;
}

void PictureCommands::exportDiagram()
{
    PictureDialog dialog(m_format, m_settings.values().diagramSize, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_format = dialog.format();
    const int size = dialog.size();
    m_settings.change([size](AppSettings &values) { values.diagramSize = size; });
    const bool svg = m_format == DiagramFormat::Svg;
    const QString path = askPath(tr("Export Diagram"), svg ? QStringLiteral("svg") : QStringLiteral("png"),
                                 svg ? tr("SVG drawing (*.svg)") : tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    QString why;
    if (!writeDiagram(path, m_format, shownDiagram(), *pieces(), size, &why)) {
        QMessageBox::warning(m_window, tr("Export Diagram"), why);
        return;
    }
    emit m_workspace->message(tr("The diagram is in %1.").arg(nativePath(path)));
}

QMimeData *PictureCommands::diagramMimeData() const
{
    const DiagramPicture diagram = shownDiagram();
    const auto set = pieces();
    const int size = m_settings.values().diagramSize;
    const QByteArray png = diagramPng(diagram, *set, size);
    auto *data = new QMimeData;
    data->setImageData(QImage::fromData(png, "PNG"));
    data->setData(QStringLiteral("image/png"), png);
    data->setData(QStringLiteral("image/svg+xml"), diagramSvg(diagram, *set, size));
    data->setHtml(QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"%2\" height=\"%2\" alt=\"%3\" "
                                 "title=\"%4\">")
                      .arg(QString::fromLatin1(png.toBase64()), QString::number(size),
                           diagram.description.toHtmlEscaped(), diagram.title.toHtmlEscaped()));
    data->setText(diagram.title + QStringLiteral(".\n") + diagram.description);
    return data;
}

void PictureCommands::copyDiagram()
{
    QGuiApplication::clipboard()->setMimeData(diagramMimeData());
    emit m_workspace->message(tr("The diagram is on the clipboard, with its description."));
}

void PictureCommands::exportGif()
{
    const AppSettings &values = m_settings.values();
    PictureDialog dialog(values.gifSize, values.gifDelayMs, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    GifOptions options;
    options.size = dialog.size();
    options.delayMs = dialog.delayMs();
    options.flipped = values.flipped;
    options.style = m_settings.notation();
    options.colours = BoardStyle::theme(values.boardTheme).value_or(BoardStyle::screen());
    m_settings.change([&options](AppSettings &changed) {
        changed.gifSize = options.size;
        changed.gifDelayMs = options.delayMs;
    });
    const QString path = askPath(tr("Export Game as GIF"), QStringLiteral("gif"), tr("Animated GIF (*.gif)"));
    if (path.isEmpty())
        return;
    const GameSession *session = m_workspace->session();
    QString why;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written =
        writeGameGif(path, session->tree(), *pieces(), options, std::max(1, session->source().index + 1), &why);
    QApplication::restoreOverrideCursor();
    if (!written) {
        QMessageBox::warning(m_window, tr("Export Game as GIF"), why);
        return;
    }
    emit m_workspace->message(tr("The game is in %1, a frame for each move.").arg(nativePath(path)));
}

} // namespace ferz
