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

// Runs `search` (the database and the job's control to the result, nullopt on failure) on `job`'s
// thread with a connection of its own, as a connection belongs to one thread; then gives `found`
// the result, or `failed` why there is none.
template <typename Result, typename Search>
void searchOnThread(BackgroundJob *job, const QString &path, Search search, std::function<void(Result &)> found,
                    std::function<void(const QString &)> failed)
{
    job->start<Found<Result>>(
        [path, search = std::move(search)](BackgroundJob::Control &control) {
            db::GameDatabase database;
            if (!database.open(path))
                return Found<Result> {std::nullopt, failureOf(database)};
            Found<Result> outcome {search(database, control), {}};
            if (!outcome.result)
                outcome.problem = failureOf(database);
            return outcome;
        },
        [found = std::move(found), failed = std::move(failed)](Found<Result> outcome) {
            if (outcome.result)
                found(*outcome.result);
            else
                failed(outcome.problem);
        });
}

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
    searchOnThread<std::vector<int>>(
        m_games, m_path,
        [query](db::GameDatabase &database, BackgroundJob::Control &) { return database.findGames(query); },
        [this](std::vector<int> &games) { emit gamesFound(games); },
        [this](const QString &problem) { emit gamesFailed(problem); });
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
    searchOnThread<db::PositionSearchResult>(
        m_positionJob, m_path,
        [position = m_position, threads](db::GameDatabase &database, BackgroundJob::Control &control) {
            db::SearchProgress progress;
            progress.report = [&control](int done, int total) { return control.report(done, total); };
            return db::findPosition(database, position, db::searchThreads(database, threads), progress);
        },
        [this](db::PositionSearchResult &result) { emit positionFound(result); },
        [this](const QString &problem) { emit positionFailed(problem); });
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
