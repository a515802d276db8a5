// SPDX-License-Identifier: GPL-3.0-or-later
// Games laid out for reading on paper or in a browser: headers, numbered moves in the reader's
// notation (main line in bold), comments, NAG symbols, variations in indented paragraphs, and
// board diagrams (with the annotator's coloured squares and arrows) at the start of a game from a
// position of its own, at the moves the annotator marked and at the final position, which a
// printed page never shows alone: the last moves go with it. The same layout
// goes to a standalone HTML file (each distinct diagram embedded once as a PNG, referred to where
// it recurs), to PDF and to a printer (diagrams drawn as vector graphics). Files are written game
// by game, so that the memory needed is that of the longest game, not of the whole document.
// Sentences are translatable, context "GameDocument".
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"
#include "render/pieceset.h"

#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QByteArray;
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
    QString language = QStringLiteral("en"); // of the sentences, for the web page's lang attribute
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

    // The games, in order; they must outlive the document. `number`: the game's in its file, for
    // the title of a game without players' names (0: its place in the document).
    void addGame(const GameTree &game, int number = 0)
    {
        m_games.push_back(&game);
        m_numbers.push_back(number > 0 ? number : gameCount());
    }
    int gameCount() const { return static_cast<int>(m_games.size()); }

    // A complete HTML page with the diagrams embedded (data: URLs), as writeHtml() writes it.
    QString standaloneHtml() const;
    // Game `game`'s layout as a QTextDocument in `font`, its diagrams drawn by a DiagramObject.
    // Symbols the font cannot show are written in their ASCII form (⩲ as +/=).
    std::unique_ptr<QTextDocument> textDocument(const QFont &font, int game) const;

    // Write the file whole or not at all, through AtomicFile (an existing file stays as it was);
    // on failure `why` names the file and the system's reason.
    bool writeHtml(const QString &path, QString *why) const;
    // A4 PDF through QPdfWriter; works without a display (offscreen platform).
    bool writePdf(const QString &path, QString *why) const;
    // Prints or previews on `device` (a QPrinter), each game from a new page, the pages numbered.
    void print(QPagedPaintDevice *device) const;

    // The font the printed text uses: FreeSerif, which has Cyrillic and the chess symbols.
    static QFont bookFont();

private:
    // Hands the page to `write` piece by piece (a game at a time); false as soon as it fails.
    bool streamHtml(const std::function<bool(const QByteArray &)> &write) const;

    std::shared_ptr<const PieceSet> m_pieces;
    std::shared_ptr<const PieceSet> m_printedPieces; // m_pieces as PieceImages, shared by the games
    DocumentOptions m_options;
    std::vector<const GameTree *> m_games;
    std::vector<int> m_numbers; // by game
};

} // namespace ferz
