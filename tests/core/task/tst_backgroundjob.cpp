// SPDX-License-Identifier: GPL-3.0-or-later
// Work on a thread beside the event loop: its progress arrives in order and before its result,
// newer work replaces older work (whose result is dropped), and cancelling or destroying the job
// stops work that polls its control.
#include "core/task/backgroundjob.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

using namespace ferz;

class TestBackgroundJob : public QObject {
    Q_OBJECT

private slots:
    void progressArrivesInOrderBeforeTheResult();
    void olderResultIsDropped();
    void cancelledWorkDeliversNothing();
    void destroyingTheJobStopsTheWork();
};

namespace {

// Delivers whatever the job's finished threads left on their way.
void settle(BackgroundJob &job)
{
    QTRY_VERIFY(!job.hasThreads());
    QCoreApplication::sendPostedEvents(&job);
}

} // namespace

void TestBackgroundJob::progressArrivesInOrderBeforeTheResult()
{
    constexpr int Steps = 20000;
    BackgroundJob job;
    std::vector<std::pair<qint64, qint64>> seen;
    connect(&job, &BackgroundJob::progress, this, [&](qint64 done, qint64 total) { seen.emplace_back(done, total); });
    std::optional<int> result;
    std::size_t seenAtResult = 0;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start<int>(
        [](BackgroundJob::Control &control) {
            for (int i = 1; i <= Steps; ++i)
                control.report(i, Steps);
            return 42;
        },
        [&](int r) {
            result = r;
            seenAtResult = seen.size();
        });
    QVERIFY(job.isRunning());
    QVERIFY(finished.wait());
    QTRY_VERIFY(result.has_value());
    settle(job);
    QCOMPARE(*result, 42);
    QVERIFY(!job.isRunning());
    QCOMPARE(finished.count(), 1);
    QVERIFY(!seen.empty());
    QCOMPARE(seen.size(), seenAtResult);
    QCOMPARE(seen.back(), std::make_pair(qint64(Steps), qint64(Steps)));
    for (std::size_t i = 1; i < seen.size(); ++i)
        QVERIFY(seen[i - 1].first < seen[i].first);
    for (const auto &[done, total] : seen)
        QCOMPARE(total, qint64(Steps));
}

void TestBackgroundJob::olderResultIsDropped()
{
    BackgroundJob job;
    QSemaphore gate;
    std::vector<int> results;
    job.start<int>(
        [&gate](BackgroundJob::Control &) {
            gate.acquire();
            return 1;
        },
        [&](int r) { results.push_back(r); });
    job.start<int>([](BackgroundJob::Control &) { return 2; }, [&](int r) { results.push_back(r); });
    QTRY_COMPARE(results, std::vector<int> {2});
    // The older work ends only now, long after the newer one delivered.
    gate.release();
    settle(job);
    QCOMPARE(results, std::vector<int> {2});
}

void TestBackgroundJob::cancelledWorkDeliversNothing()
{
    BackgroundJob job;
    QSemaphore started;
    bool delivered = false;
    job.start<bool>(
        [&started](BackgroundJob::Control &control) {
            started.release();
            while (control.report(0, 0)) {}
            return control.isCancelled();
        },
        [&](bool) { delivered = true; });
    started.acquire();
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.cancel();
    QCOMPARE(finished.count(), 1);
    QVERIFY(!job.isRunning());
    settle(job);
    QVERIFY(!delivered);
    QCOMPARE(finished.count(), 1);
}

void TestBackgroundJob::destroyingTheJobStopsTheWork()
{
    auto job = std::make_unique<BackgroundJob>();
    QSemaphore started;
    std::atomic<bool> stopped = false;
    job->start<int>(
        [&](BackgroundJob::Control &control) {
            started.release();
            while (!control.isCancelled()) {}
            stopped = true;
            return 0;
        },
        [](int) {});
    started.acquire();
    // Returns once the work saw the cancellation; were it not cancelled, this would never return.
    job.reset();
    QVERIFY(stopped);
}

QTEST_GUILESS_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
