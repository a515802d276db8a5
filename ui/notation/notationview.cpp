// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/notation/notationview.h"

#include "core/notation/nag.h"
#include "ui/access/positionwords.h"
#include "ui/notation/notationhtml.h"
#include "ui/settings/viewsettings.h"

#include <QHelpEvent>
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
                                          "span.eval { color: #3b5b8a; font-size: small; }"
                                          "p.main { margin-top: 5px; margin-bottom: 5px; }"
                                          "p.variation { margin-top: 2px; margin-bottom: 2px; margin-left: 22px; }"
                                          "p.result { margin-top: 8px; }"
                                          "a.more { color: #6b6b6b; font-style: italic; }");

} // namespace

NotationView::NotationView(const ViewSettings &settings, QWidget *parent) : QTextBrowser(parent), m_settings(settings)
{
    setOpenLinks(false);
    // Tab reaches the moves, read line by line with the arrow keys (a screen reader follows the
    // caret); the links are for the mouse, so that Tab does not stop at every move.
    setFocusPolicy(Qt::TabFocus);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard | Qt::LinksAccessibleByMouse);
    document()->setDefaultStyleSheet(StyleSheet);
    QFont text = font();
    text.setPointSizeF(text.pointSizeF() * 1.1);
    setFont(text);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) { linkClicked(url.toString()); });
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Notation)
            rewrite();
    });
}

void NotationView::setTree(GameTree *tree)
{
    if (tree != m_tree)
        m_first = 0;
    m_tree = tree;
    rewrite();
}

void NotationView::setCurrent(const GameNode *node)
{
    m_current = node;
    // The text shows symbols ("12…cxd5 !?"); screen readers get the current move in words, with
    // its variation, symbols and comments.
    setAccessibleName(tr("Notation"));
    setAccessibleDescription(node ? moveWords(*node, true) : QString());
    // Outside the moves written: the window moves so that the current move is in its middle (the
    // start of the game is shown with the first moves).
    const bool outside = node && (node->isRoot() ? m_first > 0 : !m_ranges.contains(node));
    if (m_tree && outside) {
        m_first = node->isRoot() ? 0 : std::max(0, movetextPlace(*m_tree, node) - NotationHtml::WindowMoves / 2);
        rewrite();
        return;
    }
    highlight();
}

void NotationView::linkClicked(const QString &href)
{
    if (href == QLatin1String("w:earlier") || href == QLatin1String("w:later")) {
        m_first = std::max(0, m_first + (href == QLatin1String("w:later") ? 1 : -1) * NotationHtml::WindowMoves / 2);
        rewrite();
        return;
    }
    if (href == QLatin1String("c:-1")) {
        emit commentRequested(m_tree->root());
        return;
    }
    // A symbol of the game, given before its first move, is at the start.
    GameNode *node = href.startsWith(QLatin1String("n:-1:")) ? m_tree->root() : nodeAt(href);
    if (!node)
        return;
    if (href.startsWith(QLatin1String("c:")))
        emit commentRequested(node);
    else
        emit nodeClicked(node);
}

void NotationView::rewrite()
{
    const int scroll = verticalScrollBar()->value();
    NotationHtml notation = m_tree
        ? writeNotationHtml(*m_tree, m_settings.notation(), font(), m_first, m_settings.values().showEvaluations)
        : NotationHtml();
    m_nodes = std::move(notation.nodes);
    setHtml(notation.html);
    verticalScrollBar()->setValue(scroll);
    locateMoves();
    highlight();
}

void NotationView::locateMoves()
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

void NotationView::highlight()
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

GameNode *NotationView::nodeAt(const QString &href) const
{
    const QStringList parts = href.split(QLatin1Char(':'));
    if (parts.size() < 2)
        return nullptr;
    bool ok = false;
    const int id = parts[1].toInt(&ok);
    return ok && id >= 0 && id < static_cast<int>(m_nodes.size()) ? m_nodes[static_cast<std::size_t>(id)] : nullptr;
}

QString NotationView::moveText(const GameNode *node) const
{
    const auto range = m_ranges.find(node);
    if (range == m_ranges.end())
        return {};
    QTextCursor cursor(document());
    cursor.setPosition(range->second.first);
    cursor.setPosition(range->second.second, QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

QRect NotationView::moveRect(const GameNode *node) const
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

bool NotationView::viewportEvent(QEvent *event)
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
