// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing the user made is lost or written into the wrong place, through the real window: a file
// changed on disk by another program while a game of it is edited, a game read only up to an
// error, a file deleted or shortened before the save, an autosave written from one folder and
// restored from another, a file of many games replaced by fewer, damaged autosave files, a game
// discarded on quitting, a resigned game restored after a crash, and a file of CR LF line ends.
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnwriter.h"
#include "tests/testfiles.h"
#include "tests/threegames.h"
#include "tests/ui/uitest.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/filecommands.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableView>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

namespace {

int gameCount(const QString &path)
{
    PgnFile database;
    return database.open(path) ? database.count() : -1;
}

} // namespace

class TestSaving : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fileChangedOnDiskWhileAGameIsEdited();
    void gameChangedByAnotherProgramIsNotOverwritten();
    void unreadMovesAreKept();
    void deletedFileSavedAsFromMemory();
    void failedSaveSaysWhyOnTheMessageLine();
    void shortenedFileSaysWhy();
    void saveAsIntoAMissingFolderSaysWhy();
    void autosaveKeepsTheAbsolutePath();
    void fewerGamesReplaceAFileOnlyWhenAsked();
    void damagedAutosavesAreAllKept();
    void discardedGameIsNotOfferedBack();
    void restoredResignedGameKeepsItsEnding();
    void crlfFileKeepsItsLineEnds();

private:
    // Opens the three-game file, shows game `index` and marks its first move with "!".
    void openAndEdit(int index);
    GameSession *session() const { return m_window->session(); }

    QTemporaryDir m_dir;
    QString m_path;
    MainWindow *m_window = nullptr;
};

void TestSaving::init()
{
    autosave::remove();
    m_path = m_dir.filePath(QStringLiteral("games.pgn"));
    write(m_path, ThreeGames);
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestSaving::cleanup()
{
    m_window->workspace()->setLeaveQuestion(nullptr);
    delete m_window;
    m_window = nullptr;
}

void TestSaving::openAndEdit(int index)
{
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), m_path, &error), qPrintable(error));
    QVERIFY(m_window->workspace()->openGame(index) || index == 0);
    QCOMPARE(session()->source().index, index);
    session()->goForward();
    session()->toggleNag(1);
    QVERIFY(session()->isModified());
}

void TestSaving::fileChangedOnDiskWhileAGameIsEdited()
{
    openAndEdit(1);
    write(m_path, PrependedGame + ThreeGames); // a broadcast adds a game at the top
    QVERIFY(m_window->files()->save());
    QVERIFY(!session()->isModified());
    QVERIFY2(m_window->messageText().contains("changed by another program"), qPrintable(m_window->messageText()));
    const QByteArray after = bytes(m_path);
    // The game that came in, the game before and the game after are as they were.
    const qsizetype second = ThreeGames.indexOf("[Event \"E\"]\n[White \"W2\"]");
    const qsizetype third = ThreeGames.indexOf("[Event \"E\"]\n[White \"W3\"]");
    QVERIFY(after.startsWith(PrependedGame + ThreeGames.left(second)));
    QVERIFY(after.endsWith(ThreeGames.mid(third)));
    QVERIFY(after.contains("1. d4 $1 d5 *"));
    QCOMPARE(gameCount(m_path), 4);
    QCOMPARE(session()->source().index, 2);
}

void TestSaving::gameChangedByAnotherProgramIsNotOverwritten()
{
    openAndEdit(1);
    QByteArray changed = ThreeGames;
    changed.replace("1. d4 d5 *", "1. d4 Nf6 2. c4 *");
    write(m_path, changed);
    // Ctrl+S says why it cannot save there and offers Save As; the user picks another file.
    const QString elsewhere = m_dir.filePath(QStringLiteral("mine.pgn"));
    const auto answers = answerDialogs(
        {clickButton(QStringLiteral("saveAs")), chooseFile(elsewhere), clickButton(QString(), QMessageBox::Ok)});
    QVERIFY(m_window->files()->save());
    QVERIFY(answers->answered());
    QVERIFY2(answers->text(0).contains("another program changed this game"), qPrintable(answers->text(0)));
    QVERIFY2(answers->text(2).startsWith("Saved this game alone to"), qPrintable(answers->text(2)));
    QCOMPARE(bytes(m_path), changed);
    QCOMPARE(gameCount(elsewhere), 1);
    QVERIFY(bytes(elsewhere).contains("1. d4 $1 d5 *"));
    QCOMPARE(session()->filePath(), elsewhere);
}

void TestSaving::unreadMovesAreKept()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.pgn"));
    const QByteArray broken = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 Nc6 3. Bb5 1-0\n";
    write(path, broken);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), path, &error), qPrintable(error));
    QCOMPARE(session()->kind(), GameSession::Kind::Review);
    QVERIFY2(m_window->messageText().contains("Game 1 was read up to an error"), qPrintable(m_window->messageText()));
    session()->goToEnd();
    session()->playMove(Move(parseSquare("g1"), parseSquare("f3")));
    QCOMPARE(session()->tree().mainLine().size(), std::size_t(3));
    {
        // Not without a word: the user is asked, and may keep the file as it is.
        const auto cancel = answerNextDialog(QString(), QMessageBox::Cancel);
        QVERIFY(!m_window->files()->save());
        QVERIFY(cancel->answered());
        QVERIFY2(cancel->text().contains("2. Ke3 Nc6 3. Bb5"), qPrintable(cancel->text()));
        QCOMPARE(bytes(path), broken);
    }
    const auto keep = answerNextDialog(QString(), QMessageBox::Save);
    QVERIFY(m_window->files()->save());
    QVERIFY(keep->answered());
    const QByteArray saved = bytes(path);
    QVERIFY2(saved.contains("2. Nf3 {Not read by Ferz: 2. Ke3 Nc6 3. Bb5} 1-0"), saved.constData());
    // The file reads without an error now, and the unread moves are there for the user to mend.
    PgnFile database;
    QVERIFY(database.open(path));
    PgnGame game;
    QVERIFY(database.readAt(0, game));
    QVERIFY(game.errors.empty());
}

void TestSaving::deletedFileSavedAsFromMemory()
{
    openAndEdit(1);
    QVERIFY(QFile::remove(m_path));
    const QString copy = m_dir.filePath(QStringLiteral("rescued.pgn"));
    const auto answers = answerDialogs(
        {clickButton(QStringLiteral("saveAs")), chooseFile(copy), clickButton(QString(), QMessageBox::Ok)});
    QVERIFY(m_window->files()->save());
    QVERIFY(answers->answered());
    const QString why = answers->text(0);
    QVERIFY2(why.contains(QDir::toNativeSeparators(m_path)) && why.contains("no longer there"), qPrintable(why));
    QCOMPARE(gameCount(copy), 1);
    QVERIFY(bytes(copy).contains("[White \"W2\"]"));
    QVERIFY(bytes(copy).contains("1. d4 $1 d5 *"));
    QVERIFY(!session()->isModified());
    // The list follows the new file, of this game alone: none of the deleted file's games is left.
    auto *list = m_window->findChild<GameListWidget *>(QStringLiteral("gameList"));
    QVERIFY(!list->isVisible());
    QCOMPARE(list->table()->model()->rowCount(), 1);
    QCOMPARE(list->table()->model()->index(0, GameListModel::White).data().toString(), QStringLiteral("W2"));
}

// A save that fails says so on the message line too, in place of the last "Saved to"; the
// refusal's Save As is a button, and Cancel keeps the game as it is.
void TestSaving::failedSaveSaysWhyOnTheMessageLine()
{
    openAndEdit(1);
    QVERIFY(m_window->files()->save());
    QVERIFY2(m_window->messageText().contains("saved into"), qPrintable(m_window->messageText()));
    session()->toggleNag(2);
    QVERIFY(QFile::remove(m_path));
    const auto cancel = answerNextDialog(QString(), QMessageBox::Cancel);
    QVERIFY(!m_window->files()->save());
    QVERIFY(cancel->answered());
    QVERIFY2(cancel->text().contains("Save As writes"), qPrintable(cancel->text()));
    QVERIFY2(m_window->messageText().contains("no longer there"), qPrintable(m_window->messageText()));
    QVERIFY(session()->isModified());
}

void TestSaving::shortenedFileSaysWhy()
{
    openAndEdit(1);
    write(m_path, ThreeGames.left(ThreeGames.indexOf("1. d4"))); // cut inside the game
    const auto answers = answerDialogs({clickButton(QStringLiteral("saveAs")), chooseFile(QString())});
    QVERIFY(!m_window->files()->save());
    QVERIFY(answers->answered());
    const QString message = answers->text(0);
    QVERIFY2(message.contains(QDir::toNativeSeparators(m_path)), qPrintable(message));
    QVERIFY2(!message.contains("Unknown error"), qPrintable(message));
    QVERIFY(session()->isModified());
}

void TestSaving::saveAsIntoAMissingFolderSaysWhy()
{
    openAndEdit(0);
    const QString target = m_dir.filePath(QStringLiteral("no/such/folder/game.pgn"));
    const GameSession::SaveResult result = session()->saveAs(target);
    QVERIFY(!result.ok);
    QCOMPARE(result.message,
             QStringLiteral("Cannot write %1: the folder %2 does not exist.")
                 .arg(QDir::toNativeSeparators(target),
                      QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("no/such/folder")))));
}

void TestSaving::autosaveKeepsTheAbsolutePath()
{
    const QString start = QDir::currentPath();
    QDir::setCurrent(m_dir.path());
    m_window->setAutosaveEnabled(true);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), QStringLiteral("games.pgn"), &error), qPrintable(error));
    QVERIFY(m_window->workspace()->openGame(2));
    session()->goForward();
    session()->toggleNag(3);
    QFile record(autosave::path());
    QVERIFY(record.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(record.readAll())
                 .object()
                 .value("games")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("file")
                 .toString(),
             m_path);
    record.close();

    // After a crash, Ferz starts from another folder.
    QDir::setCurrent(QDir::rootPath());
    MainWindow second;
    QVERIFY(second.offerAutosave(false));
    QDir::setCurrent(start);
    QTRY_COMPARE(second.session()->filePath(), m_path);
    QCOMPARE(second.session()->source().index, 2);
    QVERIFY(second.session()->isModified());
    QVERIFY(second.files()->save());
    QCOMPARE(gameCount(m_path), 3);
    QVERIFY(bytes(m_path).contains("1. c4 $3 c5 *"));
    QVERIFY(bytes(m_path).startsWith(ThreeGames.left(ThreeGames.indexOf("[Event \"E\"]\n[White \"W3\"]"))));
}

void TestSaving::fewerGamesReplaceAFileOnlyWhenAsked()
{
    // A game of no file (pasted) is saved as the three-game file: not without asking.
    QString error;
    QVERIFY(m_window->workspace()->paste(QStringLiteral("1. f4 e5 *"), &error));
    {
        const auto cancel = answerNextDialog(QString(), QMessageBox::Cancel);
        QVERIFY(!m_window->files()->saveAs(m_path));
        QVERIFY(cancel->answered());
        QVERIFY2(cancel->text().contains("holds 3 games"), qPrintable(cancel->text()));
        QCOMPARE(bytes(m_path), ThreeGames);
    }
    const auto yes = answerNextDialog(QString(), QMessageBox::Yes);
    QVERIFY(m_window->files()->saveAs(m_path));
    QVERIFY(yes->answered());
    QCOMPARE(gameCount(m_path), 1);
}

void TestSaving::damagedAutosavesAreAllKept()
{
    const QString folder = QFileInfo(autosave::path()).path();
    for (const QString &old : QDir(folder).entryList({QStringLiteral("autosave.json.corrupt-*")}))
        QFile::remove(folder + QLatin1Char('/') + old);
    QStringList messages;
    for (const char *damage : {"{\"format\": \"ferz-autosave\", \"version\": 2, \"pgn\": ", "not JSON at all"}) {
        QDir().mkpath(folder);
        write(autosave::path(), damage);
        MainWindow window;
        QVERIFY(!window.offerAutosave(false));
        messages << window.messageText();
        QVERIFY(!QFile::exists(autosave::path()));
    }
    const QStringList aside = QDir(folder).entryList({QStringLiteral("autosave.json.corrupt-*")});
    QCOMPARE(aside.size(), 2);
    // Each message names the file it set aside, a different one each time.
    QStringList named;
    for (const QString &message : messages) {
        QVERIFY2(message.startsWith("The autosaved game could not be read (not valid JSON"), qPrintable(message));
        for (const QString &name : aside)
            if (message.endsWith(QDir::toNativeSeparators(folder + QLatin1Char('/') + name) + QLatin1Char('.')))
                named << name;
    }
    named.sort();
    QCOMPARE(named, aside);
}

void TestSaving::discardedGameIsNotOfferedBack()
{
    m_window->setAutosaveEnabled(true);
    m_window->workspace()->newGame({});
    session()->playMove(Move(parseSquare("e2"), parseSquare("e4")));
    qobject_cast<PlaySession *>(session())->resign(Color::Black);
    QVERIFY(QFile::exists(autosave::path()));
    const auto discard = answerNextDialog(QString(), QMessageBox::Discard);
    QVERIFY(m_window->close());
    QVERIFY(discard->answered());
    QVERIFY(!QFile::exists(autosave::path()));
    MainWindow next;
    QVERIFY(!next.offerAutosave(false));
}

void TestSaving::restoredResignedGameKeepsItsEnding()
{
    m_window->setAutosaveEnabled(true);
    m_window->workspace()->newGame({});
    session()->playMove(Move(parseSquare("e2"), parseSquare("e4")));
    qobject_cast<PlaySession *>(session())->resign(Color::Black);
    const QString ended = m_window->statusText();

    // Ferz dies before the game is saved; the next start offers a finished game, not one in progress.
    MainWindow next;
    const auto yes = answerNextDialog(QString(), QMessageBox::Yes);
    QVERIFY(next.offerAutosave(true));
    QVERIFY(yes->answered());
    QVERIFY2(yes->text().startsWith("A finished game (1 move)"), qPrintable(yes->text()));
    const Game &game = next.workspace()->playSession()->game();
    QCOMPARE(game.termination(), Termination::Resignation);
    QCOMPARE(game.endedBy(), Color::Black);
    QCOMPARE(next.statusText(), ended);
    QVERIFY2(next.messageText().contains("finished game was restored"), qPrintable(next.messageText()));
}

void TestSaving::crlfFileKeepsItsLineEnds()
{
    QByteArray crlf = ThreeGames;
    crlf.replace("\n", "\r\n");
    write(m_path, crlf);
    openAndEdit(1);
    QVERIFY(m_window->files()->save());
    const QByteArray saved = bytes(m_path);
    QVERIFY(saved.contains("1. d4 $1 d5 *\r\n"));
    QCOMPARE(saved.count('\n'), saved.count("\r\n"));
    QCOMPARE(gameCount(m_path), 3);
    // Saved twice, the game is found where it was and the file stays one of CR LF.
    session()->toggleNag(1);
    session()->toggleNag(2);
    QVERIFY(m_window->files()->save());
    QCOMPARE(bytes(m_path).count('\n'), bytes(m_path).count("\r\n"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestSaving>(argc, argv, "tst_saving");
}

#include "tst_saving.moc"
