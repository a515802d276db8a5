// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language at run time: the menus, the status line, a dialog and the notation
// panel's letters change at once; Russian plural forms; clock times and dates in the locale.
#include "tests/ui/uitest.h"
#include "ui/notation/notationview.h"
#include "ui/play/clockwidget.h"
#include "ui/play/newgamedialog.h"
#include "ui/session/gametext.h"
#include "ui/window/gamepanel.h"
#include "ui/window/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QToolButton>

using namespace ferz;
using namespace ferz::test;

class TestI18n : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void switchesAtRunTime_data();
    void switchesAtRunTime();
    void englishLettersKeptOnRequest();
    void russianPluralForms();
    void localeFormats();

private:
    QStringList menuTitles() const;
    QString firstMove() const;

    MainWindow *m_window = nullptr;
};

void TestI18n::init()
{
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    m_window = new MainWindow;
    m_window->setNotationLetters(AppSettings::Letters::Interface);
    m_window->show();
    dragPiece(m_window->board(), "g1", "f3");
}

void TestI18n::cleanup()
{
    delete m_window;
    m_window = nullptr;
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

QStringList TestI18n::menuTitles() const
{
    QStringList titles;
    for (QAction *action : m_window->menuBar()->actions())
        titles << action->text();
    return titles;
}

QString TestI18n::firstMove() const
{
    // "1.Nf3" as shown, without its number.
    const GameNode *first = m_window->session()->tree().root()->mainChild();
    return m_window->panel()->notation()->moveText(first).section(QLatin1Char('.'), 1);
}

void TestI18n::switchesAtRunTime_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("dialogTitle");
    QTest::newRow("ru") << "ru"
                        << "&Файл"
                        << "Ход чёрных"
                        << "Кf3"
                        << "Новая партия";
    QTest::newRow("es") << "es"
                        << "&Archivo"
                        << "Juegan las negras"
                        << "Cf3"
                        << "Nueva partida";
    QTest::newRow("pt") << "pt"
                        << "&Arquivo"
                        << "Jogam as pretas"
                        << "Cf3"
                        << "Nova partida";
}

void TestI18n::switchesAtRunTime()
{
    QFETCH(QString, code);
    QFETCH(QString, fileMenu);
    QFETCH(QString, status);
    QFETCH(QString, move);
    QFETCH(QString, dialogTitle);
    QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
    QCOMPARE(m_window->statusText(), QStringLiteral("Black to move"));
    QCOMPARE(firstMove(), QStringLiteral("Nf3"));

    // The language menu's action for the language, as a user would choose it.
    auto *choice = m_window->findChild<QAction *>(QStringLiteral("language_") + code);
    QVERIFY(choice);
    choice->trigger();
    QCOMPARE(LanguageManager::instance().language(), code);
    QVERIFY(choice->isChecked());
    QCOMPARE(menuTitles().first(), fileMenu);
    QVERIFY(!menuTitles().contains(QStringLiteral("&View")));
    QCOMPARE(m_window->statusText(), status);
    QCOMPARE(firstMove(), move);
    QCOMPARE(m_window->findChild<QAction *>(QStringLiteral("newGame"))->text().isEmpty(), false);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("newGame"))->text() != QStringLiteral("&New Game…"));
    // The buttons beside the board follow too.
    QVERIFY(m_window->findChild<QToolButton *>(QStringLiteral("offerDrawButton"))->text()
            != QStringLiteral("Offer Draw"));
    NewGameDialog dialog({QString(), QString(), TimeControl(), Position()}, m_window);
    QCOMPARE(dialog.windowTitle(), dialogTitle);

    // And back.
    m_window->findChild<QAction *>(QStringLiteral("language_en"))->trigger();
    QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
    QCOMPARE(m_window->statusText(), QStringLiteral("Black to move"));
    QCOMPARE(firstMove(), QStringLiteral("Nf3"));
}

void TestI18n::englishLettersKeptOnRequest()
{
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QCOMPARE(firstMove(), QStringLiteral("Кf3"));
    m_window->setNotationLetters(AppSettings::Letters::English);
    QCOMPARE(firstMove(), QStringLiteral("Nf3"));
    QCOMPARE(m_window->statusText(), QStringLiteral("Ход чёрных"));
}

void TestI18n::russianPluralForms()
{
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QCOMPARE(moveCountText(1), QStringLiteral("1 ход"));
    QCOMPARE(moveCountText(2), QStringLiteral("2 хода"));
    QCOMPARE(moveCountText(5), QStringLiteral("5 ходов"));
    QCOMPARE(moveCountText(21), QStringLiteral("21 ход"));
    QCOMPARE(moveCountText(12), QStringLiteral("12 ходов"));
    LanguageManager::instance().setLanguage(QStringLiteral("es"));
    QCOMPARE(moveCountText(1), QStringLiteral("1 jugada"));
    QCOMPARE(moveCountText(21), QStringLiteral("21 jugadas"));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    QCOMPARE(moveCountText(1), QStringLiteral("1 move"));
    QCOMPARE(moveCountText(5), QStringLiteral("5 moves"));
}

void TestI18n::localeFormats()
{
    const QDateTime saved(QDate(2024, 3, 9), QTime(17, 5));
    QCOMPARE(ClockWidget::formatTime(9500), QStringLiteral("0:09.5"));
    const QString english = savedGameQuestion(saved, 2);
    QVERIFY2(english.contains(QStringLiteral("3/9/24")), qPrintable(english));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QCOMPARE(ClockWidget::formatTime(9500), QStringLiteral("0:09,5"));
    const QString russian = savedGameQuestion(saved, 2);
    QVERIFY2(russian.contains(QStringLiteral("09.03.2024")) && russian.contains(QStringLiteral("2 хода")),
             qPrintable(russian));
    LanguageManager::instance().setLanguage(QStringLiteral("pt"));
    QVERIFY2(savedGameQuestion(saved, 1).contains(QStringLiteral("09/03/2024")),
             qPrintable(savedGameQuestion(saved, 1)));
}

int main(int argc, char *argv[])
{
    QTemporaryDir folder;
    isolate(folder.path());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FerzTest"));
    QApplication::setApplicationName(QStringLiteral("tst_i18n"));
    TestI18n test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_i18n.moc"
