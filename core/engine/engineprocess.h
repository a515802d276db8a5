// SPDX-License-Identifier: GPL-3.0-or-later
// An engine's process: started in a process group of its own, written to and read from line by
// line, and ended with everything it started. A process let go of (released, quit, or replaced by
// the next start) is no longer read; its group is asked to end and killed after the grace period,
// and at destruction whatever is left is ended within a bounded wait. Nothing here knows UCI but
// the word `quit`.
#pragma once

#include <QByteArrayList>
#include <QObject>
#include <QProcess>
#include <QStringList>

namespace ferz {

class GroupProcess;

class EngineProcess : public QObject {
    Q_OBJECT

public:
    explicit EngineProcess(QObject *parent = nullptr);
    // Sends `quit` to the running process and waits for it for the grace period at most, then
    // ends every group still alive.
    ~EngineProcess() override;

    // How long `quit` is given before the process group is ended, and SIGTERM before SIGKILL
    // (default 1 s each).
    void setQuitGracePeriod(int milliseconds) { m_quitGrace = milliseconds; }
    // Starts `program`, letting go of the process running before.
    void start(const QString &program, const QStringList &arguments);
    // Writes `line` and a line end; held until the process has started, dropped when none runs.
    void send(const QByteArray &line);
    // Sends `quit`; the process group is ended once the process has gone or the grace period is
    // over.
    void quit();
    // Ends the process group without a word.
    void release();

signals:
    // A line the process wrote, without its line end and surrounding white space.
    void lineRead(const QByteArray &line);
    // The process writes a line of more than a million bytes (it is still read, to no end).
    void lineTooLong();
    void exited(int exitCode, QProcess::ExitStatus status);
    void errorOccurred(QProcess::ProcessError error, const QString &why);

private:
    // Takes the running process out of this object's hands; it is no longer read.
    GroupProcess *takeRunning();
    void readOutput();

    GroupProcess *m_running = nullptr;
    QByteArray m_buffer; // what the running process wrote after its last full line
    QByteArrayList m_unsent; // written before the process had started
    int m_quitGrace = 1000;
};

} // namespace ferz
