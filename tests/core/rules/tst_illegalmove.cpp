// SPDX-License-Identifier: GPL-3.0-or-later
// checkMove: every reason an attempted move can be refused, with the squares it names, and the
// legal moves it lets through.
#include "core/engine/uci.h"
#include "core/rules/illegalmove.h"
#include "core/rules/squarename.h"
#include "tests/core/testposition.h"

#include <QTest>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::IllegalReason)

class TestIllegalMove : public QObject {
    Q_OBJECT

private slots:
    void reasons_data();
    void reasons();
    void everyLegalMoveIsAccepted();
    void enPassantAfterDoubleStep();
};

void TestIllegalMove::reasons_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("attempt"); // from, to and an optional promotion letter
    QTest::addColumn<IllegalReason>("reason");
    QTest::addColumn<QString>("culprit");
    QTest::addColumn<QString>("square");
    using R = IllegalReason;
    const QString start = QString::fromLatin1(Position::StartFen.data());
    auto row = [](const char *name, const QString &fen, const char *attempt, R reason, const char *culprit = "",
                  const char *square = "") {
        QTest::newRow(name) << fen << QString::fromLatin1(attempt) << reason << QString::fromLatin1(culprit)
                            << QString::fromLatin1(square);
    };
    auto fen = [](const char *text) { return QString::fromLatin1(text); };

    row("legal", start, "g1f3", R::None);
    row("no piece", start, "e3e4", R::NoPiece);
    row("not your turn", start, "e7e5", R::NotYourTurn);
    row("same square", start, "e2e2", R::SameSquare);
    row("own piece on target", start, "b1d2", R::OwnPieceOnTarget, "d2");
    row("knight pattern", start, "b1b3", R::WrongPattern);
    row("bishop straight", fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), "c1c4", R::WrongPattern);
    row("rook diagonal", fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "a1b2", R::WrongPattern);
    row("king two squares", fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "e1e3", R::WrongPattern);
    row("pawn backwards", fen("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"), "e4e3", R::WrongPattern);
    row("pawn sideways", fen("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"), "e4f4", R::WrongPattern);
    row("pawn blocked", fen("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1"), "e2e3", R::PawnMovesForward, "e3");
    row("pawn double onto piece", fen("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1"), "e2e4", R::PawnMovesForward, "e4");
    row("pawn double jumps", fen("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1"), "e2e4", R::PathBlocked, "e3");
    row("pawn diagonal to empty", start, "e2d3", R::PawnCapturesDiagonally);
    row("pawn double later", fen("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"), "e3e5", R::PawnDoubleStepOnlyFromStart);
    row("rook blocked", start, "a1a3", R::PathBlocked, "a2");
    row("bishop blocked", start, "f1c4", R::PathBlocked, "e2");
    row("queen blocked far", fen("4k3/8/8/8/8/8/8/Q1n1K3 w - - 0 1"), "a1d1", R::PathBlocked, "c1");
    row("en passant lapsed", fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"), "e5d6", R::EnPassantNotAvailable, "d5");
    row("promotion needs piece", fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a8", R::PromotionRequired);
    row("promotion to king", fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a8k", R::BadPromotionPiece);
    row("promotion too early", start, "e2e4q", R::BadPromotionPiece);
    row("promotion of a knight", start, "g1f3q", R::BadPromotionPiece);
    row("promotion to knight", fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a8n", R::None);
    row("king next to king", fen("8/8/8/3k4/8/3K4/8/8 w - - 0 1"), "d3d4", R::KingNextToKing, "d5");
    row("king into attack", fen("4k3/8/8/8/8/8/r7/4K3 w - - 0 1"), "e1e2", R::KingWouldBeInCheck, "a2");
    row("king along the checking line", fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"), "e1f1", R::KingWouldBeInCheck, "a1");
    row("king takes defended", fen("4k3/8/8/8/8/8/3p4/2b1K3 w - - 0 1"), "e1d2", R::KingWouldBeInCheck, "c1");
    row("pinned knight", fen("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1"), "e2c3", R::PinnedPiece, "e8");
    row("pinned bishop off the diagonal", fen("6k1/8/8/8/q7/8/2B5/3K4 w - - 0 1"), "c2d3", R::PinnedPiece, "a4");
    row("pinned bishop along the pin", fen("6k1/8/8/8/q7/8/2B5/3K4 w - - 0 1"), "c2b3", R::None);
    row("check not answered", fen("4k3/8/8/8/8/8/8/r3K2N w - - 0 1"), "h1g3", R::InCheck, "a1");
    row("double check", fen("4k3/8/8/8/1b6/8/8/r3K1N1 w - - 0 1"), "g1e2", R::InCheck, "a1");
    row("en passant exposes king", fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"), "d4e3", R::EnPassantExposesKing, "h4");
    row("castle king side", fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1", R::None);
    row("castle queen side", fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8c8", R::None);
    row("castling king moved", fen("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1"), "e1g1", R::CastlingKingMoved);
    row("castling rook moved", fen("r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1"), "e1g1", R::CastlingRookMoved, "h1");
    row("castling rook gone", fen("r3k2r/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1g1", R::CastlingRookMoved);
    row("castling in check", fen("r3k2r/4R3/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8g8", R::CastlingInCheck, "e7");
    row("castling pieces between", start, "e1g1", R::CastlingPiecesBetween, "f1");
    row("castling long with b1 taken", fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"), "e1c1", R::CastlingPiecesBetween,
        "b1");
    row("castling through attack", fen("r3k3/8/8/8/8/8/5r2/R3K2R w KQq - 0 1"), "e1g1", R::CastlingThroughAttack, "f2",
        "f1");
    row("castling into attack", fen("r3k3/8/8/2b5/8/8/8/R3K2R w KQq - 0 1"), "e1g1", R::CastlingIntoAttack, "c5", "g1");
    row("castling long b1 attacked is fine", fen("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1", R::None);
}

void TestIllegalMove::reasons()
{
    QFETCH(QString, fen);
    QFETCH(QString, attempt);
    QFETCH(IllegalReason, reason);
    QFETCH(QString, culprit);
    QFETCH(QString, square);
    const Position p = std::get<Position>(Position::fromFen(fen.toStdString()));
    const Square from = parseSquare(attempt.left(2).toStdString());
    const Square to = parseSquare(attempt.mid(2, 2).toStdString());
    PieceType promotion = PieceType::None;
    if (attempt.size() == 5)
        promotion = static_cast<PieceType>(QStringLiteral(" pnbrqk").indexOf(attempt[4]));
    const MoveCheck check = checkMove(p, from, to, promotion);
    QCOMPARE(check.reason, reason);
    QCOMPARE(check.culprit == Square::None ? QString() : QString::fromStdString(squareName(check.culprit)), culprit);
    QCOMPARE(check.square == Square::None ? QString() : QString::fromStdString(squareName(check.square)), square);
    if (reason == IllegalReason::None) {
        QVERIFY(p.isLegal(check.move));
        QCOMPARE(QString::fromStdString(uciText(check.move)), attempt);
    } else {
        QVERIFY(check.move.isNull());
    }
}

// Over a few rich positions: checkMove accepts exactly the legal moves.
void TestIllegalMove::everyLegalMoveIsAccepted()
{
    for (const char *fen :
         {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"}) {
        const Position p = testPosition(fen);
        int accepted = 0;
        for (int from = 0; from < 64; ++from) {
            for (int to = 0; to < 64; ++to) {
                for (PieceType promo : {PieceType::None, PieceType::Queen, PieceType::Knight}) {
                    const MoveCheck c = checkMove(p, Square(from), Square(to), promo);
                    if (c.reason == IllegalReason::None) {
                        QVERIFY(p.isLegal(c.move));
                        ++accepted;
                    }
                }
            }
        }
        // Promotions were tried to two pieces only; castling twice, as the king's two squares and
        // as the king going onto its rook; every other legal move exactly once.
        int expected = 0;
        for (Move m : p.legalMoves())
            expected += m.kind() == Move::Castling ? 2
                                                   : m.kind() != Move::Promotion || m.promotion() == PieceType::Queen
                    || m.promotion() == PieceType::Knight;
        QCOMPARE(accepted, expected);
    }
}

// En passant is legal right after the double step and lapses one move later.
void TestIllegalMove::enPassantAfterDoubleStep()
{
    Position p = testPosition("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    p.play(checkMove(p, parseSquare("d7"), parseSquare("d5")).move);
    const MoveCheck now = checkMove(p, parseSquare("e5"), parseSquare("d6"));
    QCOMPARE(now.reason, IllegalReason::None);
    QCOMPARE(now.move.kind(), Move::EnPassant);

    p.play(checkMove(p, parseSquare("e1"), parseSquare("e2")).move);
    p.play(checkMove(p, parseSquare("e8"), parseSquare("e7")).move);
    const MoveCheck later = checkMove(p, parseSquare("e5"), parseSquare("d6"));
    QCOMPARE(later.reason, IllegalReason::EnPassantNotAvailable);
    QCOMPARE(later.culprit, parseSquare("d5"));
}

QTEST_GUILESS_MAIN(TestIllegalMove)
#include "tst_illegalmove.moc"
