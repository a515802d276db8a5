// SPDX-License-Identifier: GPL-3.0-or-later
// The course's endgame stages on the real widgets: the whole stage "Mate with the rook" played to
// its last mate against the endgame tables' defence, once with the mouse and once with the keyboard
// (moves typed, and on the board with its square cursor), with a move that would give the win away
// taken back and explained, a hint with its arrow and reason, and the stars by the mate's length;
// the defence the same move after move as the tables' longest resistance; the fifty-move rule;
// a pawn ending held as the defender.
#include "core/engine/uci.h"
#include "core/tablebase/tablebase.h"
#include "tests/ui/uitest.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/course/endgametext.h"
#include "ui/course/learners.h"
#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/settings/appsettings.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>

#include <memory>

using namespace ferz;
using namespace ferz::test;

namespace {

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

QString san(const Position &position, Move move)
{
    return QString::fromStdString(moveText(position, move, NotationStyle::pgn()));
}

} // namespace

class TestEndgameLevels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void playsTheRookStage_data();
    void playsTheRookStage();
    void fiftyMoveRule();
    void holdsThePawnEnding();

private:
    LevelView *view() const { return m_course->level(); }
    // Plays `move` on the board by mouse, or typed in the entry, or with the board's square cursor.
    void playMove(Move move, int how);

    std::unique_ptr<MainWindow> m_window;
    CourseWindow *m_course = nullptr;
};

void TestEndgameLevels::initTestCase()
{
    for (const char *name : {"KRvK", "KPvK"})
        QVERIFY(Tablebase::shared().prepare(Material::fromName(name)));
}

void TestEndgameLevels::init()
{
    forgetCourseProgress();
    m_window = std::make_unique<MainWindow>();
    m_window->setAutosaveEnabled(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->findChild<QAction *>(QStringLiteral("course"))->trigger();
    m_course = m_window->course()->courseWindow();
    QVERIFY(m_course->isVisible());
    // The keyboard goes to the course's own window, not the main window behind it.
    m_course->activateWindow();
    QVERIFY(QTest::qWaitFor([this] { return QApplication::activeWindow() == m_course; }));
}

void TestEndgameLevels::cleanup()
{
    m_course = nullptr;
    m_window.reset();
}

void TestEndgameLevels::playMove(Move move, int how)
{
    const Position position = view()->play().position();
    const QByteArray from = squareText(move.from()).toLatin1(), to = squareText(move.to()).toLatin1();
    switch (how) {
    case 0: dragPiece(view()->board(), from.constData(), to.constData()); break;
    case 1:
        QTest::keyClick(view()->entry(), Qt::Key_A, Qt::ControlModifier);
        typeText(view()->entry(), san(position, move));
        QTest::keyClick(view()->entry(), Qt::Key_Return);
        break;
    default: keyMove(view()->board(), from.constData(), to.constData()); break;
    }
}

void TestEndgameLevels::playsTheRookStage_data()
{
    QTest::addColumn<int>("how");
    QTest::newRow("mouse") << 0;
    QTest::newRow("typed") << 1;
    QTest::newRow("square cursor") << 2;
}

void TestEndgameLevels::playsTheRookStage()
{
    QFETCH(int, how);
    const Stage *stage = Course::builtIn().stage(QStringLiteral("mate-rook"));
    QVERIFY(stage);
    QVERIFY(m_course->go(stage->id, 0));
    const Tablebase &tables = Tablebase::shared();
    for (int i = 0; i < static_cast<int>(stage->levels.size()); ++i) {
        const Level &level = stage->levels[static_cast<std::size_t>(i)];
        QCOMPARE(view()->levelIndex(), i);
        QVERIFY(view()->board()->isInteractive());
        QVERIFY2(view()->promptText().contains(QStringLiteral("the shortest mate takes %1 moves").arg(level.mateIn)),
                 qPrintable(view()->promptText()));
        int moves = 0;
        bool mistaken = i > 0;
        while (!view()->play().isOver()) {
            const Position position = view()->play().position();
            Move hanging;
            for (Move m : position.legalMoves())
                if (endgameSlip(tables, level, position, m) == EndgameSlip::Hangs)
                    hanging = m;
            if (!mistaken && !hanging.isNull()) {
                // A rook move that lets the king take it is taken back, with the reason, and costs a star.
                mistaken = true;
                playMove(hanging, how);
                QVERIFY2(view()->feedback().startsWith(
                             QStringLiteral("After %1 your opponent takes the rook on ").arg(san(position, hanging))),
                         qPrintable(view()->feedback()));
                QVERIFY(view()->feedback().endsWith(QStringLiteral("The move is taken back: try another.")));
                QCOMPARE(view()->play().position(), position);
                QCOMPARE(view()->board()->position(), position);
                QCOMPARE(view()->play().mistakes(), 1);
                // The hint: a move and why (its arrow on the board), and another hint at the next move.
                click(m_course->hintButton());
                const EndgameHint hint = view()->play().endgameHint();
                QCOMPARE(view()->feedback(), EndgameText::hint(position, hint, NotationStyle::pgn()));
                QVERIFY(m_course->hintButton()->isEnabled());
            }
            const Move best = tables.bestMoves(position).front();
            playMove(best, how);
            ++moves;
            QVERIFY2(
                view()->play().position() != position,
                qPrintable(
                    QStringLiteral("%1 (move %2, %3)").arg(view()->feedback()).arg(moves).arg(san(position, best))));
            if (view()->play().isOver())
                break;
            // The defence is the tables' longest resistance, the same every time.
            const Position replied = position.after(best);
            const Move reply = endgameReply(tables, replied);
            QCOMPARE(view()->play().lastMove(), reply);
            QCOMPARE(view()->play().position(), replied.after(reply));
            QCOMPARE(tables.probe(replied.after(reply))->moves(), level.mateIn - moves);
            QCOMPARE(view()->feedback(),
                     QStringLiteral("You played %1; your opponent answered %2.")
                         .arg(san(position, best), san(replied, reply)));
        }
        QVERIFY(mistaken);
        QVERIFY(view()->play().isSolved());
        QVERIFY(view()->play().position().isCheckmate());
        QCOMPARE(moves, level.mateIn);
        const int stars = i == 0 ? 1 : 3;
        QCOMPARE(view()->play().stars(), stars);
        QCOMPARE(m_course->learners()->learner().stars.value(Course::levelId(*stage, i + 1)), stars);
        QCOMPARE(view()->feedback(),
                 QStringLiteral("Checkmate in %1 moves! The shortest mate against this defence takes %1 moves.")
                     .arg(level.mateIn));
        if (i + 1 < static_cast<int>(stage->levels.size()))
            click(m_course->nextButton());
    }
}

void TestEndgameLevels::fiftyMoveRule()
{
    // A rook ending played without progress: after fifty moves by each side the defence claims.
    const Stage *stage = Course::builtIn().stage(QStringLiteral("mate-rook"));
    Level level = stage->levels[0];
    const Tablebase &tables = Tablebase::shared();
    LevelPlay play(level);
    Verdict verdict;
    for (int i = 0; i < 50 && !play.isOver(); ++i) {
        // The slowest move that keeps the win.
        Move slowest;
        int plies = -1;
        for (const auto &[move, value] : tables.moveValues(play.position()))
            if (value.outcome == TablebaseValue::Outcome::Win && value.plies > plies
                && !play.position().isCapture(move))
                std::tie(slowest, plies) = std::pair(move, value.plies);
        verdict = play.play(slowest);
    }
    QVERIFY(play.isFailed());
    QCOMPARE(verdict.why, Verdict::Why::FiftyMoves);
    QCOMPARE(play.movesMade(), 50);
    QCOMPARE(play.stars(), 0);
}

void TestEndgameLevels::holdsThePawnEnding()
{
    // Black against king and pawn: the opposition holds, giving it up is taken back.
    const Stage *stage = Course::builtIn().stage(QStringLiteral("king-and-pawn"));
    QVERIFY(stage);
    int defence = -1;
    for (int i = 0; i < static_cast<int>(stage->levels.size()); ++i)
        if (stage->levels[static_cast<std::size_t>(i)].endgameGoal == EndgameGoal::Draw && defence < 0)
            defence = i;
    QVERIFY(m_course->go(stage->id, defence));
    QVERIFY(view()->board()->isFlipped());
    const Position start = view()->play().position();
    const Move giveWay = parseUci(start, "e6d6");
    playMove(giveWay, 0);
    QVERIFY2(view()->feedback().startsWith(QStringLiteral("After Kd6")), qPrintable(view()->feedback()));
    QCOMPARE(view()->play().position(), start);
    click(m_course->hintButton());
    QVERIFY2(view()->feedback().startsWith(QStringLiteral("Ke5 takes the opposition")), qPrintable(view()->feedback()));
    while (!view()->play().isOver())
        playMove(view()->play().endgameHint().move, 1);
    QVERIFY(view()->play().isSolved());
    QCOMPARE(view()->feedback(), QStringLiteral("The draw is held."));
    QCOMPARE(view()->play().stars(), 1);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestEndgameLevels>(argc, argv, "tst_endgamelevels");
}

#include "tst_endgamelevels.moc"
