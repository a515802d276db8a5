// SPDX-License-Identifier: GPL-3.0-or-later
// Speak Aloud, in process with a voice that writes down what it is given: off until the user turns
// it on, then every announcement of the window, a rule page and the course is said in the
// interface language, a new one cutting off the last; the choice is kept; a voice that cannot
// speak is reported once. (tst_speechaudio hears the real speech engines.)
#include "core/course/course.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/access/speech.h"
#include "ui/course/levelview.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QSettings>
#include <QSignalSpy>

using namespace ferz;
using namespace ferz::test;

namespace {

struct Said {
    QString text;
    QLocale::Language language;
};

// Writes down what it is asked to say; `refusal`, when set, is its answer to every text.
class WrittenVoice : public SpeechOutput {
public:
    QString say(const QString &text, const QLocale &language) override
    {
        if (!refusal.isEmpty())
            return refusal;
        if (speaking)
            ++cutOff;
        speaking = true;
        said.push_back({text, language.language()});
        return {};
    }
    void stop() override
    {
        speaking = false;
        ++stops;
    }

    std::vector<Said> said;
    QString refusal;
    bool speaking = false;
    int cutOff = 0; // texts cut off by the next one
    int stops = 0;
};

} // namespace

class TestSpeech : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void offUntilTurnedOn();
    void movesAndTheEndAreSaid();
    void choiceIsKept();
    void saidInTheInterfaceLanguage();
    void rulePagesAndTheCourseSpeakToo();
    void aVoiceThatCannotSpeakIsReportedOnce();
    void turningOffStopsTheVoice();

private:
    void trigger(const char *action) { m_window->findChild<QAction *>(QLatin1String(action))->trigger(); }
    void keyMove(const char *from, const char *to) { ferz::test::keyMove(m_window->board(), from, to); }
    QStringList texts() const;

    MainWindow *m_window = nullptr;
    WrittenVoice *m_voice = nullptr;
};

void TestSpeech::init()
{
    QSettings().clear();
    auto voice = std::make_unique<WrittenVoice>();
    m_voice = voice.get();
    Speech::instance().setOutput(std::move(voice));
    m_window = new MainWindow;
    m_window->resize(1100, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_window->board()->setFocus();
}

void TestSpeech::cleanup()
{
    delete m_window;
    m_window = nullptr;
    Speech::instance().setEnabled(false);
    LanguageManager::instance().setLanguage(QStringLiteral("en"), false);
}

QStringList TestSpeech::texts() const
{
    QStringList list;
    for (const Said &s : m_voice->said)
        list << s.text;
    return list;
}

void TestSpeech::offUntilTurnedOn()
{
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("speakAloud"))->isChecked());
    keyMove("e2", "e4");
    QVERIFY(m_window->findChild<LiveText *>(QStringLiteral("announcement"))->text().contains("Pawn e4"));
    QVERIFY(m_voice->said.empty());
}

void TestSpeech::movesAndTheEndAreSaid()
{
    // Ctrl+Shift+V, from the board.
    QTest::keyClick(m_window->board(), Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(texts(), QStringList {"Speaking aloud."});
    const char *moves[][2] = {{"f2", "f3"}, {"e7", "e5"}, {"g2", "g4"}, {"d8", "h4"}};
    for (const auto &move : moves)
        keyMove(move[0], move[1]);
    QVERIFY2(texts().contains("Pawn f3"), qPrintable(texts().join(" | ")));
    QVERIFY(texts().contains("Pawn e5"));
    QVERIFY(texts().contains("Pawn g4"));
    QCOMPARE(texts().last(), QStringLiteral("Queen h4, checkmate. Black wins: White is checkmated."));
    // What the keyboard did is said too, each text cutting off the one before.
    QVERIFY(texts().contains("Picked up: d8, black queen."));
    QVERIFY(m_voice->cutOff > 0);
    // A Speak command.
    trigger("sayLastMove");
    QVERIFY(texts().last().startsWith("Last move: 2. Black: Queen h4"));
}

void TestSpeech::choiceIsKept()
{
    trigger("speakAloud");
    QVERIFY(AppSettings::load(QSettings()).speech);
    delete m_window;
    m_window = nullptr;
    Speech::instance().setEnabled(false);
    m_window = new MainWindow;
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("speakAloud"))->isChecked());
    QVERIFY(Speech::instance().isEnabled());
    // Another setting changed later keeps it, as it keeps the Rules menu's K+N+N choice.
    trigger("twoKnights");
    delete m_window;
    m_window = new MainWindow;
    trigger("animation");
    const AppSettings stored = AppSettings::load(QSettings());
    QVERIFY(stored.speech);
    QVERIFY(stored.twoKnightsInsufficient);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("twoKnights"))->isChecked());
}

void TestSpeech::saidInTheInterfaceLanguage()
{
    trigger("speakAloud");
    LanguageManager::instance().setLanguage(QStringLiteral("ru"), false);
    keyMove("g1", "f3");
    // The square's letter as a Russian player says it: a Russian voice reads "f" as an English letter.
    QCOMPARE(m_voice->said.back().text, QStringLiteral("Конь эф 3"));
    QCOMPARE(m_voice->said.back().language, QLocale::Russian);
    LanguageManager::instance().setLanguage(QStringLiteral("pt"), false);
    keyMove("b8", "c6");
    QCOMPARE(m_voice->said.back().text, QStringLiteral("Cavalo c6"));
    QCOMPARE(m_voice->said.back().language, QLocale::Portuguese);
}

void TestSpeech::rulePagesAndTheCourseSpeakToo()
{
    trigger("speakAloud");
    RulesBrowser browser;
    browser.show();
    browser.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&browser));
    QVERIFY(browser.showPage(QStringLiteral("11-castling.html")));
    BoardWidget *board = browser.board();
    board->setFocus();
    QTest::keyClick(board, Qt::Key_B, Qt::ControlModifier);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(texts().last(), QStringLiteral("Picked up: e1, white king."));
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(texts().last(),
             QStringLiteral("You cannot castle: the king would cross f1, which is attacked by the bishop on c4."));

    LevelView view;
    view.start(Course::builtIn().stages.front(), 0);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    view.board()->setFocus();
    QTest::keyClick(view.board(), Qt::Key_B, Qt::ControlModifier);
    view.board()->setCursorSquare(squareOf("a1"));
    QTest::keyClick(view.board(), Qt::Key_Return);
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(view.board(), Qt::Key_Up);
    QTest::keyClick(view.board(), Qt::Key_Return);
    QVERIFY2(texts().contains("Rook a6"), qPrintable(texts().join(" | ")));
}

void TestSpeech::aVoiceThatCannotSpeakIsReportedOnce()
{
    m_voice->refusal = QStringLiteral("Speak Aloud has no voice for русский.");
    QSignalSpy problems(&Speech::instance(), &Speech::problem);
    trigger("speakAloud");
    QCOMPARE(m_window->messageText(), m_voice->refusal);
    keyMove("e2", "e4");
    keyMove("e7", "e5");
    QCOMPARE(problems.count(), 1);
    // Turned on again, it is reported again.
    trigger("speakAloud");
    trigger("speakAloud");
    QCOMPARE(problems.count(), 2);
}

void TestSpeech::turningOffStopsTheVoice()
{
    trigger("speakAloud");
    keyMove("e2", "e4");
    const std::size_t said = m_voice->said.size();
    trigger("speakAloud");
    QCOMPARE(m_voice->stops, 1);
    QVERIFY(!Speech::instance().isEnabled());
    keyMove("e7", "e5");
    QCOMPARE(m_voice->said.size(), said);
    QVERIFY(!AppSettings::load(QSettings()).speech);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestSpeech>(argc, argv, "tst_speech");
}

#include "tst_speech.moc"
