// SPDX-License-Identifier: GPL-3.0-or-later
// The settings in use (ViewSettings) and the views that follow them: a change made through a menu
// or through the settings reaches the board, the clocks, the check marks, the notation, the move
// box and the session; Flip Board works while auto-flip is on, until the next move; a change is
// said once per kind and written, so that a new window starts with it.
#include "render/piecesets.h"
#include "tests/ui/uitest.h"
#include "ui/board/movebox.h"
#include "ui/learn/learningpanel.h"
#include "ui/notation/notationview.h"
#include "ui/play/clockwidget.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>

using namespace ferz;
using namespace ferz::test;

class TestViewSettings : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void flipReachesEveryView();
    void flipByHandWhileAutoFlipLastsUntilTheNextMove();
    void notationStyleReachesEveryView();
    void pieceSetAndLooksReachTheBoard();
    void eachChangeIsSaidOnceAndSurvivesARestart();

private:
    QAction *action(const char *name) const;
    QAction *menuAction(const QString &text) const;
    void clickMoves(const QStringList &moves);
    // Whether the panel shows White's clock below Black's.
    bool whiteClockAtBottom() const;
    QString moveTextAt(int ply) const;

    MainWindow *m_window = nullptr;
};

void TestViewSettings::init()
{
    m_window = new MainWindow;
    m_window->resize(1100, 800);
    m_window->workspace()->setTimeSource([] { return qint64(0); });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->workspace()->newGame({});
}

void TestViewSettings::cleanup()
{
    delete m_window;
    m_window = nullptr;
    // Each test starts from the default settings.
    QSettings().clear();
}

QAction *TestViewSettings::action(const char *name) const
{
    return m_window->findChild<QAction *>(QString::fromLatin1(name));
}

QAction *TestViewSettings::menuAction(const QString &text) const
{
    for (QMenu *menu : m_window->menuBar()->findChildren<QMenu *>())
        for (QAction *item : menu->actions())
            if (item->text().startsWith(text))
                return item;
    return nullptr;
}

void TestViewSettings::clickMoves(const QStringList &moves)
{
    for (const QString &move : moves) {
        const QByteArray from = move.left(2).toLatin1(), to = move.mid(2, 2).toLatin1();
        clickSquare(m_window->board(), from.constData());
        clickSquare(m_window->board(), to.constData());
    }
}

bool TestViewSettings::whiteClockAtBottom() const
{
    const GamePanel *panel = m_window->panel();
    return panel->clockOf(Color::White)->geometry().y() > panel->clockOf(Color::Black)->geometry().y();
}

QString TestViewSettings::moveTextAt(int ply) const
{
    const GameNode *node = m_window->session()->tree().mainLine().at(static_cast<std::size_t>(ply - 1));
    return m_window->panel()->notation()->moveText(node).remove(QRegularExpression(QStringLiteral("^\\d+(\\.|…)")));
}

void TestViewSettings::flipReachesEveryView()
{
    QAction *flip = action("flip");
    QVERIFY(!m_window->board()->isFlipped());
    QVERIFY(whiteClockAtBottom());
    flip->trigger();
    QVERIFY(m_window->settings().values().flipped);
    QVERIFY(m_window->board()->isFlipped());
    QVERIFY(flip->isChecked());
    QVERIFY(!whiteClockAtBottom());
    // Changed elsewhere (auto-flip does so), the board, the clocks and the check mark follow.
    m_window->settings().setFlipped(false);
    QVERIFY(!m_window->board()->isFlipped());
    QVERIFY(!flip->isChecked());
    QVERIFY(whiteClockAtBottom());
}

void TestViewSettings::flipByHandWhileAutoFlipLastsUntilTheNextMove()
{
    action("autoFlip")->trigger();
    QVERIFY(m_window->settings().values().autoFlip);
    QVERIFY(!m_window->board()->isFlipped());
    clickMoves({"e2e4"});
    // Black to move: Black at the bottom.
    QVERIFY(m_window->board()->isFlipped());
    QVERIFY(action("flip")->isChecked());
    QVERIFY(!whiteClockAtBottom());
    // Flip Board turns it back, though auto-flip is on.
    action("flip")->trigger();
    QVERIFY(!m_window->board()->isFlipped());
    QVERIFY(!action("flip")->isChecked());
    QVERIFY(whiteClockAtBottom());
    // An arrow drawn on the board changes the game without a move: the hand's flip holds.
    m_window->session()->toggleArrow(Arrow {'G', squareOf("e7"), squareOf("e5")});
    QCOMPARE(m_window->session()->current()->annotations().arrows.size(), std::size_t(1));
    QVERIFY(!m_window->board()->isFlipped());
    // Black moves: White to move, White at the bottom; White moves: Black at the bottom again.
    clickMoves({"e7e5"});
    QVERIFY(!m_window->board()->isFlipped());
    clickMoves({"g1f3"});
    QVERIFY(m_window->board()->isFlipped());
    QVERIFY(action("flip")->isChecked());
    QVERIFY(!whiteClockAtBottom());
    QCOMPARE(m_window->session()->tree().mainLine().size(), std::size_t(3));
}

void TestViewSettings::notationStyleReachesEveryView()
{
    clickMoves({"g1f3"});
    QCOMPARE(moveTextAt(1), QString("Nf3"));
    QAction *russian = menuAction(QStringLiteral("&Russian"));
    QVERIFY(russian);
    russian->trigger();
    QCOMPARE(m_window->settings().values().letters, AppSettings::Letters::Russian);
    QVERIFY(russian->isChecked());
    // The notation view writes the moves anew.
    QCOMPARE(moveTextAt(1), QString("Кf3"));
    // The session writes its sentences in the letters: the line it already has.
    m_window->session()->goToStart();
    m_window->session()->addLine({m_window->session()->tree().mainLine().at(0)->move()});
    QVERIFY2(m_window->messageText().contains(QStringLiteral("Кf3")), qPrintable(m_window->messageText()));
    m_window->session()->goToEnd();
    // The move box reads the letters: "Кc6" is Black's knight.
    MoveBox *box = m_window->moveBox();
    box->setText(QStringLiteral("Кc6"));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(m_window->session()->tree().mainLine().size(), std::size_t(2));
    QCOMPARE(moveTextAt(2), QString("Кc6"));
    // Back to English, and the long form, from their menus.
    menuAction(QStringLiteral("&English"))->trigger();
    QCOMPARE(moveTextAt(1), QString("Nf3"));
    action("longForm")->trigger();
    QCOMPARE(m_window->settings().values().form, NotationForm::Long);
    QCOMPARE(moveTextAt(1), QString("Ng1-f3"));
}

void TestViewSettings::pieceSetAndLooksReachTheBoard()
{
    BoardWidget *board = m_window->board();
    QCOMPARE(board->pieceSet()->name(), makePieceSet(QStringLiteral("glyphs"))->name());
    for (const QString &id : pieceSetIds()) {
        m_window->settings().change([&id](AppSettings &s) { s.pieceSet = id; });
        QCOMPARE(board->pieceSet()->name(), makePieceSet(id)->name());
    }
    // The colours: an empty light square in the high-contrast theme is white.
    m_window->settings().change([](AppSettings &s) { s.boardTheme = QStringLiteral("contrast"); });
    const QImage picture = board->grab().toImage();
    const QPointF d5 = board->squareRect(squareOf("d5")).center() * picture.devicePixelRatio();
    QCOMPARE(picture.pixelColor(d5.toPoint()), QColor(Qt::white));
    // Learning mode, from its menu: the panel shows, and the Attacks action can be used.
    QVERIFY(!action("attacks")->isEnabled());
    action("learning")->trigger();
    QVERIFY(m_window->isLearningMode());
    QVERIFY(m_window->learningPanel()->isVisible());
    QVERIFY(action("attacks")->isEnabled());
}

void TestViewSettings::eachChangeIsSaidOnceAndSurvivesARestart()
{
    ViewSettings &settings = m_window->settings();
    QSignalSpy changed(&settings, &ViewSettings::changed);
    // Setting what is already set says nothing.
    settings.change([](AppSettings &s) { s.flipped = false; });
    QCOMPARE(changed.count(), 0);
    settings.change([](AppSettings &s) {
        s.flipped = true;
        s.pieceSet = QStringLiteral("xboard");
        s.coordinatesInside = true;
        s.letters = AppSettings::Letters::Spanish;
    });
    QCOMPARE(changed.count(), 3);
    QCOMPARE(changed.at(0).at(0).value<ViewSettings::Key>(), ViewSettings::Key::Flipped);
    QCOMPARE(changed.at(1).at(0).value<ViewSettings::Key>(), ViewSettings::Key::Notation);
    QCOMPARE(changed.at(2).at(0).value<ViewSettings::Key>(), ViewSettings::Key::Looks);
    action("touchMove")->trigger();

    delete m_window;
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->board()->isFlipped());
    QVERIFY(action("flip")->isChecked());
    QVERIFY(action("touchMove")->isChecked());
    QVERIFY(menuAction(QStringLiteral("&Spanish"))->isChecked());
    QCOMPARE(m_window->board()->pieceSet()->name(), makePieceSet(QStringLiteral("xboard"))->name());
    QVERIFY(m_window->settings().values().coordinatesInside);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestViewSettings>(argc, argv, "tst_viewsettings");
}

#include "tst_viewsettings.moc"
