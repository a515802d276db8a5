// SPDX-License-Identifier: GPL-3.0-or-later
// The game database: every test PGN imported and read back equal to the game read from the PGN
// (moves, comments, NAGs, clocks, variations, tags in their order, start positions), the errors
// reported as the reader gives them, the move code of every legal move of the perft suites, damaged
// records refused without a crash, and header searches against the headers read from the PGN.
// Impossible numbers in a file, wrong columns, missing rows and failed queries are errors; names
// keep their bytes; a second writer of a target is refused; a full disk fails the import and leaves
// nothing behind.
#include "tests/core/changeddatabase.h"
#include "tests/core/perftdata.h"
#include "tests/core/pgntesthelpers.h"

#include "core/db/gamedatabase.h"
#include "core/db/movecode.h"
#include "core/db/pgnimport.h"
#include "core/db/sqlite.h"
#include "core/openings/openings.h"

#include "core/db/databasewriter.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
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
    void newerFormatWrittenMeanwhileIsLeftAlone();
    void namesKeepTheirBytes();
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
    QVERIFY(writeAllTestFiles(m_pgn));
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

// Bytes changed at random in real games' moves and extras: a game is refused or read as some
// legal game, never a crash (the sanitizer build watches); rows cut short are refused whole.
void TestGameDatabase::damagedRecordsAreRefused()
{
    GameDatabase database;
    QVERIFY(database.open(m_db));
    const int games = database.chunks().front().games;
    std::string searchRow, movesRow, extrasRow, extras;
    QVERIFY(database.readRow(Part::Searches, 0, searchRow) && database.readRow(Part::Moves, 0, movesRow)
            && database.readRow(Part::Extras, 0, extrasRow) && unpackRow(extrasRow, extras));
    const SearchesView searches(searchRow, games);
    const PartsView moves(movesRow, games), extraParts(extras, games);
    QVERIFY(searches.valid() && moves.valid() && extraParts.valid());
    const std::vector<GameHeader> headers = database.headers(1, games);
    std::mt19937 random(17);
    int refused = 0;
    for (int i = 0; i < games; ++i) {
        const bool setup = searches.at(i).flags & SearchRecord::Setup;
        for (int trial = 0; trial < 20; ++trial) {
            std::string damagedMoves(moves.at(i)), damagedExtras(extraParts.at(i));
            std::string &damaged = trial % 2 ? damagedExtras : damagedMoves;
            if (damaged.empty())
                continue;
            damaged[random() % damaged.size()] = static_cast<char>(random());
            if (random() % 4 == 0)
                damaged.resize(random() % damaged.size());
            GameTree tree;
            refused += !decodeGame(headers[static_cast<std::size_t>(i)], damagedMoves, damagedExtras, setup, tree);
            MainLineReader line;
            if (line.start(damagedMoves, setup))
                while (line.next())
                    QVERIFY(line.position().kingSquare(Color::White) != Square::None);
        }
    }
    QVERIFY(refused > 100);
    QVERIFY(!PartsView(std::string_view(movesRow).substr(0, 100), games).valid());
    QVERIFY(!SearchesView(std::string_view(searchRow).substr(0, 100), games).valid());
    std::string unpacked;
    QVERIFY(!unpackRow(std::string_view(extrasRow).substr(0, extrasRow.size() / 2), unpacked));
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
    QTest::newRow("chunk count overflows") << games("2147482625") << "more than a database holds";
    QTest::newRow("2 billion") << games("2000000000") << "but its chunks hold";
    QTest::newRow("int max") << games("2147483647") << "more than a database holds";
    QTest::newRow("beyond int") << games("9223372036854775807") << "is no count";
    QTest::newRow("beyond 64 bits") << games("99999999999999999999") << "is no count";
    QTest::newRow("negative") << games("-5") << "is no count";
    QTest::newRow("no number") << games("many") << "is no count";
    QTest::newRow("missing") << QStringList {"DELETE FROM meta WHERE key = 'games'"} << "is missing";
    QTest::newRow("one more") << QStringList {"UPDATE meta SET value = value + 1 WHERE key = 'games'"}
                              << "but its chunks hold";
    QTest::newRow("one less") << QStringList {"UPDATE meta SET value = value - 1 WHERE key = 'games'"}
                              << "its chunks hold more than";
    QTest::newRow("chunk claims too many")
        << QStringList {"UPDATE chunks SET games = 5000 WHERE id = 0"} << "claims 5000 games";
    QTest::newRow("chunk claims none") << QStringList {"UPDATE chunks SET games = 0 WHERE id = 0"} << "claims 0 games";
    QTest::newRow("chunks missing") << QStringList {"DELETE FROM chunks"} << "but its chunks hold 0";
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

// Lengths of games past their rows, and rows of another number of games: the views refuse them.
void TestGameDatabase::hugeNumbersInChunks()
{
    const std::string record(SearchRecord::Bytes, 'x');
    QVERIFY(SearchesView(record + record, 2).valid());
    QVERIFY(!SearchesView(record + record, 3).valid());
    QVERIFY(!SearchesView(record, ChunkGames + 1).valid());
    QVERIFY(!SearchesView(record, -1).valid());
    QVERIFY(!PartsView("\xff\xff\xff\xff\x0f", 1).valid());
    QVERIFY(!PartsView("\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"
                       "abc",
                       1)
                 .valid());
    QVERIFY(!PartsView("\x03\x02"
                       "abc",
                       2)
                 .valid());
    QVERIFY(!PartsView("\x01\x01"
                       "abc",
                       2)
                 .valid());
    QVERIFY(!PartsView("\x01\x02"
                       "abc",
                       3)
                 .valid());
    QVERIFY(!PartsView("", ChunkGames + 1).valid());
    const std::string bytes = "\x01\x02"
                              "abc"; // a view keeps no copy
    const PartsView fine(bytes, 2);
    QVERIFY(fine.valid());
    QCOMPARE(fine.at(1), std::string_view("bc"));
    std::string out;
    QVERIFY(!unpackRow("not compressed", out));
}

// Tables of the right names with other columns: damaged, not an empty search.
void TestGameDatabase::wrongColumnsAreDamage()
{
    const QString path =
        changedCopy(m_db, m_dir.filePath(QStringLiteral("columns.ferzdb")),
                    {"ALTER TABLE chunks RENAME TO old", "CREATE TABLE chunks(id INTEGER PRIMARY KEY, name TEXT)",
                     "INSERT INTO chunks(id) SELECT id FROM old", "DROP TABLE old"});
    GameDatabase database;
    QVERIFY(!database.open(path));
    QCOMPARE(database.error(), DatabaseError::Damaged);
    QVERIFY2(database.errorDetail().contains("no such column"), qPrintable(database.errorDetail()));
}

// A row SQLite cannot read (its table dropped by another program while the database is open) is
// an error, not "no games"; a row that is missing is damage.
void TestGameDatabase::failedQueryIsAnError()
{
    const QString path = changedCopy(m_db, m_dir.filePath(QStringLiteral("dropped.ferzdb")), {});
    GameDatabase database;
    QVERIFY(database.open(path));
    {
        Sqlite other;
        QVERIFY(other.open(path, Sqlite::Mode::ReadWrite));
        QVERIFY(other.exec("DROP TABLE heads"));
    }
    HeaderQuery q;
    // Not assigned from a literal: GCC 12's -Wstringop-overflow misreads that under the sanitizers.
    q.player = std::string(1, 'a');
    QCOMPARE(database.findGames(q), std::nullopt);
    QCOMPARE(database.error(), DatabaseError::CannotRead);
    QVERIFY2(database.errorDetail().contains("no such table"), qPrintable(database.errorDetail()));

    const QString missing =
        changedCopy(m_db, m_dir.filePath(QStringLiteral("missing.ferzdb")), {"DELETE FROM extras WHERE id = 0"});
    QVERIFY(database.open(missing));
    GameTree tree;
    QVERIFY(!database.readGame(1, tree));
    QCOMPARE(database.error(), DatabaseError::Damaged);
    QVERIFY2(database.errorDetail().contains("extras"), qPrintable(database.errorDetail()));
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

// Names are kept as their bytes, also those that are no UTF-8 ("\xff" and "\xfe" stay two names).
// A newer Ferz brings the file to its format while this one has it open: this one reads and
// writes nothing more of it, and says why.
void TestGameDatabase::newerFormatWrittenMeanwhileIsLeftAlone()
{
    const QString path = m_dir.filePath("newer.ferzdb");
    QFile::remove(path);
    QVERIFY(QFile::copy(m_db, path));
    GameDatabase database;
    QVERIFY(database.open(path));
    GameTree game;
    QVERIFY(database.readGame(2, game));
    {
        Sqlite other;
        QVERIFY(other.open(path, Sqlite::Mode::ReadWrite));
        QVERIFY(other.prepare("UPDATE meta SET value = ? WHERE key = 'ferz-games'")
                    .bindText(1, std::to_string(GameDatabase::Version + 1))
                    .run());
    }
    const QByteArray before = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());
    QVERIFY(!database.replaceGame(2, game));
    QCOMPARE(database.error(), DatabaseError::NewerVersion);
    QVERIFY2(database.errorDetail().contains(QString::number(GameDatabase::Version + 1)),
             qPrintable(database.errorDetail()));
    database.clearError();
    GameTree again;
    QVERIFY(!database.readGame(2, again));
    QCOMPARE(database.error(), DatabaseError::NewerVersion);
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestGameDatabase::namesKeepTheirBytes()
{
    const QString target = m_dir.filePath("names.ferzdb");
    EncodedGame game = encodeGame(m_games.front().tree);
    game.header.white.assign(1, '\xff');
    game.header.black.assign(1, '\xfe');
    DatabaseWriter writer;
    QVERIFY(writer.create(target));
    QVERIFY(writer.add(game));
    QVERIFY2(writer.finish(), qPrintable(writer.errorDetail()));
    GameDatabase database;
    QVERIFY(database.open(target));
    const std::vector<GameHeader> header = database.headers(1, 1);
    QCOMPARE(header.front().white, std::string("\xff"));
    QCOMPARE(header.front().black, std::string("\xfe"));
}

// An import onto a full file system fails with the system's words and leaves nothing behind.
void TestGameDatabase::fullDiskFailsAndLeavesNothing()
{
    if (::geteuid() != 0)
        QSKIP("mounting a small tmpfs as a full disk needs root");
    const QString full = m_dir.filePath("full");
    QVERIFY(QDir().mkpath(full));
    // Room for half the database the same games make.
    const qint64 room = QFileInfo(m_db).size() / 2 / 4096 * 4096;
    QVERIFY(room >= 4096);
    QCOMPARE(QProcess::execute("mount", {"-t", "tmpfs", "-o", QStringLiteral("size=%1").arg(room), "tmpfs", full}), 0);
    const auto unmount = qScopeGuard([&] { QProcess::execute("umount", {full}); });
    const QString target = full + "/games.ferzdb";
    const ImportResult r = importPgn(m_pgn, target, {}, {});
    QCOMPARE(r.error, DatabaseError::CannotWrite);
    QCOMPARE(r.detail, QString::fromLocal8Bit(std::strerror(ENOSPC)));
    QCOMPARE(QDir(full).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

QTEST_GUILESS_MAIN(TestGameDatabase)
#include "tst_gamedatabase.moc"
