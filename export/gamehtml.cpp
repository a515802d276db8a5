// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gamehtml.h"

#include "core/game/gamenotes.h"
#include "core/notation/nag.h"
#include "core/openings/openings.h"
#include "core/pgn/linetext.h"
#include "core/pgn/movetextwalker.h"
#include "core/rules/chess960.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QSet>
#include <QTextDocument>

#include <algorithm>
#include <climits>
#include <functional>

namespace ferz {

namespace {

constexpr int IndentPerLevel = 22; // document pixels per variation level
constexpr int DeepestIndent = 5; // deeper variations stay at this level

QString escaped(const std::string &utf8)
{
    return QString::fromStdString(utf8).toHtmlEscaped();
}

// Where to cut `text` to keep at most `limit` UTF-16 units without splitting a surrogate pair.
qsizetype cutPosition(const QString &text, qsizetype limit)
{
    if (text.size() <= limit)
        return text.size();
    return text[limit].isLowSurrogate() ? limit - 1 : limit;
}

// A comment as HTML (commentText, with NAGs drawn by `symbol`, paragraphs apart by a blank line),
// cut beyond LongestComment with a note of how much was left out.
QString commentHtml(const std::string &utf8, const std::function<QString(int)> &symbol)
{
    const QString text = readerComment(QString::fromStdString(utf8)); // the game's own sentences, translated
    const qsizetype cut = cutPosition(text, GameDocument::LongestComment);
    const QString html =
        commentText(text.first(cut), symbol).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    if (cut == text.size())
        return html;
    const int more = static_cast<int>(std::min<qsizetype>(text.size() - cut, INT_MAX));
    const QString note = QCoreApplication::translate("GameDocument", "[… %Ln more character(s)]", nullptr, more);
    return html + QLatin1Char(' ') + note.toHtmlEscaped();
}

bool isMoveNag(int nag)
{
    return nag >= 1 && nag <= 6; // ! ? !! ?? !? ?!: written against the move
}

// The ASCII forms books fall back on, for symbols a font may lack.
QString asciiSymbol(int nag)
{
    switch (nag) {
    case 14: return QStringLiteral("+/=");
    case 15: return QStringLiteral("=/+");
    default: return QString();
    }
}

// Writes the movetext of one game as HTML paragraphs.
class MovetextWriter : public MovetextVisitor {
public:
    MovetextWriter(const DocumentOptions &options, const std::optional<QFont> &font, const DiagramHtml &diagram)
        : m_options(options), m_diagram(diagram)
    {
        if (font)
            m_metrics.emplace(*font);
    }

    QString write(const GameTree &game)
    {
        walkMovetext(game, *this);
        return m_text;
    }

    bool comment(const GameNode &node, CommentPlace place, int depth) override
    {
        const Annotations &notes = node.annotations();
        switch (place) {
        case CommentPlace::Game:
            if (!notes.commentAfter.empty())
                m_text += QStringLiteral("<p>%1</p>\n").arg(commentHtml(notes.commentAfter, m_symbol));
            // A game from a position of its own (a puzzle, a study, Chess960) shows it before its
            // moves: no reader can guess it.
            if (const Position &start = node.position(); start.isChess960() || start.fen() != Position::StartFen) {
                addDiagram(node, false,
                           start.isChess960() ? startPositionName(start)
                                              : QCoreApplication::translate("GameDocument", "Starting position"));
                m_diagrammed.insert(&node);
            }
            return false;
        case CommentPlace::BeforeMove:
            if (notes.commentBefore.empty())
                return false;
            m_paragraph += commentHtml(notes.commentBefore, m_symbol) + QLatin1Char(' ');
            return true;
        case CommentPlace::AfterMove: break;
        }
        m_paragraph += QLatin1Char(' ');
        bool interrupted = false;
        if (!notes.commentAfter.empty()) {
            m_paragraph += commentHtml(notes.commentAfter, m_symbol) + QLatin1Char(' ');
            interrupted = true;
        }
        const bool marked = std::any_of(notes.nags.begin(), notes.nags.end(),
                                        [](int n) { return n == DiagramNag || n == FlippedDiagramNag; });
        if (marked && m_options.markedDiagrams) {
            flush(depth);
            const bool flipped = std::find(notes.nags.begin(), notes.nags.end(), FlippedDiagramNag) != notes.nags.end();
            addDiagram(node, flipped, QCoreApplication::translate("GameDocument", "After %1").arg(numbered(&node)));
            m_diagrammed.insert(&node);
            interrupted = true;
        }
        if (m_movesInParagraph >= GameDocument::LongestParagraph) {
            flush(depth);
            interrupted = true;
        }
        return interrupted;
    }

    void move(const GameNode &node, bool withNumber, int depth) override
    {
        QString text;
        if (withNumber)
            text = QString::fromStdString(moveNumberText(node.parent()->position())) + QStringLiteral("&nbsp;");
        text += moveHtml(&node);
        m_paragraph += depth == 0 ? QStringLiteral("<b>%1</b>").arg(text) : text;
        ++m_movesInParagraph;
    }

    void nag(const GameNode &, int nag, int) override { m_paragraph += nagHtml(nag); }

    // Each variation is a paragraph of its own, after the paragraph of the move it replaces.
    void beginVariation(int depth) override { flush(depth - 1); }
    void endVariation(int depth) override { flush(depth); }

    void result(const GameTree &game) override
    {
        flush(0);
        const GameNode *end = game.mainLineEnd();
        const QString result = escaped(std::string(resultText(game.result())));
        if (game.result() != GameResult::Unknown)
            m_text += QStringLiteral("<p><b>%1</b></p>\n").arg(result);
        if (m_options.finalDiagram && !m_diagrammed.contains(end)) {
            const QString caption = end->isRoot()
                ? QCoreApplication::translate("GameDocument", "Starting position")
                : QCoreApplication::translate("GameDocument", "Final position after %1").arg(numbered(end));
            addDiagram(*end, false, caption);
        }
    }

private:
    QString moveHtml(const GameNode *node) const
    {
        if (node->move().isNull())
            return QStringLiteral("&mdash;&mdash;"); // a null move: the side passes
        // A word joiner after each dash, so that no line breaks inside O-O-O, 0–0 or e2-e4.
        QString text = escaped(moveText(node->parent()->position(), node->move(), m_options.style));
        for (const QChar dash : {QChar(u'-'), QChar(u'\u2013'), QChar(u'\u2014')})
            text.replace(dash, QString(dash) + QChar(0x2060));
        return text;
    }

    // "17. Ne5" or "17... Nc4" in the document's notation, NAGs of the move included.
    QString numbered(const GameNode *node) const
    {
        const Position &before = node->parent()->position();
        QString text = QString::fromStdString(moveNumberText(before)) + QStringLiteral("&nbsp;") + moveHtml(node);
        for (const int nag : node->annotations().nags)
            if (isMoveNag(nag))
                text += nagHtml(nag);
        return text;
    }

    QString symbol(int nag) const { return printedSymbol(nag).toHtmlEscaped(); }

    // A NAG's symbol as the font prints it.
    QString printedSymbol(int nag) const
    {
        QString text = QString::fromUtf8(nagSymbol(nag));
        if (m_metrics) {
            const QList<uint> points = text.toUcs4();
            const bool printable =
                std::all_of(points.begin(), points.end(), [this](uint c) { return m_metrics->inFontUcs4(c); });
            if (!printable && !asciiSymbol(nag).isEmpty())
                text = asciiSymbol(nag);
        }
        return text;
    }

    // A NAG as the document writes it; none for the diagram marks, which are drawn instead.
    QString nagHtml(int nag) const
    {
        if (nag == DiagramNag || nag == FlippedDiagramNag)
            return QString();
        const QString s = symbol(nag);
        if (!s.isEmpty())
            return isMoveNag(nag) ? s : QStringLiteral("&nbsp;") + s;
        if (const QString description = nagDescription(nag); !description.isEmpty())
            return QStringLiteral(" <i>(%1)</i>").arg(description.toHtmlEscaped());
        return QStringLiteral(" $%1").arg(nag);
    }

    void flush(int depth)
    {
        if (m_paragraph.trimmed().isEmpty())
            return;
        const int indent = IndentPerLevel * std::min(depth, DeepestIndent);
        m_text += depth == 0 ? QStringLiteral("<p class=\"main\" style=\"margin-top:4px; margin-bottom:4px\">")
                             : QStringLiteral("<p class=\"variation\" style=\"margin-left:%1px; margin-top:2px; "
                                              "margin-bottom:2px; font-size:92%\">")
                                   .arg(indent);
        m_text += m_paragraph.trimmed() + QStringLiteral("</p>\n");
        m_paragraph.clear();
        m_movesInParagraph = 0;
    }

    // The position after `node`'s move with the coloured squares and arrows the move has.
    void addDiagram(const GameNode &node, bool flipped, const QString &caption)
    {
        m_text += QStringLiteral("<p class=\"diagram\" align=\"center\" style=\"text-align:center; margin-top:10px; "
                                 "margin-bottom:10px\">%1<br><i>%2</i></p>\n")
                      .arg(m_diagram(diagramAt(node, flipped), caption), caption);
    }

    const DocumentOptions &m_options;
    std::optional<QFontMetrics> m_metrics;
    const DiagramHtml &m_diagram;
    const std::function<QString(int)> m_symbol = [this](int nag) { return printedSymbol(nag); };
    QSet<const GameNode *> m_diagrammed;
    QString m_text;
    QString m_paragraph;
    int m_movesInParagraph = 0;
};

QString tagText(const GameTree &game, std::string_view name)
{
    const std::string value = game.tag(name);
    return value.empty() || value == "?" || value == "????.??.??" ? QString() : tagValue(value).toHtmlEscaped();
}

QString headerHtml(const GameTree &game, int number)
{
    auto player = [&](const char *name, const char *elo) {
        QString text = tagText(game, name);
        if (text.isEmpty())
            text = QCoreApplication::translate("GameDocument", "?");
        if (const QString rating = tagText(game, elo); !rating.isEmpty())
            text += QStringLiteral(" (%1)").arg(rating);
        return text;
    };
    // A game of nobody named (a study, a puzzle) is titled by its event, or by its number.
    QString title = tagText(game, "Event");
    if (title.isEmpty())
        title = QCoreApplication::translate("GameDocument", "Game %1").arg(number);
    if (!tagText(game, "White").isEmpty() || !tagText(game, "Black").isEmpty())
        title = player("White", "WhiteElo") + QStringLiteral(" &ndash; ") + player("Black", "BlackElo");
    QString html = QStringLiteral("<h2 style=\"margin-bottom:2px\">%1</h2>\n").arg(title);
    QStringList event;
    for (const char *name : {"Event", "Site", "Date"})
        if (const QString value = tagText(game, name); !value.isEmpty())
            event << value;
    if (const QString round = tagText(game, "Round"); !round.isEmpty())
        event << QCoreApplication::translate("GameDocument", "round %1").arg(round);
    QStringList details;
    if (game.startPosition().isChess960())
        details << QCoreApplication::translate("GameDocument", "Chess960");
    // The opening found by position where the main line ends, in the reader's language; the
    // game's tags where no line of the set names it.
    if (const std::optional<Opening> named = openingOfMainLine(game.root())) {
        details << named->text().toHtmlEscaped();
    } else {
        if (const QString eco = tagText(game, "ECO"); !eco.isEmpty())
            details << eco;
        if (const QString opening = tagText(game, "Opening"); !opening.isEmpty())
            details << opening;
    }
    if (const QString annotator = tagText(game, "Annotator"); !annotator.isEmpty())
        details << QCoreApplication::translate("GameDocument", "annotated by %1").arg(annotator);
    if (game.result() != GameResult::Unknown)
        details << QStringLiteral("<b>%1</b>").arg(escaped(std::string(resultText(game.result()))));
    const QString separator = QStringLiteral(" &middot; ");
    html += QStringLiteral("<p style=\"margin-top:0px; color:#444444\">%1<br>%2</p>\n")
                .arg(event.join(separator), details.join(separator));
    return html;
}

} // namespace

QString startPositionName(const Position &start)
{
    if (!start.isChess960())
        return {};
    const int number = chess960::startNumber(start);
    return number >= 0 ? QCoreApplication::translate("GameDocument", "Chess960 start position %1").arg(number)
                       : QCoreApplication::translate("GameDocument", "Chess960 start position");
}

QString tagValue(const std::string &utf8)
{
    QString text = QString::fromStdString(utf8);
    const qsizetype cut = cutPosition(text, GameDocument::LongestTag);
    if (cut < text.size()) {
        text.truncate(cut);
        text += QChar(0x2026);
    }
    return text;
}

QString gameHtml(const GameTree &game, int number, const DocumentOptions &options, const std::optional<QFont> &font,
                 const DiagramHtml &diagram)
{
    MovetextWriter writer(options, font, diagram);
    return headerHtml(game, number) + writer.write(game);
}

QString gameTitle(const GameTree &game, int number)
{
    QTextDocument heading;
    heading.setHtml(headerHtml(game, number).section(QLatin1Char('\n'), 0, 0));
    return heading.toPlainText();
}

} // namespace ferz
