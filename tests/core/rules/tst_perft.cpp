// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation against the known perft counts of every position in the suites, and the
// bookkeeping of play/undo (restored state, incremental Zobrist key) along the way.
#include "tests/core/perftdata.h"

#include "core/engine/uci.h"
#include "core/rules/perft.h"
#include "core/rules/position.h"

#include <QTest>

#include <algorithm>
#include <iterator>
#include <vector>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::Variant)

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void suitesAreComplete();
    void counts_data();
    void counts();
    void playUndoKeepsState_data();
    void playUndoKeepsState();
    void movesToOneSquare_data() { playUndoKeepsState_data(); }
    void movesToOneSquare();
    void divideAddsUp();
};

void TestPerft::suitesAreComplete()
{
    const auto cases = readPerftCases();
    // 127 positions in perftsuite.epd, 19 in tricky.perft and 960 in chess960.perft, as SOURCES.md
    // lists them.
    QCOMPARE(cases.size(), 127 + 19 + 960);
    for (const PerftCase &c : cases) {
        QVERIFY2(!c.counts.isEmpty(), qPrintable(c.id));
        QVERIFY2(std::holds_alternative<Position>(Position::fromFen(c.fen.toStdString(), c.variant())),
                 qPrintable(c.id));
    }
    QCOMPARE(std::count_if(cases.begin(), cases.end(), [](const PerftCase &c) { return c.chess960; }), 960 + 6);

    // Standard chess refuses the right of a king on h8 with its rook on a8; Chess960 grants it.
    const auto kingOnH = std::find_if(cases.begin(), cases.end(),
                                      [](const PerftCase &c) { return c.id == "asymmetrical-and-king-on-h"; });
    const auto impossible = Position::fromFen(kingOnH->fen.toStdString());
    QVERIFY(std::holds_alternative<FenError>(impossible));
    QCOMPARE(std::get<FenError>(impossible).reason, FenError::Reason::CastlingWithoutPieces);
}

void TestPerft::counts_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    for (const PerftCase &c : readPerftCases()) {
        // The deepest count within the node budget of this build (see tests/CMakeLists.txt). The
        // 960 start positions of chess960.perft get a twentieth of it each, so that together they
        // cost about what the other suites cost (depth 4 or 5 in the optimised build).
        const std::uint64_t budget =
            c.id.startsWith(QLatin1String("chess960-")) ? FERZ_PERFT_NODE_LIMIT / 20 : FERZ_PERFT_NODE_LIMIT;
        std::pair<int, std::uint64_t> deepest {0, 0};
        for (const auto &dn : c.counts)
            if (dn.second <= budget && dn.first > deepest.first)
                deepest = dn;
        if (deepest.first == 0)
            deepest = c.counts.first();
        QTest::addRow("%s d%d", qPrintable(c.id), deepest.first)
            << c.fen << c.variant() << deepest.first << quint64(deepest.second);
    }
}

void TestPerft::counts()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    auto parsed = Position::fromFen(fen.toStdString(), variant);
    QVERIFY2(std::holds_alternative<Position>(parsed), qPrintable(fen));
    Position position = std::get<Position>(parsed);
    const Position before = position;
    QCOMPARE(perft(position, depth), nodes);
    QVERIFY(position == before);
}

void TestPerft::playUndoKeepsState_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    for (const PerftCase &c : readPerftCases())
        QTest::addRow("%s", qPrintable(c.id)) << c.fen << c.variant();
}

// Walks two plies deep: after every move the incremental key equals the key of the same position
// read afresh from its FEN (X-FEN and Shredder-FEN for Chess960), the FEN reads back to an equal
// position, the move count agrees with the list, and undo restores the position exactly.
void TestPerft::playUndoKeepsState()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    Position position = std::get<Position>(Position::fromFen(fen.toStdString(), variant));
    auto check = [](const Position &p) {
        for (auto letters : {Position::CastlingLetters::Xfen, Position::CastlingLetters::Shredder}) {
            auto reread = Position::fromFen(p.fen(letters), p.variant());
            QVERIFY2(std::holds_alternative<Position>(reread), p.fen(letters).c_str());
            QCOMPARE(std::get<Position>(reread).key(), p.key());
            QVERIFY2(std::get<Position>(reread) == p, p.fen(letters).c_str());
        }
        QCOMPARE(p.legalMoveCount(), p.legalMoves().size());
    };
    check(position);
    for (Move m : position.legalMoves()) {
        const Position before = position;
        const auto u = position.play(m);
        check(position);
        for (Move reply : position.legalMoves()) {
            const Position middle = position;
            const auto u2 = position.play(reply);
            check(position);
            position.undo(reply, u2);
            QVERIFY2(position == middle && position.key() == middle.key(), uciText(reply).c_str());
        }
        position.undo(m, u);
        QVERIFY2(position == before && position.key() == before.key(), uciText(m).c_str());
    }
}

// The moves to one square (what reading a move looks up) are those of the whole list that end
// there, and the moves from one square (a piece's moves on the board) those that start there, in
// the same order: in each position of the suites and one ply after it.
void TestPerft::movesToOneSquare()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    const Position start = std::get<Position>(Position::fromFen(fen.toStdString(), variant));
    std::vector<Position> positions {start};
    for (Move m : start.legalMoves())
        positions.push_back(start.after(m));
    for (const Position &p : positions) {
        const MoveList all = p.legalMoves();
        for (int s = 0; s < 64; ++s) {
            const auto square = static_cast<Square>(s);
            std::vector<Move> expected;
            std::copy_if(all.begin(), all.end(), std::back_inserter(expected),
                         [&](Move m) { return m.to() == square; });
            const MoveList to = p.legalMovesTo(square);
            QVERIFY2(std::equal(to.begin(), to.end(), expected.begin(), expected.end()),
                     qPrintable(QStringLiteral("%1 to square %2").arg(QString::fromStdString(p.fen())).arg(s)));
            expected.clear();
            std::copy_if(all.begin(), all.end(), std::back_inserter(expected),
                         [&](Move m) { return m.from() == square; });
            const MoveList from = p.legalMovesFrom(square);
            QVERIFY2(std::equal(from.begin(), from.end(), expected.begin(), expected.end()),
                     qPrintable(QStringLiteral("%1 from square %2").arg(QString::fromStdString(p.fen())).arg(s)));
        }
    }
}

void TestPerft::divideAddsUp()
{
    Position kiwipete =
        std::get<Position>(Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
    const auto divided = perftDivide(kiwipete, 3);
    QCOMPARE(divided.size(), std::size_t(48));
    std::uint64_t total = 0;
    for (const auto &[move, nodes] : divided) {
        total += nodes;
        if (uciText(move) == "e1g1") // Stockfish's "go perft 3" divide says the same
            QCOMPARE(nodes, std::uint64_t(2059));
    }
    QCOMPARE(total, std::uint64_t(97862));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
