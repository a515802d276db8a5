// SPDX-License-Identifier: GPL-3.0-or-later
// Look-alike letters on the real widgets, in Russian, Spanish and Portuguese: the main window's
// move box and the course take the Cyrillic а с е as files and, where Russian letters are asked
// for, the Latin K, C and Kp as К, С and Кр; a letter that stays ambiguous is told apart in words;
// stage 28 (notation in Russian books) is played with the on-screen letters alone.
#include "core/engine/uci.h"
#include "core/notation/moveinputmessage.h"
#include "tests/core/testposition.h"
#include "tests/ui/uitest.h"
#include "ui/board/letterbar.h"
#include "ui/board/movebox.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/session/gamesession.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/languagemanager.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/boardpanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QSettings>
#include <QToolButton>

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
    void stage28WithOnScreenLetters_data();
    void stage28WithOnScreenLetters();

private:
    void type(QLineEdit *box, const QString &text);
    void openCourse();
    LevelView *view() const { return m_course->level(); }
    // The kind of piece on `square` in the main window's position.
    PieceType pieceAt(const char *square) const
    {
        return typeOf(m_window->session()->current()->position().pieceAt(parseSquare(square)));
    }

    std::unique_ptr<MainWindow> m_window;
    CourseWindow *m_course = nullptr;
};

namespace {

void addLanguages()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"ru", "es", "pt"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

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
    addLanguages();
}

// The move box: Cyrillic files in the interface's own notation; with Russian letters, the Latin
// K read as the knight, and the English king told apart in words when it is read so.
void TestLookAlikes::moveBox()
{
    QFETCH(QString, language);
    LanguageManager::instance().setLanguage(language);
    MoveBox *box = m_window->moveBox();
    LetterBar *letters = m_window->findChild<LetterBar *>(QStringLiteral("letterBar"));
    QVERIFY(letters);
    QCOMPARE(letters->isVisible(), language == QLatin1String("ru"));
    type(box, QStringLiteral("е4")); // Cyrillic е
    QCOMPARE(pieceAt("e4"), PieceType::Pawn);
    type(box, QStringLiteral("Кс6")); // Cyrillic К and с
    QCOMPARE(pieceAt("c6"), PieceType::Knight);
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Russian; });
    QVERIFY(letters->isVisible());
    type(box, QStringLiteral("Kf3")); // Latin K: the Russian knight
    QCOMPARE(pieceAt("f3"), PieceType::Knight);
    type(box, QStringLiteral("е5"));
    type(box, QStringLiteral("Cc4")); // Latin C: the Russian bishop
    QCOMPARE(pieceAt("c4"), PieceType::Bishop);
    type(box, QStringLiteral("Kрe7")); // Latin K, Cyrillic р: Кр
    QCOMPARE(pieceAt("e7"), PieceType::King);
    // A Latin C no bishop (nor knight) can play: refused, saying which alphabet it was read in.
    type(box, QStringLiteral("Cc5"));
    QCOMPARE(pieceAt("c5"), PieceType::None);
    const QString lookAlike = QCoreApplication::translate("MoveInput", "The Latin C was read as the Russian bishop С.");
    QVERIFY(lookAlike != QLatin1String("The Latin C was read as the Russian bishop С."));
    QVERIFY2(m_window->messageText().endsWith(lookAlike), qPrintable(m_window->messageText()));
}

void TestLookAlikes::course_data()
{
    addLanguages();
}

// The course: stage 28 typed with Latin letters, stage 8's squares with Cyrillic ones, and a
// Latin K that can only be the English king told apart from the Russian Кр.
void TestLookAlikes::course()
{
    QFETCH(QString, language);
    LanguageManager::instance().setLanguage(language);
    openCourse();
    const Stage &russian = stage("russian-notation");
    QVERIFY(m_course->go(russian.id, 0));
    QVERIFY(view()->letterBar()->isVisible());
    type(view()->entry(), QStringLiteral("Kg1-f3"));
    QVERIFY2(view()->play().isSolved(), qPrintable(view()->feedback()));
    QCOMPARE(view()->play().stars(), 3);
    QVERIFY(m_course->go(russian.id, 1));
    type(view()->entry(), QStringLiteral("C:c6"));
    QVERIFY2(view()->play().isSolved(), qPrintable(view()->feedback()));
    QCOMPARE(view()->play().stars(), 3);

    // Square names with the Cyrillic а с е.
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

    // A level of its own: Крf2 to be written in Russian letters, where no knight can go to f2.
    Stage kingStage = russian;
    Level &king = kingStage.levels.front();
    king.position = testPosition("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    king.move = parseUci(king.position, "e1f2");
    king.notation.form = NotationForm::Short;
    LevelView level;
    level.show();
    level.start(kingStage, 0);
    type(level.entry(), QStringLiteral("Kf2"));
    QVERIFY(!level.play().isSolved());
    const QString englishKing =
        QCoreApplication::translate("MoveInput",
                                    "The Latin K was read as the English king: in Russian notation the king is Кр and "
                                    "the knight is the Cyrillic К.");
    QVERIFY(englishKing.startsWith(QLatin1String("The Latin")) == false);
    QVERIFY2(level.feedback().contains(QStringLiteral("Крf2")) && level.feedback().endsWith(englishKing),
             qPrintable(level.feedback()));
    type(level.entry(), QStringLiteral("Kpf2"));
    QVERIFY2(level.play().isSolved(), qPrintable(level.feedback()));
}

void TestLookAlikes::stage28WithOnScreenLetters_data()
{
    addLanguages();
}

// Every Write level of stage 28, with the Russian letters and signs from the on-screen buttons
// (pressed with Space, as from the keyboard) and the files and ranks typed.
void TestLookAlikes::stage28WithOnScreenLetters()
{
    QFETCH(QString, language);
    LanguageManager::instance().setLanguage(language);
    openCourse();
    const Stage &russian = stage("russian-notation");
    for (int i = 0; i < static_cast<int>(russian.levels.size()); ++i) {
        const Level &level = russian.levels[static_cast<std::size_t>(i)];
        if (level.kind != LevelKind::Write)
            continue;
        QVERIFY(m_course->go(russian.id, i));
        LetterBar *letters = view()->letterBar();
        QVERIFY(letters->isVisible());
        const QString wanted = QString::fromStdString(
            moveText(level.position, level.move, levelNotation(level.notation, NotationLanguage::Russian)));
        QLineEdit *entry = view()->entry();
        entry->setFocus();
        for (qsizetype at = 0; at < wanted.size();) {
            // The longest button text that starts here (0–0–0 before 0–0, ++ before +).
            QToolButton *button = nullptr;
            for (qsizetype length = std::min<qsizetype>(5, wanted.size() - at); length > 0 && !button; --length)
                button = letters->button(wanted.mid(at, length));
            if (button) {
                QVERIFY(!button->accessibleName().isEmpty());
                button->setFocus();
                QTest::keyClick(button, Qt::Key_Space);
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
        QVERIFY2(view()->play().isSolved(), qPrintable(view()->feedback()));
        QCOMPARE(view()->play().stars(), 3);
    }
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestLookAlikes>(argc, argv, "tst_lookalikes");
}

#include "tst_lookalikes.moc"
