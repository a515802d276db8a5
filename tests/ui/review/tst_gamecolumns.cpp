// SPDX-License-Identifier: GPL-3.0-or-later
// The game lists in the real main window: at 1600 pixels wide with the database panel open every
// column keeps a readable width (the names at least a short name's), the columns chosen in either
// list are the settings' (both lists follow, a new window too; the database's list offers no
// annotator, which a database keeps in the games only), and the row menu copies a game's PGN.
#include "core/db/pgnimport.h"
#include "tests/ui/reviewwindow.h"
#include "ui/database/databasepanel.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/session/autosavefile.h"

#include <QClipboard>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>

using namespace ferz;
using namespace ferz::test;

namespace {

QString annotated()
{
    return QStringLiteral(FERZ_TEST_DATA "/pgn/annotated/pgn4web-chess-informant-sample.pgn");
}

// Whether every column shown is as wide as its title and the names as a short name.
QString narrowColumns(GameTable *table)
{
    QStringList narrow;
    const QHeaderView *header = table->horizontalHeader();
    const int name = 11 * table->fontMetrics().averageCharWidth();
    for (int column = 0; column < GameListModel::ColumnCount; ++column) {
        if (table->isColumnHidden(column))
            continue;
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        const bool text = column == GameListModel::White || column == GameListModel::Black
            || column == GameListModel::Event || column == GameListModel::Site || column == GameListModel::Annotator;
        const int needed = text ? name : header->fontMetrics().horizontalAdvance(title);
        if (header->sectionSize(column) < needed)
            narrow << QStringLiteral("%1: %2 < %3").arg(title).arg(header->sectionSize(column)).arg(needed);
    }
    return narrow.join(QStringLiteral(", "));
}

} // namespace

class TestGameColumns : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void readableAt1600WithTheDatabasePanel();
    void chosenColumnsAreKept();
    void rowMenuCopiesAGame();

private:
    GameTable *fileTable() const { return m_window->findChild<GameListWidget *>()->table(); }
    GameTable *databaseTable() const { return m_window->findChild<DatabasePanel *>()->gameTable(); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestGameColumns::init()
{
    QFile::remove(autosave::path());
    QFile source(annotated());
    QVERIFY(source.open(QIODevice::ReadOnly));
    QString error;
    m_window = showReviewWindow(m_dir.filePath(QStringLiteral("games.pgn")), source.readAll(), &error);
    QVERIFY2(m_window, qPrintable(error));
    const QString database = m_dir.filePath(QStringLiteral("games.ferzdb"));
    QFile::remove(database);
    QCOMPARE(db::importPgn(annotated(), database, {}, {}).error, db::DatabaseError::None);
    QVERIFY2(openAndWait(m_window->files(), database, &error), qPrintable(error));
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("databaseDock"))->isVisible());
}

void TestGameColumns::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestGameColumns::readableAt1600WithTheDatabasePanel()
{
    m_window->resize(1600, 1000);
    QTRY_COMPARE(m_window->width(), 1600);
    QCoreApplication::processEvents();
    QVERIFY2(narrowColumns(fileTable()).isEmpty(), qPrintable(narrowColumns(fileTable())));
    QVERIFY2(narrowColumns(databaseTable()).isEmpty(), qPrintable(narrowColumns(databaseTable())));
    // With every column shown the names stay readable: the list scrolls sideways instead.
    const QStringList all = {"white", "whiteElo", "black", "blackElo", "result", "date",
                             "event", "site",     "round", "eco",      "moves",  "annotator"};
    fileTable()->showColumns(all);
    QVERIFY2(narrowColumns(fileTable()).isEmpty(), qPrintable(narrowColumns(fileTable())));
    // A wide list shares its width out: no room left over, nothing hidden past the edge.
    m_window->findChild<QDockWidget *>(QStringLiteral("databaseDock"))->close();
    fileTable()->showColumns({"white", "black", "result"});
    QCoreApplication::processEvents();
    const QHeaderView *header = fileTable()->horizontalHeader();
    QVERIFY(header->length() <= fileTable()->viewport()->width());
    QVERIFY(header->length() >= fileTable()->viewport()->width() - 3);
}

void TestGameColumns::chosenColumnsAreKept()
{
    // By default the names, result, date, event, ECO and length.
    QVERIFY(!fileTable()->isColumnHidden(GameListModel::Event));
    QVERIFY(fileTable()->isColumnHidden(GameListModel::WhiteElo));
    QVERIFY(fileTable()->isColumnHidden(GameListModel::Annotator));
    // Chosen in the file's list: both lists show the ratings.
    QMenu *menu = fileTable()->columnMenu(m_window);
    menu->findChild<QAction *>(QStringLiteral("column_whiteElo"))->trigger();
    menu->findChild<QAction *>(QStringLiteral("column_annotator"))->trigger();
    menu->findChild<QAction *>(QStringLiteral("column_event"))->trigger();
    QVERIFY(!fileTable()->isColumnHidden(GameListModel::WhiteElo));
    QVERIFY(!fileTable()->isColumnHidden(GameListModel::Annotator));
    QVERIFY(fileTable()->isColumnHidden(GameListModel::Event));
    QVERIFY(!databaseTable()->isColumnHidden(GameListModel::WhiteElo));
    QVERIFY(databaseTable()->isColumnHidden(GameListModel::Event));
    // The database's list has no annotator to show, nor offers it.
    QVERIFY(databaseTable()->isColumnHidden(GameListModel::Annotator));
    QMenu *databaseMenu = databaseTable()->columnMenu(m_window);
    QVERIFY(!databaseMenu->findChild<QAction *>(QStringLiteral("column_annotator")));
    // Chosen in the database's list, it holds for the file's too; and a new window keeps it all.
    databaseMenu->findChild<QAction *>(QStringLiteral("column_site"))->trigger();
    QVERIFY(!fileTable()->isColumnHidden(GameListModel::Site));
    QVERIFY(!fileTable()->isColumnHidden(GameListModel::Annotator));
    delete m_window;
    m_window = new MainWindow;
    for (const int column : {GameListModel::WhiteElo, GameListModel::Annotator, GameListModel::Site})
        QVERIFY(!fileTable()->isColumnHidden(column));
    QVERIFY(fileTable()->isColumnHidden(GameListModel::Event));
}

void TestGameColumns::rowMenuCopiesAGame()
{
    GameTable *table = fileTable();
    const QPoint fourth = table->visualRect(table->model()->index(3, GameListModel::White)).center();
    emit table->customContextMenuRequested(fourth);
    QMenu *menu = nullptr;
    for (QMenu *m : m_window->findChildren<QMenu *>())
        if (m->isVisible())
            menu = m;
    QVERIFY(menu);
    for (QAction *action : menu->actions())
        if (action->text() == QStringLiteral("&Copy PGN"))
            action->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("[White \"Huebner, R.\"]"))
                 && copied.contains(QStringLiteral("[Black \"Piket, Je\"]")),
             qPrintable(copied.left(300)));
    // The game shown is still the first.
    QCOMPARE(m_window->session()->source().index, 0);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestGameColumns>(argc, argv, "tst_gamecolumns");
}

#include "tst_gamecolumns.moc"
