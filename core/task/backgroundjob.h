// SPDX-License-Identifier: GPL-3.0-or-later
// Work the window waits for (a database search, an import), run on a thread of its own so that the
// window keeps drawing and answering meanwhile, and never in a nested event loop. The work polls
// its Control: it reports progress there and stops when told it is cancelled. Progress and the
// result come back as queued calls on the job's thread, progress in the order reported and all of
// it before the result. Starting a job cancels the one running, and a cancelled job never delivers
// its result; its thread is waited for only when the job object goes (at most until the work's
// next poll). Nothing else is waited for: neither a nested event loop nor a blocked window.
#pragma once

#include <QObject>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

class QThread;

namespace ferz {

class BackgroundJob : public QObject {
    Q_OBJECT

public:
    // What the work sees of its run, on its thread.
    class Control : public std::enable_shared_from_this<Control> {
    public:
        bool isCancelled() const { return m_cancelled; }
        // Records how far the work is (done of total) for the progress signal; false once cancelled.
        bool report(std::int64_t done, std::int64_t total);

    private:
        friend class BackgroundJob;
        std::atomic<bool> m_cancelled = false;
        std::mutex m_mutex; // guards the progress, written by the work and read on the job's thread
        std::int64_t m_done = 0, m_total = 0;
        bool m_posted = false; // a progress call is on its way to the job's thread
        BackgroundJob *m_job = nullptr;
    };

    explicit BackgroundJob(QObject *parent = nullptr);
    // Cancels the work and waits for every thread still running.
    ~BackgroundJob() override;

    // Runs `work` on a thread of its own, then `done` with its result on this object's thread,
    // unless cancelled meanwhile. `work` must touch nothing the window uses while it runs.
    template <typename Result> void start(std::function<Result(Control &)> work, std::function<void(Result)> done)
    {
        begin([work = std::move(work), done = std::move(done)](Control &control) -> std::function<void()> {
            auto result = std::make_shared<Result>(work(control));
            return [done, result] { done(std::move(*result)); };
        });
    }

    // Cancels the running work: it delivers nothing, and `finished` is emitted now.
    void cancel();
    // Tells the running work to stop, and still delivers what it returns (to say what it left).
    void stop();
    bool isRunning() const { return m_control != nullptr; }
    // Whether a thread still runs, a cancelled job's too.
    bool hasThreads() const { return !m_threads.empty(); }

signals:
    // How far the running work is, as it last reported when the signal was sent.
    void progress(qint64 done, qint64 total);
    // The work ended: cancelled, or done (sent just before `done` is called).
    void finished();

private:
    // The work returns what is to be done with its result on this object's thread.
    void begin(std::function<std::function<void()>(Control &)> work);
    void deliver(const std::shared_ptr<Control> &control, std::function<void()> what);
    void sendProgress(const std::shared_ptr<Control> &control);
    // Hands `call` from a work's thread to this object's, in order. The calls wait in m_arrived,
    // under our own lock, so that ThreadSanitizer sees them handed over (it cannot see Qt's).
    void post(std::function<void()> call);
    void runArrived();
    void end();

    std::shared_ptr<Control> m_control; // the running work's; nullptr when none runs
    std::vector<QThread *> m_threads; // every thread still running, cancelled ones too
    std::mutex m_mutex; // guards m_arrived
    std::vector<std::function<void()>> m_arrived;
};

} // namespace ferz
