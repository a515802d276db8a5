// SPDX-License-Identifier: GPL-3.0-or-later
// Opening names by position: the table built into Ferz is lichess's chess-openings set as read
// here, a position two lines reach is named by the rule of openingtable.h, transpositions and
// positions after the book are named, the names read naturally in ru, es and pt, and a database
// import fills the ECO column of games without an ECO tag, from their moves.
#include "core/db/gamedatabase.h"
#include "core/db/pgnimport.h"
#include "core/notation/moveinput.h"
#include "core/openings/openingname.h"
#include "core/openings/openings.h"
#include "tests/testfiles.h"
#include "translations/languages.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <map>

using namespace ferz;

namespace {

struct Line {
    QString eco, name;
    int plies = 0;
    Position position;
};

// Every line of the set, in its order, played by readMove.
std::vector<Line> setLines()
{
    std::vector<Line> lines;
    for (const QString &path : QString::fromUtf8(FERZ_OPENING_FILES).split(QLatin1Char('|'))) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        const QStringList rows = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = 1; i < rows.size(); ++i) {
            const QStringList fields = rows[i].split(QLatin1Char('\t'));
            Line line {fields[0], fields[1], 0, Position()};
            for (const QString &word : fields[2].split(QLatin1Char(' '))) {
                if (word.endsWith(QLatin1Char('.')))
                    continue;
                const MoveInput input = readMove(line.position, word.toStdString());
                if (input.error != MoveInputError::None)
                    qFatal("%s: %s is no move", qPrintable(line.name), qPrintable(word));
                line.position.play(input.move);
                ++line.plies;
            }
            lines.push_back(line);
        }
    }
    return lines;
}

Position afterMoves(const char *moves)
{
    Position position;
    for (const QString &word : QString::fromLatin1(moves).split(QLatin1Char(' '))) {
        const MoveInput input = readMove(position, word.toStdString());
        if (input.error != MoveInputError::None)
            qFatal("%s is no move", qPrintable(word));
        position.play(input.move);
    }
    return position;
}

GameNode *play(GameTree &tree, GameNode *node, const char *moves)
{
    for (const QString &word : QString::fromLatin1(moves).split(QLatin1Char(' '))) {
        const MoveInput input = readMove(node->position(), word.toStdString());
        if (input.error != MoveInputError::None)
            qFatal("%s is no move", qPrintable(word));
        node = tree.addMove(node, input.move);
    }
    return node;
}

QString nameAt(const Position &p)
{
    const std::optional<Opening> o = openingAt(p);
    return o ? o->ecoText() + QLatin1Char(' ') + o->englishName() : QString();
}

} // namespace

class TestOpenings : public QObject {
    Q_OBJECT

private slots:
    void builtInTableIsTheSet();
    void sharedPositionsFollowTheRule();
    void shorterOrEarlierLineNamesASharedPosition();
    void keyLeavesMoveCountersOut();
    void transpositionsAndPositionsAfterTheBook();
    void everyFamilyIsInTheGlossary();
    void localizedNames_data();
    void localizedNames();
    void importFillsEcoFromTheMoves();
};

void TestOpenings::builtInTableIsTheSet()
{
    OpeningTable read;
    QStringList problems;
    for (const QString &path : QString::fromUtf8(FERZ_OPENING_FILES).split(QLatin1Char('|'))) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        read.addLines(file.readAll().toStdString(), path, problems);
    }
    QCOMPARE(problems, QStringList());
    const OpeningTable &built = openingTable();
    QVERIFY2(built.size() > 3000, qPrintable(QString::number(built.size())));
    QCOMPARE(built.size(), read.size());
    QCOMPARE(built.fewestPieces(), read.fewestPieces());
    QVERIFY(built.fewestPieces() > 2 && built.fewestPieces() < 32);
    for (const OpeningTable::Entry &e : read.entries()) {
        const OpeningTable::Entry *b = built.find(e.key);
        QVERIFY(b);
        QCOMPARE(built.eco(*b), read.eco(e));
        QCOMPARE(built.name(*b), read.name(e));
    }
    // A table written and read back is the same; bytes that are no table are refused.
    OpeningTable again;
    QVERIFY(again.read(read.write()));
    QCOMPARE(again.write(), read.write());
    QVERIFY(!again.read(QByteArray("not a table")));
}

void TestOpenings::sharedPositionsFollowTheRule()
{
    // Group the lines by the position they reach; the fewest moves name it, then the set's order.
    const std::vector<Line> lines = setLines();
    std::map<Key, std::vector<const Line *>> byPosition;
    for (const Line &line : lines)
        byPosition[line.position.key()].push_back(&line);
    int shared = 0;
    for (const auto &[key, group] : byPosition) {
        const Line *winner = group.front();
        for (const Line *l : group)
            if (l->plies < winner->plies)
                winner = l;
        const std::optional<Opening> o = openingAt(group.front()->position);
        QVERIFY(o);
        QCOMPARE(o->ecoText() + QLatin1Char(' ') + o->englishName(), winner->eco + QLatin1Char(' ') + winner->name);
        for (const Line *l : group)
            shared += l->eco != winner->eco || l->name != winner->name ? 1 : 0;
    }
    // The set names each position once today; the rule decides as soon as it does not.
    qInfo("%zu lines reach %zu positions; %d of them are named by another line", lines.size(), byPosition.size(),
          shared);
}

void TestOpenings::shorterOrEarlierLineNamesASharedPosition()
{
    // Lines of our own that reach one position: the fewest moves win, then the first line.
    OpeningTable table;
    QStringList problems;
    table.addLines("eco\tname\tpgn\n"
                   "A01\tFirst\t1. Nf3 Nf6 2. d4\n"
                   "A02\tSame length, later\t1. d4 Nf6 2. Nf3\n"
                   "A03\tLonger\t1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. d4\n"
                   "A04\tLonger first\t1. e4 e5 2. Nf3 Nf6 3. Ng1 Ng8\n"
                   "A05\tShorter later\t1. e4 e5\n",
                   QStringLiteral("own.tsv"), problems);
    QCOMPARE(problems, QStringList());
    QCOMPARE(table.size(), 2);
    const OpeningTable::Entry *e = table.find(afterMoves("d4 Nf6 Nf3").key());
    QVERIFY(e);
    QCOMPARE(table.name(*e), std::string("First"));
    QCOMPARE(table.eco(*e), std::string_view("A01"));
    e = table.find(afterMoves("e4 e5").key());
    QVERIFY(e);
    QCOMPARE(table.name(*e), std::string("Shorter later"));
    // A line that cannot be played is named with its place and left out.
    table.addLines("eco\tname\tpgn\nB00\tBroken\t1. e4 Ke7\nB0\tNo code\t1. e4\n", QStringLiteral("bad.tsv"), problems);
    QCOMPARE(problems,
             QStringList({QStringLiteral("bad.tsv:2: \"Ke7\" is no legal move there"),
                          QStringLiteral("bad.tsv:3: not eco, name and moves apart by tabs")}));
    QCOMPARE(table.size(), 2);
}

void TestOpenings::keyLeavesMoveCountersOut()
{
    // The same position with other move counters has the same key, and so the same name.
    const auto a = Position::fromFen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
    const auto b = Position::fromFen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 7 40");
    QCOMPARE(std::get<Position>(a).key(), std::get<Position>(b).key());
    QCOMPARE(nameAt(std::get<Position>(b)), QStringLiteral("B20 Sicilian Defense"));
}

void TestOpenings::transpositionsAndPositionsAfterTheBook()
{
    GameTree tree;
    // The Najdorf reached by a move order the set does not list: 2. d4 cxd4 3. Nf3 d6 instead of
    // 2. Nf3 d6 3. d4 cxd4.
    GameNode *najdorf = play(tree, tree.root(), "e4 c5 d4 cxd4 Nf3 d6 Nxd4 Nf6 Nc3 a6");
    std::optional<Opening> o = openingOf(static_cast<const GameNode *>(najdorf));
    QVERIFY(o);
    QCOMPARE(o->ecoText() + QLatin1Char(' ') + o->englishName(),
             QStringLiteral("B90 Sicilian Defense: Najdorf Variation"));
    // Moves no line reaches keep the last named position's name.
    GameNode *later = play(tree, najdorf, "Rb1 Rg8 Ra1 Rh8"); // the rooks back, castling rights lost
    QVERIFY(!openingAt(later->position()));
    o = openingOf(static_cast<const GameNode *>(later));
    QVERIFY(o);
    QCOMPARE(o->englishName(), QStringLiteral("Sicilian Defense: Najdorf Variation"));
    QCOMPARE(openingOfMainLine(static_cast<const GameNode *>(tree.root()))->englishName(), o->englishName());
    // The start position has no name, nor has a game without moves.
    QVERIFY(!openingOf(static_cast<const GameNode *>(GameTree().root())));
}

void TestOpenings::everyFamilyIsInTheGlossary()
{
    for (const Line &line : setLines()) {
        const QString family = line.name.section(QLatin1Char(':'), 0, 0).section(QStringLiteral(", "), 0, 0);
        QVERIFY2(inOpeningGlossary(family.toStdString()), qPrintable(family));
    }
}

void TestOpenings::localizedNames_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("expected");
    const char *najdorf = "Sicilian Defense: Najdorf Variation, English Attack";
    QTest::newRow("ru") << "ru" << najdorf << "Сицилианская защита: вариант Найдорфа, английская атака";
    QTest::newRow("es") << "es" << najdorf << "Defensa siciliana: variante Najdorf, ataque inglés";
    QTest::newRow("pt") << "pt" << najdorf << "Defesa Siciliana: Variante Najdorf, Ataque Inglês";
    QTest::newRow("en") << "en" << najdorf << najdorf;
    // Variations outside the glossary are made by the patterns, the names kept as written.
    const char *morra = "Sicilian Defense: Smith-Morra Gambit Declined, Alapin Formation";
    QTest::newRow("ru pattern") << "ru" << morra
                                << "Сицилианская защита: отказанный гамбит Smith-Morra, построение Alapin";
    QTest::newRow("es pattern") << "es" << morra << "Defensa siciliana: gambito Smith-Morra rehusado, formación Alapin";
    QTest::newRow("pt pattern") << "pt" << morra << "Defesa Siciliana: Gambito Smith-Morra Recusado, Formação Alapin";
    // A family with a comma, and a move kept in its notation.
    QTest::newRow("es with") << "es"
                             << "King's Indian Attack, with e6"
                             << "Ataque indio de rey, con e6";
    QTest::newRow("ru family") << "ru"
                               << "Ruy Lopez: Morphy Defense"
                               << "Испанская партия: защита Морфи";
}

void TestOpenings::localizedNames()
{
    QFETCH(QString, language);
    QFETCH(QString, english);
    QFETCH(QString, expected);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(loadFerzTranslation(translator, language));
        QCoreApplication::installTranslator(&translator);
    }
    QCOMPARE(localizedOpeningName(english.toStdString()), expected);
    QCoreApplication::removeTranslator(&translator);
}

void TestOpenings::importFillsEcoFromTheMoves()
{
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("games.pgn")), path = dir.filePath(QStringLiteral("games.ferzdb"));
    test::write(pgn,
                "[White \"a\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. h3 *\n\n"
                "[ECO \"A00\"]\n\n1. e4 c5 2. Nf3 *\n\n"
                "[White \"c\"]\n\n1. a3 *\n\n"
                "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. Kf2 *\n");
    const db::ImportResult result = db::importPgn(pgn, path, {}, {});
    QCOMPARE(result.games, 4);
    db::GameDatabase database;
    QVERIFY(database.open(path));
    const std::vector<GameHeader> headers = database.headersOf({1, 2, 3, 4});
    QCOMPARE(headers[0].eco, std::string("B90")); // from the moves
    QCOMPARE(headers[1].eco, std::string("A00")); // the tag, though the moves say B27
    QCOMPARE(headers[2].eco, std::string("A00")); // 1. a3 is Anderssen's Opening, A00
    QCOMPARE(headers[3].eco, std::string()); // no line of the set reaches its positions
    // The game itself is as imported: no ECO tag was added to it.
    GameTree tree;
    QVERIFY(database.readGame(1, tree));
    QVERIFY(!tree.hasTag("ECO"));
    // A search by ECO finds the game classified.
    HeaderQuery query;
    query.eco = "B9";
    QCOMPARE(database.findGames(query), std::optional<std::vector<int>>(std::vector<int> {1}));
}

QTEST_GUILESS_MAIN(TestOpenings)
#include "tst_openings.moc"
