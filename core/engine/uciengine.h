// SPDX-License-Identifier: GPL-3.0-or-later
// A chess engine spoken to over UCI: a separate process (EngineProcess) started when it is first
// needed, asked to analyse positions without limit, and stopped cleanly; the protocol is
// UciProtocol's. Nothing here blocks: every answer the engine owes has a deadline, and an engine
// that fails to start, crashes, stops answering or writes something that is not UCI puts the
// client in the Failed state with a sentence saying why; its process is then ended. analyse()
// after a failure starts afresh. The engine runs in a process group of its own, and whatever it
// started ends with it. Which program to run: core/engine/enginediscovery.h.
#pragma once

#include "core/engine/engineprocess.h"
#include "core/engine/uciprotocol.h"

#include <QObject>
#include <QStringList>

#include <vector>

namespace ferz {

class UciEngine : public QObject {
    Q_OBJECT

public:
    using State = UciProtocol::State;

    explicit UciEngine(QObject *parent = nullptr);

    // The engine's executable; a running engine is quit first.
    void setProgram(const QString &program, const QStringList &arguments = {});
    QString program() const { return m_program; }
    // How many best lines to ask for (UCI MultiPV), 1 or more; applies from the next search.
    void setLineCount(int count) { m_protocol.setLineCount(count); }
    // How long the engine may take to answer `uci`, `isready` or `stop`, and how long it may stay
    // silent while searching before it is asked whether it is still there (default 10 s). It applies
    // at once: a deadline running is counted anew from now.
    void setResponseTimeout(int milliseconds) { m_protocol.setResponseTimeout(milliseconds); }
    // How long `quit` is given before the process group is ended, and SIGTERM before SIGKILL
    // (default 1 s each); at destruction, the engine is waited for that long at most.
    void setQuitGracePeriod(int milliseconds) { m_process.setQuitGracePeriod(milliseconds); }

    State state() const { return m_protocol.state(); }
    // Why the engine failed, translated when asked (so in the language of the moment); empty
    // unless the state is Failed.
    QString errorText() const { return m_protocol.errorText(); }
    // The name the engine gave (`id name`), once it has answered `uci`.
    QString engineName() const { return m_protocol.engineName(); }
    // The position being analysed (the last one asked for).
    const Position &analysedPosition() const { return m_protocol.analysedPosition(); }

    // Analyses the position reached by `moves` (legal, in order) from `start`, starting the engine
    // when it is not running. A search already running is stopped first.
    void analyse(const Position &start, const std::vector<Move> &moves);
    // Searches the position within `limits` (a move to play, an evaluation): bestMove() gives the
    // engine's move and its last report on its best line. A search already running is stopped.
    void search(const Position &start, const std::vector<Move> &moves, const SearchLimits &limits);
    // Sets a UCI option (`setoption`) before the next search, if the engine declared it; options
    // set before the engine started are sent once it is ready.
    void setOption(const QString &name, const QString &value) { m_protocol.setOption(name, value); }
    // Stops the search; the engine stays loaded.
    void stop() { m_protocol.stop(); }
    // Sends `quit`; the process group is ended once the process has gone or the grace period is
    // over.
    void quit();

signals:
    void stateChanged(ferz::UciProtocol::State state);
    // A report about analysedPosition(); reports of earlier searches are never passed on.
    void updated(const ferz::EngineUpdate &update);
    // The end of a search with limits: the move the engine chose, legal in analysedPosition(), and
    // its last report on its best line (empty when it sent none).
    void bestMove(ferz::Move move, const ferz::EngineUpdate &last);
    void failed(const QString &reason);

private:
    // Starts the engine when a search waits for it.
    void startIfNeeded();
    void processExited(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error, const QString &why);

    QString m_program;
    QStringList m_arguments;
    UciProtocol m_protocol;
    EngineProcess m_process; // its processes are found among the engine's children
};

} // namespace ferz
