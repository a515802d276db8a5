// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN reader against crafted and broken input: tokens and games beyond their limits, endless
// input, NUL bytes, UTF-16 and UTF-32 files, and deep nesting. Each error is located and the next
// game is read; memory stays flat. Big inputs are generated here, never stored.
#include "tests/core/pgntesthelpers.h"

#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnmessage.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

using namespace ferz;
using namespace ferz::test;

Q_DECLARE_METATYPE(ferz::UnreadableEncoding)

namespace {

constexpr qint64 MiB = 1 << 20;

// `size` bytes of a repeated pattern between a head and a tail, made as they are read, so that
// the test itself holds none of it.
class GeneratedDevice : public QIODevice {
public:
    GeneratedDevice(QByteArray head, QByteArray pattern, qint64 size, QByteArray tail)
        : m_head(std::move(head)), m_pattern(std::move(pattern)), m_size(size), m_tail(std::move(tail))
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        qint64 n = 0;
        while (n < maxSize && m_at < total()) {
            const qint64 bodyEnd = m_head.size() + m_size;
            if (m_at < m_head.size())
                data[n] = m_head[m_at];
            else if (m_at < bodyEnd)
                data[n] = m_pattern[(m_at - m_head.size()) % m_pattern.size()];
            else
                data[n] = m_tail[m_at - bodyEnd];
            ++n;
            ++m_at;
        }
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    qint64 total() const { return m_head.size() + m_size + m_tail.size(); }

    QByteArray m_head, m_pattern;
    qint64 m_size;
    QByteArray m_tail;
    qint64 m_at = 0;
};

std::vector<PgnGame> readGenerated(const QByteArray &head, const QByteArray &pattern, qint64 size,
                                   const QByteArray &tail)
{
    GeneratedDevice device(head, pattern, size, tail);
    return readAll(&device);
}

// The peak resident memory of this process so far.
qint64 peakMemory()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<qint64>(usage.ru_maxrss) * 1024;
}

const QByteArray NextGame = "\n\n[Event \"next\"]\n\n1. d4 d5 *\n";

// The game after the one under test is read whole and without error.
bool nextGameIsRead(const std::vector<PgnGame> &games)
{
    return games.size() == 2 && games[1].tree.tag("Event") == "next" && games[1].errors.empty() && games[1].plies == 2;
}

} // namespace

class TestPgnHostile : public QObject {
    Q_OBJECT

private slots:
    // First: it measures the growth of the peak memory, which later tests raise.
    void endlessTokenKeepsMemoryFlat();
    void tokensBeyondTheirLimit_data();
    void tokensBeyondTheirLimit();
    void tooLongWhereAGameStarts_data();
    void tooLongWhereAGameStarts();
    void longCommentIsKept();
    void gameBeyondItsSize();
    void gameBeyondItsMoves();
    void errorsBeyondTheLimitAreNotListed_data();
    void errorsBeyondTheLimitAreNotListed();
    void nulBytesAreNoMoveCharacters();
    void columnsCountedAcrossBlocks();
    void unreadableEncodings_data();
    void unreadableEncodings();
    void nulBytesAreNotUtf16();
    void databaseRefusesUtf16();
    void deeplyNestedVariations();
};

void TestPgnHostile::tokensBeyondTheirLimit_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QByteArray>("pattern");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<PgnError::Kind>("kind");
    QTest::addColumn<std::int64_t>("limit");
    QTest::addColumn<std::int64_t>("column");
    using K = PgnError::Kind;
    const QByteArray game = "[Event \"e\"]\n\n1. e4 ";
    QTest::newRow("symbol") << game << QByteArray("a") << 2 * MiB << QByteArray(" *") << K::SymbolTooLong
                            << PgnLimits::SymbolBytes << std::int64_t(7);
    QTest::newRow("NAG") << game + "$" << QByteArray("1") << qint64(300) << QByteArray(" *") << K::SymbolTooLong
                         << PgnLimits::SymbolBytes << std::int64_t(7);
    QTest::newRow("periods") << game << QByteArray(".") << qint64(256) << QByteArray(" *") << K::SymbolTooLong
                             << PgnLimits::SymbolBytes << std::int64_t(7);
    QTest::newRow("tag name") << QByteArray("[") << QByteArray("N") << qint64(256) << QByteArray(" \"v\"]\n\n*")
                              << K::SymbolTooLong << PgnLimits::SymbolBytes << std::int64_t(2);
    QTest::newRow("tag value") << QByteArray("[Event \"") << QByteArray("v") << 3 * MiB << QByteArray("\"]\n\n1. e4 *")
                               << K::TagValueTooLong << PgnLimits::TagValueBytes << std::int64_t(9);
    QTest::newRow("comment") << game + "{" << QByteArray("c") << 65 * MiB << QByteArray("} *") << K::CommentTooLong
                             << PgnLimits::CommentBytes << std::int64_t(8);
    QTest::newRow("rest-of-line comment") << game + ";" << QByteArray("c") << 65 * MiB << QByteArray("\n*")
                                          << K::CommentTooLong << PgnLimits::CommentBytes << std::int64_t(8);
}

// A token past its limit is one error at its start, and the game after it is read normally.
void TestPgnHostile::tokensBeyondTheirLimit()
{
    QFETCH(QByteArray, head);
    QFETCH(QByteArray, pattern);
    QFETCH(qint64, size);
    QFETCH(QByteArray, tail);
    QFETCH(PgnError::Kind, kind);
    QFETCH(std::int64_t, limit);
    QFETCH(std::int64_t, column);
    const auto games = readGenerated(head, pattern, size, tail + NextGame);
    QCOMPARE(games.size(), 2u);
    QCOMPARE(games[0].errors.size(), 1u);
    const PgnError &e = games[0].errors[0];
    QCOMPARE(e.kind, kind);
    QCOMPARE(e.limit, limit);
    QCOMPARE(e.line, std::int64_t(head.count('\n') + 1));
    QCOMPARE(e.column, column);
    QVERIFY(e.token.size() <= 60);
    QVERIFY(pgnErrorMessage(e).contains(QString::number(limit >= MiB ? limit / MiB : limit)));
    QVERIFY(nextGameIsRead(games));
}

void TestPgnHostile::tooLongWhereAGameStarts_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("errors");
    QTest::newRow("after a game") << QByteArray("[Event \"a\"]\n\n1. e4 *\n\n") << 3 << 1;
    QTest::newRow("after an unreadable FEN") << QByteArray("[FEN \"x\"]\n\n") << 2 << 1;
    QTest::newRow("as a preamble") << QByteArray() << 1 << 0;
}

// A token past its limit where a game starts, or where the game after a bad FEN is skipped, is
// passed on, never read again (its bytes are gone: fuzz_pgn crashed on it).
void TestPgnHostile::tooLongWhereAGameStarts()
{
    QFETCH(QByteArray, head);
    QFETCH(int, games);
    QFETCH(int, errors);
    const auto read = readText(head + QByteArray(2 * MiB, 'a') + NextGame); // past a read-ahead block
    QCOMPARE(int(read.size()), games);
    QCOMPARE(errorCount(read), errors);
    QCOMPARE(read.back().tree.tag("Event"), std::string("next"));
    QCOMPARE(read.back().plies, 2);
}

// A comment of 50 MB (a book chapter) is far from the limit and read whole.
void TestPgnHostile::longCommentIsKept()
{
    const qint64 size = 50 * MiB;
    const auto games = readGenerated("1. e4 {", "chapter ", size, "} e5 *" + NextGame);
    QVERIFY(nextGameIsRead(games));
    QVERIFY(games[0].errors.empty());
    QCOMPARE(games[0].plies, 2);
    const std::string &comment = games[0].tree.root()->mainChild()->annotations().commentAfter;
    QVERIFY(comment.size() >= std::size_t(size) - 1); // blanks at its ends are trimmed
    QVERIFY(comment.starts_with("chapter chapter"));
}

// Comments within their own limit still make a game too large: it ends at the comment that
// crosses the limit.
void TestPgnHostile::gameBeyondItsSize()
{
    const QByteArray comment = "{" + QByteArray(40 * MiB, 'c') + "} ";
    const QByteArray game = "[Event \"big\"]\n\n1. e4 " + comment + "e5 " + comment + "2. Nf3 " + comment + "Nc6 "
        + comment + "*" + NextGame;
    const auto games = readText(game);
    QVERIFY(nextGameIsRead(games));
    QCOMPARE(games[0].errors.size(), 1u);
    const PgnError &e = games[0].errors[0];
    QCOMPARE(e.kind, PgnError::Kind::GameTooLarge);
    QCOMPARE(e.limit, PgnLimits::GameBytes);
    QVERIFY(e.offset > PgnLimits::GameBytes - 41 * MiB && e.offset < PgnLimits::GameBytes);
    QCOMPARE(games[0].plies, 4); // the moves before it stay
}

// The moves of a game are limited (which also keeps any recursive walk of the tree within its
// stack): one more is an error, the moves before it stay.
void TestPgnHostile::gameBeyondItsMoves()
{
    const int rounds = PgnLimits::GameMoves / 4;
    const auto games =
        readGenerated("[Event \"long\"]\n\n", "Nf3 Nf6 Ng1 Ng8 ", qint64(rounds + 1) * 16, "*" + NextGame);
    QVERIFY(nextGameIsRead(games));
    QCOMPARE(games[0].errors.size(), 1u);
    QCOMPARE(games[0].errors[0].kind, PgnError::Kind::TooManyMoves);
    QCOMPARE(games[0].errors[0].token, std::string("Nf3"));
    QCOMPARE(games[0].errors[0].column, std::int64_t(rounds) * 16 + 1);
    QCOMPARE(games[0].plies, PgnLimits::GameMoves);
}

// An endless token is read without being kept (before, it grew the buffer to its size).
void TestPgnHostile::endlessTokenKeepsMemoryFlat()
{
    const qint64 size = 256 * MiB;
    const qint64 before = peakMemory();
    const auto games = readGenerated("1. e4 ", "e", size, NextGame);
    const qint64 growth = peakMemory() - before;
    QVERIFY(nextGameIsRead(games));
    QCOMPARE(games[0].errors.at(0).kind, PgnError::Kind::SymbolTooLong);
    QVERIFY2(growth < size / 4, qPrintable(QString("memory grew by %1 MiB").arg(growth / MiB)));
}

void TestPgnHostile::errorsBeyondTheLimitAreNotListed_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QByteArray>("pattern");
    QTest::addColumn<QByteArray>("tail");
    QTest::newRow("bad NAGs") << QByteArray("1. e4 ") << QByteArray("$999 ") << QByteArray("e5 *");
    QTest::newRow("broken tags") << QByteArray() << QByteArray("[Event \"x\" x]\n") << QByteArray("\n1. e4 e5 *");
}

// Errors that do not end a game (one every few bytes) are listed up to the limit: memory does not
// grow with them (4 million bad NAGs took 1.4 GB), and the game is read on.
void TestPgnHostile::errorsBeyondTheLimitAreNotListed()
{
    QFETCH(QByteArray, head);
    QFETCH(QByteArray, pattern);
    QFETCH(QByteArray, tail);
    const int count = 3 * PgnLimits::GameErrors;
    const auto games = readGenerated(head, pattern, qint64(count) * pattern.size(), tail + NextGame);
    QVERIFY(nextGameIsRead(games));
    QCOMPARE(games[0].errors.size(), std::size_t(PgnLimits::GameErrors) + 1);
    const PgnError &last = games[0].errors.back();
    QCOMPARE(last.kind, PgnError::Kind::TooManyErrors);
    QVERIFY(pgnErrorMessage(last).contains("more than 1000 errors"));
    QCOMPARE(games[0].plies, 2); // the moves after the errors are read
}

// NUL is no move character (it was taken as one, and cut the message short).
void TestPgnHostile::nulBytesAreNoMoveCharacters()
{
    const auto games = readText(QByteArray("1. e4\0\0 e5 *", 12) + NextGame);
    QVERIFY(nextGameIsRead(games));
    QCOMPARE(games[0].plies, 1);
    QCOMPARE(games[0].errors.size(), 1u);
    const PgnError &e = games[0].errors[0];
    QCOMPARE(e.kind, PgnError::Kind::UnexpectedToken);
    QCOMPARE(e.column, std::int64_t(6));
    QCOMPARE(pgnErrorMessage(e), QString("game 1, line 1, column 6: unexpected \"\u2400\""));
    // A long run of them is one error too.
    const auto run = readGenerated("1. e4 ", QByteArray(1, '\0'), 3 * MiB, " e5 *" + NextGame);
    QVERIFY(nextGameIsRead(run));
    QCOMPARE(run[0].errors.size(), 1u);
}

// Columns count characters from the line start even when the line is longer than what the
// reader keeps of it.
void TestPgnHostile::columnsCountedAcrossBlocks()
{
    QByteArray line = "1. e4 {";
    for (int i = 0; i < 1500000; ++i)
        line += "\xC3\xA9"; // é: two bytes, one character
    line += "} e5 Qx9 *";
    const auto games = readText(line);
    QCOMPARE(games.at(0).errors.size(), 1u);
    QCOMPARE(games[0].errors[0].token, std::string("Qx9"));
    QCOMPARE(games[0].errors[0].column, std::int64_t(7 + 1500000 + 5 + 1));
    QCOMPARE(games[0].errors[0].offset, std::int64_t(7 + 3000000 + 5));
}

void TestPgnHostile::unreadableEncodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<UnreadableEncoding>("encoding");
    QTest::addColumn<QString>("name");
    const QString text = QStringLiteral("[Event \"\u0428\u0430\u0445\u043C\u0430\u0442\u044B\"]\n\n1. e4 e5 *\n");
    auto utf16 = [&](QSysInfo::Endian order, bool bom) {
        QByteArray out = bom ? QByteArray(order == QSysInfo::LittleEndian ? "\xFF\xFE" : "\xFE\xFF") : QByteArray();
        for (QChar c : text) {
            const char low = char(c.unicode() & 0xFF), high = char(c.unicode() >> 8);
            out.append(order == QSysInfo::LittleEndian ? low : high)
                .append(order == QSysInfo::LittleEndian ? high : low);
        }
        return out;
    };
    auto utf32 = [&](QSysInfo::Endian order, bool bom) {
        QByteArray out;
        const QList<uint> units = (bom ? QString(QChar(0xFEFF)) : QString()).append(text).toUcs4();
        for (uint u : units) {
            QByteArray unit;
            for (int shift = 0; shift < 32; shift += 8)
                unit.append(char((u >> shift) & 0xFF));
            if (order == QSysInfo::BigEndian)
                std::reverse(unit.begin(), unit.end());
            out += unit;
        }
        return out;
    };
    using E = UnreadableEncoding;
    QTest::newRow("UTF-16 LE with BOM") << utf16(QSysInfo::LittleEndian, true) << E::Utf16LittleEndian
                                        << "UTF-16 little-endian";
    QTest::newRow("UTF-16 BE with BOM") << utf16(QSysInfo::BigEndian, true) << E::Utf16BigEndian << "UTF-16 big-endian";
    QTest::newRow("UTF-16 LE") << utf16(QSysInfo::LittleEndian, false) << E::Utf16LittleEndian
                               << "UTF-16 little-endian";
    QTest::newRow("UTF-16 BE") << utf16(QSysInfo::BigEndian, false) << E::Utf16BigEndian << "UTF-16 big-endian";
    QTest::newRow("UTF-32 LE with BOM") << utf32(QSysInfo::LittleEndian, true) << E::Utf32LittleEndian
                                        << "UTF-32 little-endian";
    QTest::newRow("UTF-32 BE with BOM") << utf32(QSysInfo::BigEndian, true) << E::Utf32BigEndian << "UTF-32 big-endian";
    QTest::newRow("UTF-32 LE") << utf32(QSysInfo::LittleEndian, false) << E::Utf32LittleEndian
                               << "UTF-32 little-endian";
    QTest::newRow("UTF-32 BE") << utf32(QSysInfo::BigEndian, false) << E::Utf32BigEndian << "UTF-32 big-endian";
}

// One clear error at line 1 instead of a flood of meaningless ones, whatever encoding was asked for.
void TestPgnHostile::unreadableEncodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(UnreadableEncoding, encoding);
    QFETCH(QString, name);
    QCOMPARE(detectUnreadableEncoding(std::string_view(bytes.constData(), std::size_t(bytes.size()))), encoding);
    for (TextEncoding asked : {TextEncoding::Auto, TextEncoding::Utf8, TextEncoding::Latin1}) {
        const auto games = readText(bytes, asked);
        QCOMPARE(games.size(), 1u);
        QCOMPARE(games[0].errors.size(), 1u);
        const PgnError &e = games[0].errors[0];
        QCOMPARE(e.kind, PgnError::Kind::UnreadableEncoding);
        QCOMPARE(e.encoding, encoding);
        QCOMPARE(pgnErrorMessage(e),
                 QString("game 1, line 1, column 1: the file is %1 text; Ferz reads PGN in "
                         "UTF-8, Latin-1 or Windows-1251")
                     .arg(name));
    }
}

// Only the NUL bytes of ASCII characters make UTF-16 or UTF-32: NUL bytes alone are read as such.
void TestPgnHostile::nulBytesAreNotUtf16()
{
    const QByteArray nul(64, '\0');
    QCOMPARE(detectUnreadableEncoding(std::string_view(nul.constData(), std::size_t(nul.size()))),
             UnreadableEncoding::None);
    QCOMPARE(detectUnreadableEncoding("1. e4 e5 *"), UnreadableEncoding::None);
    QCOMPARE(detectUnreadableEncoding(std::string_view("e\0", 2)), UnreadableEncoding::None); // one unit says little
    const auto games = readText(nul);
    QCOMPARE(games.size(), 1u);
    QCOMPARE(games[0].errors.at(0).kind, PgnError::Kind::UnexpectedToken);
}

// The database refuses such a file with the same sentence rather than listing one empty game.
void TestPgnHostile::databaseRefusesUtf16()
{
    QTemporaryDir folder;
    QFile file(folder.filePath("utf16.pgn"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QString text = QStringLiteral("[Event \"x\"]\n\n1. e4 *\n");
    file.write("\xFF\xFE");
    file.write(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    file.close();
    PgnFile database;
    QVERIFY(!database.open(file.fileName()));
    QCOMPARE(database.count(), 0);
    QVERIFY2(database.errorString().startsWith("the file is UTF-16 little-endian text"),
             qPrintable(database.errorString()));
}

// Thirty thousand variations, each inside the one before, are read without error.
void TestPgnHostile::deeplyNestedVariations()
{
    constexpr int Depth = 30000;
    QByteArray text = "1. e4 ";
    for (int i = 0; i < Depth; ++i)
        text += "(1. d4 ";
    text += QByteArray(Depth, ')') + " e5 *" + NextGame;
    const auto games = readText(text);
    QVERIFY(nextGameIsRead(games));
    QVERIFY(games[0].errors.empty());
    QCOMPARE(games[0].tree.root()->childCount(), Depth + 1);
    QCOMPARE(games[0].plies, 2);
}

QTEST_APPLESS_MAIN(TestPgnHostile)
#include "tst_pgnhostile.moc"
