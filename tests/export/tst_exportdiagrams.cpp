// SPDX-License-Identifier: GPL-3.0-or-later
// What the printed game shows besides its moves: the start position of a game that has one of its
// own (a puzzle, a study), the annotator's arrows and coloured squares on the diagrams, a title for
// a game that names no player (its event, or "Game N"), the page's language, and a final diagram
// that never opens a page alone in the PDF (its pages read with pdftotext from poppler-utils).
#include "export/diagram.h"
#include "export/gamedocument.h"
#include "render/glyphpieceset.h"
#include "tests/core/pgntesthelpers.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace ferz;

namespace {

GameTree readGame(const QByteArray &pgn)
{
    return std::move(test::readText(pgn).front().tree);
}

// The diagrams the text document of `document`'s first game draws, in order, each drawn 300 pixels wide.
QList<QImage> drawnDiagrams(const GameDocument &document)
{
    const auto text = document.textDocument(GameDocument::bookFont(), 0);
    QTextObjectInterface *handler = text->documentLayout()->handlerForObject(QTextFormat::ImageObject);
    QList<QImage> images;
    for (QTextBlock block = text->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat()) {
                QImage drawn(300, 300, QImage::Format_ARGB32_Premultiplied);
                QPainter painter(&drawn);
                handler->drawObject(&painter, QRectF(0, 0, 300, 300), text.get(), 0,
                                    it.fragment().charFormat().toImageFormat());
                images << drawn;
            }
    return images;
}

} // namespace

class TestExportDiagrams : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startPositionOfAPuzzle();
    void arrowsAndSquaresOnTheDiagrams();
    void titleOfAGameWithoutNames();
    void finalDiagramNeverAloneOnAPage();

private:
    std::shared_ptr<GlyphPieceSet> m_pieces;
};

void TestExportDiagrams::initTestCase()
{
    m_pieces = std::make_shared<GlyphPieceSet>();
    QVERIFY(m_pieces->isValid());
}

void TestExportDiagrams::startPositionOfAPuzzle()
{
    const QByteArray fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    const GameTree puzzle = readGame("[Event \"Puzzle\"]\n[SetUp \"1\"]\n[FEN \"" + fen
                                     + "\"]\n[Result \"1-0\"]\n\n"
                                       "1. Ra8# 1-0\n");
    DocumentOptions options;
    GameDocument document(m_pieces, options);
    document.addGame(puzzle);
    const QString html = document.standaloneHtml();
    // The start, before the first move, and the final position.
    const qsizetype start = html.indexOf(QStringLiteral("<i>Starting position</i>"));
    QVERIFY(start > 0);
    QVERIFY(start < html.indexOf(QStringLiteral("Ra8#")));
    QVERIFY(html.contains(QStringLiteral("Final position after 1.&nbsp;Ra8#")));
    QCOMPARE(html.count("data:image/png;base64,"), 2);
    const QList<QImage> drawn = drawnDiagrams(document);
    QCOMPARE(drawn.size(), 2);
    QCOMPARE(drawn.front(), diagramImage({puzzle.root()->position()}, *m_pieces, 300));

    // A game from the usual start has no such diagram.
    GameDocument usual(m_pieces, options);
    const GameTree game = readGame("[Result \"*\"]\n\n1. e4 e5 *\n");
    usual.addGame(game);
    QVERIFY(!usual.standaloneHtml().contains(QStringLiteral("Starting position")));
    // And a puzzle without moves shows its position once.
    const GameTree bare = readGame("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n[Result \"*\"]\n\n*\n");
    GameDocument once(m_pieces, options);
    once.addGame(bare);
    QCOMPARE(once.standaloneHtml().count("data:image/png;base64,"), 1);
}

void TestExportDiagrams::arrowsAndSquaresOnTheDiagrams()
{
    const GameTree game = readGame("[Result \"*\"]\n\n1. e4 e5 2. Nf3 $220 {[%cal Gf3e5,Rd1h5] [%csl Ye5]} Nc6 *\n");
    const GameNode *nf3 = game.mainLine()[2];
    QCOMPARE(nf3->annotations().arrows.size(), 2u);
    DocumentOptions options;
    options.finalDiagram = false;
    GameDocument document(m_pieces, options);
    document.addGame(game);
    const QList<QImage> drawn = drawnDiagrams(document);
    QCOMPARE(drawn.size(), 1);
    const DiagramSpec marked {nf3->position(), false, nf3->annotations().squares, nf3->annotations().arrows};
    QCOMPARE(drawn.front(), diagramImage(marked, *m_pieces, 300));
    // The marks are there to see: the yellow square e5, the red arrow's head on h5.
    const QImage plain = diagramImage({nf3->position()}, *m_pieces, 300);
    QVERIFY(drawn.front() != plain);
    const double margin = 300 * 0.06, square = (300 - 2 * margin) / 8;
    const auto centre = [&](int file, int rank) {
        return QPointF(margin + (file + 0.5) * square, margin * 0.5 + (7.5 - rank) * square).toPoint();
    };
    const QColor e5 = drawn.front().pixelColor(centre(4, 4) + QPoint(int(square * 0.4), int(square * 0.4)));
    QVERIFY2(e5.red() > e5.blue() + 60, qPrintable(e5.name()));
    // The arrow d1-h5 ends at h5's centre: its head lies below and left of it.
    const QColor h5 = drawn.front().pixelColor(centre(7, 4) + QPoint(-int(square * 0.15), int(square * 0.15)));
    QVERIFY2(h5.red() > h5.green() + 60 && h5.red() > h5.blue() + 60, qPrintable(h5.name()));
    QCOMPARE(plain.pixelColor(centre(7, 4)), QColor(plain.pixelColor(centre(7, 2)))); // two empty light squares
    // The web page's picture differs from the plain one too.
    const QString html = document.standaloneHtml();
    GameDocument bare(m_pieces, options);
    GameTree unmarked = readGame("[Result \"*\"]\n\n1. e4 e5 2. Nf3 $220 Nc6 *\n");
    bare.addGame(unmarked);
    const auto picture = [](const QString &page) {
        return page.section(QStringLiteral("base64,"), 1, 1).section(u'"', 0, 0);
    };
    QVERIFY(!picture(html).isEmpty());
    QVERIFY(picture(html) != picture(bare.standaloneHtml()));
}

void TestExportDiagrams::titleOfAGameWithoutNames()
{
    const GameTree study = readGame("[Event \"Study of the week\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n"
                                    "1. e4 *\n");
    const GameTree nameless = readGame("[Result \"*\"]\n\n1. d4 *\n");
    const GameTree half = readGame("[White \"Anna\"]\n[Result \"*\"]\n\n1. c4 *\n");
    DocumentOptions options;
    options.language = QStringLiteral("ru");
    for (const auto &[game, number, title] :
         {std::tuple(&study, 1, QStringLiteral("Study of the week")),
          std::tuple(&nameless, 3, QStringLiteral("Game 3")), std::tuple(&half, 1, QStringLiteral("Anna &ndash; ?"))}) {
        GameDocument document(m_pieces, options);
        document.addGame(*game, number);
        const QString html = document.standaloneHtml();
        QVERIFY2(html.contains(QStringLiteral("<h2 style=\"margin-bottom:2px\">%1</h2>").arg(title)),
                 qPrintable(html.left(800)));
        QVERIFY(!html.contains(QStringLiteral("? &ndash; ?")));
        QVERIFY(html.contains(QStringLiteral("<html lang=\"ru\">")));
    }
    // A game's number is its place in the document unless given.
    GameDocument two(m_pieces, options);
    two.addGame(study);
    two.addGame(nameless);
    QVERIFY(two.standaloneHtml().contains(QStringLiteral(">Game 2</h2>")));
}

// Games whose last paragraph ends lower and lower on the page, so that for some of them the final
// diagram would not fit below it: on no page of the PDF is that diagram alone.
void TestExportDiagrams::finalDiagramNeverAloneOnAPage()
{
    std::vector<GameTree> games;
    QString words;
    for (int i = 0; i < 60; ++i) {
        words += QStringLiteral(" words to fill a line of the printed page now");
        GameTree game = readGame("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 {" + words.toUtf8()
                                 + "} Nc6 *\n");
        games.push_back(std::move(game));
    }
    GameDocument document(m_pieces, DocumentOptions());
    for (const GameTree &game : games)
        document.addGame(game);
    QTemporaryDir folder;
    const QString pdf = folder.filePath(QStringLiteral("games.pdf"));
    QString why;
    QVERIFY2(document.writePdf(pdf, &why), qPrintable(why));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(-1));
    QCOMPARE(text.exitCode(), 0);
    const QStringList pages = QString::fromUtf8(text.readAllStandardOutput()).split(QLatin1Char('\f'));
    int finals = 0;
    for (const QString &page : pages) {
        if (!page.contains(QStringLiteral("Final position")))
            continue;
        ++finals;
        // Besides the caption ("… after 2... Nc6") and the page number, the game's last moves.
        QVERIFY2(page.count(QStringLiteral("Nc6")) >= 2, qPrintable(page));
    }
    QCOMPARE(finals, 60);
}

int main(int argc, char *argv[])
{
    // Fonts and images need a QGuiApplication; the offscreen platform needs no display.
    QGuiApplication app(argc, argv);
    TestExportDiagrams test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_exportdiagrams.moc"
