// SPDX-License-Identifier: GPL-3.0-or-later
// A diagram as a file of its own (File ▸ Export Diagram, Edit ▸ Copy Diagram, ferz-cli diagram):
// a PNG, or an SVG drawn as vectors by the same painting as every other diagram (the pieces as
// paths, the coordinates as text), each carrying its words: the SVG in <title> and <desc>, the PNG
// in its Title and Description text chunks, which image viewers and web tools read as its
// alternative text.
#pragma once

#include "core/notation/notation.h"
#include "export/diagram.h"

#include <QByteArray>
#include <QString>

namespace ferz {

enum class DiagramFormat {
    Png,
    Svg
};

// A diagram with its words: `title` names it ("Kasparov – Topalov, after 24. Rxd4"), `description`
// says what it shows (diagramWords).
struct DiagramPicture {
    DiagramSpec spec;
    QString title;
    QString description;
};

// The diagram of `node` of `game` (its position, its coloured squares and arrows), titled by the
// game's players (gameTitle: its event or "Game N" when it names none) and the move that led to it
// in `style`; `number` is the game's in its file.
DiagramPicture nodeDiagram(const GameTree &game, const GameNode &node, bool flipped, const NotationStyle &style,
                           int number);
// The move that leads to `node`, numbered: "12. Nf3", "12... Nf3"; for the root, "Starting position".
QString numberedMove(const GameNode &node, const NotationStyle &style);

// The file's bytes; `size` is the side of the square picture in pixels (the SVG's width and
// height, which it scales from).
QByteArray diagramPng(const DiagramPicture &diagram, const PieceSet &pieces, int size);
QByteArray diagramSvg(const DiagramPicture &diagram, const PieceSet &pieces, int size);

// Writes the picture whole or not at all (AtomicFile); on failure `why` names the file and the reason.
bool writeDiagram(const QString &path, DiagramFormat format, const DiagramPicture &diagram, const PieceSet &pieces,
                  int size, QString *why);

} // namespace ferz
