// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/notation/notationhtml.h"

#include "core/game/gamenotes.h"
#include "core/notation/nag.h"
#include "core/pgn/movetextwalker.h"
#include "core/pgn/pgncomment.h"
#include "translations/languages.h"
#include "ui/actions/nagtext.h"
#include "ui/session/gametext.h"
#include "ui/session/movelabel.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>

#include <algorithm>
#include <climits>

namespace ferz {

namespace {

// The characters of UTF-8 text, without decoding it.
qsizetype characters(const std::string &utf8)
{
    return std::count_if(utf8.begin(), utf8.end(),
                         [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

class HtmlWriter : public MovetextVisitor {
public:
    HtmlWriter(const NotationStyle &style, const QFont &font, bool evaluations, NotationHtml &out)
        : m_style(style), m_font(font), m_evaluations(evaluations), m_out(out)
    {
    }

    void write(const GameTree &tree)
    {
        m_clockDecimals = clockDecimals(tree);
        if (m_out.first > 0)
            m_out.html +=
                QStringLiteral("<p class=\"main\"><a class=\"more\" href=\"w:earlier\">%1</a></p>")
                    .arg(countText("ferz::NotationView",
                                   QT_TRANSLATE_N_NOOP("ferz::NotationView", "… %Ln earlier move(s)"), m_out.first));
        open(0);
        walkMovetext(tree, *this);
    }

    // The clock and the evaluation show after the NAGs; a comment interrupts the moves, they do not.
    bool comment(const GameNode &node, CommentPlace place, int) override
    {
        const Annotations &a = node.annotations();
        const std::string &text = place == CommentPlace::BeforeMove ? a.commentBefore : a.commentAfter;
        const bool shown = place == CommentPlace::Game ? m_out.first == 0
            : place == CommentPlace::BeforeMove        ? inWindow()
                                                       : m_lastWritten;
        if (!shown)
            return !text.empty();
        // The PGN's time, with the locale's decimal point (0:00:09,5 in Russian).
        if (place == CommentPlace::AfterMove && a.clockMs)
            m_out.html += QStringLiteral(" <span class=\"clock\">%1</span>")
                              .arg(QString::fromStdString(clockText(*a.clockMs, m_clockDecimals))
                                       .replace(QLatin1Char('.'), QLocale().decimalPoint()));
        if (place == CommentPlace::AfterMove && m_evaluations)
            if (const std::optional<Evaluation> e = evaluationOf(a))
                m_out.html += QStringLiteral(" <span class=\"eval\">%1</span>").arg(evaluationText(*e).toHtmlEscaped());
        // The NAGs given before the first move, where the game's comment is.
        if (place == CommentPlace::Game)
            for (const int nag : a.nags)
                writeNag(-1, nag);
        // The link to a cut comment names its move: the one written last, or the next one.
        const int id = place == CommentPlace::Game ? -1
            : place == CommentPlace::AfterMove     ? static_cast<int>(m_out.nodes.size()) - 1
                                                   : static_cast<int>(m_out.nodes.size());
        writeComment(text, id);
        return !text.empty();
    }

    void move(const GameNode &node, bool numbered, int depth) override
    {
        m_lastWritten = inWindow();
        ++m_index;
        if (!m_lastWritten)
            return;
        const int id = static_cast<int>(m_out.nodes.size());
        m_out.nodes.push_back(const_cast<GameNode *>(&node));
        QString label = moveLabel(node, m_style, numbered).toHtmlEscaped();
        if (depth == 0)
            label = QStringLiteral("<b>%1</b>").arg(label);
        const bool space = !m_afterParenthesis || !node.annotations().commentBefore.empty();
        m_out.html += QStringLiteral("%1<a href=\"m:%2\"%3>%4</a>")
                          .arg(space ? QStringLiteral(" ") : QString())
                          .arg(id)
                          .arg(depth == 0 ? QString() : QStringLiteral(" class=\"v\""), label);
        m_afterParenthesis = false;
    }

    void nag(const GameNode &, int nag, int) override
    {
        if (m_lastWritten)
            writeNag(static_cast<int>(m_out.nodes.size()) - 1, nag);
    }

    // Variations of the main line get a paragraph each; deeper ones stay inline. Parentheses are
    // written in pairs: a variation opened outside the window is not closed inside it.
    void beginVariation(int depth) override
    {
        m_opened.push_back(inWindow());
        if (!m_opened.back())
            return;
        if (depth == 1) {
            close();
            open(1);
            m_out.html += QStringLiteral("(");
        } else {
            m_out.html += QStringLiteral(" (");
        }
        m_afterParenthesis = true;
    }

    void endVariation(int depth) override
    {
        const bool opened = m_opened.back();
        m_opened.pop_back();
        if (opened)
            m_out.html += depth == 1 ? QStringLiteral(")") : QStringLiteral(") ");
        if (depth == 1 && (opened || inWindow())) {
            close();
            open(0);
        }
    }

    void result(const GameTree &tree) override
    {
        close();
        m_out.moves = m_index;
        const int later = m_index - m_out.first - NotationHtml::WindowMoves;
        if (later > 0)
            m_out.html += QStringLiteral("<p class=\"main\"><a class=\"more\" href=\"w:later\">%1</a></p>")
                              .arg(countText("ferz::NotationView",
                                             QT_TRANSLATE_N_NOOP("ferz::NotationView", "%Ln later move(s) …"), later));
        m_out.html += QStringLiteral("<p class=\"result\"><b>%1</b></p>")
                          .arg(QString::fromUtf8(shownResult(tree.tag("Result"))).toHtmlEscaped());
    }

private:
    // A NAG of the move `id` (-1: of the game), a link to it.
    void writeNag(int id, int nag)
    {
        const QString symbol = nagText(nag, m_font);
        const bool judgement = id >= 0 && nag >= 1 && nag <= 9 && !symbol.startsWith(QLatin1Char('$'));
        m_out.html += QStringLiteral("%1<a class=\"nag\" href=\"n:%2:%3\">%4</a>")
                          .arg(judgement ? QString() : QStringLiteral(" "))
                          .arg(id)
                          .arg(nag)
                          .arg(symbol.toHtmlEscaped());
    }

    bool inWindow() const { return m_index >= m_out.first && m_index < m_out.first + NotationHtml::WindowMoves; }

    void open(int depth)
    {
        m_out.html += depth == 0 ? QStringLiteral("<p class=\"main\">") : QStringLiteral("<p class=\"variation\">");
        m_open = true;
    }
    void close()
    {
        if (m_open)
            m_out.html += QStringLiteral("</p>");
        m_open = false;
    }

    // A comment's text (commentText), cut when long.
    void writeComment(const std::string &text, int id)
    {
        if (text.empty())
            return;
        // Four bytes at most a character: enough bytes for the characters shown.
        // The sentences a game wrote in the record are read in the reader's language.
        QString shown = readerComment(
            QString::fromStdString(text.substr(0, static_cast<std::size_t>(NotationHtml::ShownComment) * 4)));
        QString more;
        if (shown.size() > NotationHtml::ShownComment) {
            shown.truncate(NotationHtml::ShownComment);
            const int rest =
                static_cast<int>(std::min<qsizetype>(characters(text) - NotationHtml::ShownComment, INT_MAX));
            const QString link =
                countText("ferz::NotationView",
                          QT_TRANSLATE_N_NOOP("ferz::NotationView", "[… %Ln more character(s): read them all]"), rest);
            more = QStringLiteral(" <a class=\"more\" href=\"c:%1\">%2</a>").arg(id).arg(link);
        }
        // Its paragraphs apart by a blank line.
        const QString out = commentText(shown, [this](int nag) { return nagText(nag, m_font); })
                                .toHtmlEscaped()
                                .replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        m_out.html += QStringLiteral(" <span class=\"comment\">%1</span>%2 ").arg(out, more);
    }

    const NotationStyle &m_style;
    const QFont &m_font;
    bool m_evaluations;
    NotationHtml &m_out;
    int m_index = 0; // the place of the next move
    bool m_lastWritten = false; // the last move met was written
    int m_clockDecimals = 0; // as the PGN writes the game's times
    std::vector<bool> m_opened; // for each open variation: whether its "(" was written
    bool m_open = false;
    bool m_afterParenthesis = false; // no space between "(" and the first move
};

// Counts the moves before a node in the order of the movetext.
class PlaceFinder : public MovetextVisitor {
public:
    explicit PlaceFinder(const GameNode *node) : m_node(node) {}
    void move(const GameNode &node, bool, int) override
    {
        if (&node == m_node)
            place = m_count;
        ++m_count;
    }
    int place = -1;

private:
    const GameNode *m_node;
    int m_count = 0;
};

} // namespace

NotationHtml writeNotationHtml(const GameTree &tree, const NotationStyle &style, const QFont &font, int first,
                               bool evaluations)
{
    NotationHtml out;
    out.first = std::max(0, first);
    HtmlWriter(style, font, evaluations, out).write(tree);
    return out;
}

int movetextPlace(const GameTree &tree, const GameNode *node)
{
    PlaceFinder finder(node);
    walkMovetext(tree, finder);
    return finder.place;
}

} // namespace ferz
