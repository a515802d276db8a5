// SPDX-License-Identifier: GPL-3.0-or-later
// Playing against the engine through the real window: the game is set up in the New Game dialog,
// the person's moves are clicked on the board, and Debian's Stockfish plays the other side. The
// person's moves come from a second, full-strength Stockfish, so that whole games end quickly.
// Fake engines crash, hang or answer with a move that is not legal in the middle of a game. Waits are bounds against a hang only: no
// time is measured.
#include "core/engine/uci.h"
#include "core/engine/uciengine.h"
#include "tests/fakeengine.h"
#include "tests/ui/uitest.h"
#include "ui/access/livetext.h"
#include "ui/board/boardwidget.h"
#include "ui/play/newgamedialog.h"
#include "ui/play/opponentbox.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

namespace {

constexpr int Patience = 60000;
const QString Stockfish = QStringLiteral("/usr/games/stockfish");
using Players = OpponentBox::Players;
using Level = EngineStrength::Level;

// How the New Game dialog is filled in.
struct Setup {
    Players players = Players::EngineBlack;
    Level level = Level::Beginner;
    QString minutes {}; // empty: no clock; else sudden death
    QString fen {};
    bool mayResign = true;
};

} // namespace

class TestEnginePlay : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void wholeGameAgainstTheLowestLevel();
    void engineIsToldItsClock();
    void engineResignsOnlyWhenAllowed_data();
    void engineResignsOnlyWhenAllowed();
    void drawOfferDeclinedByMoving();
    void drawOfferAcceptedInALevelEnding();
    void takeBackTakesTheEnginesAnswerToo();
    void noTakeBackAgainstTheClock();
    void crashingEngineKeepsTheGame_data();
    void crashingEngineKeepsTheGame();
    void hangingEngineNeverLetsThePersonMoveForIt();
    void illegalAnswerLeavesTheGameToAChoice_data();
    void illegalAnswerLeavesTheGameToAChoice();
    void engineGameIsRestoredAfterARestart();

private:
    // The line each move is said on.
    QString announcement() const { return m_window->findChild<LiveText *>(QStringLiteral("announcement"))->text(); }
    void chooseEngine(const QString &program);
    void newGame(const Setup &setup);
    // The advisor's move for the person, clicked on the board.
    void playAdvisedMove();
    void clickMove(Move move);
    void clickMove(const char *uci) { clickMove(parseUci(game().position(), uci)); }
    // Waits until the person may move (the engine has answered) or the game is over.
    bool waitForPersonsTurn();
    void trigger(const char *action);
    PlaySession *play() const { return m_window->workspace()->playSession(); }
    const Game &game() const { return play()->game(); }

    MainWindow *m_window = nullptr;
    BoardWidget *m_board = nullptr;
    UciEngine *m_advisor = nullptr;
    qint64 m_time = 0; // for the tests that keep the time themselves
};

void TestEnginePlay::init()
{
    autosave::remove();
    m_window = new MainWindow;
    m_window->setAutosaveEnabled(true);
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_board = m_window->board();
    m_advisor = new UciEngine;
    m_advisor->setProgram(Stockfish);
    chooseEngine(Stockfish);
}

void TestEnginePlay::cleanup()
{
    delete m_advisor;
    m_advisor = nullptr;
    delete m_window;
    m_window = nullptr;
}

void TestEnginePlay::trigger(const char *action)
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(action));
    QVERIFY2(found && found->isEnabled(), action);
    found->trigger();
}

// Analysis ▸ Choose Engine…, answered in the file dialog.
void TestEnginePlay::chooseEngine(const QString &program)
{
    const auto answer = answerDialogs({chooseFile(program)});
    trigger("chooseEngine");
    QVERIFY(answer->answered());
}

// Game ▸ New Game…, filled in as a person does and confirmed.
void TestEnginePlay::newGame(const Setup &setup)
{
    const auto answer = answerDialogs({[setup](QWidget *dialog, QString &problem) {
        auto *newGame = qobject_cast<NewGameDialog *>(dialog);
        if (!newGame)
            return false;
        newGame->findChild<QComboBox *>(QStringLiteral("players"))->setCurrentIndex(static_cast<int>(setup.players));
        newGame->findChild<QComboBox *>(QStringLiteral("level"))->setCurrentIndex(static_cast<int>(setup.level));
        newGame->findChild<QCheckBox *>(QStringLiteral("engineResigns"))->setChecked(setup.mayResign);
        newGame->findChild<QComboBox *>(QStringLiteral("mode"))->setCurrentIndex(setup.minutes.isEmpty() ? 0 : 1);
        auto *time = newGame->findChild<QLineEdit *>(QStringLiteral("time"));
        time->clear();
        QTest::keyClicks(time, setup.minutes);
        auto *fen = newGame->findChild<QLineEdit *>(QStringLiteral("fen"));
        fen->clear();
        QTest::keyClicks(fen, setup.fen);
        QPushButton *ok = newGame->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        // A setup the dialog refuses is a mistake of the test: its reason is noted.
        problem = newGame->findChild<QLabel *>(QStringLiteral("problem"))->text();
        if (!problem.isEmpty())
            newGame->reject();
        ok->click();
        return true;
    }});
    trigger("newGame");
    QVERIFY(answer->answered());
    QVERIFY2(answer->text().isEmpty(), qPrintable(answer->text()));
    QVERIFY(play());
    QCOMPARE(play()->playsAgainstEngine(), setup.players != Players::People);
}

void TestEnginePlay::clickMove(Move move)
{
    QVERIFY(!move.isNull());
    auto click = [this](Square square) {
        QTest::mouseClick(m_board, Qt::LeftButton, Qt::NoModifier, m_board->squareRect(square).center().toPoint());
    };
    click(move.from());
    click(move.to());
    if (move.promotion() != PieceType::None) {
        QVERIFY(m_board->isChoosingPromotion());
        click(m_board->promotionChoiceSquare(move.promotion()));
    }
}

void TestEnginePlay::playAdvisedMove()
{
    std::vector<Move> moves;
    for (const GameNode *node : game().tree().mainLine())
        moves.push_back(node->move());
    QSignalSpy answer(m_advisor, &UciEngine::bestMove);
    SearchLimits limits;
    limits.depth = 10;
    m_advisor->search(game().tree().startPosition(), moves, limits);
    QVERIFY(answer.wait(Patience));
    const int before = game().plyCount();
    clickMove(answer.first().first().value<Move>());
    QCOMPARE(game().plyCount(), before + 1);
}

bool TestEnginePlay::waitForPersonsTurn()
{
    return QTest::qWaitFor([this] { return game().isOver() || play()->acceptsMoves(); }, Patience);
}

void TestEnginePlay::wholeGameAgainstTheLowestLevel()
{
    newGame({.players = Players::EngineBlack, .level = Level::Beginner});
    QVERIFY(play()->engineOf(Color::Black));
    QVERIFY(!play()->engineOf(Color::White));
    QCOMPARE(play()->engineOf(Color::Black)->strength().level, Level::Beginner);
    // A bound against a game that never ends; the seventy-five-move rule ends one long before.
    for (int move = 0; move < 600 && !game().isOver(); ++move) {
        playAdvisedMove();
        QVERIFY(waitForPersonsTurn());
        if (game().isOver())
            break;
        // The engine's answer is said with its name.
        QCOMPARE(game().plyCount() % 2, 0);
        QVERIFY2(announcement().contains(QStringLiteral(" plays ")), qPrintable(announcement()));
    }
    QVERIFY(game().isOver());
    const Termination end = game().termination();
    QVERIFY2(end == Termination::Checkmate || end == Termination::Resignation || end == Termination::Stalemate
                 || end == Termination::DeadPosition || end == Termination::FivefoldRepetition
                 || end == Termination::SeventyFiveMoves,
             qPrintable(m_window->statusText()));
    // The end is explained, and the record holds the result.
    QVERIFY(!m_window->statusText().contains(QStringLiteral("to move")));
    QVERIFY(game().result() != GameResult::Unknown);
    // The record names the engine as the engine names itself, not by its program's file.
    QVERIFY2(QString::fromStdString(play()->tree().tag("Black")).startsWith(QStringLiteral("Stockfish")),
             play()->tree().tag("Black").c_str());
}

// The engine plays within the game's clock: each search is told both clocks as they stand when it
// begins (how an engine shares its time out is its own affair, and on a slow machine a real one
// may be late). The time is the test's own: the person takes seven seconds a move, the engine none.
void TestEnginePlay::engineIsToldItsClock()
{
    m_window->workspace()->setTimeSource([this] { return m_time; });
    QTemporaryDir folder;
    const QString log = folder.filePath(QStringLiteral("go.log"));
    qputenv("FERZ_TEST_GO_LOG", log.toLocal8Bit());
    const auto unset = qScopeGuard([] { qunsetenv("FERZ_TEST_GO_LOG"); });
    chooseEngine(fakeEngine("knights.sh"));
    newGame({.players = Players::EngineBlack, .level = Level::Club, .minutes = QStringLiteral("5")});
    for (const char *move : {"g1f3", "f3g1", "g1f3"}) {
        m_time += 7000;
        clickMove(move);
        QVERIFY(waitForPersonsTurn());
    }
    QCOMPARE(game().plyCount(), 6);
    QVERIFY(!game().isOver());
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList searches = QString::fromLatin1(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(
        searches,
        QStringList({QStringLiteral("go wtime 293000 btime 300000"), QStringLiteral("go wtime 286000 btime 300000"),
                     QStringLiteral("go wtime 279000 btime 300000")}));
}

void TestEnginePlay::engineResignsOnlyWhenAllowed_data()
{
    QTest::addColumn<bool>("mayResign");
    QTest::addColumn<int>("termination");
    QTest::newRow("may resign") << true << static_cast<int>(Termination::Resignation);
    QTest::newRow("plays to mate") << false << static_cast<int>(Termination::Checkmate);
}

void TestEnginePlay::engineResignsOnlyWhenAllowed()
{
    QFETCH(bool, mayResign);
    QFETCH(int, termination);
    // A queen against a lone king in the centre: several moves from mate.
    newGame({.players = Players::EngineBlack,
             .level = Level::Casual,
             .fen = QStringLiteral("8/8/8/3k4/8/8/8/K5Q1 w - - 0 1"),
             .mayResign = mayResign});
    for (int move = 0; move < 100 && !game().isOver(); ++move) {
        playAdvisedMove();
        QVERIFY(waitForPersonsTurn());
    }
    QCOMPARE(static_cast<int>(game().termination()), termination);
    QCOMPARE(game().result(), GameResult::WhiteWins);
    if (mayResign)
        QVERIFY2(m_window->messageText().contains(QStringLiteral("resigns")), qPrintable(m_window->messageText()));
}

void TestEnginePlay::drawOfferDeclinedByMoving()
{
    newGame({.players = Players::EngineBlack, .level = Level::Beginner});
    trigger("offerDraw");
    clickMove("e2e4");
    QVERIFY(waitForPersonsTurn());
    QVERIFY(!game().isOver());
    QCOMPARE(game().plyCount(), 2);
    QVERIFY2(m_window->messageText().contains(QStringLiteral("declines the draw offer")),
             qPrintable(m_window->messageText()));
}

void TestEnginePlay::drawOfferAcceptedInALevelEnding()
{
    // A rook each: level, and simplified.
    newGame({.players = Players::EngineBlack,
             .level = Level::Full,
             .fen = QStringLiteral("4k3/7r/4p3/4P3/8/8/R7/4K3 w - - 0 1")});
    // The engine needs three evaluations of its own moves before it judges the game level.
    for (int move = 0; move < 3; ++move) {
        playAdvisedMove();
        QVERIFY(waitForPersonsTurn());
        QVERIFY2(!game().isOver(), qPrintable(m_window->statusText() + " / " + m_window->messageText()));
    }
    trigger("offerDraw");
    playAdvisedMove();
    QTRY_VERIFY_WITH_TIMEOUT(game().isOver(), Patience);
    QCOMPARE(game().termination(), Termination::Agreement);
    QCOMPARE(game().result(), GameResult::Draw);
    QCOMPARE(game().plyCount(), 7);
    QVERIFY2(m_window->messageText().contains(QStringLiteral("accepts")), qPrintable(m_window->messageText()));
}

void TestEnginePlay::takeBackTakesTheEnginesAnswerToo()
{
    newGame({.players = Players::EngineBlack, .level = Level::Beginner});
    clickMove("e2e4");
    QVERIFY(waitForPersonsTurn());
    QCOMPARE(game().plyCount(), 2);
    trigger("takeBack");
    QCOMPARE(game().plyCount(), 0);
    QVERIFY2(m_window->messageText().contains(QStringLiteral("engine's answer")), qPrintable(m_window->messageText()));
    // The engine answers the new move.
    clickMove("d2d4");
    QVERIFY(waitForPersonsTurn());
    QCOMPARE(game().plyCount(), 2);
    QCOMPARE(uciText(game().tree().mainLine().front()->move()), std::string("d2d4"));
}

void TestEnginePlay::noTakeBackAgainstTheClock()
{
    newGame({.players = Players::EngineBlack, .level = Level::Beginner, .minutes = QStringLiteral("5")});
    clickMove("e2e4");
    QVERIFY(waitForPersonsTurn());
    QCOMPARE(game().plyCount(), 2);
    trigger("takeBack");
    QCOMPARE(game().plyCount(), 2);
    QVERIFY2(m_window->messageText().contains(QStringLiteral("without a clock")), qPrintable(m_window->messageText()));
}

void TestEnginePlay::crashingEngineKeepsTheGame_data()
{
    QTest::addColumn<QString>("choice");
    QTest::newRow("two people play on") << QStringLiteral("peoplePlay");
    QTest::newRow("another engine") << QStringLiteral("otherEngine");
}

void TestEnginePlay::crashingEngineKeepsTheGame()
{
    QFETCH(QString, choice);
    chooseEngine(fakeEngine("crashlater.sh"));
    newGame({.players = Players::EngineBlack, .level = Level::Club, .minutes = QStringLiteral("5")});
    clickMove("e2e4");
    QVERIFY(waitForPersonsTurn());
    QCOMPARE(uciText(game().tree().mainLine().back()->move()), std::string("e7e5"));
    QVERIFY2(announcement().startsWith(QStringLiteral("Crashy Later plays Pawn e5")), qPrintable(announcement()));

    // The second search crashes the engine: the user is asked how to go on.
    std::vector<DialogAnswer::Answer> answers {clickButton(choice)};
    if (choice == QLatin1String("otherEngine"))
        answers.push_back(chooseFile(Stockfish));
    const auto answer = answerDialogs(answers);
    clickMove("g1f3");
    QTRY_VERIFY_WITH_TIMEOUT(answer->answered(), Patience);
    QVERIFY2(answer->text().contains(QStringLiteral("The game is kept")), qPrintable(answer->text()));
    QCOMPARE(game().plyCount(), 3);
    QVERIFY(!game().isOver());
    QVERIFY(game().clock().isPaused());
    QVERIFY(m_window->statusText().contains(QStringLiteral("clock paused")));

    trigger("pause"); // resumes the clock
    QVERIFY(!game().clock().isPaused());
    if (choice == QLatin1String("peoplePlay")) {
        QVERIFY(!play()->engineOf(Color::Black));
        clickMove("b8c6");
        QCOMPARE(game().plyCount(), 4);
    } else {
        QVERIFY(play()->engineOf(Color::Black));
        QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 4, Patience);
    }
    QVERIFY(!game().isOver());
}

void TestEnginePlay::hangingEngineNeverLetsThePersonMoveForIt()
{
    chooseEngine(fakeEngine("freeze.sh"));
    newGame({.players = Players::EngineWhite, .level = Level::Club});
    QVERIFY(play()->engineOf(Color::White));
    // The engine thinks about White's move for good: the board takes no move for it.
    QVERIFY(!play()->acceptsMoves());
    clickMove("e2e4");
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(game().position().pieceAt(squareOf("e2")), makePiece(Color::White, PieceType::Pawn));

    // Its silence is noticed; a person takes over White.
    const auto answer = answerNextDialog(QStringLiteral("peoplePlay"));
    QTRY_VERIFY_WITH_TIMEOUT(answer->answered(), Patience);
    QVERIFY(!play()->engineOf(Color::White));
    QVERIFY(play()->acceptsMoves());
    clickMove("e2e4");
    QCOMPARE(game().plyCount(), 1);
}

void TestEnginePlay::illegalAnswerLeavesTheGameToAChoice_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QString>("minutes");
    QTest::newRow("two people play on") << QStringLiteral("peoplePlay") << QString();
    QTest::newRow("another engine") << QStringLiteral("otherEngine") << QStringLiteral("5");
    QTest::newRow("no other engine chosen") << QStringLiteral("noEngineChosen") << QStringLiteral("5");
    QTest::newRow("cancelled, with a clock") << QStringLiteral("cancel") << QStringLiteral("5");
    QTest::newRow("cancelled, without a clock") << QStringLiteral("cancel") << QString();
    QTest::newRow("closed") << QStringLiteral("close") << QString();
}

// The engine answers with a move that is not legal: the same choices as after a crash, and a game
// that goes on whatever the answer (none, too), never one that waits for the failed engine.
void TestEnginePlay::illegalAnswerLeavesTheGameToAChoice()
{
    QFETCH(QString, choice);
    QFETCH(QString, minutes);
    chooseEngine(fakeEngine("ignoreposition.sh"));
    newGame({.players = Players::EngineBlack, .level = Level::Club, .minutes = minutes});

    std::vector<DialogAnswer::Answer> answers;
    if (choice == QLatin1String("cancel")) {
        answers = {clickButton({}, QMessageBox::Cancel)};
    } else if (choice == QLatin1String("close")) {
        answers = {[](QWidget *dialog, QString &text) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            if (!box)
                return false;
            text = box->text();
            box->close(); // as its window's close button does
            return true;
        }};
    } else if (choice == QLatin1String("noEngineChosen")) {
        answers = {clickButton(QStringLiteral("otherEngine")), chooseFile({})};
    } else {
        answers = {clickButton(choice)};
        if (choice == QLatin1String("otherEngine"))
            answers.push_back(chooseFile(Stockfish));
    }
    const auto answer = answerDialogs(answers);
    clickMove("e2e4"); // answered with 1. e4 again
    QTRY_VERIFY_WITH_TIMEOUT(answer->answered(), Patience);
    QVERIFY2(answer->text().contains(QStringLiteral("not legal in the analysed position: “e2e4”"))
                 && answer->text().contains(QStringLiteral("The game is kept")),
             qPrintable(answer->text()));
    QCOMPARE(game().plyCount(), 1);
    QVERIFY(!game().isOver());
    const bool timed = !minutes.isEmpty();
    QCOMPARE(game().clock().isPaused(), timed);
    QCOMPARE(m_window->statusText().contains(QStringLiteral("clock paused")), timed);
    QCOMPARE(m_window->messageText().contains(QStringLiteral("Resume the clock to go on.")), timed);

    if (choice == QLatin1String("otherEngine")) {
        QVERIFY(play()->engineOf(Color::Black));
        QCOMPARE(play()->engineOf(Color::Black)->engine()->program(), Stockfish);
        QVERIFY2(m_window->messageText().contains(QStringLiteral("plays Black now")),
                 qPrintable(m_window->messageText()));
        trigger("pause"); // resumes the clock
        QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 2, Patience);
        return;
    }
    // Every other answer: two people play on, as the message line says.
    QVERIFY(!play()->engineOf(Color::Black));
    QVERIFY2(m_window->messageText().contains(QStringLiteral("a person plays Black now")),
             qPrintable(m_window->messageText()));
    if (timed)
        trigger("pause");
    QVERIFY(play()->acceptsMoves());
    clickMove("e7e5");
    QCOMPARE(game().plyCount(), 2);
    QVERIFY(!game().isOver());
}

void TestEnginePlay::engineGameIsRestoredAfterARestart()
{
    newGame({.players = Players::EngineBlack, .level = Level::Casual});
    clickMove("e2e4");
    QVERIFY(waitForPersonsTurn());
    QCOMPARE(game().plyCount(), 2);

    // The autosave names the engine and its strength.
    QString problem;
    const std::vector<AutosaveRecord> records = autosave::read(&problem);
    QVERIFY2(records.size() == 1, qPrintable(problem));
    const AutosaveRecord *record = &records.front();
    QVERIFY(!record->engines[index(Color::White)]);
    QVERIFY(record->engines[index(Color::Black)]);
    QCOMPARE(record->engines[index(Color::Black)]->program, Stockfish);
    QCOMPARE(record->engines[index(Color::Black)]->strength, QStringLiteral("casual"));

    // The next start: the same engine plays Black again, once the clock is resumed.
    delete m_window;
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_board = m_window->board();
    QVERIFY(m_window->offerAutosave(false));
    QCOMPARE(game().plyCount(), 2);
    QVERIFY(play()->engineOf(Color::Black));
    QCOMPARE(play()->engineOf(Color::Black)->strength().level, Level::Casual);
    QVERIFY(!play()->engineOf(Color::White));
    clickMove("d2d4");
    QVERIFY(waitForPersonsTurn());
    QCOMPARE(game().plyCount(), 4);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestEnginePlay>(argc, argv, "tst_engineplay");
}

#include "tst_engineplay.moc"
