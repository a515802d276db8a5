// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databaserunner.h"

#include <QTimerEvent>

#include <algorithm>

namespace ferz {

DatabaseRunner::DatabaseRunner(QObject *parent) : QObject(parent)
{
}

DatabaseRunner::~DatabaseRunner()
{
    cancel();
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void DatabaseRunner::start(std::function<void(DatabaseRunner *, std::shared_ptr<Job>)> body)
{
    cancel();
    auto job = std::make_shared<Job>();
    m_job = job;
    QThread *thread = QThread::create([this, body = std::move(body), job] { body(this, job); });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread] {
        m_threads.erase(std::remove(m_threads.begin(), m_threads.end(), thread), m_threads.end());
        thread->deleteLater();
    });
    thread->start();
    if (!m_timer)
        m_timer = startTimer(100);
    emit busyChanged(true);
}

void DatabaseRunner::deliver(const std::shared_ptr<Job> &job, std::function<void()> what)
{
    QMetaObject::invokeMethod(
        this,
        [this, job, what = std::move(what)] {
            if (job->cancelled || job != m_job)
                return;
            finish(job);
            what();
        },
        Qt::QueuedConnection);
}

void DatabaseRunner::finish(const std::shared_ptr<Job> &job)
{
    if (job != m_job)
        return;
    m_job.reset();
    killTimer(m_timer);
    m_timer = 0;
    emit busyChanged(false);
}

void DatabaseRunner::cancel()
{
    if (!m_job)
        return;
    m_job->cancelled = true;
    finish(m_job);
}

void DatabaseRunner::timerEvent(QTimerEvent *event)
{
    if (event->timerId() == m_timer && m_job)
        emit progress(m_job->done, m_job->total);
}

} // namespace ferz
