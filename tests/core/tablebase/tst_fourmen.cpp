// SPDX-License-Identifier: GPL-3.0-or-later
// Every table of up to four men, made as the window makes them, then checked: the pawn tables
// (en passant, promotion to every piece, captures into smaller tables) and the longest pawnless
// ones agree with the rules core position by position, which proves every value exact; en passant
// changes the value where it should; and Debian's Stockfish, searching 1,000 random positions of
// four men, never finds a mate the tables deny: no mate in a drawn position, none for the losing
// side, none quicker than the tables' (a quicker one would disprove them). Stockfish's mates are
// often longer than the shortest, so a longer one is no disagreement; how many it found of
// exactly the tables' length is printed.
#include "core/engine/enginediscovery.h"
#include "core/engine/uci.h"
#include "tablebasetest.h"

#include <QElapsedTimer>
#include <QProcess>

#include <random>

using namespace ferz;

namespace {

// Every material of three and four men, as the tables hold them (White the stronger side).
std::vector<Material> allMaterials(int men)
{
    std::vector<Material> found;
    const std::array<PieceType, 5> types = MenByStrength;
    for (std::size_t a = 0; a < types.size(); ++a)
        for (int aColour = 0; aColour < 2; ++aColour) {
            Material one;
            ++one.count[static_cast<std::size_t>(aColour)][static_cast<std::size_t>(index(types[a]))];
            if (men == 1 && std::find(found.begin(), found.end(), one.canonical()) == found.end())
                found.push_back(one.canonical());
            for (std::size_t b = 0; men == 2 && b < types.size(); ++b)
                for (int bColour = 0; bColour < 2; ++bColour) {
                    Material two = one;
                    ++two.count[static_cast<std::size_t>(bColour)][static_cast<std::size_t>(index(types[b]))];
                    if (std::find(found.begin(), found.end(), two.canonical()) == found.end())
                        found.push_back(two.canonical());
                }
        }
    return found;
}

// Stockfish over UCI, one position at a time.
class Stockfish {
public:
    bool start()
    {
        const QString program = findEngine();
        if (program.isEmpty())
            return false;
        m_process.start(program, {});
        if (!m_process.waitForStarted(-1))
            return false;
        send("uci");
        waitFor("uciok");
        send("setoption name Threads value 1");
        send("setoption name Hash value 32");
        return true;
    }
    ~Stockfish()
    {
        send("quit");
        m_process.waitForFinished(-1);
    }

    // The mate Stockfish finds within `nodes` (moves; negative when the side to move is mated), or 0.
    int mate(const Position &position, int nodes)
    {
        send("ucinewgame");
        send("position fen " + position.fen());
        send("go nodes " + std::to_string(nodes));
        int mate = 0;
        for (QByteArray line = readLine(); !line.startsWith("bestmove"); line = readLine()) {
            const QList<QByteArray> words = line.split(' ');
            const qsizetype score = words.indexOf("score");
            if (score >= 0 && score + 2 < words.size())
                mate = words[score + 1] == "mate" ? words[score + 2].toInt() : 0;
        }
        return mate;
    }

private:
    void send(const std::string &line) { m_process.write(QByteArray::fromStdString(line + '\n')); }
    QByteArray readLine()
    {
        while (!m_process.canReadLine())
            if (!m_process.waitForReadyRead(-1))
                qFatal("stockfish ended");
        return m_process.readLine().trimmed();
    }
    void waitFor(const QByteArray &word)
    {
        while (readLine() != word) {}
    }

    QProcess m_process;
};

// A random legal position of `material` (its colours exchanged at random), with a legal move.
Position randomPosition(std::mt19937 &random, const std::vector<Material> &materials)
{
    for (;;) {
        Material material = materials[random() % materials.size()];
        if (random() % 2)
            material = material.flipped();
        std::array<char, 64> board {};
        std::string men = "Kk";
        for (int c = 0; c < 2; ++c)
            for (PieceType t : MenByStrength)
                for (int n = 0; n < material.count[static_cast<std::size_t>(c)][static_cast<std::size_t>(index(t))];
                     ++n) {
                    const char letter = " PNBRQK"[index(t)];
                    men += c ? static_cast<char>(letter + ('a' - 'A')) : letter;
                }
        for (char man : men) {
            std::size_t s = 0;
            do
                s = random() % 64;
            while (board[s] || ((man == 'P' || man == 'p') && (s < 8 || s >= 56)));
            board[s] = man;
        }
        auto parsed = Position::fromFen(fenOf(board, random() % 2 ? Color::White : Color::Black));
        if (const Position *position = std::get_if<Position>(&parsed); position && !position->legalMoves().empty())
            return *position;
    }
}

} // namespace

class TestFourMen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tablesAgreeWithTheRules_data();
    void tablesAgreeWithTheRules();
    void enPassant();
    void aSafeWayOutSavesWhenEveryMoveLeaves();
    void stockfishFindsNoMateTheTablesDeny();

private:
    Tablebase m_tables {QString()};
};

void TestFourMen::initTestCase()
{
    QElapsedTimer timer;
    timer.start();
    for (int men : {1, 2})
        for (const Material &material : allMaterials(men))
            QVERIFY(m_tables.prepare(material));
    qInfo("35 tables made in %.1f s", static_cast<double>(timer.elapsed()) / 1000);
}

void TestFourMen::tablesAgreeWithTheRules_data()
{
    QTest::addColumn<QString>("material");
    for (const char *name : {"KPvKP", "KQvKP", "KPPvK", "KRvKN", "KBNvK"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestFourMen::tablesAgreeWithTheRules()
{
    QFETCH(QString, material);
    const auto table = m_tables.table(Material::fromName(material.toStdString()));
    QVERIFY(table);
    QVERIFY(checkAgainstRules(m_tables, *table) > 1000000);
}

void TestFourMen::enPassant()
{
    const auto value = [this](const char *fen) { return *m_tables.probe(testPosition(fen)); };
    // Taking en passant wins; without the chance (the pawn came to b5 earlier) it is a draw.
    QCOMPARE(value("8/8/8/Pp6/8/8/8/K1k5 w - b6 0 1"), TablebaseValue::win(23));
    QCOMPARE(value("8/8/8/Pp6/8/8/8/K1k5 w - - 0 1"), TablebaseValue::draw());
    QCOMPARE(m_tables.bestMoves(testPosition("8/8/8/Pp6/8/8/8/K1k5 w - b6 0 1")),
             std::vector<Move> {parseUci(testPosition("8/8/8/Pp6/8/8/8/K1k5 w - b6 0 1"), "a5b6")});
    // So Black, before the double step, does not make it.
    const Position before = testPosition("8/1p6/8/P7/8/8/8/K1k5 b - - 0 1");
    for (const auto &[move, moveValue] : m_tables.moveValues(before))
        if (uciText(move) == "b7b5")
            QCOMPARE(moveValue, TablebaseValue::loss(24));
    // Here taking en passant is what saves White: the pawn on e5 would run through.
    QCOMPARE(value("8/8/8/2kPp3/8/8/8/K7 w - e6 0 1"), TablebaseValue::draw());
    QCOMPARE(value("8/8/8/2kPp3/8/8/8/K7 w - - 0 1").outcome, TablebaseValue::Outcome::Loss);
}

// Positions whose every move leaves the table, one of them to a draw: the draw is what they are worth.
void TestFourMen::aSafeWayOutSavesWhenEveryMoveLeaves()
{
    const auto value = [this](const char *fen) { return *m_tables.probe(testPosition(fen)); };
    // Only Kxb4 and Kxb3: the king in front of the pawn holds, the one behind it loses.
    QCOMPARE(value("8/8/8/8/1P6/kP6/8/K7 b - - 0 1"), TablebaseValue::draw());
    // Only promotions: to a queen holds, to anything less loses.
    QCOMPARE(value("8/8/8/8/8/3Q4/4p3/K1k5 b - - 0 1"), TablebaseValue::draw());
}

void TestFourMen::stockfishFindsNoMateTheTablesDeny()
{
    Stockfish stockfish;
    QVERIFY2(stockfish.start(), "stockfish is missing: scripts/deps.sh installs it");
    const std::vector<Material> materials = allMaterials(2);
    std::mt19937 random(20240530);
    int mates = 0, exact = 0, decisive = 0;
    for (int i = 0; i < FERZ_TABLEBASE_SAMPLE; ++i) {
        const Position position = randomPosition(random, materials);
        const TablebaseValue value = *m_tables.probe(position);
        decisive += value.outcome != TablebaseValue::Outcome::Draw;
        const int mate = stockfish.mate(position, 50000);
        if (mate == 0)
            continue;
        ++mates;
        const QString where = QStringLiteral("%1: Stockfish mate %2, tables %3 plies (%4)")
                                  .arg(QString::fromStdString(position.fen()))
                                  .arg(mate)
                                  .arg(value.plies)
                                  .arg(static_cast<int>(value.outcome));
        const TablebaseValue::Outcome winner = mate > 0 ? TablebaseValue::Outcome::Win : TablebaseValue::Outcome::Loss;
        QVERIFY2(value.outcome == winner, qPrintable(where));
        QVERIFY2(value.moves() <= std::abs(mate), qPrintable(where));
        exact += value.moves() == std::abs(mate);
    }
    qInfo("%d positions: %d decisive by the tables; Stockfish found %d mates, %d of the tables' length",
          FERZ_TABLEBASE_SAMPLE, decisive, mates, exact);
    // Enough mates for the comparison to say something.
    QVERIFY(mates * 5 >= decisive);
}

QTEST_GUILESS_MAIN(TestFourMen)
#include "tst_fourmen.moc"
