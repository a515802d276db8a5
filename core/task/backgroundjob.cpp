// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/task/backgroundjob.h"

#include <QThread>

#include <algorithm>

namespace ferz {

bool BackgroundJob::Control::report(std::int64_t done, std::int64_t total)
{
    bool post = false;
    {
        const std::lock_guard lock(m_mutex);
        m_done = done;
        m_total = total;
        // One call on its way at a time: the window reads the latest figures, however often the
        // work reports.
        post = !m_posted;
        m_posted = true;
    }
    if (post)
        m_job->sendProgress(shared_from_this());
    return !m_cancelled;
}

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent)
{
}

BackgroundJob::~BackgroundJob()
{
    if (m_control)
        m_control->m_cancelled = true;
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void BackgroundJob::begin(std::function<std::function<void()>(Control &)> work)
{
    cancel();
    auto control = std::make_shared<Control>();
    control->m_job = this;
    m_control = control;
    QThread *thread = QThread::create([this, work = std::move(work), control] { deliver(control, work(*control)); });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread] {
        m_threads.erase(std::remove(m_threads.begin(), m_threads.end(), thread), m_threads.end());
        thread->deleteLater();
    });
    thread->start();
}

void BackgroundJob::post(std::function<void()> call)
{
    {
        const std::lock_guard lock(m_mutex);
        m_arrived.push_back(std::move(call));
    }
    QMetaObject::invokeMethod(this, &BackgroundJob::runArrived, Qt::QueuedConnection);
}

void BackgroundJob::runArrived()
{
    std::vector<std::function<void()>> calls;
    {
        const std::lock_guard lock(m_mutex);
        calls.swap(m_arrived);
    }
    for (const auto &call : calls)
        call();
}

void BackgroundJob::sendProgress(const std::shared_ptr<Control> &control)
{
    post([this, control] {
        qint64 done = 0, total = 0;
        {
            const std::lock_guard lock(control->m_mutex);
            done = control->m_done;
            total = control->m_total;
            control->m_posted = false;
        }
        if (control == m_control)
            emit progress(done, total);
    });
}

void BackgroundJob::deliver(const std::shared_ptr<Control> &control, std::function<void()> what)
{
    post([this, control, what = std::move(what)] {
        if (control != m_control)
            return; // cancelled, or replaced by newer work
        m_control.reset();
        emit finished();
        what();
    });
}

void BackgroundJob::stop()
{
    if (m_control)
        m_control->m_cancelled = true;
}

void BackgroundJob::cancel()
{
    if (!m_control)
        return;
    m_control->m_cancelled = true;
    m_control.reset();
    emit finished();
}

} // namespace ferz
