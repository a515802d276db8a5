// SPDX-License-Identifier: GPL-3.0-or-later
// Learning mode: the toggle (persisted), the marks on the board and the sentences beside it,
// all from the core's answers for the position.
#include "tests/core/testposition.h"
#include "tests/ui/uitest.h"
#include "ui/learn/learningpanel.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QSettings>

using namespace ferz;
using namespace ferz::test;

namespace {

Bitboard squares(std::initializer_list<const char *> names)
{
    Bitboard b = 0;
    for (const char *n : names)
        b |= bit(squareOf(n));
    return b;
}

} // namespace

class TestLearningMode : public QObject {
    Q_OBJECT

private slots:
    void toggleIsPersistedAndShowsTargets();
    void castlingReasonsAreTheCores();
    void pinsAndChecks();
    void enPassantAndPromotion();
    void attackedSquares();
    void notesFollowTheLanguage();
    void endgameTablesBesideTheRules();
};

void TestLearningMode::toggleIsPersistedAndShowsTargets()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(!window.isLearningMode());
        window.findChild<QAction *>(QStringLiteral("showLegalMoves"))->setChecked(false);
        QAction *learning = window.findChild<QAction *>(QStringLiteral("learning"));
        learning->trigger();
        QVERIFY(window.isLearningMode());
        QVERIFY(window.learningPanel()->isVisible());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("attacks"))->isEnabled());
        // The legal targets show in learning mode even with the general setting off: selecting
        // the e2 pawn paints its targets.
        clickSquare(window.board(), "e2");
        const QImage withTargets = window.board()->grab().toImage();
        learning->trigger();
        QVERIFY(!window.learningPanel()->isVisible());
        QVERIFY(window.board()->grab().toImage() != withTargets);
        learning->trigger();
    }
    QVERIFY(QSettings().value(QStringLiteral("learning/enabled")).toBool());
    MainWindow again;
    QVERIFY(again.isLearningMode());
    again.findChild<QAction *>(QStringLiteral("learning"))->trigger();
}

void TestLearningMode::castlingReasonsAreTheCores()
{
    const Position position = testPosition("1r2k3/8/8/8/2b5/8/P1P2PPP/R3K2R w KQ - 0 1");
    const QStringList notes = learningNotes(position);
    QVERIFY2(notes.contains(QStringLiteral(
                 "O-O: You cannot castle: the king would cross f1, which is attacked by the bishop on c4.")),
             qPrintable(notes.join('\n')));
    QVERIFY(notes.contains(QStringLiteral("O-O-O: Castling is allowed now.")));
    const QStringList moved = learningNotes(testPosition("4k3/8/8/8/8/8/8/R4K1R w - - 0 1"));
    QVERIFY(moved.contains(QStringLiteral("O-O: You cannot castle: your king has already moved.")));
}

void TestLearningMode::pinsAndChecks()
{
    const Position pinned = testPosition("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    QCOMPARE(LearningOverlay::pinnedPieces(pinned), squares({"e2"}));
    QVERIFY(
        learningNotes(pinned).contains(QStringLiteral("Pinned to your king (framed in orange): the knight on e2.")));
    const Position check = testPosition("r3k2r/p7/8/1B6/8/8/8/4K3 b kq - 0 1");
    QCOMPARE(check.checkers(), squares({"b5"}));
    QVERIFY(learningNotes(check).contains(QStringLiteral("Check from the bishop on b5 (framed in red).")));
    QVERIFY(learningNotes(check).contains(
        QStringLiteral("O-O: You cannot castle out of check: the bishop on b5 gives check.")));
}

void TestLearningMode::enPassantAndPromotion()
{
    const Position enPassant = testPosition("r1bqkbnr/ppp1pppp/2n5/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    QCOMPARE(LearningOverlay::specialTargets(enPassant), squares({"d6"}));
    QVERIFY(learningNotes(enPassant).contains(
        QStringLiteral("En passant: the pawn on e5 can capture the pawn on d5 by moving to d6.")));
    const Position promotion = testPosition("r5k1/1P6/8/8/8/8/5K2/8 w - - 0 1");
    QCOMPARE(LearningOverlay::specialTargets(promotion), squares({"a8", "b8"}));
    const QStringList notes = learningNotes(promotion);
    QVERIFY(notes.contains(QStringLiteral("Promotion: the pawn on b7 can reach the last rank on b8.")));
    QVERIFY(notes.contains(QStringLiteral("Promotion: the pawn on b7 can reach the last rank on a8.")));
    QVERIFY(learningNotes(Position()).filter(QStringLiteral("Promotion")).isEmpty());
}

void TestLearningMode::attackedSquares()
{
    // At the start Black's pieces attack the whole sixth rank and nothing beyond it.
    const Bitboard attacked = LearningOverlay::attackedSquares(Position());
    QCOMPARE(attacked & squares({"a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6"}),
             squares({"a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6"}));
    QCOMPARE(attacked & squares({"a5", "e4", "h3"}), Bitboard(0));
    MainWindow window;
    window.setLearningMode(true);
    window.show();
    const QImage before = window.board()->grab().toImage();
    window.findChild<QAction *>(QStringLiteral("attacks"))->trigger();
    QVERIFY(window.learningPanel()->overlay().showsAttacks());
    QVERIFY(window.board()->grab().toImage() != before);
}

void TestLearningMode::notesFollowTheLanguage()
{
    LearningPanel panel;
    panel.setPosition(testPosition("1r2k3/8/8/8/2b5/8/P1P2PPP/R3K2R w KQ - 0 1"));
    QVERIFY(panel.text().contains(QStringLiteral("You cannot castle")));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QVERIFY2(panel.text().contains(QStringLiteral(
                 "0–0: Рокировка невозможна: король прошёл бы через поле f1, атакованное слоном на c4.")),
             qPrintable(panel.text()));
    QVERIFY(panel.text().contains(QStringLiteral("0–0–0: Рокировка сейчас возможна.")));
    // One pinned piece: its words agree with it; two: the plural.
    const Position rook = testPosition("4k3/8/7b/8/8/8/3R4/2K5 w - - 0 1");
    const Position two = testPosition("4r1k1/8/8/b7/8/8/3RN3/4K3 w - - 0 1");
    QVERIFY(learningNotes(rook).contains(QStringLiteral("Связана с вашим королём (обведена оранжевым): ладья на d2.")));
    QVERIFY(learningNotes(two).contains(
        QStringLiteral("Связаны с вашим королём (обведены оранжевым): ладья на d2, конь на e2.")));
    LanguageManager::instance().setLanguage(QStringLiteral("pt"));
    QVERIFY(
        learningNotes(rook).contains(QStringLiteral("Cravada contra o seu rei (com moldura laranja): a torre em d2.")));
    QVERIFY2(learningNotes(testPosition("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1"))
                 .contains(QStringLiteral("Cravado contra o seu rei (com moldura laranja): o cavalo em e2.")),
             qPrintable(learningNotes(testPosition("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1")).join(QLatin1Char('\n'))));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    QVERIFY(panel.text().contains(QStringLiteral("You cannot castle")));
}

void TestLearningMode::endgameTablesBesideTheRules()
{
    // However long the machine takes to make the tables: a panel that never shows them hangs the
    // test, which CTest ends.
    constexpr int Forever = std::numeric_limits<int>::max();
    LearningPanel panel;
    panel.show();
    // A dead position: the game is over, whatever the tables say.
    panel.setPosition(testPosition("8/8/8/3k4/8/8/1N6/K7 w - - 0 1"));
    QVERIFY(QTest::qWaitFor(
        [&] { return panel.text().contains(QStringLiteral("Endgame tables: Draw with best play.")); }, Forever));
    QVERIFY(panel.text().contains(QStringLiteral("Dead position: no series of legal moves can lead to checkmate")));
    // Two knights: not dead, so the game goes on, but drawn with best play; the bare king cannot
    // mate, so White's flag falling draws.
    panel.setPosition(testPosition("8/8/8/3k4/8/8/1NN5/K7 w - - 0 1"));
    QVERIFY(QTest::qWaitFor(
        [&] { return panel.text().contains(QStringLiteral("Not a dead position: a checkmate could still come")); },
        Forever));
    QVERIFY(panel.text().contains(QStringLiteral("Insufficient material: Black cannot checkmate by any series of "
                                                 "legal moves, so if White's flag falls the game is drawn.")));
    QVERIFY(!panel.text().contains(QStringLiteral("White cannot checkmate")));
    // A win: the verdict alone, in the language of the moment.
    panel.setPosition(testPosition("8/8/8/8/8/8/1Rk5/K7 b - - 0 1"));
    QVERIFY(QTest::qWaitFor(
        [&] { return panel.text().contains(QStringLiteral("Endgame tables: White wins: mate in 16.")); }, Forever));
    QVERIFY(!panel.text().contains(QStringLiteral("Insufficient material: White")));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QVERIFY2(panel.text().contains(QStringLiteral("Таблицы эндшпиля: Белые выигрывают: мат в 16 ходов.")),
             qPrintable(panel.text()));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestLearningMode>(argc, argv, "tst_learningmode");
}

#include "tst_learningmode.moc"
