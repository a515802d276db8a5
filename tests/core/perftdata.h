// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the perft suites in tests/data/perft: perftsuite.epd ("FEN ;D1 n ;D2 n ...") and
// tricky.perft (blocks of "id", "epd" and "perft DEPTH NODES" lines).
#pragma once

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
};

inline QString withCounters(QString fen)
{
    fen = fen.simplified();
    if (fen.count(QLatin1Char(' ')) == 3)
        fen += QLatin1String(" 0 1");
    return fen;
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
    QFile tricky(QStringLiteral(FERZ_TEST_DATA "/perft/tricky.perft"));
    if (tricky.open(QIODevice::ReadOnly | QIODevice::Text)) {
        while (!tricky.atEnd()) {
            const QString text = QString::fromUtf8(tricky.readLine()).trimmed();
            if (text.startsWith(QLatin1String("id ")))
                cases.append(PerftCase {text.mid(3), {}, {}});
            else if (text.startsWith(QLatin1String("epd ")) && !cases.isEmpty())
                cases.last().fen = withCounters(text.mid(4));
            else if (text.startsWith(QLatin1String("perft ")) && !cases.isEmpty()) {
                const QStringList dn = text.split(QLatin1Char(' '));
                cases.last().counts.append({dn[1].toInt(), dn[2].toULongLong()});
            }
        }
    }
    return cases;
}
