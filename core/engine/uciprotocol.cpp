// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uciprotocol.h"

#include "core/engine/uci.h"

#include <QCoreApplication>

namespace ferz {

namespace {

// More lines than this in a row that are not UCI, and the engine is judged to be something else
// than a UCI engine.
constexpr int MaxNonsenseLines = 20;

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

// The sentences keep the context of the class they were translated in (translations/*.ts).
QString illegalMoveText(const QString &move)
{
    return QCoreApplication::translate("ferz::UciEngine",
                                       "The engine names a move that is not legal in the analysed position: “%1”.")
        .arg(move);
}

} // namespace

UciProtocol::UciProtocol(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<ferz::EngineUpdate>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciProtocol::timedOut);
}

void UciProtocol::begin()
{
    m_error = nullptr;
    m_name.clear();
    m_lastLine.clear();
    m_nonsenseLines = 0;
    m_hasMultiPv = false;
    m_sentLineCount = 1;
    m_sentOptions = 0;
    m_sentChess960 = false;
    m_declared.clear();
    m_phase = Phase::WaitUciOk;
    setState(State::Starting);
    setDeadline(QStringLiteral("uci"));
    emit command("uci");
}

void UciProtocol::setResponseTimeout(int milliseconds)
{
    m_responseTimeout = milliseconds;
    if (m_timer.isActive())
        m_timer.start(milliseconds);
}

void UciProtocol::setLineCount(int count)
{
    m_lineCount = std::max(1, count);
    if (m_phase == Phase::Searching && m_current)
        analyse(m_current->start, m_current->moves);
}

void UciProtocol::analyse(const Position &start, const std::vector<Move> &moves)
{
    m_pending = Request {start, moves, std::nullopt};
    takeUpRequest();
}

void UciProtocol::search(const Position &start, const std::vector<Move> &moves, const SearchLimits &limits)
{
    m_pending = Request {start, moves, limits};
    takeUpRequest();
}

void UciProtocol::setOption(const QString &name, const QString &value)
{
    m_options.emplace_back(name, value);
}

void UciProtocol::takeUpRequest()
{
    if (m_phase == Phase::Idle)
        startNextSearch();
    else if (m_phase == Phase::Searching)
        askToStop();
    // Otherwise the request is taken up when the engine is ready.
}

void UciProtocol::stop()
{
    m_pending.reset();
    if (m_phase == Phase::Searching)
        askToStop();
}

void UciProtocol::askToStop()
{
    emit command("stop");
    m_phase = Phase::WaitBestMove;
    setDeadline(QStringLiteral("stop"));
}

void UciProtocol::close()
{
    m_pending.reset();
    m_current.reset();
    m_timer.stop();
    m_phase = Phase::None;
    if (m_state != State::Failed)
        setState(State::Off);
}

void UciProtocol::readLine(const QByteArray &line)
{
    if (line.isEmpty())
        return;
    m_lastLine = line;
    const qsizetype space = line.indexOf(' ');
    const QByteArray word = space < 0 ? line : line.left(space);
    if (word == "info") {
        if (m_phase == Phase::Searching)
            handleInfo(line);
        else
            m_nonsenseLines = 0; // a report of a search that was stopped: no longer of interest
        return;
    }
    if (word == "id") {
        if (line.startsWith("id name "))
            m_name = QString::fromUtf8(line.mid(8)).trimmed();
    } else if (word == "option") {
        if (line.contains(" name MultiPV ") || line.contains(" name multipv "))
            m_hasMultiPv = true;
        const qsizetype name = line.indexOf(" name "), type = line.indexOf(" type ");
        if (name >= 0 && type > name)
            m_declared << QString::fromUtf8(line.mid(name + 6, type - name - 6)).trimmed().toLower();
    } else if (word == "uciok") {
        if (m_phase == Phase::WaitUciOk) {
            emit command("isready");
            m_phase = Phase::WaitReadyOk;
            setDeadline(QStringLiteral("isready"));
        }
    } else if (word == "readyok") {
        if (m_phase == Phase::WaitReadyOk) {
            m_timer.stop();
            m_phase = Phase::Idle;
            setState(State::Ready);
            startNextSearch();
        } else if (m_phase == Phase::Searching && !m_awaited.isEmpty()) {
            m_awaited.clear();
            m_timer.start(m_responseTimeout);
        }
    } else if (word == "bestmove") {
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
    } else if (word != "copyprotection" && word != "registration") {
        // Engines often greet with a banner before `uci` is answered; later, it is nonsense.
        if (m_phase != Phase::WaitUciOk)
            nonsense(line);
        return;
    }
    m_nonsenseLines = 0;
}

void UciProtocol::handleInfo(const QByteArray &line)
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
        fail([bad = QString::fromStdString(info->pv[checked.moves.size()])] { return illegalMoveText(bad); });
        return;
    }
    EngineUpdate update {*info, std::move(checked.moves)};
    if (info->multiPv == 1 && info->score)
        m_best = update;
    emit updated(update);
}

bool UciProtocol::giveBestMove(const QByteArray &line)
{
    const QList<QByteArray> words = line.simplified().split(' ');
    const std::string text = words.size() > 1 ? words[1].toStdString() : std::string();
    const Move move = parseUci(m_position, text);
    if (move.isNull() || !m_position.isLegal(move)) {
        fail([text] { return illegalMoveText(QString::fromStdString(text)); });
        return false;
    }
    const EngineUpdate last = std::move(m_best);
    m_best = EngineUpdate();
    setState(State::Ready);
    emit bestMove(move, last);
    return true;
}

void UciProtocol::startNextSearch()
{
    if (!m_pending)
        return;
    m_current = std::move(m_pending);
    m_pending.reset();
    m_position = m_current->start;
    const bool chess960 = m_position.isChess960();
    if (chess960 != m_sentChess960) {
        if (!m_declared.contains(QStringLiteral("uci_chess960"))) {
            fail([] {
                return QCoreApplication::translate(
                    "ferz::UciEngine", "The engine does not play Chess960 (it has no UCI_Chess960 option).");
            });
            return;
        }
        emit command(QByteArray("setoption name UCI_Chess960 value ") + (chess960 ? "true" : "false"));
        m_sentChess960 = chess960;
    }
    // Shredder-FEN names each castling rook by its file: UCI_Chess960 came with it, and every
    // engine that plays Chess960 reads it.
    QByteArray position =
        "position fen " + QByteArray::fromStdString(m_current->start.fen(Position::CastlingLetters::Shredder));
    if (!m_current->moves.empty())
        position += " moves";
    for (Move m : m_current->moves) {
        position += ' ' + QByteArray::fromStdString(uciText(m));
        m_position.play(m);
    }
    const int lines = m_hasMultiPv ? m_lineCount : 1;
    if (lines != m_sentLineCount) {
        emit command("setoption name MultiPV value " + QByteArray::number(lines));
        m_sentLineCount = lines;
    }
    for (; m_sentOptions < m_options.size(); ++m_sentOptions) {
        const auto &[name, value] = m_options[m_sentOptions];
        if (m_declared.contains(name.toLower()))
            emit command("setoption name " + name.toUtf8() + " value " + value.toUtf8());
    }
    m_best = EngineUpdate();
    emit command(position);
    emit command(m_current->limits ? goCommand(*m_current->limits) : QByteArray("go infinite"));
    m_phase = Phase::Searching;
    m_awaited.clear();
    m_timer.start(m_responseTimeout);
    setState(State::Analysing);
}

void UciProtocol::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void UciProtocol::setDeadline(const QString &awaited)
{
    m_awaited = awaited;
    m_timer.start(m_responseTimeout);
}

void UciProtocol::timedOut()
{
    if (m_phase == Phase::Searching && m_awaited.isEmpty()) {
        // A long silence may be a deep iteration: the protocol obliges the engine to answer.
        emit command("isready");
        setDeadline(QStringLiteral("isready"));
        return;
    }
    const int seconds = std::max(1, m_responseTimeout / 1000);
    fail([seconds, awaited = m_awaited, last = shortened(m_lastLine)] {
        QString reason = QCoreApplication::translate(
                             "ferz::UciEngine", "The engine did not answer “%1” within %n second(s).", nullptr, seconds)
                             .arg(awaited);
        if (!last.isEmpty())
            reason += QLatin1Char(' ')
                + QCoreApplication::translate("ferz::UciEngine", "The last thing it wrote was “%1”.").arg(last);
        return reason;
    });
}

void UciProtocol::fail(std::function<QString()> reason)
{
    emit abandoned();
    m_timer.stop();
    m_phase = Phase::None;
    m_pending.reset();
    m_current.reset();
    m_error = std::move(reason);
    setState(State::Failed);
    emit failed(m_error());
}

void UciProtocol::nonsense(const QByteArray &line)
{
    if (++m_nonsenseLines > MaxNonsenseLines)
        fail([text = shortened(line)] {
            return QCoreApplication::translate("ferz::UciEngine", "The engine writes something that is not UCI: “%1”.")
                .arg(text);
        });
}

} // namespace ferz
