// SPDX-License-Identifier: GPL-3.0-or-later
// The table every list of games is shown in: a file's game list and the database panel's games
// and games of a position, over a GameListModel (or a proxy of one). Whole rows are chosen and
// nothing is edited in place; it is one Tab stop (the arrows move inside it, where a table's own
// Tab would go cell by cell through every game); rows have one fixed height, which keeps scrolling
// through a million games cheap; the names and the event share the width the short columns
// leave, and the short columns are as wide as their contents or their title, whichever is wider,
// again whenever the titles change (the language). The row of the game shown is made current
// without a word to screen readers while the keyboard is elsewhere (QTableView in Qt 6.4 reports
// every new current cell as focused, and Orca then reads the list instead of the board).
#pragma once

#include <QTableView>

namespace ferz {

class GameTable : public QTableView {
    Q_OBJECT

public:
    explicit GameTable(QAbstractItemModel *model, QWidget *parent = nullptr);

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;

private:
    void fitColumns();
};

} // namespace ferz
