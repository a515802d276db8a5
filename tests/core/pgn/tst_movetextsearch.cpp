// SPDX-License-Identifier: GPL-3.0-or-later
// The search of the movetext: what a typed text looks for (comment text in any case, a NAG by its
// number or symbol, a move in SAN or the reader's letters), the places of a game in the order of
// the movetext, and the games of a PGN file and of the database imported from it that match.
#include "core/db/gamedatabase.h"
#include "core/db/pgnimport.h"
#include "core/pgn/movetextsearch.h"
#include "core/pgn/pgnfile.h"
#include "tests/core/pgntesthelpers.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

namespace {

const QByteArray Games = "[White \"A\"]\n[Result \"*\"]\n\n"
                         "{Opening remark} 1. e4 {A weak pawn} e5 2. Nf3 $146 Nc6 (2... d6 $14 {Weak too}) 3. Bb5 *\n\n"
                         "[White \"B\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 $1 *\n\n"
                         "[White \"C\"]\n[Result \"*\"]\n\n$14 1. c4 {a square, $16 after} e5 2. Nf3 *\n";

// The SAN of the moves at the places found ("start" for the root).
QStringList places(const GameTree &tree, const QString &typed, const GameNode *at = nullptr,
                   const NotationStyle &style = NotationStyle::pgn())
{
    QStringList out;
    for (const GameNode *node : findInGame(tree, MovetextQuery(typed, style), at).nodes)
        out << (node->isRoot()
                    ? QStringLiteral("start")
                    : QString::fromStdString(moveText(node->parent()->position(), node->move(), NotationStyle::pgn())));
    return out;
}

} // namespace

class TestMovetextSearch : public QObject {
    Q_OBJECT

private slots:
    void placesOfAGame();
    void whereTheNodeGivenStands();
    void gamesOfAFileAndADatabase();
};

void TestMovetextSearch::placesOfAGame()
{
    const std::vector<PgnGame> games = test::readText(Games);
    const GameTree &first = games[0].tree;
    QCOMPARE(places(first, QStringLiteral("weak")), QStringList({"e4", "d6"}));
    QCOMPARE(places(first, QStringLiteral("remark")), QStringList({"start"}));
    QCOMPARE(places(first, QStringLiteral("$146")), QStringList({"Nf3"}));
    QCOMPARE(places(first, QStringLiteral("⩲")), QStringList({"d6"}));
    QCOMPARE(places(first, QStringLiteral("+=")), QStringList({"d6"}));
    QCOMPARE(places(first, QStringLiteral("Nc6")), QStringList({"Nc6"}));
    QCOMPARE(places(first, QStringLiteral("Bb5+")), QStringList({"Bb5"}));
    QCOMPARE(places(first, QStringLiteral("  ")), QStringList());
    // In the reader's letters: К for the knight, С for the bishop.
    const NotationStyle russian = notationStyle(NotationLanguage::Russian, NotationForm::Short);
    QCOMPARE(places(first, QStringLiteral("Кf3"), nullptr, russian), QStringList({"Nf3"}));
    QCOMPARE(places(first, QStringLiteral("Сb5"), nullptr, russian), QStringList({"Bb5"}));
    // The game's NAGs before the first move are at the start; a comment's $16 reads as ±.
    const GameTree &third = games[2].tree;
    QCOMPARE(places(third, QStringLiteral("$14")), QStringList({"start"}));
    QCOMPARE(places(third, QStringLiteral("square, ±")), QStringList({"c4"}));
    QCOMPARE(places(games[1].tree, QStringLiteral("!")), QStringList({"c4"}));
}

void TestMovetextSearch::whereTheNodeGivenStands()
{
    const std::vector<PgnGame> games = test::readText(Games);
    const GameTree &tree = games[0].tree;
    const MovetextQuery weak(QStringLiteral("weak"), NotationStyle::pgn());
    const GameNode *e4 = tree.root()->mainChild();
    const GameNode *nf3 = e4->mainChild()->mainChild();
    const MovetextPlaces fromStart = findInGame(tree, weak, tree.root());
    QCOMPARE(fromStart.next(), 0);
    QCOMPARE(fromStart.previous(), -1);
    const MovetextPlaces atE4 = findInGame(tree, weak, e4);
    QVERIFY(atE4.atOne);
    QCOMPARE(atE4.next(), 1);
    QCOMPARE(atE4.previous(), -1);
    // Nf3 lies between e4 and the variation's d6 in the movetext.
    const MovetextPlaces atNf3 = findInGame(tree, weak, nf3);
    QVERIFY(!atNf3.atOne);
    QCOMPARE(atNf3.next(), 1);
    QCOMPARE(atNf3.previous(), 0);
    const MovetextPlaces atD6 = findInGame(tree, weak, atNf3.nodes[1]);
    QCOMPARE(atD6.next(), -1);
    QCOMPARE(atD6.previous(), 0);
}

void TestMovetextSearch::gamesOfAFileAndADatabase()
{
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("games.pgn"));
    QFile file(pgn);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(Games);
    file.close();
    const QString base = dir.filePath(QStringLiteral("games.ferzdb"));
    QCOMPARE(db::importPgn(pgn, base, {}, {}).error, db::DatabaseError::None);
    PgnFile index;
    QVERIFY(index.open(pgn));
    db::GameDatabase database;
    QVERIFY(database.open(base));
    for (GameCollection *games : std::initializer_list<GameCollection *> {&index, &database}) {
        const auto find = [games](const char *typed) {
            return findGamesWith(*games, MovetextQuery(QString::fromUtf8(typed), NotationStyle::pgn()), {});
        };
        QCOMPARE(find("weak"), std::vector<int>({1}));
        QCOMPARE(find("$14"), std::vector<int>({1, 3}));
        QCOMPARE(find("Nf3"), std::vector<int>({1, 3}));
        QCOMPARE(find("c4"), std::vector<int>({2, 3}));
        // Progress is told, and stops the search when it says so.
        int told = 0;
        const std::vector<int> stopped = findGamesWith(
            *games, MovetextQuery(QStringLiteral("c4"), NotationStyle::pgn()), [&told](int done, int total) {
                ++told;
                return total == 3 && done < 2;
            });
        QCOMPARE(stopped, std::vector<int>({2}));
        QCOMPARE(told, 3);
    }
}

QTEST_GUILESS_MAIN(TestMovetextSearch)
#include "tst_movetextsearch.moc"
