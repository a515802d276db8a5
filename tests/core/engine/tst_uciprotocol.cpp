// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI client's protocol without a process: the engine's lines are fed in as strings and the
// commands it would be sent are read back as strings.
#include "core/engine/uci.h"
#include "core/engine/uciprotocol.h"
#include "tests/core/testposition.h"

#include <QSignalSpy>
#include <QTest>

using namespace ferz;

namespace {

const QByteArray StartFen = QByteArray::fromStdString(Position().fen());

// A protocol whose commands are collected, one string each.
struct Client {
    UciProtocol protocol;
    QByteArrayList sent;

    Client()
    {
        QObject::connect(&protocol, &UciProtocol::command, &protocol, [this](const QByteArray &line) { sent << line; });
    }
    // The commands sent since the last call.
    QByteArrayList take() { return std::exchange(sent, {}); }
    void feed(const QByteArrayList &lines)
    {
        for (const QByteArray &line : lines)
            protocol.readLine(line);
    }
    // Through the handshake of an engine that declares MultiPV and Threads.
    void handshake()
    {
        protocol.begin();
        feed({"Fake engine by nobody", "id name Fake 1.0", "id author nobody",
              "option name MultiPV type spin default 1 min 1 max 500",
              "option name Threads type spin default 1 min 1 max 64", "uciok", "readyok"});
    }
};

Move move(const Position &position, const char *text)
{
    const Move m = parseUci(position, text);
    if (m.isNull())
        qFatal("not a legal move: %s", text);
    return m;
}

} // namespace

class TestUciProtocol : public QObject {
    Q_OBJECT

private slots:
    void handshake();
    void sendsOptionsAndPosition();
    void passesOnInfoLines();
    void searchGivesBestMove();
    void stopDuringSearch();
    void newSearchStopsTheRunningOne();
    void bannerBeforeUciOkIsNotNonsense();
    void garbageFails();
    void illegalPvFails();
    void illegalBestMoveFails();
    void failureLetsTheEngineGoFirst();
    void silenceIsAskedAbout();
    void unansweredHandshakeFails();
    void chess960TurnsTheOptionOn();
    void chess960NeedsTheOption();
};

void TestUciProtocol::handshake()
{
    Client client;
    QSignalSpy states(&client.protocol, &UciProtocol::stateChanged);
    QCOMPARE(client.protocol.state(), UciProtocol::State::Off);
    client.protocol.begin();
    QCOMPARE(client.take(), QByteArrayList {"uci"});
    QCOMPARE(client.protocol.state(), UciProtocol::State::Starting);
    client.feed({"id name Fake 1.0", "uciok"});
    QCOMPARE(client.take(), QByteArrayList {"isready"});
    QCOMPARE(client.protocol.state(), UciProtocol::State::Starting);
    QCOMPARE(client.protocol.engineName(), QStringLiteral("Fake 1.0"));
    client.feed({"readyok"});
    QCOMPARE(client.protocol.state(), UciProtocol::State::Ready);
    QVERIFY(client.take().isEmpty()); // no search was asked for
    QCOMPARE(states.count(), 2);
    QCOMPARE(states.at(1).at(0).value<UciProtocol::State>(), UciProtocol::State::Ready);
    QVERIFY(client.protocol.errorText().isEmpty());
}

void TestUciProtocol::sendsOptionsAndPosition()
{
    Client client;
    client.protocol.setLineCount(3);
    client.protocol.setOption(QStringLiteral("Threads"), QStringLiteral("2"));
    client.protocol.setOption(QStringLiteral("Hash"), QStringLiteral("64")); // not declared: not sent
    const Position start;
    client.protocol.analyse(start, {move(start, "e2e4")});
    QVERIFY(client.protocol.needsEngine());
    QVERIFY(client.take().isEmpty());
    client.handshake();
    QVERIFY(!client.protocol.needsEngine());
    QCOMPARE(client.take(),
             (QByteArrayList {"uci", "isready", "setoption name MultiPV value 3", "setoption name Threads value 2",
                              "position fen " + StartFen + " moves e2e4", "go infinite"}));
    QCOMPARE(client.protocol.state(), UciProtocol::State::Analysing);
    Position after = start;
    after.play(move(start, "e2e4"));
    QCOMPARE(client.protocol.analysedPosition().fen(), after.fen());
}

void TestUciProtocol::passesOnInfoLines()
{
    Client client;
    QSignalSpy updates(&client.protocol, &UciProtocol::updated);
    client.protocol.analyse(Position(), {});
    client.handshake();
    client.feed({"info depth 12 seldepth 15 multipv 1 score cp 31 nodes 5000 nps 100000 pv e2e4 e7e5 g1f3",
                 "info string NNUE evaluation enabled", "info depth 12 multipv 2 score mate -3 pv a2a3"});
    QCOMPARE(updates.count(), 2); // the string is for people
    const auto first = updates.at(0).at(0).value<EngineUpdate>();
    QCOMPARE(first.info.depth, 12);
    QCOMPARE(first.info.score, (EngineScore {EngineScore::Kind::Centipawns, 31, EngineScore::Bound::Exact}));
    QCOMPARE(first.pv.size(), std::size_t(3));
    QCOMPARE(uciText(first.pv[2]), std::string("g1f3"));
    const auto second = updates.at(1).at(0).value<EngineUpdate>();
    QCOMPARE(second.info.multiPv, 2);
    QCOMPARE(second.info.score->kind, EngineScore::Kind::Mate);
    QCOMPARE(client.protocol.state(), UciProtocol::State::Analysing);
}

void TestUciProtocol::searchGivesBestMove()
{
    Client client;
    QSignalSpy best(&client.protocol, &UciProtocol::bestMove);
    client.handshake();
    client.take();
    SearchLimits limits;
    limits.whiteMs = 60000;
    limits.blackMs = 50000;
    limits.depth = 8;
    client.protocol.search(Position(), {}, limits);
    QCOMPARE(client.take(), (QByteArrayList {"position fen " + StartFen, "go wtime 60000 btime 50000 depth 8"}));
    client.feed({"info depth 8 multipv 1 score cp 20 pv d2d4 d7d5", "info depth 8 multipv 2 score cp 10 pv e2e4"});
    QVERIFY(best.isEmpty());
    client.feed({"bestmove d2d4 ponder d7d5"});
    QCOMPARE(best.count(), 1);
    QCOMPARE(uciText(best.at(0).at(0).value<Move>()), std::string("d2d4"));
    // The last report on the best line comes with it, not that of the second line.
    const auto last = best.at(0).at(1).value<EngineUpdate>();
    QCOMPARE(last.info.score->value, 20);
    QCOMPARE(last.pv.size(), std::size_t(2));
    QCOMPARE(client.protocol.state(), UciProtocol::State::Ready);
}

void TestUciProtocol::stopDuringSearch()
{
    Client client;
    QSignalSpy best(&client.protocol, &UciProtocol::bestMove);
    QSignalSpy updates(&client.protocol, &UciProtocol::updated);
    SearchLimits limits;
    limits.moveTimeMs = 100000;
    client.protocol.search(Position(), {}, limits);
    client.handshake();
    client.take();
    client.protocol.stop();
    QCOMPARE(client.take(), QByteArrayList {"stop"});
    QCOMPARE(client.protocol.state(), UciProtocol::State::Analysing);
    // The reports of the stopped search still coming are not passed on, its move is not played.
    client.feed({"info depth 20 score cp 5 pv e2e4", "bestmove e2e4"});
    QVERIFY(updates.isEmpty());
    QVERIFY(best.isEmpty());
    QCOMPARE(client.protocol.state(), UciProtocol::State::Ready);
    // Stopping an engine that does not search sends nothing.
    client.protocol.stop();
    QVERIFY(client.take().isEmpty());
}

void TestUciProtocol::newSearchStopsTheRunningOne()
{
    Client client;
    QSignalSpy updates(&client.protocol, &UciProtocol::updated);
    client.protocol.analyse(Position(), {});
    client.handshake();
    client.take();
    const Position position = testPosition("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    client.protocol.analyse(position, {});
    QCOMPARE(client.take(), QByteArrayList {"stop"});
    client.feed({"info depth 30 score cp 5 pv e2e4", "bestmove e2e4"});
    QCOMPARE(client.take(), (QByteArrayList {"position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1", "go infinite"}));
    client.feed({"info depth 3 score cp 500 pv e1g1"});
    QCOMPARE(updates.count(), 1);
    QCOMPARE(uciText(updates.at(0).at(0).value<EngineUpdate>().pv.front()), std::string("e1g1"));
}

void TestUciProtocol::bannerBeforeUciOkIsNotNonsense()
{
    Client client;
    client.protocol.begin();
    for (int i = 0; i < 50; ++i)
        client.protocol.readLine("Copyright (C) somebody, all rights reserved");
    client.feed({"uciok", "readyok"});
    QCOMPARE(client.protocol.state(), UciProtocol::State::Ready);
}

void TestUciProtocol::garbageFails()
{
    Client client;
    QSignalSpy failed(&client.protocol, &UciProtocol::failed);
    client.handshake();
    // A few stray lines are forgiven, each UCI line starts the count anew.
    for (int i = 0; i < 20; ++i)
        client.protocol.readLine("hello there");
    client.feed({"readyok"});
    for (int i = 0; i < 20; ++i)
        client.protocol.readLine("hello there");
    QCOMPARE(client.protocol.state(), UciProtocol::State::Ready);
    client.protocol.readLine("hello \x01 there");
    QCOMPARE(client.protocol.state(), UciProtocol::State::Failed);
    QCOMPARE(failed.count(), 1);
    QVERIFY2(client.protocol.errorText().contains(QStringLiteral("not UCI")), qPrintable(client.protocol.errorText()));
    QVERIFY2(client.protocol.errorText().contains(QStringLiteral("hello")), qPrintable(client.protocol.errorText()));
}

void TestUciProtocol::illegalPvFails()
{
    Client client;
    QSignalSpy updates(&client.protocol, &UciProtocol::updated);
    client.protocol.analyse(Position(), {});
    client.handshake();
    client.feed({"info depth 5 score cp 10 pv e2e4 e2e4"});
    QVERIFY(updates.isEmpty());
    QCOMPARE(client.protocol.state(), UciProtocol::State::Failed);
    QVERIFY2(client.protocol.errorText().contains(QStringLiteral("“e2e4”")), qPrintable(client.protocol.errorText()));
}

void TestUciProtocol::illegalBestMoveFails()
{
    Client client;
    QSignalSpy best(&client.protocol, &UciProtocol::bestMove);
    SearchLimits limits;
    limits.depth = 1;
    client.protocol.search(Position(), {}, limits);
    client.handshake();
    client.feed({"bestmove e1e8"});
    QVERIFY(best.isEmpty());
    QCOMPARE(client.protocol.state(), UciProtocol::State::Failed);
    QVERIFY2(client.protocol.errorText().contains(QStringLiteral("“e1e8”")), qPrintable(client.protocol.errorText()));
}

// A crashed process, say: its process is let go of before anyone hears of the failure, so that
// a receiver may start the engine anew at once.
void TestUciProtocol::failureLetsTheEngineGoFirst()
{
    Client client;
    QStringList events;
    connect(&client.protocol, &UciProtocol::abandoned, this, [&] { events << QStringLiteral("abandoned"); });
    connect(&client.protocol, &UciProtocol::stateChanged, this, [&](UciProtocol::State state) {
        if (state == UciProtocol::State::Failed)
            events << QStringLiteral("state");
    });
    connect(&client.protocol, &UciProtocol::failed, this, [&](const QString &reason) {
        events << reason;
        client.protocol.analyse(Position(), {});
    });
    client.protocol.analyse(Position(), {});
    client.handshake();
    client.protocol.fail([] { return QStringLiteral("The engine Fake crashed."); });
    QCOMPARE(events,
             (QStringList {QStringLiteral("abandoned"), QStringLiteral("state"),
                           QStringLiteral("The engine Fake crashed.")}));
    QCOMPARE(client.protocol.errorText(), QStringLiteral("The engine Fake crashed."));
    QVERIFY(client.protocol.needsEngine()); // the search asked for from the receiver
    client.take();
    // A new engine starts afresh.
    client.handshake();
    QVERIFY(client.protocol.errorText().isEmpty());
    QCOMPARE(client.protocol.state(), UciProtocol::State::Analysing);
    QCOMPARE(client.take().last(), QByteArray("go infinite"));
}

void TestUciProtocol::silenceIsAskedAbout()
{
    Client client;
    QSignalSpy commands(&client.protocol, &UciProtocol::command);
    client.protocol.setResponseTimeout(20);
    client.protocol.analyse(Position(), {});
    client.handshake();
    client.take();
    commands.clear();
    // A search that says nothing is asked whether the engine is still there, and goes on.
    QVERIFY(commands.wait());
    QCOMPARE(client.take(), QByteArrayList {"isready"});
    client.feed({"readyok"});
    QCOMPARE(client.protocol.state(), UciProtocol::State::Analysing);
}

void TestUciProtocol::unansweredHandshakeFails()
{
    Client client;
    QSignalSpy failed(&client.protocol, &UciProtocol::failed);
    client.protocol.setResponseTimeout(20);
    client.protocol.begin();
    client.protocol.readLine("Fake engine");
    QVERIFY(failed.wait());
    QCOMPARE(client.protocol.state(), UciProtocol::State::Failed);
    const QString reason = client.protocol.errorText();
    QVERIFY2(reason.contains(QStringLiteral("“uci”")) && reason.contains(QStringLiteral("“Fake engine”")),
             qPrintable(reason));
}

// A Chess960 position turns UCI_Chess960 on before it is sent (in Shredder-FEN), castling comes back as
// the king taking its rook, and the option goes off again for standard chess.
void TestUciProtocol::chess960TurnsTheOptionOn()
{
    Client client;
    QSignalSpy best(&client.protocol, &UciProtocol::bestMove);
    client.protocol.begin();
    client.feed({"id name Fake 960", "option name UCI_Chess960 type check default false", "uciok", "readyok"});
    client.take();
    const Position fischer = testPosition("4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1", Variant::Chess960);
    SearchLimits limits;
    limits.depth = 1;
    client.protocol.search(fischer, {}, limits);
    QCOMPARE(client.take(),
             (QByteArrayList {"setoption name UCI_Chess960 value true", "position fen 4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1",
                              "go depth 1"}));
    client.feed({"info depth 1 score cp 30 pv b1g1 e8e7", "bestmove b1g1"});
    QCOMPARE(best.count(), 1);
    const Move castling = best.at(0).at(0).value<Move>();
    QCOMPARE(castling, fischer.castlingMove(CastlingSide::King));
    QCOMPARE(fischer.after(castling).fen(), std::string("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"));
    client.protocol.search(Position(), {}, limits);
    QCOMPARE(client.take(),
             (QByteArrayList {"setoption name UCI_Chess960 value false", "position fen " + StartFen, "go depth 1"}));
}

// An engine without the option is not given a Chess960 game: it would read castling otherwise.
void TestUciProtocol::chess960NeedsTheOption()
{
    Client client;
    client.handshake();
    client.take();
    client.protocol.analyse(testPosition("4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1", Variant::Chess960), {});
    QVERIFY(client.take().isEmpty());
    QCOMPARE(client.protocol.state(), UciProtocol::State::Failed);
    QCOMPARE(client.protocol.errorText(),
             QStringLiteral("The engine does not play Chess960 (it has no UCI_Chess960 option)."));
}

QTEST_GUILESS_MAIN(TestUciProtocol)
#include "tst_uciprotocol.moc"
