// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineprocess.h"

#include <QTimer>

#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace ferz {

// A process started in a process group of its own that it leads: whatever it starts (a wrapper
// script's engine, helpers) belongs to the group, and is ended with it. The group keeps the
// leader's id while any member lives (the leader too until it is collected), even after the
// leader has exited.
class GroupProcess : public QProcess {
    Q_OBJECT

public:
    explicit GroupProcess(QObject *parent) : QProcess(parent)
    {
        setChildProcessModifier([] { ::setpgid(0, 0); });
    }

    void begin(const QString &program, const QStringList &arguments)
    {
        start(program, arguments);
        m_group = static_cast<pid_t>(processId());
        // The parent sets it too, so that the group exists before start() returns, whichever of
        // the two runs first (it fails harmlessly once the child has run the engine).
        if (m_group > 0)
            ::setpgid(m_group, m_group);
    }

    // What it still writes is thrown away as it comes, instead of piling up in QProcess's buffer
    // until the process ends (an engine flooding reports after `quit` filled gigabytes within the
    // grace period).
    void stopReading()
    {
        readAllStandardOutput();
        closeReadChannel(QProcess::StandardOutput);
    }

    // Asks every process of the group to end (SIGTERM), kills what is left of it after `grace`
    // milliseconds, and then goes once its leader has been collected. Once only.
    void end(int grace)
    {
        if (m_ending)
            return;
        m_ending = true;
        signalGroup(SIGTERM);
        QTimer::singleShot(grace, this, [this] {
            signalGroup(SIGKILL);
            if (state() == QProcess::NotRunning)
                deleteLater();
            else
                connect(this, &QProcess::finished, this, &QObject::deleteLater);
        });
    }

    // At exit: the same, waiting for the leader instead of the event loop.
    void endNow(int grace)
    {
        signalGroup(SIGTERM);
        if (state() != QProcess::NotRunning)
            waitForFinished(grace);
        signalGroup(SIGKILL);
        if (state() != QProcess::NotRunning)
            waitForFinished(grace);
    }

private:
    // Once the group is found empty, its id may be given to another: it is never signalled again.
    void signalGroup(int signal)
    {
        if (m_group > 0 && ::kill(-m_group, signal) == -1 && errno == ESRCH)
            m_group = 0;
    }

    pid_t m_group = 0;
    bool m_ending = false;
};

namespace {

// A line longer than this, and the process is judged to be something else than an engine.
constexpr qsizetype MaxLineLength = 1 << 20;

} // namespace

EngineProcess::EngineProcess(QObject *parent) : QObject(parent)
{
}

EngineProcess::~EngineProcess()
{
    // At exit only: a bounded wait, so that the engine can free what it holds, and so that no
    // process outlives Ferz. Processes already let go of are killed and only reaped here.
    if (GroupProcess *process = takeRunning(); process && process->state() == QProcess::Running) {
        process->write("quit\n");
        process->waitForFinished(m_quitGrace);
    }
    for (GroupProcess *process : findChildren<GroupProcess *>())
        process->endNow(m_quitGrace);
}

void EngineProcess::start(const QString &program, const QStringList &arguments)
{
    release();
    m_buffer.clear();
    m_running = new GroupProcess(this);
    m_running->setStandardErrorFile(QProcess::nullDevice());
    connect(m_running, &QProcess::readyReadStandardOutput, this, &EngineProcess::readOutput);
    connect(m_running, &QProcess::finished, this, &EngineProcess::exited);
    connect(m_running, &QProcess::errorOccurred, this,
            [this](QProcess::ProcessError error) { emit errorOccurred(error, m_running->errorString()); });
    connect(m_running, &QProcess::started, this, [this] {
        for (const QByteArray &line : std::exchange(m_unsent, {}))
            send(line);
    });
    m_running->begin(program, arguments);
}

void EngineProcess::send(const QByteArray &line)
{
    if (!m_running)
        return;
    if (m_running->state() == QProcess::Running)
        m_running->write(line + '\n');
    else if (m_running->state() == QProcess::Starting)
        m_unsent << line;
}

void EngineProcess::quit()
{
    GroupProcess *process = takeRunning();
    if (!process)
        return;
    // The engine's own way out first; what it leaves behind is ended with its group.
    auto end = [process, grace = m_quitGrace] { process->end(grace); };
    if (process->state() == QProcess::NotRunning) {
        end();
    } else {
        process->write("quit\n");
        connect(process, &QProcess::finished, process, end);
        QTimer::singleShot(m_quitGrace, process, end);
    }
}

void EngineProcess::release()
{
    if (GroupProcess *process = takeRunning())
        process->end(m_quitGrace);
}

GroupProcess *EngineProcess::takeRunning()
{
    GroupProcess *process = std::exchange(m_running, nullptr);
    m_unsent.clear();
    if (process) {
        process->disconnect(this);
        process->stopReading();
    }
    return process;
}

void EngineProcess::readOutput()
{
    GroupProcess *process = m_running;
    m_buffer += process->readAllStandardOutput();
    // Lines are passed on in place and removed at once: removing each in turn from a full buffer
    // moved the rest of it for every line. A receiver may let the process go or start another:
    // then the buffer is no longer this one's.
    qsizetype begin = 0;
    for (qsizetype end; m_running == process && (end = m_buffer.indexOf('\n', begin)) >= 0; begin = end + 1)
        emit lineRead(m_buffer.sliced(begin, end - begin).trimmed());
    if (m_running != process)
        return;
    m_buffer.remove(0, begin);
    if (m_buffer.size() > MaxLineLength)
        emit lineTooLong();
}

} // namespace ferz

#include "engineprocess.moc"
