// SPDX-License-Identifier: GPL-3.0-or-later
// PGN SAN (sanText) against hand-checked expectations and against the rampart suite, which lists
// every legal move of its positions with the SAN and the position it leads to.
#include "core/engine/uci.h"
#include "core/notation/san.h"
#include "tests/core/testposition.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace ferz;

class TestSan : public QObject {
    Q_OBJECT

private slots:
    void handChecked_data();
    void handChecked();
    void rampart_data();
    void rampart();
};

void TestSan::handChecked_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");
    const QString start = QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());
    QTest::newRow("pawn") << start << "e2e4"
                          << "e4";
    QTest::newRow("knight") << start << "g1f3"
                            << "Nf3";
    const QString queens = "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1";
    QTest::newRow("three queens: both") << queens << "a1b2"
                                        << "Qa1b2";
    QTest::newRow("three queens: rank") << queens << "a3b2"
                                        << "Q3b2";
    QTest::newRow("three queens: file") << queens << "c1b2"
                                        << "Qcb2";
    QTest::newRow("three queens: alone") << queens << "a3b4"
                                         << "Qb4";
    const QString knights = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
    QTest::newRow("knights on a file: lower") << knights << "g1f3"
                                              << "N1f3";
    QTest::newRow("knights on a file: upper") << knights << "g5f3"
                                              << "N5f3";
    QTest::newRow("knights on a file: alone") << knights << "g5e6"
                                              << "Ne6";
    const QString rooks = "4k3/8/8/8/8/4K3/8/R6R w - - 0 1";
    QTest::newRow("rooks on a rank: a") << rooks << "a1d1"
                                        << "Rad1";
    QTest::newRow("rooks on a rank: h") << rooks << "h1d1"
                                        << "Rhd1";
    QTest::newRow("rooks on a rank: capture") << "4k3/8/8/8/8/4K3/8/R2n3R w - - 0 1"
                                              << "h1d1"
                                              << "Rhxd1";
    // The rook on e8 pins the knight on e2, so the knight on b5 needs no disambiguation.
    QTest::newRow("pinned rival") << "4r1k1/8/8/1N6/8/8/4N3/4K3 w - - 0 1"
                                  << "b5c3"
                                  << "Nc3";
    const QString promotion = "3r3k/4Pppp/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("promotion, capture, mate") << promotion << "e7d8q"
                                              << "exd8=Q#";
    QTest::newRow("promotion, check") << promotion << "e7e8r"
                                      << "e8=R+";
    QTest::newRow("under-promotion, capture") << promotion << "e7d8n"
                                              << "exd8=N";
    QTest::newRow("under-promotion, check") << promotion << "e7d8b"
                                            << "exd8=B";
    const QString castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("castling king side") << castling << "e1g1"
                                        << "O-O";
    QTest::newRow("castling queen side") << castling << "e1c1"
                                         << "O-O-O";
    QTest::newRow("castling with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                         << "e1g1"
                                         << "O-O+";
    QTest::newRow("check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                           << "a1a8"
                           << "Ra8+";
    QTest::newRow("double check") << "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1"
                                  << "e4d6"
                                  << "Nd6+";
    QTest::newRow("mate") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                          << "d8h4"
                          << "Qh4#";
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                << "e5d6"
                                << "exd6";
    QTest::newRow("king capture") << "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"
                                  << "e1d2"
                                  << "Kxd2";
}

void TestSan::handChecked()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);
    const Position position = testPosition(fen.toStdString());
    const Move move = parseUci(position, uci.toStdString());
    QVERIFY2(!move.isNull(), qPrintable(uci));
    QCOMPARE(QString::fromStdString(sanText(position, move)), san);
}

void TestSan::rampart_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("sans");
    QTest::addColumn<QStringList>("fens");
    int files = 0;
    for (const char *name : {"standard", "pawns", "castling", "promotions", "checkmates", "stalemates"}) {
        QFile file(QStringLiteral(FERZ_TEST_DATA "/san/rampart/%1.json").arg(QLatin1String(name)));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        ++files;
        const QJsonArray cases = QJsonDocument::fromJson(file.readAll()).object().value("testCases").toArray();
        QVERIFY(!cases.isEmpty());
        int i = 0;
        for (const QJsonValue &c : cases) {
            QStringList sans, fens;
            for (const QJsonValue &e : c.toObject().value("expected").toArray()) {
                sans << e.toObject().value("move").toString();
                fens << e.toObject().value("fen").toString();
            }
            QTest::addRow("%s-%d", name, ++i)
                << c.toObject().value("start").toObject().value("fen").toString() << sans << fens;
        }
    }
    QCOMPARE(files, 6);
}

// The SAN of every legal move is the expected one, and the moves are exactly the expected ones.
void TestSan::rampart()
{
    QFETCH(QString, fen);
    QFETCH(QStringList, sans);
    QFETCH(QStringList, fens);
    const Position position = testPosition(fen.toStdString());
    QStringList written;
    for (Move m : position.legalMoves()) {
        const QString san = QString::fromStdString(sanText(position, m));
        written << san;
        const qsizetype i = sans.indexOf(san);
        QVERIFY2(i >= 0, qPrintable(san + " is not expected"));
        // Compared as positions: rampart keeps en passant squares that no capture can use.
        QVERIFY2(position.after(m) == testPosition(fens[i].toStdString()), qPrintable(san));
    }
    written.sort();
    sans.sort();
    QCOMPARE(written, sans);
}

QTEST_GUILESS_MAIN(TestSan)
#include "tst_san.moc"
