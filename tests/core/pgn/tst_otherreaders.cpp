// SPDX-License-Identifier: GPL-3.0-or-later
// What Ferz writes, as other programs read it: games whose comments hold `}`, `{`, `;`, blank
// lines and `$1`, with NAGs before the first move and nested variations, written by the PGN
// writer to an LF file and saved by PgnFile into a CR LF file, then read by Debian's pgn-extract
// and by Scid (tkscid, the Tcl interpreter Scid's scripts run in); a Latin-1 file too, where a
// brace becomes a round bracket (commentBraces); and words like a command (`[%x y]`), read by
// pgn-extract. Each program writes the games as it understood them; Ferz reads that back and
// finds the same games, moves, NAGs, comments and variations as in the trees written. The two
// programs fold a comment's blank lines into spaces, so for them a comment is compared word by
// word; Ferz must keep the paragraphs too.
#include "core/notation/moveinput.h"
#include "core/notation/san.h"
#include "core/pgn/movetextwalker.h"
#include "core/pgn/pgncomment.h"
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnwriter.h"
#include "tests/core/pgntesthelpers.h"
#include "tests/testfiles.h"
#include "tests/threegames.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;
using namespace ferz::test;

namespace {

// Plays the moves of `sans` (SAN, apart by spaces) from `node` as its last child and so on;
// returns the last.
GameNode *play(GameTree &tree, GameNode *node, const char *sans)
{
    for (const QString &san : QString::fromLatin1(sans).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const MoveInput input = readMove(node->position(), san.toStdString());
        if (input.error != MoveInputError::None)
            qFatal("not a legal move here: %s", qPrintable(san));
        node = tree.appendMove(node, input.move);
    }
    return node;
}

GameTree named(const char *white)
{
    GameTree tree;
    tree.setTag("White", white);
    tree.setTag("Black", "Ferz");
    tree.setTag("Result", "*");
    return tree;
}

// Comments with braces and semicolons on the main line and in nested variations.
GameTree braces()
{
    GameTree tree = named("Braces");
    tree.root()->annotations().commentAfter = "Opening {remark} here";
    GameNode *e4 = play(tree, tree.root(), "e4");
    e4->annotations().commentAfter = "Weakens e6 {braces} } test";
    GameNode *e5 = play(tree, e4, "e5");
    play(tree, e5, "Nf3 Nc6 Bb5")->annotations().commentAfter = "; a semicolon; and } more";
    GameNode *c5 = play(tree, e4, "c5");
    c5->annotations().commentAfter = "{ only an open brace";
    GameNode *nf3 = play(tree, c5, "Nf3");
    play(tree, nf3, "d6 d4");
    GameNode *c3 = play(tree, c5, "c3");
    c3->annotations().commentBefore = "before } the move";
    c3->annotations().commentAfter = "a } b {";
    play(tree, c3, "d5");
    return tree;
}

// Comments in paragraphs, and a comment before a variation's first move.
GameTree paragraphs()
{
    GameTree tree = named("Paragraphs");
    tree.root()->annotations().commentAfter = "First.\n\nSecond.";
    GameNode *d4 = play(tree, tree.root(), "d4");
    d4->annotations().commentAfter = "One.\n\nTwo, with {x}.\n\nThree.";
    play(tree, d4, "d5 c4");
    GameNode *nf6 = play(tree, d4, "Nf6");
    nf6->annotations().commentBefore = "Before.\n\nAnd after a blank line.";
    play(tree, nf6, "c4 e6");
    return tree;
}

// NAGs before the first move and after moves, and NAGs written inside comments.
GameTree symbols()
{
    GameTree tree = named("Symbols");
    tree.root()->annotations().nags = {10};
    tree.root()->annotations().commentAfter = "Start: $14 here";
    GameNode *e4 = play(tree, tree.root(), "e4");
    e4->annotations().nags = {1};
    e4->annotations().commentAfter = "Informant: $1 and $16 $140";
    play(tree, e4, "c5 Nf3")->annotations().nags = {5, 14};
    return tree;
}

GameTree gameNagsAlone()
{
    GameTree tree = named("GameNags");
    tree.root()->annotations().nags = {13, 40};
    play(tree, tree.root(), "c4 e5");
    return tree;
}

// Comments whose words open a command ("[%") that a later word closes: text, not commands, which
// the writer keeps apart in comments of their own.
GameTree commandLike()
{
    GameTree tree = named("CommandLike");
    GameNode *e4 = play(tree, tree.root(), "e4");
    e4->annotations().commentAfter = "see [%x then y] z";
    GameNode *e5 = play(tree, e4, "e5");
    e5->annotations().commentAfter = "[%clk 0:05:00] is how a clock is written";
    play(tree, e5, "Nf3")->annotations().commentAfter = "one [%a\n\ntwo] [%b c] d";
    return tree;
}

std::vector<GameTree> testGames()
{
    std::vector<GameTree> games;
    games.push_back(braces());
    games.push_back(paragraphs());
    games.push_back(symbols());
    games.push_back(gameNagsAlone());
    return games;
}

// A game's movetext in one line: moves, NAGs, comments (braces as they are written in a file of
// the given encoding; with `paragraphs` false, blank lines as spaces) and variations in parentheses.
class Summary : public MovetextVisitor {
public:
    Summary(bool paragraphs, CommentBraces braces) : m_paragraphs(paragraphs), m_braces(braces) {}

    bool comment(const GameNode &node, CommentPlace place, int) override
    {
        const Annotations &a = node.annotations();
        if (place == CommentPlace::Game)
            for (const int nag : a.nags)
                text += " $" + std::to_string(nag);
        const std::string &comment = place == CommentPlace::BeforeMove ? a.commentBefore : a.commentAfter;
        if (!comment.empty())
            text += " {" + shown(comment) + "}";
        return !comment.empty();
    }
    void move(const GameNode &node, bool, int) override
    {
        text += ' ' + sanText(node.parent()->position(), node.move());
    }
    void nag(const GameNode &, int nag, int) override { text += " $" + std::to_string(nag); }
    void beginVariation(int) override { text += " ("; }
    void endVariation(int) override { text += " )"; }

    std::string text;

private:
    std::string shown(const std::string &comment) const
    {
        QString written = QString::fromStdString(comment);
        written.replace(QLatin1Char('{'), QString::fromUtf8(m_braces.open))
            .replace(QLatin1Char('}'), QString::fromUtf8(m_braces.close));
        std::string out = commentParagraphs(written.toStdString());
        if (!m_paragraphs)
            out = QString::fromStdString(out).simplified().toStdString();
        return out;
    }

    bool m_paragraphs;
    CommentBraces m_braces;
};

// The encoding of the file the summaries are of.
TextEncoding encoding = TextEncoding::Utf8;

// White's name and the movetext of a game.
QString summary(const GameTree &tree, bool paragraphs)
{
    Summary summary(paragraphs, commentBraces(encoding));
    walkMovetext(tree, summary);
    return QString::fromStdString(tree.tag("White") + ":" + summary.text);
}

QStringList summaries(const std::vector<PgnGame> &games, bool paragraphs)
{
    QStringList out;
    for (const PgnGame &game : games) {
        out << summary(game.tree, paragraphs);
        for (const PgnError &e : game.errors)
            out << QStringLiteral("error at line %1").arg(e.line);
    }
    return out;
}

QStringList summaries(const std::vector<const GameTree *> &trees, bool paragraphs)
{
    QStringList out;
    for (const GameTree *tree : trees)
        out << summary(*tree, paragraphs);
    return out;
}

QString program(const QString &name)
{
    const QString path =
        QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games"), QStringLiteral("/usr/bin")});
    if (path.isEmpty())
        qFatal("%s is not installed: scripts/deps.sh installs it", qPrintable(name));
    return path;
}

// Runs a program; its standard output, after checking that it ended well.
QByteArray run(const QString &path, const QStringList &arguments, QByteArray *errors = nullptr)
{
    QProcess process;
    process.start(path, arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        qWarning("%s failed: %s", qPrintable(path), process.readAllStandardError().constData());
    if (errors)
        *errors = process.readAllStandardError();
    return process.readAllStandardOutput();
}

// The games of `file` as pgn-extract reads and writes them back.
std::vector<PgnGame> byPgnExtract(const QString &file)
{
    QByteArray errors;
    const QByteArray out = run(program(QStringLiteral("pgn-extract")), {QStringLiteral("-s"), file}, &errors);
    if (errors.contains("Unknown") || errors.contains("Missing") || errors.contains("Unmatched"))
        qWarning("pgn-extract: %s", errors.constData());
    return readText(out);
}

// The games of `file` as Scid imports them into a database and writes them back.
std::vector<PgnGame> byScid(const QString &file, const QTemporaryDir &dir)
{
    const QString script = dir.filePath(QStringLiteral("read.tcl"));
    QFile tcl(script);
    if (!tcl.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(script));
    // Scid's text in UTF-8 whatever the locale: a machine without one (Tcl then writes Latin-1)
    // would turn ⦃ into ? on the way out, after Scid had read it right.
    tcl.write("fconfigure stdout -encoding utf-8\n"
              "set base [sc_base create [lindex $argv 0]]\n"
              "set imported [sc_base import $base [lindex $argv 1]]\n"
              "if {[lindex $imported 1] ne {}} { puts stderr \"import: [lindex $imported 1]\"; exit 1 }\n"
              "for {set i 1} {$i <= [sc_base numGames $base]} {incr i} {\n"
              "    sc_game load $i\n"
              "    puts [sc_game pgn -width 1000]\n"
              "}\n"
              "sc_base close $base\n");
    tcl.close();
    static int bases = 0;
    const QString base = dir.filePath(QStringLiteral("scid%1").arg(++bases));
    return readText(run(program(QStringLiteral("tkscid")), {script, base, file}));
}

} // namespace

class TestOtherReaders : public QObject {
    Q_OBJECT

private slots:
    void init() { encoding = TextEncoding::Utf8; }
    void lfFileReadsTheSameEverywhere();
    void crlfFileReadsTheSameEverywhere();
    void latin1FileReadsTheSameEverywhere();
    void commandLikeWordsStayText();

private:
    void compare(const QString &file, const std::vector<const GameTree *> &written);

    QTemporaryDir m_dir;
};

void TestOtherReaders::compare(const QString &file, const std::vector<const GameTree *> &written)
{
    // Ferz keeps everything, paragraphs included.
    QCOMPARE(summaries(readFile(file), true), summaries(written, true));
    const QStringList expected = summaries(written, false);
    QCOMPARE(summaries(byPgnExtract(file), false), expected);
    QCOMPARE(summaries(byScid(file, m_dir), false), expected);
}

void TestOtherReaders::lfFileReadsTheSameEverywhere()
{
    const std::vector<GameTree> games = testGames();
    std::string text;
    for (const GameTree &game : games) {
        if (!text.empty())
            text += '\n';
        text += writePgn(game);
    }
    // The forms chosen: braces as ⦃ ⦄, paragraphs apart by a blank line, the game's NAGs in
    // its comment.
    QVERIFY(text.find("{; a semicolon; and \u2984 more}") != std::string::npos);
    QVERIFY(text.find("Weakens e6 \u2983braces\u2984 \u2984 test}") != std::string::npos);
    QVERIFY(text.find("{First.\n\nSecond.}") != std::string::npos);
    QVERIFY(text.find("{$10 Start: $14 here} 1. e4 $1") != std::string::npos);
    const QString file = m_dir.filePath(QStringLiteral("games.pgn"));
    write(file, QByteArray::fromStdString(text));
    std::vector<const GameTree *> written;
    for (const GameTree &game : games)
        written.push_back(&game);
    compare(file, written);
}

// A game saved into a CR LF file, between two games written by another program, keeps the
// file's line ends, and every reader finds the three games.
void TestOtherReaders::crlfFileReadsTheSameEverywhere()
{
    const QString file = m_dir.filePath(QStringLiteral("crlf.pgn"));
    QByteArray crlf = ThreeGames;
    write(file, crlf.replace("\n", "\r\n"));

    PgnFile database;
    QVERIFY(database.open(file));
    PgnGame second;
    QVERIFY(database.readAt(1, second));
    GameTree edited = paragraphs();
    edited.setTag("White", "W2");
    GameNode *d4 = edited.root()->mainChild();
    // Text kept from a CR LF file as it was (the unread rest of a game) holds its line ends.
    d4->annotations().commentAfter += "\r\n\r\nWith a brace } too.";
    edited.root()->annotations().nags = {14};
    QCOMPARE(database.saveGame(1, database.hashOf(1), edited).error, PgnFile::SaveError::None);

    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    QCOMPARE(bytes.count('\n'), bytes.count("\r\n"));
    QCOMPARE(bytes.count('\r'), bytes.count("\r\n"));
    QVERIFY(bytes.contains("{One.\r\n\r\nTwo,"));

    const std::vector<PgnGame> others = readText(ThreeGames);
    compare(file, {&others[0].tree, &edited, &others[2].tree});
}

// A game saved into a Latin-1 file stays Latin-1, its accented letters included, and a brace in
// its comments becomes a round bracket, not the '?' of a character Latin-1 lacks: every reader
// finds the same games, names and comments.
void TestOtherReaders::latin1FileReadsTheSameEverywhere()
{
    const QString file = m_dir.filePath(QStringLiteral("latin1.pgn"));
    QByteArray latin1 = ThreeGames;
    write(file, latin1.replace("B1", "M\xFCller").replace("B3", "Jos\xE9"));

    PgnFile database;
    QVERIFY(database.open(file));
    QCOMPARE(database.encoding(), TextEncoding::Latin1);
    GameTree edited = braces();
    edited.setTag("White", "Fran\u00e7ois");
    edited.root()->mainChild()->annotations().commentAfter = "D\u00e9j\u00e0 vu {braces} } test";
    QCOMPARE(database.saveGame(1, database.hashOf(1), edited).error, PgnFile::SaveError::None);

    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    QVERIFY2(bytes.contains("{D\xE9j\xE0 vu (braces) ) test}"), bytes.constData());
    QVERIFY(bytes.contains("[White \"Fran\xE7ois\"]"));

    encoding = TextEncoding::Latin1;
    const std::vector<PgnGame> others = readText(ThreeGames);
    compare(file, {&others[0].tree, &edited, &others[2].tree});
}

// Words that open a command and words that close it, in a comment's text: pgn-extract, which
// takes comments as text, writes them back as they were. Scid is left out: it takes every
// "[%" … "]" of a move's comments for a command, even across two comments, and drops those it
// does not know with the words between.
void TestOtherReaders::commandLikeWordsStayText()
{
    const GameTree game = commandLike();
    const std::string text = writePgn(game);
    QVERIFY2(text.find("{see [%x then} {y] z}") != std::string::npos, text.c_str());
    const QString file = m_dir.filePath(QStringLiteral("commands.pgn"));
    write(file, QByteArray::fromStdString(text));
    QCOMPARE(summaries(readFile(file), true), summaries({&game}, true));
    QCOMPARE(summaries(byPgnExtract(file), false), summaries({&game}, false));
}

QTEST_GUILESS_MAIN(TestOtherReaders)
#include "tst_otherreaders.moc"
