// SPDX-License-Identifier: GPL-3.0-or-later
// The movetext walker: what it reports, in which order, at which depth, and which moves it
// numbers, written as a trace: {G:…} the game comment, {B:…} and {A:…} comments before and after
// a move, "1.e4" a numbered move, "e5" one without its number, $n a NAG, (d and )d a variation at
// depth d opening and closing, and the result.
#include "tests/core/pgntesthelpers.h"

#include "core/notation/san.h"
#include "core/pgn/linetext.h"
#include "core/pgn/movetextwalker.h"

#include <QTest>

using namespace ferz;
using namespace ferz::test;

namespace {

class Trace : public MovetextVisitor {
public:
    // `clockInterrupts`: a clock alone counts as an interruption, as it does in PGN.
    explicit Trace(bool clockInterrupts) : m_clockInterrupts(clockInterrupts) {}

    bool comment(const GameNode &node, CommentPlace place, int depth) override
    {
        checkDepth(depth);
        const Annotations &a = node.annotations();
        const std::string &text = place == CommentPlace::BeforeMove ? a.commentBefore : a.commentAfter;
        const char *tag = place == CommentPlace::Game ? "G" : place == CommentPlace::BeforeMove ? "B" : "A";
        if (!text.empty())
            add(QStringLiteral("{%1:%2}").arg(tag, QString::fromStdString(text)));
        return !text.empty() || (place == CommentPlace::AfterMove && m_clockInterrupts && a.clockMs);
    }

    void move(const GameNode &node, bool numbered, int depth) override
    {
        checkDepth(depth);
        const Position &before = node.parent()->position();
        const std::string san = node.move().isNull() ? "--" : sanText(before, node.move());
        add(QString::fromStdString(numbered ? moveNumberText(before) + san : san));
    }

    void nag(const GameNode &, int nag, int depth) override
    {
        checkDepth(depth);
        add(QStringLiteral("$%1").arg(nag));
    }

    void beginVariation(int depth) override
    {
        ++m_open;
        checkDepth(depth);
        add(QStringLiteral("(%1").arg(depth));
    }

    void endVariation(int depth) override
    {
        checkDepth(depth);
        --m_open;
        add(QStringLiteral(")%1").arg(depth));
    }

    void result(const GameTree &tree) override { add(QString::fromLatin1(resultText(tree.result()))); }

    QString text() const { return m_words.join(QLatin1Char(' ')); }
    // A depth that disagrees with the variations opened so far, or an empty string.
    QString depthError() const { return m_depthError; }

private:
    void add(const QString &word) { m_words << word; }
    void checkDepth(int depth)
    {
        if (depth != m_open && m_depthError.isEmpty())
            m_depthError =
                QStringLiteral("depth %1 inside %2 variations, at word %3").arg(depth).arg(m_open).arg(m_words.size());
    }

    bool m_clockInterrupts;
    QStringList m_words;
    int m_open = 0;
    QString m_depthError;
};

} // namespace

class TestMovetextWalker : public QObject {
    Q_OBJECT

private slots:
    void trace_data();
    void trace();
};

void TestMovetextWalker::trace_data()
{
    QTest::addColumn<QString>("movetext");
    QTest::addColumn<bool>("clockInterrupts");
    QTest::addColumn<QString>("expected");

    QTest::newRow("main line") << "1. e4 e5 2. Nf3 1-0" << false << "1.e4 e5 2.Nf3 1-0";
    QTest::newRow("no moves") << "{Empty} *" << false << "{G:Empty} *";
    QTest::newRow("black first") << "[SetUp \"1\"] [FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"] 30... Kd7 31. e4 Ke6 *"
                                 << false << "30...Kd7 31.e4 Ke6 *";
    QTest::newRow("variation of a black move")
        << "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *" << false << "1.e4 e5 (1 1...c5 2.Nf3 )1 2.Nf3 *";
    QTest::newRow("black move after a variation") << "1. e4 (1. d4 d5) e5 *" << false << "1.e4 (1 1.d4 d5 )1 1...e5 *";
    QTest::newRow("alternatives in a row")
        << "1. e4 (1. d4) (1. c4 c5) e5 *" << false << "1.e4 (1 1.d4 )1 (1 1.c4 c5 )1 1...e5 *";
    QTest::newRow("nested") << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 *" << false
                            << "1.e4 e5 (1 1...c5 2.Nf3 (2 2.c3 d5 )2 2...d6 )1 2.Nf3 *";
    QTest::newRow("variation on the first move of a variation")
        << "1. e4 e5 (1... c5) (1... c6 2. d4 (2. Nc3)) 2. Nf3 *" << false
        << "1.e4 e5 (1 1...c5 )1 (1 1...c6 2.d4 (2 2.Nc3 )2 )1 2.Nf3 *";
    QTest::newRow("comments") << "{Game} 1. e4 {after} e5 2. Nf3 Nc6 *" << false
                              << "{G:Game} 1.e4 {A:after} 1...e5 2.Nf3 Nc6 *";
    QTest::newRow("comment opening a variation")
        << "1. e4 ({Or} 1. d4 d5) e5 *" << false << "1.e4 (1 {B:Or} 1.d4 d5 )1 1...e5 *";
    QTest::newRow("NAGs before the comment")
        << "1. e4 $1 $14 {good} e5 $2 *" << false << "1.e4 $1 $14 {A:good} 1...e5 $2 *";
    QTest::newRow("clock not an interruption") << "1. e4 {[%clk 0:01:00]} e5 *" << false << "1.e4 e5 *";
    QTest::newRow("clock an interruption") << "1. e4 {[%clk 0:01:00]} e5 *" << true << "1.e4 1...e5 *";
    QTest::newRow("null move") << "1. e4 -- 2. d4 *" << false << "1.e4 -- 2.d4 *";
}

void TestMovetextWalker::trace()
{
    QFETCH(QString, movetext);
    QFETCH(bool, clockInterrupts);
    QFETCH(QString, expected);
    const auto games = readText(movetext.toUtf8());
    QCOMPARE(games.size(), 1u);
    QCOMPARE(errorCount(games), 0);
    Trace trace(clockInterrupts);
    walkMovetext(games[0].tree, trace);
    QCOMPARE(trace.depthError(), QString());
    QCOMPARE(trace.text(), expected);
}

QTEST_GUILESS_MAIN(TestMovetextWalker)
#include "tst_movetextwalker.moc"
