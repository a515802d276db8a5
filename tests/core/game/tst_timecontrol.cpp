// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/timecontrol.h"

#include <QTest>

using namespace ferz;

class TestTimeControl : public QObject {
    Q_OBJECT

private slots:
    void parseAndText_data();
    void parseAndText();
    void rejects_data();
    void rejects();
    void pgnTags();
    void presets();
    void stageEnds();
};

void TestTimeControl::parseAndText_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("stageCount");
    QTest::addColumn<qint64>("firstTimeMs");
    QTest::addColumn<qint64>("bonusMs");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pgnTag");

    using M = TimeControl::Mode;
    QTest::newRow("none") << "-" << int(M::None) << 0 << qint64(0) << qint64(0) << "-"
                          << "-";
    QTest::newRow("blitz 5+0") << "5+0" << int(M::SuddenDeath) << 1 << qint64(300000) << qint64(0) << "5+0"
                               << "300";
    QTest::newRow("bare minutes") << "5" << int(M::SuddenDeath) << 1 << qint64(300000) << qint64(0) << "5+0"
                                  << "300";
    QTest::newRow("3+2") << "3+2" << int(M::Increment) << 1 << qint64(180000) << qint64(2000) << "3+2"
                         << "180+2";
    QTest::newRow("half minute") << "0.5+1" << int(M::Increment) << 1 << qint64(30000) << qint64(1000) << "0.5+1"
                                 << "30+1";
    // A comma between two digits is a decimal comma, as a dialog in Russian, Spanish or Portuguese
    // shows a fraction; a comma with a space after it separates stages.
    QTest::newRow("decimal comma") << "0,5+1,5" << int(M::Increment) << 1 << qint64(30000) << qint64(1500) << "0.5+1.5"
                                   << "30+1.5";
    QTest::newRow("decimal comma in a stage")
        << "40/1,5, 30" << int(M::SuddenDeath) << 2 << qint64(90000) << qint64(0) << "40/1.5, 30+0"
        << "40/90:1800";
    QTest::newRow("delay") << "15 d 5" << int(M::Delay) << 1 << qint64(900000) << qint64(5000) << "15d5"
                           << "900";
    QTest::newRow("classical") << "40/90, 30 + 30" << int(M::Increment) << 2 << qint64(5400000) << qint64(30000)
                               << "40/90, 30+30"
                               << "40/5400+30:1800+30";
    QTest::newRow("repeating stage") << "40/120" << int(M::SuddenDeath) << 1 << qint64(7200000) << qint64(0)
                                     << "40/120+0"
                                     << "40/7200";
}

void TestTimeControl::parseAndText()
{
    QFETCH(QString, input);
    QFETCH(int, mode);
    QFETCH(int, stageCount);
    QFETCH(qint64, firstTimeMs);
    QFETCH(qint64, bonusMs);
    QFETCH(QString, text);
    QFETCH(QString, pgnTag);
    const auto tc = TimeControl::parse(input.toStdString());
    QVERIFY(tc.has_value());
    QCOMPARE(int(tc->mode), mode);
    QCOMPARE(int(tc->stages.size()), stageCount);
    QCOMPARE(tc->stageTime(0), firstTimeMs);
    QCOMPARE(tc->bonusMs, bonusMs);
    QCOMPARE(QString::fromStdString(tc->text()), text);
    QCOMPARE(QString::fromStdString(tc->pgnTag()), pgnTag);
    // Both forms read back to the same control.
    QCOMPARE(TimeControl::parse(tc->text()), tc);
    QCOMPARE(TimeControl::fromPgnTags(tc->pgnTag(), tc->pgnDelayTag()), tc);
}

void TestTimeControl::rejects_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("empty") << "";
    QTest::newRow("letters") << "five";
    QTest::newRow("zero time") << "0+5";
    QTest::newRow("negative") << "-5+3";
    QTest::newRow("zero moves") << "0/90";
    QTest::newRow("stage after open stage") << "90, 30";
    QTest::newRow("missing bonus") << "5+";
    QTest::newRow("two bonuses") << "5+3+2";
}

void TestTimeControl::rejects()
{
    QFETCH(QString, input);
    QVERIFY(!TimeControl::parse(input.toStdString()).has_value());
}

void TestTimeControl::pgnTags()
{
    const auto classical = TimeControl::fromPgnTag("40/9000:3600");
    QVERIFY(classical);
    QCOMPARE(classical->text(), std::string("40/150, 60+0"));
    QVERIFY(!TimeControl::fromPgnTag("?"));
    QVERIFY(!TimeControl::fromPgnTag("*180"));
    QVERIFY(!TimeControl::fromPgnTag(""));
    QVERIFY(!TimeControl::fromPgnTag("300:40/60"));
    // A Bronstein delay: the standard's sudden death, the delay in its own tag; older files' "900d5".
    const auto delay = TimeControl::parse("15d5");
    QCOMPARE(delay->pgnTag(), std::string("900"));
    QCOMPARE(delay->pgnDelayTag(), std::string("5"));
    QCOMPARE(TimeControl::fromPgnTags("900", "5"), delay);
    QCOMPARE(TimeControl::fromPgnTag("900d5"), delay);
    QCOMPARE(TimeControl::fromPgnTags("900", ""), TimeControl::suddenDeath(900000));
    QVERIFY(!TimeControl::fromPgnTags("900", "five"));
    // Beside an increment, a delay tag is not read: one bonus per control.
    QCOMPARE(TimeControl::fromPgnTags("180+2", "5"), TimeControl::increment(180000, 2000));
    QCOMPARE(TimeControl::increment(180000, 2000).pgnDelayTag(), std::string());
}

void TestTimeControl::presets()
{
    QStringList texts;
    for (const TimeControl &tc : TimeControl::presets())
        texts << QString::fromStdString(tc.text());
    QCOMPARE(texts, (QStringList {"1+0", "3+2", "5+0", "10+5", "15+10", "90+30"}));
}

void TestTimeControl::stageEnds()
{
    const auto classical = TimeControl::parse("40/90, 20/60, 15+30");
    QVERIFY(classical);
    QCOMPARE(classical->stageEnd(0), 40);
    QCOMPARE(classical->stageEnd(1), 60);
    QCOMPARE(classical->stageEnd(2), 0);
    const auto repeating = TimeControl::parse("40/120");
    QVERIFY(repeating);
    QCOMPARE(repeating->stageEnd(0), 40);
    QCOMPARE(repeating->stageEnd(1), 80);
    QCOMPARE(repeating->stageTime(1), qint64(7200000));
}

QTEST_GUILESS_MAIN(TestTimeControl)
#include "tst_timecontrol.moc"
