// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI client against the real Debian stockfish (installed by scripts/deps.sh) and against
// fake engines in tests/data/engines that crash, never answer, hang in the middle of a search,
// write prose or name illegal moves. Every failure must end in the Failed state with a reason,
// while the event loop keeps running.
#include "core/engine/enginediscovery.h"
#include "core/engine/uciengine.h"
#include "core/pgn/linetext.h"
#include "tests/core/testposition.h"
#include "tests/fakeengine.h"

#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

// Generous: the assertions wait for state changes, never measure time. An engine that answers
// (every real one, and the fakes that fail some other way) is given as long as this to answer, so
// that no deadline runs out on a slow machine.
constexpr int Patience = 60000;
// A short deadline, only for a fake engine once it hangs for good (no answer can be late then).
constexpr int HangTimeout = 500;

const char *const MateInTwo = "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1";

// Whether process `pid` has ended: it is gone, or dead and only waiting to be collected (a zombie,
// on a machine where nothing collects orphans).
bool ended(pid_t pid)
{
    if (::kill(pid, 0) == -1 && errno == ESRCH)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const qsizetype name = text.lastIndexOf(')'); // the state follows the program's name
    return name >= 0 && text.mid(name + 2, 1) == "Z";
}

} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT

private slots:
    void findsStockfish();
    void stockfishFindsMateInTwo();
    void followsPositions();
    void programThatDoesNotExist();
    void crashes();
    void neverAnswers();
    void freezesWhileSearching();
    void writesNonsense();
    void namesIllegalMove();
    void restartsAfterFailure();
    void quitIsClean();
    void floodIsNotBuffered();
    void wrapperLeavesNothingBehind_data();
    void wrapperLeavesNothingBehind();
    void passedOverEngineSaysWhy_data();
    void passedOverEngineSaysWhy();

private:
    // Runs `engine` on the start position until it fails with a reason that says `reasonPart`.
    // `ticks` counts the ticks of a timer that runs meanwhile: for an engine that hangs, the proof
    // that nothing blocked the event loop while Ferz waited for it.
    void expectFailure(UciEngine &engine, const QString &reasonPart, int *ticks = nullptr);
};

void TestUciEngine::findsStockfish()
{
    const QString path = findEngine();
    QVERIFY2(!path.isEmpty(), "stockfish is not installed: scripts/deps.sh installs it");
    // A configured engine wins; one that is not an executable is passed over.
    QCOMPARE(findEngine(fakeEngine("crash.sh")), fakeEngine("crash.sh"));
    QCOMPARE(findEngine(fakeEngine("../SOURCES.md")), path);
}

void TestUciEngine::stockfishFindsMateInTwo()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setProgram(findEngine());
    engine.setLineCount(3);
    const Position start = testPosition(MateInTwo);
    std::optional<EngineUpdate> mate;
    QList<int> lines;
    connect(&engine, &UciEngine::updated, this, [&](const EngineUpdate &u) {
        lines.append(u.info.multiPv);
        if (u.info.multiPv == 1 && u.info.score && u.info.score->kind == EngineScore::Kind::Mate
            && u.info.score->value == 2)
            mate = u;
    });
    QCOMPARE(engine.state(), UciEngine::State::Off); // started lazily
    engine.analyse(start, {});
    QCOMPARE(engine.state(), UciEngine::State::Starting);
    QTRY_VERIFY_WITH_TIMEOUT(mate.has_value(), Patience);
    QCOMPARE(engine.state(), UciEngine::State::Analysing);
    QVERIFY(engine.engineName().contains("Stockfish"));
    QVERIFY(lines.contains(3)); // MultiPV reached the engine

    QCOMPARE(mate->pv.size(), 3u);
    QCOMPARE(QString::fromStdString(lineText(start, mate->pv, NotationStyle::pgn())), "1. Qd8+ Bxd8 2. Re8#");
    const NotationStyle russian = notationStyle(NotationLanguage::Russian, NotationForm::Short);
    QCOMPARE(QString::fromStdString(lineText(start, mate->pv, russian)), QStringLiteral("1. Фd8+ С:d8 2. Лe8×"));
    Position end = start;
    for (Move m : mate->pv)
        end.play(m);
    QVERIFY(end.isCheckmate());
    QCOMPARE(QString::fromStdString(scoreText(*mate->info.score, start.sideToMove())), "#2");

    engine.stop();
    QTRY_COMPARE_WITH_TIMEOUT(engine.state(), UciEngine::State::Ready, Patience);
    QVERIFY(engine.errorText().isEmpty());
}

void TestUciEngine::followsPositions()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setProgram(findEngine());
    const Position start;
    const std::vector<Move> moves = checkedLine(start, {"e2e4", "e7e5", "g1f3"}).moves;
    Position expected;
    bool sawStale = false;
    int reports = 0;
    connect(&engine, &UciEngine::updated, this, [&](const EngineUpdate &) {
        sawStale = sawStale || !(engine.analysedPosition() == expected);
        ++reports;
    });
    // Ask for three positions in a row without waiting: only the last one is analysed for good.
    for (std::size_t n = 1; n <= moves.size(); ++n) {
        engine.analyse(start, {moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(n)});
        expected = expected.after(moves[n - 1]);
    }
    QTRY_VERIFY_WITH_TIMEOUT(reports > 0 && engine.analysedPosition() == expected, Patience);
    QCOMPARE(engine.analysedPosition().sideToMove(), Color::Black);
    QVERIFY(!sawStale);
    QCOMPARE(engine.state(), UciEngine::State::Analysing);
}

void TestUciEngine::expectFailure(UciEngine &engine, const QString &reasonPart, int *ticks)
{
    QSignalSpy failures(&engine, &UciEngine::failed);
    int count = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&] { ++count; });
    ticker.start(10);
    engine.analyse(Position(), {});
    QTRY_COMPARE_WITH_TIMEOUT(engine.state(), UciEngine::State::Failed, Patience);
    QCOMPARE(failures.count(), 1);
    QVERIFY2(engine.errorText().contains(reasonPart), qPrintable(engine.errorText()));
    QCOMPARE(failures.first().first().toString(), engine.errorText());
    if (ticks)
        *ticks = count;
}

void TestUciEngine::programThatDoesNotExist()
{
    UciEngine engine;
    engine.setProgram(fakeEngine("no-such-engine"));
    expectFailure(engine, "could not start");
}

void TestUciEngine::crashes()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setProgram(fakeEngine("crash.sh"));
    expectFailure(engine, "Crashy crashed");
}

void TestUciEngine::neverAnswers()
{
    UciEngine engine;
    // It never answers anything: no answer can come late.
    engine.setResponseTimeout(HangTimeout);
    engine.setQuitGracePeriod(HangTimeout);
    engine.setProgram(fakeEngine("silent.sh"));
    int ticks = 0;
    expectFailure(engine, "did not answer “uci”", &ticks);
    QVERIFY(ticks > 0);
}

void TestUciEngine::freezesWhileSearching()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setQuitGracePeriod(HangTimeout);
    engine.setProgram(fakeEngine("freeze.sh"));
    QSignalSpy updates(&engine, &UciEngine::updated);
    // Once its one report has come, it hangs for good: only then is its deadline short.
    connect(&engine, &UciEngine::updated, this, [&engine] { engine.setResponseTimeout(HangTimeout); });
    int ticks = 0;
    expectFailure(engine, "did not answer “isready”", &ticks);
    QVERIFY(ticks > 0);
    QCOMPARE(updates.count(), 1); // the one report before it froze was passed on
}

void TestUciEngine::writesNonsense()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setProgram(fakeEngine("babble.sh"));
    expectFailure(engine, "not UCI: “It was a dark and stormy night");
}

void TestUciEngine::namesIllegalMove()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setProgram(fakeEngine("illegal.sh"));
    QSignalSpy updates(&engine, &UciEngine::updated);
    expectFailure(engine, "not legal in the analysed position: “e2e5”");
    QCOMPARE(updates.count(), 0);
}

void TestUciEngine::restartsAfterFailure()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    engine.setProgram(fakeEngine("crash.sh"));
    expectFailure(engine, "crashed");
    // Another engine, or the same after a fix: analysing again starts a new process.
    engine.setProgram(findEngine());
    QSignalSpy updates(&engine, &UciEngine::updated);
    engine.analyse(Position(), {});
    QTRY_VERIFY_WITH_TIMEOUT(updates.count() > 0, Patience);
    QVERIFY(engine.errorText().isEmpty());
}

void TestUciEngine::quitIsClean()
{
    UciEngine engine;
    engine.setResponseTimeout(Patience);
    // However long it takes the engine to leave, it is not killed first.
    engine.setQuitGracePeriod(Patience);
    engine.setProgram(findEngine());
    QSignalSpy updates(&engine, &UciEngine::updated);
    engine.analyse(Position(), {});
    QTRY_VERIFY_WITH_TIMEOUT(updates.count() > 0, Patience);
    QProcess *process = engine.findChild<QProcess *>();
    QVERIFY(process);
    QSignalSpy finished(process, &QProcess::finished);
    engine.quit();
    QCOMPARE(engine.state(), UciEngine::State::Off);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, Patience);
    // It left on `quit`, before the grace period's kill.
    QCOMPARE(finished.first().at(1).value<QProcess::ExitStatus>(), QProcess::NormalExit);
    QVERIFY(updates.count() > 0);
}

// An engine that writes reports faster than they can be used, and goes on after `quit`: what it
// writes once Ferz has let it go is thrown away, not kept until it is killed (quitting Ferz while
// it flooded took a gigabyte within the grace period).
void TestUciEngine::floodIsNotBuffered()
{
    auto *engine = new UciEngine;
    engine->setResponseTimeout(Patience);
    engine->setQuitGracePeriod(1000);
    engine->setProgram(fakeEngine("flood.sh"));
    int updates = 0;
    connect(engine, &UciEngine::updated, this, [&] { ++updates; });
    engine->analyse(Position(), {});
    QTRY_VERIFY_WITH_TIMEOUT(updates > 1000, Patience);
    QCOMPARE(engine->state(), UciEngine::State::Analysing);

    engine->quit();
    QProcess *process = engine->findChild<QProcess *>();
    QVERIFY(process);
    qint64 buffered = -1;
    connect(process, &QProcess::finished, this, [&] { buffered = process->bytesAvailable(); });
    QTRY_VERIFY_WITH_TIMEOUT(buffered >= 0, Patience); // killed after the grace period
    QCOMPARE(buffered, 0);
    const QPointer<QProcess> first = process;
    QTRY_VERIFY_WITH_TIMEOUT(!first, Patience); // and let go of

    // Once more, ended by the destructor this time, which waits out the grace period: while it
    // waits, nothing more is read in (QProcess announces each block it keeps).
    updates = 0;
    engine->analyse(Position(), {});
    QTRY_VERIFY_WITH_TIMEOUT(updates > 1000, Patience);
    bool destroying = false;
    int keptWhileDestroying = 0;
    connect(engine->findChild<QProcess *>(), &QProcess::readyReadStandardOutput, this,
            [&] { keptWhileDestroying += destroying ? 1 : 0; });
    destroying = true;
    delete engine;
    QCOMPARE(keptWhileDestroying, 0);
}

void TestUciEngine::wrapperLeavesNothingBehind_data()
{
    QTest::addColumn<QString>("end");
    QTest::newRow("quit") << QStringLiteral("quit");
    QTest::newRow("crash") << QStringLiteral("crash");
    QTest::newRow("destroyed") << QStringLiteral("destroyed");
}

// An engine started through a wrapper script: however the engine ends (quit, a crash, Ferz
// closing), what the script started ends with it.
void TestUciEngine::wrapperLeavesNothingBehind()
{
    QFETCH(QString, end);
    QTemporaryDir folder;
    const QString childFile = folder.filePath(QStringLiteral("child.pid"));
    auto engine = std::make_unique<UciEngine>();
    engine->setResponseTimeout(Patience);
    engine->setProgram(fakeEngine("wrapper.sh"), {childFile});
    QSignalSpy updates(engine.get(), &UciEngine::updated);
    engine->analyse(Position(), {});
    QTRY_VERIFY_WITH_TIMEOUT(updates.count() > 0, Patience);
    QFile file(childFile); // written before the script answered `uci`
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto child = static_cast<pid_t>(file.readAll().trimmed().toLongLong());
    QVERIFY(child > 0);
    QVERIFY(!ended(child));

    if (end == QLatin1String("quit")) {
        engine->quit();
    } else if (end == QLatin1String("crash")) {
        const QProcess *script = engine->findChild<QProcess *>();
        QVERIFY(script);
        QCOMPARE(::kill(static_cast<pid_t>(script->processId()), SIGSEGV), 0);
        QTRY_COMPARE_WITH_TIMEOUT(engine->state(), UciEngine::State::Failed, Patience);
        QVERIFY2(engine->errorText().contains(QStringLiteral("Wrapper crashed")), qPrintable(engine->errorText()));
    } else {
        engine.reset();
    }
    QTRY_VERIFY_WITH_TIMEOUT(ended(child), Patience);
}

void TestUciEngine::passedOverEngineSaysWhy_data()
{
    QTest::addColumn<QString>("configured");
    QTest::addColumn<ProgramProblem>("problem");
    QTest::addColumn<QString>("reason");
    using P = ProgramProblem;
    QTest::newRow("missing") << fakeEngine("no-such-engine") << P::Missing << "does not exist";
    QTest::newRow("folder") << QStringLiteral(FERZ_TEST_DATA "/engines") << P::Folder << "is a folder";
    QTest::newRow("not executable") << fakeEngine("../SOURCES.md") << P::NotExecutable << "not marked as executable";
    QTest::newRow("runs") << fakeEngine("crash.sh") << P::None << "";
    QTest::newRow("none chosen") << QString() << P::None << "";
}

// A chosen engine that findEngine() passes over for Stockfish has a reason that names it, for the
// user to be told (it was replaced silently).
void TestUciEngine::passedOverEngineSaysWhy()
{
    QFETCH(QString, configured);
    QFETCH(ProgramProblem, problem);
    QFETCH(QString, reason);
    QCOMPARE(programProblem(configured), problem);
    const QString text = programProblemText(configured);
    QVERIFY2(reason.isEmpty() ? text.isEmpty() : text.contains(reason) && text.contains(configured), qPrintable(text));
    // findEngine() takes the chosen engine exactly when it has no problem; none chosen means Stockfish.
    const QString found = findEngine(configured);
    QCOMPARE(found == QFileInfo(configured).absoluteFilePath(),
             !configured.isEmpty() && problem == ProgramProblem::None);
}

QTEST_GUILESS_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
