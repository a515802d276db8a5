// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/gamelistmodel.h"

#include "core/pgn/pgnfile.h"

namespace ferz {

GameListModel::GameListModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void GameListModel::setDatabase(const PgnFile *database)
{
    beginResetModel();
    m_database = database;
    endResetModel();
}

void GameListModel::refresh()
{
    // A save can index the file anew: the number of games may change.
    beginResetModel();
    endResetModel();
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_database ? 0 : m_database->count();
}

int GameListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_database)
        return {};
    const PgnFile::Entry &e = m_database->entry(index.row());
    if (role == Qt::TextAlignmentRole && (index.column() == Number || index.column() == Moves))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    auto text = [](std::string_view s) {
        return s == "?" ? QString() : QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    };
    switch (index.column()) {
    case Number: return e.number;
    case White: return text(e.white);
    case Black: return text(e.black);
    case Result: return QString::fromUtf8(e.result.data(), static_cast<qsizetype>(e.result.size()));
    case Date: return text(e.date);
    case Event: return text(e.event);
    case Eco: return text(e.eco);
    case Moves: return (e.plies + 1) / 2;
    }
    return {};
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number: return tr("#");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Date: return tr("Date");
    case Event: return tr("Event");
    case Eco: return tr("ECO");
    case Moves: return tr("Moves");
    }
    return {};
}

} // namespace ferz
