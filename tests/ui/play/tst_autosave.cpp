// SPDX-License-Identifier: GPL-3.0-or-later
// The game in progress survives the program being killed: the real ferz binary plays on from a
// PGN file, is killed, and the next start offers the game back with its clocks. A damaged
// autosave file, or a device in its place, is reported and set aside. Told to end (SIGTERM) while
// it reads a file that would take hours, the real binary quits at once. A second Ferz running at
// the same time (another process) neither offers the first one's game nor writes over it.
#include "tests/ui/uitest.h"
#include "ui/play/clockwidget.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace ferz;
using namespace ferz::test;

namespace {

const char *const UnfinishedGame = R"([Event "Autosave test"]
[White "Anna"]
[Black "Boris"]
[Result "*"]
[TimeControl "300+2"]

1. e4 {[%clk 0:04:58]} e5 {[%clk 0:04:55]} 2. Nf3 {[%clk 0:04:50]} *
)";

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void init();
    void gameSurvivesKill();
    void corruptAutosaveIsSetAside();
    void endlessAutosaveIsSetAside();
    void quitsWhenToldWhileReading();
    void secondFerzLeavesTheAutosaveAlone();

private:
    QTemporaryDir m_files;
};

void TestAutosave::init()
{
    QFile::remove(autosave::path());
}

void TestAutosave::gameSurvivesKill()
{
    const QString pgn = m_files.filePath(QStringLiteral("unfinished.pgn"));
    QFile file(pgn);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(UnfinishedGame);
    file.close();

    // The real application goes on playing the game (Black's clock runs), then dies.
    QProcess ferz;
    ferz.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    ferz.start(QStringLiteral(FERZ_BINARY), {pgn});
    QVERIFY(ferz.waitForStarted());
    const QString autosave = autosave::path();
    // A bound against a hang, not a measure of speed.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 60000);
    ferz.kill();
    QVERIFY(ferz.waitForFinished());
    QCOMPARE(ferz.exitStatus(), QProcess::CrashExit);

    QFile saved(autosave);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QJsonObject record =
        QJsonDocument::fromJson(saved.readAll()).object().value("games").toArray().at(0).toObject();
    saved.close();
    QCOMPARE(record.value("whiteMs").toInteger(), qint64(290000));
    const qint64 blackMs = record.value("blackMs").toInteger();
    QVERIFY(blackMs <= 295000 && blackMs > 0);

    // The next start offers the game back, with both clocks, paused.
    MainWindow window;
    qint64 now = 0;
    window.workspace()->setTimeSource([&now] { return now; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.offerAutosave(false));
    const Game &game = window.workspace()->playSession()->game();
    QCOMPARE(game.plyCount(), 3);
    QCOMPARE(game.tree().tag("White"), std::string("Anna"));
    QCOMPARE(game.clock().control().text(), std::string("5+2"));
    QCOMPARE(game.clock().remaining(Color::White, now), qint64(290000));
    QCOMPARE(game.clock().remaining(Color::Black, now), blackMs);
    QVERIFY(game.clock().isPaused());
    QCOMPARE(window.panel()->clockOf(Color::White)->timeText(), QString("4:50"));
    // Resume and play on.
    auto *pause = window.findChild<QAbstractButton *>(QStringLiteral("pauseButton"));
    QVERIFY(pause && pause->isEnabled());
    QTest::mouseClick(pause, Qt::LeftButton);
    now += 5000;
    clickSquare(window.board(), "b8");
    clickSquare(window.board(), "c6");
    QCOMPARE(game.plyCount(), 4);
    // [%clk] in whole seconds, cut as the clock shows them.
    const qint64 left = blackMs - 5000 + 2000;
    QCOMPARE(game.tree().mainLineEnd()->annotations().clockMs, std::optional<std::int64_t>(left - left % 1000));
}

void TestAutosave::corruptAutosaveIsSetAside()
{
    const QString autosave = autosave::path();
    QDir().mkpath(QFileInfo(autosave).path());
    QFile file(autosave);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"ferz-autosave\", \"version\": 1, \"pgn\": ");
    file.close();

    MainWindow window;
    QVERIFY(!window.offerAutosave(false));
    QVERIFY(!QFile::exists(autosave));
    const QStringList aside = QDir(QFileInfo(autosave).path()).entryList({QStringLiteral("autosave.json.corrupt-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(window.messageText().startsWith("The autosaved game could not be read (not valid JSON"),
             qPrintable(window.messageText()));
    // The window still holds a fresh game.
    QCOMPARE(window.workspace()->playSession()->game().plyCount(), 0);
}

void TestAutosave::endlessAutosaveIsSetAside()
{
    // Something in the autosave's place that never ends (read on the main thread at start-up).
    const QString autosave = autosave::path();
    QDir().mkpath(QFileInfo(autosave).path());
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), autosave));
    MainWindow window;
    QVERIFY(!window.offerAutosave(false));
    QVERIFY(!QFileInfo(autosave).isSymLink());
    QVERIFY2(window.messageText().startsWith("The autosaved game could not be read (it is not a file)"),
             qPrintable(window.messageText()));
    for (const QString &aside : QDir(QFileInfo(autosave).path()).entryList({QStringLiteral("autosave.json.corrupt-*")}))
        QFile::remove(QFileInfo(autosave).path() + QLatin1Char('/') + aside);
}

void TestAutosave::quitsWhenToldWhileReading()
{
    // A terabyte of NUL bytes (a sparse file: no disk is used), which would take hours to read.
    const QString endless = m_files.filePath(QStringLiteral("endless.pgn"));
    QFile file(endless);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(1) << 40));
    file.close();
    QProcess ferz;
    ferz.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    ferz.start(QStringLiteral(FERZ_BINARY), {endless});
    QVERIFY(ferz.waitForStarted());
    // Once the file is being read, the desktop's log-out (SIGTERM) ends Ferz as quitting does.
    const auto reading = [&] {
        const QDir fds(QStringLiteral("/proc/%1/fd").arg(ferz.processId()));
        for (const QFileInfo &fd : fds.entryInfoList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
            if (fd.symLinkTarget() == endless)
                return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(reading(), 60000);
    ferz.terminate();
    // A bound against a hang, not a measure of speed.
    QVERIFY(ferz.waitForFinished(60000));
    QCOMPARE(ferz.exitStatus(), QProcess::NormalExit);
    QCOMPARE(ferz.exitCode(), 0);
}

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Another Ferz, in a process of its own with the same settings and data: this test program run as
// otherFerz() below. Returns what it printed.
QString runOtherFerz()
{
    QProcess other;
    other.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    other.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--other-ferz")});
    if (!other.waitForFinished(-1) || other.exitCode() != 0)
        return QStringLiteral("the other Ferz failed");
    return QString::fromUtf8(other.readAllStandardOutput());
}

// The other Ferz starts as the application does (offers the autosave, then keeps it), makes a
// move, and says whether it restored a game and what its message line said.
int otherFerz()
{
    MainWindow window;
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    const bool restored = window.offerAutosave(false);
    window.setAutosaveEnabled(true);
    // Read before the move, which clears the message line.
    const QString message = window.messageText();
    GameSession *session = window.workspace()->session();
    session->playMove(session->current()->position().legalMoves()[0]);
    std::printf("restored: %s\nmessage: %s\n", restored ? "yes" : "no", qPrintable(message));
    return 0;
}

} // namespace

void TestAutosave::secondFerzLeavesTheAutosaveAlone()
{
    const QString autosave = autosave::path();
    QByteArray kept;
    {
        // This Ferz plays and autosaves.
        MainWindow first;
        first.show();
        QVERIFY(QTest::qWaitForWindowExposed(&first));
        QVERIFY(!first.offerAutosave(false));
        first.setAutosaveEnabled(true);
        clickSquare(first.board(), "e2");
        clickSquare(first.board(), "e4");
        kept = contents(autosave);
        QVERIFY(kept.contains("e4"));
        // A second Ferz started meanwhile neither offers that game nor writes over it, and says why.
        QCOMPARE(runOtherFerz(),
                 QStringLiteral("restored: no\nmessage: Another Ferz is running and keeps its own "
                                "autosave: the games of this window are not autosaved. Save them to "
                                "keep them.\n"));
        QCOMPARE(contents(autosave), kept);
    }
    // Once the first has ended, the next start offers its game back, and keeps it from then on.
    QCOMPARE(runOtherFerz(), QStringLiteral("restored: yes\nmessage: The game in progress was restored.\n"));
    QVERIFY(contents(autosave).contains("e4"));
    QVERIFY(contents(autosave) != kept);
}

int main(int argc, char *argv[])
{
    // Run as the other Ferz, it inherits the settings and data folders of the test that started it.
    const bool other = argc > 1 && qstrcmp(argv[1], "--other-ferz") == 0;
    QTemporaryDir folder;
    if (!other)
        isolate(folder.path());
    QApplication app(argc, argv);
    // The same names as the application, so that both find the same autosave file.
    QApplication::setOrganizationName(QStringLiteral("Ferz"));
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    if (other)
        return otherFerz();
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
