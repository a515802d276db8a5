// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a PGN file as a table read from its index (number, White, Black, Result, Date,
// Event, ECO, moves), so that a file of any size lists at once. Numbers sort as numbers.
#pragma once

#include <QAbstractTableModel>

namespace ferz {

class PgnFile;

class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Number,
        White,
        Black,
        Result,
        Date,
        Event,
        Eco,
        Moves,
        ColumnCount
    };

    explicit GameListModel(QObject *parent = nullptr);

    // Lists the games of `database` (which must outlive the model, or be replaced first);
    // nullptr lists none.
    void setDatabase(const PgnFile *database);
    const PgnFile *database() const { return m_database; }
    // Re-reads the index after the file changed (a game was saved).
    void refresh();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const PgnFile *m_database = nullptr;
};

} // namespace ferz
