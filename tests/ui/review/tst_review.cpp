// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewing annotated games through the real main window: open the annotated PGNs, walk into
// nested variations with the keyboard, add a variation, a comment, a symbol, an arrow and a
// square, undo and redo them, save, and read the file back: it holds exactly those edits and every
// other byte is as it was. Also promote/delete variations, Save As, autosave of review edits.
#include "core/notation/nag.h"
#include "core/notation/san.h"
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnwriter.h"
#include "tests/testfiles.h"
#include "tests/ui/uitest.h"
#include "ui/actions/nagtext.h"
#include "ui/board/boardwidget.h"
#include "ui/notation/notationview.h"
#include "ui/review/commenteditor.h"
#include "ui/review/gamelistwidget.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace ferz;
using namespace ferz::test;

namespace {

GameTree readGame(const QString &path, int index)
{
    PgnFile database;
    if (!database.open(path))
        return GameTree();
    PgnGame game;
    database.readAt(index, game);
    return std::move(game.tree);
}

QString sanOf(const GameNode *node)
{
    return node->isRoot() ? QString() : QString::fromStdString(sanText(node->parent()->position(), node->move()));
}

// Writes the comment into the next comment dialog and accepts it.
void answerCommentDialog(const QString &after)
{
    auto *poll = new QTimer(qApp);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, after] {
        auto *editor = qobject_cast<CommentEditor *>(QApplication::activeModalWidget());
        if (!editor)
            return;
        editor->afterBox()->setPlainText(after);
        editor->accept();
        poll->deleteLater();
    });
    poll->start(10);
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void multiGameFileOpensForReview();
    void keyboardWalksIntoNestedVariations();
    void editsUndoRedoSaveAndReadBack();
    void saveLeavesOtherGamesByteIdentical();
    void saveAsCopiesTheWholeFile();
    void variationsPromotedDemotedDeleted();
    void clickingAMoveGoesThere();
    void unsavedEditsSurviveThroughAutosave();
    void restoredEditsOfAChangedFileStayUnlinked();
    void languageSwitchReachesTheReview();

private:
    void open(const QString &file);
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    GameSession *session() const { return m_window->session(); }
    int gameIndex() const { return session()->source().index; }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    QString m_path;
};

void TestReview::init()
{
    QFile::remove(autosave::path());
    m_window = new MainWindow;
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestReview::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

// Opens a copy of an annotated file (tests write into it).
void TestReview::open(const QString &file)
{
    m_path = m_dir.filePath(file);
    QFile::remove(m_path);
    QVERIFY(QFile::copy(QStringLiteral(FERZ_TEST_DATA "/pgn/annotated/") + file, m_path));
    QFile::setPermissions(m_path, QFile::permissions(m_path) | QFileDevice::WriteOwner);
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), m_path, &error), qPrintable(error));
    QCOMPARE(session()->kind(), GameSession::Kind::Review);
}

void TestReview::key(int k, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_window, Qt::Key(k), modifiers);
}

void TestReview::multiGameFileOpensForReview()
{
    open(QStringLiteral("pgn4web-chess-informant-sample.pgn"));
    QCOMPARE(session()->source().database->count(), 5);
    QCOMPARE(gameIndex(), 0);
    QCOMPARE(session()->tree().tag("White"), std::string("Martz, W."));
    QVERIFY(session()->current()->isRoot());
    // The board shows the start, and the next game is one key away.
    QCOMPARE(m_window->board()->position(), Position());
    key(Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(gameIndex(), 1);
    QCOMPARE(session()->tree().tag("Black"), std::string("Browne, W."));
    key(Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(gameIndex(), 0);
}

void TestReview::keyboardWalksIntoNestedVariations()
{
    open(QStringLiteral("chessx-game1.pgn"));
    for (int i = 0; i < 33; ++i)
        key(Qt::Key_Right);
    QCOMPARE(sanOf(session()->current()), QString("Ne5"));
    QCOMPARE(session()->current()->ply(), 33);
    key(Qt::Key_Down); // the alternative 17.Bxf6
    QCOMPARE(sanOf(session()->current()), QString("Bxf6"));
    QVERIFY(!session()->current()->isMainLine());
    key(Qt::Key_Right);
    QCOMPARE(sanOf(session()->current()), QString("Bxf6"));
    key(Qt::Key_Down); // the nested 17…gxf6
    QCOMPARE(sanOf(session()->current()), QString("gxf6"));
    key(Qt::Key_Right);
    GameNode *nf4 = session()->current();
    QCOMPARE(sanOf(nf4), QString("Nf4"));
    QCOMPARE(nf4->annotations().nags, std::vector<int> {40});
    QCOMPARE(m_window->board()->position(), nf4->position());
    // The notation shows the nested line and highlights where we are.
    QCOMPARE(m_window->panel()->notation()->moveText(nf4), QString("18.Nf4"));
    QVERIFY(m_window->panel()->notation()->toPlainText().contains("(17…gxf6 %03'better is' 18.Nf4 →)"));
    key(Qt::Key_Left);
    key(Qt::Key_Up); // back to 17…Bxf6
    QCOMPARE(sanOf(session()->current()), QString("Bxf6"));
    QCOMPARE(session()->current()->indexInParent(), 0);
    key(Qt::Key_Left);
    key(Qt::Key_Up);
    QCOMPARE(sanOf(session()->current()), QString("Ne5"));
    QVERIFY(session()->current()->isMainLine());
    key(Qt::Key_End);
    QCOMPARE(session()->current(), session()->tree().mainLineEnd());
    key(Qt::Key_Home);
    QVERIFY(session()->current()->isRoot());
}

void TestReview::editsUndoRedoSaveAndReadBack()
{
    open(QStringLiteral("chessx-game1.pgn"));
    const QByteArray before = bytes(m_path);
    PgnFile index;
    QVERIFY(index.open(m_path));
    const PgnFile::Entry oldEntry = index.entry(0);
    const std::string original = writePgn(session()->tree());

    // Into the nested variation 17.Bxf6 gxf6, then a new move there instead of 18.Nf4.
    for (int i = 0; i < 33; ++i)
        key(Qt::Key_Right);
    key(Qt::Key_Down);
    key(Qt::Key_Right);
    key(Qt::Key_Down);
    GameNode *gxf6 = session()->current();
    QCOMPARE(sanOf(gxf6), QString("gxf6"));
    Move chosen;
    for (Move m : gxf6->position().legalMoves())
        if (m != gxf6->mainChild()->move() && m.kind() == Move::Normal) {
            chosen = m;
            break;
        }
    QVERIFY(!chosen.isNull());
    BoardWidget *board = m_window->board();
    QVERIFY(board->isInteractive());
    dragPiece(board, squareName(chosen.from()).c_str(), squareName(chosen.to()).c_str());
    GameNode *added = session()->current();
    QCOMPARE(added->parent(), gxf6);
    QCOMPARE(added->move(), chosen);
    QCOMPARE(added->indexInParent(), 1); // a new variation, the main continuation stays

    answerCommentDialog(QStringLiteral("A new idea."));
    m_window->findChild<QAction *>(QStringLiteral("comment"))->trigger();
    m_window->activateWindow(); // back from the dialog
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    key(Qt::Key_1, Qt::ControlModifier); // !
    const QPoint e4 = centre(board, "e4"), d5 = centre(board, "d5");
    QTest::mousePress(board, Qt::RightButton, Qt::ShiftModifier, e4);
    QTest::mouseMove(board, d5);
    QTest::mouseRelease(board, Qt::RightButton, Qt::ShiftModifier, d5);
    QTest::mouseClick(board, Qt::RightButton, Qt::ControlModifier, centre(board, "c3"));

    Annotations expectedAnnotations;
    expectedAnnotations.commentAfter = "A new idea.";
    expectedAnnotations.nags = {1};
    expectedAnnotations.arrows = {Arrow {'R', squareOf("e4"), squareOf("d5")}};
    expectedAnnotations.squares = {SquareMark {'Y', squareOf("c3")}};
    QCOMPARE(added->annotations().commentAfter, expectedAnnotations.commentAfter);
    QCOMPARE(added->annotations().nags, expectedAnnotations.nags);
    QCOMPARE(added->annotations().arrows.size(), std::size_t(1));
    QCOMPARE(added->annotations().squares.size(), std::size_t(1));
    QCOMPARE(added->annotations(), expectedAnnotations);
    QVERIFY(m_window->panel()->notation()->toPlainText().contains("A new idea."));

    // The expected game: the file's game with exactly these edits.
    GameTree expected = readGame(m_path, 0);
    GameNode *expectedParent = expected.mainLine()[31]->child(1)->child(1);
    QCOMPARE(expectedParent->position(), gxf6->position());
    expected.appendMove(expectedParent, chosen)->annotations() = expectedAnnotations;
    QCOMPARE(writePgn(session()->tree()), writePgn(expected));
    QVERIFY(session()->tree() == expected);

    // Five edits undone one by one bring the game back as read; redone, the edits are back.
    QUndoStack *stack = session()->undoStack();
    QCOMPARE(stack->count(), 5);
    for (int i = 0; i < 5; ++i)
        key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(writePgn(session()->tree()), original);
    QCOMPARE(session()->current(), gxf6);
    for (int i = 0; i < 5; ++i)
        key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(stack->index(), 5);
    QVERIFY(session()->tree() == expected);
    QCOMPARE(session()->current(), added);

    key(Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!session()->isModified());
    const QByteArray after = bytes(m_path);
    QVERIFY(index.open(m_path));
    const PgnFile::Entry newEntry = index.entry(0);
    QCOMPARE(newEntry.begin, oldEntry.begin);
    // The game reads back with exactly the edits, written in export format…
    QVERIFY(readGame(m_path, 0) == expected);
    std::string written = writePgn(expected);
    written.pop_back();
    QCOMPARE(after.mid(newEntry.begin, newEntry.end - newEntry.begin), QByteArray::fromStdString(written));
    // …and everything around it is byte for byte what it was.
    QCOMPARE(after.left(newEntry.begin), before.left(oldEntry.begin));
    QCOMPARE(after.mid(newEntry.end), before.mid(oldEntry.end));
    QCOMPARE(index.count(), 2);
}

void TestReview::saveLeavesOtherGamesByteIdentical()
{
    open(QStringLiteral("pgn4web-chess-informant-sample.pgn"));
    const QByteArray before = bytes(m_path);
    PgnFile index;
    QVERIFY(index.open(m_path));
    std::vector<QByteArray> games;
    for (int i = 0; i < index.count(); ++i)
        games.push_back(before.mid(index.entry(i).begin, index.entry(i).end - index.entry(i).begin));
    const PgnFile::Entry third = index.entry(2);

    key(Qt::Key_PageDown, Qt::ControlModifier);
    key(Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(gameIndex(), 2);
    key(Qt::Key_Right);
    key(Qt::Key_5, Qt::ControlModifier); // !?
    QCOMPARE(session()->current()->annotations().nags.back(), 5);
    QVERIFY(m_window->files()->save());

    const QByteArray after = bytes(m_path);
    QVERIFY(index.open(m_path));
    QCOMPARE(index.count(), 5);
    for (int i : {0, 1, 3, 4})
        QCOMPARE(after.mid(index.entry(i).begin, index.entry(i).end - index.entry(i).begin),
                 games[static_cast<std::size_t>(i)]);
    QCOMPARE(after.left(index.entry(2).begin), before.left(third.begin));
    QCOMPARE(after.mid(index.entry(2).end), before.mid(third.end));
    QVERIFY(readGame(m_path, 2) == session()->tree());
    // The game list shows the saved file.
    QCOMPARE(session()->source().database->entry(2).end, index.entry(2).end);
}

void TestReview::saveAsCopiesTheWholeFile()
{
    open(QStringLiteral("pgn4web-chess-informant-sample.pgn"));
    const QByteArray before = bytes(m_path);
    key(Qt::Key_PageDown, Qt::ControlModifier);
    key(Qt::Key_Right);
    key(Qt::Key_2, Qt::ControlModifier); // ?
    const QString copy = m_dir.filePath(QStringLiteral("copy.pgn"));
    QVERIFY(m_window->files()->saveAs(copy));
    QCOMPARE(bytes(m_path), before); // the original stays
    PgnFile database;
    QVERIFY(database.open(copy));
    QCOMPARE(database.count(), 5);
    QVERIFY(readGame(copy, 1) == session()->tree());
    QCOMPARE(session()->filePath(), copy);
    QCOMPARE(bytes(copy).left(database.entry(1).begin), before.left(database.entry(1).begin));
}

void TestReview::variationsPromotedDemotedDeleted()
{
    open(QStringLiteral("chessx-game1.pgn"));
    for (int i = 0; i < 33; ++i)
        key(Qt::Key_Right);
    GameNode *ne5 = session()->current();
    key(Qt::Key_Down);
    GameNode *bxf6 = session()->current();
    const std::string original = writePgn(session()->tree());
    key(Qt::Key_Up, Qt::ControlModifier); // promote
    QCOMPARE(bxf6->indexInParent(), 0);
    QVERIFY(bxf6->isMainLine());
    key(Qt::Key_Down, Qt::ControlModifier); // demote: 17.Ne5 is the main move again
    QCOMPARE(ne5->indexInParent(), 0);
    key(Qt::Key_Right);
    key(Qt::Key_Down);
    GameNode *gxf6 = session()->current();
    m_window->findChild<QAction *>(QStringLiteral("mainLine"))->trigger();
    QVERIFY(gxf6->isMainLine());
    QCOMPARE(session()->tree().mainLine()[32], bxf6);
    key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!gxf6->isMainLine());
    QCOMPARE(writePgn(session()->tree()), original);
    key(Qt::Key_Delete, Qt::ControlModifier); // delete the variation 17…gxf6
    QCOMPARE(session()->current(), bxf6->mainChild()->parent());
    QCOMPARE(bxf6->childCount(), 1);
    key(Qt::Key_Delete, Qt::ShiftModifier); // delete 17.Bxf6 and the rest of its line
    QCOMPARE(ne5->parent()->childCount(), 1);
    key(Qt::Key_Z, Qt::ControlModifier);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(writePgn(session()->tree()), original);
    QCOMPARE(gxf6->parent(), bxf6->mainChild()->parent()); // the very same nodes are back
}

void TestReview::clickingAMoveGoesThere()
{
    open(QStringLiteral("chessx-game1.pgn"));
    NotationView *view = m_window->panel()->notation();
    GameNode *target = session()->tree().mainLine()[21]->child(1); // 12.c5 of the first variation
    QCOMPARE(view->moveText(target), QString("12.c5"));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, view->moveRect(target).center());
    QCOMPARE(session()->current(), target);
    QCOMPARE(m_window->board()->position(), target->position());
    QVERIFY2(m_window->statusText().contains("After 12.c5"), qPrintable(m_window->statusText()));
    // NAG symbols show as symbols, with the description for tooltips.
    QCOMPARE(nagText(6, view->font()), QString("?!"));
    QVERIFY(view->toPlainText().contains("18.Nf4 →"));
}

void TestReview::unsavedEditsSurviveThroughAutosave()
{
    open(QStringLiteral("chessx-game1.pgn"));
    m_window->setAutosaveEnabled(true);
    QVERIFY(!QFile::exists(autosave::path()));
    key(Qt::Key_Right);
    key(Qt::Key_3, Qt::ControlModifier); // !!
    QVERIFY(QFile::exists(autosave::path()));
    const std::string edited = writePgn(session()->tree());
    const QByteArray file = bytes(m_path);

    // A new window (as after a crash) offers the edits back at once, and links them to the same
    // game of the same file when the file has been indexed beside the window.
    MainWindow second;
    QVERIFY(second.offerAutosave(false));
    GameSession *restored = second.session();
    QCOMPARE(restored->kind(), GameSession::Kind::Review);
    QCOMPARE(writePgn(restored->tree()), edited);
    QVERIFY(restored->isModified());
    QVERIFY(second.workspace()->isOpening());
    QVERIFY(restored->filePath().isEmpty());
    // Meanwhile the autosave still names the file, and a second file waits for the first.
    second.setAutosaveEnabled(true);
    second.workspace()->writeAutosave();
    QString problem;
    QCOMPARE(autosave::read(&problem).at(0).file, m_path);
    bool refused = false;
    second.workspace()->openFile(m_path, [&refused](bool opened, const QString &why) {
        refused = !opened && why.contains("is still being read");
    });
    QVERIFY(refused);
    QTRY_COMPARE(restored->filePath(), m_path);
    QCOMPARE(second.session(), restored);
    QCOMPARE(restored->source().index, 0);
    QVERIFY(second.windowTitle().startsWith(QFileInfo(m_path).fileName()));
    QCOMPARE(bytes(m_path), file);
    // Once saved, the autosave is gone.
    QVERIFY(second.files()->save());
    QVERIFY(!QFile::exists(autosave::path()));
    QVERIFY(readGame(m_path, 0) == restored->tree());
}

void TestReview::restoredEditsOfAChangedFileStayUnlinked()
{
    open(QStringLiteral("chessx-game1.pgn"));
    m_window->setAutosaveEnabled(true);
    key(Qt::Key_Right);
    key(Qt::Key_3, Qt::ControlModifier);
    const std::string edited = writePgn(session()->tree());
    // Another program rewrites the file: the game as it was read is no longer in it.
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("[Event \"Other\"]\n\n1. d4 d5 *\n");
    file.close();

    MainWindow second;
    QVERIFY(second.offerAutosave(false));
    QTRY_VERIFY(!second.workspace()->isOpening());
    QVERIFY2(second.messageText().contains("no longer holds the restored game"), qPrintable(second.messageText()));
    QCOMPARE(writePgn(second.session()->tree()), edited);
    QVERIFY(second.session()->filePath().isEmpty());
    QVERIFY(second.session()->isModified());
}

void TestReview::languageSwitchReachesTheReview()
{
    open(QStringLiteral("chessx-game1.pgn"));
    QAction *comment = m_window->findChild<QAction *>(QStringLiteral("comment"));
    QCOMPARE(comment->text(), QString("Edit &Comment…"));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"), false);
    QCOMPARE(comment->text(), QString("&Комментарий…"));
    QCOMPARE(m_window->findChild<QAction *>(QStringLiteral("nag1"))->toolTip(), nagDescription(1));
    QCOMPARE(m_window->panel()->gameList()->filterBox()->placeholderText(),
             QString("Фильтр партий: игрок, турнир, дата, ECO…"));
    LanguageManager::instance().setLanguage(QStringLiteral("en"), false);
    QCOMPARE(comment->text(), QString("Edit &Comment…"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestReview>(argc, argv, "tst_review");
}

#include "tst_review.moc"
