// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading and writing: round trips over the perft suites and kokopu's cases, and each
// rejection with its field and reason.
#include "tests/core/perftdata.h"

#include "core/rules/fenmessage.h"
#include "core/rules/position.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace ferz;
using Field = FenError::Field;
using Reason = FenError::Reason;

Q_DECLARE_METATYPE(FenError::Field)
Q_DECLARE_METATYPE(FenError::Reason)
Q_DECLARE_METATYPE(ferz::Variant)

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void startPosition();
    void roundTrip_data();
    void roundTrip();
    void kokopuCases_data();
    void kokopuCases();
    void rejections_data();
    void rejections();
    void ineffectiveEnPassantIsForgotten();
    void everyProblemListed_data();
    void everyProblemListed();
    void messagesNameFieldAndReason();
    void largeMoveNumbers_data();
    void largeMoveNumbers();
    void messagesShowTheCharacter_data();
    void messagesShowTheCharacter();

private:
    void kokopuChess960Case(const QStringList &columns);
};

void TestFen::startPosition()
{
    const Position start;
    QCOMPARE(start.fen(), std::string(Position::StartFen));
    QCOMPARE(start.legalMoveCount(), 20);
    QCOMPARE(start.sideToMove(), Color::White);
    QCOMPARE(int(start.castlingRights()), int(AllCastling));
}

void TestFen::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    for (const PerftCase &c : readPerftCases()) {
        const auto parsed = Position::fromFen(c.fen.toStdString(), c.variant());
        QVERIFY2(std::holds_alternative<Position>(parsed) || c.id == "asymmetrical-and-king-on-h", qPrintable(c.id));
        QTest::addRow("%s", qPrintable(c.id)) << c.fen << c.variant();
    }
}

// Every record of the suites is written back unchanged, except an en passant square that allows no
// legal capture, which is written as "-": in X-FEN when its rights are written KQkq (the standard
// suites, tricky.perft's Chess960 records), in Shredder-FEN when they are files (chess960.perft).
void TestFen::roundTrip()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    const Position p = std::get<Position>(Position::fromFen(fen.toStdString(), variant));
    QStringList expected = fen.split(QLatin1Char(' '));
    if (p.epSquare() == Square::None)
        expected[3] = QStringLiteral("-");
    const bool files = expected[2].contains(QRegularExpression(QStringLiteral("[A-Ha-h]")));
    const auto letters = files ? Position::CastlingLetters::Shredder : Position::CastlingLetters::Xfen;
    QCOMPARE(QString::fromStdString(p.fen(letters)), expected.join(QLatin1Char(' ')));
    QCOMPARE(std::get<Position>(Position::fromFen(p.fen(), variant)), p);
    QCOMPARE(std::get<Position>(Position::fromFen(p.fen(Position::CastlingLetters::Shredder), variant)), p);
}

void TestFen::kokopuCases_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<QString>("castling");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QStringList>("columns");
    QFile file(QStringLiteral(FERZ_TEST_DATA "/fen/kokopu-fens.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    file.readLine(); // column names
    int rows = 0, chess960Rows = 0;
    while (!file.atEnd()) {
        const QStringList cols = QString::fromUtf8(file.readLine()).chopped(1).split(QLatin1Char('\t'));
        ++(cols.value(2) == QLatin1String("regular") ? rows : chess960Rows);
        QTest::addRow("%s", qPrintable(cols[0]))
            << cols[1] << (cols[3] == QLatin1String("true")) << cols[4] << cols[0] << cols;
    }
    QCOMPARE(rows, 11);
    QCOMPARE(chess960Rows, 16);
}

// kokopu's strict rows are accepted with their castling rights; its lenient-only rows are
// rejected, except an en passant square that is possible but useless, which the PGN standard
// allows after any double step (Ferz accepts it and forgets it).
void TestFen::kokopuCases()
{
    QFETCH(QString, fen);
    QFETCH(bool, strict);
    QFETCH(QString, castling);
    QFETCH(QString, label);
    QFETCH(QStringList, columns);
    if (columns[2] == QLatin1String("chess960")) {
        kokopuChess960Case(columns);
        return;
    }
    const auto parsed = Position::fromFen(fen.toStdString());
    if (label == QLatin1String("Ineffective en-passant 3")) {
        QVERIFY(std::holds_alternative<Position>(parsed));
        QCOMPARE(std::get<Position>(parsed).fen(), std::string("4k3/8/8/K1pP3r/8/8/8/8 w - - 0 1"));
        return;
    }
    if (label == QLatin1String("Base 2")) { // fullmove number 0: Ferz numbers moves from 1
        QCOMPARE(std::get<FenError>(parsed).reason, Reason::FullmoveZero);
        return;
    }
    QCOMPARE(std::holds_alternative<Position>(parsed), strict);
    if (strict) {
        const QString written = QString::fromStdString(std::get<Position>(parsed).fen());
        QCOMPARE(written.section(QLatin1Char(' '), 2, 2), castling);
        QCOMPARE(written, fen);
    }
}

// A Chess960 row. kokopu keeps a castling flag with no king on the first rank or no rook on its
// file, and writes the position without it; Ferz refuses such a record, as it refuses a standard
// one with a right its pieces do not have. So a row is accepted exactly when kokopu writes back
// every flag it read (its CASTLING column), in any of X-FEN, Shredder-FEN or their mixture; the
// position then has kokopu's rights and counters, and writes kokopu's FEN_OUT_DEFAULT in
// Shredder-FEN and FEN_OUT_WITHOUT_XFEN (KQkq) in X-FEN where kokopu can write KQkq at all.
void TestFen::kokopuChess960Case(const QStringList &columns)
{
    const QString written = columns[8], kqkq = columns[10];
    const auto parsed = Position::fromFen(columns[1].toStdString(), Variant::Chess960);
    const bool allFlagsKept = written.section(QLatin1Char(' '), 2, 2) == columns[4];
    QCOMPARE(std::holds_alternative<Position>(parsed), allFlagsKept);
    if (!allFlagsKept) {
        const Reason reason = std::get<FenError>(parsed).reason;
        QVERIFY2(reason == Reason::CastlingWithoutPieces || reason == Reason::TooManyKings,
                 qPrintable(fenErrorText(std::get<FenError>(parsed))));
        return;
    }
    const Position p = std::get<Position>(parsed);
    // kokopu writes the files from a to h, python-chess's suite (and Ferz) from h to a.
    const QString shredder = QString::fromStdString(p.fen(Position::CastlingLetters::Shredder));
    auto sorted = [](QString fen) {
        QStringList fields = fen.split(QLatin1Char(' ')).mid(0, 4);
        std::sort(fields[2].begin(), fields[2].end());
        return fields;
    };
    QCOMPARE(sorted(shredder), sorted(written));
    QCOMPARE(p.halfmoveClock(), columns[6].toInt());
    QCOMPARE(p.fullmoveNumber(), columns[7].toInt());
    const QString xfen = QString::fromStdString(p.fen());
    if (!kqkq.isEmpty())
        QCOMPARE(xfen.section(QLatin1Char(' '), 0, 3), kqkq.section(QLatin1Char(' '), 0, 3));
    QCOMPARE(std::get<Position>(Position::fromFen(xfen.toStdString(), Variant::Chess960)), p);
}

void TestFen::rejections_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Field>("field");
    QTest::addColumn<Reason>("reason");
    QTest::addColumn<QString>("detail");
    auto row = [](const char *name, const char *fen, Field f, Reason r, const char *detail) {
        QTest::newRow(name) << QString::fromUtf8(fen) << f << r << QString::fromUtf8(detail);
    };
    row("five fields", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", Field::Record, Reason::WrongFieldCount,
        "5");
    row("double space", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  KQkq - 0 1", Field::Record,
        Reason::WrongFieldCount, "7");
    row("empty", "", Field::Record, Reason::WrongFieldCount, "1");
    row("unknown letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", Field::Placement,
        Reason::UnknownPiece, "X");
    row("digit nine", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement,
        Reason::UnknownPiece, "9");
    row("digit zero", "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement,
        Reason::UnknownPiece, "0");
    row("rank of nine", "rnbqkbnr/pppppppp/4p4/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement,
        Reason::BadRankLength, "4p4");
    row("rank of seven", "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement,
        Reason::BadRankLength, "7");
    row("rank of nine pieces", "rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement,
        Reason::BadRankLength, "rnbqkbnrp");
    row("seven ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement, Reason::BadRankCount,
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR");
    row("no white king", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", Field::Placement,
        Reason::MissingKing, "K");
    row("no black king", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", Field::Placement,
        Reason::MissingKing, "k");
    row("two white kings", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", Field::Placement,
        Reason::TooManyKings, "K");
    row("two black kings", "4k3/8/8/8/8/8/8/k3K3 w - - 0 1", Field::Placement, Reason::TooManyKings, "k");
    row("pawn on rank 8", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", Field::Placement, Reason::PawnOnBackRank, "a8");
    row("pawn on rank 1", "4k3/8/8/8/8/8/8/4K2p w - - 0 1", Field::Placement, Reason::PawnOnBackRank, "h1");
    row("opponent in check", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", Field::Placement, Reason::OpponentInCheck, "b");
    row("opponent in check by pawn", "4k3/3P4/8/8/8/8/8/4K3 w - - 0 1", Field::Placement, Reason::OpponentInCheck, "b");
    row("triple check", "k7/8/8/8/1b6/5n2/8/4K2r w - - 0 1", Field::Placement, Reason::TooManyCheckers, "3");
    row("side x", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", Field::SideToMove, Reason::BadSideToMove, "x");
    row("side W", "4k3/8/8/8/8/8/8/4K3 W - - 0 1", Field::SideToMove, Reason::BadSideToMove, "W");
    row("castling order", "r3k2r/8/8/8/8/8/8/R3K2R w qK - 0 1", Field::Castling, Reason::BadCastlingSyntax, "qK");
    row("castling twice", "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", Field::Castling, Reason::BadCastlingSyntax, "KK");
    row("castling letter", "r3k2r/8/8/8/8/8/8/R3K2R w KQx - 0 1", Field::Castling, Reason::BadCastlingSyntax, "KQx");
    row("castling without rook", "r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1", Field::Castling, Reason::CastlingWithoutPieces,
        "K");
    row("castling without king", "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1", Field::Castling, Reason::CastlingWithoutPieces,
        "Q");
    row("black castling without rook", "4k2r/8/8/8/8/8/8/R3K2R w q - 0 1", Field::Castling,
        Reason::CastlingWithoutPieces, "q");
    row("en passant syntax", "4k3/8/8/8/4P3/8/8/4K3 b - e9 0 1", Field::EnPassant, Reason::BadEnPassantSyntax, "e9");
    row("en passant word", "4k3/8/8/8/4P3/8/8/4K3 b - none 0 1", Field::EnPassant, Reason::BadEnPassantSyntax, "none");
    row("en passant wrong rank", "4k3/8/8/8/4P3/8/8/4K3 b - e6 0 1", Field::EnPassant, Reason::ImpossibleEnPassant,
        "e6");
    row("en passant without pawn", "4k3/8/8/8/8/8/8/4K3 b - e3 0 1", Field::EnPassant, Reason::ImpossibleEnPassant,
        "e3");
    row("en passant square occupied", "4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", Field::EnPassant,
        Reason::ImpossibleEnPassant, "e3");
    row("en passant origin occupied", "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1", Field::EnPassant,
        Reason::ImpossibleEnPassant, "e3");
    row("en passant for the mover", "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", Field::EnPassant, Reason::ImpossibleEnPassant,
        "e3");
    row("halfmove sign", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", Field::HalfmoveClock, Reason::BadCounter, "-1");
    row("halfmove leading zero", "4k3/8/8/8/8/8/8/4K3 w - - 00 1", Field::HalfmoveClock, Reason::BadCounter, "00");
    row("halfmove word", "4k3/8/8/8/8/8/8/4K3 w - - x 1", Field::HalfmoveClock, Reason::BadCounter, "x");
    row("halfmove too large", "4k3/8/8/8/8/8/8/4K3 w - - 151 90", Field::HalfmoveClock, Reason::HalfmoveClockTooLarge,
        "151");
    row("halfmove after double step", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 3 1", Field::HalfmoveClock,
        Reason::ClockAfterDoubleStep, "3");
    row("fullmove zero", "4k3/8/8/8/8/8/8/4K3 w - - 0 0", Field::FullmoveNumber, Reason::FullmoveZero, "0");
    row("fullmove leading zero", "4k3/8/8/8/8/8/8/4K3 w - - 0 01", Field::FullmoveNumber, Reason::BadCounter, "01");
    row("fullmove ten digits", "4k3/8/8/8/8/8/8/4K3 w - - 0 1000000000", Field::FullmoveNumber,
        Reason::FullmoveTooLarge, "1000000000");
    row("fullmove twenty digits", "4k3/8/8/8/8/8/8/4K3 w - - 0 12345678901234567890", Field::FullmoveNumber,
        Reason::FullmoveTooLarge, "12345678901234567890");
    row("halfmove five digits", "4k3/8/8/8/8/8/8/4K3 w - - 10000 1", Field::HalfmoveClock,
        Reason::HalfmoveClockTooLarge, "10000");
    row("digits in a row making eight", "4k3/8/8/8/8/8/71/4K3 w - - 0 1", Field::Placement, Reason::DigitsInARow, "71");
    row("digits in a row among pieces", "4k3/8/8/8/8/8/8/K21N3 w - - 0 1", Field::Placement, Reason::DigitsInARow,
        "K21N3");
    row("non-ASCII letter", "4k3/8/8/8/8/8/8/4K\u00e42 w - - 0 1", Field::Placement, Reason::UnknownPiece, "\u00e4");
    row("chess symbol", "4k3/8/8/8/8/8/8/4K\u26552 w - - 0 1", Field::Placement, Reason::UnknownPiece, "\u2655");
    row("broken UTF-8", "4k3/8/8/8/8/8/8/4K\xc3 w - - 0 1", Field::Placement, Reason::UnknownPiece, "\xc3");
}

void TestFen::rejections()
{
    QFETCH(QString, fen);
    QFETCH(Field, field);
    QFETCH(Reason, reason);
    QFETCH(QString, detail);
    const auto parsed = Position::fromFen(fen.toStdString());
    QVERIFY(std::holds_alternative<FenError>(parsed));
    const FenError &e = std::get<FenError>(parsed);
    QCOMPARE(e.field, field);
    QCOMPARE(e.reason, reason);
    QCOMPARE(QString::fromStdString(e.detail), detail);
    // The list of every problem starts with the one fromFen reports.
    const std::vector<FenError> all = fenProblems(fen.toStdString());
    QVERIFY(!all.empty());
    QCOMPARE(all.front().reason, reason);
    QCOMPARE(all.front().detail, e.detail);
}

Q_DECLARE_METATYPE(std::vector<FenError::Reason>)

void TestFen::everyProblemListed_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<std::vector<Reason>>("reasons");
    using V = std::vector<Reason>;
    QTest::newRow("legal") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << V {};
    QTest::newRow("no kings, pawns on both back ranks, bad counters")
        << "P7/8/8/8/8/8/8/6p1 w KQ - x 0"
        << V {Reason::MissingKing,    Reason::MissingKing,           Reason::PawnOnBackRank,
              Reason::PawnOnBackRank, Reason::CastlingWithoutPieces, Reason::CastlingWithoutPieces,
              Reason::BadCounter,     Reason::FullmoveZero};
    QTest::newRow("two white kings stop the check tests")
        << "4k3/8/8/8/8/8/8/K3K3 x - - 0 1" << V {Reason::TooManyKings, Reason::BadSideToMove};
    QTest::newRow("opponent in check, impossible en passant, clock")
        << "4k3/8/8/8/8/8/8/K3R3 w k e6 3 1"
        << V {Reason::CastlingWithoutPieces, Reason::OpponentInCheck, Reason::ImpossibleEnPassant,
              Reason::ClockAfterDoubleStep};
}

void TestFen::everyProblemListed()
{
    QFETCH(QString, fen);
    QFETCH(std::vector<Reason>, reasons);
    std::vector<Reason> found;
    for (const FenError &e : fenProblems(fen.toStdString()))
        found.push_back(e.reason);
    QCOMPARE(found, reasons);
    QCOMPARE(std::holds_alternative<Position>(Position::fromFen(fen.toStdString())), reasons.empty());
}

void TestFen::ineffectiveEnPassantIsForgotten()
{
    // After 1.e4 no black pawn can take on e3: the square is accepted and not kept.
    const auto afterE4 =
        std::get<Position>(Position::fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
    QCOMPARE(afterE4.epSquare(), Square::None);
    QCOMPARE(afterE4.key(),
             std::get<Position>(Position::fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")).key());
    // A black pawn on d4 can take: the square is kept and changes the key.
    const auto capturable = std::get<Position>(Position::fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"));
    QCOMPARE(capturable.epSquare(), makeSquare(4, 2));
    QVERIFY(capturable.key() != std::get<Position>(Position::fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1")).key());
    // The capture would expose the black king on a4 to the rook on h4: not kept.
    const auto pinned = std::get<Position>(Position::fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"));
    QCOMPARE(pinned.epSquare(), Square::None);
}

void TestFen::messagesNameFieldAndReason()
{
    const auto parsed = Position::fromFen("rnbqkbnr/pppppppp/4p4/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const QString text = fenErrorText(std::get<FenError>(parsed));
    QVERIFY2(text.contains(QLatin1String("field 1")) && text.contains(QLatin1String("rank 6"))
                 && text.contains(QLatin1String("4p4")) && text.contains(QLatin1String("8 squares")),
             qPrintable(text));
    const auto castling = Position::fromFen("4k3/8/8/8/8/8/8/4K3 w K - 0 1");
    const QString castlingText = fenErrorText(std::get<FenError>(castling));
    QVERIFY2(castlingText.contains(QLatin1String("field 3")) && castlingText.contains(QLatin1String("\"K\"")),
             qPrintable(castlingText));
}

void TestFen::largeMoveNumbers_data()
{
    QTest::addColumn<int>("number");
    QTest::newRow("9999") << 9999;
    QTest::newRow("10000") << 10000;
    QTest::newRow("largest") << FenError::MaxFullmoveNumber;
}

// Move numbers are read up to nine digits, and written back as read.
void TestFen::largeMoveNumbers()
{
    QFETCH(int, number);
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 " + std::to_string(number);
    const auto parsed = Position::fromFen(fen);
    QVERIFY(std::holds_alternative<Position>(parsed));
    QCOMPARE(std::get<Position>(parsed).fullmoveNumber(), number);
    QCOMPARE(std::get<Position>(parsed).fen(), fen);
}

void TestFen::messagesShowTheCharacter_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QString>("shown");
    QTest::newRow("letter with a diacritic") << QByteArray("4k3/8/8/8/8/8/8/4K\xc3\xa4"
                                                           "2 w - - 0 1")
                                             << "\"\u00e4\"";
    QTest::newRow("NUL byte") << QByteArray("4k3/8/8/8/8/8/8/4K\0002 w - - 0 1", 30)
                              << "\"\u2400\" is not a piece letter";
    QTest::newRow("tab") << QByteArray("4k3/8/8/8/8/8/8/4K\t2 w - - 0 1") << "\"\u2409\" is not a piece letter";
    QTest::newRow("move number 10000 is no wrong number")
        << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 0 10000000000") << "10000000000 is more than 999999999";
}

// The offending character is quoted whole and visible, and the message goes on after it.
void TestFen::messagesShowTheCharacter()
{
    QFETCH(QByteArray, fen);
    QFETCH(QString, shown);
    const auto parsed = Position::fromFen(std::string_view(fen.constData(), static_cast<std::size_t>(fen.size())));
    QVERIFY(std::holds_alternative<FenError>(parsed));
    const QString text = fenErrorText(std::get<FenError>(parsed));
    QVERIFY2(text.contains(shown), qPrintable(text));
    QVERIFY2(!text.contains(QChar(0xFFFD)) && !text.contains(QChar(0)), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
