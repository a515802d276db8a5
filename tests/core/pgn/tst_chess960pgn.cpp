// SPDX-License-Identifier: GPL-3.0-or-later
// Chess960 games in PGN: a game always writes its Variant, SetUp and FEN tags (from start position
// 518 too) and reads back the same; the Variant tag is read before the FEN in whatever order they
// come, in the spellings programs use, with X-FEN or Shredder-FEN rights; a Chess960 game without
// a FEN, or another variant, is refused with the tag's place; the test file's games castle as
// written, and a database stores and gives back their start.
#include "core/db/gamecodec.h"
#include "core/engine/uci.h"
#include "core/game/game.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnwriter.h"
#include "core/rules/chess960.h"
#include "tests/core/pgntesthelpers.h"

#include <QTest>

using namespace ferz;
using namespace ferz::test;

namespace {

// The first reading error of a game, for a failure's message.
QString firstError(const PgnGame &game)
{
    return game.errors.empty() ? QString() : pgnErrorText(game.errors.front());
}

} // namespace

class TestChess960Pgn : public QObject {
    Q_OBJECT

private slots:
    void writesVariantSetUpAndFen();
    void readsTheVariantFirst_data();
    void readsTheVariantFirst();
    void refusals();
    void castlingOfTheTestGames();
    void databaseKeepsTheStart();
};

void TestChess960Pgn::writesVariantSetUpAndFen()
{
    Game game(chess960::startPosition(chess960::StandardNumber), TimeControl(), GameOptions());
    game.play(game.tree().startPosition().legalMoves()[0], 0);
    const std::string pgn = writePgn(game.tree());
    QVERIFY2(pgn.find("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + std::string(Position::StartFen) + "\"]")
                 != std::string::npos,
             pgn.c_str());
    const auto games = readText(QByteArray::fromStdString(pgn));
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].errors.empty(), qPrintable(firstError(games[0])));
    QCOMPARE(games[0].tree.startPosition(), game.tree().startPosition());
    QVERIFY(games[0].tree.startPosition().isChess960());
    QVERIFY(mainLineMoves(games[0].tree) == mainLineMoves(game.tree()));

    // A standard start removes the Variant tag again; a Chess960 one keeps it.
    GameTree tree(chess960::startPosition(100));
    tree.setStartPosition(chess960::startPosition(100));
    QCOMPARE(tree.tag("Variant"), std::string("Chess960"));
    tree.setStartPosition(Position());
    QVERIFY(!tree.hasTag("Variant") && !tree.hasTag("FEN") && !tree.hasTag("SetUp"));
}

void TestChess960Pgn::readsTheVariantFirst_data()
{
    QTest::addColumn<QString>("tags");
    const QString fen = QStringLiteral("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w %1 - 0 1\"]");
    QTest::newRow("Chess960, X-FEN") << QStringLiteral("[Variant \"Chess960\"]\n") + fen.arg("KQkq");
    QTest::newRow("FEN first, Shredder-FEN") << fen.arg("HFhf") + QStringLiteral("\n[Variant \"Chess960\"]");
    QTest::newRow("chess 960") << QStringLiteral("[Variant \"chess 960\"]\n") + fen.arg("HFhf");
    QTest::newRow("Fischerandom") << QStringLiteral("[Variant \"Fischerandom\"]\n") + fen.arg("KQkq");
    QTest::newRow("fischer random") << QStringLiteral("[Variant \"fischer random\"]\n") + fen.arg("KQkq");
}

// Start position 0 from either spelling, castling at once with the king that stays on g1.
void TestChess960Pgn::readsTheVariantFirst()
{
    QFETCH(QString, tags);
    const auto games = readText((tags + QStringLiteral("\n\n1. f4 f5 2. Rf3 Rf6 3. O-O O-O *\n")).toUtf8());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].errors.empty(), qPrintable(firstError(games[0])));
    QCOMPARE(games[0].tree.startPosition(), chess960::startPosition(0));
    const auto line = games[0].tree.mainLine();
    QCOMPARE(line.size(), std::size_t(6));
    QCOMPARE(uciText(line[4]->move()), std::string("g1h1"));
    QCOMPARE(line[5]->position().fen(), std::string("bbqnnrk1/ppppp1pp/5r2/5p2/5P2/5R2/PPPPP1PP/BBQNNRK1 w - - 4 4"));
}

void TestChess960Pgn::refusals()
{
    const auto withoutFen = readText("[Event \"e\"]\n[Variant \"Chess960\"]\n\n1. e4 *\n");
    QCOMPARE(withoutFen[0].errors.size(), std::size_t(1));
    QCOMPARE(withoutFen[0].errors[0].kind, PgnError::Kind::Chess960WithoutFen);
    QCOMPARE(withoutFen[0].errors[0].line, 2);
    QCOMPARE(pgnErrorText(withoutFen[0].errors[0]),
             QStringLiteral("a Chess960 game needs its start position in a FEN tag"));
    const auto other = readText("[Variant \"Crazyhouse\"]\n\n1. e4 *\n");
    QCOMPARE(other[0].errors[0].kind, PgnError::Kind::UnsupportedVariant);
    QCOMPARE(pgnErrorText(other[0].errors[0]),
             QStringLiteral("the variant \"Crazyhouse\" is neither standard chess nor Chess960"));
    // Rights that only Chess960 grants are refused in a standard game.
    const auto standard = readText("[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 "
                                   "1\"]\n\n1. f4 *\n");
    QCOMPARE(standard[0].errors[0].kind, PgnError::Kind::BadFen);
}

// Every castling of tests/data/pgn/chess960/castling.pgn puts king and rook on the files of
// standard castling, whichever way they came.
void TestChess960Pgn::castlingOfTheTestGames()
{
    const auto games = readFile(QStringLiteral(FERZ_TEST_DATA "/pgn/chess960/castling.pgn"));
    QCOMPARE(games.size(), std::size_t(5));
    int castlings = 0;
    for (const PgnGame &game : games) {
        QVERIFY2(game.errors.empty(), qPrintable(firstError(game)));
        QVERIFY(game.tree.startPosition().isChess960());
        std::vector<const GameNode *> nodes {game.tree.root()};
        while (!nodes.empty()) {
            const GameNode *node = nodes.back();
            nodes.pop_back();
            for (int i = 0; i < node->childCount(); ++i)
                nodes.push_back(node->child(i));
            if (node->isRoot() || node->move().kind() != Move::Castling)
                continue;
            ++castlings;
            const Color mover = node->parent()->position().sideToMove();
            const CastlingSide side = castlingSide(node->move());
            QCOMPARE(node->position().pieceAt(castlingKingTo(mover, side)), makePiece(mover, PieceType::King));
            QCOMPARE(node->position().pieceAt(castlingRookTo(mover, side)), makePiece(mover, PieceType::Rook));
        }
    }
    QCOMPARE(castlings, 12);
}

void TestChess960Pgn::databaseKeepsTheStart()
{
    for (const PgnGame &game : readFile(QStringLiteral(FERZ_TEST_DATA "/pgn/chess960/castling.pgn"))) {
        const db::EncodedGame encoded = db::encodeGame(game.tree);
        GameTree decoded;
        QVERIFY(encoded.search.flags & db::SearchRecord::Setup);
        QVERIFY(db::decodeGame(encoded.header, encoded.moves, encoded.extras, true, decoded));
        QVERIFY(decoded == game.tree);
        QVERIFY(decoded.startPosition().isChess960());
    }
}

QTEST_GUILESS_MAIN(TestChess960Pgn)
#include "tst_chess960pgn.moc"
