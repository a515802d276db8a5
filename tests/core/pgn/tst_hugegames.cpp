// SPDX-License-Identifier: GPL-3.0-or-later
// Games far beyond any real one (tests/core/hugegames.h): a 300,000-ply main line and variations
// nested 30,000 deep are read, compared, written and destroyed on a thread with a 1 MiB stack.
// Nothing walks a game tree by recursion, so the stack such a game needs does not grow with it.
#include "tests/core/hugegames.h"
#include "tests/core/pgntesthelpers.h"

#include "core/pgn/movetextwalker.h"
#include "core/pgn/pgnwriter.h"

#include <QTest>
#include <QThread>

#include <algorithm>

using namespace ferz;
using namespace ferz::test;

namespace {

// The stack a thread of ulimit -s 1024 has; a recursion over 30,000 nodes needs several times that.
constexpr uint SmallStack = 1024 * 1024;

struct Shape {
    long long moves = 0;
    int deepest = 0; // the greatest variation depth
    friend bool operator==(const Shape &, const Shape &) = default;
};

Shape shapeOf(const GameTree &tree)
{
    struct Measure : MovetextVisitor {
        Shape shape;
        void move(const GameNode &, bool, int depth) override
        {
            ++shape.moves;
            shape.deepest = std::max(shape.deepest, depth);
        }
    } measure;
    walkMovetext(tree, measure);
    return measure.shape;
}

// The last node of the last line: the deepest variation's last move, or the main line's.
GameNode *lastNode(GameTree &tree)
{
    GameNode *node = tree.root();
    while (node->childCount() > 0)
        node = node->child(node->childCount() - 1);
    return node;
}

// What the round trip found, checked on the test's own thread.
struct Outcome {
    std::size_t games = 0;
    int errors = 0;
    Shape shape;
    bool sameAsAgain = false; // the text read twice gives equal trees
    bool differenceSeen = false; // a NAG added at the last node makes them unequal
    bool writtenReadsBack = false; // writing and reading back gives an equal tree
    std::size_t written = 0;
};

Outcome roundTrip(const std::string &text)
{
    Outcome outcome;
    std::vector<PgnGame> games = readText(QByteArray::fromStdString(text));
    outcome.games = games.size();
    if (games.size() != 1)
        return outcome;
    outcome.errors = errorCount(games);
    const GameTree &tree = games[0].tree;
    outcome.shape = shapeOf(tree);
    {
        std::vector<PgnGame> again = readText(QByteArray::fromStdString(text));
        outcome.sameAsAgain = again.size() == 1 && again[0].tree == tree;
        if (!again.empty()) {
            lastNode(again[0].tree)->annotations().nags.push_back(1);
            outcome.differenceSeen = !(again[0].tree == tree);
        }
    }
    const std::string written = writePgn(tree);
    outcome.written = written.size();
    const std::vector<PgnGame> reread = readText(QByteArray::fromStdString(written));
    outcome.writtenReadsBack = reread.size() == 1 && errorCount(reread) == 0 && reread[0].tree == tree;
    return outcome; // every tree is destroyed here, still on the small stack
}

} // namespace

class TestHugeGames : public QObject {
    Q_OBJECT

private slots:
    void onSmallStack_data();
    void onSmallStack();
};

void TestHugeGames::onSmallStack_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("size");
    QTest::addColumn<long long>("moves");
    QTest::addColumn<int>("deepest");
    QTest::newRow("300,000 plies") << 0 << 300000 << 300000LL << 0;
    QTest::newRow("30,000 nested variations") << 1 << 30000 << 60001LL << 30000;
}

void TestHugeGames::onSmallStack()
{
    QFETCH(int, kind);
    QFETCH(int, size);
    QFETCH(long long, moves);
    QFETCH(int, deepest);
    const std::string text = kind == 0 ? longGameText(size) : nestedGameText(size);
    Outcome outcome;
    QThread *thread = QThread::create([&] { outcome = roundTrip(text); });
    thread->setStackSize(SmallStack);
    thread->start();
    QVERIFY(thread->wait());
    delete thread;
    QCOMPARE(outcome.games, 1u);
    QCOMPARE(outcome.errors, 0);
    QCOMPARE(outcome.shape, (Shape {moves, deepest}));
    QVERIFY(outcome.sameAsAgain);
    QVERIFY(outcome.differenceSeen);
    QVERIFY(outcome.written > text.size() / 2);
    QVERIFY(outcome.writtenReadsBack);
}

QTEST_GUILESS_MAIN(TestHugeGames)
#include "tst_hugegames.moc"
