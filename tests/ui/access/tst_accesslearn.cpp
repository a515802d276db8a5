// SPDX-License-Identifier: GPL-3.0-or-later
// Learning and the dialogs without sight and without a mouse: a rule page's example and a course
// level are read square by square, played by keys and said on their live lines; every control
// the Tab key reaches in the dialogs has a name.
#include "core/course/course.h"
#include "core/pgn/pgnwriter.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/board/accessibleboard.h"
#include "ui/course/levelview.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/play/newgamedialog.h"
#include "ui/review/commenteditor.h"
#include "ui/review/headereditor.h"
#include "ui/review/positioneditor.h"
#include "ui/settings/appsettings.h"
#include "ui/window/looksdialog.h"

#include <QAccessible>
#include <QSignalSpy>

#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

QAccessibleInterface *cell(BoardWidget *board, const char *square)
{
    return QAccessible::queryAccessibleInterface(board)->child(cellIndex(squareOf(square), board->isFlipped()));
}

} // namespace

class TestAccessLearn : public QObject {
    Q_OBJECT

private slots:
    void rulePageExampleByKeys();
    void courseLevelByKeys();
    void dialogsNameEveryControl_data();
    void dialogsNameEveryControl();
};

void TestAccessLearn::rulePageExampleByKeys()
{
    RulesBrowser browser;
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QVERIFY(browser.showPage(QStringLiteral("11-castling.html")));
    BoardWidget *board = browser.board();
    // The pages and the page Tab reaches are named: the list, and the page by its title.
    QCOMPARE(QAccessible::queryAccessibleInterface(browser.findChild<QWidget *>(QStringLiteral("pages")))
                 ->text(QAccessible::Name),
             QStringLiteral("Pages"));
    QCOMPARE(QAccessible::queryAccessibleInterface(browser.findChild<QWidget *>(QStringLiteral("page")))
                 ->text(QAccessible::Name),
             QStringLiteral("Castling"));
    QCOMPARE(QAccessible::queryAccessibleInterface(board)->childCount(), 64);
    QCOMPARE(cell(board, "e1")->text(QAccessible::Name), QStringLiteral("e1, white king"));
    const auto *said = browser.findChild<LiveText *>(QStringLiteral("said"));
    board->setFocus();
    QTest::keyClick(board, Qt::Key_B, Qt::ControlModifier);
    QVERIFY(board->isKeyboardMode());
    QCOMPARE(board->cursorSquare(), squareOf("e1"));
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(said->text(), QStringLiteral("Picked up: e1, white king."));
    QTest::keyClick(board, Qt::Key_Left);
    QTest::keyClick(board, Qt::Key_Left);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(said->text(), QStringLiteral("Castles queenside"));
    QCOMPARE(board->position().pieceAt(squareOf("c1")), makePiece(Color::White, PieceType::King));
    // A refused move is said on the explanation line, which is live too.
    const auto *explanation = browser.findChild<LiveText *>(QStringLiteral("explanation"));
    QSignalSpy refused(explanation, &LiveText::announced);
    browser.resetExample();
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Return);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.first().first().toString(),
             QStringLiteral("You cannot castle: the king would cross f1, which is attacked by the bishop on c4."));
    // The king stays in hand: another square is chosen without picking it up again.
    QCOMPARE(board->selectedSquare(), squareOf("e1"));
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(board, Qt::Key_Left);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(said->text(), QStringLiteral("Castles queenside"));
}

// The first level of the course: the rook collects the star on a6. The star is read on its square,
// and the level is played by keys from the move box.
void TestAccessLearn::courseLevelByKeys()
{
    LevelView view;
    view.start(Course::builtIn().stages.front(), 0);
    view.resize(600, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    BoardWidget *board = view.board();
    QCOMPARE(cell(board, "a6")->text(QAccessible::Description), QStringLiteral("star"));
    QVERIFY(cell(board, "a5")->text(QAccessible::Description).isEmpty());
    QCOMPARE(cell(board, "a1")->text(QAccessible::Name), QStringLiteral("a1, white rook"));
    QCOMPARE(QApplication::focusWidget()->accessibleName(), QStringLiteral("Your move"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), board);
    QTest::keyClick(board, Qt::Key_B, Qt::ControlModifier);
    board->setCursorSquare(squareOf("a1"));
    QTest::keyClick(board, Qt::Key_Return);
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(board, Qt::Key_Up);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(view.findChild<LiveText *>(QStringLiteral("said"))->text(), QStringLiteral("Rook a6"));
    QVERIFY(view.play().isSolved());
}

void TestAccessLearn::dialogsNameEveryControl_data()
{
    QTest::addColumn<std::shared_ptr<QDialog>>("dialog");
    QTest::newRow("New Game") << std::shared_ptr<QDialog>(new NewGameDialog(NewGameSettings()));
    QTest::newRow("Board and Pieces") << std::shared_ptr<QDialog>(new LooksDialog(AppSettings()));
    QTest::newRow("Set Up Position") << std::shared_ptr<QDialog>(new PositionEditor(Position()));
    QTest::newRow("Game Header") << std::shared_ptr<QDialog>(
        new HeaderEditor({{"Event", "Club"}, {"White", "Ann"}, {"Black", "Bob"}}));
    QTest::newRow("Comment") << std::shared_ptr<QDialog>(
        new CommentEditor(QStringLiteral("1. e4"), {}, {}, commentBraces(TextEncoding::Utf8)));
}

// Every control the Tab key reaches has a name a screen reader can say: its own text, an
// accessible name, or the label that is its buddy.
void TestAccessLearn::dialogsNameEveryControl()
{
    QFETCH(std::shared_ptr<QDialog>, dialog);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    QStringList nameless;
    int controls = 0;
    for (QWidget *w : dialog->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(dialog.get()) || !(w->focusPolicy() & Qt::TabFocus) || w->focusProxy())
            continue;
        ++controls;
        if (QAccessible::queryAccessibleInterface(w)->text(QAccessible::Name).trimmed().isEmpty())
            nameless << QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
    }
    QVERIFY(controls > 1);
    QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QStringLiteral(", "))));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestAccessLearn>(argc, argv, "tst_accesslearn");
}

#include "tst_accesslearn.moc"
