// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard's place is always seen: every widget of the main window that Tab reaches (the
// board, the move box and its letters, the game list and its filter, the find box, the symbol
// palette, the evaluation graph, the analysis panel, a played game's buttons and clocks) looks
// different with the keyboard than without it. Each is drawn once with the keyboard elsewhere and
// once with it, through the real window, as a reviewed game and as a game played on the clock; a
// window shown without the keyboard wears no ring until the keyboard comes to it.
#include "tests/ui/reviewwindow.h"
#include "ui/analysis/evalgraph.h"
#include "ui/notation/notationview.h"
#include "ui/session/autosavefile.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QFocusFrame>
#include <QSet>

using namespace ferz;
using namespace ferz::test;

namespace {

// An annotated game, with evaluations for the graph, in a file of two games for the list.
const QByteArray Games = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                         "1. e4 { [%eval 0.3] } e5 { [%eval 0.2] } 2. Nf3 { [%eval 0.4] } *\n\n"
                         "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

// The widgets Tab reaches in `window` now: shown, enabled, taking the keyboard from Tab.
QList<QWidget *> tabStops(QWidget *window)
{
    QList<QWidget *> stops;
    for (QWidget *widget : window->findChildren<QWidget *>())
        if (widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus)
            && !widget->focusProxy() && widget->window() == window)
            stops << widget;
    return stops;
}

QString describe(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char(' ') + widget->objectName();
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        name += QStringLiteral(" \"%1\"").arg(button->text());
    return name;
}

// The widget as the window draws it, with a few pixels around it (where a ring around it is).
QImage drawn(QWidget *window, QWidget *widget)
{
    QCoreApplication::processEvents();
    return window->grab(QRect(widget->mapTo(window, QPoint(0, 0)), widget->size()).adjusted(-4, -4, 4, 4)).toImage();
}

// The widgets of `window` that look the same with the keyboard as without it.
QStringList unmarked(QWidget *window, QWidget *elsewhere)
{
    QStringList same;
    for (QWidget *widget : tabStops(window)) {
        if (widget == elsewhere)
            continue;
        elsewhere->setFocus(Qt::TabFocusReason);
        const QImage without = drawn(window, widget);
        widget->setFocus(Qt::TabFocusReason);
        if (!widget->hasFocus())
            continue; // it hands the keyboard on (a proxy): not a stop of its own
        const QImage with = drawn(window, widget);
        if (with == without)
            same << describe(widget);
    }
    return same;
}

} // namespace

class TestFocus : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void reviewedGame();
    void gamePlayedOnTheClock();
    void noRingWithoutTheKeyboard();

private:
    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestFocus::init()
{
    QFile::remove(autosave::path());
    QString error;
    m_window = showReviewWindow(m_dir.filePath(QStringLiteral("focus.pgn")), Games, &error);
    QVERIFY2(m_window, qPrintable(error));
    QApplication::setActiveWindow(m_window);
}

void TestFocus::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestFocus::reviewedGame()
{
    // Everything a reviewer may open: the find box, the symbol palette, the engine's panel.
    m_window->findChild<QAction *>(QStringLiteral("find"))->trigger();
    m_window->findChild<QAction *>(QStringLiteral("symbolPalette"))->trigger();
    m_window->findChild<QDockWidget *>(QStringLiteral("analysisDock"))->show();
    QVERIFY(m_window->findChild<EvalGraph *>()->isVisible());
    const QList<QWidget *> stops = tabStops(m_window);
    QSet<QString> kinds;
    for (const QWidget *widget : stops)
        kinds << QString::fromLatin1(widget->metaObject()->className());
    for (const char *kind : {"ferz::BoardWidget", "QLineEdit", "ferz::GameTable", "QToolButton", "ferz::EvalGraph",
                             "QListWidget", "QCheckBox"})
        QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
    // The window's menu bar takes the keyboard only from Alt: the board is the place to start from.
    QWidget *board = m_window->findChild<QWidget *>(QStringLiteral("board"));
    QVERIFY(board);
    QStringList same = unmarked(m_window, m_window->findChild<QWidget *>(QStringLiteral("gameFilter")));
    // The board itself, drawn from another widget.
    same += unmarked(m_window, board).filter(QStringLiteral("BoardWidget"));
    QVERIFY2(same.isEmpty(), qPrintable(same.join(QStringLiteral("; "))));

    // A move clicked in the notation gives the keyboard to the board, whose arrows walk the game.
    auto *notation = m_window->findChild<NotationView *>();
    const GameNode *e5 = m_window->session()->tree().mainLine()[1];
    QTest::mouseClick(notation->viewport(), Qt::LeftButton, Qt::NoModifier, notation->moveRect(e5).center());
    QCOMPARE(m_window->session()->current(), e5);
    QVERIFY(board->hasFocus());
}

void TestFocus::gamePlayedOnTheClock()
{
    m_window->workspace()->newGame({.white = QStringLiteral("Anna"),
                                    .black = QStringLiteral("Boris"),
                                    .control = TimeControl::increment(300000, 2000)});
    QWidget *board = m_window->findChild<QWidget *>(QStringLiteral("board"));
    const QStringList same =
        unmarked(m_window, board) + unmarked(m_window, m_window->findChild<QWidget *>(QStringLiteral("moveBox")));
    QVERIFY2(same.isEmpty(), qPrintable(same.join(QStringLiteral("; "))));
}

void TestFocus::noRingWithoutTheKeyboard()
{
    // A window shown while another has the keyboard wears no ring until the keyboard comes to it.
    QWidget *keyboard = QApplication::focusWidget();
    QVERIFY(keyboard && keyboard->window() == m_window);
    MainWindow second;
    second.show();
    QCOMPARE(QApplication::focusWidget(), keyboard);
    const auto *ring = second.findChild<QFocusFrame *>(QStringLiteral("focusRing"));
    QVERIFY(ring);
    QVERIFY(!ring->widget());
    QVERIFY(!ring->isVisible());
    // Then it frames the widget with the keyboard.
    QApplication::setActiveWindow(&second);
    QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget()->window() == &second);
    QCOMPARE(ring->widget(), QApplication::focusWidget());
    QVERIFY(ring->isVisible());
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestFocus>(argc, argv, "tst_focus");
}

#include "tst_focus.moc"
