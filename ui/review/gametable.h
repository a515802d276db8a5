// SPDX-License-Identifier: GPL-3.0-or-later
// The table every list of games is shown in: a file's game list and the database panel's games
// and games of a position, over a GameListModel (or a proxy of one). Whole rows are chosen and
// nothing is edited in place; a right click chooses nothing (it opens a menu); it is one Tab stop
// (the arrows move inside it, where a table's own Tab would go cell by cell through every game);
// rows have one fixed height, which keeps scrolling through a million games cheap. The short
// columns are as wide as their contents or their title, whichever is wider; the names, the event,
// the opening, the site and the annotator share the width left, each at least wide enough for a short name
// (the table scrolls sideways rather than cut every name to a letter), again whenever the table's
// width, its columns or their titles (the language) change. A menu on the titles chooses the
// columns shown (columnChosen: the window keeps them in the settings).
// The row of the game shown is made current without a word to screen readers while the keyboard
// is elsewhere (QTableView in Qt 6.4 reports every new current cell as focused, and Orca then
// reads the list instead of the board).
#pragma once

#include <QTableView>

class QMenu;

namespace ferz {

class GameTable : public QTableView {
    Q_OBJECT

public:
    explicit GameTable(QAbstractItemModel *model, QWidget *parent = nullptr);

    // The columns the chooser offers (by default GameListModel::choosableColumns()); the others
    // stay as hideColumn and showColumn set them.
    void setOfferedColumns(QList<int> columns);
    // Shows the offered columns named in `keys` (GameListModel::columnKey), hides the other ones.
    void showColumns(const QStringList &keys);
    // The keys of the offered columns shown.
    QStringList shownColumns() const;
    // A menu of the offered columns, a shown one checked; choosing one says columnChosen.
    QMenu *columnMenu(QWidget *parent);

signals:
    // The user asked for the column `key` to be shown or hidden.
    void columnChosen(const QString &key, bool shown);

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void fitColumns();

    QList<int> m_offered;
};

} // namespace ferz
