// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/gametable.h"

#include "ui/review/gamelistmodel.h"

#include <QHeaderView>

#include <algorithm>
#include <utility>

namespace ferz {

GameTable::GameTable(QAbstractItemModel *model, QWidget *parent) : QTableView(parent)
{
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTabKeyNavigation(false);
    setWordWrap(false);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    QHeaderView *header = horizontalHeader();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(fontMetrics().horizontalAdvance(QStringLiteral("0000")));
    for (int c : {GameListModel::White, GameListModel::Black, GameListModel::Event, GameListModel::Opening})
        header->setSectionResizeMode(c, QHeaderView::Stretch);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &GameTable::fitColumns);
    fitColumns();
}

void GameTable::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const std::pair<int, int> shortColumns[] = {
        {GameListModel::Number, 5}, {GameListModel::Result, 7}, {GameListModel::Date, 10}, {GameListModel::Eco, 3},
        {GameListModel::Moves, 3},  {GameListModel::Ply, 3},    {GameListModel::Next, 7}};
    for (const auto &[column, digits] : shortColumns) {
        const QString title = model()->headerData(column, Qt::Horizontal).toString();
        header->resizeSection(column,
                              std::max(digits * digit, header->fontMetrics().horizontalAdvance(title) + digit) + 12);
    }
}

void GameTable::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    if (hasFocus())
        QTableView::currentChanged(current, previous);
    else
        QAbstractItemView::currentChanged(current, previous); // all but QTableView's focus event
}

} // namespace ferz
