// SPDX-License-Identifier: GPL-3.0-or-later
// Look-alike letters on the real widgets, in Russian, Spanish and Portuguese: every look-alike of
// issue 29 typed into the main window's move box and into the course window's entry, each found
// played (or written) or told apart in words that name the alphabet it was read in. The Cyrillic
// а с е о О are files and castling's O wherever they are typed; where Russian letters are asked
// for, the Latin K, C and Kp are К, С and Кр. Stage 28 (notation in Russian books) is played to
// its end with the on-screen letters, clicked or pressed with Space, and the board.
#include "core/engine/uci.h"
#include "core/notation/moveinputmessage.h"
#include "tests/core/testposition.h"
#include "tests/ui/uitest.h"
#include "ui/board/letterbar.h"
#include "ui/board/movebox.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/learners.h"
#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/session/gamesession.h"
#include "ui/session/workspace.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/languagemanager.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>

#include <memory>

using namespace ferz;
using namespace ferz::test;

class TestLookAlikes : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void moveBox_data();
    void moveBox();
    void course_data();
    void course();
    void squareNamesInCyrillic_data();
    void squareNamesInCyrillic();
    void stage28WithOnScreenLetters_data();
    void stage28WithOnScreenLetters();
    void signsStayWhole_data();
    void signsStayWhole();

private:
    void type(QLineEdit *box, const QString &text);
    void openCourse();
    LevelView *view() const { return m_course->level(); }

    std::unique_ptr<MainWindow> m_window;
    CourseWindow *m_course = nullptr;
    Stage m_stage; // a level made for the row, shown in the course window
};

namespace {

const char *const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char *const AfterE4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
const char *const RuyLopez = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
const char *const Castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const char *const Promotion = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
// No knight, so K can only be the king (the pawns keep a game from being dead at once).
const char *const KingOnly = "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1";
// Both the king (e2) and the knight (g1) can go to f3.
const char *const KingOrKnight = "4k3/p7/8/8/8/8/P3K3/6N1 w - - 0 1";

// The sentences that say which alphabet a look-alike letter was read in (core/notation/moveinputmessage.cpp).
const char *const EnglishKing = "The Latin K was read as the English king: in Russian notation the king is Кр and the "
                                "knight is the Cyrillic К.";
const char *const RussianKnight =
    "The Latin K was read as the Russian knight К: the English king is Кр in Russian notation.";
const char *const SpanishKnight = "The Latin C was read as the Spanish and Portuguese knight: in Russian notation the "
                                  "bishop is the Cyrillic С and the knight К.";
const char *const RussianBishop = "The Latin C was read as the Russian bishop С.";

// The sentence in the interface language; the test fails when it is not translated there.
QString inLanguage(const char *source)
{
    const QString text = QCoreApplication::translate("MoveInput", source);
    if (text == QLatin1String(source))
        qFatal("not translated: %s", source);
    return text;
}

const char *const Languages[] = {"ru", "es", "pt"};

const Stage &stage(const char *id)
{
    const Stage *found = Course::builtIn().stage(QString::fromLatin1(id));
    Q_ASSERT(found);
    return *found;
}

} // namespace

void TestLookAlikes::init()
{
    forgetCourseProgress();
    m_window = std::make_unique<MainWindow>();
    m_window->setAutosaveEnabled(false);
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Interface; });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestLookAlikes::cleanup()
{
    m_course = nullptr;
    m_window.reset();
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

void TestLookAlikes::type(QLineEdit *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    typeText(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

void TestLookAlikes::openCourse()
{
    m_window->findChild<QAction *>(QStringLiteral("course"))->trigger();
    m_course = m_window->course()->courseWindow();
    QVERIFY(m_course && m_course->isVisible());
}

void TestLookAlikes::moveBox_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("russianLetters"); // Notation ▸ Russian letters, else the interface's
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("played"); // the move in UCI, empty when refused
    QTest::addColumn<QString>("said"); // the look-alike sentence's source, empty for none
    struct Row {
        const char *name;
        bool russianLetters;
        const char *fen;
        const char *typed;
        const char *played;
        const char *said;
    };
    const Row rows[] = {
        {"Cyrillic а as the file a", false, Start, "а3", "a2a3", ""},
        {"Cyrillic с as the file c", false, Start, "с4", "c2c4", ""},
        {"Cyrillic е twice, long", false, Start, "е2—е4", "e2e4", ""},
        {"Кс3: Cyrillic с after К", false, Start, "Кс3", "b1c3", ""},
        {"Фd1—е2: Cyrillic е", false, AfterE4E5, "Фd1—е2", "d1e2", ""},
        {"Кре2: Cyrillic е after Кр", false, AfterE4E5, "Кре2", "e1e2", ""},
        {"О-О: Cyrillic О", false, Castling, "О-О", "e1g1", ""},
        {"о-о-о: Cyrillic о", false, Castling, "о-о-о", "e1c1", ""},
        {"Кс3 with Russian letters", true, Start, "Кс3", "b1c3", ""},
        {"О–О with Russian letters", true, Castling, "О–О", "e1g1", ""},
        {"Latin K: the Russian knight", true, Start, "Kf3", "g1f3", ""},
        {"Latin K, long", true, Start, "Kg1—f3", "g1f3", ""},
        {"Latin C: the Russian bishop", true, RuyLopez, "C:c6", "b5c6", ""},
        {"Latin Kp: Кр", true, AfterE4E5, "Kpe2", "e1e2", ""},
        {"Latin K, Cyrillic р: Кр", true, AfterE4E5, "Kре2", "e1e2", ""},
        {"Cyrillic К, Latin p: Кр", true, AfterE4E5, "Кpe2", "e1e2", ""},
        {"Latin K promotes to a knight", true, Promotion, "e8=K", "e7e8n", ""},
        {"Latin K only the English king can be", true, KingOnly, "Kf2", "e1f2", EnglishKing},
        {"Latin K read as the knight, not the king", true, KingOrKnight, "Kf3", "g1f3", RussianKnight},
        {"Latin C only the Spanish knight can be", true, Start, "Cc3", "b1c3", SpanishKnight},
        {"Latin C that no bishop can play", true, Start, "Cd4", "", RussianBishop},
    };
    for (const char *language : Languages)
        for (const Row &row : rows)
            QTest::addRow("%s: %s", language, row.name)
                << QString::fromLatin1(language) << row.russianLetters << QString::fromLatin1(row.fen)
                << QString::fromUtf8(row.typed) << QString::fromLatin1(row.played) << QString::fromUtf8(row.said);
}

// The main window's move box: the move is played, or refused, and the message line says which
// alphabet a look-alike was read in exactly when another reading was possible.
void TestLookAlikes::moveBox()
{
    QFETCH(QString, language);
    QFETCH(bool, russianLetters);
    QFETCH(QString, fen);
    QFETCH(QString, typed);
    QFETCH(QString, played);
    QFETCH(QString, said);
    LanguageManager::instance().setLanguage(language);
    if (russianLetters)
        m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Russian; });
    const Position position = testPosition(fen.toStdString());
    m_window->workspace()->newGame({.start = position});
    const LetterBar *letters = m_window->findChild<LetterBar *>(QStringLiteral("letterBar"));
    QVERIFY(letters);
    QCOMPARE(letters->isVisible(), russianLetters || language == QLatin1String("ru"));

    type(m_window->moveBox(), typed);
    const GameNode *now = m_window->session()->current();
    const QString message = m_window->messageText();
    if (played.isEmpty()) {
        QCOMPARE(now->position(), position);
        QCOMPARE(m_window->moveBox()->text(), typed);
    } else {
        QVERIFY2(now->parent() && now->parent()->position() == position, qPrintable(message));
        QCOMPARE(QString::fromStdString(uciText(now->move())), played);
    }
    if (said.isEmpty()) {
        for (const char *sentence : {EnglishKing, RussianKnight, SpanishKnight, RussianBishop})
            QVERIFY2(!message.contains(QCoreApplication::translate("MoveInput", sentence)), qPrintable(message));
    } else {
        QVERIFY2(message.endsWith(inLanguage(said.toUtf8().constData())), qPrintable(message));
    }
}

void TestLookAlikes::course_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("russianLetters"); // the level asks for Russian letters, else the interface's
    QTest::addColumn<bool>("longForm");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move"); // the level's move, in UCI
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("solved");
    QTest::addColumn<QString>("said"); // the look-alike sentence's source, empty for none
    struct Row {
        const char *name;
        bool russianLetters;
        bool longForm;
        const char *fen;
        const char *move;
        const char *typed;
        bool solved;
        const char *said;
    };
    const Row rows[] = {
        {"Cyrillic а as the file a", false, false, Start, "a2a3", "а3", true, ""},
        {"Cyrillic с as the file c", false, false, Start, "c2c4", "с4", true, ""},
        {"Cyrillic е twice, long", false, true, Start, "e2e4", "е2—е4", true, ""},
        {"О-О: Cyrillic О", false, false, Castling, "e1g1", "О-О", true, ""},
        {"о-о-о: Cyrillic о", false, false, Castling, "e1c1", "о-о-о", true, ""},
        {"Кс3: Cyrillic с after К", true, false, Start, "b1c3", "Кс3", true, ""},
        {"Фd1—е2: Cyrillic е", true, true, AfterE4E5, "d1e2", "Фd1—е2", true, ""},
        {"Кре2: Cyrillic е after Кр", true, false, AfterE4E5, "e1e2", "Кре2", true, ""},
        {"О–О: Cyrillic О for the zeros", true, false, Castling, "e1g1", "О–О", true, ""},
        {"Latin K: the Russian knight", true, false, Start, "g1f3", "Kf3", true, ""},
        {"Latin K, long", true, true, Start, "g1f3", "Kg1-f3", true, ""},
        {"Latin C: the Russian bishop", true, false, RuyLopez, "b5c6", "C:c6", true, ""},
        {"Latin Kp: Кр", true, false, AfterE4E5, "e1e2", "Kpe2", true, ""},
        {"Latin K, Cyrillic р: Кр", true, false, AfterE4E5, "e1e2", "Kре2", true, ""},
        {"Cyrillic К, Latin p: Кр", true, false, AfterE4E5, "e1e2", "Кpe2", true, ""},
        {"Latin K only the English king can be", true, false, KingOnly, "e1f2", "Kf2", false, EnglishKing},
        {"Latin K read as the knight, not the king", true, false, KingOrKnight, "e2f3", "Kf3", false, RussianKnight},
        {"Latin C only the Spanish knight can be", true, false, Start, "b1c3", "Cc3", false, SpanishKnight},
        {"Latin C that no bishop can play", true, false, Start, "b1c3", "Cd4", false, RussianBishop},
    };
    for (const char *language : Languages)
        for (const Row &row : rows)
            QTest::addRow("%s: %s", language, row.name)
                << QString::fromLatin1(language) << row.russianLetters << row.longForm << QString::fromLatin1(row.fen)
                << QString::fromLatin1(row.move) << QString::fromUtf8(row.typed) << row.solved
                << QString::fromUtf8(row.said);
}

// The course window: a level that asks for the move written out, typed with look-alikes. Written
// so, it is solved with three stars; told apart, the feedback ends with the alphabet read.
void TestLookAlikes::course()
{
    QFETCH(QString, language);
    QFETCH(bool, russianLetters);
    QFETCH(bool, longForm);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, typed);
    QFETCH(bool, solved);
    QFETCH(QString, said);
    LanguageManager::instance().setLanguage(language);
    openCourse();
    m_stage = stage("russian-notation");
    Level &level = m_stage.levels.front();
    level.position = testPosition(fen.toStdString());
    level.move = parseUci(level.position, move.toStdString());
    level.notation.interfaceLetters = !russianLetters;
    level.notation.language = russianLetters ? NotationLanguage::Russian : NotationLanguage::English;
    level.notation.form = longForm ? NotationForm::Long : NotationForm::Short;
    view()->start(m_stage, 0);
    QCOMPARE(view()->letterBar()->isVisible(), russianLetters || language == QLatin1String("ru"));

    type(view()->entry(), typed);
    QCOMPARE(view()->play().isSolved(), solved);
    if (solved)
        QCOMPARE(view()->play().stars(), 3);
    else
        QVERIFY2(view()->feedback().endsWith(inLanguage(said.toUtf8().constData())), qPrintable(view()->feedback()));
    // The English king is told apart with the move it should have been written as.
    if (said == QLatin1String(EnglishKing)) {
        QVERIFY2(view()->feedback().contains(QStringLiteral("Крf2")), qPrintable(view()->feedback()));
        type(view()->entry(), QStringLiteral("Kpf2"));
        QVERIFY2(view()->play().isSolved(), qPrintable(view()->feedback()));
    }
}

void TestLookAlikes::squareNamesInCyrillic_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : Languages)
        QTest::newRow(language) << QString::fromLatin1(language);
}

// Stage 8's squares named with the Cyrillic а с е, no letter bar shown.
void TestLookAlikes::squareNamesInCyrillic()
{
    QFETCH(QString, language);
    LanguageManager::instance().setLanguage(language);
    openCourse();
    view()->setClock([] { return qint64(0); });
    const Stage &squares = stage("squares");
    QVERIFY(m_course->go(squares.id, 5));
    QVERIFY(!view()->letterBar()->isVisible());
    for (int i = 0; i < squares.levels[5].count; ++i) {
        QString name = QString::fromStdString(squareName(view()->play().target()));
        name.replace(u'a', u'а').replace(u'c', u'с').replace(u'e', u'е');
        type(view()->entry(), name);
    }
    QVERIFY(view()->play().isSolved());
    QCOMPARE(view()->play().stars(), 3);
}

void TestLookAlikes::stage28WithOnScreenLetters_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("clicked"); // the letter buttons clicked with the mouse, else pressed with Space
    for (const char *language : Languages) {
        QTest::addRow("%s, clicked", language) << QString::fromLatin1(language) << true;
        QTest::addRow("%s, Space", language) << QString::fromLatin1(language) << false;
    }
}

// Stage 28 from its first level to its last, as a learner without Cyrillic keys does it: the
// Russian letters and signs from the on-screen buttons, the files and ranks from the keyboard,
// the Read level's move on the board, and Next to go on. Every level earns three stars and the
// stage list says the stage is done.
void TestLookAlikes::stage28WithOnScreenLetters()
{
    QFETCH(QString, language);
    QFETCH(bool, clicked);
    LanguageManager::instance().setLanguage(language);
    openCourse();
    const Stage &russian = stage("russian-notation");
    QVERIFY(m_course->go(russian.id, 0));
    const int count = static_cast<int>(russian.levels.size());
    for (int i = 0; i < count; ++i) {
        QCOMPARE(view()->levelIndex(), i);
        const Level &level = russian.levels[static_cast<std::size_t>(i)];
        if (level.kind == LevelKind::Read) {
            QVERIFY(!view()->letterBar()->isVisible());
            clickSquare(view()->board(), squareName(level.move.from()).c_str());
            clickSquare(view()->board(), squareName(level.move.to()).c_str());
        } else {
            QCOMPARE(level.kind, LevelKind::Write);
            LetterBar *letters = view()->letterBar();
            QVERIFY(letters->isVisible());
            const QString wanted = QString::fromStdString(
                moveText(level.position, level.move, levelNotation(level.notation, NotationLanguage::Russian)));
            QLineEdit *entry = view()->entry();
            for (qsizetype at = 0; at < wanted.size();) {
                // The longest button text that starts here (0–0–0 before 0–0, ++ before +).
                QToolButton *button = nullptr;
                for (qsizetype length = std::min<qsizetype>(5, wanted.size() - at); length > 0 && !button; --length)
                    button = letters->button(wanted.mid(at, length));
                if (button) {
                    QVERIFY(!button->accessibleName().isEmpty());
                    if (clicked) {
                        click(button);
                    } else {
                        button->setFocus();
                        QTest::keyClick(button, Qt::Key_Space);
                    }
                    QCOMPARE(entry->window()->focusWidget(), entry);
                    at += button->text().size();
                } else {
                    QVERIFY2(wanted[at].unicode() < 128, qPrintable(wanted));
                    QTest::keyClick(entry, wanted[at].toLatin1());
                    ++at;
                }
            }
            QCOMPARE(entry->text(), wanted);
            QTest::keyClick(entry, Qt::Key_Return);
        }
        QVERIFY2(view()->play().isSolved(), qPrintable(view()->feedback()));
        QCOMPARE(view()->play().stars(), 3);
        QCOMPARE(m_course->learners()->learner().stars.value(Course::levelId(russian, i + 1)), 3);
        if (i + 1 < count)
            click(m_course->nextButton());
    }
    QCOMPARE(m_course->itemOf(russian)->text(1), CourseWindow::tr("done"));
}

void TestLookAlikes::signsStayWhole_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : Languages)
        QTest::newRow(language) << QString::fromLatin1(language);
}

// Stage 28's introduction and prompt, wrapped at every width from 150 to 900 pixels in their
// labels' fonts: no line ends inside ++, 0–0 or 0–0–0 (Qt breaks after a + and after a dash).
void TestLookAlikes::signsStayWhole()
{
    QFETCH(QString, language);
    LanguageManager::instance().setLanguage(language);
    openCourse();
    QVERIFY(m_course->go(stage("russian-notation").id, 1));
    const auto *intro = m_course->findChild<QLabel *>(QStringLiteral("intro"));
    const auto *prompt = view()->findChild<QLabel *>(QStringLiteral("prompt"));
    QVERIFY(intro && prompt);
    for (const QLabel *label : {intro, prompt}) {
        const QString text = label->text();
        QVERIFY2(text.contains(QStringLiteral("0–")) && text.contains(u'+'), qPrintable(text));
        // The index of the first character from `at` on, going by `step`, past word joiners.
        const auto skip = [&](qsizetype at, int step) {
            while (at >= 0 && at < text.size() && text[at] == QChar(0x2060))
                at += step;
            return at;
        };
        const auto letter = [&](qsizetype at) { return at >= 0 && at < text.size() ? text[at] : QChar(); };
        for (int width = 150; width <= 900; width += 5) {
            QTextLayout layout(text, label->font());
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine())
                line.setLineWidth(width);
            layout.endLayout();
            for (int i = 0; i + 1 < layout.lineCount(); ++i) {
                const qsizetype end = layout.lineAt(i).textStart() + layout.lineAt(i).textLength();
                const qsizetype last = skip(end - 1, -1);
                const QChar before = letter(last);
                const QChar after = letter(skip(end, 1));
                const bool dash = before == u'–' || before == u'—' || before == u'-';
                QVERIFY2(!(before == u'+' && after == u'+')
                             && !(dash && after == u'0' && letter(skip(last - 1, -1)) == u'0'),
                         qPrintable(QStringLiteral("%1 px: %2 | %3").arg(width).arg(text.left(end), text.mid(end))));
            }
        }
    }
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestLookAlikes>(argc, argv, "tst_lookalikes");
}

#include "tst_lookalikes.moc"
