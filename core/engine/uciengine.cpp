// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uciengine.h"

#include <QFileInfo>

namespace ferz {

UciEngine::UciEngine(QObject *parent) : QObject(parent), m_protocol(this), m_process(this)
{
    connect(&m_process, &EngineProcess::lineRead, &m_protocol, &UciProtocol::readLine);
    connect(&m_process, &EngineProcess::lineTooLong, this, [this] {
        m_protocol.fail([] {
            return tr("The engine writes something that is not UCI: a line of more than a million characters.");
        });
    });
    connect(&m_process, &EngineProcess::exited, this, &UciEngine::processExited);
    connect(&m_process, &EngineProcess::errorOccurred, this, &UciEngine::processError);
    connect(&m_protocol, &UciProtocol::command, &m_process, &EngineProcess::send);
    connect(&m_protocol, &UciProtocol::abandoned, &m_process, &EngineProcess::release);
    connect(&m_protocol, &UciProtocol::stateChanged, this, &UciEngine::stateChanged);
    connect(&m_protocol, &UciProtocol::updated, this, &UciEngine::updated);
    connect(&m_protocol, &UciProtocol::bestMove, this, &UciEngine::bestMove);
    connect(&m_protocol, &UciProtocol::failed, this, &UciEngine::failed);
}

void UciEngine::setProgram(const QString &program, const QStringList &arguments)
{
    if (program == m_program && arguments == m_arguments)
        return;
    quit();
    m_program = program;
    m_arguments = arguments;
}

void UciEngine::analyse(const Position &start, const std::vector<Move> &moves)
{
    m_protocol.analyse(start, moves);
    startIfNeeded();
}

void UciEngine::search(const Position &start, const std::vector<Move> &moves, const SearchLimits &limits)
{
    m_protocol.search(start, moves, limits);
    startIfNeeded();
}

void UciEngine::quit()
{
    m_process.quit();
    m_protocol.close();
}

void UciEngine::startIfNeeded()
{
    if (!m_protocol.needsEngine())
        return;
    if (m_program.isEmpty()) {
        m_protocol.fail([] { return tr("No chess engine is set."); });
        return;
    }
    m_process.start(m_program, m_arguments);
    // Unless the process failed at once, the handshake begins (`uci` waits until it has started).
    if (m_protocol.needsEngine())
        m_protocol.begin();
}

void UciEngine::processExited(int exitCode, QProcess::ExitStatus status)
{
    const QString name = m_protocol.engineName().isEmpty() ? QFileInfo(m_program).fileName() : m_protocol.engineName();
    m_protocol.fail([crashed = status == QProcess::CrashExit, name, exitCode] {
        return crashed ? tr("The engine %1 crashed.").arg(name)
                       : tr("The engine %1 quit unexpectedly (exit code %2).").arg(name).arg(exitCode);
    });
}

void UciEngine::processError(QProcess::ProcessError error, const QString &why)
{
    if (error == QProcess::FailedToStart)
        m_protocol.fail(
            [program = m_program, why] { return tr("Ferz could not start the engine “%1”: %2.").arg(program, why); });
    else if (error == QProcess::WriteError || error == QProcess::ReadError)
        m_protocol.fail([why] { return tr("Ferz lost the connection to the engine: %1.").arg(why); });
    // A crash is reported by processExited().
}

} // namespace ferz
