// SPDX-License-Identifier: GPL-3.0-or-later
// Games of a game database as a table: all of them, the games a header search found, or the games
// that reach a position (with the ply where they reach it and the move played next). A million
// rows list at once: headers are read from the database a page at a time, as rows are shown.
#pragma once

#include "core/db/positionsearch.h"

#include <QAbstractTableModel>

#include <map>
#include <vector>

namespace ferz {

class DatabaseGamesModel : public QAbstractTableModel {
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
        Ply, // where the position is reached
        Next, // the move played there
        ColumnCount
    };

    explicit DatabaseGamesModel(QObject *parent = nullptr);

    // The database to read headers from (its connection belongs to this thread and must outlive
    // the model, or be replaced first); nullptr lists nothing.
    void setDatabase(db::GameDatabase *database);
    // Lists every game of the database.
    void showAll();
    // Lists these games (numbers from 1).
    void showGames(std::vector<int> games);
    // Lists the games reaching `position`, with where and what was played next.
    void showMatches(std::vector<db::PositionMatch> matches, const Position &position);
    void clear();

    // The game number in `row`, and the ply where it reaches the position searched (0 otherwise).
    int gameAt(int row) const;
    int plyAt(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The header of the game in `row`, read with the rest of its page of rows.
    const db::GameHeader *header(int row) const;

    db::GameDatabase *m_database = nullptr;
    bool m_all = false;
    std::vector<int> m_games;
    std::vector<db::PositionMatch> m_matches;
    Position m_position;
    // Pages of headers read so far, by page of rows; dropped when too many or the rows change.
    mutable std::map<int, std::vector<db::GameHeader>> m_pages;
};

} // namespace ferz
