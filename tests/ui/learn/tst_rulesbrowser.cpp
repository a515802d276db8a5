// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Rules of chess: every page loads in every language with a legal example position and is
// linked from the contents, the small board accepts only legal moves and explains a refused one,
// Reset restores the example, and switching the language switches the page. The example is a
// game: its endings are said as a game says them, and a draw can be claimed where the rules allow.
#include "core/rules/chess960.h"
#include "tests/ui/uitest.h"
#include "translations/languages.h"
#include "ui/board/boardwidget.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/settings/languagemanager.h"

#include <QFile>
#include <QPushButton>
#include <QRegularExpression>

using namespace ferz;
using namespace ferz::test;

class TestRulesBrowser : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    void everyPageInEveryLanguage();
    void illegalAttemptIsExplained_data();
    void illegalAttemptIsExplained();
    void newPagesAcceptOnlyLegalMoves_data();
    void newPagesAcceptOnlyLegalMoves();
    void touchMovePagesHoldThePiece();
    void examplesEndAsGamesDo_data();
    void examplesEndAsGamesDo();
    void repetitionCanBeClaimed();
    void enPassantExampleMarksTheDoubleStep();
    void languageSwitchesThePage();
};

void TestRulesBrowser::everyPageInEveryLanguage()
{
    QStringList englishPages;
    for (const QString &code : languageCodes()) {
        LanguageManager::instance().setLanguage(code);
        RulesBrowser browser;
        if (englishPages.isEmpty())
            englishPages = browser.pageFiles();
        // The same sections in every language.
        QCOMPARE(browser.pageFiles(), englishPages);
        QCOMPARE(browser.pageFiles().size(), 21);
        // The contents link every other page.
        QFile index(QStringLiteral(":/rules/%1/index.html").arg(code));
        QVERIFY(index.open(QIODevice::ReadOnly));
        QStringList linked {QStringLiteral("index.html")};
        const QRegularExpression link(QStringLiteral("<a href=\"([^\"]+)\""));
        for (auto it = link.globalMatch(QString::fromUtf8(index.readAll())); it.hasNext();)
            linked << it.next().captured(1);
        QCOMPARE(linked, browser.pageFiles());
        for (const QString &page : browser.pageFiles()) {
            QVERIFY2(browser.showPage(page), qPrintable(code + QLatin1Char('/') + page));
            QVERIFY(!browser.pageTitle().isEmpty());
            if (page == QLatin1String("index.html")) {
                QVERIFY(browser.exampleFen().isEmpty());
                continue;
            }
            const auto position = chess960::readEitherFen(browser.exampleFen().toStdString());
            QVERIFY2(std::holds_alternative<Position>(position), qPrintable(code + QLatin1Char('/') + page));
            QVERIFY(std::get<Position>(position).legalMoveCount() > 0 || page.contains(QLatin1String("mate")));
            QCOMPARE(browser.board()->position().fen(), std::get<Position>(position).fen());
            QVERIFY(!browser.tryText().isEmpty());
        }
    }
}

// The castling pages, standard and Chess960 (the king onto its rook): the board refuses a
// castling through an attacked square, explaining it, plays the other, and Reset restores the example.
void TestRulesBrowser::illegalAttemptIsExplained_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("refused");
    QTest::addColumn<QString>("explanation");
    QTest::addColumn<QString>("castling");
    QTest::newRow("standard") << "11-castling.html"
                              << "e1g1"
                              << "You cannot castle: the king would cross f1, which is attacked by the bishop on c4."
                              << "e1c1";
    QTest::newRow("chess960") << "20-chess960.html"
                              << "b1g1"
                              << "You cannot castle: the king would cross e1, which is attacked by the bishop on a5."
                              << "b1a1";
}

void TestRulesBrowser::illegalAttemptIsExplained()
{
    QFETCH(QString, page);
    QFETCH(QString, refused);
    QFETCH(QString, explanation);
    QFETCH(QString, castling);
    RulesBrowser browser;
    browser.show();
    QVERIFY(browser.showPage(page));
    BoardWidget *board = browser.board();
    QCOMPARE(board->position().isChess960(), page.contains(QLatin1String("chess960")));
    const std::string example = board->position().fen();
    dragPiece(board, qPrintable(refused.left(2)), qPrintable(refused.mid(2)));
    QCOMPARE(browser.explanation(), explanation);
    QCOMPARE(board->position().fen(), example);
    dragPiece(board, qPrintable(castling.left(2)), qPrintable(castling.mid(2)));
    QVERIFY(browser.explanation().isEmpty());
    QCOMPARE(board->position().pieceAt(squareOf("c1")), makePiece(Color::White, PieceType::King));
    QCOMPARE(board->position().pieceAt(squareOf("d1")), makePiece(Color::White, PieceType::Rook));
    browser.findChild<QPushButton *>(QStringLiteral("reset"))->click();
    QCOMPARE(board->position().fen(), example);
}

// The pages on illegal moves and on the clock: in every language the example board refuses an
// illegal attempt, explaining it, and plays a legal move.
void TestRulesBrowser::newPagesAcceptOnlyLegalMoves_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("illegalFrom");
    QTest::addColumn<QString>("illegalTo");
    QTest::addColumn<QString>("legalFrom");
    QTest::addColumn<QString>("legalTo");
    for (const QString &code : languageCodes()) {
        QTest::newRow(qPrintable(code + QStringLiteral(" illegal moves")))
            << code << QStringLiteral("18-illegal-moves.html") << "e2"
            << "a2"
            << "e2"
            << "e8";
        QTest::newRow(qPrintable(code + QStringLiteral(" clock"))) << code << QStringLiteral("19-clock.html") << "d5"
                                                                   << "d6"
                                                                   << "d5"
                                                                   << "c7";
    }
}

void TestRulesBrowser::newPagesAcceptOnlyLegalMoves()
{
    QFETCH(QString, language);
    QFETCH(QString, page);
    QFETCH(QString, illegalFrom);
    QFETCH(QString, illegalTo);
    QFETCH(QString, legalFrom);
    QFETCH(QString, legalTo);
    LanguageManager::instance().setLanguage(language);
    RulesBrowser browser;
    browser.show();
    QVERIFY(browser.showPage(page));
    BoardWidget *board = browser.board();
    const std::string example = board->position().fen();
    dragPiece(board, qPrintable(illegalFrom), qPrintable(illegalTo));
    QVERIFY(!browser.explanation().isEmpty());
    QCOMPARE(board->position().fen(), example);
    dragPiece(board, qPrintable(legalFrom), qPrintable(legalTo));
    // The clock page's knight move mates: that is said, as a game's ending is.
    if (page == QLatin1String("19-clock.html"))
        QVERIFY2(browser.explanation().startsWith(QStringLiteral("1-0 · ")), qPrintable(browser.explanation()));
    else
        QVERIFY(browser.explanation().isEmpty());
    QCOMPARE(board->position().pieceAt(squareOf(qPrintable(legalTo))),
             std::get<Position>(Position::fromFen(example)).pieceAt(squareOf(qPrintable(legalFrom))));
}

// The pages on touch-move and on illegal moves play their example under touch-move: the piece
// picked up must move, even after one of its moves was refused; other pages do not.
void TestRulesBrowser::touchMovePagesHoldThePiece()
{
    RulesBrowser browser;
    browser.show();
    BoardWidget *board = browser.board();
    QVERIFY(browser.showPage(QStringLiteral("16-touch-move.html")));
    clickSquare(board, "h1");
    clickSquare(board, "e1");
    QCOMPARE(browser.explanation(), QStringLiteral("Touch-move: you touched the rook on h1, so that piece must move."));
    clickSquare(board, "g1");
    QCOMPARE(board->position().pieceAt(squareOf("g1")), makePiece(Color::White, PieceType::Rook));

    QVERIFY(browser.showPage(QStringLiteral("18-illegal-moves.html")));
    const std::string example = board->position().fen();
    dragPiece(board, "e2", "a2");
    QVERIFY(browser.explanation().startsWith(QStringLiteral("This rook is pinned")));
    clickSquare(board, "e1");
    QCOMPARE(browser.explanation(), QStringLiteral("Touch-move: you touched the rook on e2, so that piece must move."));
    QCOMPARE(board->position().fen(), example);
    clickSquare(board, "e8");
    QCOMPARE(board->position().pieceAt(squareOf("e8")), makePiece(Color::White, PieceType::Rook));

    // Elsewhere a piece can be put back and another one picked up.
    QVERIFY(browser.showPage(QStringLiteral("19-clock.html")));
    clickSquare(board, "d5");
    clickSquare(board, "c8");
    clickSquare(board, "d8");
    QCOMPARE(board->position().pieceAt(squareOf("d8")), makePiece(Color::White, PieceType::King));
}

void TestRulesBrowser::examplesEndAsGamesDo_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("ending");
    QTest::newRow("en stalemate") << "en"
                                  << "g6" << QStringLiteral("½–½ · Draw: Black is stalemated.");
    QTest::newRow("en mate") << "en"
                             << "g7" << QStringLiteral("1-0 · White wins: Black is checkmated.");
    QTest::newRow("ru stalemate") << "ru"
                                  << "g6" << QStringLiteral("½–½ · Ничья: чёрным пат.");
    QTest::newRow("es stalemate") << "es"
                                  << "g6" << QStringLiteral("½–½ · Tablas: las negras están ahogadas.");
    QTest::newRow("pt stalemate") << "pt"
                                  << "g6" << QStringLiteral("½–½ · Empate: as pretas estão afogadas.");
}

// Page 10's Qg6 stalemates and Qg7 mates: the example says so as a game's status line would, and
// takes no more moves.
void TestRulesBrowser::examplesEndAsGamesDo()
{
    QFETCH(QString, language);
    QFETCH(QString, to);
    QFETCH(QString, ending);
    LanguageManager::instance().setLanguage(language);
    RulesBrowser browser;
    browser.show();
    QVERIFY(browser.showPage(QStringLiteral("10-stalemate.html")));
    dragPiece(browser.board(), "g1", qPrintable(to));
    QCOMPARE(browser.explanation(), ending);
    QVERIFY(!browser.board()->isInteractive());
    QVERIFY(!browser.claimButton()->isEnabled());
    browser.findChild<QPushButton *>(QStringLiteral("reset"))->click();
    QVERIFY(browser.explanation().isEmpty());
    QVERIFY(browser.board()->isInteractive());
}

// Page 14's perpetual check: the draw is claimed with the move that repeats the position a third
// time, or by the opponent once it stands.
void TestRulesBrowser::repetitionCanBeClaimed()
{
    RulesBrowser browser;
    browser.show();
    QVERIFY(browser.showPage(QStringLiteral("14-draws.html")));
    BoardWidget *board = browser.board();
    QPushButton *claim = browser.claimButton();
    QVERIFY(claim->isVisible());
    QVERIFY(!claim->isEnabled());
    // Qf5+ Kg8 Qc8+ Kh7 twice from the example: the next Qf5+ repeats a position a third time.
    dragPiece(board, "d7", "f5");
    dragPiece(board, "h7", "g8");
    dragPiece(board, "f5", "c8");
    dragPiece(board, "g8", "h7");
    dragPiece(board, "c8", "f5");
    dragPiece(board, "h7", "g8");
    dragPiece(board, "f5", "c8");
    dragPiece(board, "g8", "h7");
    QVERIFY(claim->isEnabled());
    click(claim);
    QVERIFY(browser.explanation().startsWith(QStringLiteral("Now make the move")));
    dragPiece(board, "c8", "f5");
    QCOMPARE(browser.explanation(), QStringLiteral("½–½ · Draw: White claimed threefold repetition."));
    QVERIFY(!board->isInteractive());

    // Black's move that repeats the example's position a third time lets White claim before moving.
    browser.findChild<QPushButton *>(QStringLiteral("reset"))->click();
    QVERIFY(!claim->isEnabled());
    for (int i = 0; i < 2; ++i) {
        dragPiece(board, "d7", "f5");
        dragPiece(board, "h7", "g8");
        dragPiece(board, "f5", "d7");
        dragPiece(board, "g8", "h7");
    }
    QVERIFY(claim->isEnabled());
    click(claim);
    QCOMPARE(browser.explanation(), QStringLiteral("½–½ · Draw: White claimed threefold repetition."));
    QVERIFY(!claim->isEnabled());
}

// The en passant page's example comes after Black's d7-d5, which the board marks as the last move.
void TestRulesBrowser::enPassantExampleMarksTheDoubleStep()
{
    for (const QString &code : languageCodes()) {
        LanguageManager::instance().setLanguage(code);
        RulesBrowser browser;
        QVERIFY(browser.showPage(QStringLiteral("12-en-passant.html")));
        const Move last = browser.board()->lastMove();
        QCOMPARE(last.from(), squareOf("d7"));
        QCOMPARE(last.to(), squareOf("d5"));
        dragPiece(browser.board(), "e5", "d6");
        QCOMPARE(browser.board()->position().pieceAt(squareOf("d5")), Piece::None);
    }
}

void TestRulesBrowser::languageSwitchesThePage()
{
    RulesBrowser browser;
    QVERIFY(browser.showPage(QStringLiteral("11-castling.html")));
    QCOMPARE(browser.pageTitle(), QStringLiteral("Castling"));
    LanguageManager::instance().setLanguage(QStringLiteral("ru"));
    QCOMPARE(browser.currentPage(), QStringLiteral("11-castling.html"));
    QCOMPARE(browser.pageTitle(), QStringLiteral("Рокировка"));
    QCOMPARE(browser.windowTitle(), QStringLiteral("Правила шахмат"));
    QVERIFY(browser.tryText().startsWith(QStringLiteral("Попробуйте")));
    dragPiece(browser.board(), "e1", "g1");
    QCOMPARE(browser.explanation(),
             QStringLiteral("Рокировка невозможна: король прошёл бы через поле f1, атакованное слоном на c4."));
    LanguageManager::instance().setLanguage(QStringLiteral("es"));
    QCOMPARE(browser.currentPage(), QStringLiteral("11-castling.html"));
    QVERIFY(browser.pageTitle() != QStringLiteral("Castling"));
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestRulesBrowser>(argc, argv, "tst_rulesbrowser");
}

#include "tst_rulesbrowser.moc"
