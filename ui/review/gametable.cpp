// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/gametable.h"

#include "ui/review/gamelistmodel.h"

#include <QHeaderView>
#include <QMenu>
#include <QMouseEvent>

#include <algorithm>
#include <utility>

namespace ferz {

namespace {

// The short columns and the digits their values take.
constexpr std::pair<int, int> ShortColumns[] = {
    {GameListModel::Number, 5},   {GameListModel::Result, 7}, {GameListModel::Date, 10}, {GameListModel::Eco, 3},
    {GameListModel::Moves, 3},    {GameListModel::Ply, 3},    {GameListModel::Next, 7},  {GameListModel::WhiteElo, 4},
    {GameListModel::BlackElo, 4}, {GameListModel::Round, 4},
};
// The columns of text and their shares of the width left.
constexpr std::pair<int, int> TextColumns[] = {
    {GameListModel::White, 3},   {GameListModel::Black, 3}, {GameListModel::Event, 3},
    {GameListModel::Opening, 3}, {GameListModel::Site, 2},  {GameListModel::Annotator, 2},
};
// A column of text is at least this many average characters wide: "Kasparov, G".
constexpr int ShortName = 11;

} // namespace

GameTable::GameTable(QAbstractItemModel *model, QWidget *parent)
    : QTableView(parent), m_offered(GameListModel::choosableColumns())
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
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setMinimumSectionSize(fontMetrics().horizontalAdvance(QStringLiteral("0000")));
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (m_offered.isEmpty())
            return;
        QMenu *menu = columnMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(horizontalHeader()->mapToGlobal(at));
    });
    connect(model, &QAbstractItemModel::headerDataChanged, this, &GameTable::fitColumns);
    fitColumns();
}

void GameTable::setOfferedColumns(QList<int> columns)
{
    m_offered = std::move(columns);
}

void GameTable::showColumns(const QStringList &keys)
{
    for (const int column : std::as_const(m_offered))
        setColumnHidden(column, !keys.contains(GameListModel::columnKey(column)));
    fitColumns();
}

QStringList GameTable::shownColumns() const
{
    QStringList keys;
    for (const int column : m_offered)
        if (!isColumnHidden(column))
            keys << GameListModel::columnKey(column);
    return keys;
}

QMenu *GameTable::columnMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("Columns"), parent);
    menu->setObjectName(QStringLiteral("columnMenu"));
    for (const int column : std::as_const(m_offered)) {
        QAction *action = menu->addAction(GameListModel::columnName(column));
        action->setObjectName(QStringLiteral("column_") + GameListModel::columnKey(column));
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(column));
        connect(action, &QAction::toggled, this,
                [this, column](bool shown) { emit columnChosen(GameListModel::columnKey(column), shown); });
    }
    return menu;
}

void GameTable::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void GameTable::mousePressEvent(QMouseEvent *event)
{
    // A right click opens the menu of the row under the mouse; it does not move the highlight
    // (which would open that game).
    if (event->button() == Qt::RightButton) {
        event->accept();
        return;
    }
    QTableView::mousePressEvent(event);
}

void GameTable::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    int left = viewport()->width();
    for (const auto &[column, digits] : ShortColumns) {
        const QString title = model()->headerData(column, Qt::Horizontal).toString();
        header->resizeSection(column,
                              std::max(digits * digit, header->fontMetrics().horizontalAdvance(title) + digit) + 12);
        if (!isColumnHidden(column))
            left -= header->sectionSize(column);
    }
    int shares = 0;
    for (const auto &[column, share] : TextColumns)
        shares += isColumnHidden(column) ? 0 : share;
    const int narrowest = ShortName * fontMetrics().averageCharWidth();
    for (const auto &[column, share] : TextColumns)
        header->resizeSection(column, std::max(narrowest, shares > 0 ? left * share / shares : 0));
}

void GameTable::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    if (hasFocus())
        QTableView::currentChanged(current, previous);
    else
        QAbstractItemView::currentChanged(current, previous); // all but QTableView's focus event
}

} // namespace ferz
