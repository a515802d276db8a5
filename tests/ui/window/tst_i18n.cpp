// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language at run time: the menus, the status line, a dialog and the notation
// panel's letters change at once; Russian plural forms; clock times and dates in the locale.
#include "tests/ui/uitest.h"
#include "ui/analysis/analysispanel.h"
#include "ui/notation/notationview.h"
#include "ui/play/clockwidget.h"
#include "ui/play/newgamedialog.h"
#include "ui/session/gametext.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <functional>

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
    void leaveQuestionInTheLanguage();
    void noStringLeftInThePreviousLanguage();
    void engineScoreFollowsTheLocale();
    void menuKeysAreUniqueInEveryLanguage_data();
    void menuKeysAreUniqueInEveryLanguage();

private:
    QStringList menuTitles() const;
    QString firstMove() const;

    MainWindow *m_window = nullptr;
};

void TestI18n::init()
{
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    m_window = new MainWindow;
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Interface; });
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
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::English; });
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
    const QString english = savedGameQuestion(saved, 2, false);
    QVERIFY2(english.contains(QStringLiteral("3/9/24")), qPrintable(english));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QCOMPARE(ClockWidget::formatTime(9500), QStringLiteral("0:09,5"));
    const QString russian = savedGameQuestion(saved, 2, false);
    QVERIFY2(russian.contains(QStringLiteral("09.03.2024")) && russian.contains(QStringLiteral("2 хода")),
             qPrintable(russian));
    LanguageManager::instance().setLanguage(QStringLiteral("pt"));
    QVERIFY2(savedGameQuestion(saved, 1, false).contains(QStringLiteral("09/03/2024")),
             qPrintable(savedGameQuestion(saved, 1, false)));
    // The clock times in the notation (tenths, under an increment of 2.5 s) take the locale's
    // decimal point; the PGN keeps its own.
    m_window->workspace()->setTimeSource([] { return qint64(0); });
    m_window->workspace()->newGame({QString(), QString(), TimeControl::increment(180000, 2500), Position()});
    dragPiece(m_window->board(), "e2", "e4");
    QVERIFY2(m_window->panel()->notation()->toPlainText().contains(QStringLiteral("0:03:02,5")),
             qPrintable(m_window->panel()->notation()->toPlainText()));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    QVERIFY(m_window->panel()->notation()->toPlainText().contains(QStringLiteral("0:03:02.5")));
}

// The question before leaving an unsaved game quotes the players in the language's own marks, and
// its Discard button is Ferz's word (Qt's Russian one is the word for declining a draw).
void TestI18n::leaveQuestionInTheLanguage()
{
    // One game at a time: the new game takes the place of the one shown, after the question.
    keepOneGame(m_window->settings());
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    dragPiece(m_window->board(), "e2", "e4");
    QString discardText;
    const auto discard = answerDialogs({[&discardText](QWidget *dialog, QString &text) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        if (!box)
            return false;
        text = box->text();
        discardText = box->button(QMessageBox::Discard)->text();
        box->button(QMessageBox::Discard)->click();
        return true;
    }});
    m_window->workspace()->newGame({});
    QVERIFY(discard->answered());
    QVERIFY2(discard->text().contains(QStringLiteral("«неизвестно – неизвестно»")), qPrintable(discard->text()));
    QCOMPARE(discardText, QStringLiteral("&Не сохранять"));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

namespace {

// Every piece of text a user can read in `window`: the visible widgets' texts, titles, tooltips,
// placeholders, list and header items, and the menus' actions (read when a menu opens).
QSet<QString> visibleStrings(QWidget *window)
{
    QSet<QString> strings;
    auto add = [&strings](QString text) {
        text.remove(QLatin1Char('&'));
        // Rich text counts by its words as shown.
        if (Qt::mightBeRichText(text)) {
            QTextDocument document;
            document.setHtml(text);
            text = document.toPlainText();
        }
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (line.contains(QRegularExpression(QStringLiteral("\\p{L}{2,}"))))
                strings.insert(line.trimmed());
    };
    std::function<void(QMenu *)> addMenu = [&](QMenu *menu) {
        add(menu->title());
        for (QAction *action : menu->actions()) {
            add(action->text());
            if (action->menu())
                addMenu(action->menu());
        }
    };
    add(window->windowTitle());
    for (QAction *action : window->findChild<QMenuBar *>()->actions())
        addMenu(action->menu());
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window) || qobject_cast<QMenu *>(widget))
            continue;
        add(widget->toolTip());
        if (auto *label = qobject_cast<QLabel *>(widget))
            add(label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            add(button->text());
        else if (auto *edit = qobject_cast<QLineEdit *>(widget))
            add(edit->placeholderText());
        else if (auto *dock = qobject_cast<QDockWidget *>(widget))
            add(dock->windowTitle());
        else if (auto *bar = qobject_cast<QToolBar *>(widget))
            for (QAction *action : bar->actions())
                add(action->toolTip());
        else if (auto *combo = qobject_cast<QComboBox *>(widget))
            for (int i = 0; i < combo->count(); ++i)
                add(combo->itemText(i));
        else if (auto *list = qobject_cast<QListWidget *>(widget))
            for (int i = 0; i < list->count(); ++i)
                add(list->item(i)->text() + QLatin1Char('\n') + list->item(i)->toolTip());
        else if (auto *header = qobject_cast<QHeaderView *>(widget); header && header->model())
            for (int i = 0; i < header->count(); ++i)
                add(header->model()->headerData(i, header->orientation()).toString());
        else if (auto *browser = qobject_cast<QTextBrowser *>(widget))
            add(browser->toPlainText());
    }
    return strings;
}

// The state the language test looks at: a game with moves, a message, the engine's panel with a
// failed engine's report, and the game's buttons.
void prepare(MainWindow &window)
{
    window.settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Interface; });
    window.workspace()->setTimeSource([] { return qint64(0); });
    window.resize(1280, 800);
    window.show();
    dragPiece(window.board(), "e2", "e4");
    dragPiece(window.board(), "e7", "e5");
    AnalysisPanel *analysis = window.analysis();
    analysis->setEnginePath(QStringLiteral(FERZ_TEST_DATA "/engines/crash.sh"));
    analysis->toggleAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(analysis->engine()->state(), UciEngine::State::Failed, 60000);
}

} // namespace

// Switching through the four languages, the window shows no string of the language before:
// whatever the switched window shows that the previous language showed too, a window started in
// the new language shows as well (names, moves such as Cf3 in Spanish and Portuguese, ECO).
void TestI18n::noStringLeftInThePreviousLanguage()
{
    delete m_window;
    m_window = new MainWindow;
    prepare(*m_window);
    for (const char *code : {"ru", "es", "pt", "en"}) {
        const QSet<QString> before = visibleStrings(m_window);
        m_window->findChild<QAction *>(QStringLiteral("language_") + QLatin1String(code))->trigger();
        QCOMPARE(LanguageManager::instance().language(), QString::fromLatin1(code));
        const QSet<QString> after = visibleStrings(m_window);
        MainWindow fresh;
        prepare(fresh);
        QSet<QString> left = before & after;
        left -= visibleStrings(&fresh);
        QVERIFY2(left.isEmpty(),
                 qPrintable(QStringLiteral("%1: %2").arg(code, QStringList(left.values()).join(" | "))));
        QVERIFY2(after.size() > 90, qPrintable(QString::number(after.size())));
    }
}

void TestI18n::engineScoreFollowsTheLocale()
{
    AnalysisPanel *analysis = m_window->analysis();
    analysis->setEnginePath(QString());
    analysis->toggleAction()->trigger();
    // Whatever the engine thinks of 1.Nf3, its score has two decimals.
    QTRY_VERIFY_WITH_TIMEOUT(analysis->evaluationText().contains(QRegularExpression("\\d\\.\\d\\d")), 60000);
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QTRY_VERIFY_WITH_TIMEOUT(analysis->evaluationText().contains(QRegularExpression("^[−+]?\\d+,\\d\\d$")), 60000);
    for (const QString &line : analysis->lineTexts())
        QVERIFY2(line.contains(QRegularExpression("^[−+]?\\d+,\\d\\d ")), qPrintable(line));
    analysis->toggleAction()->trigger();
}

void TestI18n::menuKeysAreUniqueInEveryLanguage_data()
{
    QTest::addColumn<QString>("code");
    for (const char *code : {"en", "ru", "es", "pt"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

// Alt and the underlined letter reach one menu of the bar, and in an open menu one item: two
// items of a menu underlining the same letter make that key only move between them.
void TestI18n::menuKeysAreUniqueInEveryLanguage()
{
    QFETCH(QString, code);
    LanguageManager::instance().setLanguage(code, false);
    QStringList clashes;
    std::function<void(const QList<QAction *> &, const QString &)> check = [&](const QList<QAction *> &actions,
                                                                               const QString &where) {
        QMap<QString, QString> taken;
        for (QAction *action : actions) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            const QString text = action->text();
            if (action->menu())
                check(action->menu()->actions(), where + QStringLiteral(" ▸ ") + text);
            const qsizetype amp = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            if (amp < 0)
                continue; // the symbols' and the languages' items are chosen by arrows or shortcuts
            const QString key = text.mid(amp + 1, 1).toLower();
            if (taken.contains(key))
                clashes << QStringLiteral("%1: \"%2\" and \"%3\"").arg(where, taken.value(key), text);
            taken.insert(key, text);
        }
    };
    check(m_window->menuBar()->actions(), code);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestI18n>(argc, argv, "tst_i18n");
}

#include "tst_i18n.moc"
