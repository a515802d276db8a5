// SPDX-License-Identifier: GPL-3.0-or-later
// A hot-seat Chess960 game on the real window: File ▸ New Game starts start position 751
// (RKNNQRBB), White castles queenside by dragging the king onto its rook, Black castles kingside
// with the square cursor after a refusal explained in Chess960's terms; the game is saved, read
// back by Ferz and by pgn-extract (which writes castling as the king taking its rook, as Ferz
// does), and analysed by the real stockfish.
#include "core/engine/uci.h"
#include "core/rules/chess960.h"
#include "tests/core/pgntesthelpers.h"
#include "tests/ui/uitest.h"
#include "ui/analysis/analysispanel.h"
#include "ui/play/newgamedialog.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

using namespace ferz;
using namespace ferz::test;

namespace {

constexpr int Patience = 60000; // waits for the engine's lines only; no time is measured
constexpr int Number = 751;

// The answer to the New Game dialog: Chess960, start position `number`, Anna against Boris.
DialogAnswer::Answer chooseChess960(int number)
{
    return [number](QWidget *dialog, QString &) {
        auto *newGame = qobject_cast<NewGameDialog *>(dialog);
        if (!newGame)
            return false;
        newGame->findChild<QLineEdit *>(QStringLiteral("white"))->setText(QStringLiteral("Anna"));
        newGame->findChild<QLineEdit *>(QStringLiteral("black"))->setText(QStringLiteral("Boris"));
        newGame->findChild<QComboBox *>(QStringLiteral("variant"))->setCurrentIndex(1);
        newGame->findChild<QSpinBox *>(QStringLiteral("chess960Number"))->setValue(number);
        newGame->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        return true;
    };
}

} // namespace

class TestChess960Game : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void hotSeatGameSavedReadAndAnalysed();

private:
    void dragMove(const char *from, const char *to) { dragPiece(m_window->board(), from, to); }
    void keyMove(const char *from, const char *to) { test::keyMove(m_window->board(), from, to); }
    int plies() const { return m_window->workspace()->playSession()->game().plyCount(); }

    MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;
};

void TestChess960Game::init()
{
    m_window = new MainWindow;
    m_window->resize(1100, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::English; });
}

void TestChess960Game::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestChess960Game::hotSeatGameSavedReadAndAnalysed()
{
    const auto answers = answerDialogs({chooseChess960(Number)});
    m_window->findChild<QAction *>(QStringLiteral("newGame"))->trigger();
    QVERIFY(answers->answered());
    const Position start = m_window->session()->tree().startPosition();
    QVERIFY(start.isChess960());
    QCOMPARE(start, chess960::startPosition(Number));
    QCOMPARE(start.fen(), std::string("rknnqrbb/pppppppp/8/8/8/8/PPPPPPPP/RKNNQRBB w KQkq - 0 1"));
    // While it is played, the window's title says which Chess960 game it is.
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Chess960 start position 751 — Ferz[*]"));

    // White with the mouse, Black with the keys.
    dragMove("c1", "b3");
    keyMove("c8", "b6");
    clickSquare(m_window->board(), "d1");
    clickSquare(m_window->board(), "c3");
    keyMove("d8", "c6");
    // The king onto its rook on a1: castling queenside, the king to c1 and the rook to d1.
    dragMove("b1", "a1");
    QCOMPARE(plies(), 5);
    const Position afterCastling = m_window->board()->position();
    QCOMPARE(afterCastling.pieceAt(squareOf("c1")), makePiece(Color::White, PieceType::King));
    QCOMPARE(afterCastling.pieceAt(squareOf("d1")), makePiece(Color::White, PieceType::Rook));
    keyMove("d7", "d6");
    dragMove("a2", "a3");
    keyMove("e8", "d7");
    dragMove("a3", "a4");
    // The king onto its rook on f8 while the bishop still stands on g8, where castling puts the king.
    keyMove("b8", "f8");
    QCOMPARE(plies(), 9);
    QCOMPARE(m_window->messageText(),
             QStringLiteral("You cannot castle: castling puts the king on g8 and the rook on f8, and the bishop on g8 "
                            "is in the way."));
    QTest::keyClick(m_window->board(), Qt::Key_Escape); // the king goes back to b8
    keyMove("h7", "h6");
    dragMove("h2", "h3");
    keyMove("g8", "h7");
    dragMove("e2", "e3");
    // Castling kingside by the king's way to g8 (the rook stays on f8).
    keyMove("b8", "g8");
    QCOMPARE(plies(), 14);
    const Position end = m_window->board()->position();
    QCOMPARE(end.fen(), std::string("r4rkb/pppqpppb/1nnp3p/8/P7/1NN1P2P/1PPP1PP1/2KRQRBB w - - 1 8"));

    // Saved: the variant and the start position are in the file.
    const QString path = m_dir.filePath(QStringLiteral("fischer.pgn"));
    QVERIFY(m_window->files()->saveAs(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(QStringLiteral("[Variant \"Chess960\"]")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("[SetUp \"1\"]")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("[FEN \"rknnqrbb/pppppppp/8/8/8/8/PPPPPPPP/RKNNQRBB w KQkq - 0 1\"]")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3. O-O-O d6")) && text.contains(QStringLiteral("7. e3 O-O")),
             qPrintable(text));

    // Read back by Ferz: the same Chess960 game.
    const std::vector<Move> moves = mainLineMoves(m_window->session()->tree());
    m_window->workspace()->newGame({});
    QString error;
    QVERIFY2(openAndWait(m_window->files(), path, &error), qPrintable(error));
    const GameTree &reread = m_window->session()->tree();
    QCOMPARE(reread.startPosition(), start);
    QVERIFY(mainLineMoves(reread) == moves);
    QCOMPARE(m_window->session()->current()->position(), end);
    // The header says which Chess960 game it is: the moves alone do not tell.
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("gameHeader"))
                ->text()
                .contains(QStringLiteral("Chess960 start position 751")));

    // Read back by pgn-extract: in long algebraic form it writes castling as the king taking its
    // rook, the UCI_Chess960 form Ferz gives the moves.
    QProcess extract;
    extract.start(QStringLiteral("/usr/games/pgn-extract"), {QStringLiteral("-s"), QStringLiteral("-Wlalg"), path});
    QVERIFY(extract.waitForFinished(-1));
    QCOMPARE(extract.exitCode(), 0);
    const QString errors = QString::fromUtf8(extract.readAllStandardError());
    QVERIFY2(errors.isEmpty(), qPrintable(errors));
    QStringList lalg = QString::fromUtf8(extract.readAllStandardOutput())
                           .section(QStringLiteral("\n\n"), 1)
                           .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    lalg.removeIf([](const QString &word) { return word.contains(QLatin1Char('.')) || word == QLatin1String("*"); });
    QStringList uci;
    for (Move m : moves)
        uci << QString::fromStdString(uciText(m));
    QCOMPARE(lalg, uci);
    QVERIFY(uci.contains(QStringLiteral("b1a1")) && uci.contains(QStringLiteral("b8f8")));

    // Analysed by stockfish, told that the game is Chess960: its lines are legal there.
    AnalysisPanel *panel = m_window->analysis();
    panel->setEnginePath(QStringLiteral("/usr/games/stockfish"));
    m_window->session()->setCurrent(m_window->session()->tree().mainLine()[12]); // before 7... O-O
    panel->toggleAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(panel->lineTexts().size(), AnalysisPanel::LineCount, Patience);
    QCOMPARE(panel->engine()->state(), UciEngine::State::Analysing);
    for (const QString &line : panel->lineTexts())
        QVERIFY2(line.contains(QStringLiteral(" 7... ")), qPrintable(line));
    panel->toggleAction()->trigger();
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestChess960Game>(argc, argv, "tst_chess960game");
}

#include "tst_chess960game.moc"
