// SPDX-License-Identifier: GPL-3.0-or-later
// The two searches of the database panel, without its widgets: the games whose headers match a
// query, and the games that reach the position on the board. Each runs as a BackgroundJob with
// its own connection to the database; a newer search of a kind replaces the older one (whose
// result is dropped), and changing the database or the position cancels what no longer applies.
#pragma once

#include "core/db/gamedatabase.h"
#include "core/db/positionsearch.h"

#include <QObject>

namespace ferz {

class BackgroundJob;

class DatabaseSearches : public QObject {
    Q_OBJECT

public:
    // Destroyed, it waits for the searches' threads until their next look at whether they are
    // cancelled.
    explicit DatabaseSearches(QObject *parent = nullptr);

    // The database searched from now on; cancels both searches.
    void setDatabase(const QString &path);

    void findGames(const HeaderQuery &query);
    void cancelGames();
    bool isFindingGames() const;

    // The position searched for; false when it is the one set already. With `allowed` false (a
    // clocked game in progress) it is not searched. Cancels the search of the previous one.
    bool setPosition(const Position &position, bool allowed);
    const Position &position() const { return m_position; }
    bool isPositionAllowed() const { return m_positionAllowed; }
    // Searches the position unless it is searched already or not allowed; false when nothing starts.
    bool findPosition();

    void cancel();
    bool isSearching() const;

signals:
    // The results, for the receiver to take (direct connections only).
    void gamesFound(std::vector<int> &games);
    // Of position(), the position searched.
    void positionFound(db::PositionSearchResult &result);
    // Why a search failed, as a sentence naming the file.
    void gamesFailed(const QString &problem);
    void positionFailed(const QString &problem);
    // The position search's progress (the header search says none).
    void positionProgress(qint64 done, qint64 total);
    // A search started or ended.
    void busyChanged();

private:
    QString m_path;
    BackgroundJob *m_games;
    BackgroundJob *m_positionJob;
    Position m_position;
    bool m_positionAllowed = false;
    bool m_positionSearched = false; // m_position was searched, or is being searched
};

} // namespace ferz
