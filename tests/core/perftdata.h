// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the perft suites in tests/data/perft: perftsuite.epd ("FEN ;D1 n ;D2 n ..."), and
// tricky.perft and chess960.perft (blocks of "id", "epd" and "perft DEPTH NODES" lines).
#pragma once

#include "core/rules/types.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <utility>

struct PerftCase {
    QString id;
    QString fen; // always six fields: EPD records get "0 1" as counters
    QList<std::pair<int, std::uint64_t>> counts; // depth, nodes
    bool chess960 = false; // read by the rules of Chess960

    ferz::Variant variant() const { return chess960 ? ferz::Variant::Chess960 : ferz::Variant::Standard; }
};

inline QString withCounters(QString fen)
{
    fen = fen.simplified();
    if (fen.count(QLatin1Char(' ')) == 3)
        fen += QLatin1String(" 0 1");
    return fen;
}

// tricky.perft's Chess960 records: the X-FEN ones, and one whose counts include castling of a king
// standing on h8 with the rook on a8 (standard chess refuses that right).
inline bool isTrickyChess960(const QString &id)
{
    return id.startsWith(QLatin1String("xfen-")) || id == QLatin1String("asymmetrical-and-king-on-h");
}

// The blocks of a .perft file; ids are prefixed with `prefix`.
inline void readPerftBlocks(const QString &path, const QString &prefix, bool chess960, QList<PerftCase> &cases)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return;
    while (!file.atEnd()) {
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (text.startsWith(QLatin1String("id "))) {
            const QString id = text.mid(3);
            cases.append(PerftCase {prefix + id, {}, {}, chess960 || isTrickyChess960(id)});
        } else if (text.startsWith(QLatin1String("epd ")) && !cases.isEmpty()) {
            cases.last().fen = withCounters(text.mid(4));
        } else if (text.startsWith(QLatin1String("perft ")) && !cases.isEmpty()) {
            const QStringList dn = text.split(QLatin1Char(' '));
            cases.last().counts.append({dn[1].toInt(), dn[2].toULongLong()});
        }
    }
}

inline QList<PerftCase> readPerftCases()
{
    QList<PerftCase> cases;
    QFile suite(QStringLiteral(FERZ_TEST_DATA "/perft/perftsuite.epd"));
    if (suite.open(QIODevice::ReadOnly | QIODevice::Text)) {
        int line = 0;
        while (!suite.atEnd()) {
            const QString text = QString::fromUtf8(suite.readLine()).trimmed();
            ++line;
            if (text.isEmpty())
                continue;
            const QStringList parts = text.split(QLatin1Char(';'));
            PerftCase c {QStringLiteral("perftsuite-%1").arg(line), withCounters(parts[0]), {}};
            for (qsizetype i = 1; i < parts.size(); ++i) {
                const QStringList dn = parts[i].trimmed().split(QLatin1Char(' '));
                c.counts.append({dn[0].mid(1).toInt(), dn[1].toULongLong()});
            }
            cases.append(c);
        }
    }
    readPerftBlocks(QStringLiteral(FERZ_TEST_DATA "/perft/tricky.perft"), QString(), false, cases);
    readPerftBlocks(QStringLiteral(FERZ_TEST_DATA "/perft/chess960.perft"), QStringLiteral("chess960-"), true, cases);
    return cases;
}
