// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing is lost on a full disk, through the real window: on a 2 MB tmpfs filled to its last byte
// (tests/fulldisk.sh mounts it; FERZ_FULL_DISK names it), saving into a file of twenty games,
// Save As over a file and into a new one, and the autosave all fail with the system's reason, the
// files on disk stay byte for byte what they were, and the window stays marked modified; so do
// the window's export (PDF and web page) and its import into a game database. The
// autosave's failure is said once and retried until there is room again; an autosave folder on a
// read-only mount is said too. The settings stay as they were, and the window says why.
#include "core/autosave/autosaverecord.h"
#include "tests/testfiles.h"
#include "tests/ui/uitest.h"
#include "ui/database/databasecommands.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/filecommands.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace ferz;
using namespace ferz::test;

namespace {

const char *const NoSpace = "No space left on device";

QString disk()
{
    return qEnvironmentVariable("FERZ_FULL_DISK");
}

QString onDisk(const char *name)
{
    return disk() + QLatin1Char('/') + QLatin1String(name);
}

// Twenty annotated games, about 14 KB: small enough for the buffered writes that hid the fault.
QByteArray twentyGames()
{
    QByteArray text;
    for (int i = 1; i <= 20; ++i)
        text += QStringLiteral(
                    "[Event \"Club championship\"]\n[Site \"Moscow\"]\n[Date \"2026.03.%1\"]\n[Round \"%1\"]\n"
                    "[White \"Player %1\"]\n[Black \"Opponent %1\"]\n[Result \"1-0\"]\n[WhiteElo \"2412\"]\n"
                    "[BlackElo \"2389\"]\n[ECO \"C95\"]\n[Opening \"Ruy Lopez, Closed, Breyer Defence\"]\n"
                    "[Annotator \"The club's coach\"]\n[EventDate \"2026.03.01\"]\n[PlyCount \"28\"]\n\n"
                    "1. e4 {The most popular first move.} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 "
                    "6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 {Breyer's plan: the knight goes round to d7, where it "
                    "supports e5 and frees c7 for the bishop.} 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 "
                    "13. Nf1 Bf8 14. Ng3 g6 {Both sides have completed their development; the fight "
                    "for the centre begins.} 1-0\n\n")
                    .arg(i)
                    .toUtf8();
    return text;
}

// Takes every free byte of the disk; true once a write was refused for want of space.
bool fill()
{
    const int fd = ::open(QFile::encodeName(onDisk("filler")).constData(), O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd < 0)
        return false;
    const QByteArray block(4096, 'x');
    for (qsizetype size = block.size(); size > 0; size /= 2)
        while (::write(fd, block.constData(), static_cast<size_t>(size)) == size) {}
    const bool full = errno == ENOSPC;
    ::close(fd);
    return full;
}

void makeRoom()
{
    QFile::remove(onDisk("filler"));
}

// The files in the disk's top folder, temporary files left behind included.
QStringList filesOnDisk()
{
    return QDir(disk()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveIntoTheFileKeepsEveryGame();
    void saveAsKeepsTheFileItWouldReplace();
    void gameOfNoFileIsNotSavedEmpty();
    void autosaveFailureIsSaidOnceAndRetried();
    void autosaveKeepsTheLastRecord();
    void readOnlyAutosaveFolderIsSaid();
    void settingsAreKeptAndTheFailureSaid();
    void exportKeepsTheEarlierFile_data();
    void exportKeepsTheEarlierFile();
    void importLeavesNoDatabase();

private:
    GameSession *session() const { return m_window->session(); }
    // Opens the twenty games, shows the first and comments on its first move.
    void openAndComment();
    // Plays a move for the side to move, by its squares.
    void play(const char *from, const char *to);

    QByteArray m_games;
    MainWindow *m_window = nullptr;
};

void TestFullDisk::initTestCase()
{
    QVERIFY2(!disk().isEmpty(), "run through tests/fulldisk.sh, which mounts the disk to fill");
    m_games = twentyGames();
    QVERIFY2(m_games.size() > 13000 && m_games.size() < 16000, QByteArray::number(m_games.size()).constData());
}

void TestFullDisk::init()
{
    makeRoom();
    autosave::remove();
    write(onDisk("games.pgn"), m_games);
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestFullDisk::cleanup()
{
    m_window->setAutosaveEnabled(false);
    m_window->workspace()->setLeaveQuestion(nullptr);
    delete m_window;
    m_window = nullptr;
    makeRoom();
    for (const QString &name : filesOnDisk())
        QFile::remove(disk() + QLatin1Char('/') + name);
}

void TestFullDisk::openAndComment()
{
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), onDisk("games.pgn"), &error), qPrintable(error));
    session()->goForward();
    session()->setComments(session()->current(), std::string(), "A new thought about 1. e4.");
    QVERIFY(session()->isModified());
    QVERIFY(m_window->isWindowModified());
}

void TestFullDisk::play(const char *from, const char *to)
{
    session()->playMove(Move(squareOf(from), squareOf(to)));
}

void TestFullDisk::saveIntoTheFileKeepsEveryGame()
{
    openAndComment();
    QVERIFY(fill());
    const auto warning = answerNextDialog(QString(), QMessageBox::Ok);
    QVERIFY(!m_window->files()->save());
    QVERIFY(warning->answered());
    QVERIFY2(warning->text().contains(NoSpace), qPrintable(warning->text()));
    QVERIFY2(warning->text().contains(QDir::toNativeSeparators(onDisk("games.pgn"))), qPrintable(warning->text()));
    QCOMPARE(bytes(onDisk("games.pgn")), m_games);
    QVERIFY(session()->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(filesOnDisk(), QStringList({"filler", "games.pgn"}));

    // With room again the same command saves, and only the one game changes.
    makeRoom();
    QVERIFY(m_window->files()->save());
    QVERIFY(!session()->isModified());
    const QByteArray saved = bytes(onDisk("games.pgn"));
    QVERIFY(saved.contains("1. e4 {A new thought about 1. e4.}"));
    QCOMPARE(saved.count("{The most popular first move.}"), 19);
    QCOMPARE(saved.count("[Event \"Club championship\"]"), 20);
}

void TestFullDisk::saveAsKeepsTheFileItWouldReplace()
{
    openAndComment();
    const QByteArray other = "[White \"Someone\"]\n[Black \"Else\"]\n[Result \"*\"]\n\n1. d4 *\n";
    write(onDisk("other.pgn"), other);
    QVERIFY(fill());
    for (const char *target : {"other.pgn", "new.pgn"}) {
        const auto warning = answerNextDialog(QString(), QMessageBox::Ok);
        QVERIFY(!m_window->files()->saveAs(onDisk(target)));
        QVERIFY(warning->answered());
        QVERIFY2(warning->text().contains(NoSpace), qPrintable(warning->text()));
        QVERIFY2(warning->text().contains(QDir::toNativeSeparators(onDisk(target))), qPrintable(warning->text()));
    }
    QCOMPARE(bytes(onDisk("other.pgn")), other);
    QCOMPARE(bytes(onDisk("games.pgn")), m_games);
    QCOMPARE(filesOnDisk(), QStringList({"filler", "games.pgn", "other.pgn"}));
    QCOMPARE(session()->filePath(), onDisk("games.pgn"));
    QVERIFY(m_window->isWindowModified());
    // Quitting now asks, since nothing was saved.
    const auto question = answerNextDialog(QString(), QMessageBox::Cancel);
    QVERIFY(!m_window->close());
    QVERIFY(question->answered());
}

void TestFullDisk::gameOfNoFileIsNotSavedEmpty()
{
    m_window->workspace()->newGame({});
    play("e2", "e4");
    QVERIFY(fill());
    const auto warning = answerNextDialog(QString(), QMessageBox::Ok);
    QVERIFY(!m_window->files()->saveAs(onDisk("played.pgn")));
    QVERIFY(warning->answered());
    QVERIFY2(warning->text().contains(NoSpace), qPrintable(warning->text()));
    QVERIFY(!QFile::exists(onDisk("played.pgn")));
    QVERIFY(session()->isModified());
    QCOMPARE(filesOnDisk(), QStringList({"filler", "games.pgn"}));
}

void TestFullDisk::autosaveFailureIsSaidOnceAndRetried()
{
    QSignalSpy messages(m_window->workspace(), &Workspace::message);
    const auto failures = [&] {
        int n = 0;
        for (const QList<QVariant> &m : messages)
            n += m.at(0).toString().contains("cannot be autosaved");
        return n;
    };
    m_window->setAutosaveEnabled(true);
    m_window->workspace()->newGame({});
    QVERIFY(fill());
    play("e2", "e4");
    QCOMPARE(failures(), 1);
    QVERIFY2(m_window->messageText().contains(NoSpace), qPrintable(m_window->messageText()));
    QVERIFY2(m_window->messageText().contains(QDir::toNativeSeparators(autosave::path())),
             qPrintable(m_window->messageText()));
    QVERIFY(!QFile::exists(autosave::path()));
    play("e7", "e5");
    play("g1", "f3");
    QCOMPARE(failures(), 1);

    // Nothing more is played; the game is kept as soon as there is room.
    makeRoom();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave::path()), 60000);
    QString problem;
    const std::vector<AutosaveRecord> records = autosave::read(&problem);
    QVERIFY2(records.size() == 1, qPrintable(problem));
    const AutosaveRecord *record = &records.front();
    QVERIFY(QByteArray::fromStdString(record->pgn).contains("1. e4 e5 2. Nf3"));
    QVERIFY(m_window->messageText().contains("autosaved again"));
    QCOMPARE(failures(), 1);
}

void TestFullDisk::autosaveKeepsTheLastRecord()
{
    m_window->setAutosaveEnabled(true);
    m_window->workspace()->newGame({});
    play("e2", "e4");
    const QByteArray kept = bytes(autosave::path());
    QVERIFY(kept.contains("1. e4"));
    QVERIFY(fill());
    play("e7", "e5");
    QCOMPARE(bytes(autosave::path()), kept);
}

void TestFullDisk::readOnlyAutosaveFolderIsSaid()
{
    const QString folder = QFileInfo(autosave::path()).path();
    QVERIFY(QDir().mkpath(folder));
    const QByteArray name = QFile::encodeName(folder);
    QVERIFY2(::mount(name.constData(), name.constData(), nullptr, MS_BIND, nullptr) == 0, std::strerror(errno));
    QVERIFY2(::mount(nullptr, name.constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) == 0,
             std::strerror(errno));
    m_window->setAutosaveEnabled(true);
    m_window->workspace()->newGame({});
    play("e2", "e4");
    const QString said = m_window->messageText();
    QVERIFY(::umount(name.constData()) == 0);
    QVERIFY2(said.contains("cannot be autosaved") && said.contains("Read-only file system"), qPrintable(said));
}

void TestFullDisk::settingsAreKeptAndTheFailureSaid()
{
    QAction *animation = m_window->findChild<QAction *>(QStringLiteral("animation"));
    QVERIFY(animation);
    animation->trigger(); // written with room to spare
    const QString file = QSettings().fileName();
    const QByteArray kept = bytes(file);
    QVERIFY(kept.contains("animation"));
    QVERIFY(fill());
    animation->trigger();
    QCOMPARE(bytes(file), kept);
    const QString said = m_window->messageText();
    QVERIFY2(said.contains("settings cannot be saved") && said.contains(NoSpace)
                 && said.contains(QDir::toNativeSeparators(file)),
             qPrintable(said));
}

void TestFullDisk::exportKeepsTheEarlierFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("PDF") << "games.pdf";
    QTest::newRow("web page") << "games.html";
}

void TestFullDisk::exportKeepsTheEarlierFile()
{
    QFETCH(QString, name);
    const QString path = disk() + QLatin1Char('/') + name;
    const QByteArray earlier = "an earlier export\n";
    write(path, earlier);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), onDisk("games.pgn"), &error), qPrintable(error));
    QVERIFY(fill());
    QString why;
    QVERIFY(!m_window->files()->writeDocument(path, true, &why));
    QVERIFY2(why.contains(NoSpace) && why.contains(QDir::toNativeSeparators(path)), qPrintable(why));
    QCOMPARE(bytes(path), earlier);
    QCOMPARE(filesOnDisk(), QStringList({"filler", name, "games.pgn"}));
}

void TestFullDisk::importLeavesNoDatabase()
{
    QVERIFY(fill());
    const auto warning = answerNextDialog(QString(), QMessageBox::Ok);
    auto *commands = m_window->findChild<DatabaseCommands *>();
    QSignalSpy ended(commands, &DatabaseCommands::importEnded);
    commands->importPgn(onDisk("games.pgn"), onDisk("games.ferzdb"));
    QVERIFY(ended.wait(20000));
    QVERIFY(!ended.first().first().toBool());
    QVERIFY(warning->answered());
    QVERIFY2(warning->text().contains(NoSpace), qPrintable(warning->text()));
    QCOMPARE(filesOnDisk(), QStringList({"filler", "games.pgn"}));
}

int main(int argc, char *argv[])
{
    // Settings and the autosave live on the disk that is filled.
    isolate(disk() + QStringLiteral("/home"));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FerzTest"));
    QApplication::setApplicationName(QStringLiteral("tst_fulldisk"));
    TestFullDisk test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fulldisk.moc"
