// SPDX-License-Identifier: GPL-3.0-or-later
// The notation of a reviewed game as a book prints it: the main line in bold paragraphs, each
// variation of the main line in an indented paragraph of its own, deeper variations inline in
// parentheses, comments as text, NAG symbols (their description as a tooltip), clock times, and
// the current move highlighted. Clicking a move asks to go there. Keys are the window's.
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"

#include <QTextBrowser>

#include <map>
#include <vector>

namespace ferz {

class VariationView : public QTextBrowser {
    Q_OBJECT

public:
    explicit VariationView(QWidget *parent = nullptr);

    // Writes the tree anew (after any change of moves or annotations).
    void setTree(const GameTree *tree);
    void setStyle(const NotationStyle &style);
    // Highlights the move that leads to `node` and scrolls it into view.
    void setCurrent(const GameNode *node);
    // The text written for a node's move, as shown ("12…cxd5"), and where it is drawn in the
    // viewport (for tests).
    QString moveText(const GameNode *node) const;
    QRect moveRect(const GameNode *node) const;
    // A NAG's symbol as this font can draw it: the symbol, an ASCII form of ⩲ and ⩱ ("+=", "=+")
    // when the font lacks them, or "$n" for a NAG without a drawable symbol.
    static QString nagText(int nag, const QFont &font);

signals:
    void nodeClicked(ferz::GameNode *node);

protected:
    bool viewportEvent(QEvent *event) override;

private:
    void rewrite();
    void locateMoves();
    void highlight();
    GameNode *nodeAt(const QString &href) const;

    const GameTree *m_tree = nullptr;
    const GameNode *m_current = nullptr;
    NotationStyle m_style = NotationStyle::pgn();
    std::vector<GameNode *> m_nodes; // by the id in the links
    std::map<const GameNode *, std::pair<int, int>> m_ranges; // document range of each move
};

} // namespace ferz
