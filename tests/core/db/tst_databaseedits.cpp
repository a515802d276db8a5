// SPDX-License-Identifier: GPL-3.0-or-later
// Changing a game database in place: games added at the end (past a full chunk), replaced, removed
// (the games after them moving up) and merged, each change read back from the database opened
// again and compared with the games it should hold; a change refused on a number the database
// does not have leaves it as it was; and a process killed (SIGKILL) while it changes a database
// over and over leaves the database as it was after one of its changes, every game readable.
#include "tests/core/pgntesthelpers.h"

#include "core/db/gamedatabase.h"
#include "core/db/pgnimport.h"
#include "core/db/positionsearch.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace ferz;
using namespace ferz::db;
using namespace ferz::test;

class TestDatabaseEdits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void addReplaceRemoveMerge();
    void refusedChangeLeavesItAsItWas();
    void killedWriterLeavesAChangeWhole();

private:
    // The database opened again holds `expected`, in order, and a search finds them.
    void verifyHolds(const std::vector<const GameTree *> &expected);

    QTemporaryDir m_dir;
    QString m_pgn, m_db;
    std::vector<PgnGame> m_games;
};

void TestDatabaseEdits::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pgn = m_dir.filePath("all.pgn");
    QVERIFY(writeAllTestFiles(m_pgn));
    m_games = readFile(m_pgn);
    QVERIFY(m_games.size() > 100 && m_games.size() < static_cast<std::size_t>(ChunkGames));
}

void TestDatabaseEdits::init()
{
    m_db = m_dir.filePath(QStringLiteral("%1.ferzdb").arg(QTest::currentTestFunction()));
    QFile::remove(m_db);
    QCOMPARE(importPgn(m_pgn, m_db, {}, {}).games, static_cast<int>(m_games.size()));
}

void TestDatabaseEdits::verifyHolds(const std::vector<const GameTree *> &expected)
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    QCOMPARE(database.count(), static_cast<int>(expected.size()));
    int standard = 0;
    for (int id = 1; id <= database.count(); ++id) {
        GameTree tree;
        QVERIFY2(database.readGame(id, tree), qPrintable(QString::number(id)));
        QVERIFY2(tree == *expected[static_cast<std::size_t>(id - 1)], qPrintable(QString::number(id)));
        QCOMPARE(database.headers(id, 1).front().white, tree.tag("White"));
        // A Chess960 game from start position 518 starts from the standard position too.
        standard += tree.startPosition().key() == Position().key();
    }
    const auto found = findPosition(database, Position(), 2);
    QVERIFY(found && found->damaged.empty());
    QCOMPARE(static_cast<int>(found->matches.size()), standard);
}

void TestDatabaseEdits::addReplaceRemoveMerge()
{
    std::vector<const GameTree *> expected;
    for (const PgnGame &g : m_games)
        expected.push_back(&g.tree);
    GameDatabase database;
    QVERIFY(database.open(m_db));

    // Added until the first chunk is full and a second one starts.
    std::vector<const GameTree *> added;
    while (expected.size() + added.size() < static_cast<std::size_t>(ChunkGames) + 30)
        added.push_back(&m_games[added.size() % m_games.size()].tree);
    QVERIFY(database.addGames(added));
    expected.insert(expected.end(), added.begin(), added.end());
    QCOMPARE(database.count(), static_cast<int>(expected.size()));
    QCOMPARE(database.chunkCount(), 2);
    verifyHolds(expected);

    // Replaced by a game of a new player with a move more, in each chunk.
    GameTree edited = std::move(readFile(m_pgn)[4].tree);
    edited.setTag("White", "Edited, Player");
    QVERIFY(appendMainLineMove(edited));
    QVERIFY(database.replaceGame(2, edited));
    QVERIFY(database.replaceGame(ChunkGames + 3, edited));
    expected[1] = expected[ChunkGames + 2] = &edited;
    verifyHolds(expected);
    HeaderQuery byPlayer;
    byPlayer.player = "edited";
    QCOMPARE(database.findGames(byPlayer), std::optional(std::vector<int> {2, ChunkGames + 3}));

    // Removed from both chunks: the games after them move up.
    QVERIFY(database.removeGames({ChunkGames + 5, 1, 3}));
    expected.erase(expected.begin() + ChunkGames + 4);
    expected.erase(expected.begin() + 2);
    expected.erase(expected.begin());
    verifyHolds(expected);

    // Merged: game 1 (the edited game) kept with the annotated copy's tree, two others removed.
    const GameTree &annotated = m_games[7].tree;
    QVERIFY(database.mergeInto(1, annotated, {4, static_cast<int>(expected.size())}));
    expected[0] = &annotated;
    expected.pop_back();
    expected.erase(expected.begin() + 3);
    verifyHolds(expected);

    // Every game of a chunk removed: the chunk goes.
    std::vector<int> second;
    for (int id = database.chunks()[1].first; id <= database.count(); ++id)
        second.push_back(id);
    QVERIFY(database.removeGames(second));
    expected.resize(expected.size() - second.size());
    QCOMPARE(database.chunkCount(), 1);
    verifyHolds(expected);
}

void TestDatabaseEdits::refusedChangeLeavesItAsItWas()
{
    std::vector<const GameTree *> expected;
    for (const PgnGame &g : m_games)
        expected.push_back(&g.tree);
    GameDatabase database;
    QVERIFY(database.open(m_db));
    const int count = database.count();
    QVERIFY(!database.removeGames({1, count + 1}));
    QCOMPARE(database.error(), DatabaseError::CannotWrite);
    QVERIFY(!database.replaceGame(0, m_games[1].tree));
    QVERIFY(!database.mergeInto(2, m_games[1].tree, {3, count + 5}));
    QCOMPARE(database.count(), count);
    verifyHolds(expected);
}

// A child process adds games and replaces the first one, change after change, until it is killed;
// each change adds Batch games. Killed at several moments, the database holds the games of some
// number of whole changes.
void TestDatabaseEdits::killedWriterLeavesAChangeWhole()
{
    constexpr int Batch = 37;
    std::vector<const GameTree *> batch;
    for (int i = 0; i < Batch; ++i)
        batch.push_back(&m_games[static_cast<std::size_t>(i)].tree);
    const int initial = static_cast<int>(m_games.size());
    for (const int changes : {1, 3, 6}) {
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            GameDatabase writer;
            if (!writer.open(m_db))
                _exit(1);
            for (int n = 0;; ++n)
                if (!writer.addGames(batch) || !writer.replaceGame(1, m_games[static_cast<std::size_t>(n % 5)].tree))
                    _exit(2);
        }
        // Killed once it has made `changes` more changes, while it makes the next.
        GameDatabase reader;
        QVERIFY(reader.open(m_db));
        const int from = reader.count();
        int status = 0;
        while (reader.count() < from + changes * Batch && waitpid(child, &status, WNOHANG) == 0) {
            reader.close();
            // The writer, changing without a pause, may hold the database past SQLite's busy
            // timeout on a loaded machine: the reader that only watches it tries again.
            for (int tries = 1; !reader.open(m_db); ++tries)
                QVERIFY2(tries < 6, "the database stays locked by the writer");
        }
        reader.close();
        ::kill(child, SIGKILL);
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY2(WIFSIGNALED(status), qPrintable(QStringLiteral("the writer stopped by itself: %1").arg(status)));

        GameDatabase database;
        QVERIFY(database.open(m_db));
        QVERIFY(database.count() >= from + changes * Batch);
        QCOMPARE((database.count() - initial) % Batch, 0);
        std::vector<const GameTree *> expected;
        GameTree first;
        QVERIFY(database.readGame(1, first));
        expected.push_back(&first);
        for (std::size_t i = 1; i < m_games.size(); ++i)
            expected.push_back(&m_games[i].tree);
        while (static_cast<int>(expected.size()) < database.count())
            expected.insert(expected.end(), batch.begin(), batch.end());
        database.close();
        verifyHolds(expected);
        QVERIFY(std::any_of(m_games.begin(), m_games.begin() + 5, [&](const PgnGame &g) { return g.tree == first; }));
    }
}

QTEST_GUILESS_MAIN(TestDatabaseEdits)
#include "tst_databaseedits.moc"
