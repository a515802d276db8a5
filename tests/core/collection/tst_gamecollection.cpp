// SPDX-License-Identifier: GPL-3.0-or-later
// Both kinds of collection through one test: an indexed PGN file and the game database imported
// from it list the same headers, read the same games, replace a game alike and find the same
// games, each checked against the games as a PGN reader reads them one after another.
#include "tests/core/pgntesthelpers.h"

#include "core/collection/gamecollection.h"
#include "core/db/gamedatabase.h"
#include "core/db/pgnimport.h"
#include "core/pgn/pgnfile.h"
#include "core/rules/position.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ferz;

namespace {

// The games of the file as one reader reads them, in order.
std::vector<GameTree> gamesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    PgnReader reader(&file);
    std::vector<GameTree> games;
    PgnGame game;
    while (reader.readGame(game))
        games.push_back(std::move(game.tree));
    return games;
}

bool containsFolded(const std::string &text, const std::string &part)
{
    return QString::fromStdString(text).contains(QString::fromStdString(part), Qt::CaseInsensitive);
}

} // namespace

class TestGameCollection : public QObject {
    Q_OBJECT

private slots:
    void init();
    void listsReadsReplacesAndFinds_data();
    void listsReadsReplacesAndFinds();
    void headerQueryMatchesAsTheDatabase();

private:
    // The collection of this kind, made from the test file copied into the temporary folder.
    std::unique_ptr<GameCollection> open(const QString &kind);

    QTemporaryDir m_dir;
    QString m_pgn;
};

void TestGameCollection::init()
{
    m_pgn = m_dir.filePath(QStringLiteral("games.pgn"));
    QFile::remove(m_pgn);
    QVERIFY(QFile::copy(test::pgnDataFolder() + "/annotated/pgn4web-chess-informant-sample.pgn", m_pgn));
    QFile::setPermissions(m_pgn, QFile::ReadOwner | QFile::WriteOwner);
}

std::unique_ptr<GameCollection> TestGameCollection::open(const QString &kind)
{
    if (kind == QLatin1String("pgn")) {
        auto file = std::make_unique<PgnFile>();
        return file->open(m_pgn) ? std::move(file) : nullptr;
    }
    const QString path = m_dir.filePath(QStringLiteral("games.ferzdb"));
    QFile::remove(path);
    const db::ImportResult imported = db::importPgn(m_pgn, path, {}, {});
    if (imported.error != db::DatabaseError::None || imported.games == 0)
        return nullptr;
    auto database = std::make_unique<db::GameDatabase>();
    return database->open(path) ? std::move(database) : nullptr;
}

void TestGameCollection::listsReadsReplacesAndFinds_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("indexed PGN file") << QStringLiteral("pgn");
    QTest::newRow("game database") << QStringLiteral("database");
}

void TestGameCollection::listsReadsReplacesAndFinds()
{
    QFETCH(QString, kind);
    const std::vector<GameTree> expected = gamesOf(m_pgn);
    QVERIFY(expected.size() >= 3);
    QCOMPARE(expected[2].tag("Black"), std::string("Timman, J."));
    std::unique_ptr<GameCollection> games = open(kind);
    QVERIFY(games);
    // What the list has of a game: a database keeps the annotator in the game's tags only.
    const auto listed = [&kind](const GameTree &tree) {
        GameHeader header = headerOf(tree);
        if (kind != QLatin1String("pgn"))
            header.annotator.clear();
        return header;
    };

    // List and header: numbered from 1 in file order, asked for in any order.
    const int count = static_cast<int>(expected.size());
    QCOMPARE(games->count(), count);
    const std::vector<int> asked = {count, 1, 2, 2, count + 1};
    const std::vector<GameHeader> headers = games->headersOf(asked);
    QCOMPARE(headers.size(), asked.size());
    for (std::size_t i = 0; i + 1 < asked.size(); ++i) {
        const GameTree &tree = expected[static_cast<std::size_t>(asked[i] - 1)];
        QCOMPARE(headers[i], listed(tree));
        QCOMPARE(headers[i].white, tree.tag("White"));
        QCOMPARE(headers[i].plies, static_cast<int>(tree.mainLine().size()));
    }
    QCOMPARE(headers.back(), GameHeader()); // no such game

    // Read.
    for (int n = 1; n <= count; ++n) {
        GameTree tree;
        QVERIFY(games->readGame(n, tree));
        QVERIFY2(tree == expected[static_cast<std::size_t>(n - 1)], qPrintable(QString::number(n)));
    }
    GameTree none;
    QVERIFY(!games->readGame(count + 1, none));

    // Search: every field of a query against the tags as read.
    HeaderQuery byPlayer;
    byPlayer.player = QString::fromStdString(expected[2].tag("Black").substr(1, 4)).toUpper().toStdString();
    HeaderQuery byResult;
    byResult.result = resultCode(expected[1].tag("Result"));
    HeaderQuery byEco;
    byEco.eco = expected[0].tag("ECO").substr(0, 2);
    HeaderQuery byElo;
    byElo.minElo = std::stoi(expected[2].tag("WhiteElo"));
    for (const HeaderQuery &query : {byPlayer, byResult, byEco, byElo}) {
        std::vector<int> wanted;
        for (int n = 1; n <= count; ++n) {
            const GameTree &t = expected[static_cast<std::size_t>(n - 1)];
            if ((query.player.empty() || containsFolded(t.tag("White"), query.player)
                 || containsFolded(t.tag("Black"), query.player))
                && (query.result < 0 || t.tag("Result") == resultOfCode(query.result))
                && t.tag("ECO").starts_with(query.eco)
                && std::min(std::stoi(t.tag("WhiteElo")), std::stoi(t.tag("BlackElo"))) >= query.minElo)
                wanted.push_back(n);
        }
        QVERIFY(!wanted.empty());
        QCOMPARE(games->findGames(query), std::optional(wanted));
    }

    // Save: game 2 replaced by a game of a new player; the others stay as they were.
    GameTree replacement = std::move(gamesOf(m_pgn)[1]);
    replacement.setTag("White", "Replaced, Player");
    replacement.setTag("Result", "0-1");
    QVERIFY(test::appendMainLineMove(replacement));
    QVERIFY(games->replaceGame(2, replacement));
    QCOMPARE(games->count(), count);
    for (int n = 1; n <= count; ++n) {
        GameTree tree;
        QVERIFY(games->readGame(n, tree));
        QVERIFY2(tree == (n == 2 ? replacement : expected[static_cast<std::size_t>(n - 1)]),
                 qPrintable(QString::number(n)));
    }
    QCOMPARE(games->headersOf({2}).front(), listed(replacement));
    HeaderQuery byNewPlayer;
    byNewPlayer.player = "replaced";
    QCOMPARE(games->findGames(byNewPlayer), std::optional(std::vector<int> {2}));
    // And it lasts: the collection opened again holds it.
    if (kind == QLatin1String("pgn")) {
        PgnFile again;
        QVERIFY(again.open(m_pgn));
        GameTree tree;
        QVERIFY(again.readGame(2, tree));
        QVERIFY(tree == replacement);
    } else {
        db::GameDatabase again;
        QVERIFY(again.open(m_dir.filePath(QStringLiteral("games.ferzdb"))));
        GameTree tree;
        QVERIFY(again.readGame(2, tree));
        QVERIFY(tree == replacement);
        QCOMPARE(again.headersOf({2}).front().white, std::string("Replaced, Player"));
    }
}

void TestGameCollection::headerQueryMatchesAsTheDatabase()
{
    GameHeader h;
    h.white = "Carlsen, Magnus";
    h.black = "So, Wesley";
    h.date = "2019.05.??";
    h.result = "1/2-1/2";
    h.eco = "B22";
    h.whiteElo = 2875;
    h.blackElo = 2754;
    auto query = [](auto set) {
        HeaderQuery q;
        set(q);
        return q;
    };
    QVERIFY(HeaderQuery().matches(h));
    QVERIFY(query([](HeaderQuery &q) { q.player = "WESLEY"; }).matches(h));
    QVERIFY(!query([](HeaderQuery &q) { q.white = "wesley"; }).matches(h));
    QVERIFY(query([](HeaderQuery &q) { q.fromDay = dayOf("2019.05"); }).matches(h));
    QVERIFY(!query([](HeaderQuery &q) { q.toDay = lastDayOf("2019.04"); }).matches(h));
    QVERIFY(query([](HeaderQuery &q) { q.toDay = lastDayOf("2019"); }).matches(h));
    QVERIFY(query([](HeaderQuery &q) { q.result = 3; }).matches(h));
    QVERIFY(!query([](HeaderQuery &q) { q.result = 1; }).matches(h));
    QVERIFY(query([](HeaderQuery &q) { q.eco = "B2"; }).matches(h));
    QVERIFY(!query([](HeaderQuery &q) { q.eco = "B3"; }).matches(h));
    QVERIFY(query([](HeaderQuery &q) { q.minElo = 2754; }).matches(h));
    QVERIFY(!query([](HeaderQuery &q) { q.minElo = 2755; }).matches(h));
    // A game without a date is outside every range, as the database's day column is NULL.
    h.date = "????.??.??";
    QVERIFY(!query([](HeaderQuery &q) { q.toDay = lastDayOf("2100"); }).matches(h));
}

QTEST_GUILESS_MAIN(TestGameCollection)
#include "tst_gamecollection.moc"
