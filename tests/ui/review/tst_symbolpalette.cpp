// SPDX-License-Identifier: GPL-3.0-or-later
// The symbol palette through the real main window: every common symbol ($1-$23, $32-$45,
// $130-$146) has a button named for screen readers in each language, the keyboard reaches it
// (Ctrl+Shift+K, the arrows, Space, Esc back to the board), a symbol toggles on the move shown as
// one undoable step, and the symbols of one group replace each other (⩲ and ±, White's and Black's
// zugzwang) while those of different groups stay together (development and initiative).
#include "core/notation/nag.h"
#include "tests/ui/reviewwindow.h"
#include "translations/languages.h"
#include "ui/board/boardwidget.h"
#include "ui/review/symbolpalette.h"
#include "ui/session/autosavefile.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"

#include <QAccessible>
#include <QLabel>
#include <QToolButton>
#include <QUndoStack>

using namespace ferz;
using namespace ferz::test;

class TestSymbolPalette : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everySymbolHasANamedButton();
    void keyboardReachesAndTogglesSymbols();
    void groupsExcludeEachOther();

private:
    GameSession *session() const { return m_window->session(); }
    SymbolPalette *palette() const { return m_window->findChild<SymbolPalette *>(); }
    std::vector<int> nagsShown() const { return session()->current()->annotations().nags; }

    QTemporaryDir m_dir;
    QString m_path;
    MainWindow *m_window = nullptr;
};

void TestSymbolPalette::init()
{
    QFile::remove(autosave::path());
    QString error;
    m_path = m_dir.filePath(QStringLiteral("palette.pgn"));
    m_window = showReviewWindow(m_path,
                                "[Event \"Palette\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n"
                                "[Event \"Second\"]\n[Result \"*\"]\n\n1. d4 *\n",
                                &error);
    QVERIFY2(m_window, qPrintable(error));
    session()->setCurrent(session()->tree().root()->mainChild());
}

void TestSymbolPalette::cleanup()
{
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    delete m_window;
    m_window = nullptr;
}

void TestSymbolPalette::everySymbolHasANamedButton()
{
    for (const QString &code : languageCodes()) {
        LanguageManager::instance().setLanguage(code);
        for (const int nag : paletteNags()) {
            QToolButton *button = palette()->button(nag);
            QVERIFY2(button, qPrintable(QStringLiteral("$%1").arg(nag)));
            const QString symbol = QString::fromUtf8(nagSymbol(nag));
            if (!symbol.isEmpty() && nag != 14 && nag != 15) // ⩲ ⩱ may fall back to += =+
                QCOMPARE(button->text(), symbol);
            QAccessibleInterface *access = QAccessible::queryAccessibleInterface(button);
            QCOMPARE(access->text(QAccessible::Name), nagDescription(nag));
            QVERIFY(access->state().checkable);
        }
    }
    // Translated indeed: the Russian name of a novelty is not the English one.
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QVERIFY(palette()->button(146)->accessibleName() != QStringLiteral("novelty"));
}

void TestSymbolPalette::keyboardReachesAndTogglesSymbols()
{
    QVERIFY(palette()->isHidden());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("symbolPalette"))->isEnabled());
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(palette()->isVisible());
    QToolButton *good = palette()->button(1);
    QTRY_VERIFY(good->hasFocus());
    QVERIFY(palette()->nameText().contains(nagDescription(1)));
    // Right to "?", down to the position's row ("="), right twice to ∞ … and its name shows.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QVERIFY(palette()->button(2)->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(palette()->button(11)->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QVERIFY(palette()->button(13)->hasFocus());
    QVERIFY(palette()->nameText().contains(nagDescription(13)));
    // The arrows stayed in the palette: the board still shows 1. e4.
    QCOMPARE(session()->current()->ply(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(nagsShown(), std::vector<int> {13});
    QVERIFY(palette()->button(13)->isChecked());
    // The rows below: White's initiative, then Black's; Enter toggles too.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(nagsShown(), (std::vector<int> {13, 37})); // Black has the initiative
    // One step each: Undo takes the last away.
    session()->undoStack()->undo();
    QCOMPARE(nagsShown(), std::vector<int> {13});
    QVERIFY(palette()->button(13)->isChecked() && !palette()->button(37)->isChecked());
    // Esc gives the keyboard back to the board; Tab comes back to the palette's one stop.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(m_window->findChild<BoardWidget *>()->hasFocus());
    int tabs = 0;
    while (!palette()->isAncestorOf(QApplication::focusWidget()) && tabs++ < 40) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    QVERIFY(palette()->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY2(!palette()->isAncestorOf(QApplication::focusWidget()),
             qPrintable(QApplication::focusWidget()->objectName()));
}

void TestSymbolPalette::groupsExcludeEachOther()
{
    m_window->findChild<QAction *>(QStringLiteral("symbolPalette"))->trigger();
    const auto press = [this](int nag) { palette()->button(nag)->click(); };
    press(14); // ⩲
    press(16); // ± replaces it
    QCOMPARE(nagsShown(), std::vector<int> {16});
    press(22); // White in zugzwang
    press(23); // Black in zugzwang replaces it
    press(32); // development
    press(36); // the initiative goes with it
    press(146); // a novelty with anything
    press(5); // !? first, as books print it
    QCOMPARE(nagsShown(), (std::vector<int> {5, 16, 23, 32, 36, 146}));
    QVERIFY(palette()->button(23)->isChecked() && !palette()->button(22)->isChecked());
    press(37); // Black's initiative replaces White's
    QCOMPARE(nagsShown(), (std::vector<int> {5, 16, 23, 32, 146, 37}));
    press(146); // and off again
    QCOMPARE(nagsShown(), (std::vector<int> {5, 16, 23, 32, 37}));
    for (int i = 0; i < 10; ++i)
        session()->undoStack()->undo();
    QVERIFY(nagsShown().empty());
    // A game being played has no palette.
    m_window->workspace()->newGame({});
    QVERIFY(palette()->isHidden());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("symbolPalette"))->isEnabled());
    QVERIFY(openAndWait(m_window->files(), m_path));
    QVERIFY(palette()->isVisible());
    // The start of the game has no move to judge.
    session()->setCurrent(session()->tree().root());
    QVERIFY(!palette()->button(1)->isEnabled());
    QVERIFY(palette()->button(14)->isEnabled());
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestSymbolPalette>(argc, argv, "tst_symbolpalette");
}

#include "tst_symbolpalette.moc"
