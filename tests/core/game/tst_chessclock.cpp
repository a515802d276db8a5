// SPDX-License-Identifier: GPL-3.0-or-later
// The clock is driven by plain numbers standing for a monotonic time source: no waiting.
#include "core/game/chessclock.h"

#include <QTest>

using namespace ferz;

namespace {
constexpr qint64 S = 1000;
constexpr qint64 Min = 60 * S;
} // namespace

class TestChessClock : public QObject {
    Q_OBJECT

private slots:
    void onlyTheSideOnMoveRuns();
    void fischerIncrement();
    void bronsteinDelay();
    void stagesAddTime();
    void pauseAndResume();
    void flagFall();
    void untimedNeverFalls();
};

void TestChessClock::onlyTheSideOnMoveRuns()
{
    ChessClock clock(TimeControl::suddenDeath(5 * Min));
    clock.start(Color::White, 1000);
    QCOMPARE(clock.remaining(Color::White, 1000 + 7 * S), 5 * Min - 7 * S);
    QCOMPARE(clock.remaining(Color::Black, 1000 + 7 * S), 5 * Min);
    QCOMPARE(clock.press(1000 + 7 * S), 5 * Min - 7 * S);
    QCOMPARE(clock.side(), Color::Black);
    QCOMPARE(clock.remaining(Color::White, 1000 + 20 * S), 5 * Min - 7 * S);
    QCOMPARE(clock.remaining(Color::Black, 1000 + 20 * S), 5 * Min - 13 * S);
    QCOMPARE(clock.movesMade(Color::White), 1);
    QCOMPARE(clock.movesMade(Color::Black), 0);
}

void TestChessClock::fischerIncrement()
{
    ChessClock clock(TimeControl::increment(3 * Min, 2 * S));
    clock.start(Color::White, 0);
    QCOMPARE(clock.press(10 * S), 3 * Min - 10 * S + 2 * S);
    QCOMPARE(clock.press(11 * S), 3 * Min - 1 * S + 2 * S);
    // A fast move gains time.
    QCOMPARE(clock.press(11 * S + 500), 3 * Min - 8 * S - 500 + 2 * S);
}

void TestChessClock::bronsteinDelay()
{
    ChessClock clock(TimeControl::delay(15 * Min, 5 * S));
    clock.start(Color::White, 0);
    // A move faster than the delay costs nothing ...
    QCOMPARE(clock.press(3 * S), 15 * Min);
    // ... while the clock still counts down during the move.
    QCOMPARE(clock.remaining(Color::Black, 3 * S + 4 * S), 15 * Min - 4 * S);
    // A slower one costs what exceeds the delay.
    QCOMPARE(clock.press(3 * S + 12 * S), 15 * Min - 7 * S);
}

void TestChessClock::stagesAddTime()
{
    const auto control = TimeControl::parse("2/10, 5+30");
    QVERIFY(control);
    ChessClock clock(*control);
    qint64 now = 0;
    clock.start(Color::White, now);
    QCOMPARE(clock.press(now += Min), 9 * Min + 30 * S); // white's move 1
    QCOMPARE(clock.press(now += Min), 9 * Min + 30 * S); // black's move 1
    // White's second move completes the stage: the next stage's 5 minutes are added.
    QCOMPARE(clock.press(now += Min), 8 * Min + 60 * S + 5 * Min);
    QCOMPARE(clock.press(now += 2 * Min), 7 * Min + 60 * S + 5 * Min);
    // The last stage lasts to the end: no more time beyond the increment.
    QCOMPARE(clock.press(now += Min), 13 * Min + 30 * S);
}

void TestChessClock::pauseAndResume()
{
    ChessClock clock(TimeControl::suddenDeath(Min));
    clock.start(Color::White, 0);
    clock.pause(10 * S);
    QVERIFY(clock.isPaused());
    QCOMPARE(clock.remaining(Color::White, 50 * S), 50 * S);
    QVERIFY(!clock.flagFallen(100 * S));
    clock.resume(100 * S);
    QCOMPARE(clock.remaining(Color::White, 105 * S), 45 * S);
    QCOMPARE(clock.press(105 * S), 45 * S);
}

void TestChessClock::flagFall()
{
    ChessClock clock(TimeControl::suddenDeath(Min));
    clock.start(Color::White, 0);
    QVERIFY(!clock.flagFallen(Min - 1));
    QVERIFY(clock.flagFallen(Min));
    clock.stop(Min + 5);
    QVERIFY(!clock.isRunning());
    QCOMPARE(clock.remaining(Color::White, 10 * Min), qint64(-5));
}

void TestChessClock::untimedNeverFalls()
{
    ChessClock clock;
    clock.start(Color::White, 0);
    QVERIFY(!clock.isTimed());
    QVERIFY(!clock.flagFallen(1000 * Min));
}

QTEST_GUILESS_MAIN(TestChessClock)
#include "tst_chessclock.moc"
