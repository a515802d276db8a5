// SPDX-License-Identifier: GPL-3.0-or-later
// Editing a game database from the real main window (Database ▸ Add the Game to the Database,
// Save into a database game, Del in the list of games with Undo and Remove Marked Games, Find
// Duplicate Games and its merge, Export the Listed Games to PGN), each change checked by opening
// the file again on a connection of the test's own.
#include "core/db/duplicates.h"
#include "core/db/pgnimport.h"
#include "tests/core/pgntesthelpers.h"
#include "tests/ui/uitest.h"
#include "ui/database/databasecommands.h"
#include "ui/database/databaseedits.h"
#include "ui/database/databasepanel.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gametable.h"
#include "ui/session/workspace.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFont>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <map>

using namespace ferz;
using namespace ferz::test;

class TestDatabaseEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void addTheGameThenSaveIntoIt();
    void saveReplacesTheGameInPlace();
    void deleteUndoThenRemove();
    void marksAreSettledBeforeLeaving();
    void duplicatesMergeKeepsTheAnnotatedCopy();
    void exportTheSearchResult();

private:
    DatabasePanel *panel() const { return m_window->findChild<DatabasePanel *>(); }
    DatabaseEdits *edits() const { return m_window->findChild<DatabaseCommands *>()->edits(); }
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }
    void openDatabase();
    void save();
    // The games of the file, read on a connection of the test's own.
    static std::vector<GameTree> gamesOf(const QString &path);

    QTemporaryDir m_dir;
    QString m_imported, m_db, m_single;
    MainWindow *m_window = nullptr;
};

void TestDatabaseEditing::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString pgn = m_dir.filePath("all.pgn");
    QVERIFY(writeAllTestFiles(pgn));
    m_imported = m_dir.filePath("imported.ferzdb");
    QVERIFY(db::importPgn(pgn, m_imported, {}, {}).games > 100);
    m_single = m_dir.filePath("single.pgn");
    QFile single(m_single);
    QVERIFY(single.open(QIODevice::WriteOnly));
    single.write("[Event \"Added\"]\n[White \"Kasparov, G\"]\n[Black \"Anand, V\"]\n[Result \"1-0\"]\n\n"
                 "1. e4 e5 2. Nf3 Nc6 3. Bb5 {the Spanish} a6 1-0\n");
}

void TestDatabaseEditing::init()
{
    m_db = m_dir.filePath(QStringLiteral("%1.ferzdb").arg(QTest::currentTestFunction()));
    QFile::remove(m_db);
    QVERIFY(QFile::copy(m_imported, m_db));
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestDatabaseEditing::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestDatabaseEditing::openDatabase()
{
    QString error;
    QVERIFY2(openAndWait(m_window->files(), m_db, &error), qPrintable(error));
    QVERIFY(panel()->hasDatabase());
}

void TestDatabaseEditing::save()
{
    m_window->activateWindow();
    QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!m_window->session()->isModified());
}

std::vector<GameTree> TestDatabaseEditing::gamesOf(const QString &path)
{
    db::GameDatabase database;
    std::vector<GameTree> games;
    if (!database.open(path))
        return games;
    games.resize(static_cast<std::size_t>(database.count()));
    for (int id = 1; id <= database.count(); ++id)
        if (!database.readGame(id, games[static_cast<std::size_t>(id - 1)]))
            return {};
    return games;
}

// The reviewed game goes to the end of the database; an edit of it is then saved into it by Ctrl+S.
void TestDatabaseEditing::addTheGameThenSaveIntoIt()
{
    const std::vector<GameTree> before = gamesOf(m_db);
    openDatabase();
    QString error;
    QVERIFY2(openAndWait(m_window->files(), m_single, &error), qPrintable(error));
    action("addToDatabase")->trigger();
    QCOMPARE(panel()->database()->count(), static_cast<int>(before.size()) + 1);
    QCOMPARE(panel()->gamesModel()->rowCount(), static_cast<int>(before.size()) + 1);
    QVERIFY2(m_window->messageText().contains(QString::number(before.size() + 1)), qPrintable(m_window->messageText()));

    GameSession *session = m_window->session();
    GameNode *last = session->tree().root();
    while (last->mainChild())
        last = last->mainChild();
    session->setComments(last, "", "A fair move");
    QVERIFY(session->isModified());
    save();

    const std::vector<GameTree> after = gamesOf(m_db);
    QCOMPARE(after.size(), before.size() + 1);
    for (std::size_t i = 0; i < before.size(); ++i)
        QVERIFY(after[i] == before[i]);
    QVERIFY(after.back() == session->tree());
    QCOMPARE(after.back().tag("Event"), std::string("Added"));
    // Save wrote into the database, not into the PGN file the game was read from.
    QFile single(m_single);
    QVERIFY(single.open(QIODevice::ReadOnly));
    QVERIFY(!single.readAll().contains("A fair move"));
}

// A game chosen in the panel, edited and saved with Ctrl+S, takes its own place; the rest stay.
void TestDatabaseEditing::saveReplacesTheGameInPlace()
{
    const std::vector<GameTree> before = gamesOf(m_db);
    openDatabase();
    GameTable *games = panel()->gameTable();
    emit games->activated(games->model()->index(4, 0));
    QVERIFY(m_window->session()->tree() == before[4]);
    GameSession *session = m_window->session();
    session->setComments(session->tree().root()->mainChild(), "", "Replaced in place");
    std::vector<GameTree::Tag> tags = session->tree().tags();
    for (GameTree::Tag &tag : tags)
        if (tag.first == "White")
            tag.second = "Edited, Player";
    session->setTags(tags);
    save();
    // The list shows the game as saved.
    QCOMPARE(panel()->gamesModel()->index(4, GameListModel::White).data().toString(), QStringLiteral("Edited, Player"));
    QVERIFY2(m_window->messageText().contains(QStringLiteral("Game 5")), qPrintable(m_window->messageText()));
    const std::vector<GameTree> after = gamesOf(m_db);
    QCOMPARE(after.size(), before.size());
    for (std::size_t i = 0; i < before.size(); ++i)
        QVERIFY(i == 4 ? after[i] == session->tree() && !(after[i] == before[i]) : after[i] == before[i]);

    // Another program's change of that game is not overwritten.
    {
        db::GameDatabase other;
        QVERIFY(other.open(m_db));
        GameTree changed;
        QVERIFY(other.readGame(5, changed));
        changed.setTag("Annotator", "Someone else");
        QVERIFY(other.replaceGame(5, changed));
    }
    session->setComments(session->tree().root()->mainChild(), "", "Mine");
    auto answer = answerNextDialog(QString(), QMessageBox::Cancel);
    QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(answer->answered());
    QVERIFY2(answer->text().contains(QStringLiteral("no longer")), qPrintable(answer->text()));
    QCOMPARE(gamesOf(m_db)[4].tag("Annotator"), std::string("Someone else"));
}

// Del marks the games chosen (struck out, nothing written), Undo takes the mark back, Remove
// Marked Games removes them; the game on the board keeps its place among those after them.
void TestDatabaseEditing::deleteUndoThenRemove()
{
    const std::vector<GameTree> before = gamesOf(m_db);
    openDatabase();
    GameTable *games = panel()->gameTable();
    emit games->activated(games->model()->index(9, 0)); // game 10 on the board
    games->setFocus();
    QItemSelectionModel *selection = games->selectionModel();
    selection->select(games->model()->index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection->select(games->model()->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keyClick(games, Qt::Key_Delete);
    QCOMPARE(edits()->marked(), (std::set<int> {2, 3}));
    QVERIFY(games->model()->index(1, 1).data(Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(!games->model()->index(3, 1).data(Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(edits()->bar()->isVisible());
    QVERIFY(gamesOf(m_db).size() == before.size()); // marks are not written

    click(edits()->undoButton());
    QVERIFY(edits()->marked().empty());
    QVERIFY(!games->model()->index(1, 1).data(Qt::FontRole).value<QFont>().strikeOut());

    // Back to the list (the button had the keyboard), marked one game at a time.
    games->setFocus();
    selection->select(games->model()->index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(games, Qt::Key_Delete);
    selection->select(games->model()->index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(games, Qt::Key_Delete);
    QCOMPARE(edits()->marked(), (std::set<int> {2, 3}));
    click(edits()->removeButton());
    QVERIFY(edits()->marked().empty());
    QCOMPARE(panel()->gamesModel()->rowCount(), static_cast<int>(before.size()) - 2);

    std::vector<std::size_t> kept; // the places before of the games left
    for (std::size_t i = 0; i < before.size(); ++i)
        if (i != 1 && i != 2)
            kept.push_back(i);
    std::vector<GameTree> after = gamesOf(m_db);
    QCOMPARE(after.size(), kept.size());
    for (std::size_t i = 0; i < after.size(); ++i)
        QVERIFY(after[i] == before[kept[i]]);

    // Game 10 is game 8 now, and Save writes there.
    GameSession *session = m_window->session();
    QCOMPARE(session->source().index, 7);
    session->setComments(session->tree().root(), "", "After the removal");
    save();
    after = gamesOf(m_db);
    QVERIFY(after[7] == session->tree());
    QVERIFY(after[6] == before[kept[6]] && after[8] == before[kept[8]]);
}

// Games marked for deletion are not dropped without a word: opening another database, or closing
// Ferz, asks first. Cancel keeps the database and its marks; Keep Them drops the marks and leaves
// the file as it was; Remove Them removes the games, then goes on.
void TestDatabaseEditing::marksAreSettledBeforeLeaving()
{
    const std::size_t before = gamesOf(m_db).size();
    const QString other = m_dir.filePath(QStringLiteral("other.ferzdb"));
    QFile::remove(other);
    QVERIFY(QFile::copy(m_imported, other));
    openDatabase();
    GameTable *games = panel()->gameTable();
    // Del is a shortcut of the window, which a message box leaves inactive here (offscreen).
    const auto mark = [&](std::initializer_list<int> rows) {
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        games->setFocus();
        games->selectionModel()->clearSelection();
        for (const int row : rows)
            games->selectionModel()->select(games->model()->index(row, 0),
                                            QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QTest::keyClick(games, Qt::Key_Delete);
    };
    mark({1});
    QCOMPARE(edits()->marked(), (std::set<int> {2}));

    QString error;
    {
        auto answer = answerNextDialog(QString(), QMessageBox::Cancel);
        QVERIFY(!openAndWait(m_window->files(), other, &error));
        QVERIFY(answer->answered());
        QCOMPARE(answer->text(),
                 QStringLiteral("%1 still holds 1 game marked for deletion. Remove the marked games now?")
                     .arg(QDir::toNativeSeparators(m_db)));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    QCOMPARE(panel()->databasePath(), m_db);
    QCOMPARE(edits()->marked(), (std::set<int> {2}));

    {
        auto answer = answerNextDialog(QStringLiteral("keepThem"));
        QVERIFY2(openAndWait(m_window->files(), other, &error), qPrintable(error));
        QVERIFY(answer->answered());
    }
    QCOMPARE(panel()->databasePath(), other);
    QVERIFY(edits()->marked().empty());
    QCOMPARE(gamesOf(m_db).size(), before);

    // Closing Ferz with two games of the other database marked: removed, then closed.
    mark({0, 4});
    QCOMPARE(edits()->marked(), (std::set<int> {1, 5}));
    {
        auto answer = answerNextDialog(QStringLiteral("removeThem"));
        QVERIFY(m_window->close());
        QVERIFY(answer->answered());
        QVERIFY2(answer->text().contains(QStringLiteral(" 2 games marked")), qPrintable(answer->text()));
    }
    QCOMPARE(gamesOf(other).size(), before - 2);
    QCOMPARE(gamesOf(m_db).size(), before);
}

// Two more copies of game 2 (one with comments, a symbol and a variation) are found with every
// other set the database has, as an independent comparison of players and moves finds them; the
// merge leaves one game of each set, the annotated copy at the place of the first.
void TestDatabaseEditing::duplicatesMergeKeepsTheAnnotatedCopy()
{
    GameTree annotated;
    {
        db::GameDatabase database;
        QVERIFY(database.open(m_db));
        GameTree plain;
        QVERIFY(database.readGame(2, plain));
        QVERIFY(database.readGame(2, annotated));
        GameNode *first = annotated.root()->mainChild();
        QVERIFY(first && first->mainChild());
        first->annotations().commentAfter = "The annotated copy";
        first->annotations().nags = {1};
        const MoveList others = first->position().legalMoves();
        const Move played = first->mainChild()->move();
        const Move other = others[0] == played ? others[1] : others[0];
        QVERIFY(annotated.appendMove(first, other) != nullptr);
        QVERIFY(database.addGames({&plain, &annotated}));
    }
    const std::vector<GameTree> before = gamesOf(m_db);
    std::map<std::string, std::vector<int>> byKey;
    for (std::size_t i = 0; i < before.size(); ++i) {
        std::string key =
            before[i].tag("White") + '\n' + before[i].tag("Black") + '\n' + before[i].startPosition().fen();
        for (const GameNode *n = before[i].root()->mainChild(); n; n = n->mainChild())
            key += '|' + n->position().fen();
        byKey[key].push_back(static_cast<int>(i) + 1);
    }
    std::vector<std::vector<int>> expected;
    for (const auto &[key, numbers] : byKey)
        if (numbers.size() > 1)
            expected.push_back(numbers);
    std::sort(expected.begin(), expected.end());
    QVERIFY(std::find(expected.begin(), expected.end(),
                      std::vector<int> {2, static_cast<int>(before.size()) - 1, static_cast<int>(before.size())})
            != expected.end());

    openDatabase();
    // While the search runs the bar says so, with its progress and a Stop button; stopped, it
    // finds nothing and says so.
    QSignalSpy found(edits(), &DatabaseEdits::duplicatesFound);
    QSignalSpy messages(m_window->workspace(), &Workspace::message);
    action("findDuplicates")->trigger();
    QVERIFY(edits()->stopButton()->isVisible() && edits()->progressBar()->isVisible());
    QVERIFY2(edits()->barText()->text().startsWith(QStringLiteral("Looking for duplicate games in ")),
             qPrintable(edits()->barText()->text()));
    click(edits()->stopButton());
    QVERIFY(!edits()->stopButton()->isVisible() && !edits()->progressBar()->isVisible());
    QCOMPARE(messages.last().at(0).toString(), QStringLiteral("The search for duplicate games was stopped."));
    QTest::qWait(200);
    QCOMPARE(found.count(), 0);
    QVERIFY(edits()->duplicates().empty());

    action("findDuplicates")->trigger();
    QVERIFY(found.wait(20000));
    QCOMPARE(edits()->progressBar()->maximum(), 1000); // it was told how far the search was
    QVERIFY(!edits()->stopButton()->isVisible());
    QCOMPARE(edits()->duplicates(), expected);
    int listed = 0, removed = 0;
    for (const std::vector<int> &set : expected) {
        listed += static_cast<int>(set.size());
        removed += static_cast<int>(set.size()) - 1;
    }
    QCOMPARE(panel()->gamesModel()->rowCount(), listed);
    QVERIFY(edits()->mergeButton()->isVisible());
    click(edits()->mergeButton());

    const std::vector<GameTree> after = gamesOf(m_db);
    QCOMPARE(after.size(), before.size() - static_cast<std::size_t>(removed));
    QVERIFY(after[1] == annotated);
    QCOMPARE(panel()->gamesModel()->rowCount(), static_cast<int>(after.size()));
    db::GameDatabase again;
    QVERIFY(again.open(m_db));
    QVERIFY(db::findDuplicates(again)->empty());

    // Searched again, none: the list stays whole, and the bar says so.
    action("findDuplicates")->trigger();
    QVERIFY(found.wait(20000));
    QVERIFY(edits()->duplicates().empty());
    QCOMPARE(panel()->gamesModel()->rowCount(), static_cast<int>(after.size()));
    QCOMPARE(messages.last().at(0).toString(),
             QStringLiteral("%1 has no duplicate games.").arg(QDir::toNativeSeparators(m_db)));
}

// The games a header search lists go to a PGN file, each as the database holds it.
void TestDatabaseEditing::exportTheSearchResult()
{
    openDatabase();
    panel()->playerBox()->setText(QStringLiteral("Huebner"));
    click(panel()->searchButton());
    QTRY_VERIFY_WITH_TIMEOUT(!panel()->isSearching(), 20000);
    const int listed = panel()->gamesModel()->rowCount();
    QVERIFY(listed > 1);
    const QString pgn = m_dir.filePath("found.pgn");
    QSignalSpy ended(edits(), &DatabaseEdits::exportEnded);
    auto answer = answerDialogs({chooseFile(pgn)});
    action("exportListed")->trigger();
    QVERIFY(ended.wait(20000));
    QCOMPARE(ended.first().first().toBool(), true);
    QVERIFY2(m_window->messageText().contains(QString::number(listed)), qPrintable(m_window->messageText()));

    const std::vector<PgnGame> read = readFile(pgn);
    QCOMPARE(static_cast<int>(read.size()), listed);
    db::GameDatabase database;
    QVERIFY(database.open(m_db));
    for (int row = 0; row < listed; ++row) {
        GameTree game;
        QVERIFY(database.readGame(panel()->gamesModel()->gameAt(row), game));
        QVERIFY(read[static_cast<std::size_t>(row)].errors.empty());
        QVERIFY(read[static_cast<std::size_t>(row)].tree == game);
        QVERIFY(textContains(game.tag("White") + game.tag("Black"), "Huebner"));
    }
}

QTEST_MAIN(TestDatabaseEditing)
#include "tst_databaseediting.moc"
