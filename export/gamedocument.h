// SPDX-License-Identifier: GPL-3.0-or-later
// Games laid out for reading on paper or in a browser: headers, numbered moves in the reader's
// notation (main line in bold), comments, NAG symbols, variations in indented paragraphs, and
// board diagrams at the moves the annotator marked and at the final position. The same layout
// goes to a standalone HTML file (diagrams embedded as PNG), to PDF and to a printer
// (QTextDocument). Sentences are translatable, context "GameDocument".
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"
#include "export/pieceset.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QFont;
class QPagedPaintDevice;
class QTextDocument;

namespace ferz {

// A diagram mark on a move: ChessBase's NAGs, so that a mark survives a PGN round trip.
inline constexpr int DiagramNag = 220; // a diagram after the move, White at the bottom
inline constexpr int FlippedDiagramNag = 221; // the same from Black's side

struct DocumentOptions {
    NotationStyle style = NotationStyle::pgn();
    bool markedDiagrams = true; // at moves with DiagramNag / FlippedDiagramNag
    bool finalDiagram = true; // after the last move of the main line
    int diagramWidth = 250; // in document pixels
};

class GameDocument {
public:
    // Bounds on what a file can make the layout do. Laying out an unbroken run of text takes time
    // quadratic in its length (a 1 MB tag took two minutes), and a paragraph is laid out again
    // for each page it spans (a 300,000-ply game took a minute). A header shows a tag value of
    // more than LongestTag characters elided with "…"; a comment of more than LongestComment
    // characters (some six printed pages) is cut there, followed by a note of how many were left
    // out: "[… 9,980,000 more character(s)]"; a paragraph of moves ends after LongestParagraph
    // moves, and the next one starts with a move number. Characters are UTF-16 units.
    static constexpr qsizetype LongestTag = 200;
    static constexpr qsizetype LongestComment = 20000;
    static constexpr int LongestParagraph = 500;

    GameDocument(std::shared_ptr<const PieceSet> pieces, DocumentOptions options);

    // The games, in order; they must outlive the document.
    void addGame(const GameTree &game) { m_games.push_back(&game); }
    int gameCount() const { return static_cast<int>(m_games.size()); }

    // A complete HTML page with the diagrams embedded (data: URLs).
    QString standaloneHtml() const;
    // The layout as a QTextDocument in `font` (its diagrams added as image resources). Symbols the
    // font cannot show are written in their ASCII form (⩲ as +/=).
    std::unique_ptr<QTextDocument> textDocument(const QFont &font) const;

    // Write the file whole or not at all (an existing file stays as it was); on failure `why`
    // names the file and the reason.
    bool writeHtml(const QString &path, QString *why) const;
    // A4 PDF through QPdfWriter; works without a display (offscreen platform).
    bool writePdf(const QString &path, QString *why) const;
    // Prints or previews on `device` (a QPrinter).
    void print(QPagedPaintDevice *device) const;

    // The font the printed text uses: FreeSerif, which has Cyrillic and the chess symbols.
    static QFont bookFont();

    // A diagram of the layout: its position and from which side it is seen.
    struct DiagramSpec {
        Position position;
        bool flipped = false;
    };

private:
    // The HTML body written so far, its diagrams referred to as "diagram-N.png"; `font`, when set,
    // decides which symbols need their ASCII form.
    QString body(const std::optional<QFont> &font) const;

    std::shared_ptr<const PieceSet> m_pieces;
    DocumentOptions m_options;
    std::vector<const GameTree *> m_games;
    mutable std::vector<DiagramSpec> m_diagrams;
};

} // namespace ferz
