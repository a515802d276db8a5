// SPDX-License-Identifier: GPL-3.0-or-later
// The import's encoding through a GameBuffer (the PGN reader's builder over a buffer kept from
// game to game) gives, for every game of every test file, the bytes encodeGame() gives the same
// game's tree: the moves, the extras, the opening line, the header and the search record.
#include "tests/core/pgntesthelpers.h"

#include "core/db/gamecodec.h"
#include "core/pgn/pgnbuilders.h"

#include <QTest>

#include <algorithm>
#include <array>

using namespace ferz;
using namespace ferz::db;
using namespace ferz::test;

class TestGameBuffer : public QObject {
    Q_OBJECT

private slots:
    void encodesAsTheTree_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &name : pgnFiles())
            QTest::newRow(qPrintable(name)) << name;
    }

    void encodesAsTheTree()
    {
        QFETCH(QString, file);
        const std::vector<PgnGame> trees = readFile(pgnDataFolder() + "/" + file);
        QFile input(pgnDataFolder() + "/" + file);
        QVERIFY(input.open(QIODevice::ReadOnly));
        PgnReader reader(&input);
        GameBuffer buffer;
        PgnBuilder<GameBuffer> builder(buffer);
        PgnGame game;
        std::size_t count = 0;
        while (reader.readGame(game, builder)) {
            QVERIFY(count < trees.size());
            const PgnGame &read = trees[count++];
            QCOMPARE(game.begin, read.begin);
            QCOMPARE(game.moves, read.moves);
            const EncodedGame fromBuffer = encodeGame(buffer), fromTree = encodeGame(read.tree);
            QCOMPARE(fromBuffer.moves, fromTree.moves);
            QCOMPARE(fromBuffer.extras, fromTree.extras);
            QCOMPARE(fromBuffer.opening.count, fromTree.opening.count);
            QVERIFY(std::equal(fromBuffer.opening.moves.begin(),
                               fromBuffer.opening.moves.begin() + fromBuffer.opening.count,
                               fromTree.opening.moves.begin()));
            QVERIFY(fromBuffer.header == fromTree.header);
            std::array<std::uint8_t, SearchRecord::Bytes> a {}, b {};
            fromBuffer.search.write(a.data());
            fromTree.search.write(b.data());
            QVERIFY(a == b);
        }
        QCOMPARE(count, trees.size());
    }
};

QTEST_GUILESS_MAIN(TestGameBuffer)
#include "tst_gamebuffer.moc"
