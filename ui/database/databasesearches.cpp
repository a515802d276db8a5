// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databasesearches.h"

#include "core/task/backgroundjob.h"
#include "ui/database/databasepanel.h"

#include <QThread>

namespace ferz {

namespace {

// Why the last thing asked of `database` failed, as the window says it.
QString failureOf(const db::GameDatabase &database)
{
    return databaseErrorText(database.error(), database.path(), database.errorDetail());
}

// A search's result, or why there is none.
template <typename Result> struct Found {
    std::optional<Result> result;
    QString problem;
};

} // namespace

DatabaseSearches::DatabaseSearches(QObject *parent)
    : QObject(parent), m_games(new BackgroundJob(this)), m_positionJob(new BackgroundJob(this))
{
    connect(m_games, &BackgroundJob::finished, this, &DatabaseSearches::busyChanged);
    connect(m_positionJob, &BackgroundJob::finished, this, &DatabaseSearches::busyChanged);
    connect(m_positionJob, &BackgroundJob::progress, this, &DatabaseSearches::positionProgress);
}

void DatabaseSearches::setDatabase(const QString &path)
{
    cancel();
    m_path = path;
    m_positionSearched = false;
}

void DatabaseSearches::findGames(const HeaderQuery &query)
{
    using Games = Found<std::vector<int>>;
    m_games->start<Games>(
        [path = m_path, query](BackgroundJob::Control &) {
            // A connection belongs to one thread: each search opens its own.
            db::GameDatabase database;
            if (!database.open(path))
                return Games {std::nullopt, failureOf(database)};
            Games found {database.findGames(query), {}};
            if (!found.result)
                found.problem = failureOf(database);
            return found;
        },
        [this](Games found) {
            if (found.result)
                emit gamesFound(*found.result);
            else
                emit gamesFailed(found.problem);
        });
    emit busyChanged();
}

void DatabaseSearches::cancelGames()
{
    m_games->cancel();
}

bool DatabaseSearches::isFindingGames() const
{
    return m_games->isRunning();
}

bool DatabaseSearches::setPosition(const Position &position, bool allowed)
{
    if (position.key() == m_position.key() && position == m_position && allowed == m_positionAllowed)
        return false;
    m_position = position;
    m_positionAllowed = allowed;
    m_positionSearched = false;
    m_positionJob->cancel();
    return true;
}

bool DatabaseSearches::findPosition()
{
    if (m_path.isEmpty() || !m_positionAllowed || m_positionSearched)
        return false;
    m_positionSearched = true;
    const int threads = std::max(1, QThread::idealThreadCount());
    using Matches = Found<db::PositionSearchResult>;
    m_positionJob->start<Matches>(
        [path = m_path, position = m_position, threads](BackgroundJob::Control &control) {
            db::GameDatabase database;
            if (!database.open(path))
                return Matches {std::nullopt, failureOf(database)};
            db::SearchProgress progress;
            progress.report = [&control](int done, int total) { return control.report(done, total); };
            Matches found {db::findPosition(database, position, threads, progress), {}};
            if (!found.result)
                found.problem = failureOf(database);
            return found;
        },
        [this](Matches found) {
            if (found.result)
                emit positionFound(*found.result);
            else
                emit positionFailed(found.problem);
        });
    emit busyChanged();
    return true;
}

void DatabaseSearches::cancel()
{
    m_games->cancel();
    m_positionJob->cancel();
}

bool DatabaseSearches::isSearching() const
{
    return m_games->isRunning() || m_positionJob->isRunning();
}

} // namespace ferz
