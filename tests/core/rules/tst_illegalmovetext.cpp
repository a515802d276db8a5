// SPDX-License-Identifier: GPL-3.0-or-later
// Every reason the core gives for an illegal move becomes a sentence in each language, with the
// real .qm translations loaded, naming the squares involved; Russian inflects the piece names
// (the touched piece in the accusative, the attacker in the instrumental), Portuguese contracts
// "por a" into "pela", and a word that agrees with the piece agrees with it.
#include "core/rules/illegalmovetext.h"
#include "core/rules/squarename.h"
#include "tests/core/testposition.h"
#include "translations/languages.h"

#include <QCoreApplication>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::IllegalReason)
Q_DECLARE_METATYPE(ferz::Variant)

namespace {

Square square(const char *name)
{
    return parseSquare(name);
}

// Installs a language's translation for the life of the object.
class Language {
public:
    explicit Language(const QString &code)
    {
        if (code != QLatin1String("en")) {
            loaded = loadFerzTranslation(m_translator, code);
            QCoreApplication::installTranslator(&m_translator);
        }
    }
    ~Language() { QCoreApplication::removeTranslator(&m_translator); }
    bool loaded = true;

private:
    QTranslator m_translator;
};

} // namespace

class TestIllegalMoveText : public QObject {
    Q_OBJECT

private slots:
    void everyReason_data();
    void everyReason();
    void russianInflectsPieces();
    void wordsAgreeWithThePiece_data();
    void wordsAgreeWithThePiece();
};

void TestIllegalMoveText::everyReason_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("promotion");
    QTest::addColumn<IllegalReason>("reason");
    QTest::addColumn<QStringList>("squares"); // the squares the sentence must name
    QTest::addColumn<Variant>("variant");
    const QString start = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    using R = IllegalReason;
    struct Row {
        const char *name;
        QString fen;
        const char *from, *to;
        PieceType promotion;
        R reason;
        QStringList squares;
        Variant variant = Variant::Standard;
    };
    const Row rows[] = {
        {"NoPiece", start, "e3", "e4", PieceType::None, R::NoPiece, {"e3"}},
        {"NotYourTurn", start, "e7", "e5", PieceType::None, R::NotYourTurn, {"e7"}},
        {"SameSquare", start, "e2", "e2", PieceType::None, R::SameSquare, {"e2"}},
        {"OwnPieceOnTarget", start, "d1", "d2", PieceType::None, R::OwnPieceOnTarget, {"d2"}},
        {"WrongPattern", start, "g1", "g3", PieceType::None, R::WrongPattern, {"g1", "g3"}},
        {"PawnMovesForward",
         "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1",
         "e2",
         "e3",
         PieceType::None,
         R::PawnMovesForward,
         {"e2", "e3"}},
        {"PawnCapturesDiagonally", start, "e2", "d3", PieceType::None, R::PawnCapturesDiagonally, {"e2", "d3"}},
        {"PawnDoubleStepOnlyFromStart",
         "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1",
         "e3",
         "e5",
         PieceType::None,
         R::PawnDoubleStepOnlyFromStart,
         {"e3"}},
        {"PathBlocked", start, "f1", "c4", PieceType::None, R::PathBlocked, {"f1", "c4", "e2"}},
        {"EnPassantNotAvailable",
         "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
         "e5",
         "d6",
         PieceType::None,
         R::EnPassantNotAvailable,
         {"d5"}},
        {"PromotionRequired",
         "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
         "a7",
         "a8",
         PieceType::None,
         R::PromotionRequired,
         {"a7", "a8"}},
        {"BadPromotionPiece", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7", "a8", PieceType::King, R::BadPromotionPiece, {}},
        {"KingNextToKing",
         "8/8/8/4k3/8/4K3/8/8 w - - 0 1",
         "e3",
         "e4",
         PieceType::None,
         R::KingNextToKing,
         {"e4", "e5"}},
        {"KingWouldBeInCheck",
         "3rk3/8/8/8/8/8/8/4K3 w - - 0 1",
         "e1",
         "d1",
         PieceType::None,
         R::KingWouldBeInCheck,
         {"d1", "d8"}},
        {"PinnedPiece", "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "c3", PieceType::None, R::PinnedPiece, {"e8"}},
        {"InCheck", "4k3/p7/8/1B6/8/8/8/4K3 b - - 0 1", "a7", "a6", PieceType::None, R::InCheck, {"b5"}},
        {"EnPassantExposesKing",
         "7k/8/8/K2pP2r/8/8/8/8 w - d6 0 1",
         "e5",
         "d6",
         PieceType::None,
         R::EnPassantExposesKing,
         {"h5"}},
        {"CastlingKingMoved",
         "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
         "e1",
         "g1",
         PieceType::None,
         R::CastlingKingMoved,
         {}},
        {"CastlingRookMoved", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1", "g1", PieceType::None, R::CastlingRookMoved, {}},
        {"CastlingInCheck",
         "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
         "e1",
         "g1",
         PieceType::None,
         R::CastlingInCheck,
         {"e8"}},
        {"CastlingPiecesBetween",
         "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1",
         "e1",
         "g1",
         PieceType::None,
         R::CastlingPiecesBetween,
         {"f1"}},
        {"CastlingThroughAttack",
         "1r2k3/8/8/8/2b5/8/P1P2PPP/R3K2R w KQ - 0 1",
         "e1",
         "g1",
         PieceType::None,
         R::CastlingThroughAttack,
         {"f1", "c4"}},
        {"CastlingIntoAttack",
         "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
         "e1",
         "g1",
         PieceType::None,
         R::CastlingIntoAttack,
         {"g1", "g8"}},
        // Chess960: the king on b1 castles queenside onto its rook on a1, and would go to c1 and
        // the rook to d1, where a knight stands.
        {"CastlingSquareTaken",
         "4k3/8/8/8/8/8/8/RK1N4 w Q - 0 1",
         "b1",
         "a1",
         PieceType::None,
         R::CastlingSquareTaken,
         {"c1", "d1"},
         Variant::Chess960},
        {"CastlingOtherRook",
         "4k3/8/8/8/8/8/8/3K1R1R w K - 0 1",
         "d1",
         "f1",
         PieceType::None,
         R::CastlingOtherRook,
         {"h1"},
         Variant::Chess960},
    };
    // Every reason but None (the legal move) has its row; CastlingOtherRook is the last one.
    QSet<R> covered;
    for (const Row &row : rows)
        covered.insert(row.reason);
    QCOMPARE(covered.size(), static_cast<int>(R::CastlingOtherRook));
    QVERIFY(!covered.contains(R::None));
    for (const QString &language : languageCodes())
        for (const Row &row : rows)
            QTest::addRow("%s %s", qPrintable(language), row.name)
                << row.fen << QString::fromLatin1(row.from) << QString::fromLatin1(row.to) << int(row.promotion)
                << row.reason << row.squares << row.variant;
}

void TestIllegalMoveText::everyReason()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, promotion);
    QFETCH(IllegalReason, reason);
    QFETCH(QStringList, squares);
    QFETCH(Variant, variant);
    const Position position = testPosition(fen.toStdString(), variant);
    const Square f = square(from.toLatin1().constData()), t = square(to.toLatin1().constData());
    const MoveCheck check = checkMove(position, f, t, static_cast<PieceType>(promotion));
    QCOMPARE(check.reason, reason);
    const QString english = illegalMoveText(position, f, t, check);
    const QString language = QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(' '), 0, 0);
    Language installed(language);
    QVERIFY(installed.loaded);
    const QString text = illegalMoveText(position, f, t, check);
    QVERIFY2(text.size() > 20, qPrintable(text));
    QVERIFY2(text.endsWith(QLatin1Char('.')), qPrintable(text));
    QVERIFY2(text[0].isUpper(), qPrintable(text));
    for (const QString &s : squares)
        QVERIFY2(text.contains(s), qPrintable(text + QStringLiteral(" lacks ") + s));
    if (language != QLatin1String("en"))
        QVERIFY2(text != english, qPrintable(text));
}

void TestIllegalMoveText::russianInflectsPieces()
{
    Language russian(QStringLiteral("ru"));
    const Position pinned = testPosition("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    QCOMPARE(illegalMoveText(pinned, square("e2"), square("c3"), checkMove(pinned, square("e2"), square("c3"))),
             QStringLiteral("Этот конь связан: если он сойдёт с линии, ваш король окажется под ударом ладьи на e8."));
    const Position rook = testPosition("4k3/8/7b/8/8/8/3R4/2K5 w - - 0 1");
    QCOMPARE(illegalMoveText(rook, square("d2"), square("d5"), checkMove(rook, square("d2"), square("d5"))),
             QStringLiteral("Эта ладья связана: если она сойдёт с линии, ваш король окажется под ударом слона на h6."));
    const Position castling = testPosition("1r2k3/8/8/8/2b5/8/P1P2PPP/R3K2R w KQ - 0 1");
    QCOMPARE(illegalMoveText(castling, square("e1"), square("g1"), checkMove(castling, square("e1"), square("g1"))),
             QStringLiteral("Рокировка невозможна: король прошёл бы через поле f1, атакованное слоном на c4."));
    QCOMPARE(pieceOnSquare(castling, square("c4"), GrammaticalCase::Genitive), QStringLiteral("слона на c4"));
}

void TestIllegalMoveText::wordsAgreeWithThePiece_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("touched"); // empty: the move's own sentence, else touch-move's
    QTest::addColumn<QString>("text");
    const char *castling = "1r2k3/8/8/8/2b5/8/P1P2PPP/R3K2R w KQ - 0 1";
    const char *own = "4k3/8/3P4/8/3R4/8/8/3QK3 w - - 0 1";
    QTest::newRow("ru touched rook")
        << "ru" << castling << "e1"
        << "d1"
        << "h1"
        << "Правило «тронул — ходи»: вы тронули ладью на h1, поэтому ходить нужно тронутой фигурой.";
    QTest::newRow("ru touched pawn")
        << "ru" << castling << "e1"
        << "d1"
        << "a2"
        << "Правило «тронул — ходи»: вы тронули пешку на a2, поэтому ходить нужно тронутой фигурой.";
    QTest::newRow("pt attacked by the bishop")
        << "pt" << castling << "e1"
        << "g1"
        << ""
        << "Você não pode fazer o roque: o rei passaria por f1, casa atacada pelo bispo em c4.";
    QTest::newRow("pt attacked by the rook")
        << "pt"
        << "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"
        << "e1"
        << "g1"
        << ""
        << "Você não pode fazer o roque: o rei pararia em g1, casa atacada pela torre em g8.";
    QTest::newRow("pt own pawn is his") << "pt" << own << "d4"
                                        << "d6"
                                        << ""
                                        << "Você não pode capturar uma peça sua: o peão em d6 é seu.";
    QTest::newRow("pt own rook is hers") << "pt" << own << "d1"
                                         << "d4"
                                         << ""
                                         << "Você não pode capturar uma peça sua: a torre em d4 é sua.";
    QTest::newRow("es own rook is hers") << "es" << own << "d1"
                                         << "d4"
                                         << ""
                                         << "No puedes capturar tus propias piezas: la torre de d4 es tuya.";
    QTest::newRow("ru own rook") << "ru" << own << "d1"
                                 << "d4"
                                 << ""
                                 << "Свои фигуры и пешки бить нельзя: ладья на d4 — ваша.";
}

void TestIllegalMoveText::wordsAgreeWithThePiece()
{
    QFETCH(QString, language);
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, touched);
    QFETCH(QString, text);
    Language installed(language);
    QVERIFY(installed.loaded);
    const Position position = testPosition(fen.toStdString());
    const Square f = square(from.toLatin1().constData()), t = square(to.toLatin1().constData());
    if (!touched.isEmpty())
        QCOMPARE(touchMoveText(position, square(touched.toLatin1().constData())), text);
    else
        QCOMPARE(illegalMoveText(position, f, t, checkMove(position, f, t)), text);
}

QTEST_GUILESS_MAIN(TestIllegalMoveText)
#include "tst_illegalmovetext.moc"
