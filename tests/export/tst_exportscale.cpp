// SPDX-License-Identifier: GPL-3.0-or-later
// What many games and many diagrams make the export write stays in proportion: a diagram that
// recurs (the same final position in a thousand games) is embedded in the web page once and
// referred to after, so that the page grows by the same few bytes a game; distinct diagrams are
// each embedded; a PDF diagram is drawn on the page, far smaller than the 1000x1000 raster it
// once was; and a write that fails on the way (the file size limit) says why and leaves the
// earlier file as it was.
#include "core/pgn/playablegame.h"
#include "export/gamedocument.h"
#include "render/glyphpieceset.h"
#include "tests/testfiles.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstring>
#include <sys/resource.h>

using namespace ferz;
using namespace ferz::test;

namespace {

GameTree readGame(const QByteArray &text)
{
    auto game = readFirstGame(text, nullptr);
    if (!game)
        qFatal("the test's own game does not read");
    return std::move(game->tree);
}

// The first game of the engine games (78 moves), each of its moves marked for a diagram.
GameTree everyMoveDiagrammed()
{
    QFile file(QStringLiteral(FERZ_TEST_DATA "/pgn/course/engine-games-excerpt.pgn"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the engine games");
    PgnReader reader(&file);
    PgnGame game;
    if (!reader.readGame(game) || !game.errors.empty())
        qFatal("the engine game does not read");
    for (GameNode *node : game.tree.mainLine())
        node->annotations().nags.push_back(DiagramNag);
    return std::move(game.tree);
}

QByteArray htmlOf(const std::vector<GameTree> &games, int count, const std::shared_ptr<GlyphPieceSet> &pieces)
{
    GameDocument document(pieces, DocumentOptions());
    for (int i = 0; i < count; ++i)
        document.addGame(games[i]);
    return document.standaloneHtml().toUtf8();
}

// Sets the largest file this process may write (RLIMIT_FSIZE) and puts the old limit back when
// it goes. Beyond it write() fails with EFBIG rather than raising SIGXFSZ, which is ignored.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_old); }

private:
    rlimit m_old {};
};

} // namespace

class TestExportScale : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void recurringDiagramEmbeddedOnce();
    void htmlGrowsLinearly();
    void distinctDiagramsEachEmbedded();
    void pdfDiagramsAreDrawn();
    void failedWriteKeepsTheOriginal_data();
    void failedWriteKeepsTheOriginal();

private:
    std::shared_ptr<GlyphPieceSet> m_pieces = std::make_shared<GlyphPieceSet>();
    std::vector<GameTree> m_oneMoveGames; // 3,000 games of 1. e4, numbered by round
};

void TestExportScale::initTestCase()
{
    QVERIFY(m_pieces->isValid());
    for (int i = 1; i <= 3000; ++i) {
        m_oneMoveGames.push_back(readGame("1. e4 *"));
        m_oneMoveGames.back().setTag("Round", std::to_string(i));
    }
}

void TestExportScale::recurringDiagramEmbeddedOnce()
{
    GameDocument document(m_pieces, DocumentOptions());
    for (int i = 0; i < 1000; ++i)
        document.addGame(m_oneMoveGames[i]);
    QTemporaryDir folder;
    const QString path = folder.filePath("games.html");
    QString why;
    QVERIFY2(document.writeHtml(path, &why), qPrintable(why));
    const QByteArray html = bytes(path);
    QCOMPARE(html.count("data:image/png;base64,"), 1);
    QCOMPARE(html.count("<use href=\"#diagram-0\"/>"), 999);
    // Every game still shows its diagram and caption, its own round in its header.
    QCOMPARE(html.count("<svg role=\"img\" aria-label=\"Final position after 1.&nbsp;e4\""), 1000);
    QCOMPARE(html.count("<i>Final position after 1.&nbsp;e4</i>"), 1000);
    QVERIFY(html.contains("round 1000"));
}

// Each game adds the same bytes: the page of 3,000 games is the page of 2,000 and 1,000 more
// games exactly, a few hundred bytes each (an embedded diagram alone is some 50 KB).
void TestExportScale::htmlGrowsLinearly()
{
    const qsizetype thousand = htmlOf(m_oneMoveGames, 1000, m_pieces).size();
    const qsizetype twoThousand = htmlOf(m_oneMoveGames, 2000, m_pieces).size();
    const qsizetype threeThousand = htmlOf(m_oneMoveGames, 3000, m_pieces).size();
    // Rounds 1000 to 1999 and 2000 to 2999 have as many digits.
    QCOMPARE(threeThousand - twoThousand, twoThousand - thousand);
    QVERIFY2((twoThousand - thousand) / 1000 < 1024, qPrintable(QString::number(twoThousand - thousand)));
}

void TestExportScale::distinctDiagramsEachEmbedded()
{
    // Twenty first moves, twenty final positions; one more game repeats the first of them.
    std::vector<GameTree> games;
    for (const char *move : {"a3", "a4", "b3", "b4", "c3", "c4",  "d3",  "d4",  "e3",  "e4", "f3",
                             "f4", "g3", "g4", "h3", "h4", "Na3", "Nc3", "Nf3", "Nh3", "a3"})
        games.push_back(readGame(QByteArray("1. ") + move + " *"));
    const QByteArray html = htmlOf(games, static_cast<int>(games.size()), m_pieces);
    QCOMPARE(html.count("data:image/png;base64,"), 20);
    QCOMPARE(html.count("<use href=\"#diagram-0\"/>"), 1);
    // Seen from the other side, the same position is another picture.
    GameTree flipped = readGame("1. a3 *");
    flipped.mainLineEnd()->annotations().nags.push_back(FlippedDiagramNag);
    GameTree upright = readGame("1. a3 *");
    GameDocument document(m_pieces, DocumentOptions());
    document.addGame(flipped);
    document.addGame(upright);
    QCOMPARE(document.standaloneHtml().count("data:image/png;base64,"), 2);
}

// A 1000x1000 JPEG of a diagram is some 100 KB, one at the printed size and 300 dpi some 60 KB;
// a diagram drawn on the page (squares, frame and letters as vector graphics, each piece an
// image the PDF holds once) takes a few KB.
void TestExportScale::pdfDiagramsAreDrawn()
{
    const GameTree game = everyMoveDiagrammed();
    const int diagrams = static_cast<int>(game.mainLine().size());
    QCOMPARE(diagrams, 155);
    GameDocument document(m_pieces, DocumentOptions());
    document.addGame(game);
    QTemporaryDir folder;
    const QString path = folder.filePath("diagrams.pdf");
    QString why;
    QVERIFY2(document.writePdf(path, &why), qPrintable(why));
    const qint64 size = QFileInfo(path).size();
    QVERIFY2(size < diagrams * 10 * 1024, qPrintable(QString::number(size)));
    QProcess pdftotext;
    pdftotext.start("pdftotext", {"-enc", "UTF-8", path, "-"});
    QVERIFY2(pdftotext.waitForFinished(120000), "pdftotext is missing: scripts/deps.sh installs poppler-utils");
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
    QCOMPARE(text.count("After "), diagrams);
    QVERIFY(text.contains("After 78. f8=Q#"));
}

void TestExportScale::failedWriteKeepsTheOriginal_data()
{
    QTest::addColumn<bool>("pdf");
    QTest::newRow("HTML") << false;
    QTest::newRow("PDF") << true;
}

void TestExportScale::failedWriteKeepsTheOriginal()
{
    QFETCH(bool, pdf);
    QTemporaryDir folder;
    const QString path = folder.filePath(pdf ? "game.pdf" : "game.html");
    const QByteArray original = "an earlier export";
    write(path, original);
    // The first of the diagrams alone is larger than the limit.
    const GameTree game = everyMoveDiagrammed();
    GameDocument document(m_pieces, DocumentOptions());
    document.addGame(game);
    QString why;
    {
        const FileSizeLimit limit(16 * 1024);
        QVERIFY(!(pdf ? document.writePdf(path, &why) : document.writeHtml(path, &why)));
    }
    QCOMPARE(why, "Cannot write " + path + ": " + QString::fromLocal8Bit(std::strerror(EFBIG)));
    QCOMPARE(bytes(path), original);
    QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList({QFileInfo(path).fileName()}));
}

QTEST_MAIN(TestExportScale)
#include "tst_exportscale.moc"
