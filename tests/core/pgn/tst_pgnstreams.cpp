// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs that never end or are very wide: an endless device is read until the caller cancels,
// within its one game; devices and pipes are refused by the file index (it reads games again by
// offset); a game of 500,000 tags is read whole, with its tags found by name (CTest's TIMEOUT for
// this test catches a return to quadratic work: that took an hour); one Latin-1 game among UTF-8
// ones leaves both right.
#include "core/pgn/pgnfile.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ferz;

namespace {

// NUL bytes without end, as /dev/zero gives them.
class EndlessDevice : public QIODevice {
public:
    EndlessDevice() { open(QIODevice::ReadOnly); }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        std::fill(data, data + maxSize, '\0');
        return maxSize;
    }
    qint64 writeData(const char *, qint64) override { return -1; }
};

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestPgnStreams : public QObject {
    Q_OBJECT

private slots:
    void endlessInputIsCancelledWithinItsGame();
    void indexOfAHugeGameIsCancelled();
    void devicesAndPipesAreRefused();
    void manyTagsAreReadWhole();
    void latin1GameAmongUtf8Games();

private:
    QTemporaryDir m_dir;
};

void TestPgnStreams::endlessInputIsCancelledWithinItsGame()
{
    EndlessDevice device;
    PgnReader reader(&device);
    std::int64_t last = 0;
    reader.setProgress([&](std::int64_t bytes) {
        last = bytes;
        return bytes < (64 << 20);
    });
    PgnGame game;
    QVERIFY(!reader.readGame(game, PgnReader::Mode::Tags));
    QVERIFY(reader.cancelled());
    QVERIFY(last >= (64 << 20));
}

void TestPgnStreams::indexOfAHugeGameIsCancelled()
{
    // A terabyte of NUL bytes (a sparse file: no disk is used) is one game that would take hours.
    const QString path = m_dir.filePath("huge.pgn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(1) << 40));
    file.close();
    PgnFile database;
    std::int64_t last = 0;
    QVERIFY(!database.open(path, TextEncoding::Auto, [&](std::int64_t done, std::int64_t total) {
        [&] { QCOMPARE(total, qint64(1) << 40); }();
        last = done;
        return done < (32 << 20);
    }));
    QCOMPARE(database.errorString(), QString("cancelled"));
    QVERIFY(last >= (32 << 20));
}

void TestPgnStreams::devicesAndPipesAreRefused()
{
    const QString fifo = m_dir.filePath("fifo");
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString &path : {QString("/dev/zero"), fifo, m_dir.path()}) {
        PgnFile database;
        QVERIFY2(!database.open(path), qPrintable(path));
        QVERIFY2(database.errorString().startsWith("is not a regular file"), qPrintable(database.errorString()));
    }
}

void TestPgnStreams::manyTagsAreReadWhole()
{
    constexpr int Count = 500000;
    std::string text = "[White \"A\"]\n";
    for (int i = 0; i < Count; ++i)
        text += "[T" + std::to_string(i) + " \"" + std::to_string(2 * i) + "\"]\n";
    text += "[White \"B\"]\n\n1. e4 *\n";
    const QString path = m_dir.filePath("tags.pgn");
    write(path, QByteArray::fromStdString(text));

    PgnFile database;
    QVERIFY(database.open(path));
    QCOMPARE(database.count(), 1);
    QCOMPARE(database.entry(0).header.white, std::string_view("B"));
    PgnGame game;
    QVERIFY(database.readAt(0, game));
    QVERIFY(game.errors.empty());
    const auto &tags = game.tree.tags();
    // The tag given twice keeps its place and takes its last value; the result adds a Result tag.
    QCOMPARE(tags.size(), std::size_t(Count + 2));
    QCOMPARE(tags.front(), GameTree::Tag("White", "B"));
    for (int i = 0; i < Count; i += 997)
        QCOMPARE(game.tree.tag(QByteArray("T").append(QByteArray::number(i)).toStdString()), std::to_string(2 * i));
    QCOMPARE(tags[Count], GameTree::Tag("T499999", "999998"));
    QCOMPARE(tags.back(), GameTree::Tag("Result", "*"));
    game.tree.removeTag("T0");
    QCOMPARE(game.tree.tag("T1"), std::string("2"));
    QCOMPARE(game.tree.tags()[1].first, std::string("T1"));
}

void TestPgnStreams::latin1GameAmongUtf8Games()
{
    // "Иванов" and "Пётр" in UTF-8, then "Café" and "é" in Latin-1.
    const QByteArray bytes(
        "[White \"\xD0\x98\xD0\xB2\xD0\xB0\xD0\xBD\xD0\xBE\xD0\xB2\"]\n"
        "[Black \"\xD0\x9F\xD1\x91\xD1\x82\xD1\x80\"]\n\n1. e4 {\xD0\x9F\xD1\x91\xD1\x82\xD1\x80} *\n\n"
        "[White \"Caf\xE9\"]\n\n1. d4 {\xE9} *\n");
    const QString path = m_dir.filePath("mixed.pgn");
    write(path, bytes);
    const std::string ivanov = "\u0418\u0432\u0430\u043D\u043E\u0432", petr = "\u041F\u0451\u0442\u0440";

    PgnFile database;
    QVERIFY(database.open(path));
    QCOMPARE(database.count(), 2);
    QCOMPARE(database.entry(0).header.white, std::string_view(ivanov));
    QCOMPARE(database.entry(0).header.black, std::string_view(petr));
    QCOMPARE(database.entry(1).header.white, std::string_view("Caf\u00E9"));
    QCOMPARE(database.encoding(), TextEncoding::Utf8);
    PgnGame game;
    QVERIFY(database.readAt(0, game));
    QCOMPARE(game.tree.root()->mainChild()->annotations().commentAfter, petr);
    QCOMPARE(game.otherEncoding, std::nullopt);
    QVERIFY(database.readAt(1, game));
    QCOMPARE(game.tree.tag("White"), std::string("Caf\u00E9"));
    QCOMPARE(game.tree.root()->mainChild()->annotations().commentAfter, std::string("\u00E9"));
    QCOMPARE(game.otherEncoding, std::optional(TextEncoding::Latin1));

    // Read in one pass too, from any device.
    QBuffer buffer;
    buffer.setData(bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    PgnReader reader(&buffer);
    QVERIFY(reader.readGame(game));
    QCOMPARE(game.tree.tag("White"), ivanov);
    QCOMPARE(game.otherEncoding, std::nullopt);
    QVERIFY(reader.readGame(game));
    QCOMPARE(game.tree.tag("White"), std::string("Caf\u00E9"));
    QCOMPARE(game.otherEncoding, std::optional(TextEncoding::Latin1));
}

QTEST_GUILESS_MAIN(TestPgnStreams)
#include "tst_pgnstreams.moc"
