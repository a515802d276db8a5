// SPDX-License-Identifier: GPL-3.0-or-later
// Comments through the real main window: a comment's paragraphs shown apart in the notation, a
// NAG written inside a comment ($1) shown as its symbol in the notation, the screen readers'
// description and the export alike, the NAGs given before the first move shown where the game's
// comment is and edited with the symbol actions at the start, and the comment editor saying how
// a brace typed in it is saved (⦃ ⦄, or ( ) in a Latin-1 file).
#include "core/notation/nag.h"
#include "export/gamedocument.h"
#include "render/glyphpieceset.h"
#include "tests/testfiles.h"
#include "tests/ui/reviewwindow.h"
#include "tests/ui/uitest.h"
#include "ui/actions/nagtext.h"
#include "ui/notation/notationview.h"
#include "ui/review/commenteditor.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/filecommands.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace ferz;
using namespace ferz::test;

namespace {

const QByteArray Commented = "[Event \"Comments\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                             "$10 {First.\n\nSecond.} 1. e4 {Good is $1 here} e5 2. Nf3 *\n";

} // namespace

class TestComments : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void paragraphsShownApart();
    void nagInACommentShownAsItsSymbolEverywhere();
    void nagsBeforeTheFirstMoveShownAndEdited();
    void editorSaysHowBracesAreSaved();
    void latin1FileGetsRoundBrackets();

private:
    QString typeABrace(bool *hiddenAtFirst, const QString &before = QString());
    GameSession *session() const { return m_window->session(); }
    NotationView *notation() const { return m_window->findChild<NotationView *>(); }
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    QString m_path;
};

void TestComments::init()
{
    QFile::remove(autosave::path());
    m_path = m_dir.filePath(QStringLiteral("comments.pgn"));
    QString error;
    m_window = showReviewWindow(m_path, Commented, &error);
    QVERIFY2(m_window, qPrintable(error));
}

void TestComments::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestComments::paragraphsShownApart()
{
    const QString text = notation()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("First.\n\nSecond.")), qPrintable(text));
    // And kept so in the file when the game is saved.
    session()->setCurrent(session()->tree().root()->mainChild());
    QTest::keyClick(m_window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(m_window->files()->save());
    QVERIFY(bytes(m_path).contains("{$10 First.\n\nSecond.} 1. e4 $1 {Good is $1 here}"));
}

void TestComments::nagInACommentShownAsItsSymbolEverywhere()
{
    const QString shown = QStringLiteral("Good is ! here");
    QVERIFY2(notation()->toPlainText().contains(shown), qPrintable(notation()->toPlainText()));
    session()->setCurrent(session()->tree().root()->mainChild());
    QVERIFY2(notation()->accessibleDescription().contains(shown), qPrintable(notation()->accessibleDescription()));
    GameDocument document(std::make_shared<GlyphPieceSet>(), DocumentOptions());
    document.addGame(session()->tree());
    const QString html = document.standaloneHtml();
    QVERIFY2(html.contains(shown), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("First.<br><br>Second.")));
}

void TestComments::nagsBeforeTheFirstMoveShownAndEdited()
{
    const QFont font = notation()->font();
    const auto shownAtStart = [&](int nag) {
        const QString text = notation()->toPlainText();
        const qsizetype symbol = text.indexOf(nagText(nag, font) + QStringLiteral(" First."));
        return symbol >= 0 && symbol < text.indexOf(QStringLiteral("1."));
    };
    QVERIFY2(shownAtStart(10), qPrintable(notation()->toPlainText()));

    session()->setCurrent(session()->tree().root());
    QVERIFY(action("nag14")->isEnabled());
    QVERIFY(!action("nag1")->isEnabled()); // a move's judgement: no move to judge
    QVERIFY(action("clearNags")->isEnabled());
    action("nag14")->trigger();
    QCOMPARE(session()->tree().root()->annotations().nags, std::vector<int> {14});
    QVERIFY2(shownAtStart(14), qPrintable(notation()->toPlainText()));
    action("clearNags")->trigger();
    QVERIFY(session()->tree().root()->annotations().nags.empty());
    QVERIFY(!notation()->toPlainText().contains(nagText(14, font)));
    session()->undoStack()->undo();
    QCOMPARE(session()->tree().root()->annotations().nags, std::vector<int> {14});
    QVERIFY(m_window->files()->save());
    QVERIFY(bytes(m_path).contains("{$14 First."));
}

// Types " }" at the end of the comment after the move shown, in the comment editor, and accepts
// it; whether the brace note was hidden at first, and its text once the brace was typed.
QString TestComments::typeABrace(bool *hiddenAtFirst, const QString &before)
{
    QString shown;
    auto *poll = new QTimer(this);
    connect(poll, &QTimer::timeout, this, [&, poll] {
        auto *editor = qobject_cast<CommentEditor *>(QApplication::activeModalWidget());
        if (!editor)
            return;
        poll->stop();
        const QLabel *note = editor->findChild<QLabel *>(QStringLiteral("braceNote"));
        *hiddenAtFirst = note && !note->isVisible();
        editor->afterBox()->setFocus();
        editor->afterBox()->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor->afterBox(), QStringLiteral(" }"));
        shown = note && note->isVisible() ? note->text() : QString();
        if (!before.isNull())
            editor->findChild<QPlainTextEdit *>(QStringLiteral("commentBefore"))->setPlainText(before);
        editor->accept();
    });
    poll->start(10);
    action("comment")->trigger();
    return shown;
}

void TestComments::editorSaysHowBracesAreSaved()
{
    GameNode *e4 = session()->tree().root()->mainChild();
    session()->setCurrent(e4);
    bool hiddenAtFirst = false;
    const QString note = typeABrace(&hiddenAtFirst, QStringLiteral("One.\n\n\nTwo\nthree."));
    QVERIFY(hiddenAtFirst);
    QVERIFY2(note.contains(QChar(0x2984)), qPrintable(note));
    QCOMPARE(e4->annotations().commentAfter, std::string("Good is $1 here }"));
    QCOMPARE(e4->annotations().commentBefore, std::string("One.\n\nTwo three."));
    QVERIFY(m_window->files()->save());
    QVERIFY(bytes(m_path).contains("{One.\n\nTwo three.} 1. e4 {Good is $1 here \u2984}"));
}

// A Latin-1 file has no ⦃ ⦄: the note names the round brackets the file gets instead of a '?'.
void TestComments::latin1FileGetsRoundBrackets()
{
    delete m_window;
    const QString path = m_dir.filePath(QStringLiteral("latin1.pgn"));
    QString error;
    m_window = showReviewWindow(path,
                                "[Event \"Caf\xE9\"]\n[White \"M\xFCller\"]\n[Result \"*\"]\n\n"
                                "1. e4 {D\xE9j\xE0 vu} e5 *\n",
                                &error);
    QVERIFY2(m_window, qPrintable(error));
    session()->setCurrent(session()->tree().root()->mainChild());
    bool hiddenAtFirst = false;
    const QString note = typeABrace(&hiddenAtFirst);
    QVERIFY(hiddenAtFirst);
    QVERIFY2(note.contains(QStringLiteral(" ( ")) && note.contains(QStringLiteral(" )"))
                 && !note.contains(QChar(0x2984)),
             qPrintable(note));
    QVERIFY(m_window->files()->save());
    const QByteArray saved = bytes(path);
    QVERIFY2(saved.contains("1. e4 {D\xE9j\xE0 vu )} 1... e5"), saved.constData());
    QVERIFY(saved.contains("[Event \"Caf\xE9\"]"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestComments>(argc, argv, "tst_comments");
}

#include "tst_comments.moc"
