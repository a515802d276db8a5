// SPDX-License-Identifier: GPL-3.0-or-later
// The window is active again when one of its modal dialogs closes and no window of Ferz is
// (ui/access/focusreturn): the focus went elsewhere, or came back while Qt ignored it; Orca then
// heard nothing more from Ferz (tests/ui/access/orca.py, after the file dialog). A window the
// user left for another without a dialog is left as it is.
#include "ui/access/focusreturn.h"

#include <QApplication>
#include <QDialog>
#include <QMainWindow>
#include <QTest>
#include <QTimer>
#include <QWindow>

using namespace ferz;

class TestFocusReturn : public QObject {
    Q_OBJECT

private slots:
    void theWindowTakesTheFocusBack();
    void theWindowWithTheFocusBecomesActive();
    void aWindowLeftWithoutADialogStaysLeft();
};

void TestFocusReturn::theWindowTakesTheFocusBack()
{
    installFocusReturn();
    QMainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // What the window manager does at times: the focus goes to no window of Ferz's as the dialog
    // closes (here to a window that is not a widget, as the root window is not one).
    QWindow elsewhere;
    QDialog dialog(&window);
    QTimer::singleShot(0, &dialog, [&dialog, &elsewhere] {
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        dialog.accept();
        elsewhere.show();
        elsewhere.requestActivate();
    });
    dialog.exec();
    QVERIFY(QTest::qWaitForWindowActive(&elsewhere));
    QVERIFY(!window.isActiveWindow());
    QTRY_VERIFY(window.isActiveWindow());
}

void TestFocusReturn::theWindowWithTheFocusBecomesActive()
{
    installFocusReturn();
    QMainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QDialog dialog(&window);
    dialog.open();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    dialog.accept();
    // What Qt does when the focus comes back while a popup is open: the window has the focus,
    // and no window is active.
    window.activateWindow();
    QTRY_COMPARE(QGuiApplication::focusWindow(), window.windowHandle());
    QApplication::setActiveWindow(nullptr);
    QVERIFY(!window.isActiveWindow());
    QTRY_VERIFY(window.isActiveWindow());
}

void TestFocusReturn::aWindowLeftWithoutADialogStaysLeft()
{
    installFocusReturn();
    QMainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QWindow elsewhere;
    elsewhere.show();
    elsewhere.requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(&elsewhere));
    QTest::qWait(1000);
    QVERIFY(!window.isActiveWindow());
}

QTEST_MAIN(TestFocusReturn)
#include "tst_focusreturn.moc"
