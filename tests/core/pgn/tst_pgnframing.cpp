// SPDX-License-Identifier: GPL-3.0-or-later
// An index and a full read cut a file into the same games: for every test file (the malformed
// ones too) and for all of them one after the other, the games PgnFile's index and Mode::Tags give
// begin, end and stand on the lines where a full read finds them.
#include "tests/core/pgntesthelpers.h"

#include "core/pgn/pgnfile.h"

#include <QTest>

using namespace ferz;
using namespace ferz::test;

namespace {

struct Place {
    std::int64_t begin, end, line;
    bool operator==(const Place &) const = default;
};

QString describe(const std::vector<Place> &places)
{
    QStringList out;
    for (const Place &p : places)
        out << QStringLiteral("%1-%2@%3").arg(p.begin).arg(p.end).arg(p.line);
    return out.join(' ');
}

std::vector<Place> placesOf(QIODevice *device, PgnReader::Mode mode)
{
    device->seek(0);
    std::vector<Place> places;
    PgnReader reader(device);
    PgnGame game;
    while (reader.readGame(game, mode))
        places.push_back({game.begin, game.end, game.line});
    return places;
}

} // namespace

class TestPgnFraming : public QObject {
    Q_OBJECT

private slots:
    void indexFindsTheGamesOfAFullRead_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &name : pgnFiles())
            QTest::newRow(qPrintable(name)) << name;
    }

    void indexFindsTheGamesOfAFullRead()
    {
        QFETCH(QString, file);
        const QString path = pgnDataFolder() + "/" + file;
        std::vector<Place> read;
        bool unreadable = false;
        for (const PgnGame &game : readFile(path)) {
            read.push_back({game.begin, game.end, game.line});
            unreadable =
                unreadable || (!game.errors.empty() && game.errors.front().kind == PgnError::Kind::UnreadableEncoding);
        }
        PgnFile index;
        // A file in UTF-16 or UTF-32 has no index: its full read is the one error that says so.
        QCOMPARE(index.open(path), !unreadable);
        if (unreadable)
            return;
        std::vector<Place> indexed;
        for (int i = 0; i < index.count(); ++i)
            indexed.push_back({index.entry(i).begin, index.entry(i).end, index.entry(i).line});
        QCOMPARE(describe(indexed), describe(read));
    }

    void tagsModeFindsTheGamesOfAFullRead()
    {
        QByteArray all = allTestFiles();
        QBuffer buffer(&all);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const std::vector<Place> read = placesOf(&buffer, PgnReader::Mode::Full);
        QVERIFY(read.size() > 100);
        QCOMPARE(describe(placesOf(&buffer, PgnReader::Mode::Tags)), describe(read));
    }
};

QTEST_GUILESS_MAIN(TestPgnFraming)
#include "tst_pgnframing.moc"
