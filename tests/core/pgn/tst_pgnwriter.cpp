// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN writer: round trips of every well-formed test file, the export format, the embedded
// clock and arrow commands, and saving one game of a multi-game file in place.
#include "tests/core/pgntesthelpers.h"
#include "tests/testfiles.h"

#include "core/engine/uci.h"
#include "core/pgn/pgncomment.h"
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnwriter.h"
#include "core/rules/squarename.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ferz;
using namespace ferz::test;

class TestPgnWriter : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void exportFormat();
    void commandsParsedAndWrittenBack();
    void clockTexts();
    void bracesInCommentsBecomeWhiteBrackets();
    void paragraphsOfACommentStayApart();
    void nagsBeforeTheFirstMoveOpenTheGameComment();
    void commentLineNeverStartsLikeATag();
    void commentsAtOnePlaceMakeNoCommandWhenJoined();
    void secondClockAtAMoveIsKept();
    void saveOneGameLeavesOthersByteIdentical();
    void saveKeepsLegacyEncoding();
};

static bool isRoster(const std::string &name)
{
    return std::find(std::begin(GameTree::SevenTagRoster), std::end(GameTree::SevenTagRoster), name)
        != std::end(GameTree::SevenTagRoster);
}

void TestPgnWriter::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : pgnFiles()) {
        const auto games = readFile(pgnDataFolder() + "/" + f);
        if (!games.empty() && errorCount(games) == 0)
            QTest::newRow(qPrintable(f)) << f;
    }
}

// Reading, writing and reading again gives the same tree; the only difference allowed is that
// the Seven Tag Roster comes first, with placeholders for missing tags. Writing that tree again
// gives the same text.
void TestPgnWriter::roundTrip()
{
    QFETCH(QString, file);
    auto games = readFile(pgnDataFolder() + "/" + file);
    for (PgnGame &original : games) {
        const std::string text = writePgn(original.tree);
        auto again = readText(QByteArray::fromStdString(text));
        QCOMPARE(again.size(), 1u);
        QCOMPARE(errorCount(again), 0);
        GameTree &copy = again[0].tree;

        std::vector<GameTree::Tag> expected;
        for (std::string_view name : GameTree::SevenTagRoster) {
            const std::string value = original.tree.tag(name);
            if (original.tree.hasTag(name))
                expected.emplace_back(std::string(name), value);
            else
                expected.emplace_back(std::string(name), copy.tag(name));
        }
        for (const auto &tag : original.tree.tags())
            if (!isRoster(tag.first))
                expected.push_back(tag);
        QCOMPARE(copy.tags(), expected);
        for (const auto &[name, value] : copy.tags())
            original.tree.setTag(name, value);
        GameTree reordered(original.tree.startPosition());
        for (const auto &[name, value] : copy.tags())
            reordered.setTag(name, value);
        // Same moves and annotations: compare with the tags made equal.
        for (const auto &[name, value] : original.tree.tags())
            QCOMPARE(copy.tag(name), value);
        QCOMPARE(copy.startPosition(), original.tree.startPosition());
        QCOMPARE(writePgn(copy), text);
        auto third = readText(QByteArray::fromStdString(text));
        QVERIFY(third[0].tree == copy);
    }
}

void TestPgnWriter::exportFormat()
{
    GameTree tree;
    tree.setTag("ECO", "C20");
    tree.setTag("White", "Anderssen, A.");
    tree.setTag("Result", "1-0");
    GameNode *e4 = tree.addMove(tree.root(), parseUci(Position(), "e2e4"));
    e4->annotations().commentAfter = "best by test";
    GameNode *e5 = tree.addMove(e4, parseUci(e4->position(), "e7e5"));
    GameNode *c5 = tree.addMove(e4, parseUci(e4->position(), "c7c5"));
    c5->annotations().nags = {5};
    GameNode *node = tree.addMove(e5, parseUci(e5->position(), "g1f3"));
    // A long game so that lines must wrap.
    const char *moves[] = {"b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6",
                           "c2c3", "e8g8", "h2h3", "c6a5", "b3c2", "c7c5", "d2d4", "d8c7", "b1d2", "c5d4", "c3d4"};
    for (const char *m : moves) {
        node = tree.addMove(node, parseUci(node->position(), m));
        node->annotations().commentAfter = "a comment long enough to fill some of the line";
    }
    const std::string text = writePgn(tree);
    QVERIFY(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                             "[White \"Anderssen, A.\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[ECO \"C20\"]\n\n"
                             "1. e4 {best by test} 1... e5 (1... c5 $5) 2. Nf3 Nc6 {a comment"));
    QVERIFY(text.ends_with(" 1-0\n"));
    const QStringList lines = QString::fromStdString(text).split('\n');
    QVERIFY(lines.size() > 12);
    for (const QString &line : lines)
        QVERIFY2(line.size() <= 80, qPrintable(line));
}

void TestPgnWriter::commandsParsedAndWrittenBack()
{
    const QByteArray pgn = "1. e4 {[%clk 1:02:03.5] [%emt 0:00:07] good [%cal Ge2e4,Rd1d8] [%csl Rd4, Yf5] "
                           "[%eval 0.31] [%clk broken]} e5 {[%cal Xz9z9]} *";
    auto games = readText(pgn);
    QCOMPARE(errorCount(games), 0);
    const Annotations &a = games[0].tree.root()->mainChild()->annotations();
    QCOMPARE(a.clockMs, std::optional<std::int64_t>(3723500));
    QCOMPARE(a.emtMs, std::optional<std::int64_t>(7000));
    QCOMPARE(a.arrows,
             (std::vector<Arrow> {{'G', parseSquare("e2"), parseSquare("e4")},
                                  {'R', parseSquare("d1"), parseSquare("d8")}}));
    QCOMPARE(a.squares, (std::vector<SquareMark> {{'R', parseSquare("d4")}, {'Y', parseSquare("f5")}}));
    QCOMPARE(a.commands, (std::vector<std::string> {"[%eval 0.31]", "[%clk broken]"}));
    QCOMPARE(a.commentAfter, std::string("good"));
    const Annotations &b = games[0].tree.root()->mainChild()->mainChild()->annotations();
    QCOMPARE(b.commands, std::vector<std::string> {"[%cal Xz9z9]"});
    QVERIFY(b.arrows.empty());

    const std::string text = writePgn(games[0].tree);
    std::string oneLine = text;
    std::replace(oneLine.begin(), oneLine.end(), '\n', ' ');
    QVERIFY(oneLine.find(
                "{[%clk 1:02:03.5] [%emt 0:00:07] [%cal Ge2e4,Rd1d8] [%csl Rd4,Yf5] [%eval 0.31] [%clk broken] good}")
            != std::string::npos);
    const auto again = readText(QByteArray::fromStdString(text));
    QVERIFY(again[0].tree.root()->mainChild()->annotations() == a);
}

void TestPgnWriter::clockTexts()
{
    QCOMPARE(clockText(0), std::string("0:00:00"));
    QCOMPARE(clockText(3723500), std::string("1:02:03.5"));
    QCOMPARE(clockText(59000), std::string("0:00:59"));
    QCOMPARE(parseClock("00:59:01"), std::optional<std::int64_t>(3541000));
    QCOMPARE(parseClock("5:07"), std::optional<std::int64_t>(307000));
    QCOMPARE(parseClock("0:00:07.25"), std::optional<std::int64_t>(7250));
    QCOMPARE(parseClock("1:2:3:4"), std::nullopt);
    QCOMPARE(parseClock("1:"), std::nullopt);
    QCOMPARE(parseClock(""), std::nullopt);
}

// A brace inside a comment (here from a `;` comment, and a pair of them) is written as a
// white curly bracket ⦃ ⦄, inside `{…}`: no `;` comment, which pgn-extract and ChessX cannot read.
void TestPgnWriter::bracesInCommentsBecomeWhiteBrackets()
{
    auto games = readText("1. e4 ; a } b\ne5 { c { d } } *");
    QCOMPARE(errorCount(games), 0);
    const std::string text = writePgn(games[0].tree);
    QVERIFY2(text.find("1. e4 {a \u2984 b} 1... e5 {c \u2983 d \u2984}") != std::string::npos, text.c_str());
    QVERIFY(text.find(';') == std::string::npos);
    const auto again = readText(QByteArray::fromStdString(text));
    QCOMPARE(errorCount(again), 0);
    QCOMPARE(again[0].tree.root()->mainChild()->annotations().commentAfter, std::string("a \u2984 b"));
    QCOMPARE(writePgn(again[0].tree), text);
}

// A blank line in a comment (of any line ends) starts a paragraph, which the file keeps as a
// blank line; a line break alone is a space.
void TestPgnWriter::paragraphsOfACommentStayApart()
{
    auto games = readText("{Game.\r\n  \r\nStart.} 1. e4 {First.\n\n\nSecond\nline.} *");
    QCOMPARE(errorCount(games), 0);
    const GameTree &tree = games[0].tree;
    QCOMPARE(tree.root()->annotations().commentAfter, std::string("Game.\n\nStart."));
    QCOMPARE(tree.root()->mainChild()->annotations().commentAfter, std::string("First.\n\nSecond line."));
    const std::string text = writePgn(tree);
    QVERIFY2(text.find("{Game.\n\nStart.} 1. e4 {First.\n\nSecond line.} *") != std::string::npos, text.c_str());
    QCOMPARE(writePgn(readText(QByteArray::fromStdString(text))[0].tree), text);
    QCOMPARE(commentParagraphs(" a\n b \n\t\n c  "), std::string("a b\n\nc"));
}

// Other readers take a NAG before the first move for the end of the game (pgn-extract reads two
// games, Scid drops it): the writer puts it at the start of the game's comment, and the reader
// takes it back from there as the game's NAG.
void TestPgnWriter::nagsBeforeTheFirstMoveOpenTheGameComment()
{
    auto games = readText("$10 {Quiet} $14 1. e4 {$1 is no game NAG} *");
    QCOMPARE(errorCount(games), 0);
    const GameTree &tree = games[0].tree;
    QCOMPARE(tree.root()->annotations().nags, (std::vector<int> {10, 14}));
    QCOMPARE(tree.root()->annotations().commentAfter, std::string("Quiet"));
    const std::string text = writePgn(tree);
    QVERIFY2(text.find("\n{$10 $14 Quiet} 1. e4 {$1 is no game NAG} *") != std::string::npos, text.c_str());
    const auto again = readText(QByteArray::fromStdString(text));
    QCOMPARE(again[0].tree.root()->annotations().nags, tree.root()->annotations().nags);
    QCOMPARE(again[0].tree.root()->annotations().commentAfter, tree.root()->annotations().commentAfter);
    QCOMPARE(again[0].tree.root()->annotations(), tree.root()->annotations());
    QCOMPARE(again[0].tree.root()->mainChild()->annotations().commentAfter, std::string("$1 is no game NAG"));
    QCOMPARE(writePgn(again[0].tree), text);
}

// A comment quoting tags ("[Event "WCh"]") reads back as one game with that comment wherever the
// line breaks fall: no line of it starts like a tag pair, which a reader takes for the next game.
void TestPgnWriter::commentLineNeverStartsLikeATag()
{
    for (int filler = 0; filler < 80; ++filler) {
        GameTree tree;
        GameNode *e4 = tree.addMove(tree.root(), parseUci(Position(), "e2e4"));
        const std::string comment = std::string(filler + 1, 'x') + " others [Event \"WCh\"] [Site \"Elista\"] agree";
        e4->annotations().commentAfter = comment;
        const std::string text = writePgn(tree);
        const auto again = readText(QByteArray::fromStdString(text));
        QVERIFY2(again.size() == 1 && errorCount(again) == 0, text.c_str());
        QCOMPARE(again[0].tree.root()->mainChild()->annotations().commentAfter, comment);
    }
}

// Two comments at one move, the first leaving "[%" open and the second holding a "]": each is
// text, and so is their join. Written as one comment, "[%" … "]" would read back as a command
// (the fuzzer found it); the writer starts a second comment at the word that would close it.
void TestPgnWriter::commentsAtOnePlaceMakeNoCommandWhenJoined()
{
    auto games = readText("1. e4 {see [%x} {then y] z} (1. d4 {[%a} {b]}) e5 *");
    QCOMPARE(errorCount(games), 0);
    const Annotations &e4 = games[0].tree.root()->mainChild()->annotations();
    QCOMPARE(e4.commentAfter, std::string("see [%x then y] z"));
    QVERIFY(e4.commands.empty());
    const std::string text = writePgn(games[0].tree);
    QVERIFY2(text.find("1. e4 {see [%x then} {y] z} (1. d4 {[%a} {b]}) 1... e5 *") != std::string::npos, text.c_str());
    const auto again = readText(QByteArray::fromStdString(text));
    QCOMPARE(errorCount(again), 0);
    QCOMPARE(again[0].tree.root()->mainChild()->annotations(), e4);
    QCOMPARE(writePgn(again[0].tree), text);

    // A paragraph that starts at such a word stays a paragraph: its comment holds the blank line.
    GameTree tree;
    GameNode *move = tree.addMove(tree.root(), parseUci(Position(), "e2e4"));
    move->annotations().commentAfter = "one [%x\n\ntwo] three";
    const std::string paragraph = writePgn(tree);
    QVERIFY2(paragraph.find("{one [%x} {\n\ntwo] three}") != std::string::npos, paragraph.c_str());
    QCOMPARE(readText(QByteArray::fromStdString(paragraph))[0].tree.root()->mainChild()->annotations(),
             move->annotations());
}

// An empty variation's clock joins the move it varies, which has one: the second is kept as the
// command it was read from, not dropped.
void TestPgnWriter::secondClockAtAMoveIsKept()
{
    auto games = readText("1. e4 {[%clk 0:05:00]} ({[%clk 0:04:59]}) e5 *");
    QCOMPARE(errorCount(games), 0);
    const Annotations &e4 = games[0].tree.root()->mainChild()->annotations();
    QCOMPARE(e4.clockMs, std::optional<std::int64_t>(300000));
    QCOMPARE(e4.commands, std::vector<std::string> {"[%clk 0:04:59]"});
    const std::string text = writePgn(games[0].tree);
    QVERIFY2(text.find("1. e4 {[%clk 0:05:00] [%clk 0:04:59]} 1... e5 *") != std::string::npos, text.c_str());
    QCOMPARE(readText(QByteArray::fromStdString(text))[0].tree.root()->mainChild()->annotations(), e4);
}

void TestPgnWriter::saveOneGameLeavesOthersByteIdentical()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("games.pgn");
    QVERIFY(QFile::copy(pgnDataFolder() + "/fixtures/python-chess/kasparov-deep-blue-1997.pgn", path));
    const QByteArray before = bytes(path);
    const auto originals = readFile(path);

    PgnFile database;
    QVERIFY(database.open(path));
    const PgnFile::Entry old = database.entry(2);
    PgnGame game;
    std::uint64_t hash = 0;
    QVERIFY(database.readAt(2, game, &hash));
    GameNode *first = game.tree.root()->mainChild();
    first->annotations().commentAfter = "edited in Ferz";
    first->annotations().arrows.push_back({'R', parseSquare("e2"), parseSquare("e4")});
    game.tree.setTag("Annotator", "Ferz");
    QCOMPARE(database.saveGame(2, hash, game.tree).error, PgnFile::SaveError::None);

    const QByteArray after = bytes(path);
    QCOMPARE(after.left(old.begin), before.left(old.begin));
    QCOMPARE(after.mid(after.size() - (before.size() - old.end)), before.mid(old.end));
    QVERIFY(after != before);

    // The index was moved along and agrees with a fresh one.
    PgnFile fresh;
    QVERIFY(fresh.open(path));
    QCOMPARE(fresh.count(), database.count());
    for (int i = 0; i < fresh.count(); ++i) {
        QCOMPARE(fresh.entry(i).begin, database.entry(i).begin);
        QCOMPARE(fresh.entry(i).end, database.entry(i).end);
        QCOMPARE(fresh.entry(i).line, database.entry(i).line);
        QCOMPARE(fresh.entry(i).header.plies, database.entry(i).header.plies);
    }
    const auto reread = readFile(path);
    QCOMPARE(reread.size(), originals.size());
    for (std::size_t i = 0; i < reread.size(); ++i)
        if (i != 2)
            QVERIFY(reread[i].tree == originals[i].tree);
    // The same game (the saved file lists the Seven Tag Roster first).
    QCOMPARE(writePgn(reread[2].tree), writePgn(game.tree));
    QCOMPARE(reread[2].tree.root()->mainChild()->annotations().commentAfter, std::string("edited in Ferz"));
}

void TestPgnWriter::saveKeepsLegacyEncoding()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("latin1.pgn");
    QVERIFY(QFile::copy(pgnDataFolder() + "/encoding/scid-res_gameLatin1.pgn", path));
    PgnFile database;
    QVERIFY(database.open(path));
    QCOMPARE(database.encoding(), TextEncoding::Latin1);
    PgnGame game;
    std::uint64_t hash = 0;
    QVERIFY(database.readAt(0, game, &hash));
    game.tree.setTag("Annotator", "M\u00FCller");
    QCOMPARE(database.saveGame(0, hash, game.tree).error, PgnFile::SaveError::None);
    const QByteArray saved = bytes(path);
    QVERIFY(saved.contains("[Annotator \"M\xFCller\"]"));
    const auto reread = readFile(path);
    QCOMPARE(reread[0].tree.tag("White"), std::string("Kr\u00E0mn\u00ECk, Vl\u00E3\u00DAdimir"));
    QCOMPARE(reread[0].tree.tag("Annotator"), std::string("M\u00FCller"));
}

QTEST_APPLESS_MAIN(TestPgnWriter)
#include "tst_pgnwriter.moc"
