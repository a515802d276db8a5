// SPDX-License-Identifier: GPL-3.0-or-later
// Find through the real main window: Ctrl+F opens the box (Flip Board moved to Ctrl+Alt+F), Enter
// and F3 go to the next place in the game shown (a comment's word, a move, a NAG), Shift+F3 back,
// round at the ends; with "All games of the file" the list shows the games found and Next goes on
// into the next of them, Previous back into the last place of the one before; Esc gives the
// keyboard back to the board.
#include "tests/ui/reviewwindow.h"
#include "ui/board/boardwidget.h"
#include "ui/review/findbar.h"
#include "ui/review/gamelistfilter.h"
#include "ui/review/gamelistwidget.h"
#include "ui/session/autosavefile.h"
#include "ui/settings/viewsettings.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>

using namespace ferz;
using namespace ferz::test;

namespace {

const QByteArray Games = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                         "1. e4 {A weak pawn} e5 2. Nf3 $146 Nc6 (2... d6 {weak too}) 3. Bb5 *\n\n"
                         "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
                         "[White \"E\"]\n[Black \"F\"]\n[Result \"*\"]\n\n1. c4 {WEAK square} e5 2. Nf3 *\n";

} // namespace

class TestFind : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void findsInTheGameShown();
    void findsAcrossTheFile();
    void flipBoardHasAKeyOfItsOwn();

private:
    GameSession *session() const { return m_window->session(); }
    FindBar *bar() const { return m_window->findChild<FindBar *>(); }
    // The move shown, in SAN ("" at the start).
    QString shown() const;
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), modifiers);
    }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

QString TestFind::shown() const
{
    const GameNode *node = session()->current();
    return node->isRoot()
        ? QString()
        : QString::fromStdString(moveText(node->parent()->position(), node->move(), NotationStyle::pgn()));
}

void TestFind::init()
{
    QFile::remove(autosave::path());
    QString error;
    m_window = showReviewWindow(m_dir.filePath(QStringLiteral("find.pgn")), Games, &error);
    QVERIFY2(m_window, qPrintable(error));
    m_window->findChild<BoardWidget *>()->setFocus();
}

void TestFind::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestFind::findsInTheGameShown()
{
    QVERIFY(bar()->isHidden());
    key(Qt::Key_F, Qt::ControlModifier);
    QVERIFY(bar()->isVisible());
    QVERIFY(bar()->box()->hasFocus());
    QTest::keyClicks(bar()->box(), QStringLiteral("weak"));
    QVERIFY2(bar()->statusText().contains(QStringLiteral("2 places in this game")), qPrintable(bar()->statusText()));
    key(Qt::Key_Return);
    QCOMPARE(shown(), QStringLiteral("e4"));
    QVERIFY2(bar()->statusText().startsWith(QStringLiteral("1 of 2")), qPrintable(bar()->statusText()));
    key(Qt::Key_F3);
    QCOMPARE(shown(), QStringLiteral("d6")); // in the variation
    key(Qt::Key_F3);
    QCOMPARE(shown(), QStringLiteral("e4")); // round from the start
    QVERIFY(bar()->statusText().contains(QStringLiteral("start of the game")));
    key(Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(shown(), QStringLiteral("d6")); // back round from the end
    // A NAG by its number or its symbol, and a move.
    bar()->box()->setText(QStringLiteral("$146"));
    key(Qt::Key_F3);
    QCOMPARE(shown(), QStringLiteral("Nf3"));
    bar()->box()->setText(QStringLiteral("Bb5+"));
    key(Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(shown(), QStringLiteral("Bb5"));
    bar()->box()->setText(QStringLiteral("nothing"));
    key(Qt::Key_F3);
    QCOMPARE(shown(), QStringLiteral("Bb5"));
    QVERIFY(bar()->statusText().contains(QStringLiteral("Not found")));
    // Esc: the board has the keyboard again, and the arrows walk the game.
    key(Qt::Key_Escape);
    QVERIFY(bar()->isHidden());
    QVERIFY(m_window->findChild<BoardWidget *>()->hasFocus());
}

void TestFind::findsAcrossTheFile()
{
    key(Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(bar()->box(), QStringLiteral("weak"));
    bar()->allGames()->click();
    QTRY_VERIFY(!bar()->isSearchingGames());
    QVERIFY2(bar()->statusText().contains(QStringLiteral("2 games found")), qPrintable(bar()->statusText()));
    // The list shows games 1 and 3.
    GameListWidget *list = m_window->findChild<GameListWidget *>();
    QCOMPARE(list->proxy()->rowCount(), 2);
    QCOMPARE(list->gameAtRow(1), 2);
    key(Qt::Key_Return);
    key(Qt::Key_Return);
    QCOMPARE(shown(), QStringLiteral("d6"));
    // Past the last place of game 1: the next game found, at its first place.
    key(Qt::Key_Return);
    QCOMPARE(session()->source().index, 2);
    QCOMPARE(shown(), QStringLiteral("c4"));
    // And back: the last place of game 1.
    key(Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(session()->source().index, 0);
    QCOMPARE(shown(), QStringLiteral("d6"));
    // Unchecked, the list shows every game again.
    bar()->allGames()->click();
    QCOMPARE(list->proxy()->rowCount(), 3);
}

void TestFind::flipBoardHasAKeyOfItsOwn()
{
    const ViewSettings *settings = m_window->findChild<ViewSettings *>();
    const bool flipped = settings->values().flipped;
    key(Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(settings->values().flipped, flipped);
    key(Qt::Key_Escape);
    key(Qt::Key_F, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(settings->values().flipped, !flipped);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestFind>(argc, argv, "tst_find");
}

#include "tst_find.moc"
