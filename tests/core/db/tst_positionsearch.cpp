// SPDX-License-Identifier: GPL-3.0-or-later
// Position search on a database of the test games, against a matcher written here from the
// games as the PGN reader reads them: for hundreds of positions (from main lines, from
// variations, from set-up games, the start position), the same games, the same ply, the same next
// move, on one thread and on three; the opening tree adds up; a search can be cancelled; damaged
// games are skipped and named.
#include "tests/core/db/searchhelpers.h"
#include "tests/core/pgntesthelpers.h"

#include "core/db/pgnimport.h"
#include "core/db/positionsearch.h"
#include "core/rules/chess960.h"

#include "core/db/sqlite.h"

#include <QDir>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <map>
#include <set>

using namespace ferz;
using namespace ferz::db;
using namespace ferz::test;

namespace {

// Rewrites the database at `path` as format 2 wrote it: each game's home pawns in the order they
// leave, each chunk's moves in one row. `original` and `originalMoves` get the searches and moves
// rows it had.
void writeFormatTwo(const QString &path, std::map<std::int64_t, std::string> &original,
                    std::map<std::int64_t, std::string> &originalMoves)
{
    Sqlite sql;
    QVERIFY(sql.open(path, Sqlite::Mode::ReadWrite));
    SqliteStatement rows = sql.prepare("SELECT id, data FROM searches");
    while (rows.step())
        original[rows.integer(0)] = std::string(rows.blob(1));
    QVERIFY(original.size() > 1);
    int departed = 0;
    for (const auto &[id, bytes] : original) {
        std::string row = bytes;
        for (std::size_t at = 0; at < row.size(); at += SearchRecord::Bytes) {
            const SearchRecord r = SearchRecord::read(reinterpret_cast<const std::uint8_t *>(row.data() + at));
            std::uint64_t order = 0;
            for (int rank = 0; rank < r.departureCount; ++rank)
                for (int pawn = 0; pawn < 16; ++pawn)
                    if ((r.departureRanks >> (4 * pawn) & 15) == static_cast<std::uint64_t>(rank))
                        order |= static_cast<std::uint64_t>(pawn) << (4 * rank);
            departed += r.departureCount;
            for (int i = 0; i < 8; ++i)
                row[at + static_cast<std::size_t>(i)] = static_cast<char>(order >> (8 * i));
        }
        QVERIFY(sql.prepare("UPDATE searches SET data = ? WHERE id = ?").bindBlob(1, row).bind(2, id).run());
    }
    QVERIFY(departed > 1000);
    // Each chunk's moves in one row, as format 2 kept them.
    SqliteStatement blocks = sql.prepare("SELECT id, data FROM moves ORDER BY id");
    while (blocks.step())
        originalMoves[blocks.integer(0)] = std::string(blocks.blob(1));
    QVERIFY(sql.exec("DELETE FROM moves"));
    SqliteStatement chunks = sql.prepare("SELECT id, games FROM chunks");
    while (chunks.step()) {
        const std::int64_t id = chunks.integer(0);
        const int games = static_cast<int>(chunks.integer(1));
        std::vector<std::string_view> each;
        for (int b = 0; b < moveBlocksOf(games); ++b) {
            const std::string &block = originalMoves.at(moveBlockId(id, b));
            const PartsView view(block, gamesInBlock(games, b));
            QVERIFY(view.valid());
            for (int i = 0; i < view.count(); ++i)
                each.push_back(view.at(i));
        }
        std::string row;
        for (const std::string_view part : each)
            appendVarint(row, part.size());
        for (const std::string_view part : each)
            row += part;
        QVERIFY(sql.prepare("INSERT INTO moves VALUES (?, ?)").bindBlob(2, row).bind(1, id).run());
    }
    QVERIFY(sql.prepare("UPDATE meta SET value = '2' WHERE key = 'ferz-games'").run());
}

} // namespace

class TestPositionSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameGamesAsAPlainReplay_data();
    void sameGamesAsAPlainReplay();
    void startPositionIsInEveryStandardGame();
    void openingTreeAddsUp();
    void cancelled();
    void damagedGamesAreSkippedAndNamed();
    void damagedGamesAreSkippedAndNamed_data();
    void gameRangesText();
    void formatTwoIsBroughtUpToDate();

private:
    QTemporaryDir m_dir;
    QString m_db;
    std::vector<PgnGame> m_games;

    // For each position (its identity()), the games whose main line reaches it.
    std::map<std::string, std::vector<PositionMatch>> m_expected;
};

void TestPositionSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QByteArray once = allTestFiles();
    QVERIFY(!once.isEmpty());
    // The test games over and over, so that they fill more than one chunk.
    const std::size_t perCopy = readText(once).size();
    const QString pgn = m_dir.filePath("all.pgn");
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (std::size_t copy = 0; copy < ChunkGames / perCopy + 2; ++copy)
        f.write(once);
    f.close();
    m_games = readFile(pgn);
    QVERIFY(m_games.size() > static_cast<std::size_t>(ChunkGames));
    m_db = m_dir.filePath("all.ferzdb");
    QCOMPARE(importPgn(pgn, m_db, {}, {}).games, static_cast<int>(m_games.size()));
    // The matches of a plain replay of every main line, position by position.
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        std::set<std::string> reached;
        int ply = 0;
        for (const GameNode *n = m_games[i].tree.root(); n; n = n->mainChild(), ++ply) {
            if (!reached.insert(identity(n->position())).second)
                continue;
            PositionMatch m;
            m.game = static_cast<int>(i) + 1;
            m.ply = ply;
            m.hasNext = n->mainChild() != nullptr;
            m.next = m.hasNext ? n->mainChild()->move() : Move();
            m_expected[identity(n->position())].push_back(m);
        }
    }
}

void TestPositionSearch::sameGamesAsAPlainReplay_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("threads");
    // Positions of main lines (a sample, so that openings, middlegames and endings all come),
    // of variations (which the search does not look into), and of set-up games.
    std::set<std::string> seen;
    int n = 0;
    for (const PgnGame &g : m_games) {
        std::vector<const GameNode *> pending {g.tree.root()};
        while (!pending.empty()) {
            const GameNode *node = pending.back();
            pending.pop_back();
            for (int c = 0; c < node->childCount(); ++c)
                pending.push_back(node->child(c));
            if (n++ % 61 != 0 || !seen.insert(identity(node->position())).second)
                continue;
            const QString fen = QString::fromStdString(node->position().fen());
            QTest::addRow("%s, 1 thread", qPrintable(fen)) << fen << 1;
            if (seen.size() % 5 == 0)
                QTest::addRow("%s, 3 threads", qPrintable(fen)) << fen << 3;
        }
    }
}

void TestPositionSearch::sameGamesAsAPlainReplay()
{
    QFETCH(QString, fen);
    QFETCH(int, threads);
    // Chess960 positions of tests/data/pgn/chess960 among them, found as such.
    const Position target = std::get<Position>(chess960::readEitherFen(fen.toStdString()));
    GameDatabase database;
    QVERIFY(database.open(m_db));
    const auto found = findPosition(database, target, threads);
    QVERIFY(found);
    QVERIFY(found->damaged.empty());
    QCOMPARE(describe(found->matches), describe(m_expected[identity(target)]));
    QCOMPARE(found->games, static_cast<int>(found->matches.size()));
    // The tree the threads add up is the tree of the matches; a search for the tree alone gives
    // it without them.
    const QString tree = describe(openingTree(found->matches, target.sideToMove()));
    QCOMPARE(describe(found->tree), tree);
    const auto treeOnly = findPosition(database, target, threads, {}, SearchGives::Tree);
    QVERIFY(treeOnly && treeOnly->matches.empty());
    QCOMPARE(treeOnly->games, found->games);
    QCOMPARE(describe(treeOnly->tree), tree);
    const auto matchesOnly = findPosition(database, target, threads, {}, SearchGives::Matches);
    QVERIFY(matchesOnly && matchesOnly->tree.empty());
    QCOMPARE(describe(matchesOnly->matches), describe(found->matches));
    // A database too big to hold its records reads them chunk by chunk, to the same matches.
    if (threads > 1) {
        database.setMemoryBudget(0);
        QVERIFY(!database.records());
        const auto unheld = findPosition(database, target, threads);
        QVERIFY(unheld);
        QCOMPARE(describe(unheld->matches), describe(found->matches));
        QCOMPARE(describe(unheld->tree), tree);
    }
}

void TestPositionSearch::startPositionIsInEveryStandardGame()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    const auto found = findPosition(database, Position(), 2);
    QVERIFY(found);
    // Chess960's start position 518 is the standard one, castling alike: the same position.
    std::size_t standard = 0;
    for (const PgnGame &g : m_games)
        standard += identity(g.tree.startPosition()) == identity(Position());
    QCOMPARE(found->matches.size(), standard);
    QVERIFY(standard > 100);
    for (const PositionMatch &m : found->matches)
        QCOMPARE(m.ply, 0);
}

void TestPositionSearch::openingTreeAddsUp()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    const Position afterE4 = Position().after(Move(makeSquare(4, 1), makeSquare(4, 3)));
    const auto found = findPosition(database, afterE4, 2);
    QVERIFY(found && found->matches.size() > 10);
    const std::vector<PositionMatch> &matches = found->matches;
    const std::vector<TreeMove> tree = openingTree(matches, Color::Black);
    QVERIFY(tree.size() > 2);
    int games = 0;
    std::map<std::uint16_t, int> counted;
    int ended = 0;
    for (const PositionMatch &m : matches)
        m.hasNext ? ++counted[m.next.raw()] : ++ended;
    for (std::size_t i = 0; i < tree.size(); ++i) {
        const TreeMove &t = tree[i];
        // The games that end here come last, in a row of their own.
        QCOMPARE(t.ends, ended > 0 && i + 1 == tree.size());
        QCOMPARE(t.games, t.ends ? ended : counted[t.move.raw()]);
        QVERIFY(i == 0 || t.ends || tree[i - 1].games >= t.games);
        QVERIFY(t.whiteWins + t.draws + t.blackWins <= t.games);
        if (const auto score = t.score(Color::Black))
            QCOMPARE(*score, (t.blackWins + 0.5 * t.draws) / (t.whiteWins + t.draws + t.blackWins));
        games += t.games;
    }
    QCOMPARE(games, static_cast<int>(matches.size()));
}

void TestPositionSearch::cancelled()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    SearchProgress progress;
    int reports = 0;
    progress.report = [&](int, int) { return ++reports < 1; };
    QVERIFY(!findPosition(database, Position(), 2, progress));
    QVERIFY(reports >= 1);
}

// A game's moves overwritten by a byte no move is written as, in the first chunk's first block, and
// the moves of the second chunk replaced by garbage or gone (SQLite's integrity check passes: the rows are
// sound, their contents are not). The position searched for lies past the opening lines, so every game that
// may reach it is replayed: the broken game and the second chunk's games are skipped and named,
// and every other game is found as before.
void TestPositionSearch::damagedGamesAreSkippedAndNamed()
{
    QFETCH(bool, rowMissing);
    const QString damaged = m_dir.filePath("damaged.ferzdb");
    QFile::remove(damaged);
    QVERIFY(QFile::copy(m_db, damaged));
    constexpr int Ply = MaxLineDepth + 6;
    int broken = 0;
    for (std::size_t i = 4; i < m_games.size() && !broken; ++i)
        if (m_games[i].tree.startPosition() == Position() && m_games[i].tree.mainLine().size() > Ply + 10)
            broken = static_cast<int>(i) + 1;
    QVERIFY(broken > 0 && broken <= MoveBlockGames);
    const GameNode *node = m_games[static_cast<std::size_t>(broken - 1)].tree.root();
    for (int ply = 0; ply < Ply; ++ply)
        node = node->mainChild();
    const Position target = node->position();
    {
        Sqlite sql;
        QVERIFY(sql.open(damaged, Sqlite::Mode::ReadWrite));
        SqliteStatement read = sql.prepare("SELECT data FROM moves WHERE id = 0");
        QVERIFY(read.step());
        std::string bytes(read.blob(0));
        read.reset();
        const PartsView games(bytes, MoveBlockGames);
        QVERIFY(games.valid());
        const std::string_view moves = games.at(broken - 1);
        const auto at = static_cast<std::size_t>(moves.data() - bytes.data());
        bytes.replace(at, moves.size(), std::string(moves.size(), '\x0f'));
        QVERIFY(sql.prepare("UPDATE moves SET data = ? WHERE id = 0").bindBlob(1, bytes).run());
        // The second chunk's blocks, all of them.
        const std::string second = "id BETWEEN " + std::to_string(moveBlockId(1, 0)) + " AND "
            + std::to_string(moveBlockId(1, MoveBlocks - 1));
        QVERIFY(rowMissing ? sql.prepare("DELETE FROM moves WHERE " + second).run()
                           : sql.prepare("UPDATE moves SET data = ? WHERE " + second).bindBlob(1, "garbage").run());
        SqliteStatement check = sql.prepare("PRAGMA integrity_check");
        QVERIFY(check.step());
        QCOMPARE(check.text(0), std::string_view("ok"));
    }

    std::vector<int> expectedDamaged {broken};
    for (int game = ChunkGames + 1; game <= std::min(2 * ChunkGames, static_cast<int>(m_games.size())); ++game)
        expectedDamaged.push_back(game);
    std::vector<PositionMatch> expected;
    bool inSecondChunk = false;
    for (const PositionMatch &m : m_expected[identity(target)]) {
        inSecondChunk |= m.game > ChunkGames && m.game <= 2 * ChunkGames;
        if (!std::binary_search(expectedDamaged.begin(), expectedDamaged.end(), m.game))
            expected.push_back(m);
    }
    // The second chunk has a game to replay: its moves are read.
    QVERIFY(inSecondChunk);
    QVERIFY(!expected.empty());
    GameDatabase database;
    QVERIFY(database.open(damaged));
    for (const int threads : {1, 3}) {
        const auto found = findPosition(database, target, threads);
        QVERIFY(found);
        QCOMPARE(found->damaged, expectedDamaged);
        QCOMPARE(describe(found->matches), describe(expected));
    }
}

void TestPositionSearch::damagedGamesAreSkippedAndNamed_data()
{
    QTest::addColumn<bool>("rowMissing");
    QTest::newRow("lengths of garbage") << false;
    QTest::newRow("row missing") << true;
}

void TestPositionSearch::gameRangesText()
{
    QCOMPARE(gameRanges({}), std::string());
    QCOMPARE(gameRanges({7}), std::string("7"));
    QCOMPARE(gameRanges({5, 77, 1025, 1026, 1027, 2000}), std::string("5, 77, 1025-1027, 2000"));
    QCOMPARE(gameRanges({1, 3, 5, 7}, 2), std::string("1, 3, …"));
}

// A database as format 2 wrote it (writeFormatTwo) is brought up to date when opened where it may
// be written, and searched as before; where it may only be read, it is refused with what to do.
void TestPositionSearch::formatTwoIsBroughtUpToDate()
{
    const QString old = m_dir.filePath("format2.ferzdb");
    QFile::remove(old);
    QVERIFY(QFile::copy(m_db, old));
    std::map<std::int64_t, std::string> original, originalMoves;
    writeFormatTwo(old, original, originalMoves);
    if (QTest::currentTestFailed())
        return;
    {
        // Permissions do not stop root: as root, the file lies on a file system mounted read-only.
        const QString folder = m_dir.filePath("readonly");
        QVERIFY(QDir().mkpath(folder));
        const QString copy = folder + "/format2.ferzdb";
        const bool root = ::geteuid() == 0;
        if (root)
            QCOMPARE(QProcess::execute("mount", {"-t", "tmpfs", "-o", "size=8m", "tmpfs", folder}), 0);
        const auto unmount = qScopeGuard([&] {
            if (root)
                QProcess::execute("umount", {folder});
        });
        QVERIFY(QFile::copy(old, copy));
        if (root)
            QCOMPARE(QProcess::execute("mount", {"-o", "remount,ro", folder}), 0);
        else
            QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner));
        GameDatabase readOnly;
        QVERIFY(!readOnly.open(copy));
        QCOMPARE(readOnly.error(), DatabaseError::OldVersion);
        QVERIFY2(readOnly.errorDetail().contains("when the file may be written"), qPrintable(readOnly.errorDetail()));
    }
    GameDatabase database;
    QVERIFY2(database.open(old), qPrintable(database.errorDetail()));
    QCOMPARE(database.version(), GameDatabase::Version);
    {
        Sqlite sql;
        QVERIFY(sql.open(old, Sqlite::Mode::ReadOnly));
        SqliteStatement rows = sql.prepare("SELECT id, data FROM searches");
        std::map<std::int64_t, std::string> upgraded;
        while (rows.step())
            upgraded[rows.integer(0)] = std::string(rows.blob(1));
        QVERIFY(upgraded == original);
        SqliteStatement blocks = sql.prepare("SELECT id, data FROM moves");
        std::map<std::int64_t, std::string> moves;
        while (blocks.step())
            moves[blocks.integer(0)] = std::string(blocks.blob(1));
        QVERIFY(moves == originalMoves);
        SqliteStatement version = sql.prepare("SELECT value FROM meta WHERE key = 'ferz-games'");
        QVERIFY(version.step());
        QCOMPARE(version.integer(0), GameDatabase::Version);
    }
    const Position afterE4 = Position().after(Move(makeSquare(4, 1), makeSquare(4, 3)));
    const auto found = findPosition(database, afterE4, 1);
    QVERIFY(found && found->matches.size() > 10);
    QCOMPARE(describe(found->matches), describe(m_expected[identity(afterE4)]));
}

QTEST_GUILESS_MAIN(TestPositionSearch)
#include "tst_positionsearch.moc"
