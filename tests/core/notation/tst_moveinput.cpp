// SPDX-License-Identifier: GPL-3.0-or-later
// Reading typed and pasted moves (readMove): every tolerant form and every failure reason.
#include "core/engine/uci.h"
#include "core/notation/moveinput.h"
#include "core/notation/moveinputmessage.h"
#include "core/notation/san.h"
#include "core/rules/squarename.h"
#include "tests/core/testposition.h"

#include <QTest>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::MoveInputError)
Q_DECLARE_METATYPE(ferz::IllegalReason)

class TestMoveInput : public QObject {
    Q_OBJECT

private slots:
    void readsTolerantForms_data();
    void readsTolerantForms();
    void failures_data();
    void failures();
    void preferredLetters();
    void errorSentences();
    void cyrillicLookAlikes_data();
    void cyrillicLookAlikes();
    void latinLookAlikesInRussian_data();
    void latinLookAlikesInRussian();
    void lookAlikeSentences();
    void sanMatchesTheLegalMoves();
};

static const QString Start = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
static const QString Castling = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
static const QString Promotion = QStringLiteral("3r3k/4Pppp/8/8/8/8/8/4K3 w - - 0 1");

void TestMoveInput::readsTolerantForms_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("uci");
    QTest::newRow("SAN pawn") << Start << "e4"
                              << "e2e4";
    QTest::newRow("SAN piece") << Start << "Nf3"
                               << "g1f3";
    QTest::newRow("blanks around") << Start << "  Nf3 \t"
                                   << "g1f3";
    QTest::newRow("long with dash") << Start << "Ng1-f3"
                                    << "g1f3";
    QTest::newRow("long pawn") << Start << "e2-e4"
                               << "e2e4";
    QTest::newRow("long without dash") << Start << "Ng1f3"
                                       << "g1f3";
    QTest::newRow("UCI") << Start << "e2e4"
                         << "e2e4";
    QTest::newRow("em dash") << Start << "e2—e4"
                             << "e2e4";
    QTest::newRow("en dash") << Start << "e2–e4"
                             << "e2e4";
    QTest::newRow("lowercase piece") << Start << "nf3"
                                     << "g1f3";
    QTest::newRow("Russian knight") << Start << "Кf3"
                                    << "g1f3";
    QTest::newRow("Russian long") << Start << "Кg1—f3"
                                  << "g1f3";
    QTest::newRow("Spanish knight") << Start << "Cf3"
                                    << "g1f3";
    QTest::newRow("figurine") << Start << "♘f3"
                              << "g1f3";
    QTest::newRow("black figurine") << Start << "♞f3"
                                    << "g1f3";
    QTest::newRow("wrong check mark") << Start << "Nf3+"
                                      << "g1f3";
    QTest::newRow("assessment") << Start << "e4!?"
                                << "e2e4";
    QTest::newRow("assessments and check") << Start << "Nf3+!!"
                                           << "g1f3";
    QTest::newRow("O-O") << Castling << "O-O"
                         << "e1g1";
    QTest::newRow("0-0") << Castling << "0-0"
                         << "e1g1";
    QTest::newRow("0–0 en dash") << Castling << "0–0"
                                 << "e1g1";
    QTest::newRow("o-o-o") << Castling << "o-o-o"
                           << "e1c1";
    QTest::newRow("0–0–0") << Castling << "0–0–0"
                           << "e1c1";
    QTest::newRow("OOO") << Castling << "OOO"
                         << "e1c1";
    QTest::newRow("king two squares") << Castling << "Kg1"
                                      << "e1g1";
    QTest::newRow("UCI castling") << Castling << "e1g1"
                                  << "e1g1";
    QTest::newRow("promotion =Q") << Promotion << "exd8=Q#"
                                  << "e7d8q";
    QTest::newRow("promotion Q") << Promotion << "exd8Q"
                                 << "e7d8q";
    QTest::newRow("promotion q") << Promotion << "e7d8q"
                                 << "e7d8q";
    QTest::newRow("promotion (N)") << Promotion << "exd8(N)"
                                   << "e7d8n";
    QTest::newRow("promotion /R") << Promotion << "e8/R"
                                  << "e7e8r";
    QTest::newRow("promotion b") << Promotion << "e7e8b"
                                 << "e7e8b";
    QTest::newRow("Russian promotion") << Promotion << "e7—e8Ф×"
                                       << "e7e8q";
    QTest::newRow("Russian capture promotion") << Promotion << "e:d8Ф"
                                               << "e7d8q";
    const QString ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
    QTest::newRow("en passant") << ep << "exd6"
                                << "e5d6";
    QTest::newRow("e.p.") << ep << "exd6 e.p."
                          << "e5d6";
    QTest::newRow("ep") << ep << "exd6ep"
                        << "e5d6";
    QTest::newRow("colon capture") << ep << "e:d6"
                                   << "e5d6";
    QTest::newRow("capture without sign") << ep << "ed6"
                                          << "e5d6";
    // PGN: the lower-case b is the b-pawn's file; B is the bishop.
    const QString bishopOrPawn = "4k3/8/8/8/8/2p5/1P6/2B1K3 w - - 0 1";
    QTest::newRow("bxc3 is the pawn") << bishopOrPawn << "bxc3"
                                      << "b2c3";
    QTest::newRow("Bd2 is the bishop") << bishopOrPawn << "Bd2"
                                       << "c1d2";
    QTest::newRow("bd2 has no pawn reading") << bishopOrPawn << "bd2"
                                             << "c1d2";
    // R is the English rook, else the Spanish or Portuguese king.
    const QString rookOrKing = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    QTest::newRow("R is the rook") << rookOrKing << "Rd1"
                                   << "a1d1";
    QTest::newRow("R is the king when no rook can") << rookOrKing << "Rf2"
                                                    << "e1f2";
    QTest::newRow("lowercase Russian") << Start << "кf3"
                                       << "g1f3";
    QTest::newRow("Russian king") << rookOrKing << "Крf2"
                                  << "e1f2";
    QTest::newRow("Russian king, capitals") << rookOrKing << "КРf2"
                                            << "e1f2";
    QTest::newRow("Portuguese rook") << rookOrKing << "Td1"
                                     << "a1d1";
    QTest::newRow("pawn letter") << Start << "Pe4"
                                 << "e2e4";
    QTest::newRow("space between squares") << Start << "e2 e4"
                                           << "e2e4";
    QTest::newRow("promotion =q") << Promotion << "e8=q"
                                  << "e7e8q";
    QTest::newRow("Cyrillic х as capture") << Promotion << "eхd8=Q"
                                           << "e7d8q";
    QTest::newRow("mate as ×") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                               << "Фh4×"
                               << "d8h4";
    QTest::newRow("mate as # in a Russian move") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                                                 << "Фd8—h4#"
                                                 << "d8h4";
    QTest::newRow("double check ++") << "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1"
                                     << "Кd6++"
                                     << "e4d6";
}

void TestMoveInput::readsTolerantForms()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, uci);
    const Position position = testPosition(fen.toStdString());
    const MoveInput input = readMove(position, text.toStdString());
    QCOMPARE(input.error, MoveInputError::None);
    QCOMPARE(QString::fromStdString(uciText(input.move)), uci);
    QVERIFY(input.candidates.empty());
}

void TestMoveInput::failures_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<MoveInputError>("error");
    QTest::addColumn<IllegalReason>("reason");
    QTest::addColumn<QStringList>("candidates");
    const auto none = IllegalReason::None;
    QTest::newRow("empty") << Start << "" << MoveInputError::Unreadable << none << QStringList();
    QTest::newRow("words") << Start << "hello" << MoveInputError::Unreadable << none << QStringList();
    QTest::newRow("no square") << Start << "N" << MoveInputError::Unreadable << none << QStringList();
    QTest::newRow("off the board") << Start << "Ni9" << MoveInputError::Unreadable << none << QStringList();
    QTest::newRow("null move") << Start << "--" << MoveInputError::Unreadable << none << QStringList();
    QTest::newRow("no knight reaches") << Start << "Nd4" << MoveInputError::NoSuchMove << none << QStringList();
    QTest::newRow("no such piece") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                   << "Qd4" << MoveInputError::NoSuchMove << none << QStringList();
    QTest::newRow("ambiguous knights") << "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"
                                       << "Nf3" << MoveInputError::Ambiguous << none << QStringList {"g1f3", "g5f3"};
    QTest::newRow("promotion not named") << Promotion << "e8" << MoveInputError::Ambiguous << none
                                         << QStringList {"e7e8n", "e7e8b", "e7e8r", "e7e8q"};
    QTest::newRow("pinned") << "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1"
                            << "Nc3" << MoveInputError::Illegal << IllegalReason::PinnedPiece << QStringList();
    QTest::newRow("blocked") << Start << "Bc4" << MoveInputError::Illegal << IllegalReason::PathBlocked
                             << QStringList();
    QTest::newRow("own piece") << Start << "Nd2" << MoveInputError::Illegal << IllegalReason::OwnPieceOnTarget
                               << QStringList();
    QTest::newRow("pawn capture to empty")
        << Start << "exd3" << MoveInputError::Illegal << IllegalReason::PawnCapturesDiagonally << QStringList();
    QTest::newRow("castling through pieces")
        << Start << "O-O" << MoveInputError::Illegal << IllegalReason::CastlingPiecesBetween << QStringList();
    QTest::newRow("castling after the king moved")
        << "4k3/8/8/8/8/8/8/3K3R w - - 0 1"
        << "O-O" << MoveInputError::Illegal << IllegalReason::CastlingKingMoved << QStringList();
    QTest::newRow("long form, empty origin")
        << Start << "e3-e4" << MoveInputError::Illegal << IllegalReason::NoPiece << QStringList();
    QTest::newRow("long form, wrong letter")
        << Start << "Bg1-f3" << MoveInputError::NoSuchMove << none << QStringList();
    QTest::newRow("UCI, wrong pattern") << Start << "g1g3" << MoveInputError::Illegal << IllegalReason::WrongPattern
                                        << QStringList();
    QTest::newRow("neither rook nor king") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                           << "Rh5" << MoveInputError::NoSuchMove << none << QStringList();
    QTest::newRow("Russian, pinned") << "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1"
                                     << "Кe2—c3" << MoveInputError::Illegal << IllegalReason::PinnedPiece
                                     << QStringList();
    QTest::newRow("king into check") << "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
                                     << "Kd2" << MoveInputError::Illegal << IllegalReason::KingWouldBeInCheck
                                     << QStringList();
    QTest::newRow("not your turn") << Start << "e7e5" << MoveInputError::Illegal << IllegalReason::NotYourTurn
                                   << QStringList();
}

void TestMoveInput::failures()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(MoveInputError, error);
    QFETCH(IllegalReason, reason);
    QFETCH(QStringList, candidates);
    const Position position = testPosition(fen.toStdString());
    const MoveInput input = readMove(position, text.toStdString());
    QCOMPARE(input.error, error);
    QVERIFY(input.move.isNull());
    QCOMPARE(input.illegal.reason, reason);
    QStringList found;
    for (Move m : input.candidates)
        found << QString::fromStdString(uciText(m));
    found.sort();
    candidates.sort();
    QCOMPARE(found, candidates);
}

// With a Spanish or Portuguese style, R is the king first.
void TestMoveInput::preferredLetters()
{
    const Position position = testPosition("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    const Move king = parseUci(position, "e1d1");
    const Move rook = parseUci(position, "a1d1");
    QCOMPARE(readMove(position, "Rd1").move, rook);
    QCOMPARE(readMove(position, "Rd1", notationStyle(NotationLanguage::Spanish, NotationForm::Short)).move, king);
    QCOMPARE(readMove(position, "Rd1", notationStyle(NotationLanguage::Portuguese, NotationForm::Short)).move, king);
    QCOMPARE(readMove(position, "Td1", notationStyle(NotationLanguage::Spanish, NotationForm::Short)).move, rook);
    QCOMPARE(readMove(position, "Rd1", notationStyle(NotationLanguage::English, NotationForm::Short)).move, rook);
}

// Each failure has a sentence naming the text and the cause.
void TestMoveInput::errorSentences()
{
    const Position start;
    QCOMPARE(moveInputErrorText(start, "hello", readMove(start, "hello")), QStringLiteral("\"hello\" is not a move"));
    QCOMPARE(moveInputErrorText(start, "Nd4", readMove(start, "Nd4")),
             QStringLiteral("\"Nd4\": no such piece can go there"));
    QCOMPARE(moveInputErrorText(start, "Bc4", readMove(start, "Bc4")),
             QStringLiteral("\"Bc4\" is not allowed. The bishop on f1 cannot go to c4: the pawn on e2 is in the way."));
    // A typed move carries the squares it resolved to, for the sentence.
    const MoveInput blocked = readMove(start, "Bc4");
    QCOMPARE(blocked.from, sq::f1);
    QCOMPARE(blocked.to, parseSquare("c4"));
    const Position knights = testPosition("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
    QCOMPARE(moveInputErrorText(knights, "Nf3", readMove(knights, "Nf3")),
             QStringLiteral("\"Nf3\" is ambiguous: it could be N1f3, N5f3"));
    QVERIFY(moveInputErrorText(start, "e4", readMove(start, "e4")).isEmpty());
}

static const QString AfterE4E5 = QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
static const QString KingOnly = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
// Both the king (e2) and the knight (g1) can go to f3.
static const QString KingOrKnight = QStringLiteral("4k3/8/8/8/8/8/4K3/6N1 w - - 0 1");
static const QString RuyLopez = QStringLiteral("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");

// Cyrillic а с е (files) and о О (castling) are read as the Latin letters they look like, in
// every notation and without one.
void TestMoveInput::cyrillicLookAlikes_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("uci");
    QTest::newRow("Кс3: Cyrillic с") << Start << "Кс3"
                                     << "b1c3";
    QTest::newRow("Фd1—е2: Cyrillic е") << AfterE4E5 << "Фd1—е2"
                                        << "d1e2";
    QTest::newRow("Кре2: Cyrillic е after Кр") << AfterE4E5 << "Кре2"
                                               << "e1e2";
    QTest::newRow("а3: Cyrillic а") << Start << "а3"
                                    << "a2a3";
    QTest::newRow("с4: Cyrillic с") << Start << "с4"
                                    << "c2c4";
    QTest::newRow("е2—е4: Cyrillic е twice") << Start << "е2—е4"
                                             << "e2e4";
    QTest::newRow("Nа3: Cyrillic а after a Latin piece") << Start << "Nа3"
                                                         << "b1a3";
    QTest::newRow("о-о: Cyrillic о") << Castling << "о-о"
                                     << "e1g1";
    QTest::newRow("О–О–О: Cyrillic О") << Castling << "О–О–О"
                                       << "e1c1";
    QTest::newRow("сc4: Cyrillic с is the file c, as c is") << AfterE4E5 << "сc4"
                                                            << "c2c4";
    QTest::newRow("сb5: the bishop") << AfterE4E5 << "сb5"
                                     << "f1b5";
}

void TestMoveInput::cyrillicLookAlikes()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, uci);
    const Position position = testPosition(fen.toStdString());
    for (const NotationLanguage language : {NotationLanguage::English, NotationLanguage::Russian,
                                            NotationLanguage::Spanish, NotationLanguage::Portuguese}) {
        const MoveInput input = readMove(position, text.toStdString(), notationStyle(language, NotationForm::Short));
        QCOMPARE(input.error, MoveInputError::None);
        QCOMPARE(QString::fromStdString(uciText(input.move)), uci);
        QCOMPARE(input.latinPiece, '\0');
    }
    QCOMPARE(QString::fromStdString(uciText(readMove(position, text.toStdString()).move)), uci);
}

// In a Russian-letter style the Latin K, C and Kp are the Russian К, С and Кр; a lone K or C that
// names no move that way is read as typed (the English king, the Spanish knight), and says so.
void TestMoveInput::latinLookAlikesInRussian_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<char>("latinPiece");
    QTest::addColumn<bool>("readAsTyped");
    QTest::addColumn<bool>("otherReading");
    QTest::newRow("Kf3: the Russian knight") << Start << "Kf3"
                                             << "g1f3" << 'K' << false << false;
    QTest::newRow("Kg1—f3, long") << Start << "Kg1—f3"
                                  << "g1f3" << 'K' << false << false;
    QTest::newRow("kf3, lower case") << Start << "kf3"
                                     << "g1f3" << 'K' << false << false;
    QTest::newRow("Kpe2: Latin Кр") << AfterE4E5 << "Kpe2"
                                    << "e1e2" << '\0' << false << false;
    QTest::newRow("Kре2: Latin K, Cyrillic р") << AfterE4E5 << "Kре2"
                                               << "e1e2" << '\0' << false << false;
    QTest::newRow("Кpe2: Cyrillic К, Latin p") << AfterE4E5 << "Кpe2"
                                               << "e1e2" << '\0' << false << false;
    QTest::newRow("KPe2: capitals") << AfterE4E5 << "KPe2"
                                    << "e1e2" << '\0' << false << false;
    QTest::newRow("C:c6: the Russian bishop") << RuyLopez << "C:c6"
                                              << "b5c6" << 'C' << false << false;
    QTest::newRow("Cc4: the Russian bishop") << AfterE4E5 << "Cc4"
                                             << "f1c4" << 'C' << false << false;
    QTest::newRow("Kf2: no knight, so the English king") << KingOnly << "Kf2"
                                                         << "e1f2" << 'K' << true << false;
    QTest::newRow("Cc3: no bishop, so the Spanish knight") << Start << "Cc3"
                                                           << "b1c3" << 'C' << true << false;
    QTest::newRow("Kf3: the knight, though the king could go") << KingOrKnight << "Kf3"
                                                               << "g1f3" << 'K' << false << true;
    QTest::newRow("e8=K: the knight") << Promotion << "e8=K"
                                      << "e7e8n" << 'K' << false << false;
}

void TestMoveInput::latinLookAlikesInRussian()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, uci);
    QFETCH(char, latinPiece);
    QFETCH(bool, readAsTyped);
    QFETCH(bool, otherReading);
    const Position position = testPosition(fen.toStdString());
    for (const NotationForm form : {NotationForm::Short, NotationForm::Long}) {
        const MoveInput input = readMove(position, text.toStdString(), notationStyle(NotationLanguage::Russian, form));
        QCOMPARE(input.error, MoveInputError::None);
        QCOMPARE(QString::fromStdString(uciText(input.move)), uci);
        QCOMPARE(input.latinPiece, latinPiece);
        QCOMPARE(input.readAsTyped, readAsTyped);
        QCOMPARE(input.otherReading, otherReading);
    }
    // Elsewhere K is the English king and C the Spanish knight, as before.
    const Position kingOrKnight = testPosition(KingOrKnight.toStdString());
    QCOMPARE(QString::fromStdString(uciText(
                 readMove(kingOrKnight, "Kf3", notationStyle(NotationLanguage::English, NotationForm::Short)).move)),
             QStringLiteral("e2f3"));
    QCOMPARE(QString::fromStdString(uciText(readMove(testPosition(Start.toStdString()), "Cc3",
                                                     notationStyle(NotationLanguage::Spanish, NotationForm::Short))
                                                .move)),
             QStringLiteral("b1c3"));
}

// Which alphabet a look-alike was read in is said whenever it matters, and only then.
void TestMoveInput::lookAlikeSentences()
{
    const NotationStyle russian = notationStyle(NotationLanguage::Russian, NotationForm::Short);
    const Position start;
    QVERIFY(lookAlikeText(readMove(start, "Kf3", russian)).isEmpty());
    QVERIFY(lookAlikeText(readMove(start, "Кс3")).isEmpty());
    const Position kingOnly = testPosition(KingOnly.toStdString());
    QCOMPARE(lookAlikeText(readMove(kingOnly, "Kf2", russian)),
             QStringLiteral("The Latin K was read as the English king: in Russian notation the king is Кр and the "
                            "knight is the Cyrillic К."));
    const Position kingOrKnight = testPosition(KingOrKnight.toStdString());
    QCOMPARE(
        lookAlikeText(readMove(kingOrKnight, "Kf3", russian)),
        QStringLiteral("The Latin K was read as the Russian knight К: the English king is Кр in Russian notation."));
    QCOMPARE(lookAlikeText(readMove(start, "Cc3", russian)),
             QStringLiteral("The Latin C was read as the Spanish and Portuguese knight: in Russian notation the bishop "
                            "is the Cyrillic С and the knight К."));
    // A failure says how the letter was read, after the reason.
    QCOMPARE(moveInputErrorText(start, "Cd4", readMove(start, "Cd4", russian)),
             QStringLiteral("\"Cd4\": no such piece can go there. The Latin C was read as the Russian bishop С."));
}

// Written moves are resolved from the attacks on the square they name; the legal move list is the
// oracle. In positions of random games (pins, checks, promotions, en passant come up) and of the
// perft suite's hard ones, for every piece letter and square, with and without disambiguation:
// one legal move of that piece there reads as it, several as ambiguous, none as an error.
void TestMoveInput::sanMatchesTheLegalMoves()
{
    std::vector<Position> positions;
    for (const char *fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                            "4k3/8/8/1q6/8/3N1N2/8/4K3 w - - 0 1", "4k3/4r3/8/8/8/2N1N3/4N3/4K3 w - - 0 1"})
        positions.push_back(testPosition(fen));
    std::uint32_t seed = 12345;
    for (int game = 0; game < 40; ++game) {
        Position p;
        for (int ply = 0; ply < 80; ++ply) {
            const MoveList legal = p.legalMoves();
            if (legal.size() == 0)
                break;
            positions.push_back(p);
            seed = seed * 1664525u + 1013904223u;
            p.play(legal[static_cast<int>((seed >> 8) % static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    const char *letters[] = {"", "N", "B", "R", "Q", "K"};
    for (const Position &p : positions) {
        for (const Move m : p.legalMoves())
            QCOMPARE(readMove(p, sanText(p, m)).move, m);
        for (int t = 0; t < 6; ++t) {
            const auto type = static_cast<PieceType>(index(PieceType::Pawn) + t);
            for (int s = 0; s < 64; ++s) {
                const auto to = static_cast<Square>(s);
                const bool promotes = type == PieceType::Pawn && relativeRank(p.sideToMove(), to) == 7;
                std::vector<Move> fits;
                for (const Move m : p.legalMovesTo(to))
                    if (typeOf(p.pieceAt(m.from())) == type && (!promotes || m.promotion() == PieceType::Queen))
                        fits.push_back(m);
                // Without a rook to go there, R may be the king (Spanish, Portuguese).
                if (type == PieceType::Rook && fits.empty())
                    continue;
                const std::string square = squareName(to) + (promotes ? "=Q" : "");
                auto expect = [&](const std::string &text, auto keep) {
                    std::vector<Move> kept;
                    std::copy_if(fits.begin(), fits.end(), std::back_inserter(kept), keep);
                    const MoveInput input = readMove(p, text);
                    const QByteArray where = QByteArray::fromStdString(p.fen() + " " + text);
                    if (kept.size() == 1)
                        QVERIFY2(input.error == MoveInputError::None && input.move == kept[0], where);
                    else if (kept.size() > 1)
                        QVERIFY2(input.error == MoveInputError::Ambiguous, where);
                    else
                        QVERIFY2(input.error != MoveInputError::None, where);
                };
                expect(letters[t] + square, [](Move) { return true; });
                for (const Move m : fits) {
                    const std::string from = squareName(m.from());
                    const std::string x = p.isCapture(m) ? "x" : "";
                    expect(letters[t] + from.substr(0, 1) + x + square,
                           [&](Move f) { return fileOf(f.from()) == fileOf(m.from()); });
                    if (type != PieceType::Pawn) {
                        expect(letters[t] + from.substr(1) + x + square,
                               [&](Move f) { return rankOf(f.from()) == rankOf(m.from()); });
                        expect(letters[t] + from + x + square, [&](Move f) { return f.from() == m.from(); });
                    }
                }
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestMoveInput)
#include "tst_moveinput.moc"
