// SPDX-License-Identifier: GPL-3.0-or-later
// Sounds, heard through an output that writes down what it is asked to play (the machines that
// run the tests have no sound device): a move, a capture, a check, the end of a game instead of
// its last move, low time once per side, nothing when sounds are off; the files built in are WAV
// sound, and the device output returns at once whether or not a device is there.
#include "tests/ui/uitest.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"
#include "ui/window/movesounds.h"

#include <QFile>

using namespace ferz;
using namespace ferz::test;

Q_DECLARE_METATYPE(ferz::Sound)

namespace {

class Recorder : public SoundOutput {
public:
    explicit Recorder(QList<Sound> *heard) : m_heard(heard) {}
    void play(Sound sound) override { *m_heard << sound; }

private:
    QList<Sound> *m_heard;
};

} // namespace

class TestSounds : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void movesCapturesAndChecks();
    void endOfTheGameInsteadOfItsLastMove();
    void resignationEndsWithASound();
    void lowTimeOncePerSide();
    void lowTimeOfALongerGameAtAMinute();
    void silentWhenOff();
    void filesAreWavSound_data();
    void filesAreWavSound();
    void deviceOutputNeverWaits();

private:
    void clickMoves(const QStringList &moves);

    MainWindow *m_window = nullptr;
    QList<Sound> m_heard;
    qint64 m_time = 0;
};

void TestSounds::init()
{
    m_time = 0;
    m_heard.clear();
    m_window = new MainWindow;
    m_window->workspace()->setTimeSource([this] { return m_time; });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->sounds()->setOutput(std::make_unique<Recorder>(&m_heard));
    m_window->settings().change([](AppSettings &s) { s.sounds = true; });
}

void TestSounds::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestSounds::clickMoves(const QStringList &moves)
{
    for (const QString &move : moves) {
        m_time += 1000;
        clickSquare(m_window->board(), move.left(2).toLatin1().constData());
        clickSquare(m_window->board(), move.mid(2, 2).toLatin1().constData());
    }
}

void TestSounds::movesCapturesAndChecks()
{
    clickMoves({"e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5e5"});
    QCOMPARE(m_heard,
             (QList<Sound> {Sound::Move, Sound::Move, Sound::Capture, Sound::Capture, Sound::Move, Sound::Check}));
    // Stepping back is silent; stepping forward sounds the move stepped to.
    m_heard.clear();
    m_window->findChild<QAction *>(QStringLiteral("previous"))->trigger();
    m_window->findChild<QAction *>(QStringLiteral("previous"))->trigger();
    QVERIFY(m_heard.isEmpty());
    m_window->findChild<QAction *>(QStringLiteral("next"))->trigger();
    QCOMPARE(m_heard, QList<Sound> {Sound::Move});
}

void TestSounds::endOfTheGameInsteadOfItsLastMove()
{
    clickMoves({"f2f3", "e7e5", "g2g4", "d8h4"});
    QCOMPARE(m_heard, (QList<Sound> {Sound::Move, Sound::Move, Sound::Move, Sound::GameEnd}));
    // The window goes on: a new game (in a tab of its own) sounds again from its first move.
    m_window->workspace()->newGame({});
    m_heard.clear();
    clickMoves({"e2e4"});
    QCOMPARE(m_heard, QList<Sound> {Sound::Move});
}

void TestSounds::resignationEndsWithASound()
{
    clickMoves({"e2e4"});
    const auto resign = answerNextDialog(QStringLiteral("whiteResigns"));
    m_window->findChild<QAction *>(QStringLiteral("resign"))->trigger();
    QVERIFY(resign->answered());
    QCOMPARE(m_heard, (QList<Sound> {Sound::Move, Sound::GameEnd}));
}

void TestSounds::lowTimeOfALongerGameAtAMinute()
{
    // Ten minutes each: the warning comes with a minute left, when the clock turns red.
    m_window->workspace()->newGame({QString(), QString(), TimeControl::suddenDeath(600000), Position()});
    clickMoves({"e2e4"});
    PlaySession *play = m_window->workspace()->playSession();
    m_time += 538000; // Black: 62 s left
    play->tick();
    QCOMPARE(m_heard, QList<Sound> {Sound::Move});
    m_time += 3000; // 59 s
    play->tick();
    QCOMPARE(m_heard, (QList<Sound> {Sound::Move, Sound::LowTime}));
}

void TestSounds::lowTimeOncePerSide()
{
    m_window->workspace()->newGame({QString(), QString(), TimeControl::suddenDeath(60000), Position()});
    clickMoves({"e2e4"}); // White: 59 s left
    PlaySession *play = m_window->workspace()->playSession();
    m_time += 49000; // Black: 11 s left
    play->tick();
    QCOMPARE(m_heard, QList<Sound> {Sound::Move});
    m_time += 1500; // 9.5 s
    play->tick();
    m_time += 1000;
    play->tick();
    QCOMPARE(m_heard, (QList<Sound> {Sound::Move, Sound::LowTime}));
    clickMoves({"e7e5"});
    m_time += 50000; // White: 8 s left
    play->tick();
    QCOMPARE(m_heard, (QList<Sound> {Sound::Move, Sound::LowTime, Sound::Move, Sound::LowTime}));
}

void TestSounds::silentWhenOff()
{
    m_window->settings().change([](AppSettings &s) { s.sounds = false; });
    clickMoves({"e2e4", "d7d5", "e4d5"});
    QVERIFY(m_heard.isEmpty());
    // The setting turns them on and off.
    m_window->settings().change([](AppSettings &s) { s.sounds = true; });
    clickMoves({"d8d5"});
    QCOMPARE(m_heard, QList<Sound> {Sound::Capture});
}

void TestSounds::filesAreWavSound_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"move", "capture", "check", "game-end", "low-time"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSounds::filesAreWavSound()
{
    QFETCH(QString, name);
    QFile file(QStringLiteral(":/sounds/%1.wav").arg(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll();
    QVERIFY(data.startsWith("RIFF"));
    QCOMPARE(data.mid(8, 8), QByteArray("WAVEfmt "));
    // PCM, one channel, 16 bits, and some sound (not only silence).
    QCOMPARE(data[20], char(1));
    QCOMPARE(data[22], char(1));
    QCOMPARE(data[34], char(16));
    QVERIFY(data.size() > 2000);
    QVERIFY(data.mid(44).count('\0') < data.size() / 2);
}

void TestSounds::deviceOutputNeverWaits()
{
    // Whatever this machine has (often no device at all), each sound is started and play() returns.
    const std::unique_ptr<SoundOutput> device = makeDeviceOutput();
    QVERIFY(device);
    for (Sound sound : {Sound::Move, Sound::Capture, Sound::Check, Sound::GameEnd, Sound::LowTime})
        device->play(sound);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestSounds>(argc, argv, "tst_sounds");
}

#include "tst_sounds.moc"
