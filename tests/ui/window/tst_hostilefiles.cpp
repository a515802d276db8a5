// SPDX-License-Identifier: GPL-3.0-or-later
// Crafted files in the real window, which CTest runs with a 1 MiB stack: a game of 300,000 plies
// and variations nested 30,000 deep open, walk and take an edit (written to the autosave at once);
// a 50 MB comment shows cut, with a link that reads it whole; tags of 10 KB and 1 MB leave the
// window on the screen; a file that would take hours to read is cancelled by Esc or by quitting,
// and a second file is refused while it is read; a big file shows progress, then its game; a
// Latin-1 game in a UTF-8 file reads right and says so.
#include "core/task/backgroundjob.h"
#include "tests/core/hugegames.h"
#include "tests/ui/uitest.h"
#include "ui/notation/notationhtml.h"
#include "ui/notation/notationview.h"
#include "ui/review/commenteditor.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

namespace {

void write(const QString &path, const std::string &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text.data(), static_cast<qint64>(text.size())), static_cast<qint64>(text.size()));
}

} // namespace

class TestHostileFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void longGameWalksAndTakesAnEdit();
    void deepVariationsWalkAndTakeAnEdit();
    void hugeCommentIsCutAndReadWhole();
    void longTagsLeaveTheWindowOnTheScreen_data();
    void longTagsLeaveTheWindowOnTheScreen();
    void endlessFileIsCancelled();
    void quittingEndsTheReading();
    void quittingEndsTheReading_data();
    void secondFileWhileOneIsReadIsRefused();
    void bigFileShowsProgressThenTheGame();
    void restoredGameIsShownWhileItsFileIsRead();
    void latin1GameAmongUtf8OnesIsSaid();

private:
    void open(const QString &file, bool forReview);
    QString endlessFile();
    GameSession *session() const { return m_window->session(); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestHostileFiles::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "298,999"
    write(m_dir.filePath(QStringLiteral("long.pgn")), longGameText(300000));
    write(m_dir.filePath(QStringLiteral("nested.pgn")), nestedGameText(30000));
    // Appended, not added up: GCC 12 warns falsely (array-bounds) about the sum of the strings.
    std::string comment = "1. e4 {";
    comment.append(50000000, 'x').append("} e5 *\n");
    write(m_dir.filePath(QStringLiteral("comment.pgn")), comment);
}

void TestHostileFiles::init()
{
    autosave::remove();
    m_window = new MainWindow;
    m_window->setAutosaveEnabled(true);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestHostileFiles::cleanup()
{
    m_window->workspace()->setLeaveQuestion(nullptr);
    delete m_window;
    m_window = nullptr;
}

// A terabyte of NUL bytes (a sparse file: no disk is used), which would take hours to read.
QString TestHostileFiles::endlessFile()
{
    const QString path = m_dir.filePath(QStringLiteral("endless.pgn"));
    QFile file(path);
    if (!file.exists() && (!file.open(QIODevice::WriteOnly) || !file.resize(qint64(1) << 40)))
        return QString();
    return path;
}

void TestHostileFiles::open(const QString &file, bool forReview)
{
    QString error;
    const QString path = m_dir.filePath(file);
    QVERIFY2(test::openAndWait(m_window->files(), path, &error,
                               forReview ? FileCommands::Opening::Review : FileCommands::Opening::PlayOrReview),
             qPrintable(error));
}

void TestHostileFiles::longGameWalksAndTakesAnEdit()
{
    for (bool forReview : {false, true}) {
        open(QStringLiteral("long.pgn"), forReview);
        QCOMPARE(session()->tree().mainLine().size(), std::size_t(300000));
        NotationView *notation = m_window->panel()->notation();
        session()->goToEnd();
        const GameNode *last = session()->tree().mainLineEnd();
        QCOMPARE(session()->current(), last);
        // The notation shows the moves around the current one, not all 300,000.
        QVERIFY(!notation->moveText(last).isEmpty());
        QVERIFY(notation->moveText(session()->tree().mainLine().front()).isEmpty());
        QVERIFY2(notation->toPlainText().contains("… 298,999 earlier moves"),
                 qPrintable(notation->toPlainText().left(200)));
        session()->goToStart();
        QVERIFY(!notation->moveText(session()->tree().mainLine().front()).isEmpty());
        // An edit deep in the game, and the autosave that keeps it.
        session()->setCurrent(session()->tree().mainLine()[200000]);
        session()->toggleNag(1);
        QVERIFY(session()->isModified());
        QFile record(autosave::path());
        QVERIFY(record.open(QIODevice::ReadOnly));
        QVERIFY(record.readAll().contains("Nf3 $1"));
        record.close();
        session()->undoStack()->undo();
        QVERIFY(session()->tree().mainLine()[200000]->annotations().nags.empty());
    }
}

void TestHostileFiles::deepVariationsWalkAndTakeAnEdit()
{
    open(QStringLiteral("nested.pgn"), false);
    QCOMPARE(session()->kind(), GameSession::Kind::Review);
    // Down the nest to its deepest move, each time into the variation.
    GameNode *node = session()->tree().root()->mainChild();
    while (node->mainChild() && node->mainChild()->childCount() > 0)
        node = node->mainChild()->child(node->mainChild()->childCount() - 1);
    session()->setCurrent(node);
    QVERIFY(!m_window->panel()->notation()->moveText(node).isEmpty());
    session()->toggleNag(3);
    QCOMPARE(node->annotations().nags, std::vector<int> {3});
    QVERIFY(QFile::exists(autosave::path()));
    session()->deleteVariation();
    QVERIFY(session()->current()->childCount() > 0);
    session()->undoStack()->undo();
    session()->undoStack()->undo();
    QVERIFY(!session()->isModified());
}

void TestHostileFiles::hugeCommentIsCutAndReadWhole()
{
    open(QStringLiteral("comment.pgn"), true);
    NotationView *notation = m_window->panel()->notation();
    const QString text = notation->toPlainText();
    QVERIFY2(text.size() < 10000, qPrintable(QString::number(text.size())));
    QVERIFY(text.contains("[… 49,998,000 more characters: read them all]"));
    // The link opens the comment whole; left as it is, the comment stays as it was.
    const auto read = answerDialogs({[](QWidget *dialog, QString &length) {
        auto *editor = qobject_cast<CommentEditor *>(dialog);
        if (!editor)
            return false;
        length = QString::number(editor->after().size());
        editor->accept();
        return true;
    }});
    emit notation->commentRequested(session()->tree().root()->mainChild());
    QVERIFY(read->answered());
    QCOMPARE(read->text(), QString("50000000"));
    QVERIFY(!session()->isModified());
}

void TestHostileFiles::longTagsLeaveTheWindowOnTheScreen_data()
{
    QTest::addColumn<int>("length");
    QTest::newRow("200 characters") << 200;
    QTest::newRow("10 KB") << 10000;
    QTest::newRow("1 MB") << 1000000;
}

void TestHostileFiles::longTagsLeaveTheWindowOnTheScreen()
{
    QFETCH(int, length);
    const std::string name(static_cast<std::size_t>(length), 'w');
    write(m_dir.filePath(QStringLiteral("tags.pgn")),
          "[White \"" + name + "\"]\n[Event \"" + name + "\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 *\n");
    const int width = m_window->width();
    open(QStringLiteral("tags.pgn"), true);
    QApplication::processEvents();
    QVERIFY2(m_window->width() <= std::max(width, m_window->screen()->availableGeometry().width()),
             qPrintable(QString::number(m_window->width())));
    QVERIFY(m_window->minimumSizeHint().width() <= m_window->screen()->availableGeometry().width());
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("gameHeader"))->text().size() < 2000);
    m_window->grab(); // every widget paints
}

void TestHostileFiles::endlessFileIsCancelled()
{
    const QString path = endlessFile();
    QVERIFY(!path.isEmpty());
    const GameSession *before = session();
    // The progress dialog comes after half a second; Esc cancels it, as Cancel does.
    // Pressed again while the dialog stays: a loaded machine may show it a moment after it is made.
    int presses = 0;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QProgressDialog *>(QApplication::activeModalWidget());
        if (dialog && dialog->isVisible()) {
            ++presses;
            QTest::keyClick(dialog, Qt::Key_Escape);
        }
    });
    poll.start(50);
    QString error;
    QVERIFY(!test::openAndWait(m_window->files(), path, &error));
    QVERIFY(presses > 0);
    QVERIFY2(error.isEmpty(), qPrintable(error)); // no warning: the user chose it
    QVERIFY2(m_window->messageText().contains("cancelled"), qPrintable(m_window->messageText()));
    QCOMPARE(session(), before);
}

void TestHostileFiles::quittingEndsTheReading()
{
    QFETCH(bool, dialogShown);
    const QString path = endlessFile();
    QVERIFY(!path.isEmpty());
    const GameSession *before = session();
    // As in the program: the file is opened from the running event loop, and the application
    // quits (Ctrl+Q, the desktop's log-out) while it is read, with the progress dialog shown or
    // in the half second before it shows. Either way the reading is cancelled and exec() returns.
    bool ended = false, opened = true;
    QTimer::singleShot(0, this, [&] {
        m_window->files()->open(path, true, FileCommands::Opening::PlayOrReview, [&](bool ok, const QString &) {
            ended = true;
            opened = ok;
        });
    });
    auto *dialog = m_window->findChild<QProgressDialog *>(QStringLiteral("indexProgress"));
    QVERIFY(dialog);
    if (dialogShown) {
        connect(m_window->workspace()->indexing(), &BackgroundJob::progress, qApp, [dialog] {
            if (dialog->isVisible())
                QCoreApplication::quit();
        });
    } else {
        connect(m_window->workspace(), &Workspace::indexingStarted, qApp, &QCoreApplication::quit,
                Qt::QueuedConnection);
    }
    QApplication::exec();
    QVERIFY(ended);
    QVERIFY(!opened);
    QCOMPARE(dialog->isVisible(), false);
    QVERIFY(!m_window->workspace()->isOpening());
    QVERIFY2(m_window->messageText().contains("cancelled"), qPrintable(m_window->messageText()));
    QCOMPARE(session(), before);
}

void TestHostileFiles::quittingEndsTheReading_data()
{
    QTest::addColumn<bool>("dialogShown");
    QTest::newRow("dialog shown") << true;
    QTest::newRow("before the dialog shows") << false;
}

void TestHostileFiles::secondFileWhileOneIsReadIsRefused()
{
    const QString endless = endlessFile();
    QVERIFY(!endless.isEmpty());
    const GameSession *before = session();
    bool ended = false;
    m_window->files()->open(endless, true, FileCommands::Opening::PlayOrReview,
                            [&](bool, const QString &) { ended = true; });
    QString error;
    QVERIFY(!test::openAndWait(m_window->files(), m_dir.filePath(QStringLiteral("nested.pgn")), &error));
    QVERIFY2(error.contains("still being read"), qPrintable(error));
    QCOMPARE(session(), before);
    QVERIFY(!ended);
    // The first one goes on until cancelled.
    m_window->workspace()->cancelOpening();
    QVERIFY(ended);
    QVERIFY(!m_window->workspace()->isOpening());
    QCOMPARE(session(), before);
}

void TestHostileFiles::bigFileShowsProgressThenTheGame()
{
    QSignalSpy progress(m_window->workspace()->indexing(), &BackgroundJob::progress);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), m_dir.filePath(QStringLiteral("comment.pgn")), &error),
             qPrintable(error));
    QVERIFY(!progress.isEmpty()); // 50 MB are read in many blocks
    const QList<QVariant> last = progress.last();
    QVERIFY(last.at(0).toLongLong() <= last.at(1).toLongLong());
    QVERIFY2(m_window->messageText().startsWith("Opened"), qPrintable(m_window->messageText()));
    QCOMPARE(session()->filePath(), m_dir.filePath(QStringLiteral("comment.pgn")));
}

void TestHostileFiles::restoredGameIsShownWhileItsFileIsRead()
{
    // The autosave of edits to a game of a file that takes hours to index.
    AutosaveRecord record;
    record.kind = AutosaveRecord::Kind::Review;
    record.file = endlessFile();
    QVERIFY(!record.file.isEmpty());
    record.gameIndex = 0;
    record.gameHash = 1;
    record.pgn = "[Event \"Edited\"]\n\n1. e4 e5 *\n";
    QString why;
    QVERIFY2(autosave::write({record}, &why), qPrintable(why));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.offerAutosave(false));
    // The game is there at once; its file is read beside the window, with the progress dialog.
    GameSession *restored = window.session();
    QCOMPARE(restored->tree().tag("Event"), std::string("Edited"));
    QCOMPARE(restored->tree().mainLine().size(), std::size_t(2)); // e4 e5
    QVERIFY(window.workspace()->isOpening());
    auto *dialog = window.findChild<QProgressDialog *>(QStringLiteral("indexProgress"));
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->labelText().contains("endless.pgn"));
    QTest::mouseClick(dialog->findChild<QPushButton *>(), Qt::LeftButton);
    QVERIFY(!window.workspace()->isOpening());
    QVERIFY2(window.messageText().contains("not linked to"), qPrintable(window.messageText()));
    QCOMPARE(window.session(), restored);
    QVERIFY(restored->filePath().isEmpty());
    QVERIFY(restored->isModified());
}

void TestHostileFiles::latin1GameAmongUtf8OnesIsSaid()
{
    // "Пётр" in UTF-8, then "Café" in Latin-1, as when a game is pasted in from an older file.
    write(m_dir.filePath(QStringLiteral("mixed.pgn")),
          "[White \"\xD0\x9F\xD1\x91\xD1\x82\xD1\x80\"]\n\n1. e4 *\n\n[White \"Caf\xE9\"]\n\n1. d4 *\n");
    open(QStringLiteral("mixed.pgn"), true);
    QCOMPARE(session()->tree().tag("White"), std::string("\u041F\u0451\u0442\u0440"));
    QVERIFY2(!m_window->messageText().contains("not UTF-8"), qPrintable(m_window->messageText()));
    QVERIFY(m_window->workspace()->openGame(1));
    QCOMPARE(session()->tree().tag("White"), std::string("Caf\u00E9"));
    QVERIFY2(m_window->messageText().contains("not UTF-8: they were read as Latin-1"),
             qPrintable(m_window->messageText()));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestHostileFiles>(argc, argv, "tst_hostilefiles");
}

#include "tst_hostilefiles.moc"
