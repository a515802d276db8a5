// SPDX-License-Identifier: GPL-3.0-or-later
// The game list of a PGN file: a filter box over a sortable table. Moving the highlight to a game
// (arrow keys, a click) asks to open it, so that the board always shows the game highlighted; the
// open game is marked. Enter or Down in the filter goes to the list; Esc in the list hands the
// keyboard back (leaveRequested: the window gives it to the board). A menu on a row (the right
// button, the menu key) opens the game, copies its PGN or chooses the columns.
#pragma once

#include "core/collection/gamecollection.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLineEdit;

namespace ferz {

class GameListFilter;
class GameListModel;
class GameTable;
class PgnFile;

class GameListWidget : public QWidget {
    Q_OBJECT

public:
    explicit GameListWidget(QWidget *parent = nullptr);

    void setDatabase(PgnFile *database);
    // Marks game `index` (0-based, in file order) as the open one.
    void setCurrentGame(int index);
    // Lists game `index` (0-based; -1 for none), the open one, with the header it has as edited.
    void setOpenGame(int index, const GameHeader &header);
    // The game list after a save changed the index.
    void refresh();
    // Lists only these games (0-based: what Find found in the file), or all of them (nullopt).
    void showOnly(const std::optional<std::vector<int>> &games);
    // Texts in the current language.
    void retranslateUi();

    QLineEdit *filterBox() const { return m_filter; }
    GameTable *table() const { return m_table; }
    GameListFilter *proxy() const { return m_proxy; }
    // The file-order index of the game in table row `row` as shown (filtered and sorted).
    int gameAtRow(int row) const;

signals:
    void gameActivated(int index);
    // The row menu's Copy PGN of game `index`.
    void copyRequested(int index);
    // Esc was pressed in the list.
    void leaveRequested();

protected:
    // The table keeps its navigation keys, which the window uses to walk through a game, and the
    // filter the keys that go to the list.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showRowMenu(const QPoint &at);

    GameListModel *m_model;
    GameListFilter *m_proxy;
    QLineEdit *m_filter;
    GameTable *m_table; // made once the filter has the list to filter: the table needs its columns
    bool m_marking = false; // the window marks the open game: no request to open it
};

} // namespace ferz
