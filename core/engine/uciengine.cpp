// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uciengine.h"

#include "core/engine/uci.h"

#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace ferz {

// The engine's process, started in a process group of its own that it leads: whatever it starts
// (a wrapper script's engine, helpers) belongs to the group, and is ended with it. The group keeps
// the leader's id while any member lives (the leader too until it is collected), even after the
// leader has exited.
class EngineProcess : public QProcess {
    Q_OBJECT

public:
    explicit EngineProcess(QObject *parent) : QProcess(parent)
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

// More lines than this in a row that are not UCI, or a line longer than the limit, and the
// engine is judged to be something else than a UCI engine.
constexpr int MaxNonsenseLines = 20;
constexpr qsizetype MaxLineLength = 1 << 20;

// For a process let go of: what it still writes is thrown away as it comes, instead of piling up
// in QProcess's buffer until the process ends (an engine flooding reports after `quit` filled
// gigabytes within the grace period).
void stopReading(QProcess *process)
{
    process->readAllStandardOutput();
    process->closeReadChannel(QProcess::StandardOutput);
}

QByteArray goCommand(const SearchLimits &limits)
{
    QByteArray command = "go";
    auto add = [&command](const char *name, std::optional<std::int64_t> value) {
        if (value)
            command += ' ' + QByteArray(name) + ' ' + QByteArray::number(static_cast<qlonglong>(*value));
    };
    add("wtime", limits.whiteMs);
    add("btime", limits.blackMs);
    add("winc", limits.whiteIncrementMs);
    add("binc", limits.blackIncrementMs);
    add("movestogo", limits.movesToGo);
    add("movetime", limits.moveTimeMs);
    add("depth", limits.depth);
    return command;
}

QString shortened(const QByteArray &line)
{
    QString text = QString::fromUtf8(line).simplified();
    if (text.size() > 80)
        text = text.left(79) + QChar(0x2026);
    return text;
}

} // namespace

UciEngine::UciEngine(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<ferz::EngineUpdate>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciEngine::timedOut);
}

UciEngine::~UciEngine()
{
    // At exit only: a bounded wait, so that the engine can free what it holds, and so that no
    // process outlives Ferz. Processes already released are killed and only reaped here.
    if (m_process) {
        m_process->disconnect(this);
        stopReading(m_process);
        if (m_process->state() == QProcess::Running) {
            m_process->write("quit\n");
            m_process->waitForFinished(m_quitGrace);
        }
    }
    for (EngineProcess *process : findChildren<EngineProcess *>())
        process->endNow(m_quitGrace);
}

UciEngine::ProgramProblem UciEngine::programProblem(const QString &program)
{
    if (program.isEmpty())
        return ProgramProblem::None; // none chosen: Stockfish is looked for
    const QFileInfo file(program);
    if (!file.exists())
        return ProgramProblem::Missing;
    if (file.isDir())
        return ProgramProblem::Folder;
    return file.isExecutable() ? ProgramProblem::None : ProgramProblem::NotExecutable;
}

QString UciEngine::programProblemText(const QString &program)
{
    switch (programProblem(program)) {
    case ProgramProblem::None: break;
    case ProgramProblem::Missing: return tr("The chosen engine “%1” does not exist.").arg(program);
    case ProgramProblem::Folder: return tr("The chosen engine “%1” is a folder, not a program.").arg(program);
    case ProgramProblem::NotExecutable:
        return tr("The chosen engine “%1” is not allowed to run (it is not marked as executable).").arg(program);
    }
    return {};
}

QString UciEngine::findEngine(const QString &configured, const QStringList &folders)
{
    if (!configured.isEmpty() && programProblem(configured) == ProgramProblem::None)
        return QFileInfo(configured).absoluteFilePath();
    QString found = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (found.isEmpty() && !folders.isEmpty())
        found = QStandardPaths::findExecutable(QStringLiteral("stockfish"), folders);
    return found;
}

void UciEngine::setProgram(const QString &program, const QStringList &arguments)
{
    if (program == m_program && arguments == m_arguments)
        return;
    quit();
    m_program = program;
    m_arguments = arguments;
}

void UciEngine::setResponseTimeout(int milliseconds)
{
    m_responseTimeout = milliseconds;
    if (m_timer.isActive())
        m_timer.start(milliseconds);
}

void UciEngine::setLineCount(int count)
{
    m_lineCount = std::max(1, count);
    if (m_phase == Phase::Searching && m_current)
        analyse(m_current->start, m_current->moves);
}

void UciEngine::analyse(const Position &start, const std::vector<Move> &moves)
{
    m_pending = Request {start, moves, std::nullopt};
    takeUpRequest();
}

void UciEngine::search(const Position &start, const std::vector<Move> &moves, const SearchLimits &limits)
{
    m_pending = Request {start, moves, limits};
    takeUpRequest();
}

void UciEngine::setOption(const QString &name, const QString &value)
{
    m_options.emplace_back(name, value);
}

void UciEngine::takeUpRequest()
{
    switch (m_phase) {
    case Phase::None: startProcess(); break;
    case Phase::Idle: startNextSearch(); break;
    case Phase::Searching:
        send("stop");
        m_phase = Phase::WaitBestMove;
        setDeadline(QStringLiteral("stop"));
        break;
    case Phase::WaitUciOk:
    case Phase::WaitReadyOk:
    case Phase::WaitBestMove: break; // the request is taken up when the engine is ready
    }
}

void UciEngine::stop()
{
    m_pending.reset();
    if (m_phase != Phase::Searching)
        return;
    send("stop");
    m_phase = Phase::WaitBestMove;
    setDeadline(QStringLiteral("stop"));
}

void UciEngine::quit()
{
    m_pending.reset();
    m_current.reset();
    m_timer.stop();
    m_phase = Phase::None;
    if (m_process) {
        EngineProcess *process = m_process;
        m_process = nullptr;
        process->disconnect(this);
        stopReading(process);
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
    if (m_state != State::Failed)
        setState(State::Off);
}

void UciEngine::startProcess()
{
    releaseProcess();
    m_error = nullptr;
    m_name.clear();
    m_buffer.clear();
    m_lastLine.clear();
    m_nonsenseLines = 0;
    m_hasMultiPv = false;
    m_sentLineCount = 1;
    m_sentOptions = 0;
    m_declared.clear();
    if (m_program.isEmpty()) {
        fail([] { return tr("No chess engine is set."); });
        return;
    }
    m_process = new EngineProcess(this);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngine::readOutput);
    connect(m_process, &QProcess::finished, this, &UciEngine::processFinished);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngine::processError);
    connect(m_process, &QProcess::started, this, [this] { send("uci"); });
    m_phase = Phase::WaitUciOk;
    setState(State::Starting);
    setDeadline(QStringLiteral("uci"));
    m_process->begin(m_program, m_arguments);
}

void UciEngine::send(const QByteArray &command)
{
    if (m_process && m_process->state() == QProcess::Running)
        m_process->write(command + '\n');
}

void UciEngine::readOutput()
{
    QProcess *process = m_process;
    m_buffer += process->readAllStandardOutput();
    // Lines are handled in place and removed at once: removing each in turn from a full buffer
    // moved the rest of it for every line. A failure (or a restart from a signal handler) below
    // replaces the process: then the buffer is no longer this one's.
    qsizetype begin = 0;
    for (qsizetype end; m_process == process && (end = m_buffer.indexOf('\n', begin)) >= 0; begin = end + 1)
        handleLine(m_buffer.sliced(begin, end - begin).trimmed());
    if (m_process != process)
        return;
    m_buffer.remove(0, begin);
    if (m_buffer.size() > MaxLineLength)
        fail([] {
            return tr("The engine writes something that is not UCI: a line of more than a million characters.");
        });
}

void UciEngine::handleLine(const QByteArray &line)
{
    if (line.isEmpty())
        return;
    m_lastLine = line;
    const qsizetype space = line.indexOf(' ');
    const QByteArray command = space < 0 ? line : line.left(space);
    if (command == "info") {
        if (m_phase == Phase::Searching)
            handleInfo(line);
        else
            m_nonsenseLines = 0; // a report of a search that was stopped: no longer of interest
        return;
    }
    if (command == "id") {
        if (line.startsWith("id name "))
            m_name = QString::fromUtf8(line.mid(8)).trimmed();
    } else if (command == "option") {
        if (line.contains(" name MultiPV ") || line.contains(" name multipv "))
            m_hasMultiPv = true;
        const qsizetype name = line.indexOf(" name "), type = line.indexOf(" type ");
        if (name >= 0 && type > name)
            m_declared << QString::fromUtf8(line.mid(name + 6, type - name - 6)).trimmed().toLower();
    } else if (command == "uciok") {
        if (m_phase == Phase::WaitUciOk) {
            send("isready");
            m_phase = Phase::WaitReadyOk;
            setDeadline(QStringLiteral("isready"));
        }
    } else if (command == "readyok") {
        if (m_phase == Phase::WaitReadyOk) {
            m_timer.stop();
            m_phase = Phase::Idle;
            setState(State::Ready);
            startNextSearch();
        } else if (m_phase == Phase::Searching && !m_awaited.isEmpty()) {
            m_awaited.clear();
            m_timer.start(m_responseTimeout);
        }
    } else if (command == "bestmove") {
        if (m_phase == Phase::Searching || m_phase == Phase::WaitBestMove) {
            // Only a search with limits that ran to its end has a move to give.
            const bool played = m_phase == Phase::Searching && m_current && m_current->limits;
            m_timer.stop();
            m_phase = Phase::Idle;
            if (played && !giveBestMove(line))
                return;
            if (m_phase != Phase::Idle)
                return; // the receiver of the move asked for the next search at once
            if (m_pending)
                startNextSearch();
            else
                setState(State::Ready);
        }
    } else if (command != "copyprotection" && command != "registration") {
        // Engines often greet with a banner before `uci` is answered; later, it is nonsense.
        if (m_phase != Phase::WaitUciOk)
            nonsense(line);
        return;
    }
    m_nonsenseLines = 0;
}

void UciEngine::handleInfo(const QByteArray &line)
{
    const std::optional<EngineInfo> info =
        parseInfoLine(std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
    if (!info) {
        nonsense(line);
        return;
    }
    m_nonsenseLines = 0;
    if (m_awaited.isEmpty())
        m_timer.start(m_responseTimeout); // it is alive: allow another silence
    if (info->hasString)
        return;
    CheckedLine checked = checkedLine(m_position, info->pv);
    if (!checked.complete) {
        const std::string &bad = info->pv[checked.moves.size()];
        fail([bad = QString::fromStdString(bad)] {
            return tr("The engine names a move that is not legal in the analysed position: “%1”.").arg(bad);
        });
        return;
    }
    EngineUpdate update {*info, std::move(checked.moves)};
    if (info->multiPv == 1 && info->score)
        m_best = update;
    emit updated(update);
}

bool UciEngine::giveBestMove(const QByteArray &line)
{
    const QList<QByteArray> words = line.simplified().split(' ');
    const std::string text = words.size() > 1 ? words[1].toStdString() : std::string();
    const Move move = parseUci(m_position, text);
    if (move.isNull() || !m_position.isLegal(move)) {
        fail([text] {
            return tr("The engine names a move that is not legal in the analysed position: “%1”.")
                .arg(QString::fromStdString(text));
        });
        return false;
    }
    const EngineUpdate last = std::move(m_best);
    m_best = EngineUpdate();
    setState(State::Ready);
    emit bestMove(move, last);
    return true;
}

void UciEngine::startNextSearch()
{
    if (!m_pending)
        return;
    m_current = std::move(m_pending);
    m_pending.reset();
    m_position = m_current->start;
    QByteArray command = "position fen " + QByteArray::fromStdString(m_current->start.fen());
    if (!m_current->moves.empty())
        command += " moves";
    for (Move m : m_current->moves) {
        command += ' ' + QByteArray::fromStdString(uciText(m));
        m_position.play(m);
    }
    const int lines = m_hasMultiPv ? m_lineCount : 1;
    if (lines != m_sentLineCount) {
        send("setoption name MultiPV value " + QByteArray::number(lines));
        m_sentLineCount = lines;
    }
    for (; m_sentOptions < m_options.size(); ++m_sentOptions) {
        const auto &[name, value] = m_options[m_sentOptions];
        if (m_declared.contains(name.toLower()))
            send("setoption name " + name.toUtf8() + " value " + value.toUtf8());
    }
    m_best = EngineUpdate();
    send(command);
    send(m_current->limits ? goCommand(*m_current->limits) : QByteArray("go infinite"));
    m_phase = Phase::Searching;
    m_awaited.clear();
    m_timer.start(m_responseTimeout);
    setState(State::Analysing);
}

void UciEngine::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void UciEngine::setDeadline(const QString &command)
{
    m_awaited = command;
    m_timer.start(m_responseTimeout);
}

void UciEngine::timedOut()
{
    if (m_phase == Phase::Searching && m_awaited.isEmpty()) {
        // A long silence may be a deep iteration: the protocol obliges the engine to answer.
        send("isready");
        setDeadline(QStringLiteral("isready"));
        return;
    }
    const int seconds = std::max(1, m_responseTimeout / 1000);
    fail([seconds, awaited = m_awaited, last = shortened(m_lastLine)] {
        QString reason = tr("The engine did not answer “%1” within %n second(s).", nullptr, seconds).arg(awaited);
        if (!last.isEmpty())
            reason += QLatin1Char(' ') + tr("The last thing it wrote was “%1”.").arg(last);
        return reason;
    });
}

void UciEngine::processFinished(int exitCode, QProcess::ExitStatus status)
{
    const QString name = m_name.isEmpty() ? QFileInfo(m_program).fileName() : m_name;
    fail([crashed = status == QProcess::CrashExit, name, exitCode] {
        return crashed ? tr("The engine %1 crashed.").arg(name)
                       : tr("The engine %1 quit unexpectedly (exit code %2).").arg(name).arg(exitCode);
    });
}

void UciEngine::processError(QProcess::ProcessError error)
{
    const QString why = m_process ? m_process->errorString() : QString();
    if (error == QProcess::FailedToStart)
        fail([program = m_program, why] { return tr("Ferz could not start the engine “%1”: %2.").arg(program, why); });
    else if (error == QProcess::WriteError || error == QProcess::ReadError)
        fail([why] { return tr("Ferz lost the connection to the engine: %1.").arg(why); });
    // A crash is reported by processFinished().
}

void UciEngine::fail(std::function<QString()> reason)
{
    releaseProcess();
    m_timer.stop();
    m_phase = Phase::None;
    m_pending.reset();
    m_current.reset();
    m_error = std::move(reason);
    setState(State::Failed);
    emit failed(m_error());
}

void UciEngine::nonsense(const QByteArray &line)
{
    if (++m_nonsenseLines > MaxNonsenseLines)
        fail([text = shortened(line)] { return tr("The engine writes something that is not UCI: “%1”.").arg(text); });
}

void UciEngine::releaseProcess()
{
    if (!m_process)
        return;
    EngineProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    stopReading(process);
    process->end(m_quitGrace);
}

} // namespace ferz

#include "uciengine.moc"
