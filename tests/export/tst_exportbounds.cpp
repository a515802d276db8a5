// SPDX-License-Identifier: GPL-3.0-or-later
// What a file can make the export do is bounded: a long tag value is elided, a long comment cut
// with a note of what was left out, a long run of moves split into paragraphs; a 10 MB tag or
// comment still gives a whole PDF; a file that cannot be written is named with the reason.
#include "core/pgn/pgnreader.h"
#include "export/gamedocument.h"
#include "render/glyphpieceset.h"
#include "translations/languages.h"

#include <QBuffer>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace ferz;

namespace {

GameTree readGame(const QByteArray &text)
{
    QByteArray copy = text;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(&buffer);
    PgnGame game;
    if (!reader.readGame(game) || !game.errors.empty())
        qFatal("the test's own game does not read");
    return std::move(game.tree);
}

// The longest run of `c` in `text`.
qsizetype longestRun(const QString &text, QChar c)
{
    qsizetype longest = 0, run = 0;
    for (const QChar x : text) {
        run = x == c ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

QString pdfText(const QString &path)
{
    QProcess pdftotext;
    pdftotext.start("pdftotext", {"-enc", "UTF-8", path, "-"});
    if (!pdftotext.waitForFinished(120000) || pdftotext.exitCode() != 0)
        return QString();
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

} // namespace

class TestExportBounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tagValues_data();
    void tagValues();
    void comments_data();
    void comments();
    void noteInTheReadersLanguage_data();
    void noteInTheReadersLanguage();
    void hugeTextsGiveWholePdf_data();
    void hugeTextsGiveWholePdf();
    void longRunsOfMovesSplit();
    void failedWriteSaysWhereAndWhy_data();
    void failedWriteSaysWhereAndWhy();

private:
    QString html(const GameTree &game) const
    {
        GameDocument document(m_pieces, DocumentOptions());
        document.addGame(game);
        return document.standaloneHtml();
    }

    std::shared_ptr<GlyphPieceSet> m_pieces = std::make_shared<GlyphPieceSet>();
};

void TestExportBounds::initTestCase()
{
    QVERIFY(m_pieces->isValid());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "9,980,000"
}

void TestExportBounds::tagValues_data()
{
    QTest::addColumn<qsizetype>("length");
    QTest::addColumn<bool>("elided");
    QTest::newRow("at the bound") << GameDocument::LongestTag << false;
    QTest::newRow("one beyond") << GameDocument::LongestTag + 1 << true;
    QTest::newRow("1 MB") << qsizetype(1000000) << true;
}

// The value is shown up to the bound, then "…" (in the header and the page title alike).
void TestExportBounds::tagValues()
{
    QFETCH(qsizetype, length);
    QFETCH(bool, elided);
    GameTree game;
    game.setTag("Event", std::string(length, 'x'));
    game.setTag("White", std::string(length, 'w'));
    const QString text = html(game);
    QCOMPARE(longestRun(text, 'x'), std::min(length, GameDocument::LongestTag));
    QCOMPARE(longestRun(text, 'w'), std::min(length, GameDocument::LongestTag));
    const QString shown = QString(std::min(length, GameDocument::LongestTag), 'w') + (elided ? "…" : "");
    QCOMPARE(text.count("<title>" + shown + " – ?</title>"), 1);
    QCOMPARE(text.count(shown + " &ndash; ?</h2>"), 1);
}

void TestExportBounds::comments_data()
{
    QTest::addColumn<qsizetype>("length");
    QTest::addColumn<QString>("note");
    QTest::newRow("at the bound") << GameDocument::LongestComment << QString();
    QTest::newRow("one beyond") << GameDocument::LongestComment + 1 << " [… 1 more character(s)]";
    QTest::newRow("1 MB")
        << qsizetype(1000000)
        << QStringLiteral(" [… %1 more character(s)]").arg(QLocale().toString(1000000 - GameDocument::LongestComment));
}

// The game's comment, one after a move, one before a variation's first move: each shown up to the
// bound, then the note.
void TestExportBounds::comments()
{
    QFETCH(qsizetype, length);
    QFETCH(QString, note);
    for (const char *place : {"{%1} 1. e4 e5 *", "1. e4 {%1} e5 *", "1. e4 ({%1} 1. d4) e5 *"}) {
        const QString comment(length, 'y');
        const GameTree game = readGame(QString::fromLatin1(place).arg(comment).toUtf8());
        const QString text = html(game);
        QCOMPARE(longestRun(text, 'y'), std::min(length, GameDocument::LongestComment));
        QVERIFY2(text.contains(QString(std::min(length, GameDocument::LongestComment), 'y') + note), place);
        QCOMPARE(text.contains("more character"), !note.isEmpty());
    }
}

void TestExportBounds::noteInTheReadersLanguage_data()
{
    QTest::addColumn<int>("more");
    QTest::addColumn<QString>("note");
    QTest::newRow("1") << 1 << "[… ещё 1 символ]";
    QTest::newRow("3") << 3 << "[… ещё 3 символа]";
    QTest::newRow("25,000") << 25000 << QStringLiteral("[… ещё 25\u00a0000 символов]");
}

// The note is translated, with the language's plural forms and digit grouping.
void TestExportBounds::noteInTheReadersLanguage()
{
    QFETCH(int, more);
    QFETCH(QString, note);
    QTranslator russian;
    QVERIFY(loadFerzTranslation(russian, "ru"));
    QCoreApplication::installTranslator(&russian);
    QLocale::setDefault(localeOf("ru"));
    const QString text = html(readGame("1. e4 {" + QByteArray(GameDocument::LongestComment + more, 'y') + "} *"));
    QCoreApplication::removeTranslator(&russian);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(text.contains(note), qPrintable(text.mid(text.indexOf("[…"), 40)));
}

void TestExportBounds::hugeTextsGiveWholePdf_data()
{
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QByteArray>("white"); // a tag set in Ferz (the reader refuses one this long)
    QTest::addColumn<QString>("expected");
    const QByteArray huge(10000000, 'z');
    QTest::newRow("10 MB tag") << QByteArray("1. e4 *\n") << huge << QString(GameDocument::LongestTag, 'z') + "…";
    QTest::newRow("10 MB comment") << "1. e4 {" + huge + "} *\n"
                                   << QByteArray() << QStringLiteral("9,980,000 more character(s)");
}

// A whole PDF (its text readable back), not an empty file.
void TestExportBounds::hugeTextsGiveWholePdf()
{
    QFETCH(QByteArray, pgn);
    QFETCH(QByteArray, white);
    QFETCH(QString, expected);
    GameTree game = readGame(pgn);
    if (!white.isEmpty())
        game.setTag("White", white.toStdString());
    GameDocument document(m_pieces, DocumentOptions());
    document.addGame(game);
    QTemporaryDir folder;
    const QString path = folder.filePath("huge.pdf");
    QString why;
    QVERIFY2(document.writePdf(path, &why), qPrintable(why));
    const QString text = pdfText(path);
    QVERIFY2(!text.isEmpty(), "pdftotext read nothing (poppler-utils missing, or an empty PDF)");
    QVERIFY(QString(text).remove(QRegularExpression("\\s")).contains(QString(expected).remove(' ')));
    QVERIFY(text.contains("1. e4"));
}

// A paragraph of moves ends after LongestParagraph moves; the next begins with a move number.
void TestExportBounds::longRunsOfMovesSplit()
{
    QByteArray movetext;
    const int plies = 2 * GameDocument::LongestParagraph + 3;
    static const char *const shuffle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < plies; ++ply)
        movetext += (ply % 2 == 0 ? QByteArray::number(ply / 2 + 1) + ". " : QByteArray()) + shuffle[ply % 4] + ' ';
    const QString text = html(readGame(movetext + '*'));
    const QStringList paragraphs = text.split("<p class=\"main\"").mid(1);
    QCOMPARE(paragraphs.size(), 3);
    for (const QString &p : paragraphs)
        QVERIFY2(p.contains(QRegularExpression("^[^>]*><b>\\d+\\.&nbsp;")), qPrintable(p.left(80)));
    QCOMPARE(paragraphs[0].count("</b>"), GameDocument::LongestParagraph);
    QCOMPARE(paragraphs[2].count("</b>"), 3);
}

void TestExportBounds::failedWriteSaysWhereAndWhy_data()
{
    QTest::addColumn<bool>("pdf");
    QTest::newRow("HTML") << false;
    QTest::newRow("PDF") << true;
}

void TestExportBounds::failedWriteSaysWhereAndWhy()
{
    QFETCH(bool, pdf);
    QTemporaryDir folder;
    const QString path = folder.filePath(pdf ? "no-such-folder/game.pdf" : "no-such-folder/game.html");
    GameTree game;
    GameDocument document(m_pieces, DocumentOptions());
    document.addGame(game);
    QString why;
    QVERIFY(!(pdf ? document.writePdf(path, &why) : document.writeHtml(path, &why)));
    QVERIFY2(why.startsWith("Cannot write " + path + ": "), qPrintable(why));
    QVERIFY2(why.size() > QString("Cannot write " + path + ": ").size(), qPrintable(why));
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TestExportBounds)
#include "tst_exportbounds.moc"
