// SPDX-License-Identifier: GPL-3.0-or-later
// Every position of three men (a king each and one queen, rook, bishop, knight or pawn of either
// colour, either side to move) valued by Ferz's tables and by the Gaviota tables Debian ships
// (gaviotatb, read through libgaviotatb): the same winner, or a draw, and the same number of plies
// to mate.
#include "tablebasetest.h"

#include <gtb-probe.h>

using namespace ferz;

namespace {

// Gaviota's value of a position for the side to move.
std::optional<TablebaseValue> gaviotaValue(const Position &position)
{
    std::array<unsigned, 3> whiteSquares {}, blackSquares {};
    std::array<unsigned char, 3> whitePieces {}, blackPieces {};
    std::size_t white = 0, black = 0;
    for (int s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(static_cast<Square>(s));
        if (piece == Piece::None)
            continue;
        // Gaviota numbers squares and pieces as Ferz does: a1 = 0, pawn = 1 … king = 6.
        if (colorOf(piece) == Color::White) {
            whiteSquares[white] = static_cast<unsigned>(s);
            whitePieces[white++] = static_cast<unsigned char>(typeOf(piece));
        } else {
            blackSquares[black] = static_cast<unsigned>(s);
            blackPieces[black++] = static_cast<unsigned char>(typeOf(piece));
        }
    }
    whiteSquares[white] = blackSquares[black] = tb_NOSQUARE;
    whitePieces[white] = blackPieces[black] = tb_NOPIECE;
    unsigned info = 0, plies = 0;
    const unsigned side = position.sideToMove() == Color::White ? tb_WHITE_TO_MOVE : tb_BLACK_TO_MOVE;
    if (!tb_probe_hard(side, tb_NOSQUARE, tb_NOCASTLE, whiteSquares.data(), blackSquares.data(), whitePieces.data(),
                       blackPieces.data(), &info, &plies))
        return std::nullopt;
    if (info == tb_DRAW)
        return TablebaseValue::draw();
    const bool sideToMoveWins = (info == tb_WMATE) == (position.sideToMove() == Color::White);
    return sideToMoveWins ? TablebaseValue::win(static_cast<int>(plies))
                          : TablebaseValue::loss(static_cast<int>(plies));
}

} // namespace

class TestGaviota : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyThreeMenPosition_data();
    void everyThreeMenPosition();

private:
    Tablebase m_tables {QString()};
    const char **m_paths = nullptr;
};

void TestGaviota::initTestCase()
{
    m_paths = tbpaths_add(tbpaths_init(), FERZ_GAVIOTA_TABLES);
    tb_init(0, tb_CP4, m_paths);
    tbcache_init(32 * 1024 * 1024, 96);
    // Bit 1: every three-man table is there.
    QVERIFY2(tb_availability() & 2, "the Gaviota tables are missing: scripts/deps.sh installs gaviotatb");
}

void TestGaviota::cleanupTestCase()
{
    tbcache_done();
    tb_done();
    tbpaths_done(m_paths);
}

void TestGaviota::everyThreeMenPosition_data()
{
    QTest::addColumn<char>("letter");
    for (const char *name : {"Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"})
        QTest::newRow(name) << name[0];
}

void TestGaviota::everyThreeMenPosition()
{
    QFETCH(char, letter);
    std::array<char, 64> board {};
    long compared = 0;
    for (int whiteKing = 0; whiteKing < 64; ++whiteKing)
        for (int blackKing = 0; blackKing < 64; ++blackKing)
            for (int man = 0; man < 64; ++man) {
                if (whiteKing == blackKing || man == whiteKing || man == blackKing)
                    continue;
                board.fill(0);
                board[static_cast<std::size_t>(whiteKing)] = 'K';
                board[static_cast<std::size_t>(blackKing)] = 'k';
                board[static_cast<std::size_t>(man)] = letter;
                for (Color side : {Color::White, Color::Black}) {
                    auto parsed = Position::fromFen(fenOf(board, side));
                    const Position *position = std::get_if<Position>(&parsed);
                    if (!position)
                        continue;
                    if (compared == 0)
                        QVERIFY(m_tables.prepare(*position));
                    const std::optional<TablebaseValue> ours = m_tables.probe(*position);
                    const std::optional<TablebaseValue> theirs = gaviotaValue(*position);
                    QVERIFY2(ours && theirs, position->fen().c_str());
                    if (*ours != *theirs)
                        QFAIL(qPrintable(QStringLiteral("%1: Ferz %2 plies (%3), Gaviota %4 plies (%5)")
                                             .arg(QString::fromStdString(position->fen()))
                                             .arg(ours->plies)
                                             .arg(static_cast<int>(ours->outcome))
                                             .arg(theirs->plies)
                                             .arg(static_cast<int>(theirs->outcome))));
                    ++compared;
                }
            }
    // Every legal placement: pawns off the first and last ranks, the side not to move out of check.
    QVERIFY(compared > 300000);
    qInfo("%ld positions compared", compared);
}

QTEST_GUILESS_MAIN(TestGaviota)
#include "tst_gaviota.moc"
