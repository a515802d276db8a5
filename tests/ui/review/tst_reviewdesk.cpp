// SPDX-License-Identifier: GPL-3.0-or-later
// What a reviewer tripped on, through the real main window: the header editor's Add Tag puts the
// keyboard in the new row's name, in view; the Result is one of the four results, and the
// movetext ends in it; the game list shows the open game's header as edited, before a save; Esc
// in the list gives the keyboard back to the board, Enter or Down in the filter goes to the list;
// a paste of several games lists them all, with no file behind them until Save As; the export
// dialog opens in the folder of the game's file.
#include "core/pgn/pgnfile.h"
#include "tests/testfiles.h"
#include "tests/threegames.h"
#include "tests/ui/reviewwindow.h"
#include "tests/ui/uitest.h"
#include "ui/review/gamelistfilter.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/review/headereditor.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/mainwindow.h"

#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>

using namespace ferz;
using namespace ferz::test;

class TestReviewDesk : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void addTagTypesIntoTheNewRow();
    void resultIsChosenAndEndsTheMovetext();
    void listShowsTheHeaderAsEdited();
    void keysBetweenTheListAndTheBoard();
    void pastedGamesAreAllListed();
    void exportOpensInTheFilesFolder();

private:
    GameSession *session() const { return m_window->session(); }
    GameListWidget *list() const { return m_window->findChild<GameListWidget *>(QStringLiteral("gameList")); }
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }
    QString listed(int row, int column) const { return list()->table()->model()->index(row, column).data().toString(); }

    QTemporaryDir m_dir;
    QString m_path;
    MainWindow *m_window = nullptr;
};

void TestReviewDesk::init()
{
    autosave::remove();
    m_path = m_dir.filePath(QStringLiteral("games.pgn"));
    QString error;
    m_window = showReviewWindow(m_path, ThreeGames, &error);
    QVERIFY2(m_window, qPrintable(error));
}

void TestReviewDesk::cleanup()
{
    m_window->workspace()->setLeaveQuestion(nullptr);
    delete m_window;
    m_window = nullptr;
}

// The keyboard goes to the new row's name, which is scrolled into view: what is typed next names
// the new tag, and neither renames "Black" nor overwrites White's value.
void TestReviewDesk::addTagTypesIntoTheNewRow()
{
    std::vector<GameTree::Tag> tags = {{"Event", "E"}, {"White", "W1"}, {"Black", "B1"}, {"Result", "*"}};
    for (int i = 0; i < 30; ++i)
        tags.emplace_back("Extra" + std::to_string(i), "x");
    HeaderEditor editor(tags);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTableWidget *table = editor.table();
    table->setCurrentCell(2, 0);
    table->setFocus();
    const int rows = table->rowCount();
    QPushButton *add = nullptr;
    for (QPushButton *button : editor.findChildren<QPushButton *>())
        if (button->text() == QStringLiteral("&Add Tag"))
            add = button;
    QVERIFY(add);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(table->rowCount(), rows + 1);
    QCOMPARE(table->currentRow(), rows);
    QCOMPARE(table->currentColumn(), 0);
    QVERIFY(table->viewport()->rect().contains(table->visualItemRect(table->item(rows, 0))));
    QWidget *typing = QApplication::focusWidget();
    QVERIFY(typing);
    typeText(typing, QStringLiteral("Annotator"));
    QTest::keyClick(typing, Qt::Key_Return);
    // The delegate commits the editor's text once back in the event loop.
    QTRY_COMPARE(table->item(rows, 0)->text(), QStringLiteral("Annotator"));
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("Black"));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("W1"));
    const auto edited = editor.tags();
    QVERIFY(std::find(edited.begin(), edited.end(), GameTree::Tag("Annotator", "")) != edited.end());
}

// The Result is a choice of 1-0, 0-1, ½–½ and *, and the saved movetext ends in the one chosen.
void TestReviewDesk::resultIsChosenAndEndsTheMovetext()
{
    QStringList choices;
    const auto answer = answerDialogs({[&choices](QWidget *dialog, QString &) {
        auto *editor = qobject_cast<HeaderEditor *>(dialog);
        if (!editor)
            return false;
        QComboBox *result = editor->result();
        for (int i = 0; i < result->count(); ++i)
            choices << result->itemText(i);
        if (result->isEditable())
            choices << QStringLiteral("editable");
        result->setCurrentIndex(result->findText(QStringLiteral("0-1")));
        editor->accept();
        return true;
    }});
    action("headers")->trigger();
    QVERIFY(answer->answered());
    QCOMPARE(choices, QStringList({"1-0", "0-1", "½–½", "*"}));
    QCOMPARE(session()->tree().tag("Result"), std::string("0-1"));
    QVERIFY(m_window->files()->save());
    QVERIFY2(bytes(m_path).contains("[Result \"0-1\"]\n\n1. e4 e5 0-1"), bytes(m_path).constData());
}

// A header edit shows in the list at once, before the game is saved.
void TestReviewDesk::listShowsTheHeaderAsEdited()
{
    QVERIFY(list()->isVisible());
    QCOMPARE(listed(0, GameListModel::White), QStringLiteral("W1"));
    std::vector<GameTree::Tag> tags = session()->tree().tags();
    for (auto &[name, value] : tags)
        if (name == "White")
            value = "Carlsen";
    session()->setTags(tags);
    QCOMPARE(listed(0, GameListModel::White), QStringLiteral("Carlsen"));
    QCOMPARE(listed(1, GameListModel::White), QStringLiteral("W2"));
    // Undone, the list says the file's name again.
    session()->undoStack()->undo();
    QCOMPARE(listed(0, GameListModel::White), QStringLiteral("W1"));
}

void TestReviewDesk::keysBetweenTheListAndTheBoard()
{
    QLineEdit *filter = list()->filterBox();
    for (Qt::Key key : {Qt::Key_Return, Qt::Key_Down}) {
        filter->setFocus();
        QTRY_VERIFY(filter->hasFocus());
        QTest::keyClick(filter, key);
        QVERIFY2(list()->table()->hasFocus(), qPrintable(QString::number(key)));
        QCOMPARE(session()->source().index, 0); // the open game stays
        QTest::keyClick(list()->table(), Qt::Key_Escape);
        QVERIFY(m_window->board()->hasFocus());
    }
}

void TestReviewDesk::pastedGamesAreAllListed()
{
    QGuiApplication::clipboard()->setText(QString::fromUtf8(ThreeGames));
    action("paste")->trigger();
    QVERIFY(list()->isVisible());
    QCOMPARE(list()->table()->model()->rowCount(), 3);
    QCOMPARE(session()->tree().tag("White"), std::string("W1"));
    QVERIFY2(m_window->messageText().contains(QStringLiteral("3 games")), qPrintable(m_window->messageText()));
    // No file of the user's: the title names none, and a save asks where.
    QVERIFY(session()->filePath().isEmpty());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Ferz[*]"));
    list()->table()->setCurrentIndex(list()->proxy()->index(2, 0));
    QCOMPARE(session()->tree().tag("White"), std::string("W3"));
    session()->goForward();
    session()->toggleNag(1);
    const QString target = m_dir.filePath(QStringLiteral("pasted.pgn"));
    const auto answers = answerDialogs({chooseFile(target)});
    QVERIFY(m_window->files()->save());
    QVERIFY(answers->answered());
    // Save As writes them all, and the list goes on with that file.
    PgnFile saved;
    QVERIFY(saved.open(target));
    QCOMPARE(saved.count(), 3);
    QVERIFY(bytes(target).contains("1. c4 $1 c5 *"));
    QCOMPARE(session()->filePath(), target);
    QCOMPARE(session()->source().index, 2);
    QCOMPARE(list()->table()->model()->rowCount(), 3);
}

void TestReviewDesk::exportOpensInTheFilesFolder()
{
    QString folder, name;
    const auto answers = answerDialogs({[&](QWidget *dialog, QString &) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        if (!files)
            return false;
        folder = files->directory().absolutePath();
        name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->text();
        QMetaObject::invokeMethod(files, "reject");
        return true;
    }});
    action("exportGame")->trigger();
    QVERIFY(answers->answered());
    QCOMPARE(folder, QFileInfo(m_path).absolutePath());
    QCOMPARE(name, QStringLiteral("games.pdf"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestReviewDesk>(argc, argv, "tst_reviewdesk");
}

#include "tst_reviewdesk.moc"
