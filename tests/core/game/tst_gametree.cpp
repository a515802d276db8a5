// SPDX-License-Identifier: GPL-3.0-or-later
// The game tree: tags, start position, adding moves, reordering and deleting variations, the main
// line and the cached positions.
#include "core/engine/uci.h"
#include "core/game/gametree.h"

#include <QTest>

using namespace ferz;

class TestGameTree : public QObject {
    Q_OBJECT

private slots:
    void tagsKeepOrder();
    void addMoveCachesPositionAndReusesChildren();
    void promoteDemoteAndMainLine();
    void removeDeletesSubtree();
    void moveVariationKeepsTheOthersInOrder();
    void takeAndInsertKeepTheNodes();
    void nullMove();
    void startPositionSetsTags();
    void resultTag();
    void equality();
};

static GameNode *play(GameTree &tree, GameNode *node, const char *uci)
{
    const Move m = parseUci(node->position(), uci);
    if (m.isNull())
        return nullptr;
    return tree.addMove(node, m);
}

void TestGameTree::tagsKeepOrder()
{
    GameTree tree;
    tree.setTag("White", "A");
    tree.setTag("ECO", "C20");
    tree.setTag("Event", "E");
    tree.setTag("White", "B");
    QCOMPARE(tree.tags().size(), 3u);
    QCOMPARE(tree.tags()[0].first, std::string("White"));
    QCOMPARE(tree.tag("White"), std::string("B"));
    QCOMPARE(tree.tags()[2].first, std::string("Event"));
    QVERIFY(!tree.hasTag("Black"));
    QCOMPARE(tree.tag("Black"), std::string());
    tree.removeTag("ECO");
    QCOMPARE(tree.tags().size(), 2u);
    QCOMPARE(tree.tags()[1].first, std::string("Event"));
}

void TestGameTree::addMoveCachesPositionAndReusesChildren()
{
    GameTree tree;
    GameNode *e4 = play(tree, tree.root(), "e2e4");
    QVERIFY(e4);
    QCOMPARE(e4->parent(), tree.root());
    QCOMPARE(e4->position(), Position().after(e4->move()));
    QCOMPARE(play(tree, tree.root(), "e2e4"), e4);
    QCOMPARE(tree.root()->childCount(), 1);
    GameNode *d4 = play(tree, tree.root(), "d2d4");
    QCOMPARE(tree.root()->childCount(), 2);
    QCOMPARE(tree.root()->mainChild(), e4);
    QCOMPARE(d4->indexInParent(), 1);
    GameNode *e5 = play(tree, e4, "e7e5");
    QCOMPARE(e5->ply(), 2);
    QCOMPARE(e5->pathFromRoot(), (std::vector<GameNode *> {e4, e5}));
    QVERIFY(e5->isMainLine());
    QVERIFY(!d4->isMainLine());
    QCOMPARE(tree.mainLine(), (std::vector<GameNode *> {e4, e5}));
    QCOMPARE(tree.mainLineEnd(), e5);
}

void TestGameTree::promoteDemoteAndMainLine()
{
    GameTree tree;
    GameNode *e4 = play(tree, tree.root(), "e2e4");
    GameNode *d4 = play(tree, tree.root(), "d2d4");
    GameNode *c4 = play(tree, tree.root(), "c2c4");
    GameNode *c5 = play(tree, c4, "c7c5");
    GameNode *e5 = play(tree, c4, "e7e5");
    QVERIFY(tree.promote(d4));
    QCOMPARE(tree.root()->mainChild(), d4);
    QVERIFY(!tree.promote(d4));
    QVERIFY(tree.demote(d4));
    QCOMPARE(tree.root()->child(1), d4);
    QVERIFY(!tree.demote(c4));
    tree.makeMainLine(e5);
    QCOMPARE(tree.mainLine(), (std::vector<GameNode *> {c4, e5}));
    QCOMPARE(tree.root()->child(1), e4);
    QCOMPARE(tree.root()->child(2), d4);
    QCOMPARE(c4->child(1), c5);
    QVERIFY(e5->isMainLine());
}

void TestGameTree::moveVariationKeepsTheOthersInOrder()
{
    GameTree tree;
    GameNode *e4 = play(tree, tree.root(), "e2e4");
    GameNode *d4 = play(tree, tree.root(), "d2d4");
    GameNode *c4 = play(tree, tree.root(), "c2c4");
    GameNode *nf3 = play(tree, tree.root(), "g1f3");
    auto order = [&tree] {
        std::vector<GameNode *> children;
        for (int i = 0; i < tree.root()->childCount(); ++i)
            children.push_back(tree.root()->child(i));
        return children;
    };
    tree.moveVariation(c4, 0);
    QCOMPARE(order(), (std::vector<GameNode *> {c4, e4, d4, nf3}));
    tree.moveVariation(c4, 3);
    QCOMPARE(order(), (std::vector<GameNode *> {e4, d4, nf3, c4}));
    tree.moveVariation(e4, 99); // clamped to the last place
    QCOMPARE(order(), (std::vector<GameNode *> {d4, nf3, c4, e4}));
    tree.moveVariation(e4, 0);
    QCOMPARE(order(), (std::vector<GameNode *> {e4, d4, nf3, c4}));
}

void TestGameTree::takeAndInsertKeepTheNodes()
{
    GameTree tree;
    GameNode *e4 = play(tree, tree.root(), "e2e4");
    GameNode *d4 = play(tree, tree.root(), "d2d4");
    GameNode *d5 = play(tree, d4, "d7d5");
    d5->annotations().commentAfter = "solid";
    QVERIFY(!tree.take(tree.root()));
    std::unique_ptr<GameNode> taken = tree.take(d4);
    QCOMPARE(taken.get(), d4);
    QCOMPARE(tree.root()->childCount(), 1);
    QCOMPARE(d4->parent(), tree.root()); // still recorded, for insert
    QCOMPARE(tree.insert(std::move(taken), 0), d4);
    QCOMPARE(tree.root()->mainChild(), d4);
    QCOMPARE(tree.root()->child(1), e4);
    QCOMPARE(d4->mainChild(), d5);
    QCOMPARE(d5->annotations().commentAfter, std::string("solid"));
    QCOMPARE(d5->position(), d4->position().after(d5->move()));
}

void TestGameTree::removeDeletesSubtree()
{
    GameTree tree;
    GameNode *e4 = play(tree, tree.root(), "e2e4");
    GameNode *e5 = play(tree, e4, "e7e5");
    play(tree, e5, "g1f3");
    GameNode *c5 = play(tree, e4, "c7c5");
    QCOMPARE(tree.remove(e5), e4);
    QCOMPARE(e4->childCount(), 1);
    QCOMPARE(e4->mainChild(), c5);
    QCOMPARE(tree.remove(tree.root()), nullptr);
    tree.removeChildren(tree.root());
    QCOMPARE(tree.root()->childCount(), 0);
    QCOMPARE(tree.mainLineEnd(), tree.root());
}

void TestGameTree::nullMove()
{
    GameTree tree;
    GameNode *e4 = play(tree, tree.root(), "e2e4");
    GameNode *pass = tree.addMove(e4, Move());
    QVERIFY(pass);
    QCOMPARE(pass->position().sideToMove(), Color::White);
    QCOMPARE(pass->position().fullmoveNumber(), 2);
    QCOMPARE(pass->position().pieceAt(makeSquare(4, 3)), makePiece(Color::White, PieceType::Pawn));
    // Passing while in check is refused: the other side could take the king.
    auto checked = Position::fromFen("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    GameTree fromCheck(std::get<Position>(checked));
    QCOMPARE(fromCheck.addMove(fromCheck.root(), Move()), nullptr);
    // At the ends of what FEN's counters hold, a pass is still a pass.
    for (const char *fen : {"4k3/8/8/8/8/8/8/4K3 w - - 150 30", "4k3/8/8/8/8/8/8/4K3 b - - 0 999999999"}) {
        GameTree edge(std::get<Position>(Position::fromFen(fen)));
        const GameNode *passed = edge.addMove(edge.root(), Move());
        QVERIFY2(passed, fen);
        QCOMPARE(passed->position().sideToMove(), ~edge.startPosition().sideToMove());
    }
}

void TestGameTree::startPositionSetsTags()
{
    GameTree tree;
    play(tree, tree.root(), "e2e4");
    const std::string fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    tree.setStartPosition(std::get<Position>(Position::fromFen(fen)));
    QCOMPARE(tree.root()->childCount(), 0);
    QCOMPARE(tree.tag("FEN"), fen);
    QCOMPARE(tree.tag("SetUp"), std::string("1"));
    QCOMPARE(tree.startPosition().fen(), fen);
    tree.setStartPosition(Position());
    QVERIFY(!tree.hasTag("FEN"));
    QVERIFY(!tree.hasTag("SetUp"));
}

void TestGameTree::resultTag()
{
    GameTree tree;
    QCOMPARE(tree.result(), GameResult::Unknown);
    tree.setResult(GameResult::Draw);
    QCOMPARE(tree.tag("Result"), std::string("1/2-1/2"));
    QCOMPARE(tree.result(), GameResult::Draw);
    QCOMPARE(parseResult("0-1"), std::optional(GameResult::BlackWins));
    QCOMPARE(parseResult("1-1"), std::nullopt);
    tree.setTermination("time forfeit");
    QCOMPARE(tree.termination(), std::string("time forfeit"));
}

void TestGameTree::equality()
{
    GameTree a, b;
    play(a, a.root(), "e2e4");
    play(b, b.root(), "e2e4");
    QVERIFY(a == b);
    a.root()->mainChild()->annotations().clockMs = 60000;
    QVERIFY(!(a == b));
    b.root()->mainChild()->annotations().clockMs = 60000;
    QVERIFY(a == b);
    play(b, b.root(), "d2d4");
    QVERIFY(!(a == b));
}

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
