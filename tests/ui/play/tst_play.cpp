// SPDX-License-Identifier: GPL-3.0-or-later
// Whole games at one computer, played through the real main window with mouse and keyboard.
#include "tests/ui/playwindow.h"
#include "tests/ui/uitest.h"
#include "ui/board/movebox.h"
#include "ui/notation/notationview.h"
#include "ui/play/clockwidget.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/mainwindow.h"

#include <QClipboard>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QToolButton>

using namespace ferz;
using namespace ferz::test;

class TestPlay : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void foolsMateByClicks();
    void castlingByDraggingTheKing();
    void enPassantCapture();
    void promotionToKnightThroughTheChooser();
    void illegalDropIsRejectedWithItsReason();
    void typedMoves();
    void navigationShowsEarlierPositions();
    void drawOfferedAndAccepted();
    void drawClaimedAfterThreefoldRepetition();
    void drawClaimedWithTheRepeatingMove();
    void resignation();
    void takeBackNeedsTheOpponent();
    void flagFallAgainstKingAndQueenLoses();
    void flagFallAgainstLoneKingDraws();
    void clockShowsTenths();
    void touchMove();
    void twoKnightsRuleIsASetting();
    void autoFlip();
    void savedGameReadsBack();
    void notationSettingPersists();
    void clipboardFenAndPgn();

private:
    void start(const char *fen = nullptr, const TimeControl &control = TimeControl());
    void clickAction(const char *name);
    void clickMoves(const QStringList &moves);
    QString moveTextAt(int ply) const;
    PlaySession *play() const { return m_window->workspace()->playSession(); }
    const Game &game() const { return play()->game(); }
    int shownPly() const { return m_window->session()->current()->ply(); }

    MainWindow *m_window = nullptr;
    BoardWidget *m_board = nullptr;
    qint64 m_time = 0;
};

void TestPlay::init()
{
    m_time = 0;
    m_window = showPlayWindow([this] { return m_time; });
    QVERIFY(m_window);
    m_board = m_window->board();
    start();
}

void TestPlay::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPlay::start(const char *fen, const TimeControl &control)
{
    startAnnaBoris(*m_window, fen, control);
}

void TestPlay::clickAction(const char *name)
{
    auto *button = m_window->findChild<QToolButton *>(QString::fromLatin1(name) + QStringLiteral("Button"));
    QVERIFY2(button, name);
    QVERIFY2(button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

// Each move as "e2e4": a click on the piece, a click on its destination.
void TestPlay::clickMoves(const QStringList &moves)
{
    for (const QString &move : moves) {
        const QByteArray from = move.left(2).toLatin1(), to = move.mid(2, 2).toLatin1();
        m_time += 1000;
        clickSquare(m_board, from.constData());
        clickSquare(m_board, to.constData());
    }
}

// The move of the main line at `ply` as the notation shows it, without its number.
QString TestPlay::moveTextAt(int ply) const
{
    const GameNode *node = m_window->session()->tree().mainLine().at(static_cast<std::size_t>(ply - 1));
    return m_window->panel()->notation()->moveText(node).remove(QRegularExpression(QStringLiteral("^\\d+(\\.|…)")));
}

void TestPlay::foolsMateByClicks()
{
    QCOMPARE(m_window->statusText(), QString("White to move"));
    clickMoves({"f2f3", "e7e5", "g2g4"});
    QCOMPARE(m_window->statusText(), QString("Black to move"));
    clickMoves({"d8h4"});
    QCOMPARE(game().plyCount(), 4);
    QCOMPARE(game().result(), GameResult::BlackWins);
    QCOMPARE(game().termination(), Termination::Checkmate);
    QCOMPARE(m_window->statusText(), QString("0-1 · Black wins: White is checkmated."));
    QCOMPARE(moveTextAt(4), QString("Qh4#"));
    QVERIFY(!m_board->isInteractive());
    // Nothing moves any more.
    clickMoves({"e1f2"});
    QCOMPARE(game().plyCount(), 4);
}

void TestPlay::castlingByDraggingTheKing()
{
    clickMoves({"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"});
    dragPiece(m_board, "e1", "g1");
    const Position &p = game().position();
    QCOMPARE(p.pieceAt(squareOf("g1")), makePiece(Color::White, PieceType::King));
    QCOMPARE(p.pieceAt(squareOf("f1")), makePiece(Color::White, PieceType::Rook));
    QCOMPARE(p.pieceAt(squareOf("h1")), Piece::None);
    QCOMPARE(moveTextAt(7), QString("O-O"));
}

void TestPlay::enPassantCapture()
{
    clickMoves({"e2e4", "a7a6", "e4e5", "d7d5", "e5d6"});
    const Position &p = game().position();
    QCOMPARE(game().plyCount(), 5);
    QCOMPARE(p.pieceAt(squareOf("d6")), makePiece(Color::White, PieceType::Pawn));
    QCOMPARE(p.pieceAt(squareOf("d5")), Piece::None);
    QCOMPARE(p.pieceAt(squareOf("e5")), Piece::None);
    QCOMPARE(moveTextAt(5), QString("exd6"));
}

void TestPlay::promotionToKnightThroughTheChooser()
{
    start("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    dragPiece(m_board, "a7", "a8");
    QVERIFY(m_board->isChoosingPromotion());
    QCOMPARE(game().plyCount(), 0);
    // The four pieces stand on four squares of the a-file.
    QSet<Square> choices;
    for (PieceType t : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
        choices.insert(m_board->promotionChoiceSquare(t));
    QCOMPARE(choices.size(), 4);
    const Square knight = m_board->promotionChoiceSquare(PieceType::Knight);
    QTest::mouseClick(m_board, Qt::LeftButton, Qt::NoModifier, m_board->squareRect(knight).center().toPoint());
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(game().position().pieceAt(squareOf("a8")), makePiece(Color::White, PieceType::Knight));
    QCOMPARE(moveTextAt(1), QString("a8=N"));
}

void TestPlay::illegalDropIsRejectedWithItsReason()
{
    dragPiece(m_board, "f1", "c4");
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(m_window->messageText(), QString("The bishop on f1 cannot go to c4: the pawn on e2 is in the way."));
    // The bishop went back to f1.
    QCOMPARE(m_board->position().pieceAt(squareOf("f1")), makePiece(Color::White, PieceType::Bishop));
    clickMoves({"e2e4", "e7e5", "g1f3", "d7d6", "f1b5"});
    // Black is in check from the bishop: a pawn move elsewhere does not help.
    dragPiece(m_board, "a7", "a6");
    QCOMPARE(game().plyCount(), 5);
    QCOMPARE(m_window->messageText(),
             QString("Your king is in check from the bishop on b5, and this move does not end the check."));
    QCOMPARE(m_window->statusText(), QString("Black to move – check"));
}

void TestPlay::typedMoves()
{
    MoveBox *box = m_window->moveBox();
    box->setFocus();
    for (const char *move : {"e4", "e5", "Кf3", "Cc6", "Bb5", "a6"}) {
        typeText(box, QString::fromUtf8(move));
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY2(box->text().isEmpty(), move);
    }
    QCOMPARE(game().plyCount(), 6);
    QCOMPARE(moveTextAt(3), QString("Nf3"));
    typeText(box, QStringLiteral("Zz9"));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(m_window->messageText().startsWith(QString("\"Zz9\" is not a move in any notation")));
    QCOMPARE(box->text(), QString("Zz9"));
    box->clear();
    typeText(box, QStringLiteral("Nc3"));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 7);
    typeText(box, QStringLiteral("O-O"));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 7);
    QCOMPARE(
        m_window->messageText(),
        QString("\"O-O\" is not allowed. You cannot castle: the bishop on f8 stands between the king and the rook."));
}

void TestPlay::navigationShowsEarlierPositions()
{
    clickMoves({"e2e4", "e7e5", "g1f3"});
    m_board->setFocus();
    QTest::keyClick(m_window, Qt::Key_Left);
    QCOMPARE(shownPly(), 2);
    QCOMPARE(m_board->position().pieceAt(squareOf("g1")), makePiece(Color::White, PieceType::Knight));
    QVERIFY(!m_board->isInteractive());
    QTest::keyClick(m_window, Qt::Key_Home);
    QCOMPARE(shownPly(), 0);
    QVERIFY(m_window->statusText().contains("earlier position"));
    // Clicking a move in the notation shows the position after it.
    NotationView *notation = m_window->panel()->notation();
    const GameNode *second = m_window->session()->tree().mainLine()[1];
    QTest::mouseClick(notation->viewport(), Qt::LeftButton, Qt::NoModifier, notation->moveRect(second).center());
    QCOMPARE(shownPly(), 2);
    QCOMPARE(m_window->session()->current(), second);
    QTest::keyClick(m_window, Qt::Key_End);
    QCOMPARE(shownPly(), 3);
    QVERIFY(m_board->isInteractive());
    QCOMPARE(m_window->statusText(), QString("Black to move"));
}

void TestPlay::drawOfferedAndAccepted()
{
    clickMoves({"e2e4", "e7e5"});
    clickAction("offerDraw");
    clickMoves({"g1f3"});
    QCOMPARE(m_window->statusText(),
             QString("Black to move · White offers a draw: accept or decline it, or decline it by moving"));
    clickAction("acceptDraw");
    QCOMPARE(game().result(), GameResult::Draw);
    QCOMPARE(game().termination(), Termination::Agreement);
    QCOMPARE(m_window->statusText(), QString("½–½ · Draw by agreement."));
    QCOMPARE(QString::fromStdString(game().tree().mainLineEnd()->annotations().commentAfter),
             QString("White offers a draw. Black accepts the draw offer."));
}

void TestPlay::drawClaimedAfterThreefoldRepetition()
{
    auto *claim = m_window->findChild<QToolButton *>("claimDrawButton");
    const QStringList shuffle {"g1f3", "g8f6", "f3g1", "f6g8"};
    clickMoves(shuffle);
    clickMoves(shuffle.mid(0, 3));
    QVERIFY(!claim->isEnabled() || claim->text().contains("Next Move"));
    clickMoves(shuffle.mid(3));
    // The start position stands for the third time with White to move.
    QVERIFY(claim->isEnabled());
    QVERIFY(claim->text().contains("Threefold"));
    clickAction("claimDraw");
    QCOMPARE(game().result(), GameResult::Draw);
    QCOMPARE(m_window->statusText(), QString("½–½ · Draw: White claimed threefold repetition."));
}

void TestPlay::drawClaimedWithTheRepeatingMove()
{
    const QStringList shuffle {"g1f3", "g8f6", "f3g1", "f6g8"};
    clickMoves(shuffle + shuffle.mid(0, 3));
    auto *claim = m_window->findChild<QToolButton *>("claimDrawButton");
    QVERIFY(claim->isEnabled());
    QVERIFY(claim->text().contains("Next Move"));
    clickAction("claimDraw");
    QCOMPARE(game().plyCount(), 7);
    clickMoves({"f6g8"});
    QCOMPARE(game().plyCount(), 8);
    QCOMPARE(game().termination(), Termination::ThreefoldRepetition);
    QCOMPARE(m_window->statusText(), QString("½–½ · Draw: Black claimed threefold repetition."));
}

void TestPlay::resignation()
{
    clickMoves({"e2e4", "e7e5"});
    // Cancelling changes nothing.
    {
        const auto cancel = answerNextDialog(QString(), QMessageBox::Cancel);
        clickAction("resign");
        QVERIFY(cancel->answered());
        QVERIFY(!game().isOver());
    }
    // Black resigns although it is White's move.
    const auto black = answerNextDialog(QStringLiteral("blackResigns"));
    clickAction("resign");
    QVERIFY(black->answered());
    QCOMPARE(game().result(), GameResult::WhiteWins);
    QCOMPARE(m_window->statusText(), QString("1-0 · White wins: Black resigned."));
}

void TestPlay::takeBackNeedsTheOpponent()
{
    clickMoves({"e2e4", "e7e5"});
    {
        const auto no = answerNextDialog(QString(), QMessageBox::No);
        clickAction("takeBack");
        QVERIFY(no->answered());
    }
    QCOMPARE(game().plyCount(), 2);
    QCOMPARE(m_window->messageText(), QString("White does not agree to take the move back."));
    const auto yes = answerNextDialog(QString(), QMessageBox::Yes);
    clickAction("takeBack");
    QVERIFY(yes->answered());
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(m_window->statusText(), QString("Black to move"));
    clickMoves({"c7c5"});
    QCOMPARE(moveTextAt(2), QString("c5"));
}

void TestPlay::flagFallAgainstKingAndQueenLoses()
{
    // Black, with a lone king, runs out of time against king and queen: a loss.
    start("8/8/4k3/8/8/3K4/8/Q7 w - - 0 1", TimeControl::suddenDeath(60000));
    clickMoves({"a1a2"});
    m_time += 59000;
    play()->tick();
    QVERIFY(!game().isOver());
    m_time += 1000;
    play()->tick();
    QCOMPARE(game().result(), GameResult::WhiteWins);
    QCOMPARE(game().termination(), Termination::TimeForfeit);
    QCOMPARE(m_window->statusText(), QString("1-0 · White wins on time: Black's time ran out."));
    QCOMPARE(m_window->panel()->clockOf(Color::Black)->timeText(), QString("0:00.0"));
    QCOMPARE(game().tree().termination(), std::string("time forfeit"));
}

void TestPlay::flagFallAgainstLoneKingDraws()
{
    // White has king and queen but runs out of time; Black's lone king cannot mate: a draw.
    start("8/8/4k3/8/8/3K4/8/Q7 w - - 0 1", TimeControl::suddenDeath(60000));
    m_time += 60000;
    play()->tick();
    QCOMPARE(game().result(), GameResult::Draw);
    QCOMPARE(m_window->statusText(), QString("½–½ · Draw: White's time ran out, but Black cannot checkmate."));
    // A move after the flag fell is not played.
    clickMoves({"a1a2"});
    QCOMPARE(game().plyCount(), 0);
}

void TestPlay::clockShowsTenths()
{
    start(nullptr, TimeControl::increment(3 * 60000, 2000));
    QCOMPARE(m_window->panel()->clockOf(Color::White)->timeText(), QString("3:00"));
    clickMoves({"e2e4"}); // one second used, two added
    QCOMPARE(m_window->panel()->clockOf(Color::White)->timeText(), QString("3:01"));
    m_time += 3 * 60000 - 9750;
    play()->tick();
    QCOMPARE(m_window->panel()->clockOf(Color::Black)->timeText(), QString("0:09.7"));
    QCOMPARE(game().tree().mainLine()[0]->annotations().clockMs, std::optional<std::int64_t>(181000));
    clickAction("pause");
    m_time += 60000;
    play()->tick();
    QCOMPARE(m_window->panel()->clockOf(Color::Black)->timeText(), QString("0:09.7"));
    QVERIFY(m_window->statusText().contains("paused"));
    // A move while the clock stands is refused, and the player is told why.
    clickMoves({"e7e5"});
    QCOMPARE(game().plyCount(), 1);
    QVERIFY2(m_window->messageText().contains("The clock is paused"), qPrintable(m_window->messageText()));
    clickAction("pause");
    clickMoves({"e7e5"});
    QCOMPARE(game().plyCount(), 2);
    QVERIFY(!game().isOver());
}

void TestPlay::touchMove()
{
    QAction *touch = m_window->findChild<QAction *>(QStringLiteral("touchMove"));
    touch->trigger();
    QVERIFY(touch->isChecked());
    clickSquare(m_board, "g1");
    clickSquare(m_board, "e2");
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));
    QCOMPARE(m_window->messageText(), QString("Touch-move: you touched the knight on g1, so that piece must move."));
    // Putting it back is not allowed either; an illegal target keeps it in hand.
    clickSquare(m_board, "g1");
    clickSquare(m_board, "g3");
    QCOMPARE(m_board->selectedSquare(), squareOf("g1"));
    clickSquare(m_board, "f3");
    QCOMPARE(game().plyCount(), 1);
    touch->trigger();
    QVERIFY(!touch->isChecked());
    // Without touch-move a piece may be put down and another one taken.
    clickSquare(m_board, "g8");
    clickSquare(m_board, "e7");
    QCOMPARE(m_board->selectedSquare(), squareOf("e7"));
}

void TestPlay::twoKnightsRuleIsASetting()
{
    // Nc3xb1 leaves king and two knights against a lone king: FIDE plays on.
    const char *fen = "8/8/8/4k3/8/2N5/3N4/1n2K3 w - - 0 1";
    start(fen);
    clickMoves({"c3b1"});
    QVERIFY(!game().isOver());
    // The Brazilian rule text, chosen in the Rules menu, calls it a dead position.
    QAction *knights = m_window->findChild<QAction *>(QStringLiteral("twoKnights"));
    knights->trigger();
    QVERIFY(knights->isChecked());
    start(fen); // in a tab of its own
    clickMoves({"c3b1"});
    QCOMPARE(game().termination(), Termination::DeadPosition);
    QCOMPARE(m_window->statusText(),
             QString("½–½ · Draw: king and two knights against a lone king (dead "
                     "position under the Brazilian rule text)."));
    knights->trigger();
}

void TestPlay::autoFlip()
{
    QAction *autoFlip = m_window->findChild<QAction *>(QStringLiteral("autoFlip"));
    autoFlip->trigger();
    clickMoves({"e2e4"});
    QVERIFY(m_board->isFlipped());
    // Black's pieces are at the bottom now: e7 is drawn where e2 was.
    QCOMPARE(m_board->squareAt(m_board->squareRect(squareOf("e7")).center()), squareOf("e7"));
    QVERIFY(m_board->squareRect(squareOf("e7")).top() > m_board->squareRect(squareOf("e2")).top());
    clickMoves({"e7e5"});
    QVERIFY(!m_board->isFlipped());
    autoFlip->trigger();
}

void TestPlay::savedGameReadsBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fools.pgn"));
    clickMoves({"f2f3", "e7e5", "g2g4", "d8h4"});
    QVERIFY(m_window->files()->saveAs(path));
    QVERIFY(!m_window->session()->isModified());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains("[White \"Anna\"]"));
    QVERIFY(text.contains("[Result \"0-1\"]"));
    QVERIFY(text.contains("[Termination \"normal\"]"));
    QVERIFY(text.contains("2. g4 e5") || text.contains("2. g4"));
    QVERIFY(text.trimmed().endsWith("Qh4# 0-1"));
    start();
    QString error;
    QVERIFY2(test::openAndWait(m_window->files(), path, &error), qPrintable(error));
    QCOMPARE(game().plyCount(), 4);
    QCOMPARE(game().termination(), Termination::Checkmate);
    QCOMPARE(m_window->statusText(), QString("0-1 · Black wins: White is checkmated."));
    // A file that is not PGN is refused with the reason.
    QVERIFY(!test::openAndWait(m_window->files(), dir.filePath(QStringLiteral("missing.pgn")), &error));
    QVERIFY2(error.startsWith("Cannot open"), qPrintable(error));
    QCOMPARE(game().plyCount(), 4);
}

// The notation menu's entry whose text starts with `prefix`.
static QAction *lettersAction(MainWindow *window, const QString &prefix)
{
    for (QMenu *menu : window->findChildren<QMenu *>())
        if (menu->title() == QStringLiteral("&Notation"))
            for (QAction *action : menu->actions())
                if (action->text().startsWith(prefix))
                    return action;
    return nullptr;
}

void TestPlay::notationSettingPersists()
{
    QAction *spanish = lettersAction(m_window, QStringLiteral("&Spanish"));
    QVERIFY(spanish);
    spanish->trigger();
    clickMoves({"g1f3"});
    QCOMPARE(moveTextAt(1), QString("Cf3"));
    // A screenshot's --lang changes the letters for one run without touching the saved choice.
    m_window->settings().setStoring(false);
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Russian; });
    QCOMPARE(moveTextAt(1), QString("Кf3"));
    delete m_window;
    m_window = new MainWindow;
    m_board = m_window->board();
    m_window->workspace()->newGame({});
    clickMoves({"g1f3"});
    QCOMPARE(moveTextAt(1), QString("Cf3"));
    lettersAction(m_window, QStringLiteral("&English"))->trigger();
    QCOMPARE(moveTextAt(1), QString("Nf3"));
}

void TestPlay::clipboardFenAndPgn()
{
    // One game at a time: the new game takes the place of the one shown, after the question.
    keepOneGame(m_window->settings());
    clickMoves({"e2e4", "c7c5", "g1f3"});
    m_window->findChild<QAction *>(QStringLiteral("copyFen"))->trigger();
    const QString fen = QGuiApplication::clipboard()->text();
    QCOMPARE(fen, QString("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    m_window->findChild<QAction *>(QStringLiteral("copyPgn"))->trigger();
    const QString pgn = QGuiApplication::clipboard()->text();
    QVERIFY(pgn.contains("1. e4 c5 2. Nf3 *"));

    // A pasted FEN starts a new game there (the game on the board, not saved, is given up only
    // when the players say so); a pasted PGN brings its game back.
    QGuiApplication::clipboard()->setText(fen);
    {
        const auto keep = answerNextDialog(QString(), QMessageBox::Cancel);
        m_window->findChild<QAction *>(QStringLiteral("paste"))->trigger();
        QVERIFY(keep->answered());
        QCOMPARE(game().plyCount(), 3);
    }
    const auto discard = answerNextDialog(QString(), QMessageBox::Discard);
    m_window->findChild<QAction *>(QStringLiteral("paste"))->trigger();
    QVERIFY(discard->answered());
    QCOMPARE(discard->text(), QString("The game in progress, “Anna – Boris”, is not saved. Save it?"));
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(QString::fromStdString(game().position().fen()), fen);
    QCOMPARE(m_window->statusText(), QString("Black to move"));
    QGuiApplication::clipboard()->setText(pgn);
    m_window->findChild<QAction *>(QStringLiteral("paste"))->trigger();
    QCOMPARE(game().plyCount(), 3);
    QCOMPARE(moveTextAt(3), QString("Nf3"));
    // Anything else is refused with a reason, and the game stays.
    QGuiApplication::clipboard()->setText(QStringLiteral("1. e4 e5 2. Ke3"));
    m_window->findChild<QAction *>(QStringLiteral("paste"))->trigger();
    QCOMPARE(game().plyCount(), 3);
    QVERIFY2(m_window->messageText().startsWith("The clipboard holds neither a FEN nor a PGN game"),
             qPrintable(m_window->messageText()));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestPlay>(argc, argv, "tst_play");
}

#include "tst_play.moc"
