// SPDX-License-Identifier: GPL-3.0-or-later
// The reader's visitor: a visitor of the test's own, which plays the moves on positions of its
// own and records what it is told, sees in every test file the games the tree builder builds
// (the same tags, main line, moves, variations and results, the same places and errors).
#include "tests/core/pgntesthelpers.h"

#include "core/pgn/pgnchecker.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnvisitor.h"

#include <QTest>

using namespace ferz;

namespace {

// What a visitor saw of a game.
struct Seen {
    std::vector<GameTree::Tag> tags;
    std::vector<Move> mainLine;
    int moves = 0;
    int variations = 0; // lines that vary a move, as the tree holds them
    std::string result;
};

class Recorder final : public PgnVisitor {
public:
    Seen seen;

    void begin(std::vector<GameTree::Tag> &&tags, const Position &start) override
    {
        seen = Seen();
        seen.tags = std::move(tags);
        m_lines = {{start, start, true, false, false, false}};
    }
    MoveInput move(std::string_view text) override
    {
        MoveInput input = readMove(m_lines.back().after, text);
        if (input.error == MoveInputError::None)
            played(input.move, m_lines.back().after.after(input.move));
        return input;
    }
    bool nullMove() override
    {
        const std::optional<Position> passed = afterNullMove(m_lines.back().after);
        if (passed)
            played(Move(), Position(*passed));
        return passed.has_value();
    }
    const Position &position() const override { return m_lines.back().after; }
    void nag(int) override {}
    void comment(std::string &&) override {}
    void beginVariation() override
    {
        const Line outer = m_lines.back();
        m_lines.push_back({outer.before, outer.before, false, false, true, false});
    }
    void endVariation() override { m_lines.pop_back(); }
    void continueAfterVariedMove() override
    {
        // The line's moves follow the move it varies: the next move of the line before it is the
        // one that varies them.
        m_lines.back().before = m_lines.back().after = m_lines[m_lines.size() - 2].after;
        // They continue the main line when that move is on it; the rest of that line varies them.
        Line &outer = m_lines[m_lines.size() - 2];
        m_lines.back().varies = false;
        m_lines.back().main = outer.main;
        outer.nextVaries = true;
        outer.main = false;
    }
    void result(std::string_view result) override { seen.result = result; }

private:
    struct Line {
        Position before, after;
        bool main; // its moves are the game's main line
        bool hasMove;
        bool varies; // its first move is an alternative to another
        bool nextVaries; // its next move is (after "(* …)")
    };
    void played(Move move, Position &&after)
    {
        Line &line = m_lines.back();
        ++seen.moves;
        if ((!line.hasMove && line.varies) || line.nextVaries)
            ++seen.variations;
        line.nextVaries = false;
        if (line.main)
            seen.mainLine.push_back(move);
        line.hasMove = true;
        line.before = std::move(line.after);
        line.after = std::move(after);
    }

    std::vector<Line> m_lines;
};

// A game as a full read places and counts it.
void comparePlaces(const PgnGame &game, const PgnGame &built)
{
    QCOMPARE(game.number, built.number);
    QCOMPARE(game.begin, built.begin);
    QCOMPARE(game.end, built.end);
    QCOMPARE(game.plies, built.plies);
    QCOMPARE(game.moves, built.moves);
    QCOMPARE(game.errors.size(), built.errors.size());
}

Seen seenInTree(const GameTree &tree)
{
    Seen seen;
    seen.tags = tree.tags();
    for (const GameNode *node : tree.mainLine())
        seen.mainLine.push_back(node->move());
    std::vector<const GameNode *> open = {tree.root()};
    while (!open.empty()) {
        const GameNode *node = open.back();
        open.pop_back();
        for (int i = 0; i < node->childCount(); ++i) {
            ++seen.moves;
            seen.variations += i > 0;
            open.push_back(node->child(i));
        }
    }
    return seen;
}

} // namespace

class TestPgnVisitor : public QObject {
    Q_OBJECT

private slots:
    void seesWhatTheTreeBuilderBuilds_data();
    void seesWhatTheTreeBuilderBuilds();
    void checkerFindsTheErrorsOfAFullRead();
};

void TestPgnVisitor::seesWhatTheTreeBuilderBuilds_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &name : test::pgnFiles())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPgnVisitor::seesWhatTheTreeBuilderBuilds()
{
    QFETCH(QString, file);
    const std::vector<PgnGame> built = test::readFile(test::pgnDataFolder() + "/" + file);
    QFile input(test::pgnDataFolder() + "/" + file);
    QVERIFY(input.open(QIODevice::ReadOnly));
    PgnReader reader(&input);
    Recorder recorder;
    PgnGame game;
    std::size_t i = 0;
    for (; reader.readGame(game, recorder); ++i) {
        QVERIFY(i < built.size());
        const PgnGame &b = built[i];
        const QByteArray where = QByteArray::number(game.number);
        comparePlaces(game, b);
        if (QTest::currentTestFailed())
            return;
        for (std::size_t e = 0; e < game.errors.size(); ++e) {
            QCOMPARE(game.errors[e].kind, b.errors[e].kind);
            QCOMPARE(game.errors[e].line, b.errors[e].line);
            QCOMPARE(game.errors[e].column, b.errors[e].column);
        }
        const Seen tree = seenInTree(b.tree);
        const Seen &seen = recorder.seen;
        QVERIFY2(seen.mainLine == tree.mainLine, where);
        QCOMPARE(seen.moves, tree.moves);
        QCOMPARE(seen.variations, tree.variations);
        QCOMPARE(seen.moves, b.moves);
        // The builder adds the result token as a tag when the tags have none.
        std::vector<GameTree::Tag> tags = seen.tags;
        if (!seen.result.empty()
            && std::none_of(tags.begin(), tags.end(), [](const auto &t) { return t.first == "Result"; }))
            tags.emplace_back("Result", seen.result);
        QVERIFY2(tags == tree.tags, where);
    }
    QCOMPARE(i, built.size());
}

// The checker (pgn check) keeps nothing of a game, yet finds in every test file, the malformed
// ones too, one after the other, the games and the errors a full read finds, message for message.
void TestPgnVisitor::checkerFindsTheErrorsOfAFullRead()
{
    QByteArray all = test::allTestFiles();
    QBuffer buffer(&all);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const std::vector<PgnGame> built = test::readAll(&buffer);
    QVERIFY(built.size() > 100);
    QVERIFY(buffer.seek(0));
    PgnReader reader(&buffer);
    PgnChecker checker;
    PgnGame game;
    std::size_t i = 0;
    int errors = 0;
    for (; reader.readGame(game, checker); ++i) {
        QVERIFY(i < built.size());
        const PgnGame &b = built[i];
        comparePlaces(game, b);
        if (QTest::currentTestFailed())
            return;
        for (std::size_t e = 0; e < game.errors.size(); ++e, ++errors)
            QCOMPARE(pgnErrorMessage(game.errors[e]), pgnErrorMessage(b.errors[e]));
    }
    QCOMPARE(i, built.size());
    QVERIFY(errors > 10);
}

QTEST_GUILESS_MAIN(TestPgnVisitor)
#include "tst_pgnvisitor.moc"
