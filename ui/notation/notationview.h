// SPDX-License-Identifier: GPL-3.0-or-later
// The notation of the game shown, played or reviewed, as a book prints it (see NotationHtml):
// moves, variations, comments, NAG symbols (their description as a tooltip), clock times and the
// result, with the current move highlighted (and said in words to screen readers). Clicking a move asks to go there. A game too long to
// show whole shows the moves around the current one, and follows it; a comment too long to show
// whole is cut, and its link asks to read it. Keys are the window's.
#pragma once

#include "core/game/gametree.h"

#include <QTextBrowser>

#include <map>
#include <vector>

namespace ferz {

class ViewSettings;

class NotationView : public QTextBrowser {
    Q_OBJECT

public:
    // The moves are written in the notation of `settings`.
    explicit NotationView(const ViewSettings &settings, QWidget *parent = nullptr);

    // Writes the tree anew (after any change of moves or annotations). The view changes nothing;
    // the nodes its signals name are the tree's, for the receiver to act on.
    void setTree(GameTree *tree);
    // Highlights the move that leads to `node` and scrolls it into view.
    void setCurrent(const GameNode *node);
    // The text written for a node's move, as shown ("12…cxd5"), and where it is drawn in the
    // viewport (for tests); empty when the move is not shown.
    QString moveText(const GameNode *node) const;
    QRect moveRect(const GameNode *node) const;

signals:
    void nodeClicked(ferz::GameNode *node);
    // The user asks to read the whole comment of `node` (the root: the game's).
    void commentRequested(ferz::GameNode *node);

protected:
    bool viewportEvent(QEvent *event) override;

private:
    void rewrite();
    void locateMoves();
    void highlight();
    void linkClicked(const QString &href);
    GameNode *nodeAt(const QString &href) const;

    const ViewSettings &m_settings;
    GameTree *m_tree = nullptr;
    const GameNode *m_current = nullptr;
    int m_first = 0; // the first move written, in the order of the movetext
    std::vector<GameNode *> m_nodes; // by the id in the links
    std::map<const GameNode *, std::pair<int, int>> m_ranges; // document range of each move
};

} // namespace ferz
