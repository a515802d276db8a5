// SPDX-License-Identifier: GPL-3.0-or-later
// Printable export: the HTML and the PDF (its text extracted with pdftotext from poppler-utils)
// of the annotated games in tests/data/pgn/annotated hold every move in the chosen notation,
// every comment and every NAG, in the order of the game; diagrams appear where marked.
#include "core/engine/uci.h"
#include "core/notation/nag.h"
#include "core/notation/notation.h"
#include "core/pgn/pgnreader.h"
#include "export/diagram.h"
#include "export/gamedocument.h"
#include "render/glyphpieceset.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace ferz;

namespace {

// One thing the text must hold next: any of the alternatives (a symbol or its ASCII form).
struct Expected {
    QStringList alternatives;
    QString what;
};

// The text without blanks and invisible format characters (the word joiners that keep a
// move on one line).
QString squeezed(const QString &text)
{
    QString out;
    for (QChar c : text)
        if (!c.isSpace() && c.category() != QChar::Other_Format)
            out += c;
    return out;
}

// A comment as printed: its NAGs written as $n shown as symbols (commentText), ⩲ ⩱ perhaps as
// +/= and =/+.
QStringList commentForms(const std::string &comment)
{
    const QString text = QString::fromStdString(comment);
    return {commentText(text), commentText(text, [](int nag) {
                return nag == 14 ? QStringLiteral("+/=")
                    : nag == 15  ? QStringLiteral("=/+")
                                 : QString::fromUtf8(nagSymbol(nag));
            })};
}

// Everything a node shows: its comments, move and NAGs.
void collectNode(const GameNode *node, const NotationStyle &style, QList<Expected> &out)
{
    const Annotations &notes = node->annotations();
    if (!notes.commentBefore.empty())
        out.append({commentForms(notes.commentBefore), "comment"});
    if (!node->move().isNull())
        out.append({{QString::fromStdString(moveText(node->parent()->position(), node->move(), style))}, "move"});
    for (int nag : notes.nags) {
        if (nag == DiagramNag || nag == FlippedDiagramNag)
            continue;
        QStringList forms;
        if (!nagSymbol(nag).empty())
            forms << QString::fromUtf8(nagSymbol(nag));
        if (nag == 14 || nag == 15) // the fonts installed lack ⩲ ⩱: the PDF says +/= and =/+
            forms << (nag == 14 ? "+/=" : "=/+");
        if (forms.isEmpty())
            forms << nagDescription(nag);
        out.append({forms, QStringLiteral("NAG $%1").arg(nag)});
    }
    if (!notes.commentAfter.empty())
        out.append({commentForms(notes.commentAfter), "comment"});
}

// Everything a game shows, in the order the layout writes it (PGN order: a move, its NAGs and
// comment, then the variations that replace it, then the next move). The lines still to write
// wait on a stack, the next one on top.
void collect(const GameNode *first, const NotationStyle &style, QList<Expected> &out)
{
    std::vector<const GameNode *> lines {first};
    while (!lines.empty()) {
        const GameNode *node = lines.back();
        lines.pop_back();
        for (; node; node = node->mainChild()) {
            collectNode(node, style, out);
            const GameNode *parent = node->parent();
            if (parent->mainChild() == node && parent->childCount() > 1) {
                if (node->mainChild())
                    lines.push_back(node->mainChild());
                for (int i = parent->childCount() - 1; i >= 1; --i)
                    lines.push_back(parent->child(i));
                break;
            }
        }
    }
}

struct Counts {
    int moves = 0, comments = 0, nags = 0;
};

// Finds every expected item in `text`, in order (blanks ignored: lines break anywhere).
Counts findInOrder(const QString &text, const QList<Expected> &expected)
{
    const QString haystack = squeezed(text);
    qsizetype at = 0;
    Counts counts;
    for (const Expected &e : expected) {
        qsizetype found = -1;
        for (const QString &form : e.alternatives) {
            const qsizetype i = haystack.indexOf(squeezed(form), at);
            if (i >= 0 && (found < 0 || i < found))
                found = i;
        }
        if (found < 0) {
            QTest::qFail(qPrintable(QStringLiteral("%1 \"%2\" missing after: …%3")
                                        .arg(e.what, e.alternatives.join(" | "),
                                             haystack.mid(std::max<qsizetype>(0, at - 60), 60))),
                         __FILE__, __LINE__);
            return counts;
        }
        at = found + squeezed(e.alternatives.first()).size();
        (e.what == "move" ? counts.moves : e.what == "comment" ? counts.comments : counts.nags)++;
    }
    return counts;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void everythingInOrder_data();
    void everythingInOrder();
    void diagramsWhereMarked();
    void chess960StartsWithItsPosition();
    void diagramShowsThePosition();
    void printsTheChosenPages();

private:
    std::vector<std::unique_ptr<PgnGame>> readGames(const QString &path);
    std::shared_ptr<GlyphPieceSet> m_pieces = std::make_shared<GlyphPieceSet>();
};

std::vector<std::unique_ptr<PgnGame>> TestExport::readGames(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    PgnReader reader(&file);
    std::vector<std::unique_ptr<PgnGame>> games;
    for (auto game = std::make_unique<PgnGame>(); reader.readGame(*game); game = std::make_unique<PgnGame>()) {
        if (!game->errors.empty())
            qFatal("test data %s has a reading error", qPrintable(path));
        games.push_back(std::move(game));
    }
    return games;
}

void TestExport::everythingInOrder_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("language");
    for (const char *file : {"chessx-game1.pgn", "pgn4web-chess-informant-sample.pgn"}) {
        QTest::addRow("%s, English", file) << file << int(NotationLanguage::English);
        QTest::addRow("%s, Russian", file) << file << int(NotationLanguage::Russian);
    }
}

void TestExport::everythingInOrder()
{
    QFETCH(QString, file);
    QFETCH(int, language);
    QVERIFY(m_pieces->isValid());
    const auto games = readGames(QStringLiteral(FERZ_TEST_DATA "/pgn/annotated/") + file);
    QVERIFY(!games.empty());
    DocumentOptions options;
    options.style = notationStyle(NotationLanguage(language), NotationForm::Short);
    GameDocument document(m_pieces, options);
    QList<Expected> expected;
    Counts total;
    for (const auto &game : games) {
        document.addGame(game->tree);
        collect(game->tree.root()->mainChild(), options.style, expected);
    }
    for (const Expected &e : expected)
        (e.what == "move" ? total.moves : e.what == "comment" ? total.comments : total.nags)++;
    QVERIFY(total.moves > 80);
    QVERIFY(total.comments + total.nags > 20);
    if (NotationLanguage(language) == NotationLanguage::Russian)
        QVERIFY(std::any_of(expected.begin(), expected.end(),
                            [](const Expected &e) { return e.alternatives.first().contains(QStringLiteral("Кр")); }));

    QTemporaryDir folder;
    QString why;
    const QString htmlPath = folder.filePath("games.html");
    QVERIFY2(document.writeHtml(htmlPath, &why), qPrintable(why));
    QFile html(htmlPath);
    QVERIFY(html.open(QIODevice::ReadOnly));
    QTextDocument parsed;
    parsed.setHtml(QString::fromUtf8(html.readAll()));
    Counts found = findInOrder(parsed.toPlainText(), expected);
    QCOMPARE(found.moves, total.moves);
    QCOMPARE(found.comments, total.comments);
    QCOMPARE(found.nags, total.nags);

    const QString pdfPath = folder.filePath("games.pdf");
    QVERIFY2(document.writePdf(pdfPath, &why), qPrintable(why));
    QProcess pdftotext;
    pdftotext.start("pdftotext", {"-enc", "UTF-8", pdfPath, "-"});
    QVERIFY2(pdftotext.waitForFinished(120000), "pdftotext is missing: scripts/deps.sh installs poppler-utils");
    QCOMPARE(pdftotext.exitCode(), 0);
    found = findInOrder(QString::fromUtf8(pdftotext.readAllStandardOutput()), expected);
    QCOMPARE(found.moves, total.moves);
    QCOMPARE(found.comments, total.comments);
    QCOMPARE(found.nags, total.nags);
}

// A Chess960 game says so, and shows its start position before the first move, as it castles.
void TestExport::chess960StartsWithItsPosition()
{
    const auto games = readGames(QStringLiteral(FERZ_TEST_DATA "/pgn/chess960/castling.pgn"));
    const GameTree &game = games.front()->tree;
    DocumentOptions options;
    options.finalDiagram = false;
    GameDocument document(m_pieces, options);
    document.addGame(game);
    const QString html = document.standaloneHtml();
    QCOMPARE(html.count("data:image/png;base64,"), 1);
    QVERIFY(html.contains("Chess960 start position 751"));
    QVERIFY(html.contains("<br>Chess960</p>"));
    QVERIFY(html.contains(QStringLiteral("3.&nbsp;O-\u2060O-\u2060O"))); // word joiners keep it whole
    const auto text = document.textDocument(GameDocument::bookFont(), 0);
    QVERIFY(text->toPlainText().indexOf("Chess960 start position 751") < text->toPlainText().indexOf("Nb3"));
}

void TestExport::diagramsWhereMarked()
{
    GameTree game;
    GameNode *node = game.root();
    for (const char *uci : {"e2e4", "e7e5", "g1f3", "b8c6"}) {
        for (Move m : node->position().legalMoves())
            if (QByteArray::fromStdString(uciText(m)) == uci)
                node = game.addMove(node, m);
    }
    QCOMPARE(node->ply(), 4);
    node->parent()->annotations().nags = {1, DiagramNag}; // after 2. Nf3!
    DocumentOptions options;
    GameDocument document(m_pieces, options);
    document.addGame(game);
    QString html = document.standaloneHtml();
    QCOMPARE(html.count("data:image/png;base64,"), 2); // the marked move and the final position
    QVERIFY(html.contains("After 2.&nbsp;Nf3!"));
    QVERIFY(html.contains("Final position after 2...&nbsp;Nc6"));
    QVERIFY(!html.contains("$220"));

    options.finalDiagram = false;
    GameDocument noFinal(m_pieces, options);
    noFinal.addGame(game);
    QCOMPARE(noFinal.standaloneHtml().count("data:image/png;base64,"), 1);
    // The text document draws its diagram itself, as diagramImage() does, at the width asked for.
    const auto text = noFinal.textDocument(GameDocument::bookFont(), 0);
    QTextImageFormat image;
    for (QTextBlock block = text->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                image = it.fragment().charFormat().toImageFormat();
    QCOMPARE(image.name(), "diagram-0.png");
    QTextObjectInterface *handler = text->documentLayout()->handlerForObject(QTextFormat::ImageObject);
    QVERIFY(handler);
    QCOMPARE(handler->intrinsicSize(text.get(), 0, image), QSizeF(options.diagramWidth, options.diagramWidth));
    QImage drawn(300, 300, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&drawn);
    handler->drawObject(&painter, QRectF(0, 0, 300, 300), text.get(), 0, image);
    painter.end();
    QCOMPARE(drawn, diagramImage({node->parent()->position()}, *m_pieces, 300));
}

void TestExport::diagramShowsThePosition()
{
    const Position start;
    const QImage full = diagramImage({start}, *m_pieces, 400);
    const Position bare = std::get<Position>(Position::fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    const QImage empty = diagramImage({bare}, *m_pieces, 400);
    QCOMPARE(full.size(), QSize(400, 400));
    // The d1 square (queen) differs, e1 (king in both) does not.
    const double margin = 400 * 0.06, square = (400 - 2 * margin) / 8;
    auto squareImage = [&](const QImage &image, int file, int rank, bool flipped = false) {
        const int column = flipped ? 7 - file : file, row = flipped ? rank : 7 - rank;
        // Inset: antialiasing of a neighbouring piece may touch the edge pixels.
        return image.copy(QRectF(margin + column * square, margin * 0.5 + row * square, square, square)
                              .toRect()
                              .adjusted(3, 3, -3, -3));
    };
    QVERIFY(squareImage(full, 3, 0) != squareImage(empty, 3, 0));
    QCOMPARE(squareImage(full, 4, 0), squareImage(empty, 4, 0));
    // Flipped, the white king stands at the top.
    const QImage flipped = diagramImage({bare, true}, *m_pieces, 400);
    QCOMPARE(squareImage(flipped, 4, 0, true), squareImage(empty, 4, 0));
}

// Three games of a page each: printing page 2 prints the second game alone, numbered 2.
void TestExport::printsTheChosenPages()
{
    std::vector<GameTree> games(3);
    GameDocument document(m_pieces, DocumentOptions());
    const char *const white[] = {"Anna", "Boris", "Clara"};
    for (int i = 0; i < 3; ++i) {
        games[i].setTag("White", white[i]);
        document.addGame(games[i]);
    }
    QTemporaryDir folder;
    const QString path = folder.filePath("page2.pdf");
    {
        QPdfWriter writer(path);
        QPageRanges pages;
        pages.addPage(2);
        writer.setPageRanges(pages);
        document.print(&writer);
    }
    QProcess pdftotext;
    pdftotext.start("pdftotext", {"-enc", "UTF-8", path, "-"});
    QVERIFY2(pdftotext.waitForFinished(120000), "pdftotext is missing: scripts/deps.sh installs poppler-utils");
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
    QCOMPARE(text.count('\f'), 1); // one page
    QVERIFY(text.contains("Boris"));
    QVERIFY(!text.contains("Anna") && !text.contains("Clara"));
    QCOMPARE(text.simplified().split(' ').constLast(), "2");
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
