// SPDX-License-Identifier: GPL-3.0-or-later
// A tree-only search of an opening position from the totals of the opening lines (linewalk.h), on a
// database built as a real collection is: the tree is the one a search of the games gives, few
// games are looked at one by one, a later position is searched game by game, damaged moves skip
// only the games replayed, and the totals follow an edit.
#include "tests/core/db/searchhelpers.h"
#include "tests/core/pgntesthelpers.h"

#include "core/db/linewalk.h"
#include "core/db/pgnimport.h"
#include "core/db/sqlite.h"
#include "core/rules/squarename.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ferz;
using namespace ferz::db;
using namespace ferz::test;

class TestLineTotals : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void openingTreesFromTheLinesTotals();
    void treeFromTheLinesSkipsOnlyTheDamagedGamesItReplays();
    void linesTotalsFollowAnEdit();

private:
    // A copy of the collection's database, to change.
    QString copyOfMany(const char *name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        return QFile::copy(m_many, path) ? path : QString();
    }

    QTemporaryDir m_dir;
    std::vector<PgnGame> m_games; // the test games, once
    static constexpr int ManyCopies = 128;
    QString m_many;
    std::vector<const PgnGame *> m_manyGames; // its games, by number - 1
};

void TestLineTotals::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QByteArray once = allTestFiles();
    QVERIFY(!once.isEmpty());
    m_games = readText(once);
    // As a real collection: the test games once (set-up games, games with no move among them),
    // then those played from the standard start past the opening lines over and over, so that
    // every first move is played by many games and the opening lines hold most games.
    const QString many = m_dir.filePath("many.pgn");
    QFile manyFile(many);
    QVERIFY(manyFile.open(QIODevice::WriteOnly));
    manyFile.write(once);
    QByteArray played;
    std::vector<const PgnGame *> playedGames;
    for (const PgnGame &g : m_games) {
        m_manyGames.push_back(&g);
        bool nullMove = false;
        const GameNode *n = g.tree.root()->mainChild();
        for (int ply = 0; n && ply < MaxLineDepth; ++ply, n = n->mainChild())
            nullMove |= n->move().isNull();
        if (g.tree.startPosition() == Position() && g.plies > 2 * MaxLineDepth && !nullMove && g.errors.empty()) {
            played += once.mid(g.begin, g.end - g.begin) + "\n\n";
            playedGames.push_back(&g);
        }
    }
    for (int copy = 0; copy < ManyCopies; ++copy) {
        manyFile.write(played);
        m_manyGames.insert(m_manyGames.end(), playedGames.begin(), playedGames.end());
    }
    manyFile.close();
    QVERIFY(m_manyGames.size() > 20 * m_games.size());
    m_many = m_dir.filePath("many.ferzdb");
    QCOMPARE(importPgn(many, m_many, {}, {}).games, static_cast<int>(m_manyGames.size()));
}

// The tree alone of an opening position comes from the totals of the opening lines: few games are
// looked at one by one, and the tree is the one of the games a search of the games finds. A later
// position's is a search of the games.
void TestLineTotals::openingTreesFromTheLinesTotals()
{
    GameDatabase database;
    QVERIFY(database.open(m_many));
    QVERIFY(database.lineTotals());
    // The games that start from a position of their own are looked at in any search.
    const int unlined = static_cast<int>(database.lineTotals()->unlined().size());
    QVERIFY(unlined < database.count() / 2);
    const auto move = [](const char *from, const char *to) { return Move(parseSquare(from), parseSquare(to)); };
    const Position start, e4 = start.after(move("e2", "e4")), d4 = start.after(move("d2", "d4"));
    const GameNode *deep = m_games.front().tree.root();
    for (int ply = 0; ply < MaxLineDepth + 6 && deep->mainChild(); ++ply)
        deep = deep->mainChild();
    const std::vector<Position> opening {start,
                                         e4,
                                         e4.after(move("e7", "e5")),
                                         e4.after(move("c7", "c5")),
                                         d4,
                                         d4.after(move("d7", "d5")),
                                         d4.after(move("g8", "f6"))};
    std::vector<Position> all = opening;
    all.push_back(deep->position());
    // A position the lines cannot reach: 29 pieces taken, in 24 moves at most.
    const Position pawnEnding = std::get<Position>(Position::fromFen("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1"));
    QVERIFY(linesMayReach(start) && linesMayReach(deep->position()) && !linesMayReach(pawnEnding));
    for (const Position &target : all) {
        const bool byLines = &target != &all.back();
        const auto both = findPosition(database, target, 1, {}, SearchGives::Both);
        QVERIFY(both);
        std::size_t expected = 0;
        for (const PgnGame *g : m_manyGames) {
            const GameNode *n = g->tree.root();
            while (n && (n->position().key() != target.key() || identity(n->position()) != identity(target)))
                n = n->mainChild();
            expected += n != nullptr;
        }
        QCOMPARE(both->matches.size(), expected);
        QVERIFY(expected > ManyCopies);
        QCOMPARE(both->examined, database.count());
        for (const int threads : {1, 2}) {
            const auto tree = findPosition(database, target, threads, {}, SearchGives::Tree);
            QVERIFY(tree && tree->damaged.empty());
            QCOMPARE(describe(tree->tree), describe(both->tree));
            QCOMPARE(tree->games, both->games);
            if (byLines)
                QVERIFY2(tree->examined <= database.count() / 32 + unlined,
                         qPrintable(QStringLiteral("%1: %2 games looked at")
                                        .arg(QString::fromStdString(target.fen()))
                                        .arg(tree->examined)));
            else
                QCOMPARE(tree->examined, database.count());
        }
    }
}

// A tree taken from the lines' totals reads only the moves of the games it replays: when a chunk's
// moves cannot be read, those games are skipped and named, and the others are counted.
void TestLineTotals::treeFromTheLinesSkipsOnlyTheDamagedGamesItReplays()
{
    const QString damaged = copyOfMany("damaged.ferzdb");
    GameDatabase whole;
    QVERIFY(whole.open(m_many));
    const auto before = findPosition(whole, Position(), 1);
    QVERIFY(before);
    {
        Sqlite sql;
        QVERIFY(sql.open(damaged, Sqlite::Mode::ReadWrite));
        QVERIFY(sql.prepare("UPDATE moves SET data = ? WHERE id BETWEEN " + std::to_string(moveBlockId(0, 0)) + " AND "
                            + std::to_string(moveBlockId(0, MoveBlocks - 1)))
                    .bindBlob(1, "garbage")
                    .run());
    }
    GameDatabase database;
    QVERIFY(database.open(damaged));
    const auto found = findPosition(database, Position(), 2, {}, SearchGives::Tree);
    QVERIFY(found);
    QVERIFY(found->examined <= database.count() / 32 + static_cast<int>(database.lineTotals()->unlined().size()));
    // Only the first chunk's games that the lines leave to replay are skipped, and named: those
    // the start position's line holds itself (no move, or the first game of a first move), and
    // those that start from a position of their own that may lead to it.
    const PositionFilter filter {Position()};
    std::vector<int> replayed;
    for (int game = 1; game <= ChunkGames; ++game) {
        const StoredRecord r = whole.records()->record(static_cast<std::size_t>(game - 1));
        if ((r.flags() & SearchRecord::Setup) ? filter.mayReach(r) : r.line() == 0)
            replayed.push_back(game);
    }
    QVERIFY(!replayed.empty() && replayed.size() < static_cast<std::size_t>(ChunkGames) / 4);
    QCOMPARE(found->damaged, replayed);
    int expected = 0;
    for (const PositionMatch &m : before->matches)
        expected += !std::binary_search(replayed.begin(), replayed.end(), m.game);
    QCOMPARE(found->games, expected);
}

// The totals are those of the games as they are: after games are added and removed on the same
// connection, the tree from the totals is the tree of a search of the games.
void TestLineTotals::linesTotalsFollowAnEdit()
{
    const QString edited = copyOfMany("edited.ferzdb");
    GameDatabase database;
    QVERIFY(database.open(edited));
    const Position e4 = Position().after(Move(parseSquare("e2"), parseSquare("e4")));
    const auto check = [&](int games) {
        const auto tree = findPosition(database, e4, 1, {}, SearchGives::Tree);
        const auto both = findPosition(database, e4, 1, {}, SearchGives::Both);
        QVERIFY(tree && both);
        QVERIFY(tree->examined < database.count() / 2);
        QCOMPARE(tree->games, games);
        QCOMPARE(describe(tree->tree), describe(both->tree));
    };
    const auto before = findPosition(database, e4, 1, {}, SearchGives::Matches);
    QVERIFY(before);
    const int reaching = static_cast<int>(before->matches.size());
    check(reaching);
    // A game played from 1.e4, added a hundred times.
    const PgnGame *added = nullptr;
    for (const PgnGame *g : m_manyGames)
        if (g->tree.root()->mainChild() && g->tree.root()->mainChild()->position().key() == e4.key() && g->plies > 40)
            added = g;
    QVERIFY(added);
    QVERIFY(database.addGames(std::vector<const GameTree *>(100, &added->tree)));
    check(reaching + 100);
    // The first ten games that reach it removed.
    std::vector<int> removed;
    for (std::size_t i = 0; i < 10; ++i)
        removed.push_back(before->matches[i].game);
    QVERIFY(database.removeGames(removed));
    check(reaching + 90);
}

QTEST_GUILESS_MAIN(TestLineTotals)
#include "tst_linetotals.moc"
