// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a collection (a PGN file's index, a game database) as a table: all of them, the
// games a search found, or the games that reach a position (with the ply where they reach it and
// the move played next). A million rows list at once: headers are read from the collection a page
// at a time, as rows are shown. Numbers sort as numbers. The Opening column (and the ECO column
// of a game without an ECO tag) is the game's opening found by position, read for the rows shown.
// The titles are short ("Elo"); the tool tip of a title says the column's whole name.
#pragma once

#include "core/collection/gamecollection.h"
#include "core/db/positionsearch.h"
#include "core/notation/notation.h"
#include "core/openings/openings.h"

#include <QAbstractTableModel>

#include <map>
#include <set>
#include <vector>

namespace ferz {

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
        Opening, // found by position, in the user's language (the English name as the tooltip)
        Moves,
        Ply, // where the position is reached
        Next, // the move played there
        WhiteElo,
        BlackElo,
        Round,
        Site,
        Annotator, // a PGN file's only (GameHeader::annotator)
        ColumnCount
    };
    // The columns a list may show or hide (the column chooser), in the order it offers them.
    static const QList<int> &choosableColumns();
    // A column's name in the chooser ("White's rating"), longer than its title ("Elo").
    static QString columnName(int column);
    static QString title(int column);
    // The name the settings keep a column by ("whiteElo"), and back (-1 for an unknown name).
    static QString columnKey(int column);
    static int columnOfKey(const QString &key);

    explicit GameListModel(QObject *parent = nullptr);

    // Lists every game of `collection` (which must outlive the model, or be replaced first; a
    // database's connection belongs to this thread); nullptr lists none.
    void setCollection(GameCollection *collection);
    GameCollection *collection() const { return m_collection; }
    // Lists every game of the collection again, e.g. after a save changed it.
    void showAll();
    // Lists these games (numbers from 1).
    void showGames(std::vector<int> games);
    // Lists the games reaching `position`, with where and what was played next.
    void showMatches(std::vector<db::PositionMatch> matches, const Position &position);
    // The notation of the move played next (the Next column).
    void setNotationStyle(const NotationStyle &style);
    void clear();
    // Shows game `number` (from 1; 0 for none) with `header`, the open game as edited, in place
    // of the collection's header of it.
    void setOpenGame(int number, GameHeader header);
    // Games marked for deletion (numbers from 1): struck out, and said so in their number's
    // tooltip and to screen readers.
    void setMarked(std::set<int> games);

    // The game number in `row` (from 1), and the ply where it reaches the position searched (0
    // otherwise).
    int gameAt(int row) const;
    int plyAt(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The header of the game in `row`, read with the rest of its page of rows.
    const GameHeader *header(int row) const;
    void show(bool all, std::vector<int> games, std::vector<db::PositionMatch> matches);
    // The opening of game `number`, read from the collection once.
    const std::optional<ferz::Opening> &openingOfGame(int number) const;

    GameCollection *m_collection = nullptr;
    bool m_all = false;
    std::vector<int> m_games;
    std::vector<db::PositionMatch> m_matches;
    Position m_position;
    NotationStyle m_style = NotationStyle::pgn();
    int m_openGame = 0;
    GameHeader m_openHeader;
    std::set<int> m_marked;
    // Pages of headers read so far, by page of rows; dropped when too many or the rows change.
    mutable std::map<int, std::vector<GameHeader>> m_pages;
    // The openings of the games shown so far, by game number; dropped with the pages.
    mutable std::map<int, std::optional<ferz::Opening>> m_openings;
};

} // namespace ferz
