// SPDX-License-Identifier: GPL-3.0-or-later
// A chess engine spoken to over UCI: a separate process (QProcess) started when it is first
// needed, asked to analyse positions without limit, and stopped cleanly. Nothing here blocks:
// every answer the engine owes has a deadline (QTimer), and an engine that fails to start, crashes,
// stops answering or writes something that is not UCI puts the client in the Failed state with a
// sentence saying why; its process is then ended. analyse() after a failure starts afresh. The
// engine runs in a process group of its own, and whatever it started ends with it.
#pragma once

#include "core/engine/uciinfo.h"

#include <QObject>
#include <QProcess>
#include <QTimer>

#include <QStringList>
#include <functional>

#include <optional>
#include <vector>

namespace ferz {

class EngineProcess;

// One report of the search, its pv checked against the analysed position.
struct EngineUpdate {
    EngineInfo info;
    std::vector<Move> pv;
};

// The limits of a search that ends by itself (UCI `go` arguments); a search without limits goes on
// until it is stopped.
struct SearchLimits {
    std::optional<std::int64_t> whiteMs, blackMs; // the clocks
    std::optional<std::int64_t> whiteIncrementMs, blackIncrementMs;
    std::optional<int> movesToGo; // moves until the next time control
    std::optional<int> moveTimeMs; // exactly this long
    std::optional<int> depth; // this many plies
    friend bool operator==(const SearchLimits &, const SearchLimits &) = default;
};

class UciEngine : public QObject {
    Q_OBJECT

public:
    enum class State {
        Off, // no process (not started yet, or quit)
        Starting, // the process runs, the UCI handshake is under way
        Ready, // loaded and idle
        Analysing, // searching the analysed position
        Failed, // see errorText()
    };
    Q_ENUM(State)

    explicit UciEngine(QObject *parent = nullptr);
    // Sends `quit` and waits for the process for the grace period at most, then ends its group.
    ~UciEngine() override;

    // Where Debian and others install games, which is not always on PATH.
    static inline const QStringList GameFolders = {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")};
    // Why a program cannot be run as an engine.
    enum class ProgramProblem {
        None, // it can, or none is named (then Stockfish is looked for)
        Missing, // no such file
        Folder, // a folder, not a file
        NotExecutable, // a file without permission to run
    };
    static ProgramProblem programProblem(const QString &program);
    // The problem as a sentence naming the program (translated); empty for None.
    static QString programProblemText(const QString &program);
    // The engine to use: `configured` when it names an executable file, else `stockfish` on PATH,
    // else in one of `folders`; empty when there is none. When a configured engine is passed
    // over, programProblemText() says why, for the user to be told.
    static QString findEngine(const QString &configured = {}, const QStringList &folders = GameFolders);

    // The engine's executable; a running engine is quit first.
    void setProgram(const QString &program, const QStringList &arguments = {});
    QString program() const { return m_program; }
    // How many best lines to ask for (UCI MultiPV), 1 or more; applies from the next search.
    void setLineCount(int count);
    // How long the engine may take to answer `uci`, `isready` or `stop`, and how long it may stay
    // silent while searching before it is asked whether it is still there (default 10 s). It applies
    // at once: a deadline running is counted anew from now.
    void setResponseTimeout(int milliseconds);
    // How long `quit` is given before the process group is ended, and SIGTERM before SIGKILL
    // (default 1 s each).
    void setQuitGracePeriod(int milliseconds) { m_quitGrace = milliseconds; }

    State state() const { return m_state; }
    // Why the engine failed, translated when asked (so in the language of the moment); empty
    // unless the state is Failed.
    QString errorText() const { return m_error ? m_error() : QString(); }
    // The name the engine gave (`id name`), once it has answered `uci`.
    QString engineName() const { return m_name; }
    // The position being analysed (the last one asked for).
    const Position &analysedPosition() const { return m_position; }

    // Analyses the position reached by `moves` (legal, in order) from `start`, starting the engine
    // when it is not running. A search already running is stopped first.
    void analyse(const Position &start, const std::vector<Move> &moves);
    // Searches the position within `limits` (a move to play, an evaluation): bestMove() gives the
    // engine's move and its last report on its best line. A search already running is stopped.
    void search(const Position &start, const std::vector<Move> &moves, const SearchLimits &limits);
    // Sets a UCI option (`setoption`) before the next search, if the engine declared it; options
    // set before the engine started are sent once it is ready.
    void setOption(const QString &name, const QString &value);
    // Stops the search; the engine stays loaded.
    void stop();
    // Sends `quit`; the process group is ended once the process has gone or the grace period is
    // over.
    void quit();

signals:
    void stateChanged(ferz::UciEngine::State state);
    // A report about analysedPosition(); reports of earlier searches are never passed on.
    void updated(const ferz::EngineUpdate &update);
    // The end of a search with limits: the move the engine chose, legal in analysedPosition(), and
    // its last report on its best line (empty when it sent none).
    void bestMove(ferz::Move move, const ferz::EngineUpdate &last);
    void failed(const QString &reason);

private:
    enum class Phase {
        None,
        WaitUciOk,
        WaitReadyOk,
        Idle,
        Searching,
        WaitBestMove
    };
    struct Request {
        Position start;
        std::vector<Move> moves;
        std::optional<SearchLimits> limits; // none: until stopped
    };

    // Starts the engine, or the pending search, or stops the running one for it.
    void takeUpRequest();
    // Passes on the move of a `bestmove` line; false (after failing) when it is not legal.
    bool giveBestMove(const QByteArray &line);
    void startProcess();
    void send(const QByteArray &command);
    void readOutput();
    void handleLine(const QByteArray &line);
    void handleInfo(const QByteArray &line);
    void startNextSearch();
    void setState(State state);
    void setDeadline(const QString &command);
    void timedOut();
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    // `reason` writes the sentence, in the language of the moment it is called.
    void fail(std::function<QString()> reason);
    void nonsense(const QByteArray &line);
    void releaseProcess();

    QString m_program;
    QStringList m_arguments;
    EngineProcess *m_process = nullptr;
    QTimer m_timer; // the deadline of the answer awaited, or the silence allowed while searching
    QString m_awaited; // the command whose answer is awaited ("uci", "isready", "stop")
    State m_state = State::Off;
    Phase m_phase = Phase::None;
    std::function<QString()> m_error;
    QString m_name;
    QByteArray m_buffer;
    QByteArray m_lastLine;
    int m_nonsenseLines = 0;
    bool m_hasMultiPv = false;
    int m_lineCount = 1;
    int m_sentLineCount = 1;
    int m_responseTimeout = 10000;
    int m_quitGrace = 1000;
    std::optional<Request> m_pending; // the next position to analyse
    std::vector<std::pair<QString, QString>> m_options; // every option set, in order
    std::size_t m_sentOptions = 0; // the options already sent to the running engine
    QStringList m_declared; // the options the engine declared (lower case)
    EngineUpdate m_best; // the last report on the best line of the search
    std::optional<Request> m_current; // the position being analysed
    Position m_position;
};

} // namespace ferz

Q_DECLARE_METATYPE(ferz::EngineUpdate)
