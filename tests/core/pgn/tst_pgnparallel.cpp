// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a PGN file on several threads gives what one reader gives: the same games in the same
// order, numbered, placed and with the same errors, wherever the file is cut, even where a cut
// falls inside a game (the piece after it is read again).
#include "tests/core/pgntesthelpers.h"

#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnparallel.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;
using namespace ferz::test;

Q_DECLARE_METATYPE(ferz::PgnReader::Mode)

namespace {

// One line per game and per error, with everything a reader reports of them.
QStringList describe(int number, std::int64_t begin, std::int64_t end, std::int64_t line, int plies, int moves,
                     const std::vector<PgnError> &errors, const std::string &tags)
{
    QStringList lines {QStringLiteral("game %1 bytes %2-%3 line %4 plies %5 moves %6 %7")
                           .arg(number)
                           .arg(begin)
                           .arg(end)
                           .arg(line)
                           .arg(plies)
                           .arg(moves)
                           .arg(QString::fromStdString(tags))};
    for (const PgnError &e : errors)
        lines << QStringLiteral("  at %1: %2").arg(e.offset).arg(pgnErrorMessage(e));
    return lines;
}

std::string tagsOf(const PgnGame &game)
{
    std::string text;
    for (const auto &[name, value] : game.tree.tags())
        text += name + "=" + value + ";";
    return text;
}

QStringList readSequentially(const QString &path, PgnReader::Mode mode)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    PgnReader reader(&file);
    PgnGame game;
    QStringList lines;
    while (reader.readGame(game, mode))
        lines << describe(game.number, game.begin, game.end, game.line, game.plies, game.moves, game.errors,
                          tagsOf(game));
    return lines;
}

QStringList readInParallel(const QString &path, PgnReader::Mode mode, int threads, std::int64_t pieceBytes)
{
    PgnParallelOptions options;
    options.threads = threads;
    options.mode = mode;
    options.pieceBytes = pieceBytes;
    QStringList lines;
    const bool complete = readPgnInParallel<std::string>(path, options, tagsOf, [&](PgnPieceGame<std::string> &g) {
        lines << describe(g.number, g.begin, g.end, g.line, g.plies, g.moves, g.errors, g.value);
        return true;
    });
    return complete ? lines : QStringList {QStringLiteral("incomplete")};
}

} // namespace

class TestPgnParallel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameAsOneReader_data();
    void sameAsOneReader();
    void cutInsideATagSection();
    void cutsStartTagSections();
    void stoppingEarly();

private:
    QTemporaryDir m_dir;
    QString m_all;
};

void TestPgnParallel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_all = m_dir.filePath("all.pgn");
    QFile f(m_all);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(allTestFiles());
}

void TestPgnParallel::sameAsOneReader_data()
{
    QTest::addColumn<PgnReader::Mode>("mode");
    QTest::addColumn<int>("threads");
    QTest::addColumn<qint64>("pieceBytes");
    for (const auto mode : {PgnReader::Mode::Full, PgnReader::Mode::Tags})
        for (const int threads : {2, 3})
            for (const qint64 bytes : {97, 1000, 20000, 1 << 20})
                QTest::addRow("%s, %d threads, pieces of %lld bytes", mode == PgnReader::Mode::Full ? "full" : "tags",
                              threads, bytes)
                    << mode << threads << bytes;
}

void TestPgnParallel::sameAsOneReader()
{
    QFETCH(PgnReader::Mode, mode);
    QFETCH(int, threads);
    QFETCH(qint64, pieceBytes);
    const QStringList expected = readSequentially(m_all, mode);
    QVERIFY(expected.size() > 100);
    QVERIFY(expected.filter(QStringLiteral("  at ")).size() > 10); // malformed games are among them
    QCOMPARE(readInParallel(m_all, mode, threads, pieceBytes), expected);
}

// A comment among the tags makes the next tag line look like a game's start: the cut there is
// no game's start, and the piece after it is read again from where the game ends.
void TestPgnParallel::cutInsideATagSection()
{
    QByteArray text;
    for (int i = 0; i < 40; ++i)
        text += "[Event \"e" + QByteArray::number(i) + "\"]\n{a comment among the tags}\n[Site \"s\"]\n\n1. e4 e5 "
            + "{a comment\n[Round \"1\"] in a comment} 2. Nf3 *\n\n";
    const QString path = m_dir.filePath("cuts.pgn");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto cuts = pgnCutPoints(&f, 50);
    const auto siteLine = [&](std::int64_t cut) { return text.mid(cut, 6) == "[Site "; };
    QVERIFY(std::any_of(cuts.begin(), cuts.end(), siteLine));
    const QStringList expected = readSequentially(path, PgnReader::Mode::Full);
    // The comment ended each game at [Round, which started the next.
    QCOMPARE(expected.filter(QRegularExpression(QStringLiteral("^game "))).size(), 80);
    QCOMPARE(readInParallel(path, PgnReader::Mode::Full, 2, 50), expected);
}

void TestPgnParallel::cutsStartTagSections()
{
    QFile f(m_all);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const auto cuts = pgnCutPoints(&f, 4096);
    QVERIFY(cuts.size() > 10);
    std::int64_t last = 0;
    for (const std::int64_t cut : cuts) {
        QVERIFY(cut > last);
        QVERIFY(bytes.at(cut - 1) == '\n' || bytes.at(cut - 1) == '\r');
        QCOMPARE(bytes.at(cut), '[');
        last = cut;
    }
}

void TestPgnParallel::stoppingEarly()
{
    PgnParallelOptions options;
    options.pieceBytes = 1000;
    int seen = 0;
    const bool complete = readPgnInParallel<int>(
        m_all, options, [](const PgnGame &) { return 0; },
        [&](PgnPieceGame<int> &g) { return g.number == ++seen && seen < 25; });
    QVERIFY(!complete);
    QCOMPARE(seen, 25);
    QVERIFY(!readPgnInParallel<int>(
        m_dir.filePath("missing.pgn"), options, [](const PgnGame &) { return 0; },
        [](PgnPieceGame<int> &) { return true; }));
}

QTEST_GUILESS_MAIN(TestPgnParallel)
#include "tst_pgnparallel.moc"
