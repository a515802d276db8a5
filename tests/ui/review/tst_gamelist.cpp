// SPDX-License-Identifier: GPL-3.0-or-later
// The game list: columns from the PGN index, filtering and sorting through the real widget, and a
// 100,000-game file (the annotated test files repeated) listed from its index (the time is
// printed, not asserted).
#include "core/pgn/pgnfile.h"
#include "ui/review/gamelistfilter.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace ferz;

class TestGameList : public QObject {
    Q_OBJECT

private slots:
    void columnsFromTheIndex();
    void filterAndSort();
    void highlightOpens();
    void oneTabStop();
    void hundredThousandGames();

private:
    QString data(const char *file) const
    {
        return QStringLiteral(FERZ_TEST_DATA "/pgn/annotated/") + QLatin1String(file);
    }
};

void TestGameList::columnsFromTheIndex()
{
    PgnFile database;
    QVERIFY(database.open(data("chessx-game1.pgn")));
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(&database);
    QCOMPARE(model.rowCount(), database.count());
    QCOMPARE(model.columnCount(), 11);
    QCOMPARE(model.index(0, GameListModel::Number).data().toInt(), 1);
    QCOMPARE(model.index(0, GameListModel::White).data().toString(), QString("Alekhine, Alexander A"));
    QCOMPARE(model.index(0, GameListModel::Black).data().toString(), QString("Capablanca, Jose Raul"));
    QCOMPARE(model.index(0, GameListModel::Result).data().toString(), QString("1-0"));
    QCOMPARE(model.index(0, GameListModel::Date).data().toString(), QString("1927.??.??"));
    QCOMPARE(model.index(0, GameListModel::Event).data().toString(), QString("Ch World (match)"));
    QCOMPARE(model.index(0, GameListModel::Eco).data().toString(), QString("D64"));
    QCOMPARE(model.index(0, GameListModel::Moves).data().toInt(), 41); // 1.d4 … 41.Rc1
    QCOMPARE(model.index(1, GameListModel::Moves).data().toInt(), 43);
    QCOMPARE(model.headerData(GameListModel::Eco, Qt::Horizontal).toString(), QString("ECO"));
    // The Opening column: the game's opening found by position (its ECO tag stays in the ECO column).
    GameTree game;
    QVERIFY(database.readGame(1, game));
    const std::optional<Opening> opening = openingOfMainLine(game.root());
    QCOMPARE(model.index(0, GameListModel::Opening).data().toString(), opening ? opening->localizedName() : QString());
    QCOMPARE(model.headerData(GameListModel::Opening, Qt::Horizontal).toString(), QString("Opening"));
}

void TestGameList::filterAndSort()
{
    PgnFile database;
    QVERIFY(database.open(data("pgn4web-chess-informant-sample.pgn")));
    GameListWidget list;
    list.setDatabase(&database);
    list.show();
    GameListFilter *proxy = list.proxy();
    QCOMPARE(proxy->rowCount(), 5);
    QTest::keyClicks(list.filterBox(), QStringLiteral("timman"));
    QCOMPARE(proxy->rowCount(), 1);
    QCOMPARE(list.gameAtRow(0), 2);
    list.filterBox()->clear();
    QTest::keyClicks(list.filterBox(), QStringLiteral("1-0"));
    QCOMPARE(proxy->rowCount(), 3);
    list.filterBox()->clear();
    QCOMPARE(proxy->rowCount(), 5);
    // Clicking a header sorts by it; numbers sort as numbers.
    QTableView *table = list.table();
    table->sortByColumn(GameListModel::Moves, Qt::DescendingOrder);
    int previous = std::numeric_limits<int>::max();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const int moves = proxy->index(row, GameListModel::Moves).data().toInt();
        QVERIFY(moves <= previous);
        previous = moves;
    }
    table->sortByColumn(GameListModel::Black, Qt::AscendingOrder);
    QStringList blacks;
    for (int row = 0; row < proxy->rowCount(); ++row)
        blacks << proxy->index(row, GameListModel::Black).data().toString();
    QStringList sorted = blacks;
    sorted.sort(Qt::CaseInsensitive);
    QCOMPARE(blacks, sorted);
    QCOMPARE(blacks.first(), QString("Browne, W."));
}

void TestGameList::highlightOpens()
{
    PgnFile database;
    QVERIFY(database.open(data("pgn4web-chess-informant-sample.pgn")));
    GameListWidget list;
    list.resize(700, 300);
    list.setDatabase(&database);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    list.table()->sortByColumn(GameListModel::Number, Qt::DescendingOrder);
    int opened = -1;
    connect(&list, &GameListWidget::gameActivated, this, [&opened](int index) { opened = index; });
    QTableView *table = list.table();
    const QRect cell = table->visualRect(list.proxy()->index(1, GameListModel::White));
    // The game clicked is the game shown.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    QCOMPARE(opened, 3); // the second row from the end is game 4
    // The arrow keys move through the list even inside a window that uses them as shortcuts.
    QAction walk(QStringLiteral("walk"), &list);
    walk.setShortcut(Qt::Key_Down);
    list.addAction(&walk);
    int walked = 0;
    connect(&walk, &QAction::triggered, this, [&walked] { ++walked; });
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(walked, 0);
    QCOMPARE(table->currentIndex().row(), 2);
    QCOMPARE(opened, 2); // moving the highlight shows that game
    // Marking the open game from outside asks to open nothing.
    opened = -1;
    list.setCurrentGame(0);
    QCOMPARE(table->currentIndex().row(), 4);
    QCOMPARE(opened, -1);
}

// The list is one Tab stop: Tab, Shift+Tab and Ctrl+Tab never move inside it (a table view's Tab
// walks cell by cell through every game, a keyboard trap), Tab and Shift+Tab leave it.
void TestGameList::oneTabStop()
{
    PgnFile database;
    QVERIFY(database.open(data("pgn4web-chess-informant-sample.pgn")));
    QWidget window;
    auto *list = new GameListWidget(&window);
    auto *after = new QLineEdit(&window);
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(list);
    layout->addWidget(after);
    list->setDatabase(&database);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTableView *table = list->table();
    table->setFocus();
    table->setCurrentIndex(list->proxy()->index(1, GameListModel::White));
    const QModelIndex start = table->currentIndex();
    QTest::keyClick(table, Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(table->currentIndex(), start);
    QTest::keyClick(table, Qt::Key_Tab);
    QCOMPARE(table->currentIndex(), start);
    QVERIFY(after->hasFocus());
    QTest::keyClick(after, Qt::Key_Backtab, Qt::ShiftModifier);
    QVERIFY(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(table->currentIndex(), start);
    QVERIFY(list->filterBox()->hasFocus());
}

void TestGameList::hundredThousandGames()
{
    // 25,000 copies of the four annotated games of chessx-game1.pgn.
    QFile source(data("chessx-game1.pgn"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray games = source.readAll().trimmed() + "\n\n";
    PgnFile one;
    QVERIFY(one.open(data("chessx-game1.pgn")));
    const int copies = 100000 / one.count();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.pgn"));
    {
        QFile big(path);
        QVERIFY(big.open(QIODevice::WriteOnly));
        for (int i = 0; i < copies; ++i)
            big.write(games);
    }
    QElapsedTimer timer;
    timer.start();
    PgnFile database;
    QVERIFY(database.open(path));
    const qint64 indexed = timer.elapsed();
    GameListWidget list;
    list.resize(900, 600);
    list.setDatabase(&database);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    const qint64 listed = timer.elapsed();
    QCOMPARE(list.proxy()->rowCount(), copies * one.count());
    list.table()->scrollToBottom();
    QCoreApplication::processEvents();
    timer.restart();
    QTest::keyClicks(list.filterBox(), QStringLiteral("D67"));
    const qint64 filtered = timer.elapsed();
    QCOMPARE(list.proxy()->rowCount(), copies); // one game of the four has ECO D67
    timer.restart();
    list.filterBox()->clear();
    list.table()->sortByColumn(GameListModel::White, Qt::AscendingOrder);
    const qint64 sorted = timer.elapsed();
    qInfo("%d games, %lld MB: indexed in %lld ms, listed in %lld ms; filter \"D67\" (typed) %lld ms; sort by White "
          "%lld ms",
          list.proxy()->rowCount(), QFileInfo(path).size() >> 20, indexed, listed, filtered, sorted);
    QCOMPARE(database.entry(database.count() - 1).number, copies * one.count());
}

QTEST_MAIN(TestGameList)
#include "tst_gamelist.moc"
