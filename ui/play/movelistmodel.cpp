// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/movelistmodel.h"

#include <QColor>

namespace ferz {

MoveListModel::MoveListModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void MoveListModel::setGame(const GameTree &tree)
{
    m_moves.clear();
    const Position *before = &tree.startPosition();
    for (const GameNode *node : tree.mainLine()) {
        m_moves.emplace_back(*before, node->move());
        before = &node->position();
    }
    m_firstNumber = tree.startPosition().fullmoveNumber();
    m_blackStarts = tree.startPosition().sideToMove() == Color::Black;
    rewrite();
}

void MoveListModel::setStyle(const NotationStyle &style)
{
    m_style = style;
    rewrite();
}

void MoveListModel::rewrite()
{
    beginResetModel();
    m_texts.clear();
    for (const auto &[position, move] : m_moves)
        m_texts << QString::fromStdString(move.isNull() ? std::string("--") : moveText(position, move, m_style));
    endResetModel();
}

QModelIndex MoveListModel::indexOfPly(int ply) const
{
    if (ply < 1 || ply > plyCount())
        return {};
    const int cell = ply - 1 + (m_blackStarts ? 1 : 0);
    return index(cell / 2, 1 + cell % 2);
}

int MoveListModel::plyAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.column() == 0)
        return 0;
    const int ply = index.row() * 2 + index.column() - (m_blackStarts ? 1 : 0);
    return ply >= 1 && ply <= plyCount() ? ply : 0;
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return (plyCount() + (m_blackStarts ? 1 : 0) + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 3;
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (role == Qt::DisplayRole) {
        if (index.column() == 0)
            return QStringLiteral("%1.").arg(m_firstNumber + index.row());
        if (const int ply = plyAt(index))
            return m_texts[ply - 1];
        return index.row() == 0 && index.column() == 1 && m_blackStarts ? QStringLiteral("…") : QVariant();
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == 0 ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == 0)
        return QColor(0x80, 0x80, 0x80);
    return {};
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case 0: return tr("No.");
    case 1: return tr("White");
    case 2: return tr("Black");
    }
    return {};
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex &index) const
{
    return plyAt(index) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

} // namespace ferz
