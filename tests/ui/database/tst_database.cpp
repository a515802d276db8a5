// SPDX-License-Identifier: GPL-3.0-or-later
// A game database in the real main window: opened like a PGN file, searched by header from the
// search bar, its games with the position on the board and their opening tree beside the board, a
// game chosen there shown at the position, a tree move the game has followed on the board and one
// it lacks added only when the user agrees, every move shown in the notation of View ▸ Notation,
// the games that end in the position counted in an [end] row, no search while a
// game is played on the clock, a search cancelled, a PGN file imported, and a PGN file of many
// games opened through the indexer that keeps the window drawing; impossible counts, failed
// searches and damaged games said as such.
#include "core/db/pgnimport.h"
#include "core/db/positionsearch.h"
#include "core/notation/moveinput.h"
#include "core/openings/openings.h"
#include "core/task/backgroundjob.h"
#include "tests/core/changeddatabase.h"
#include "tests/core/pgntesthelpers.h"
#include "tests/ui/uitest.h"
#include "ui/database/databasecommands.h"
#include "ui/database/databasepanel.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

class TestDatabase : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensLikeAPgnFile();
    void headerSearchFromTheSearchBar();
    void gamesWithThisPosition();
    void treeMovesEditTheGameOnlyWhenAsked();
    void treeFollowsTheNotation();
    void treeGivesTheEcoOfEachMove();
    void gamesThatEndHaveARow();
    void noSearchDuringAClockedGame();
    void searchCancelled();
    void importFromTheWindow();
    void importCancelled_data();
    void importCancelled();
    void bigPgnFileOpensThroughTheIndexer();
    void impossibleCountIsRefused();
    void failedHeaderSearchSaysWhy();
    void damagedGamesAreNamed();

private:
    DatabasePanel *panel() const { return m_window->findChild<DatabasePanel *>(); }
    void waitForSearch() const;
    void openDatabase();

    QTemporaryDir m_dir;
    QString m_pgn, m_db;
    MainWindow *m_window = nullptr;
};

void TestDatabase::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pgn = m_dir.filePath("all.pgn");
    QFile f(m_pgn);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const QString &name : pgnFiles()) {
        QFile in(pgnDataFolder() + "/" + name);
        QVERIFY(in.open(QIODevice::ReadOnly));
        f.write(in.readAll() + "\n");
    }
    f.close();
    m_db = m_dir.filePath("all.ferzdb");
    QVERIFY(db::importPgn(m_pgn, m_db, {}, {}).games > 100);
}

void TestDatabase::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestDatabase::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestDatabase::waitForSearch() const
{
    QTRY_VERIFY_WITH_TIMEOUT(!panel()->isSearching(), 20000);
}

void TestDatabase::openDatabase()
{
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), m_db, &error), qPrintable(error));
}

// File ▸ Open takes a database: the panel shows all its games beside the board, and a game
// chosen there comes onto the board.
void TestDatabase::opensLikeAPgnFile()
{
    openDatabase();
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("databaseDock"))->isVisible());
    db::GameDatabase database;
    QVERIFY(database.open(m_db));
    QCOMPARE(panel()->gamesModel()->rowCount(), database.count());
    QTableView *games = panel()->gameTable();
    const QModelIndex third = games->model()->index(2, 0);
    emit games->activated(third);
    GameTree expected;
    QVERIFY(database.readGame(3, expected));
    QVERIFY(m_window->session()->tree() == expected);
    QVERIFY(m_window->session()->current()->isRoot());
    QVERIFY(m_window->messageText().contains(QStringLiteral("Game 3")));
}

void TestDatabase::headerSearchFromTheSearchBar()
{
    openDatabase();
    typeText(panel()->playerBox(), QStringLiteral("kasparov"));
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    waitForSearch();
    db::GameDatabase database;
    QVERIFY(database.open(m_db));
    HeaderQuery query;
    query.player = "kasparov";
    const std::vector<int> expected = database.findGames(query).value();
    QVERIFY(!expected.empty());
    QCOMPARE(panel()->gamesModel()->rowCount(), static_cast<int>(expected.size()));
    for (int row = 0; row < static_cast<int>(expected.size()); ++row)
        QCOMPARE(panel()->gamesModel()->gameAt(row), expected[static_cast<std::size_t>(row)]);
}

// The position tab lists the games reaching the position on the board, as the core finds them;
// choosing one shows it at that position; a tree move is played on the board once the user agrees
// to add it.
void TestDatabase::gamesWithThisPosition()
{
    openDatabase();
    QVERIFY(m_window->workspace()->startFrom(Position(), GameSession::Kind::Review));
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    QVERIFY(panel()->isPositionTabShown());
    waitForSearch();
    db::GameDatabase database;
    QVERIFY(database.open(m_db));
    const auto expected = db::findPosition(database, Position(), 1);
    QVERIFY(expected && expected->matches.size() > 100);
    QCOMPARE(panel()->matchesModel()->rowCount(), static_cast<int>(expected->matches.size()));
    const std::vector<db::TreeMove> tree = db::openingTree(expected->matches, Color::White);
    QCOMPARE(panel()->treeTable()->rowCount(), static_cast<int>(tree.size()));
    QCOMPARE(panel()->treeTable()->item(0, 1)->text(), QLocale().toString(tree.front().games));

    // The first move of the tree, played on the board: the search follows.
    {
        auto add = answerNextDialog(QString(), QMessageBox::Yes);
        emit panel()->treeTable()->cellActivated(0, 0);
        QVERIFY(add->answered());
    }
    QCOMPARE(m_window->session()->current()->move(), tree.front().move);
    waitForSearch();
    const Position after = Position().after(tree.front().move);
    const auto next = db::findPosition(database, after, 1);
    QCOMPARE(panel()->matchesModel()->rowCount(), static_cast<int>(next->matches.size()));

    // A game reaching it opens at the position, in a tab of its own (the edited game stays in its tab).
    const int row = panel()->matchesModel()->rowCount() - 1;
    emit panel()->positionTable()->activated(panel()->matchesModel()->index(row, 0));
    QCOMPARE(m_window->workspace()->count(), 2);
    QCOMPARE(m_window->session()->current()->position().key(), after.key());
    QCOMPARE(m_window->session()->kind(), GameSession::Kind::Review);
}

// Browsing the tree does not edit the game under review: a move the game has is followed, one it
// lacks is added only when the user says so.
void TestDatabase::treeMovesEditTheGameOnlyWhenAsked()
{
    openDatabase();
    QVERIFY(m_window->workspace()->startFrom(Position(), GameSession::Kind::Review));
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    waitForSearch();
    GameSession *session = m_window->session();
    const GameNode *root = session->tree().root();
    {
        auto no = answerNextDialog(QString(), QMessageBox::No);
        emit panel()->treeTable()->cellActivated(0, 0);
        QVERIFY(no->answered());
        QVERIFY2(no->text().contains(panel()->treeTable()->item(0, 0)->text()), qPrintable(no->text()));
    }
    QCOMPARE(root->childCount(), 0);
    QVERIFY(session->current()->isRoot());
    QVERIFY(!session->isModified());
    {
        auto yes = answerNextDialog(QString(), QMessageBox::Yes);
        emit panel()->treeTable()->cellActivated(0, 0);
        QVERIFY(yes->answered());
    }
    QCOMPARE(root->childCount(), 1);
    const GameNode *added = root->child(0);
    // Back at the start, the move is in the game: the board goes to it without a question.
    session->setCurrent(session->tree().root());
    waitForSearch();
    {
        auto none = answerNextDialog(QString(), QMessageBox::No);
        emit panel()->treeTable()->cellActivated(0, 0);
        QVERIFY(!none->answered());
    }
    QCOMPARE(session->current(), added);
    QCOMPARE(root->childCount(), 1);
}

// The tree and the games' next moves are written as the notation view writes them: Кf3 in the
// Russian letters.
// The tree's last column: the ECO code of the position each move leads to (that of the position
// on the board when no line names it), the name as its tooltip; nothing for the games that end.
void TestDatabase::treeGivesTheEcoOfEachMove()
{
    openDatabase();
    Position position;
    position.play(readMove(position, "e4").move);
    QVERIFY(m_window->workspace()->startFrom(position, GameSession::Kind::Review));
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    waitForSearch();
    QTableWidget *tree = panel()->treeTable();
    QCOMPARE(tree->horizontalHeaderItem(4)->text(), QStringLiteral("ECO"));
    db::GameDatabase database;
    QVERIFY(database.open(m_db));
    const std::vector<db::TreeMove> moves =
        db::openingTree(db::findPosition(database, position, 1)->matches, Color::Black);
    QVERIFY(moves.size() > 3);
    for (int row = 0; row < tree->rowCount(); ++row) {
        const db::TreeMove &t = moves[static_cast<std::size_t>(row)];
        std::optional<Opening> expected = t.ends ? std::nullopt : openingAt(position.after(t.move));
        if (!expected && !t.ends)
            expected = openingAt(position);
        QCOMPARE(tree->item(row, 4)->text(), expected ? expected->ecoText() : QString());
    }
    // 1... c5 is the Sicilian Defence, B20 (when Ferz was built with the opening names).
    if (openingTable().size() > 0)
        QVERIFY(tree->findItems(QStringLiteral("B20"), Qt::MatchExactly).size() == 1);
}

void TestDatabase::treeFollowsTheNotation()
{
    openDatabase();
    QVERIFY(m_window->workspace()->startFrom(Position(), GameSession::Kind::Review));
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Russian; });
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    waitForSearch();
    const NotationStyle &style = m_window->session()->notationStyle();
    QCOMPARE(style.letter(PieceType::Knight), std::string("К"));
    db::GameDatabase database;
    QVERIFY(database.open(m_db));
    const auto expected = db::findPosition(database, Position(), 1);
    QVERIFY(expected);
    const std::vector<db::TreeMove> tree = db::openingTree(expected->matches, Color::White);
    bool knight = false;
    for (int row = 0; row < static_cast<int>(tree.size()); ++row) {
        const db::TreeMove &t = tree[static_cast<std::size_t>(row)];
        if (t.ends)
            continue;
        const QString text = QString::fromStdString(moveText(Position(), t.move, style));
        QCOMPARE(panel()->treeTable()->item(row, 0)->text(), text);
        knight = knight || text.startsWith(QStringLiteral("К"));
    }
    QVERIFY(knight);
    GameListModel *matches = panel()->matchesModel();
    for (int row = 0; row < matches->rowCount(); ++row) {
        const db::PositionMatch &m = expected->matches[static_cast<std::size_t>(row)];
        if (m.hasNext)
            QCOMPARE(matches->data(matches->index(row, GameListModel::Next)).toString(),
                     QString::fromStdString(moveText(Position(), m.next, style)));
    }
}

// At the last position of a game, the tree has a row for the games that end there, and the rows
// add up to the games listed; choosing that row plays nothing.
void TestDatabase::gamesThatEndHaveARow()
{
    openDatabase();
    emit panel()->gameTable()->activated(panel()->gamesModel()->index(0, 0));
    GameSession *session = m_window->session();
    session->goToEnd();
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    waitForSearch();
    QTableWidget *tree = panel()->treeTable();
    const int last = tree->rowCount() - 1;
    QVERIFY2(last >= 0, qPrintable(panel()->positionStatus()->text()));
    QCOMPARE(tree->item(last, 0)->text(), QStringLiteral("[end]"));
    int games = 0;
    for (int row = 0; row <= last; ++row)
        games += QLocale().toInt(tree->item(row, 1)->text());
    QCOMPARE(games, panel()->matchesModel()->rowCount());
    const GameNode *end = session->current();
    {
        auto none = answerNextDialog(QString(), QMessageBox::Yes);
        emit tree->cellActivated(last, 0);
        QVERIFY(!none->answered());
    }
    QCOMPARE(session->current(), end);
    QVERIFY(!session->isModified());
}

void TestDatabase::noSearchDuringAClockedGame()
{
    openDatabase();
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    waitForSearch();
    NewGameSettings settings;
    settings.control = TimeControl::suddenDeath(5 * 60 * 1000);
    m_window->workspace()->newGame(settings);
    QVERIFY(!panel()->isSearching());
    QCOMPARE(panel()->matchesModel()->rowCount(), 0);
    QVERIFY(panel()->positionStatus()->text().contains(QStringLiteral("clock")));
    // An untimed game may be searched as it goes.
    m_window->workspace()->newGame({});
    waitForSearch();
    QVERIFY(panel()->matchesModel()->rowCount() > 100);
}

void TestDatabase::searchCancelled()
{
    openDatabase();
    QVERIFY(m_window->workspace()->startFrom(Position(), GameSession::Kind::Review));
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    QVERIFY(panel()->isSearching());
    QVERIFY(panel()->progressBar()->isVisible());
    // The lists answer meanwhile.
    QVERIFY(panel()->gamesModel()->data(panel()->gamesModel()->index(0, GameListModel::White)).isValid());
    QTest::mouseClick(panel()->cancelButton(), Qt::LeftButton);
    QVERIFY(!panel()->isSearching());
    QVERIFY(!panel()->progressBar()->isVisible());
    QCOMPARE(panel()->positionStatus()->text(), QStringLiteral("Search cancelled."));
    // A cancelled search delivers nothing when it ends: its thread ends after what it delivered.
    for (const BackgroundJob *job : panel()->findChildren<BackgroundJob *>())
        QTRY_VERIFY_WITH_TIMEOUT(!job->hasThreads(), 20000);
    QCOMPARE(panel()->matchesModel()->rowCount(), 0);
    QCOMPARE(panel()->positionStatus()->text(), QStringLiteral("Search cancelled."));
}

void TestDatabase::importFromTheWindow()
{
    const QString target = m_dir.filePath("imported.ferzdb");
    QFile::remove(target);
    auto *commands = m_window->findChild<DatabaseCommands *>();
    QSignalSpy ended(commands, &DatabaseCommands::importEnded);
    commands->importPgn(m_pgn, target);
    QVERIFY(ended.wait(20000));
    QVERIFY(ended.takeFirst().first().toBool());
    QCOMPARE(panel()->databasePath(), target);
    QCOMPARE(panel()->gamesModel()->rowCount(), static_cast<int>(readFile(m_pgn).size()));
    QVERIFY(m_window->messageText().contains(QStringLiteral("reading errors")));
    // A second import into the same file is refused, and the file stays.
    auto answer = answerNextDialog(QString(), QMessageBox::Ok);
    commands->importPgn(m_pgn, target);
    QVERIFY(ended.wait(20000));
    QVERIFY(!ended.takeFirst().first().toBool());
    QVERIFY(answer->text().contains(QStringLiteral("exists already")));
    QVERIFY(QFile::exists(target));
}

// Cancel in the import's progress dialog, at its first progress: no database is left, and the
// window says so.
void TestDatabase::importCancelled_data()
{
    QTest::addColumn<bool>("escape");
    QTest::newRow("Cancel button") << false;
    // Esc before the dialog is active hides it without its `canceled`.
    QTest::newRow("Esc") << true;
}

void TestDatabase::importCancelled()
{
    const QString big = m_dir.filePath("many.pgn");
    QFile out(big);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QFile in(m_pgn);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray once = in.readAll();
    for (int i = 0; i < 100; ++i)
        out.write(once);
    out.close();
    const QString target = m_dir.filePath("cancelled.ferzdb");
    auto *commands = m_window->findChild<DatabaseCommands *>();
    auto *dialog = m_window->findChild<QProgressDialog *>(QStringLiteral("importProgress"));
    auto *job = commands->findChild<BackgroundJob *>();
    QSignalSpy ended(commands, &DatabaseCommands::importEnded);
    QFETCH(bool, escape);
    connect(
        job, &BackgroundJob::progress, dialog,
        [dialog, escape] {
            if (escape)
                QTest::keyClick(dialog, Qt::Key_Escape);
            else
                dialog->findChild<QPushButton *>()->click();
        },
        Qt::SingleShotConnection);
    commands->importPgn(big, target);
    QVERIFY(ended.wait(120000)); // a ThreadSanitizer build reads the file ten times slower
    QVERIFY(!ended.takeFirst().first().toBool());
    QVERIFY(!QFile::exists(target));
    QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral("cancelled*")}, QDir::Files | QDir::Hidden).isEmpty());
    QCOMPARE(m_window->messageText(), QStringLiteral("The import was cancelled; no database was written."));
    QVERIFY(!panel()->hasDatabase());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("importDatabase"))->isEnabled());
}

// A PGN file of thousands of games opens through the indexer that runs on a thread.
void TestDatabase::bigPgnFileOpensThroughTheIndexer()
{
    const QString big = m_dir.filePath("big.pgn");
    QFile out(big);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QFile in(m_pgn);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray once = in.readAll();
    for (int i = 0; i < 20; ++i)
        out.write(once);
    out.close();
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), big, &error), qPrintable(error));
    // As many games as one reader indexing the file finds.
    QFile file(big);
    QVERIFY(file.open(QIODevice::ReadOnly));
    PgnReader reader(&file);
    PgnGame game;
    int games = 0;
    while (reader.readGame(game, PgnReader::Mode::Tags))
        ++games;
    QCOMPARE(m_window->session()->source().database->count(), games);
    QCOMPARE(m_window->panel()->gameList()->table()->model()->rowCount(),
             m_window->session()->source().database->count());
}

// A database claiming 2,147,482,625 games (the window crashed on it) or -5: refused as damaged,
// with the reason.
void TestDatabase::impossibleCountIsRefused()
{
    for (const char *count : {"2147482625", "-5"}) {
        const QString path = changedCopy(m_db, m_dir.filePath(QStringLiteral("count.ferzdb")),
                                         {QStringLiteral("UPDATE meta SET value = '%1' WHERE key = "
                                                         "'games'")
                                              .arg(QLatin1String(count))});
        QString error;
        QVERIFY(!test::openAndWait(m_window->files(), path, &error));
        QVERIFY2(error.contains(QStringLiteral("is damaged")) && error.contains(QLatin1String(count)),
                 qPrintable(error));
        QVERIFY(!panel() || !panel()->hasDatabase());
    }
}

// A search SQLite cannot carry out says why instead of finding nothing: here the chunks' headers
// are a view whose rows fail when read (abs() of the smallest integer overflows), which opening
// the database does not read.
void TestDatabase::failedHeaderSearchSaysWhy()
{
    const QString path = changedCopy(m_db, m_dir.filePath(QStringLiteral("failing.ferzdb")),
                                     {"ALTER TABLE heads RENAME TO heads0",
                                      "CREATE VIEW heads AS SELECT id, data FROM heads0 WHERE "
                                      "abs(-9223372036854775807 - 1) > 0"});
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), path, &error), qPrintable(error));
    typeText(panel()->playerBox(), QStringLiteral("kasparov"));
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    waitForSearch();
    const QString status = panel()->gamesStatus()->text();
    QVERIFY2(status.contains(QStringLiteral("cannot be read")) && status.contains(QStringLiteral("integer overflow")),
             qPrintable(status));
}

// A game's moves of a byte no move is written as: a position search that must replay it (the
// position lies past the opening lines) skips it and names it.
void TestDatabase::damagedGamesAreNamed()
{
    db::GameDatabase pristine;
    QVERIFY(pristine.open(m_db));
    constexpr int Ply = db::MaxLineDepth + 6;
    int game = 0;
    GameTree tree;
    for (int id = 1; id <= pristine.count() && !game; ++id)
        if (pristine.readGame(id, tree) && tree.startPosition() == Position() && tree.mainLine().size() > Ply + 10)
            game = id;
    QVERIFY(game > 0);
    const GameNode *node = tree.root();
    for (int ply = 0; ply < Ply; ++ply)
        node = node->mainChild();
    const Position target = node->position();
    const auto all = db::findPosition(pristine, target, 1);
    QVERIFY(all && all->damaged.empty());
    QVERIFY(std::any_of(all->matches.begin(), all->matches.end(),
                        [&](const db::PositionMatch &m) { return m.game == game; }));
    const auto [k, i] = pristine.chunkOf(game);
    const db::GameDatabase::ChunkInfo &chunk = pristine.chunks()[static_cast<std::size_t>(k)];
    std::string whole;
    QVERIFY(pristine.readRow(db::Part::Moves, k, whole));
    // The game's block of the chunk's moves, as the file holds it.
    const int block = i / db::MoveBlockGames;
    std::string row = db::splitMoves(whole, chunk.games).at(static_cast<std::size_t>(block));
    const db::PartsView moves(row, db::gamesInBlock(chunk.games, block));
    QVERIFY(moves.valid());
    const std::string_view bytes = moves.at(i % db::MoveBlockGames);
    row.replace(static_cast<std::size_t>(bytes.data() - row.data()), bytes.size(), std::string(bytes.size(), '\x0f'));
    const QString path = changedCopy(m_db, m_dir.filePath(QStringLiteral("record.ferzdb")),
                                     {QStringLiteral("UPDATE moves SET data = x'%1' WHERE id = %2")
                                          .arg(QString::fromLatin1(QByteArray::fromStdString(row).toHex()))
                                          .arg(db::moveBlockId(chunk.id, block))});
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), path, &error), qPrintable(error));
    QVERIFY(m_window->workspace()->startFrom(target, GameSession::Kind::Review));
    m_window->findChild<QAction *>(QStringLiteral("positionGames"))->trigger();
    waitForSearch();
    QCOMPARE(panel()->matchesModel()->rowCount(), static_cast<int>(all->matches.size()) - 1);
    const QString status = panel()->positionStatus()->text();
    QVERIFY2(status.contains(QStringLiteral("1 damaged game skipped: %1.").arg(game)), qPrintable(status));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestDatabase>(argc, argv, "tst_database");
}

#include "tst_database.moc"
