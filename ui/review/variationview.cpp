// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/variationview.h"

#include "core/notation/nag.h"
#include "core/pgn/movetextwalker.h"
#include "core/pgn/pgncomment.h"

#include <QHelpEvent>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>

namespace ferz {

namespace {

const QColor CurrentMove(0xf2, 0xc9, 0x4c, 170);

// The default style of the document: moves without underline, variations lighter, comments green.
const QString StyleSheet = QStringLiteral("a { text-decoration: none; color: #1b1b1b; }"
                                          "a.v { color: #24466e; }"
                                          "a.nag { color: #8a1c1c; }"
                                          "span.comment { color: #2d6a3e; }"
                                          "span.clock { color: #7a7a7a; }"
                                          "p.main { margin-top: 5px; margin-bottom: 5px; }"
                                          "p.variation { margin-top: 2px; margin-bottom: 2px; margin-left: 22px; }"
                                          "p.result { margin-top: 8px; }");

// Writes the HTML of a tree: see VariationView's contract for the layout.
class HtmlWriter : public MovetextVisitor {
public:
    HtmlWriter(const NotationStyle &style, const QFont &font, std::vector<GameNode *> &nodes)
        : m_style(style), m_font(font), m_nodes(nodes)
    {
    }

    QString write(const GameTree &tree)
    {
        open(0);
        walkMovetext(tree, *this);
        return m_html;
    }

    // The clock shows after the NAGs; a comment interrupts the moves, a clock does not.
    bool comment(const GameNode &node, CommentPlace place, int) override
    {
        const Annotations &a = node.annotations();
        if (place == CommentPlace::AfterMove && a.clockMs)
            m_html +=
                QStringLiteral(" <span class=\"clock\">%1</span>").arg(QString::fromStdString(clockText(*a.clockMs)));
        const std::string &text = place == CommentPlace::BeforeMove ? a.commentBefore : a.commentAfter;
        writeComment(text);
        return !text.empty();
    }

    void move(const GameNode &node, bool numbered, int depth) override
    {
        const Annotations &a = node.annotations();
        const int id = static_cast<int>(m_nodes.size());
        m_nodes.push_back(const_cast<GameNode *>(&node));
        QString label = moveLabel(node, numbered).toHtmlEscaped();
        if (depth == 0)
            label = QStringLiteral("<b>%1</b>").arg(label);
        m_html += QStringLiteral("%1<a href=\"m:%2\"%3>%4</a>")
                      .arg(m_afterParenthesis && a.commentBefore.empty() ? QString() : QStringLiteral(" "))
                      .arg(id)
                      .arg(depth == 0 ? QString() : QStringLiteral(" class=\"v\""), label);
        m_afterParenthesis = false;
    }

    void nag(const GameNode &, int nag, int) override
    {
        const QString symbol = VariationView::nagText(nag, m_font);
        const bool judgement = nag >= 1 && nag <= 9 && !symbol.startsWith(QLatin1Char('$'));
        m_html += QStringLiteral("%1<a class=\"nag\" href=\"n:%2:%3\">%4</a>")
                      .arg(judgement ? QString() : QStringLiteral(" "))
                      .arg(m_nodes.size() - 1)
                      .arg(nag)
                      .arg(symbol.toHtmlEscaped());
    }

    // Variations of the main line get a paragraph each; deeper ones stay inline.
    void beginVariation(int depth) override
    {
        if (depth == 1) {
            close();
            open(1);
            m_html += QStringLiteral("(");
        } else {
            m_html += QStringLiteral(" (");
        }
        m_afterParenthesis = true;
    }

    void endVariation(int depth) override
    {
        if (depth == 1) {
            m_html += QStringLiteral(")");
            close();
            open(0);
        } else {
            m_html += QStringLiteral(") ");
        }
    }

    void result(const GameTree &tree) override
    {
        close();
        m_html += QStringLiteral("<p class=\"result\"><b>%1</b></p>")
                      .arg(QString::fromStdString(tree.tag("Result")).toHtmlEscaped());
    }

private:
    QString moveLabel(const GameNode &node, bool numbered) const
    {
        const Position &before = node.parent()->position();
        QString text;
        if (numbered)
            text = QString::number(before.fullmoveNumber())
                + (before.sideToMove() == Color::White ? QStringLiteral(".") : QStringLiteral("…"));
        text += node.move().isNull() ? QStringLiteral("--")
                                     : QString::fromStdString(moveText(before, node.move(), m_style));
        return text;
    }

    void open(int depth)
    {
        m_html += depth == 0 ? QStringLiteral("<p class=\"main\">") : QStringLiteral("<p class=\"variation\">");
        m_open = true;
    }
    void close()
    {
        if (m_open)
            m_html += QStringLiteral("</p>");
        m_open = false;
    }

    // A comment's text; NAGs written inside it as $n (Informant style: "$140 f4 $16") show as symbols.
    void writeComment(const std::string &text)
    {
        if (text.empty())
            return;
        static const QRegularExpression nag(QStringLiteral("\\$(\\d{1,3})\\b"));
        QString html = QString::fromStdString(text).toHtmlEscaped();
        QString out;
        qsizetype last = 0;
        for (auto it = nag.globalMatch(html); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            out += html.mid(last, match.capturedStart() - last);
            const int number = match.captured(1).toInt();
            out += number < NagCount ? VariationView::nagText(number, m_font).toHtmlEscaped() : match.captured();
            last = match.capturedEnd();
        }
        out += html.mid(last);
        m_html += QStringLiteral(" <span class=\"comment\">%1</span> ").arg(out);
    }

    const NotationStyle &m_style;
    const QFont &m_font;
    std::vector<GameNode *> &m_nodes;
    QString m_html;
    bool m_open = false;
    bool m_afterParenthesis = false; // no space between "(" and the first move
};

} // namespace

VariationView::VariationView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setFocusPolicy(Qt::NoFocus);
    document()->setDefaultStyleSheet(StyleSheet);
    QFont text = font();
    text.setPointSizeF(text.pointSizeF() * 1.1);
    setFont(text);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (GameNode *node = nodeAt(url.toString()))
            emit nodeClicked(node);
    });
}

void VariationView::setTree(const GameTree *tree)
{
    m_tree = tree;
    rewrite();
}

void VariationView::setStyle(const NotationStyle &style)
{
    m_style = style;
    rewrite();
}

void VariationView::setCurrent(const GameNode *node)
{
    m_current = node;
    highlight();
}

void VariationView::rewrite()
{
    m_nodes.clear();
    const int scroll = verticalScrollBar()->value();
    setHtml(m_tree ? HtmlWriter(m_style, font(), m_nodes).write(*m_tree) : QString());
    verticalScrollBar()->setValue(scroll);
    locateMoves();
    highlight();
}

void VariationView::locateMoves()
{
    m_ranges.clear();
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QString href = fragment.charFormat().anchorHref();
            if (!href.startsWith(QLatin1String("m:")))
                continue;
            const GameNode *node = nodeAt(href);
            const int start = fragment.position(), end = fragment.position() + fragment.length();
            auto [range, added] = m_ranges.try_emplace(node, start, end);
            if (!added)
                range->second = {std::min(range->second.first, start), std::max(range->second.second, end)};
        }
}

void VariationView::highlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    const auto range = m_ranges.find(m_current);
    if (range == m_ranges.end()) {
        setExtraSelections(selections);
        return;
    }
    QTextEdit::ExtraSelection selection;
    selection.cursor = QTextCursor(document());
    selection.cursor.setPosition(range->second.first);
    selection.cursor.setPosition(range->second.second, QTextCursor::KeepAnchor);
    selection.format.setBackground(CurrentMove);
    selections << selection;
    setExtraSelections(selections);
    QTextCursor cursor(document());
    cursor.setPosition(range->second.first);
    setTextCursor(cursor);
    ensureCursorVisible();
}

GameNode *VariationView::nodeAt(const QString &href) const
{
    const QStringList parts = href.split(QLatin1Char(':'));
    if (parts.size() < 2)
        return nullptr;
    bool ok = false;
    const int id = parts[1].toInt(&ok);
    return ok && id >= 0 && id < static_cast<int>(m_nodes.size()) ? m_nodes[static_cast<std::size_t>(id)] : nullptr;
}

QString VariationView::nagText(int nag, const QFont &font)
{
    const QString symbol = QString::fromStdString(std::string(nagSymbol(nag)));
    const QFontMetrics metrics(font);
    const auto codePoints = symbol.toUcs4();
    const bool drawable = !symbol.isEmpty()
        && std::all_of(codePoints.begin(), codePoints.end(), [&metrics](char32_t c) { return metrics.inFontUcs4(c); });
    if (drawable)
        return symbol;
    // The PGN standard's own ASCII forms of the two symbols few fonts have.
    if (nag == 14)
        return QStringLiteral("+=");
    if (nag == 15)
        return QStringLiteral("=+");
    return QStringLiteral("$%1").arg(nag);
}

QString VariationView::moveText(const GameNode *node) const
{
    const auto range = m_ranges.find(node);
    if (range == m_ranges.end())
        return {};
    QTextCursor cursor(document());
    cursor.setPosition(range->second.first);
    cursor.setPosition(range->second.second, QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

QRect VariationView::moveRect(const GameNode *node) const
{
    const auto range = m_ranges.find(node);
    if (range == m_ranges.end())
        return {};
    QTextCursor cursor(document());
    cursor.setPosition(range->second.first);
    const QRect start = cursorRect(cursor);
    cursor.setPosition(range->second.first + 1);
    return start.united(cursorRect(cursor));
}

bool VariationView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QStringList parts = anchorAt(help->pos()).split(QLatin1Char(':'));
        if (parts.size() == 3 && parts[0] == QLatin1String("n")) {
            QToolTip::showText(help->globalPos(), nagDescription(parts[2].toInt()), viewport());
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QTextBrowser::viewportEvent(event);
}

} // namespace ferz
