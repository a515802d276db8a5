// SPDX-License-Identifier: GPL-3.0-or-later
// The game database: every test PGN imported and read back equal to the game read from the PGN
// (moves, comments, NAGs, clocks, variations, tags in their order, start positions), the errors
// reported as the reader gives them, the move code of every legal move of the perft suites, damaged
// records refused without a crash, and header searches against the headers read from the PGN.
// Impossible numbers in a file, wrong columns and failed queries are errors; a second writer of a
// target is refused; a failed write and a full disk fail the import and leave nothing behind.
#include "tests/core/changeddatabase.h"
#include "tests/core/perftdata.h"
#include "tests/core/pgntesthelpers.h"

#include "core/db/gamedatabase.h"
#include "core/db/movecode.h"
#include "core/db/pgnimport.h"
#include "core/openings/openings.h"

#include "core/db/databasewriter.h"

#include <QDir>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <random>
#include <unistd.h>

using namespace ferz;
using namespace ferz::db;
using namespace ferz::test;

namespace {

std::vector<Position> suitePositions()
{
    std::vector<Position> positions;
    for (const PerftCase &c : readPerftCases()) {
        auto parsed = Position::fromFen(c.fen.toStdString(), c.variant());
        if (!std::holds_alternative<Position>(parsed))
            continue;
        const Position p = std::get<Position>(parsed);
        positions.push_back(p);
        for (Move m : p.legalMoves())
            positions.push_back(p.after(m));
    }
    return positions;
}

} // namespace

class TestGameDatabase : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void moveCodeOfEveryMove();
    void importKeepsEveryGame();
    void importReportsErrorsAsTheReader();
    void damagedRecordsAreRefused();
    void headerSearch_data();
    void headerSearch();
    void refusesWhatIsNoDatabase();
    void impossibleNumbersAreDamage_data();
    void impossibleNumbersAreDamage();
    void hugeNumbersInChunks();
    void wrongColumnsAreDamage();
    void failedQueryIsAnError();
    void secondWriterOfATargetIsRefused();
    void failedNameFailsTheImport();
    void fullDiskFailsAndLeavesNothing();

private:
    QTemporaryDir m_dir;
    QString m_pgn, m_db;
    std::vector<PgnGame> m_games; // as the reader reads the PGN
    std::vector<PgnError> m_errors; // as the import reported them
};

void TestGameDatabase::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pgn = m_dir.filePath("all.pgn");
    m_db = m_dir.filePath("all.ferzdb");
    QFile f(m_pgn);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(allTestFiles());
    f.close();
    m_games = readFile(m_pgn);
    QVERIFY(m_games.size() > 100);
    ImportCallbacks callbacks;
    callbacks.error = [&](const PgnError &e) { m_errors.push_back(e); };
    ImportOptions options;
    options.threads = 2;
    const ImportResult r = importPgn(m_pgn, m_db, options, callbacks);
    QCOMPARE(r.error, DatabaseError::None);
    QCOMPARE(r.games, static_cast<int>(m_games.size()));
}

// Each legal move codes to one byte (a queen's diagonal move to two) and reads back as itself.
void TestGameDatabase::moveCodeOfEveryMove()
{
    int moves = 0, twoBytes = 0;
    for (const Position &p : suitePositions()) {
        for (Move m : p.legalMoves()) {
            std::string code;
            appendMove(code, p, m);
            const auto *at = reinterpret_cast<const std::uint8_t *>(code.data());
            const auto *end = at + code.size();
            QVERIFY(!isMarker(*at));
            Move back;
            QVERIFY2(readMove(p, at, end, back) && back == m && at == end, p.fen().c_str());
            QVERIFY(code.size() == 1 || (code.size() == 2 && typeOf(p.pieceAt(m.from())) == PieceType::Queen));
            twoBytes += code.size() == 2;
            ++moves;
        }
        if (!p.isCheck()) {
            std::string code;
            appendMove(code, p, Move());
            const auto *at = reinterpret_cast<const std::uint8_t *>(code.data());
            Move back(sq::a1, sq::a8);
            QVERIFY(readMove(p, at, at + code.size(), back) && back.isNull());
        }
    }
    QVERIFY(moves > 10000);
    QVERIFY(twoBytes > 100);
}

// Every game reads back equal to the game the reader read: tags in their order, the start
// position, every move, variation, comment, NAG and command.
void TestGameDatabase::importKeepsEveryGame()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    QCOMPARE(database.count(), static_cast<int>(m_games.size()));
    int annotated = 0, varied = 0;
    for (int id = 1; id <= database.count(); ++id) {
        GameTree tree;
        QVERIFY2(database.readGame(id, tree), qPrintable(QString::number(id)));
        const GameTree &original = m_games[static_cast<std::size_t>(id - 1)].tree;
        QVERIFY2(tree == original, qPrintable(QStringLiteral("game %1").arg(id)));
        const std::vector<GameHeader> header = database.headers(id, 1);
        QCOMPARE(header.front().white, original.tag("White"));
        QCOMPARE(header.front().plies, static_cast<int>(original.mainLine().size()));
        for (const GameNode *n = original.root(); n; n = n->mainChild()) {
            annotated += !n->annotations().empty();
            varied += n->childCount() > 1;
        }
    }
    QVERIFY(annotated > 100);
    QVERIFY(varied > 100);
}

void TestGameDatabase::importReportsErrorsAsTheReader()
{
    std::vector<PgnError> expected;
    for (const PgnGame &g : m_games)
        expected.insert(expected.end(), g.errors.begin(), g.errors.end());
    QVERIFY(expected.size() > 10);
    QCOMPARE(m_errors.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(m_errors[i].game, expected[i].game);
        QCOMPARE(m_errors[i].line, expected[i].line);
        QCOMPARE(m_errors[i].offset, expected[i].offset);
        QCOMPARE(m_errors[i].kind, expected[i].kind);
    }
}

// Bytes changed at random in real records: a record is refused or read as some legal game, never
// a crash (the sanitizer build watches).
void TestGameDatabase::damagedRecordsAreRefused()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    QByteArray bytes;
    QVERIFY(database.readGames(0, bytes));
    const std::string chunkBytes = bytes.toStdString();
    const GamesView chunk(chunkBytes);
    QVERIFY(chunk.valid());
    std::mt19937 random(17);
    int refused = 0;
    for (int i = 0; i < chunk.count(); ++i) {
        const std::string record(chunk.record(i));
        for (int trial = 0; trial < 20 && !record.empty(); ++trial) {
            std::string damaged = record;
            damaged[random() % damaged.size()] = static_cast<char>(random());
            if (random() % 4 == 0)
                damaged.resize(random() % damaged.size());
            GameTree tree;
            refused += !decodeGame(database.headers(1, 1).front(), damaged, tree);
            MainLineReader line;
            if (line.start(damaged))
                while (line.next())
                    QVERIFY(line.position().kingSquare(Color::White) != Square::None);
        }
    }
    QVERIFY(refused > 100);
    QVERIFY(!GamesView(std::string_view(chunkBytes).substr(0, 100)).valid());
    QVERIFY(database.readSearches(0, bytes));
    QVERIFY(SearchesView(bytes.toStdString()).valid());
    QVERIFY(!SearchesView(bytes.left(100).toStdString()).valid());
}

void TestGameDatabase::headerSearch_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::newRow("player") << "player"
                            << "kasparov";
    QTest::newRow("white") << "white"
                           << "Alekhine";
    QTest::newRow("black") << "black"
                           << "deep";
    QTest::newRow("event") << "event"
                           << "Ch";
    QTest::newRow("result") << "result"
                            << "1-0";
    QTest::newRow("draws") << "result"
                           << "1/2-1/2";
    QTest::newRow("eco") << "eco"
                         << "B";
    QTest::newRow("eco B2") << "eco"
                            << "B2";
    QTest::newRow("from 1990") << "from"
                               << "19900000";
    QTest::newRow("to 1985") << "to"
                             << "19851231";
    QTest::newRow("rated 2500") << "elo"
                                << "2500";
}

// Each search finds the games whose tags, as read from the PGN, match.
void TestGameDatabase::headerSearch()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    const std::string v = value.toStdString();
    HeaderQuery q;
    auto contains = [](const std::string &text, const std::string &part) {
        return QString::fromStdString(text).contains(QString::fromStdString(part), Qt::CaseInsensitive);
    };
    std::function<bool(const GameTree &)> matches;
    if (field == "player") {
        q.player = v;
        matches = [&](const GameTree &t) { return contains(t.tag("White"), v) || contains(t.tag("Black"), v); };
    } else if (field == "white") {
        q.white = v;
        matches = [&](const GameTree &t) { return contains(t.tag("White"), v); };
    } else if (field == "black") {
        q.black = v;
        matches = [&](const GameTree &t) { return contains(t.tag("Black"), v); };
    } else if (field == "event") {
        q.event = v;
        matches = [&](const GameTree &t) { return contains(t.tag("Event"), v); };
    } else if (field == "result") {
        q.result = resultCode(v);
        matches = [&](const GameTree &t) { return t.tag("Result") == v; };
    } else if (field == "eco") {
        q.eco = v;
        // A game without an ECO tag is searched by the code of its opening, found by position.
        matches = [&](const GameTree &t) {
            const std::optional<Opening> opening = openingOfMainLine(t.root());
            const std::string eco = t.hasTag("ECO") ? t.tag("ECO") : opening ? std::string(opening->eco) : "";
            return eco.starts_with(v);
        };
    } else if (field == "from") {
        q.fromDay = value.toInt();
        matches = [&](const GameTree &t) { return dayOf(t.tag("Date")) >= q.fromDay; };
    } else if (field == "to") {
        q.toDay = value.toInt();
        matches = [&](const GameTree &t) { return dayOf(t.tag("Date")) > 0 && dayOf(t.tag("Date")) <= q.toDay; };
    } else {
        q.minElo = value.toInt();
        matches = [&](const GameTree &t) {
            return QString::fromStdString(t.tag("WhiteElo")).toInt() >= q.minElo
                && QString::fromStdString(t.tag("BlackElo")).toInt() >= q.minElo;
        };
    }
    std::vector<int> expected;
    for (std::size_t i = 0; i < m_games.size(); ++i)
        if (matches(m_games[i].tree))
            expected.push_back(static_cast<int>(i) + 1);
    QVERIFY(!expected.empty());
    QVERIFY(expected.size() < m_games.size());
    GameDatabase database;
    QVERIFY(database.open(m_db));
    QCOMPARE(database.findGames(q), std::optional(expected));
}

void TestGameDatabase::refusesWhatIsNoDatabase()
{
    GameDatabase database;
    QVERIFY(!database.open(m_pgn));
    QCOMPARE(database.error(), DatabaseError::NotADatabase);
    QVERIFY(!database.open(m_dir.filePath("missing.ferzdb")));
    QCOMPARE(database.error(), DatabaseError::CannotOpen);
    const ImportResult again = importPgn(m_pgn, m_db, {}, {});
    QCOMPARE(again.error, DatabaseError::Exists);
    QVERIFY(database.open(m_db)); // left as it was
}

void TestGameDatabase::impossibleNumbersAreDamage_data()
{
    QTest::addColumn<QStringList>("sql");
    QTest::addColumn<QString>("reason");
    auto games = [](const QString &value) {
        return QStringList {QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'games'").arg(value)};
    };
    // 2,147,482,625 and more made the number of chunks overflow an int.
    QTest::newRow("chunk count overflows") << games("2147482625") << "more than its";
    QTest::newRow("2 billion") << games("2000000000") << "more than its";
    QTest::newRow("int max") << games("2147483647") << "more than its";
    QTest::newRow("beyond int") << games("9223372036854775807") << "more than its";
    QTest::newRow("beyond 64 bits") << games("99999999999999999999") << "is no count";
    QTest::newRow("negative") << games("-5") << "is no count";
    QTest::newRow("no number") << games("many") << "is no count";
    QTest::newRow("one more") << QStringList {"UPDATE meta SET value = value + 1 WHERE key = 'games'"}
                              << "its last game is number";
    QTest::newRow("one less") << QStringList {"UPDATE meta SET value = value - 1 WHERE key = 'games'"}
                              << "its last game is number";
    QTest::newRow("games row far off") << QStringList {"UPDATE games SET id = 2000000000 WHERE id = 1"}
                                       << "its last game is number";
    QTest::newRow("chunk missing") << QStringList {"DELETE FROM chunks"} << "chunks, but it has 0";
    QTest::newRow("search row far off") << QStringList {"UPDATE searches SET id = 2000000 WHERE id = 0"}
                                        << "chunks, but it has 2000001";
}

// Every number that sizes something is checked against the rows and the file's size first.
void TestGameDatabase::impossibleNumbersAreDamage()
{
    QFETCH(QStringList, sql);
    QFETCH(QString, reason);
    const QString path = changedCopy(m_db, m_dir.filePath(QStringLiteral("numbers.ferzdb")), sql);
    QVERIFY(!path.isEmpty());
    GameDatabase database;
    QVERIFY(!database.open(path));
    QCOMPARE(database.error(), DatabaseError::Damaged);
    QVERIFY2(database.errorDetail().contains(reason), qPrintable(database.errorDetail()));
    QCOMPARE(database.count(), 0);
    QCOMPARE(database.chunkCount(), 0);
}

// Counts and ends of records past their rows, in the chunks themselves: the views refuse them.
void TestGameDatabase::hugeNumbersInChunks()
{
    auto littleEndian = [](std::initializer_list<std::uint32_t> values) {
        std::string bytes;
        for (const std::uint32_t v : values)
            for (int i = 0; i < 4; ++i)
                bytes.push_back(static_cast<char>(v >> (8 * i)));
        return bytes;
    };
    QVERIFY(!SearchesView(littleEndian({0xFFFFFFFF})).valid());
    QVERIFY(!SearchesView(littleEndian({ChunkGames + 1}) + std::string((ChunkGames + 1) * SearchRecord::Bytes, 'x'))
                 .valid());
    QVERIFY(!SearchesView(littleEndian({2}) + std::string(SearchRecord::Bytes, 'x')).valid());
    QVERIFY(!GamesView(littleEndian({0xFFFFFFFF, 0, 0})).valid());
    QVERIFY(!GamesView(littleEndian({1, 0xFFFFFFFF}) + "abc").valid());
    QVERIFY(!GamesView(littleEndian({2, 3, 2}) + "abc").valid());
    QVERIFY(!GamesView(littleEndian({2, 2, 4}) + "abc").valid());
    const std::string bytes = littleEndian({2, 2, 3}) + "abc"; // a view keeps no copy
    const GamesView fine(bytes);
    QVERIFY(fine.valid());
    QCOMPARE(fine.record(1), std::string_view("c"));
}

// Tables of the right names with other columns: damaged, not an empty search.
void TestGameDatabase::wrongColumnsAreDamage()
{
    const QString path =
        changedCopy(m_db, m_dir.filePath(QStringLiteral("columns.ferzdb")),
                    {"ALTER TABLE games RENAME TO old", "CREATE TABLE games(id INTEGER PRIMARY KEY, name TEXT)",
                     "INSERT INTO games(id) SELECT id FROM old", "DROP TABLE old"});
    GameDatabase database;
    QVERIFY(!database.open(path));
    QCOMPARE(database.error(), DatabaseError::Damaged);
    QVERIFY2(database.errorDetail().contains("no such column"), qPrintable(database.errorDetail()));
}

// A query SQLite refuses (a LIKE pattern over 50,000 characters) is an error, not "no games".
void TestGameDatabase::failedQueryIsAnError()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    HeaderQuery q;
    q.player = std::string(50000, 'a');
    QCOMPARE(database.findGames(q), std::nullopt);
    QCOMPARE(database.error(), DatabaseError::CannotRead);
    QVERIFY2(database.errorDetail().contains("pattern too complex"), qPrintable(database.errorDetail()));
}

// While one writer writes a target, another is refused and leaves the first one's file alone; a
// .part file nobody holds (a killed import) is taken over.
void TestGameDatabase::secondWriterOfATargetIsRefused()
{
    const QString target = m_dir.filePath("busy.ferzdb");
    const EncodedGame game = encodeGame(m_games.front().tree);
    DatabaseWriter first;
    QVERIFY(first.create(target));
    QVERIFY(first.add(game));
    DatabaseWriter second;
    QVERIFY(!second.create(target));
    QCOMPARE(second.error(), DatabaseError::InUse);
    QVERIFY(QFile::exists(target + ".part"));
    QVERIFY(first.add(game));
    QVERIFY2(first.finish(), qPrintable(first.errorDetail()));
    QVERIFY(!QFile::exists(target + ".part"));
    GameDatabase database;
    QVERIFY(database.open(target));
    QCOMPARE(database.count(), 2);
    DatabaseWriter late;
    QVERIFY(!late.create(target));
    QCOMPARE(late.error(), DatabaseError::Exists);

    const QString other = m_dir.filePath("stale.ferzdb");
    QFile stale(other + ".part");
    QVERIFY(stale.open(QIODevice::WriteOnly));
    stale.write("left by a killed import");
    stale.close();
    const ImportResult r = importPgn(m_pgn, other, {}, {});
    QCOMPARE(r.error, DatabaseError::None);
    QVERIFY(database.open(other));
    QCOMPARE(database.count(), static_cast<int>(m_games.size()));
    QVERIFY(!QFile::exists(other + ".part"));
}

// Two names the database stores as one text ("\xff" and "\xfe" both become U+FFFD): the second
// cannot be written, and the game is not written with a player that is not there.
void TestGameDatabase::failedNameFailsTheImport()
{
    const QString target = m_dir.filePath("names.ferzdb");
    EncodedGame game = encodeGame(m_games.front().tree);
    game.header.white = "\xff";
    game.header.black = "\xfe";
    DatabaseWriter writer;
    QVERIFY(writer.create(target));
    QVERIFY(!writer.add(game));
    QCOMPARE(writer.error(), DatabaseError::CannotWrite);
    QVERIFY2(writer.errorDetail().contains("UNIQUE"), qPrintable(writer.errorDetail()));
    QVERIFY(!writer.finish());
    QVERIFY(!QFile::exists(target));
    QVERIFY(!QFile::exists(target + ".part"));
}

// An import onto a full file system fails with the system's words and leaves nothing behind.
void TestGameDatabase::fullDiskFailsAndLeavesNothing()
{
    if (::geteuid() != 0)
        QSKIP("mounting a small tmpfs as a full disk needs root");
    const QString full = m_dir.filePath("full");
    QVERIFY(QDir().mkpath(full));
    QCOMPARE(QProcess::execute("mount", {"-t", "tmpfs", "-o", "size=256k", "tmpfs", full}), 0);
    const auto unmount = qScopeGuard([&] { QProcess::execute("umount", {full}); });
    const QString target = full + "/games.ferzdb";
    const ImportResult r = importPgn(m_pgn, target, {}, {});
    QCOMPARE(r.error, DatabaseError::CannotWrite);
    QCOMPARE(r.detail, QString::fromLocal8Bit(std::strerror(ENOSPC)));
    QCOMPARE(QDir(full).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

QTEST_GUILESS_MAIN(TestGameDatabase)
#include "tst_gamedatabase.moc"
