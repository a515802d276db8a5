// SPDX-License-Identifier: GPL-3.0-or-later
// Reading UCI `info` lines, checking a pv against the position, writing evaluations and numbered
// lines.
#include "core/engine/uci.h"
#include "core/engine/uciinfo.h"
#include "core/pgn/linetext.h"
#include "tests/core/testposition.h"

#include <QTest>

using namespace ferz;

class TestUciInfo : public QObject {
    Q_OBJECT

private slots:
    void stockfishLine();
    void bounds();
    void skippedFields();
    void malformed_data();
    void malformed();
    void pvCheckedAgainstPosition();
    void score_data();
    void score();
    void numberedLines();
};

void TestUciInfo::stockfishLine()
{
    const auto info = parseInfoLine("info depth 12 seldepth 4 multipv 1 score mate 2 nodes 89346 nps 583960 "
                                    "hashfull 24 tbhits 0 time 153 pv d5d8 e7d8 e1e8");
    QVERIFY(info);
    QCOMPARE(info->depth, 12);
    QCOMPARE(info->selDepth, 4);
    QCOMPARE(info->multiPv, 1);
    QCOMPARE(info->score, (EngineScore {EngineScore::Kind::Mate, 2}));
    QCOMPARE(info->nodes, 89346);
    QCOMPARE(info->nps, 583960);
    QCOMPARE(info->pv, (std::vector<std::string> {"d5d8", "e7d8", "e1e8"}));
    QVERIFY(!info->hasString);
}

void TestUciInfo::bounds()
{
    const auto info = parseInfoLine("info depth 20 multipv 3 score cp -35 upperbound nodes 10 pv g8f6");
    QVERIFY(info);
    QCOMPARE(info->multiPv, 3);
    QCOMPARE(info->score, (EngineScore {EngineScore::Kind::Centipawns, -35, EngineScore::Bound::Upper}));
    QCOMPARE(info->pv, std::vector<std::string> {"g8f6"});
}

void TestUciInfo::skippedFields()
{
    // wdl takes three values, currmove one; string takes the rest of the line; tabs separate too.
    auto info =
        parseInfoLine("info\tdepth 5 wdl 300 600 100 currmove e2e4 currmovenumber 1 score cp 7 pv e2e4 e7e5 time 12");
    QVERIFY(info);
    QCOMPARE(info->depth, 5);
    QCOMPARE(info->score->value, 7);
    QCOMPARE(info->pv, (std::vector<std::string> {"e2e4", "e7e5"}));
    info = parseInfoLine("info string NNUE evaluation using nn-ad9b42354671.nnue enabled depth x");
    QVERIFY(info);
    QVERIFY(info->hasString);
    QVERIFY(!info->depth);
    info = parseInfoLine("info depth 3 somethingnew 12 nodes 40");
    QVERIFY(info);
    QCOMPARE(info->nodes, 40);
}

void TestUciInfo::malformed_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("not info") << "bestmove e2e4";
    QTest::newRow("depth word") << "info depth deep";
    QTest::newRow("depth missing") << "info depth";
    QTest::newRow("negative nodes") << "info nodes -5";
    QTest::newRow("score unit") << "info score pawns 3";
    QTest::newRow("score missing") << "info score cp";
    QTest::newRow("multipv zero") << "info multipv 0";
    QTest::newRow("huge depth") << "info depth 99999999999999999999";
    QTest::newRow("trailing junk") << "info depth 12abc";
}

void TestUciInfo::malformed()
{
    QFETCH(QString, line);
    QVERIFY(!parseInfoLine(line.toStdString()));
}

void TestUciInfo::pvCheckedAgainstPosition()
{
    const Position start;
    CheckedLine line = checkedLine(start, {"e2e4", "e7e5", "g1f3"});
    QVERIFY(line.complete);
    QCOMPARE(line.moves.size(), 3u);
    QCOMPARE(uciText(line.moves[2]), "g1f3");
    line = checkedLine(start, {"e2e4", "e7e5", "e4e5", "b8c6"});
    QVERIFY(!line.complete);
    QCOMPARE(line.moves.size(), 2u);
}

void TestUciInfo::score_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("bound");
    QTest::addColumn<bool>("whiteToMove");
    QTest::addColumn<QString>("text");
    const int cp = int(EngineScore::Kind::Centipawns), mate = int(EngineScore::Kind::Mate);
    const int exact = int(EngineScore::Bound::Exact), lower = int(EngineScore::Bound::Lower);
    QTest::newRow("white better") << cp << 123 << exact << true << "+1.23";
    QTest::newRow("black to move, white better") << cp << -123 << exact << false << "+1.23";
    QTest::newRow("black better") << cp << 40 << exact << false << "\u22120.40";
    QTest::newRow("level") << cp << 0 << exact << true << "0.00";
    QTest::newRow("white mates") << mate << 3 << exact << true << "#3";
    QTest::newRow("black mates, white to move") << mate << -2 << exact << true << "#\u22122";
    QTest::newRow("black mates, black to move") << mate << 1 << exact << false << "#\u22121";
    QTest::newRow("mated on the board") << mate << 0 << exact << true << "#";
    QTest::newRow("lower bound turns for black") << cp << 50 << lower << false << "\u2264\u22120.50";
}

void TestUciInfo::score()
{
    QFETCH(int, kind);
    QFETCH(int, value);
    QFETCH(int, bound);
    QFETCH(bool, whiteToMove);
    QFETCH(QString, text);
    const EngineScore s {EngineScore::Kind(kind), value, EngineScore::Bound(bound)};
    QCOMPARE(QString::fromStdString(scoreText(s, whiteToMove ? Color::White : Color::Black)), text);
}

void TestUciInfo::numberedLines()
{
    const Position start;
    const CheckedLine line = checkedLine(start, {"e2e4", "e7e5", "g1f3"});
    QCOMPARE(lineText(start, line.moves, NotationStyle::pgn()), "1. e4 e5 2. Nf3");
    const Position black = start.after(line.moves[0]);
    const CheckedLine reply = checkedLine(black, {"e7e5", "g1f3", "b8c6"});
    QCOMPARE(lineText(black, reply.moves, NotationStyle::pgn()), "1... e5 2. Nf3 Nc6");
    const std::string russian =
        lineText(black, reply.moves, notationStyle(NotationLanguage::Russian, NotationForm::Short));
    QCOMPARE(QString::fromStdString(russian), QStringLiteral("1... e5 2. Кf3 Кc6"));
}

QTEST_GUILESS_MAIN(TestUciInfo)
#include "tst_uciinfo.moc"
