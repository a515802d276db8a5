// SPDX-License-Identifier: GPL-3.0-or-later
// The main line of a game as a table of numbered move pairs: column 0 the move number, column 1
// White's move, column 2 Black's, written in the chosen notation style. A game that starts with
// Black to move shows "…" in White's first cell.
#pragma once

#include "core/game/gametree.h"
#include "core/notation/notation.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace ferz {

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit MoveListModel(QObject *parent = nullptr);

    // Rewrites the texts from the tree's main line (call after every change of the moves).
    void setGame(const GameTree &tree);
    void setStyle(const NotationStyle &style);
    const NotationStyle &style() const { return m_style; }

    int plyCount() const { return static_cast<int>(m_texts.size()); }
    // The cell that shows the move of `ply` (1 is the first move); invalid for 0 or out of range.
    QModelIndex indexOfPly(int ply) const;
    // The ply a cell shows; 0 for a cell without a move.
    int plyAt(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    void rewrite();

    std::vector<std::pair<Position, Move>> m_moves; // each move with the position it was played in
    QStringList m_texts;
    NotationStyle m_style = NotationStyle::pgn();
    int m_firstNumber = 1;
    bool m_blackStarts = false;
};

} // namespace ferz
