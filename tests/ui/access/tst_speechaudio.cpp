// SPDX-License-Identifier: GPL-3.0-or-later
// Speak Aloud heard: the computer's real speech engines say a move in each interface language, and
// the window says the moves played by keys once Speak Aloud is on, and nothing before. The test
// runs beside a sound server of its own (speechaudio.sh) and records its output with parec.
#include "tests/ui/uitest.h"
#include "ui/access/speech.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QProcess>

using namespace ferz;
using namespace ferz::test;

namespace {

// Records what the sound server plays (16-bit mono samples) and says how loud it was.
class Recording {
public:
    Recording()
    {
        m_parec.start(QStringLiteral("parec"),
                      {QStringLiteral("--device=@DEFAULT_MONITOR@"), QStringLiteral("--raw"),
                       QStringLiteral("--format=s16le"), QStringLiteral("--channels=1"),
                       QStringLiteral("--rate=16000")});
        m_started = m_parec.waitForStarted();
    }
    ~Recording()
    {
        m_parec.kill();
        m_parec.waitForFinished();
    }
    bool isRecording() const { return m_started; }
    // The loudest sample since the start or the last forget() (0 to 32768).
    int peak()
    {
        read();
        return m_peak;
    }
    // How many samples came, and how many silent ones came last.
    qsizetype samples()
    {
        read();
        return m_samples;
    }
    qsizetype quietSamples()
    {
        read();
        return m_quiet;
    }
    void forget()
    {
        read();
        m_peak = 0;
    }

private:
    void read()
    {
        m_bytes += m_parec.readAllStandardOutput();
        const qsizetype whole = m_bytes.size() / 2 * 2;
        for (qsizetype i = 0; i < whole; i += 2) {
            const auto sample = static_cast<qint16>(static_cast<quint8>(m_bytes[i]) | (m_bytes[i + 1] << 8));
            m_peak = std::max(m_peak, std::abs(int(sample)));
            m_quiet = sample == 0 ? m_quiet + 1 : 0;
        }
        m_samples += whole / 2;
        m_bytes.remove(0, whole);
    }

    QProcess m_parec;
    QByteArray m_bytes;
    bool m_started = false;
    int m_peak = 0;
    qsizetype m_samples = 0;
    qsizetype m_quiet = 0;
};

// Louder than this is speech: the null sink's silence is exactly 0.
constexpr int Heard = 1000;
// Half a second of recorded sound.
constexpr qsizetype HalfSecond = 8000;

} // namespace

class TestSpeechAudio : public QObject {
    Q_OBJECT

private slots:
    void enginesSpeakEachLanguage_data();
    void enginesSpeakEachLanguage();
    void windowSpeaksMovesOnlyWhenOn();
};

void TestSpeechAudio::enginesSpeakEachLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::newRow("en") << "en_US"
                        << "Knight takes e5, check";
    QTest::newRow("ru") << "ru_RU"
                        << "Конь берёт e5, шах";
    QTest::newRow("es") << "es_ES"
                        << "Caballo captura en e5, jaque";
    QTest::newRow("pt") << "pt_BR"
                        << "Cavalo captura em e5, xeque";
}

void TestSpeechAudio::enginesSpeakEachLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    auto voice = makeEngineOutput();
    Recording recording;
    QVERIFY(recording.isRecording());
    // The last row's words may still be playing.
    QTRY_VERIFY_WITH_TIMEOUT(recording.quietSamples() >= HalfSecond, 30000);
    recording.forget();
    QCOMPARE(voice->say(text, QLocale(language)), QString());
    QTRY_VERIFY_WITH_TIMEOUT(recording.peak() > Heard, 30000);
    voice->stop();
}

void TestSpeechAudio::windowSpeaksMovesOnlyWhenOn()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    BoardWidget *board = window.board();
    board->setFocus();
    {
        // Off: a move is shown and announced to screen readers, and nothing is heard.
        Recording recording;
        QVERIFY(recording.isRecording());
        keyMove(board, "e2", "e4");
        QTRY_VERIFY(recording.samples() >= 3 * HalfSecond);
        QCOMPARE(recording.peak(), 0);
    }
    QAction *speakAloud = window.findChild<QAction *>(QStringLiteral("speakAloud"));
    Recording recording;
    QVERIFY(recording.isRecording());
    speakAloud->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(recording.peak() > Heard, 30000); // "Speaking aloud."
    QTRY_VERIFY_WITH_TIMEOUT(recording.quietSamples() >= HalfSecond, 30000);
    recording.forget();
    keyMove(board, "e7", "e5");
    QTRY_VERIFY_WITH_TIMEOUT(recording.peak() > Heard, 30000);
    QVERIFY(window.messageText().isEmpty());
    speakAloud->trigger();
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestSpeechAudio>(argc, argv, "tst_speechaudio");
}

#include "tst_speechaudio.moc"
