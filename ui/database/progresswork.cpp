// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/progresswork.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>

namespace ferz {

bool runWithProgress(QWidget *window, const QString &label, const std::function<bool(const ProgressReport &)> &work)
{
    std::atomic<bool> cancelled = false;
    std::atomic<std::int64_t> done = 0, total = 0;
    bool result = false;
    const std::unique_ptr<QThread> thread(QThread::create([&] {
        result = work([&](std::int64_t d, std::int64_t t) {
            done = d;
            total = t;
            return !cancelled;
        });
    }));
    QEventLoop loop;
    QObject::connect(thread.get(), &QThread::finished, &loop, &QEventLoop::quit);
    thread->start();
    // Short work ends before anything is shown; meanwhile the window draws but takes no input.
    bool waited = false;
    QTimer::singleShot(500, &loop, [&] {
        waited = true;
        loop.quit();
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (waited && thread->isRunning()) {
        QProgressDialog dialog(label, QCoreApplication::translate("ferz::ProgressWork", "Cancel"), 0, 1000, window);
        dialog.setWindowModality(Qt::WindowModal);
        dialog.setMinimumDuration(0);
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, &dialog,
                         [&] { dialog.setValue(total > 0 ? static_cast<int>(1000 * done / total) : 0); });
        QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] { cancelled = true; });
        timer.start(100);
        dialog.show();
        if (thread->isRunning())
            loop.exec();
    }
    // Whatever ended the wait ends the work: the work itself, Cancel, or the application quitting
    // (which ends every event loop), after which nobody waits for the result.
    cancelled = true;
    thread->wait();
    return result;
}

} // namespace ferz
