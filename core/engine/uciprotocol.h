// SPDX-License-Identifier: GPL-3.0-or-later
// The client's side of UCI, without a process: it is told that an engine has started (begin), is
// fed the engine's lines as they come (readLine) and says what to write to it (command). It keeps
// the handshake, the options, the searches asked for and the deadline of every answer it awaits
// (QTimer); an engine that stops answering, names an illegal move or writes something that is not
// UCI puts it in the Failed state with a sentence saying why.
#pragma once

#include "core/engine/uciinfo.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace ferz {

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

class UciProtocol : public QObject {
    Q_OBJECT

public:
    enum class State {
        Off, // no engine (not started yet, or quit)
        Starting, // the UCI handshake is under way
        Ready, // loaded and idle
        Analysing, // searching the analysed position
        Failed, // see errorText()
    };
    Q_ENUM(State)

    explicit UciProtocol(QObject *parent = nullptr);

    // An engine has just been started: everything known of an earlier one is forgotten, `uci` is
    // sent and the handshake begins.
    void begin();
    // A line the engine wrote (without its line end).
    void readLine(const QByteArray &line);
    // Gives up on the engine: `reason` writes the sentence, in the language of the moment it is
    // called.
    void fail(std::function<QString()> reason);
    // The engine has been asked to quit: no search is pending, the state is Off (unless Failed).
    void close();
    // Whether a search asked for waits for an engine to be started (and begin() to be called).
    bool needsEngine() const { return m_phase == Phase::None && m_pending.has_value(); }

    // See UciEngine.
    void setLineCount(int count);
    void setResponseTimeout(int milliseconds);
    void analyse(const Position &start, const std::vector<Move> &moves);
    void search(const Position &start, const std::vector<Move> &moves, const SearchLimits &limits);
    void setOption(const QString &name, const QString &value);
    void stop();

    State state() const { return m_state; }
    QString errorText() const { return m_error ? m_error() : QString(); }
    QString engineName() const { return m_name; }
    const Position &analysedPosition() const { return m_position; }

signals:
    // A line to write to the engine.
    void command(const QByteArray &line);
    // Emitted first when the protocol gives up on the engine (before stateChanged and failed): its
    // process is to be ended, and nothing more it writes is to be read.
    void abandoned();
    void stateChanged(ferz::UciProtocol::State state);
    void updated(const ferz::EngineUpdate &update);
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

    // Starts the pending search, or stops the running one for it (with no engine, it waits).
    void takeUpRequest();
    void askToStop();
    // Passes on the move of a `bestmove` line; false (after failing) when it is not legal.
    bool giveBestMove(const QByteArray &line);
    void handleInfo(const QByteArray &line);
    void startNextSearch();
    void setState(State state);
    void setDeadline(const QString &command);
    void timedOut();
    void nonsense(const QByteArray &line);

    QTimer m_timer; // the deadline of the answer awaited, or the silence allowed while searching
    QString m_awaited; // the command whose answer is awaited ("uci", "isready", "stop")
    State m_state = State::Off;
    Phase m_phase = Phase::None;
    std::function<QString()> m_error;
    QString m_name;
    QByteArray m_lastLine;
    int m_nonsenseLines = 0;
    bool m_hasMultiPv = false;
    int m_lineCount = 1;
    int m_sentLineCount = 1;
    bool m_sentChess960 = false; // UCI_Chess960 is on in the running engine (castling as king takes rook)
    int m_responseTimeout = 10000;
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
