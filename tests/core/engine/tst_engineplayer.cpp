// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as a player, its pure rules: the UCI options of each strength, the limits of its
// search from the game's clock, when it accepts a draw and when it resigns.
#include "core/engine/engineplayer.h"
#include "core/engine/uci.h"
#include "tests/core/testposition.h"

#include <QTest>

using namespace ferz;

using Options = std::vector<std::pair<QString, QString>>;
using Level = EngineStrength::Level;
Q_DECLARE_METATYPE(Options)
Q_DECLARE_METATYPE(Level)
Q_DECLARE_METATYPE(std::vector<int>)

class TestEnginePlayer : public QObject {
    Q_OBJECT

private slots:
    void strengthOptions_data();
    void strengthOptions();
    void strengthKeysReadBack();
    void untimedGameGivesTimePerMove_data();
    void untimedGameGivesTimePerMove();
    void lowLevelsMoveFastAndNeverFlag();
    void clockGoesToTheEngine();
    void movesToGoCountsOwnMoves();
    void delayCountsAsIncrement();
    void drawOffers_data();
    void drawOffers();
    void resignation_data();
    void resignation();
};

void TestEnginePlayer::strengthOptions_data()
{
    QTest::addColumn<Level>("level");
    QTest::addColumn<int>("elo");
    QTest::addColumn<Options>("options");
    const QString limit = "UCI_LimitStrength", elo = "UCI_Elo", skill = "Skill Level";
    QTest::newRow("beginner") << Level::Beginner << 0 << Options {{limit, "false"}, {skill, "0"}};
    QTest::newRow("casual") << Level::Casual << 0 << Options {{limit, "false"}, {skill, "5"}};
    QTest::newRow("club") << Level::Club << 0 << Options {{skill, "20"}, {limit, "true"}, {elo, "1800"}};
    QTest::newRow("strong") << Level::Strong << 0 << Options {{skill, "20"}, {limit, "true"}, {elo, "2400"}};
    QTest::newRow("full") << Level::Full << 0 << Options {{skill, "20"}, {limit, "false"}};
    QTest::newRow("elo") << Level::Elo << 2100 << Options {{skill, "20"}, {limit, "true"}, {elo, "2100"}};
    // Stockfish refuses an Elo outside its range: the strength keeps within it.
    QTest::newRow("elo too low") << Level::Elo << 800 << Options {{skill, "20"}, {limit, "true"}, {elo, "1350"}};
    QTest::newRow("elo too high") << Level::Elo << 3500 << Options {{skill, "20"}, {limit, "true"}, {elo, "2850"}};
}

void TestEnginePlayer::strengthOptions()
{
    QFETCH(Level, level);
    QFETCH(int, elo);
    QFETCH(Options, options);
    QCOMPARE((EngineStrength {level, elo}.options()), options);
}

void TestEnginePlayer::strengthKeysReadBack()
{
    QStringList keys;
    for (Level level : {Level::Beginner, Level::Casual, Level::Club, Level::Strong, Level::Full, Level::Elo}) {
        const EngineStrength strength {level, 2000};
        QCOMPARE(EngineStrength::fromKey(strength.key(), 2000), strength);
        keys << strength.key();
    }
    keys.removeDuplicates();
    QCOMPARE(keys.size(), 6);
    // A name from elsewhere gives the default level; an Elo out of range is brought into it.
    QCOMPARE(EngineStrength::fromKey("grandmaster", 5000), (EngineStrength {Level::Club, EngineStrength::MaxElo}));
}

void TestEnginePlayer::untimedGameGivesTimePerMove_data()
{
    QTest::addColumn<Level>("level");
    QTest::addColumn<int>("moveTime");
    QTest::newRow("beginner") << Level::Beginner << 100;
    QTest::newRow("casual") << Level::Casual << 300;
    QTest::newRow("club") << Level::Club << 500;
    QTest::newRow("strong") << Level::Strong << 1000;
    QTest::newRow("elo") << Level::Elo << 1000;
    QTest::newRow("full") << Level::Full << 2000;
}

void TestEnginePlayer::untimedGameGivesTimePerMove()
{
    QFETCH(Level, level);
    QFETCH(int, moveTime);
    const Game game;
    SearchLimits expected;
    expected.moveTimeMs = moveTime;
    QCOMPARE(moveLimits(game, Color::White, {level}, 0), expected);
}

void TestEnginePlayer::lowLevelsMoveFastAndNeverFlag()
{
    Game game(Position(), TimeControl::suddenDeath(300000));
    game.startClock(0);
    // Plenty of time: the level's own time per move.
    QCOMPARE(moveLimits(game, Color::White, {Level::Beginner}, 0).moveTimeMs, 100);
    QCOMPARE(moveLimits(game, Color::White, {Level::Casual}, 0).moveTimeMs, 300);
    // 1.5 s left: a thirtieth of it.
    QCOMPARE(moveLimits(game, Color::White, {Level::Casual}, 298500).moveTimeMs, 50);
    // Almost nothing left: still time for an answer.
    QCOMPARE(moveLimits(game, Color::White, {Level::Beginner}, 299900).moveTimeMs, 10);
    QVERIFY(!moveLimits(game, Color::White, {Level::Beginner}, 0).whiteMs);
}

void TestEnginePlayer::clockGoesToTheEngine()
{
    Game game(Position(), TimeControl::increment(180000, 2000));
    game.startClock(0);
    SearchLimits expected;
    expected.whiteMs = 170000; // ten seconds into White's first move
    expected.blackMs = 180000;
    expected.whiteIncrementMs = 2000;
    expected.blackIncrementMs = 2000;
    QCOMPARE(moveLimits(game, Color::White, {Level::Club}, 10000), expected);
    QCOMPARE(moveLimits(game, Color::White, {Level::Full}, 10000), expected);
}

void TestEnginePlayer::movesToGoCountsOwnMoves()
{
    // 40 moves in 90 minutes, then 30 minutes for the rest, with 30 s a move.
    const auto control = TimeControl::parse("40/90, 30+30");
    QVERIFY(control);
    Game game(Position(), *control);
    game.startClock(0);
    QCOMPARE(moveLimits(game, Color::White, {Level::Strong}, 0).movesToGo, 40);
    QVERIFY(game.play(parseUci(game.position(), "e2e4"), 5000));
    QCOMPARE(moveLimits(game, Color::White, {Level::Strong}, 5000).movesToGo, 39);
    QCOMPARE(moveLimits(game, Color::Black, {Level::Strong}, 5000).movesToGo, 40);
    // The last stage lasts until the end: nothing to count.
    const auto rest = TimeControl::parse("30+30");
    Game sudden(Position(), *rest);
    QVERIFY(!moveLimits(sudden, Color::White, {Level::Strong}, 0).movesToGo);
}

void TestEnginePlayer::delayCountsAsIncrement()
{
    Game game(Position(), TimeControl::delay(900000, 5000));
    game.startClock(0);
    const SearchLimits limits = moveLimits(game, Color::Black, {Level::Elo, 2000}, 0);
    QCOMPARE(limits.whiteIncrementMs, 5000);
    QCOMPARE(limits.blackIncrementMs, 5000);
    QCOMPARE(limits.blackMs, 900000);
}

void TestEnginePlayer::drawOffers_data()
{
    QTest::addColumn<std::vector<int>>("evaluations");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("accepts");
    const QString rookEnding = "r3k3/4p3/8/8/8/8/3RP3/4K3 w - - 0 40";
    const QString opening = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    // Queens still on, but six pieces besides kings and pawns at most.
    const QString queensAndFew = "3qk3/1r2pb2/8/8/8/8/1R2PB2/3QK3 w - - 0 40";
    QTest::newRow("level ending") << std::vector<int> {10, -20, 30} << rookEnding << true;
    QTest::newRow("level, within the margin") << std::vector<int> {-30, 30, 0} << rookEnding << true;
    QTest::newRow("one evaluation beyond") << std::vector<int> {10, -31, 0} << rookEnding << false;
    QTest::newRow("better for the engine") << std::vector<int> {80, 90, 120} << rookEnding << false;
    QTest::newRow("too few evaluations") << std::vector<int> {0, 0} << rookEnding << false;
    QTest::newRow("only the last three count") << std::vector<int> {-400, 300, 0, 5, -5} << rookEnding << true;
    QTest::newRow("full board") << std::vector<int> {0, 0, 0} << opening << false;
    QTest::newRow("queens but few pieces") << std::vector<int> {0, 0, 0} << queensAndFew << true;
}

void TestEnginePlayer::drawOffers()
{
    QFETCH(std::vector<int>, evaluations);
    QFETCH(QString, fen);
    QFETCH(bool, accepts);
    QCOMPARE(acceptsDraw(evaluations, testPosition(fen.toStdString())), accepts);
}

void TestEnginePlayer::resignation_data()
{
    QTest::addColumn<std::vector<int>>("evaluations");
    QTest::addColumn<bool>("resigns");
    QTest::newRow("three hopeless") << std::vector<int> {-600, -750, -900} << true;
    QTest::newRow("mated") << std::vector<int> {-650, -MateScore, -MateScore} << true;
    QTest::newRow("one hope in between") << std::vector<int> {-700, -599, -900} << false;
    QTest::newRow("two only") << std::vector<int> {-900, -900} << false;
    QTest::newRow("recovered") << std::vector<int> {-900, -900, -900, -100} << false;
    QTest::newRow("winning") << std::vector<int> {MateScore, MateScore, MateScore} << false;
}

void TestEnginePlayer::resignation()
{
    QFETCH(std::vector<int>, evaluations);
    QFETCH(bool, resigns);
    QCOMPARE(wantsToResign(evaluations), resigns);
}

QTEST_GUILESS_MAIN(TestEnginePlayer)
#include "tst_engineplayer.moc"
