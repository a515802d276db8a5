// SPDX-License-Identifier: GPL-3.0-or-later
// The window's pictures of the game shown: File ▸ Export Diagram (the position shown as PNG or
// SVG, seen as the board shows it, with the move's arrows and coloured squares), Edit ▸ Copy
// Diagram (the same picture on the clipboard, with its words beside it) and File ▸ Export Game as
// GIF (the main line, animated). The pieces are the set the board shows; the words and the moves
// are in the interface's language and notation. What happened is said on the message line.
#pragma once

#include "export/diagramfile.h"

#include <QObject>

#include <memory>

class QMimeData;
class QWidget;

namespace ferz {

class PieceSet;
class ViewSettings;
class Workspace;
struct WindowActions;

class PictureCommands : public QObject {
    Q_OBJECT

public:
    PictureCommands(QWidget *window, Workspace *workspace, ViewSettings &settings, const WindowActions &actions);

    // What Copy Diagram puts on the clipboard: the picture as an image, as PNG and as SVG, an HTML
    // <img> whose alt text is the diagram's words (word processors and mail keep it), and the words
    // as plain text.
    QMimeData *diagramMimeData() const;

private:
    void exportDiagram();
    void copyDiagram();
    void exportGif();
    DiagramPicture shownDiagram() const;
    std::shared_ptr<const PieceSet> pieces() const;
    // The file dialog, in the game's folder, named after its file; empty when cancelled.
    QString askPath(const QString &title, const QString &suffix, const QString &filter) const;

    QWidget *m_window;
    Workspace *m_workspace;
    ViewSettings &m_settings;
    DiagramFormat m_format = DiagramFormat::Png; // the last chosen
};

} // namespace ferz
