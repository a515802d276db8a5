// SPDX-License-Identifier: GPL-3.0-or-later
// The endgame tables of up to three men and a few of four, against the rules core and the known
// facts: every value of the three-man tables agrees with the moves (so every one is exact), the
// longest mates are the known ones, symmetric positions share their entry, Black's stronger side
// is looked up in White's table, underpromotion, captures into smaller tables, mate and stalemate,
// the cache folder, the verdict in four languages.
#include "core/engine/uci.h"
#include "core/tablebase/tablebasetext.h"
#include "core/tablebase/tablefile.h"
#include "tablebasetest.h"
#include "translations/languages.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTranslator>

#include <random>

using namespace ferz;

namespace {

// The board's eight symmetries as TableLayout numbers them, and the exchange of colours.
std::string transformedFen(const Position &position, int symmetry, bool flipColours)
{
    std::array<char, 64> board {};
    for (int s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(static_cast<Square>(s));
        if (piece == Piece::None)
            continue;
        int file = s & 7, rank = s >> 3;
        if (symmetry & 1)
            file = 7 - file;
        if (symmetry & 2)
            rank = 7 - rank;
        if (symmetry & 4)
            std::swap(file, rank);
        if (flipColours)
            rank = 7 - rank;
        char letter = " PNBRQK"[index(typeOf(piece))];
        if ((colorOf(piece) == Color::Black) != flipColours)
            letter = static_cast<char>(letter + ('a' - 'A'));
        board[static_cast<std::size_t>(rank * 8 + file)] = letter;
    }
    return fenOf(board, flipColours ? ~position.sideToMove() : position.sideToMove());
}

TablebaseValue probed(const Tablebase &tables, std::string_view fen)
{
    const std::optional<TablebaseValue> value = tables.probe(testPosition(fen));
    if (!value)
        qFatal("no value for %.*s", int(fen.size()), fen.data());
    return *value;
}

std::vector<std::string> bestUci(const Tablebase &tables, std::string_view fen)
{
    std::vector<std::string> moves;
    for (Move m : tables.bestMoves(testPosition(fen)))
        moves.push_back(uciText(m));
    return moves;
}

} // namespace

class TestTablebase : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void materials();
    void threeMenTablesAgreeWithTheRules_data();
    void threeMenTablesAgreeWithTheRules();
    void longestMates_data();
    void longestMates();
    void symmetricPositionsShareTheirEntry_data();
    void symmetricPositionsShareTheirEntry();
    void mateAndStalemate();
    void underpromotion();
    void capturesLeadToSmallerTables();
    void longestResistance();
    void whatIsNotCovered();
    void cacheFolder();
    void verdictInFourLanguages_data();
    void verdictInFourLanguages();

private:
    Tablebase m_tables {QString()};
};

void TestTablebase::initTestCase()
{
    for (const char *name : {"KQvK", "KRvK", "KBvK", "KNvK", "KPvK", "KQvKR", "KBNvK"})
        QVERIFY(m_tables.prepare(Material::fromName(name)));
}

void TestTablebase::materials()
{
    const Material queenRook = Material::fromName("KQvKR");
    QCOMPARE(queenRook.name(), std::string("KQvKR"));
    QCOMPARE(queenRook.men(), 2);
    QVERIFY(!queenRook.blackIsStronger());
    QVERIFY(queenRook.flipped().blackIsStronger());
    QCOMPARE(queenRook.flipped().name(), std::string("KRvKQ"));
    QCOMPARE(queenRook.flipped().canonical(), queenRook);
    QCOMPARE(Material::of(testPosition("8/8/8/8/8/2k5/1R6/K7 w - - 0 1")).name(), std::string("KRvK"));
    QCOMPARE(Material::fromName("KPvK3"), Material());
    // A capture or a promotion of either pawn, with or without taking: every table KPvKP needs.
    std::vector<std::string> names;
    for (const Material &m : Material::fromName("KPvKP").successors())
        names.push_back(m.name());
    std::sort(names.begin(), names.end());
    const std::vector<std::string> expected {"KBvKP", "KNvKP", "KPvK", "KQvKP", "KRvKP"};
    QCOMPARE(names, expected);
    QCOMPARE(Tablebase::tablesFor(Material::fromName("KRvKQ")).back().name(), std::string("KQvKR"));
}

void TestTablebase::threeMenTablesAgreeWithTheRules_data()
{
    QTest::addColumn<QString>("material");
    for (const char *name : {"KQvK", "KRvK", "KBvK", "KNvK", "KPvK"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestTablebase::threeMenTablesAgreeWithTheRules()
{
    QFETCH(QString, material);
    const auto table = m_tables.table(Material::fromName(material.toStdString()));
    QVERIFY(table);
    QVERIFY(checkAgainstRules(m_tables, *table) > 20000);
}

void TestTablebase::longestMates_data()
{
    QTest::addColumn<QString>("material");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("moves");
    // The longest mates of each material (White to move), as published since Thompson's tables.
    QTest::newRow("KQvK") << "KQvK"
                          << "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1" << 10;
    QTest::newRow("KRvK") << "KRvK"
                          << "8/8/8/8/8/2k5/1R6/K7 w - - 0 1" << 16;
    QTest::newRow("KPvK") << "KPvK"
                          << "8/8/8/1k6/8/8/K5P1/8 w - - 0 1" << 28;
    QTest::newRow("KQvKR") << "KQvKR"
                           << "8/8/8/8/2r5/8/2k5/K6Q w - - 0 1" << 35;
    QTest::newRow("KBNvK") << "KBNvK"
                           << "8/8/7N/8/8/8/8/K1k1B3 w - - 0 1" << 33;
}

void TestTablebase::longestMates()
{
    QFETCH(QString, material);
    QFETCH(QString, fen);
    QFETCH(int, moves);
    const TablebaseValue value = probed(m_tables, fen.toStdString());
    QCOMPARE(value.outcome, TablebaseValue::Outcome::Win);
    QCOMPARE(value.moves(), moves);
    // No position of the table takes longer.
    const auto table = m_tables.table(Material::fromName(material.toStdString()));
    int longest = 0;
    for (std::uint8_t byte : table->values)
        if (TablebaseValue::fromByte(byte).outcome == TablebaseValue::Outcome::Win)
            longest = std::max(longest, TablebaseValue::fromByte(byte).moves());
    QCOMPARE(longest, moves);
}

void TestTablebase::symmetricPositionsShareTheirEntry_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("pawns");
    QTest::newRow("KQvKR") << "8/8/3k4/8/5r2/8/1Q6/6K1 b - - 0 1" << false;
    QTest::newRow("kings on the diagonal") << "8/8/8/8/3k4/8/1K5r/4Q3 w - - 0 1" << false;
    QTest::newRow("KBNvK") << "8/8/8/2k5/8/3BN3/8/6K1 w - - 0 1" << false;
    QTest::newRow("KPvK") << "8/8/8/2k5/8/3P4/8/6K1 b - - 0 1" << true;
}

void TestTablebase::symmetricPositionsShareTheirEntry()
{
    QFETCH(QString, fen);
    QFETCH(bool, pawns);
    const Position position = testPosition(fen.toStdString());
    const Material material = Material::of(position);
    const TableLayout layout(material.canonical());
    const std::uint32_t entry = layout.entry(layout.placement(position, material.blackIsStronger()));
    QVERIFY(entry != TableLayout::NoEntry);
    QCOMPARE(layout.entry(layout.placement(entry)), entry);
    const TablebaseValue value = probed(m_tables, fen.toStdString());
    for (int symmetry = 0; symmetry < (pawns ? 2 : 8); ++symmetry)
        for (bool flip : {false, true}) {
            const Position image = testPosition(transformedFen(position, symmetry, flip));
            const Material imageMaterial = Material::of(image);
            QCOMPARE(layout.entry(layout.placement(image, imageMaterial.blackIsStronger())), entry);
            QCOMPARE(probed(m_tables, image.fen()), value);
        }
}

void TestTablebase::mateAndStalemate()
{
    const TablebaseValue mated = probed(m_tables, "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    QCOMPARE(mated, TablebaseValue::loss(0));
    QCOMPARE(tablebaseVerdictText(Color::Black, mated), QStringLiteral("Black is checkmated"));
    QVERIFY(m_tables.bestMoves(testPosition("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1")).empty());
    QCOMPARE(probed(m_tables, "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"), TablebaseValue::draw());
    QCOMPARE(probed(m_tables, "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"), TablebaseValue::win(1));
}

void TestTablebase::underpromotion()
{
    // b8=Q stalemates; only the rook wins.
    const char *fen = "8/1P6/k7/8/K7/8/8/8 w - - 0 1";
    QCOMPARE(probed(m_tables, fen).moves(), 7);
    QCOMPARE(bestUci(m_tables, fen), std::vector<std::string> {"b7b8r"});
    for (const auto &[move, value] : m_tables.moveValues(testPosition(fen)))
        if (uciText(move) == "b7b8q")
            QCOMPARE(value, TablebaseValue::draw());
    QCOMPARE(bestUci(m_tables, "8/k1P5/2K5/8/8/8/8/8 w - - 0 1"), std::vector<std::string> {"c7c8r"});
}

void TestTablebase::capturesLeadToSmallerTables()
{
    // The rook gives check and is taken: the queen against the bare king.
    const char *fen = "8/8/8/8/8/3k4/8/K2r3Q w - - 0 1";
    const Position position = testPosition(fen);
    const TablebaseValue afterCapture = probed(m_tables, position.after(parseUci(position, "h1d1")).fen());
    QCOMPARE(afterCapture.outcome, TablebaseValue::Outcome::Loss);
    QCOMPARE(probed(m_tables, fen), afterCapture.before());
    QCOMPARE(bestUci(m_tables, fen), std::vector<std::string> {"h1d1"});
    // The bare king takes the last man: a draw.
    QCOMPARE(probed(m_tables, "8/8/8/8/8/8/1k6/1R5K b - - 0 1"), TablebaseValue::draw());
    QCOMPARE(bestUci(m_tables, "8/8/8/8/8/8/1k6/1R5K b - - 0 1"), std::vector<std::string> {"b2b1"});
}

void TestTablebase::longestResistance()
{
    // Black, lost, keeps the king off the edge as long as it can: every best move is mated exactly
    // as late as the position's value says, and every other move sooner.
    const char *fen = "8/8/8/3k4/8/8/1R6/K7 b - - 0 1";
    const TablebaseValue value = probed(m_tables, fen);
    QCOMPARE(value.outcome, TablebaseValue::Outcome::Loss);
    const std::vector<Move> best = m_tables.bestMoves(testPosition(fen));
    QVERIFY(!best.empty());
    for (const auto &[move, moveValue] : m_tables.moveValues(testPosition(fen))) {
        const bool isBest = std::find(best.begin(), best.end(), move) != best.end();
        QCOMPARE(moveValue == value, isBest);
        QVERIFY(moveValue.plies <= value.plies);
    }
}

void TestTablebase::whatIsNotCovered()
{
    const Position fiveMen = testPosition("8/8/8/3k4/8/8/1RR5/K2B4 w - - 0 1");
    QVERIFY(!Tablebase::covers(fiveMen));
    QVERIFY(!m_tables.probe(fiveMen));
    const Position castling = testPosition("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    QVERIFY(!Tablebase::covers(castling));
    QVERIFY(!m_tables.probe(castling));
    QVERIFY(m_tables.bestMoves(castling).empty());
    // A table not made yet: no answer rather than a wrong one.
    const Position rooks = testPosition("8/8/8/3k4/8/8/1R6/K6r w - - 0 1");
    QVERIFY(Tablebase::covers(rooks));
    QVERIFY(!m_tables.isReady(rooks));
    QVERIFY(!m_tables.probe(rooks));
}

void TestTablebase::cacheFolder()
{
    QTemporaryDir folder;
    const Material material = Material::fromName("KRvK");
    const QString path = tableFilePath(folder.path(), material);
    {
        Tablebase tables(folder.path());
        QVERIFY(tables.prepare(material));
        QVERIFY(QFile::exists(path));
        QCOMPARE(tables.table(material)->values, m_tables.table(material)->values);
    }
    // The file is what a second run reads: a value changed in it (with its checksum) is believed.
    const TableLayout layout(material);
    std::vector<std::uint8_t> values = m_tables.table(material)->values;
    const std::uint32_t entry = layout.entry(layout.placement(testPosition("8/8/8/8/8/2k5/1R6/K7 w - - 0 1"), false));
    values[entry] = TablebaseValue::win(3).byte();
    QVERIFY(writeTableFile(path, layout, values));
    {
        Tablebase tables(folder.path());
        QVERIFY(tables.prepare(material));
        QCOMPARE(*tables.probe(testPosition("8/8/8/8/8/2k5/1R6/K7 w - - 0 1")), TablebaseValue::win(3));
    }
    // A damaged file is not: the table is made again and written over it.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    bytes[bytes.size() - 10] = static_cast<char>(bytes[bytes.size() - 10] ^ 0x55);
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    {
        Tablebase tables(folder.path());
        QVERIFY(tables.prepare(material));
        QCOMPARE(tables.probe(testPosition("8/8/8/8/8/2k5/1R6/K7 w - - 0 1"))->moves(), 16);
        QCOMPARE(*readTableFile(path, layout), m_tables.table(material)->values);
    }
}

void TestTablebase::verdictInFourLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("win14");
    QTest::addColumn<QString>("loss1");
    QTest::addColumn<QString>("loss2");
    QTest::addColumn<QString>("draw");
    QTest::newRow("en") << "en"
                        << "White wins: mate in 14"
                        << "White wins: mate in 1"
                        << "White wins: mate in 2"
                        << "Draw with best play";
    QTest::newRow("ru") << "ru"
                        << "Белые выигрывают: мат в 14 ходов"
                        << "Белые выигрывают: мат в 1 ход"
                        << "Белые выигрывают: мат в 2 хода"
                        << "Ничья при лучшей игре";
    QTest::newRow("es") << "es"
                        << "Ganan las blancas: mate en 14 jugadas"
                        << "Ganan las blancas: mate en 1 jugada"
                        << "Ganan las blancas: mate en 2 jugadas"
                        << "Tablas con el mejor juego";
    QTest::newRow("pt") << "pt"
                        << "Vitória das brancas: mate em 14 lances"
                        << "Vitória das brancas: mate em 1 lance"
                        << "Vitória das brancas: mate em 2 lances"
                        << "Empate com o melhor jogo";
}

void TestTablebase::verdictInFourLanguages()
{
    QFETCH(QString, language);
    QFETCH(QString, win14);
    QFETCH(QString, loss1);
    QFETCH(QString, loss2);
    QFETCH(QString, draw);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(loadFerzTranslation(translator, language));
        QCoreApplication::installTranslator(&translator);
    }
    QCOMPARE(tablebaseVerdictText(Color::White, TablebaseValue::win(27)), win14);
    // Black to move and mated in one or two of White's moves.
    QCOMPARE(tablebaseVerdictText(Color::Black, TablebaseValue::loss(2)), loss1);
    QCOMPARE(tablebaseVerdictText(Color::Black, TablebaseValue::loss(4)), loss2);
    QCOMPARE(tablebaseVerdictText(Color::Black, TablebaseValue::draw()), draw);
    QCoreApplication::removeTranslator(&translator);
}

QTEST_GUILESS_MAIN(TestTablebase)
#include "tst_tablebase.moc"
