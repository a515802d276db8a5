// SPDX-License-Identifier: GPL-3.0-or-later
// Move text in every style and language (moveText): hand-checked expectations for
// disambiguation, promotion, castling, check, double check and mate in each style, and the round
// trip text -> move -> text over every legal move of the perft suites' positions and their children.
#include "tests/core/perftdata.h"
#include "tests/core/testposition.h"

#include "core/engine/uci.h"
#include "core/notation/moveinput.h"
#include "core/notation/notation.h"

#include <QCoreApplication>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <map>

using namespace ferz;

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void handChecked_data();
    void handChecked();
    void roundTrip_data();
    void roundTrip();
    void lettersComeFromTranslations();
};

using L = NotationLanguage;
using F = NotationForm;

static const std::map<QString, NotationStyle> &styles()
{
    static const std::map<QString, NotationStyle> all = {
        {"pgn", NotationStyle::pgn()},
        {"en", notationStyle(L::English, F::Short)},
        {"en long", notationStyle(L::English, F::Long)},
        {"ru", notationStyle(L::Russian, F::Short)},
        {"ru long", notationStyle(L::Russian, F::Long)},
        {"ru #", notationStyle(L::Russian, F::Short, MateSign::Hash)},
        {"ru long #", notationStyle(L::Russian, F::Long, MateSign::Hash)},
        {"es", notationStyle(L::Spanish, F::Short)},
        {"es long", notationStyle(L::Spanish, F::Long)},
        {"pt", notationStyle(L::Portuguese, F::Short)},
        {"pt long", notationStyle(L::Portuguese, F::Long)},
        {"figurine", figurineStyle(F::Short)},
        {"figurine long", figurineStyle(F::Long)},
    };
    return all;
}

void TestNotation::handChecked_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("style");
    QTest::addColumn<QString>("text");
    struct Case {
        const char *name, *fen, *uci;
        std::vector<std::pair<const char *, const char *>> texts;
    };
    const Case cases[] = {
        {"three queens, both",
         "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
         "a1b2",
         {{"pgn", "Qa1b2"},
          {"en long", "Qa1-b2"},
          {"ru", "Фa1b2"},
          {"ru long", "Фa1—b2"},
          {"es", "Da1b2"},
          {"es long", "Da1-b2"},
          {"pt", "Da1b2"},
          {"figurine", "♕a1b2"},
          {"figurine long", "♕a1-b2"}}},
        {"three queens, rank",
         "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
         "a3b2",
         {{"pgn", "Q3b2"}, {"ru", "Ф3b2"}, {"es", "D3b2"}, {"figurine", "♕3b2"}, {"ru long", "Фa3—b2"}}},
        {"three queens, file",
         "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
         "c1b2",
         {{"pgn", "Qcb2"}, {"ru", "Фcb2"}, {"pt", "Dcb2"}, {"figurine", "♕cb2"}, {"pt long", "Dc1-b2"}}},
        {"knights on a file",
         "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
         "g1f3",
         {{"pgn", "N1f3"},
          {"en long", "Ng1-f3"},
          {"ru", "К1f3"},
          {"ru long", "Кg1—f3"},
          {"es", "C1f3"},
          {"pt long", "Cg1-f3"},
          {"figurine", "♘1f3"}}},
        {"rooks on a rank",
         "4k3/8/8/8/8/4K3/8/R6R w - - 0 1",
         "a1d1",
         {{"pgn", "Rad1"},
          {"ru", "Лad1"},
          {"ru long", "Лa1—d1"},
          {"es", "Tad1"},
          {"pt", "Tad1"},
          {"figurine", "♖ad1"},
          {"en long", "Ra1-d1"}}},
        {"rooks on a rank, capture",
         "4k3/8/8/8/8/4K3/8/R2n3R w - - 0 1",
         "h1d1",
         {{"pgn", "Rhxd1"}, {"ru", "Лh:d1"}, {"ru long", "Лh1:d1"}, {"es", "Thxd1"}, {"figurine", "♖hxd1"}}},
        {"promotion, capture, mate",
         "3r3k/4Pppp/8/8/8/8/8/4K3 w - - 0 1",
         "e7d8q",
         {{"pgn", "exd8=Q#"},
          {"en long", "e7xd8=Q#"},
          {"ru", "e:d8Ф×"},
          {"ru long", "e7:d8Ф×"},
          {"ru #", "e:d8Ф#"},
          {"es", "exd8=D#"},
          {"pt long", "e7xd8=D#"},
          {"figurine", "exd8=♕#"},
          {"figurine long", "e7xd8=♕#"}}},
        {"promotion, check",
         "3r3k/4Pppp/8/8/8/8/8/4K3 w - - 0 1",
         "e7e8r",
         {{"pgn", "e8=R+"}, {"ru", "e8Л+"}, {"ru long", "e7—e8Л+"}, {"es", "e8=T+"}, {"figurine", "e8=♖+"}}},
        {"promotion (seed 001)",
         "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
         "e7e8q",
         {{"pgn", "e8=Q"}, {"ru", "e8Ф"}, {"ru long", "e7—e8Ф"}, {"en long", "e7-e8=Q"}, {"pt", "e8=D"}}},
        {"castling short",
         "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
         "e1g1",
         {{"pgn", "O-O"},
          {"en long", "O-O"},
          {"ru", "0–0"},
          {"ru long", "0–0"},
          {"es", "O-O"},
          {"pt", "O-O"},
          {"figurine", "O-O"}}},
        {"castling long",
         "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
         "e1c1",
         {{"pgn", "O-O-O"}, {"ru", "0–0–0"}, {"ru long", "0–0–0"}, {"es long", "O-O-O"}, {"figurine", "O-O-O"}}},
        {"castling with check",
         "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
         "e1g1",
         {{"pgn", "O-O+"}, {"ru", "0–0+"}, {"es", "O-O+"}}},
        {"check",
         "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
         "a1a8",
         {{"pgn", "Ra8+"},
          {"en long", "Ra1-a8+"},
          {"ru", "Лa8+"},
          {"ru long", "Лa1—a8+"},
          {"es", "Ta8+"},
          {"pt long", "Ta1-a8+"},
          {"figurine", "♖a8+"}}},
        {"double check",
         "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1",
         "e4d6",
         {{"pgn", "Nd6+"},
          {"en long", "Ne4-d6+"},
          {"ru", "Кd6++"},
          {"ru long", "Кe4—d6++"},
          {"es", "Cd6+"},
          {"pt", "Cd6+"},
          {"figurine", "♘d6+"}}},
        {"mate",
         "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
         "d8h4",
         {{"pgn", "Qh4#"},
          {"en long", "Qd8-h4#"},
          {"ru", "Фh4×"},
          {"ru #", "Фh4#"},
          {"ru long", "Фd8—h4×"},
          {"ru long #", "Фd8—h4#"},
          {"es", "Dh4#"},
          {"pt", "Dh4#"},
          {"figurine", "♕h4#"},
          {"figurine long", "♕d8-h4#"}}},
        {"knight (seed 001)",
         Position::StartFen.data(),
         "b1c3",
         {{"ru", "Кc3"}, {"ru long", "Кb1—c3"}, {"pgn", "Nc3"}}},
        {"bishop capture with check",
         "4k3/8/8/1p6/8/8/8/4KB2 w - - 0 1",
         "f1b5",
         {{"pgn", "Bxb5+"},
          {"en long", "Bf1xb5+"},
          {"ru", "С:b5+"},
          {"ru long", "Сf1:b5+"},
          {"es", "Axb5+"},
          {"pt", "Bxb5+"},
          {"es long", "Af1xb5+"}}},
        {"pawn capture",
         "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
         "e4d5",
         {{"pgn", "exd5"}, {"ru", "e:d5"}, {"ru long", "e4:d5"}, {"en long", "e4xd5"}}},
        {"king capture",
         "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
         "e1d2",
         {{"pgn", "Kxd2"},
          {"ru", "Кр:d2"},
          {"ru long", "Крe1:d2"},
          {"es", "Rxd2"},
          {"pt long", "Re1xd2"},
          {"figurine", "♔xd2"}}},
        {"en passant",
         "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
         "e5d6",
         {{"pgn", "exd6"}, {"ru", "e:d6"}, {"en long", "e5xd6"}}},
    };
    for (const Case &c : cases)
        for (const auto &[style, text] : c.texts)
            QTest::addRow("%s, %s", c.name, style)
                << QString::fromLatin1(c.fen) << c.uci << style << QString::fromUtf8(text);
}

// The expected text, and reading it (in that style, and with no style given except where Spanish
// and Portuguese R is the king) gives back the move.
void TestNotation::handChecked()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, style);
    QFETCH(QString, text);
    const Position position = testPosition(fen.toStdString());
    const Move move = parseUci(position, uci.toStdString());
    QVERIFY(!move.isNull());
    const NotationStyle &s = styles().at(style);
    QCOMPARE(QString::fromUtf8(moveText(position, move, s)), text);
    const MoveInput input = readMove(position, text.toStdString(), s);
    QCOMPARE(input.error, MoveInputError::None);
    QCOMPARE(input.move, move);
    const MoveInput plain = readMove(position, text.toStdString());
    QCOMPARE(plain.error, MoveInputError::None);
    QCOMPARE(plain.move, move);
}

void TestNotation::roundTrip_data()
{
    QTest::addColumn<QString>("style");
    for (const auto &entry : styles())
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

// Every legal move of every perft position and of every position one move later: the texts of
// one position differ from each other, and reading a text gives back its move (so writing the
// move read gives back the text).
void TestNotation::roundTrip()
{
    QFETCH(QString, style);
    const NotationStyle &s = styles().at(style);
    // Spanish and Portuguese R is the king, which plain reading tries only after the rook.
    const bool plainReadable = !style.startsWith(QLatin1String("es")) && !style.startsWith(QLatin1String("pt"));
    int positions = 0, moves = 0, chess960Roots = 0;
    std::uint64_t suitePositions = 0, suiteMoves = 0; // what the suites' depth 1 and 2 counts say
    for (const PerftCase &c : readPerftCases()) {
        // Of the 960 start positions of chess960.perft, one in twenty: the others castle alike.
        if (c.id.startsWith(QLatin1String("chess960-")) && c.id.mid(9).toInt() % 20 != 0)
            continue;
        chess960Roots += c.chess960;
        QCOMPARE(c.counts.value(0).first, 1);
        QCOMPARE(c.counts.value(1).first, 2);
        suitePositions += 1 + c.counts[0].second;
        suiteMoves += c.counts[0].second + c.counts[1].second;
        const Position root = std::get<Position>(Position::fromFen(c.fen.toStdString(), c.variant()));
        std::vector<Position> family {root};
        for (Move m : root.legalMoves())
            family.push_back(root.after(m));
        for (const Position &position : family) {
            ++positions;
            QSet<QString> seen;
            for (Move m : position.legalMoves()) {
                ++moves;
                const std::string text = moveText(position, m, s);
                const QString where =
                    QStringLiteral("%1 in %2").arg(QString::fromUtf8(text), QString::fromStdString(position.fen()));
                QVERIFY2(!seen.contains(QString::fromUtf8(text)), qPrintable(where + " is written twice"));
                seen.insert(QString::fromUtf8(text));
                const MoveInput input = readMove(position, text, s);
                QVERIFY2(input.error == MoveInputError::None && input.move == m, qPrintable(where));
                if (plainReadable) {
                    const MoveInput plain = readMove(position, text);
                    QVERIFY2(plain.error == MoveInputError::None && plain.move == m, qPrintable(where));
                }
            }
        }
    }
    // Every position and move the suites count at depths 1 and 2 was written and read back, Chess960
    // ones among them (48 of chess960.perft, 6 of tricky.perft).
    QCOMPARE(chess960Roots, 48 + 6);
    QCOMPARE(std::uint64_t(positions), suitePositions);
    QCOMPARE(std::uint64_t(moves), suiteMoves);
}

// A translation that changes the letters (here English K to Kö, N to S as in German) changes the
// text, and reading in that style understands the new letters.
class LetterTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int) const override
    {
        if (qstrcmp(context, "Notation") != 0 || !disambiguation || !QByteArray(disambiguation).startsWith("English"))
            return {};
        if (qstrcmp(sourceText, "K") == 0)
            return QString::fromUtf8("Kö");
        if (qstrcmp(sourceText, "N") == 0)
            return QStringLiteral("S");
        return {};
    }
};

void TestNotation::lettersComeFromTranslations()
{
    const Position start;
    const Move knight = parseUci(start, "g1f3");
    QCOMPARE(QString::fromUtf8(moveText(start, knight, notationStyle(L::English, F::Long))), QStringLiteral("Ng1-f3"));
    LetterTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const NotationStyle translated = notationStyle(L::English, F::Long);
    const NotationStyle russian = notationStyle(L::Russian, F::Short);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(QString::fromUtf8(moveText(start, knight, translated)), QStringLiteral("Sg1-f3"));
    QCOMPARE(QString::fromUtf8(translated.letter(PieceType::King)), QString::fromUtf8("Kö"));
    QCOMPARE(QString::fromUtf8(russian.letter(PieceType::Knight)), QString::fromUtf8("К")); // untouched
    const MoveInput input = readMove(start, "Sg1-f3", translated);
    QCOMPARE(input.error, MoveInputError::None);
    QCOMPARE(input.move, knight);
    // PGN SAN keeps the English letters whatever the translation.
    QCoreApplication::installTranslator(&translator);
    const std::string pgn = moveText(start, knight, NotationStyle::pgn());
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(QString::fromStdString(pgn), QStringLiteral("Nf3"));
}

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
