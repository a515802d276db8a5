// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Ferz Guide in each language: the same pages in all four, titled in the language, every
// link and picture found, no example board, the keyboard table saying what the program's own
// actions and keys are called, and Esc closing the window.
#include "tests/ui/uitest.h"
#include "translations/languages.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QRegularExpression>

using namespace ferz;
using namespace ferz::test;

namespace {

QString source(const QString &language, const QString &file)
{
    QFile page(QStringLiteral(":/guide/%1/%2").arg(language, file));
    return page.open(QIODevice::ReadOnly) ? QString::fromUtf8(page.readAll()) : QString();
}

QStringList captures(const QString &html, const char *pattern)
{
    QStringList found;
    for (const QRegularExpressionMatch &m : QRegularExpression(QLatin1String(pattern)).globalMatch(html))
        found << m.captured(1);
    return found;
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void pagesInEveryLanguage_data();
    void pagesInEveryLanguage();
    void keyboardTableIsTheProgramsOwn_data();
    void keyboardTableIsTheProgramsOwn();
    void escapeCloses();

private:
    RulesBrowser *openGuide();

    MainWindow *m_window = nullptr;
};

void TestGuide::init()
{
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestGuide::cleanup()
{
    delete m_window;
    m_window = nullptr;
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

RulesBrowser *TestGuide::openGuide()
{
    m_window->findChild<QAction *>(QStringLiteral("guide"))->trigger();
    return m_window->guideBrowser();
}

void TestGuide::pagesInEveryLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("windowTitle");
    QTest::newRow("en") << "en"
                        << "Ferz Guide";
    QTest::newRow("ru") << "ru"
                        << "Руководство Ferz";
    QTest::newRow("es") << "es"
                        << "Guía de Ferz";
    QTest::newRow("pt") << "pt"
                        << "Guia do Ferz";
}

void TestGuide::pagesInEveryLanguage()
{
    QFETCH(QString, code);
    QFETCH(QString, windowTitle);
    LanguageManager::instance().setLanguage(code);
    RulesBrowser *guide = openGuide();
    QVERIFY(guide && guide->isVisible());
    QCOMPARE(guide->windowTitle(), windowTitle);
    QCOMPARE(guide->currentPage(), QString("index.html"));
    const QStringList files = guide->pageFiles();
    QCOMPARE(files.size(), 10);
    for (const QString &file : files) {
        QVERIFY2(guide->showPage(file), qPrintable(file));
        QVERIFY(!guide->pageTitle().isEmpty());
        // No example board on a guide page.
        QVERIFY(!guide->board()->isVisible());
        const QString html = source(code, file);
        if (code != QLatin1String("en")) {
            // Written in the language: its title is not the English one.
            QVERIFY2(guide->pageTitle()
                         != QRegularExpression(QStringLiteral("<title>([^<]*)</title>"))
                                .match(source(QStringLiteral("en"), file))
                                .captured(1),
                     qPrintable(file));
        }
        for (const QString &link : captures(html, "<a href=\"([^\"]+)\""))
            QVERIFY2(files.contains(link), qPrintable(file + QStringLiteral(" links to ") + link));
        for (const QString &picture : captures(html, "<img src=\"([^\"]+)\"")) {
            const QImage image(QStringLiteral(":/guide/%1/%2").arg(code, picture));
            QVERIFY2(!image.isNull() && image.width() >= 600, qPrintable(file + QStringLiteral(": ") + picture));
        }
    }
    // The same pages, in the same order, in every language.
    for (const QString &other : languageCodes())
        for (const QString &file : files)
            QVERIFY2(!source(other, file).isEmpty(), qPrintable(other + QLatin1Char('/') + file));
}

void TestGuide::keyboardTableIsTheProgramsOwn_data()
{
    pagesInEveryLanguage_data();
}

// Each row names a key and the command it triggers as the menus call them in that language.
void TestGuide::keyboardTableIsTheProgramsOwn()
{
    QFETCH(QString, code);
    LanguageManager::instance().setLanguage(code);
    const QString html = source(code, QStringLiteral("06-keyboard.html"));
    const QRegularExpression row(QStringLiteral("<tr><td>([^<]+)</td><td>([^<]+)</td></tr>"));
    int rows = 0;
    for (const QRegularExpressionMatch &m : row.globalMatch(html)) {
        ++rows;
        // The key as the menus of that language name it (Qt's own words: Влево, Control+Borrar).
        QAction *found = nullptr;
        for (QAction *action : m_window->findChildren<QAction *>())
            for (const QKeySequence &key : action->shortcuts())
                if (key.toString(QKeySequence::NativeText) == m.captured(1))
                    found = action;
        QVERIFY2(found, qPrintable(m.captured(1)));
        const QString name = found->text().remove(QLatin1Char('&')).remove(QChar(u'…')).trimmed();
        QCOMPARE(m.captured(2), name);
    }
    QVERIFY(rows >= 30);
}

void TestGuide::escapeCloses()
{
    RulesBrowser *guide = openGuide();
    QVERIFY(QTest::qWaitForWindowExposed(guide));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : guide, Qt::Key_Escape);
    QVERIFY(!guide->isVisible());
    // Help ▸ Ferz Guide shows it again.
    QCOMPARE(openGuide(), guide);
    QVERIFY(guide->isVisible());
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestGuide>(argc, argv, "tst_guide");
}

#include "tst_guide.moc"
