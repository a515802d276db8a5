// SPDX-License-Identifier: GPL-3.0-or-later
// Chess960 in the rules core: Scharnagl's numbering, X-FEN and Shredder-FEN, castling with the
// rooks where they start (a king that stays, a king and rook that swap squares, a rook that shields
// the king's square), the king's moves that stand for castling, and castling written and read.
#include "core/engine/uci.h"
#include "core/notation/moveinput.h"
#include "core/notation/notation.h"
#include "core/rules/bitboard.h"
#include "core/rules/chess960.h"
#include "core/rules/illegalmove.h"
#include "core/rules/squarename.h"
#include "tests/core/testposition.h"

#include <QSet>
#include <QTest>

using namespace ferz;

namespace {

Position fischer(std::string_view fen)
{
    return testPosition(fen, Variant::Chess960);
}

Square at(const char *name)
{
    return parseSquare(name);
}

} // namespace

class TestChess960 : public QObject {
    Q_OBJECT

private slots:
    void numbering();
    void everyStartPosition();
    void standardKeysUnchanged();
    void castlingLetters();
    void rejections();
    void kingThatStays();
    void kingAndRookSwap();
    void rookShieldsTheKingsSquare();
    void kingMovesThatCastle();
    void castlingWrittenAndRead();
};

void TestChess960::numbering()
{
    QCOMPARE(chess960::backRank(0), std::string("BBQNNRKR"));
    QCOMPARE(chess960::backRank(518), std::string("RNBQKBNR"));
    QCOMPARE(chess960::backRank(959), std::string("RKRNNQBB"));
    const Position standard = chess960::startPosition(chess960::StandardNumber);
    QVERIFY(standard.isChess960());
    QCOMPARE(standard.fen(), std::string(Position::StartFen));
    QCOMPARE(standard.fen(Position::CastlingLetters::Shredder),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
    QCOMPARE(chess960::startPosition(0).fen(Position::CastlingLetters::Shredder),
             std::string("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"));
}

// The 960 numbers give 960 different back ranks, each with its bishops on squares of both colours
// and its king between its rooks, and each start position gives its number back.
void TestChess960::everyStartPosition()
{
    QSet<QString> ranks;
    for (int n = 0; n < chess960::PositionCount; ++n) {
        const QString rank = QString::fromStdString(chess960::backRank(n));
        ranks.insert(rank);
        QCOMPARE(rank.count(QLatin1Char('B')), 2);
        QVERIFY2((rank.indexOf(QLatin1Char('B')) + rank.lastIndexOf(QLatin1Char('B'))) % 2 == 1, qPrintable(rank));
        const qsizetype king = rank.indexOf(QLatin1Char('K'));
        QVERIFY2(rank.indexOf(QLatin1Char('R')) < king && king < rank.lastIndexOf(QLatin1Char('R')), qPrintable(rank));
        QCOMPARE(chess960::startNumber(chess960::startPosition(n)), n);
    }
    QCOMPARE(ranks.size(), 960);
    const Position start = chess960::startPosition(100);
    QCOMPARE(chess960::startNumber(start.after(start.legalMoves()[0])), -1);
    QCOMPARE(chess960::startNumber(Position()), -1); // standard chess, not Chess960
}

// The database stores positions' keys: standard chess keeps its keys, and a Chess960 position with
// its rooks in the corners has the same key as the standard one.
void TestChess960::standardKeysUnchanged()
{
    QCOMPARE(Position().key(), Key(0xd837d7b714440ccdULL));
    QCOMPARE(chess960::startPosition(chess960::StandardNumber).key(), Position().key());
    // The same pieces and rights with another castling rook are another position.
    const Position outer = fischer("4k3/8/8/8/8/8/8/1K3RR1 w K - 0 1");
    const Position inner = fischer("4k3/8/8/8/8/8/8/1K3RR1 w F - 0 1");
    QCOMPARE(outer.castlingRook(Color::White, CastlingSide::King), at("g1"));
    QCOMPARE(inner.castlingRook(Color::White, CastlingSide::King), at("f1"));
    QVERIFY(outer.key() != inner.key());
    QVERIFY(!(outer == inner));
}

void TestChess960::castlingLetters()
{
    // X-FEN names the outermost rook of a side K or Q and any other rook by its file.
    const Position inner = fischer("4k3/8/8/8/8/8/8/1K3RR1 w F - 0 1");
    QCOMPARE(inner.fen(), std::string("4k3/8/8/8/8/8/8/1K3RR1 w F - 0 1"));
    QCOMPARE(fischer("4k3/8/8/8/8/8/8/1K3RR1 w G - 0 1").fen(), std::string("4k3/8/8/8/8/8/8/1K3RR1 w K - 0 1"));
    // Both spellings, mixed and in any order, read the same rights.
    const Position shredder = fischer("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    QCOMPARE(fischer("rk5r/8/8/8/8/8/8/RK5R w aKhQ - 0 1"), shredder);
    QCOMPARE(shredder.fen(), std::string("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"));
    // Standard chess reads only KQkq.
    QCOMPARE(std::get<FenError>(Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1")).reason,
             FenError::Reason::BadCastlingSyntax);
}

void TestChess960::rejections()
{
    auto reason = [](std::string_view fen) {
        const auto parsed = Position::fromFen(fen, Variant::Chess960);
        return std::holds_alternative<FenError>(parsed) ? std::get<FenError>(parsed).reason : FenError::Reason {};
    };
    using R = FenError::Reason;
    QCOMPARE(reason("4k3/8/8/8/8/8/8/1K5R w KH - 0 1"), R::BadCastlingSyntax); // one right twice
    QCOMPARE(reason("4k3/8/8/8/8/8/8/1K5R w KX - 0 1"), R::BadCastlingSyntax);
    QCOMPARE(reason("4k3/8/8/8/8/8/8/1K5R w Q - 0 1"), R::CastlingWithoutPieces); // no rook on that side
    QCOMPARE(reason("4k3/8/8/8/8/8/8/1K5R w G - 0 1"), R::CastlingWithoutPieces); // no rook on g1
    QCOMPARE(reason("4k3/8/8/8/8/8/1K6/7R w K - 0 1"), R::CastlingWithoutPieces); // king off its rank
    QCOMPARE(reason("4k3/8/8/8/8/8/8/1K5R w B - 0 1"), R::CastlingWithoutPieces); // the king's own file
}

// The king on g1 castles kingside by moving only its rook: the move is the king taking its rook.
void TestChess960::kingThatStays()
{
    Position p = fischer("1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1");
    const Move castle(at("g1"), at("h1"), Move::Castling);
    QCOMPARE(p.castlingMove(CastlingSide::King), castle);
    QVERIFY(p.isLegal(castle));
    QCOMPARE(castlingSide(castle), CastlingSide::King);
    QCOMPARE(uciText(castle), std::string("g1h1"));
    const Position before = p;
    const auto undo = p.play(castle);
    QCOMPARE(p.fen(), std::string("1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1"));
    QCOMPARE(p.key(), fischer(p.fen()).key());
    p.undo(castle, undo);
    QVERIFY(p == before);
    QCOMPARE(p.key(), before.key());
    // Queenside the same king crosses four squares to c1, its rook going from b1 to d1.
    QCOMPARE(before.after(Move(at("g1"), at("b1"), Move::Castling)).fen(),
             std::string("1r4kr/8/8/8/8/8/8/2KR3R b kq - 1 1"));
}

// King on f1, rook on g1: castling puts each on the other's square.
void TestChess960::kingAndRookSwap()
{
    const Position p = fischer("4k3/8/8/8/8/8/8/5KR1 w K - 0 1");
    const Move castle = p.castlingMove(CastlingSide::King);
    QCOMPARE(castle, Move(at("f1"), at("g1"), Move::Castling));
    QVERIFY(p.isLegal(castle));
    QCOMPARE(p.after(castle).fen(), std::string("4k3/8/8/8/8/8/8/5RK1 b - - 1 1"));
    // The plain step f1-g1 is no move: the rook stands there.
    QVERIFY(!p.isLegal(Move(at("f1"), at("g1"))));
}

// The rook on b1 shields c1 from the rook on a1: castling would leave the king on c1 in check.
void TestChess960::rookShieldsTheKingsSquare()
{
    const Position p = fischer("4k3/8/8/8/8/8/8/rR1K4 w Q - 0 1");
    QVERIFY(!p.isCheck());
    QVERIFY(!p.isLegal(p.castlingMove(CastlingSide::Queen)));
    const MoveCheck check = checkMove(p, at("d1"), at("b1"));
    QCOMPARE(check.reason, IllegalReason::CastlingIntoAttack);
    QCOMPARE(check.culprit, at("a1"));
    QCOMPARE(check.square, at("c1"));
    QCOMPARE(check.castlingSide, CastlingSide::Queen);
}

// The king castles by going onto its rook, or to where castling takes it when a king's step cannot
// reach that square; a step that a king can make stays a king's step.
void TestChess960::kingMovesThatCastle()
{
    const Position p = fischer("7k/8/8/8/8/8/8/RK2R3 w KQ - 0 1");
    QCOMPARE(castlingAttempt(p, at("b1"), at("e1")), std::optional(CastlingSide::King)); // onto the rook
    QCOMPARE(castlingAttempt(p, at("b1"), at("g1")), std::optional(CastlingSide::King)); // to the king's square
    QCOMPARE(castlingAttempt(p, at("b1"), at("a1")), std::optional(CastlingSide::Queen));
    QCOMPARE(castlingAttempt(p, at("b1"), at("c1")), std::nullopt); // a king's step
    QCOMPARE(castlingFor(p, at("b1"), at("g1")), Move(at("b1"), at("e1"), Move::Castling));
    QCOMPARE(castlingFor(p, at("b1"), at("c1")), Move());
    QCOMPARE(p.after(castlingFor(p, at("b1"), at("a1"))).fen(), std::string("7k/8/8/8/8/8/8/2KRR3 b - - 1 1"));
    // Standard chess: the king's two squares and the king onto its rook.
    const Position standard = testPosition("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    QCOMPARE(castlingFor(standard, at("e1"), at("g1")), Move(at("e1"), at("g1"), Move::Castling));
    QCOMPARE(castlingFor(standard, at("e1"), at("h1")), Move(at("e1"), at("g1"), Move::Castling));
    QCOMPARE(castlingFor(standard, at("e1"), at("f1")), Move());
}

void TestChess960::castlingWrittenAndRead()
{
    const Position p = fischer("7k/8/8/8/8/8/8/RK2R3 w KQ - 0 1");
    const Move kingside(at("b1"), at("e1"), Move::Castling), queenside(at("b1"), at("a1"), Move::Castling);
    QCOMPARE(moveText(p, kingside, NotationStyle::pgn()), std::string("O-O"));
    QCOMPARE(moveText(p, queenside, NotationStyle::pgn()), std::string("O-O-O"));
    for (const char *text : {"O-O", "0-0", "Kg1", "b1g1", "b1e1", "Ke1"})
        QCOMPARE(readMove(p, text).move, kingside);
    for (const char *text : {"O-O-O", "b1a1"})
        QCOMPARE(readMove(p, text).move, queenside);
    QCOMPARE(readMove(p, "Kc1").move, Move(at("b1"), at("c1"))); // the king's step, not castling
    QCOMPARE(parseUci(p, "b1e1"), kingside);
    // A castling refused says why, for O-O as for the king's move.
    const Position blocked = fischer("7k/8/8/8/8/8/8/RK1NR3 w KQ - 0 1");
    QCOMPARE(readMove(blocked, "O-O-O").illegal.reason, IllegalReason::CastlingSquareTaken);
    QCOMPARE(readMove(blocked, "O-O").illegal.reason, IllegalReason::CastlingPiecesBetween);
    QCOMPARE(readMove(blocked, "Kg1").illegal.reason, IllegalReason::CastlingPiecesBetween);
}

QTEST_GUILESS_MAIN(TestChess960)
#include "tst_chess960.moc"
