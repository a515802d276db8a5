// SPDX-License-Identifier: GPL-3.0-or-later
// Every symbol Ferz shows is drawn, not an empty box: the NAG symbols (⩲ ⩱ among them, which only
// STIX has) and the ⦃ ⦄ a brace in a comment is saved as, in the notation view, the symbol palette
// and menu and the rule page of the notation in every language. The text is laid out as Qt draws it, with
// the fonts fontconfig falls back to, and each glyph must be one the font it came from has.
#include "core/notation/nag.h"
#include "core/pgn/pgnwriter.h"
#include "tests/testfiles.h"
#include "tests/ui/uitest.h"
#include "translations/languages.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/notation/notationview.h"
#include "ui/review/symbolpalette.h"
#include "ui/session/autosavefile.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAbstractTextDocumentLayout>
#include <QGlyphRun>
#include <QMenu>
#include <QRawFont>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QToolButton>

using namespace ferz;
using namespace ferz::test;

namespace {

// The families of the glyph runs that have a missing glyph (glyph 0, drawn as a box).
QStringList boxesIn(const QList<QGlyphRun> &runs)
{
    QStringList missing;
    for (const QGlyphRun &run : runs) {
        const QList<quint32> glyphs = run.glyphIndexes();
        if (std::find(glyphs.begin(), glyphs.end(), 0u) != glyphs.end())
            missing << run.rawFont().familyName();
    }
    return missing;
}

QStringList boxesIn(QTextDocument *document)
{
    document->documentLayout()->documentSize(); // lays the document out
    QStringList missing;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        if (block.layout())
            missing << boxesIn(block.layout()->glyphRuns());
    return missing;
}

QStringList boxesIn(const QString &text, const QFont &font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    while (layout.createLine().isValid()) {}
    layout.endLayout();
    return boxesIn(layout.glyphRuns());
}

// A game with every NAG that has a symbol, and a comment holding the brackets braces become.
QByteArray everySymbol()
{
    QByteArray movetext = "1. e4";
    for (int nag = 1; nag < NagCount; ++nag)
        if (!nagSymbol(nag).empty())
            movetext += " $" + QByteArray::number(nag);
    movetext += " {a " + QByteArray::fromStdString(std::string(CommentOpenBrace)) + "b"
        + QByteArray::fromStdString(std::string(CommentCloseBrace)) + " c} *\n";
    return "[Event \"Glyphs\"]\n[Result \"*\"]\n\n" + movetext;
}

} // namespace

class TestGlyphs : public QObject {
    Q_OBJECT

private slots:
    void notationAndMenusDrawEverySymbol();
    void rulePageOfTheNotationDrawsEverySymbol();
};

void TestGlyphs::notationAndMenusDrawEverySymbol()
{
    QFile::remove(autosave::path());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("glyphs.pgn"));
    write(path, everySymbol());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(openAndWait(window.files(), path, &error), qPrintable(error));

    auto *notation = window.findChild<NotationView *>();
    const QString text = notation->toPlainText();
    for (int nag = 1; nag < NagCount; ++nag)
        if (!nagSymbol(nag).empty())
            QVERIFY2(text.contains(QString::fromUtf8(nagSymbol(nag))), qPrintable(QStringLiteral("$%1").arg(nag)));
    QVERIFY(text.contains(QStringLiteral("a ⦃b⦄ c")));
    const QStringList missing = boxesIn(notation->document());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u',')));

    // The symbol palette draws each of its symbols.
    auto *palette = window.findChild<SymbolPalette *>();
    for (const int nag : paletteNags()) {
        const QToolButton *button = palette->button(nag);
        QVERIFY2(boxesIn(button->text(), button->font()).isEmpty(), qPrintable(button->text()));
    }
    QCOMPARE(palette->button(14)->text(), QString::fromUtf8(nagSymbol(14)));

    const QFont menuFont = QApplication::font("QMenu");
    for (int nag : {14, 15}) {
        auto *action = window.findChild<QAction *>(QStringLiteral("nag%1").arg(nag));
        QVERIFY(action);
        QVERIFY2(action->text().contains(QString::fromUtf8(nagSymbol(nag))), qPrintable(action->text()));
        QVERIFY2(boxesIn(action->text(), menuFont).isEmpty(), qPrintable(action->text()));
    }
}

void TestGlyphs::rulePageOfTheNotationDrawsEverySymbol()
{
    for (const QString &code : languageCodes()) {
        LanguageManager::instance().setLanguage(code);
        RulesBrowser browser;
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        const QStringList pages = browser.pageFiles().filter(QStringLiteral("notation"));
        QCOMPARE(pages.size(), 1);
        QVERIFY(browser.showPage(pages.first()));
        auto *page = browser.findChild<QTextBrowser *>();
        QVERIFY2(page->toPlainText().contains(QStringLiteral("⩲")), qPrintable(code));
        const QStringList missing = boxesIn(page->document());
        QVERIFY2(missing.isEmpty(), qPrintable(code + QLatin1Char(':') + missing.join(u',')));
    }
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestGlyphs>(argc, argv, "tst_glyphs");
}

#include "tst_glyphs.moc"
