// SPDX-License-Identifier: GPL-3.0-or-later
// Build tool: compiles lichess's chess-openings set (a.tsv … e.tsv) into the table the program
// reads from its resources (openingtable.h).
//   openingtable OUTPUT [FILE.tsv …]
// With no file the table is empty (a build without the set names no openings). Exits with 1 when
// a line of the set cannot be played: the set and the rules must agree on every line.
#include "core/openings/openingtable.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: openingtable OUTPUT [FILE.tsv …]\n");
        return 2;
    }
    ferz::OpeningTable table;
    QStringList problems;
    for (int i = 2; i < argc; ++i) {
        QFile file(QString::fromLocal8Bit(argv[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "openingtable: %s: %s\n", argv[i], qPrintable(file.errorString()));
            return 2;
        }
        table.addLines(file.readAll().toStdString(), QFileInfo(file).fileName(), problems);
    }
    for (const QString &problem : problems)
        std::fprintf(stderr, "openingtable: %s\n", qPrintable(problem));
    const QByteArray bytes = table.write();
    QFile out(QString::fromLocal8Bit(argv[1]));
    if (out.open(QIODevice::ReadOnly) && out.readAll() == bytes) // unchanged: no rebuild of what embeds it
        return problems.isEmpty() ? 0 : 1;
    out.close();
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "openingtable: cannot write %s\n", argv[1]);
        return 2;
    }
    return problems.isEmpty() ? 0 : 1;
}
