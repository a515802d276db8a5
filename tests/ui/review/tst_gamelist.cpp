// SPDX-License-Identifier: GPL-3.0-or-later
// The game list: columns from the PGN index (ratings, round, site and annotator too), filtering
// and sorting through the real widget, the menu of a row and of the titles, and a 100,000-game
// file (the annotated test files repeated) listed from its index (the time is printed, not
// asserted).
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
#include <QMenu>
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
    void ratingsRoundSiteAndAnnotator();
    void rowAndTitleMenus();
    void filterAndSort();
    void highlightOpens();
    void oneTabStop();
    void hundredThousandGames();

private:
    QString data(const char *file) const
    {
        return QStringLiteral(FERZ_TEST_DATA "/pgn/annotated/") + QLatin1String(file);
    }
    // The list of the annotated sample file, shown `width` pixels wide.
    bool showSample(GameListWidget &list, PgnFile &database, int width)
    {
        if (!database.open(data("pgn4web-chess-informant-sample.pgn")))
            return false;
        list.resize(width, 300);
        list.setDatabase(&database);
        list.show();
        return QTest::qWaitForWindowExposed(&list);
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
    QCOMPARE(model.columnCount(), 16);
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

void TestGameList::ratingsRoundSiteAndAnnotator()
{
    PgnFile database;
    QVERIFY(database.open(data("pgn4web-chess-informant-sample.pgn")));
    GameListWidget list;
    list.setDatabase(&database);
    GameListFilter *proxy = list.proxy();
    const auto cell = [proxy](int row, int column) { return proxy->index(row, column).data().toString(); };
    QCOMPARE(cell(0, GameListModel::WhiteElo), QString("2405"));
    QCOMPARE(cell(0, GameListModel::BlackElo), QString("2620"));
    QCOMPARE(cell(1, GameListModel::Site), QString("Tilburg"));
    QCOMPARE(cell(0, GameListModel::Round), QString()); // [Round ""]
    QCOMPARE(cell(2, GameListModel::Annotator), QString("Huebner, R."));
    QCOMPARE(proxy->headerData(GameListModel::WhiteElo, Qt::Horizontal).toString(), QString("Elo"));
    QCOMPARE(proxy->headerData(GameListModel::WhiteElo, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QString("White's rating (Elo)"));
    // Ratings sort as numbers, the filter finds a site.
    list.table()->sortByColumn(GameListModel::BlackElo, Qt::DescendingOrder);
    QCOMPARE(cell(0, GameListModel::BlackElo), QString("2675"));
    QTest::keyClicks(list.filterBox(), QStringLiteral("wijk"));
    QCOMPARE(proxy->rowCount(), 2);
    QCOMPARE(cell(0, GameListModel::Site), QString("Wijk aan Zee"));

    // Rounds sort by their numbers: 2 before 12 before 20.
    PgnFile rounds;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rounds.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (const char *round : {"20", "2.10", "12", "2.9"})
        file.write(QByteArray("[Round \"") + round + "\"]\n[Result \"*\"]\n\n1. e4 *\n\n");
    file.close();
    QVERIFY(rounds.open(path));
    GameListWidget sorted;
    sorted.setDatabase(&rounds);
    sorted.table()->sortByColumn(GameListModel::Round, Qt::AscendingOrder);
    QStringList order;
    for (int row = 0; row < 4; ++row)
        order << sorted.proxy()->index(row, GameListModel::Round).data().toString();
    QCOMPARE(order, QStringList({"2.9", "2.10", "12", "20"}));
}

// A right click opens the row's menu without opening its game; the menu copies that game's PGN,
// opens it, and chooses the columns; the titles' menu chooses them too.
void TestGameList::rowAndTitleMenus()
{
    PgnFile database;
    GameListWidget list;
    QVERIFY(showSample(list, database, 900));
    int opened = -1, copied = -1;
    connect(&list, &GameListWidget::gameActivated, this, [&opened](int index) { opened = index; });
    connect(&list, &GameListWidget::copyRequested, this, [&copied](int index) { copied = index; });
    GameTable *table = list.table();
    const QPoint third = table->visualRect(list.proxy()->index(2, GameListModel::White)).center();
    QTest::mouseClick(table->viewport(), Qt::RightButton, Qt::NoModifier, third);
    QCOMPARE(opened, -1);
    const auto menuAt = [&](const QPoint &at) {
        emit table->customContextMenuRequested(at);
        QMenu *menu = nullptr;
        for (QMenu *m : list.findChildren<QMenu *>())
            if (m->isVisible())
                menu = m;
        return menu;
    };
    QMenu *menu = menuAt(third);
    QVERIFY(menu);
    QStringList texts;
    for (QAction *action : menu->actions())
        texts << action->text();
    QVERIFY2(texts.contains(QStringLiteral("&Copy PGN")) && texts.contains(QStringLiteral("&Open Game 3")),
             qPrintable(texts.join(u'|')));
    for (QAction *action : menu->actions())
        if (action->text() == QStringLiteral("&Copy PGN"))
            action->trigger();
    QCOMPARE(copied, 2);
    menu->close();
    menu = menuAt(third);
    for (QAction *action : menu->actions())
        if (action->text().startsWith(QStringLiteral("&Open")))
            action->trigger();
    QCOMPARE(opened, 2);
    menu->close();

    // The columns: a shown one checked, a choice says which.
    QString chosen;
    bool shown = false;
    connect(table, &GameTable::columnChosen, this, [&](const QString &key, bool on) {
        chosen = key;
        shown = on;
    });
    table->showColumns({QStringLiteral("white"), QStringLiteral("black")});
    QVERIFY(table->isColumnHidden(GameListModel::Site) && !table->isColumnHidden(GameListModel::White));
    QMenu *columns = table->columnMenu(&list);
    QAction *site = columns->findChild<QAction *>(QStringLiteral("column_site"));
    QAction *white = columns->findChild<QAction *>(QStringLiteral("column_white"));
    QVERIFY(site && white && !site->isChecked() && white->isChecked());
    QCOMPARE(site->text(), QStringLiteral("Site"));
    site->trigger();
    QCOMPARE(chosen, QStringLiteral("site"));
    QVERIFY(shown);
    white->trigger();
    QCOMPARE(chosen, QStringLiteral("white"));
    QVERIFY(!shown);
    QCOMPARE(table->shownColumns(), QStringList({"white", "black"})); // the window decides
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
    GameListWidget list;
    QVERIFY(showSample(list, database, 700));
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
