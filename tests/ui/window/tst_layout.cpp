// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout, measured on the real widgets: the board takes the height it has and the
// game's column every pixel beside it (no empty strip at any size), the engine's panel leaves the
// board as it is, and at 1280×800 the game list shows a dozen games without a horizontal scroll
// bar and the annotation tool bar fits whole, in every language.
#include "tests/ui/uitest.h"
#include "translations/languages.h"
#include "ui/analysis/analysispanel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

using namespace ferz;
using namespace ferz::test;

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void boardUsesTheSpace_data();
    void boardUsesTheSpace();
    void analysisLeavesTheBoard();
    void twoLineStatusLeavesTheBoard();
    void reviewFitsAt1280_data();
    void reviewFitsAt1280();

private:
    // The side of the drawn board, in pixels.
    int boardSide() const { return qRound(m_window->board()->squareRect(squareOf("a1")).width() * 8); }

    MainWindow *m_window = nullptr;
};

void TestLayout::init()
{
    m_window = new MainWindow;
    m_window->workspace()->setTimeSource([] { return qint64(0); });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestLayout::cleanup()
{
    delete m_window;
    m_window = nullptr;
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

void TestLayout::boardUsesTheSpace_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024×768") << QSize(1024, 768);
    QTest::newRow("1280×800") << QSize(1280, 800);
    QTest::newRow("1920×1080") << QSize(1920, 1080);
    QTest::newRow("2560×1000") << QSize(2560, 1000);
}

// The board's column is no wider than its board (with the coordinates' margin), and the game's
// column reaches the window's right edge.
void TestLayout::boardUsesTheSpace()
{
    QFETCH(QSize, size);
    m_window->resize(size);
    QApplication::processEvents();
    BoardWidget *board = m_window->board();
    const int margin = board->width() - boardSide();
    QVERIFY2(margin >= 0 && margin <= 8 + board->width() / 20,
             qPrintable(QStringLiteral("board widget %1 px wide, board %2 px").arg(board->width()).arg(boardSide())));
    // The board fills its widget's height the same way.
    QVERIFY2(board->height() - boardSide() <= 8 + board->height() / 20,
             qPrintable(QStringLiteral("board widget %1 px high, board %2 px").arg(board->height()).arg(boardSide())));
    GamePanel *panel = m_window->panel();
    const int right = panel->mapTo(m_window, QPoint(panel->width(), 0)).x();
    QVERIFY2(m_window->width() - right <= 12, qPrintable(QString::number(m_window->width() - right)));
    const int gap = panel->mapTo(m_window, QPoint(0, 0)).x() - board->mapTo(m_window, QPoint(board->width(), 0)).x();
    QVERIFY2(gap <= 16, qPrintable(QString::number(gap)));
}

// Opening the engine's panel leaves the board as large as before: it goes under the notation.
void TestLayout::analysisLeavesTheBoard()
{
    m_window->resize(1280, 800);
    QApplication::processEvents();
    const int before = boardSide();
    QWidget *dock = m_window->findChild<QWidget *>(QStringLiteral("analysisDock"));
    QVERIFY(!dock->isVisible());
    m_window->analysis()->setEnginePath(QStringLiteral(FERZ_TEST_DATA "/engines/crash.sh"));
    m_window->findChild<QAction *>(QStringLiteral("analyse"))->trigger();
    QApplication::processEvents();
    QVERIFY(dock->isVisible());
    QCOMPARE(boardSide(), before);
    QVERIFY(m_window->panel()->isAncestorOf(dock));
    m_window->analysis()->setRunning(false);
}

// A status that wraps onto a second line (a finished game seen at an earlier move says so at
// length) does not make the board smaller.
void TestLayout::twoLineStatusLeavesTheBoard()
{
    m_window->resize(1280, 800);
    QApplication::processEvents();
    const int before = boardSide();
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("status"));
    QVERIFY(status);
    // A sentence about one and a half lines long.
    QString sentence;
    while (status->fontMetrics().horizontalAdvance(sentence) < status->width() * 3 / 2)
        sentence += QStringLiteral("The quick brown fox jumps over the lazy dog. ");
    status->setText(sentence);
    QApplication::processEvents();
    QVERIFY(status->heightForWidth(status->width()) > status->fontMetrics().lineSpacing());
    QCOMPARE(boardSide(), before);
}

void TestLayout::reviewFitsAt1280_data()
{
    QTest::addColumn<QString>("code");
    for (const QString &code : languageCodes())
        QTest::newRow(qPrintable(code)) << code;
}

void TestLayout::reviewFitsAt1280()
{
    QFETCH(QString, code);
    LanguageManager::instance().setLanguage(code, false);
    m_window->resize(1280, 800);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(),
                               QStringLiteral(FERZ_TEST_DATA "/pgn/fixtures/kokopu/pgns/headers/database.pgn"), &error),
             qPrintable(error));
    QApplication::processEvents();
    QTableView *table = m_window->panel()->gameList()->table();
    QVERIFY(table->isVisible());
    QVERIFY2(!table->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("%1 px of columns in %2 px")
                            .arg(table->horizontalHeader()->length())
                            .arg(table->viewport()->width())));
    const int rows = table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
    QVERIFY2(rows >= 10, qPrintable(QString::number(rows)));
    // The annotation bar shows every button: nothing goes to its overflow menu.
    auto *bar = m_window->panel()->findChild<QToolBar *>(QStringLiteral("annotationBar"));
    QVERIFY(bar->isVisible());
    auto *overflow = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
    QVERIFY(overflow);
    QVERIFY2(!overflow->isVisible(), qPrintable(QStringLiteral("%1 px").arg(bar->width())));
    for (QAction *action : bar->actions())
        if (!action->isSeparator())
            QVERIFY2(bar->widgetForAction(action)->isVisible(), qPrintable(action->iconText()));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestLayout>(argc, argv, "tst_layout");
}

#include "tst_layout.moc"
