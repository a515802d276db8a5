// SPDX-License-Identifier: GPL-3.0-or-later
// Runs work on a game database on a thread of its own, with its own connection (a connection
// belongs to one thread), so that the window keeps drawing and answering while it runs. The result
// comes back on the window's thread; a job that is cancelled, or replaced by a newer one, never
// delivers its result. Jobs report progress, which the runner hands on as a signal.
#pragma once

#include "core/db/gamedatabase.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace ferz {

class DatabaseRunner : public QObject {
    Q_OBJECT

public:
    // What a job sees of its run: whether it should stop, and where to report progress.
    struct Job {
        std::atomic<bool> cancelled = false;
        std::atomic<int> done = 0, total = 0;
        // For the job's own progress callbacks: records progress, false once cancelled.
        bool report(int d, int t)
        {
            done = d;
            total = t;
            return !cancelled;
        }
    };

    explicit DatabaseRunner(QObject *parent = nullptr);
    // Cancels the running job and waits for its thread.
    ~DatabaseRunner() override;

    // Runs `work` on the database at `path` (opened on the job's thread), then `done` with its
    // result on this object's thread; a job running already is cancelled. `failed` is called
    // instead when the database cannot be opened.
    template <typename Result>
    void run(const QString &path, std::function<Result(db::GameDatabase &, Job &)> work,
             std::function<void(Result)> done, std::function<void(db::DatabaseError)> failed = {})
    {
        start([path, work = std::move(work), done = std::move(done),
               failed = std::move(failed)](DatabaseRunner *runner, std::shared_ptr<Job> job) {
            db::GameDatabase database;
            if (!database.open(path)) {
                const db::DatabaseError error = database.error();
                runner->deliver(job, [failed, error] {
                    if (failed)
                        failed(error);
                });
                return;
            }
            auto result = std::make_shared<Result>(work(database, *job));
            runner->deliver(job, [done, result] { done(std::move(*result)); });
        });
    }

    void cancel();
    bool isBusy() const { return m_job != nullptr; }
    // Whether a thread still runs, a cancelled job's too (which ends without delivering).
    bool isRunning() const { return !m_threads.empty(); }

signals:
    // A job started or ended (delivered, failed or cancelled).
    void busyChanged(bool busy);
    // The running job's progress, about ten times a second.
    void progress(int done, int total);

private:
    void start(std::function<void(DatabaseRunner *, std::shared_ptr<Job>)> body);
    // Hands `what` to this object's thread, to be done there unless the job was cancelled.
    void deliver(const std::shared_ptr<Job> &job, std::function<void()> what);
    void finish(const std::shared_ptr<Job> &job);

    std::shared_ptr<Job> m_job; // the job whose result is awaited
    std::vector<QThread *> m_threads; // every thread still running, cancelled ones too
    int m_timer = 0;

protected:
    void timerEvent(QTimerEvent *event) override;
};

} // namespace ferz
