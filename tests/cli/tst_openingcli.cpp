// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli opening and ferz-cli pgn classify as scripts see them: every line of lichess's
// chess-openings set is named as the set names it (the shorter, then the earlier line, where two
// reach one position), in ru, es and pt too; a position without a name says so with status 1;
// classify adds the missing ECO and Opening tags and changes no other byte of the file.
#include "core/notation/moveinput.h"
#include "tests/testfiles.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace ferz;

namespace {

struct Run {
    int status = -1;
    QByteArray out, err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(FERZ_CLI), arguments);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

struct Line {
    QByteArray eco, name;
    int plies = 0;
    QString fen;
};

} // namespace

class TestOpeningCli : public QObject {
    Q_OBJECT

private slots:
    void everyLineOfTheSet();
    void namesInTheUsersLanguage_data();
    void namesInTheUsersLanguage();
    void noOpeningKnown();
    void classifyAddsOnlyTheMissingTags();
    void classifyKeepsEncodingAndLineEnds();
};

void TestOpeningCli::everyLineOfTheSet()
{
    std::vector<Line> lines;
    std::map<QString, const Line *> namer; // by FEN: the line that names the position
    for (const QString &path : QString::fromUtf8(FERZ_OPENING_FILES).split(QLatin1Char('|'))) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = file.readAll().split('\n');
        for (qsizetype i = 1; i < rows.size(); ++i) {
            const QList<QByteArray> fields = rows[i].split('\t');
            if (fields.size() != 3)
                continue;
            Position position;
            int plies = 0;
            for (const QByteArray &word : fields[2].split(' ')) {
                if (word.endsWith('.'))
                    continue;
                const MoveInput input = readMove(position, word.toStdString());
                QVERIFY2(input.error == MoveInputError::None, word.constData());
                position.play(input.move);
                ++plies;
            }
            lines.push_back({fields[0], fields[1], plies, QString::fromStdString(position.fen())});
        }
    }
    for (const Line &line : lines) {
        const Line *&first = namer[line.fen];
        if (!first || line.plies < first->plies)
            first = &line;
    }
    QVERIFY(lines.size() > 3000);
    // Four at a time: each run starts a process.
    constexpr std::size_t Together = 4;
    int checked = 0;
    for (std::size_t i = 0; i < lines.size(); i += Together) {
        QProcess processes[Together];
        for (std::size_t j = 0; j < Together && i + j < lines.size(); ++j)
            processes[j].start(QStringLiteral(FERZ_CLI), {QStringLiteral("opening"), lines[i + j].fen});
        for (std::size_t j = 0; j < Together && i + j < lines.size(); ++j) {
            QVERIFY(processes[j].waitForFinished(60000));
            const Line *expected = namer[lines[i + j].fen];
            const QByteArray out = processes[j].readAllStandardOutput();
            QVERIFY2(out == expected->eco + '\t' + expected->name + '\n' && processes[j].exitCode() == 0,
                     qPrintable(lines[i + j].name + " at " + lines[i + j].fen + ": " + out));
            ++checked;
        }
    }
    QCOMPARE(checked, static_cast<int>(lines.size()));
}

void TestOpeningCli::namesInTheUsersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("ru") << "ru" << QByteArray("B90\tСицилианская защита: вариант Найдорфа, английская атака\n");
    QTest::newRow("es") << "es" << QByteArray("B90\tDefensa siciliana: variante Najdorf, ataque inglés\n");
    QTest::newRow("pt") << "pt" << QByteArray("B90\tDefesa Siciliana: Variante Najdorf, Ataque Inglês\n");
    QTest::newRow("en") << "en" << QByteArray("B90\tSicilian Defense: Najdorf Variation, English Attack\n");
}

void TestOpeningCli::namesInTheUsersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QByteArray, expected);
    // The FEN unquoted, as words: the command joins them.
    const Run run = runCli(
        QStringList {QStringLiteral("opening"), QStringLiteral("--lang"), language}
        + QStringLiteral("rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N1B3/PPP2PPP/R2QKB1R b KQkq - 1 6").split(QLatin1Char(' ')));
    QCOMPARE(run.out, expected);
    QCOMPARE(run.status, 0);
}

void TestOpeningCli::noOpeningKnown()
{
    // The start position: no line of the set names it.
    Run run = runCli({QStringLiteral("opening")});
    QCOMPARE(run.status, 1);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray("ferz-cli opening: no opening is known for this position\n"));
    run = runCli({QStringLiteral("opening"), QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(run.status, 2);
    run = runCli({QStringLiteral("opening"), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1")});
    QCOMPARE(run.status, 2);
}

void TestOpeningCli::classifyAddsOnlyTheMissingTags()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.pgn")), out = dir.filePath(QStringLiteral("out.pgn"));
    const QByteArray najdorf = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 {English} e5 7. h3 1-0\n";
    const QByteArray ruy = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n";
    const QByteArray tagged = "[Event \"c\"]\n[ECO \"E00\"]\n[Opening \"Mine\"]\n\n1. d4 d5 *\n";
    const QByteArray setUp = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. Kf2 *\n";
    test::write(in,
                "% a comment line\n[Event \"a\"]\n[White \"W\"]   \n[Result \"1-0\"]\n\n" + najdorf
                    + "\n\n[ECO \"C60\"]\n\n" + ruy + "\n" + tagged + "\n1. d4 d5 2. c4 *\n\n" + setUp);
    const Run run = runCli({QStringLiteral("pgn"), QStringLiteral("classify"), in, QStringLiteral("-o"), out});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.out, QByteArray("games 5, ECO added 2, Opening added 3, no opening known 1\n"));
    QCOMPARE(run.status, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    // The tags after each game's last tag line; a game without tags gets them and a blank line.
    QCOMPARE(file.readAll(),
             "% a comment line\n[Event \"a\"]\n[White \"W\"]   \n[Result \"1-0\"]\n[ECO \"B90\"]\n"
             "[Opening \"Sicilian Defense: Najdorf Variation, English Attack\"]\n\n"
                 + najdorf + "\n\n[ECO \"C60\"]\n[Opening \"Ruy Lopez: Morphy Defense\"]\n\n" + ruy + "\n" + tagged
                 + "\n[ECO \"D06\"]\n[Opening \"Queen's Gambit\"]\n\n1. d4 d5 2. c4 *\n\n" + setUp);
}

void TestOpeningCli::classifyKeepsEncodingAndLineEnds()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.pgn"));
    // Latin-1 with CR LF: the name added (Réti) is written in Latin-1 too, with CR LF.
    test::write(in, "[Event \"Caf\xe9\"]\r\n\r\n1. Nf3 d5 2. c4 {\xe9} *\r\n");
    const Run run = runCli({QStringLiteral("pgn"), QStringLiteral("classify"), in, QStringLiteral("-o"), in});
    QCOMPARE(run.status, 0);
    QFile file(in);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(),
             QByteArray("[Event \"Caf\xe9\"]\r\n[ECO \"A09\"]\r\n[Opening \"R\xe9ti Opening\"]\r\n\r\n"
                        "1. Nf3 d5 2. c4 {\xe9} *\r\n"));
}

QTEST_GUILESS_MAIN(TestOpeningCli)
#include "tst_openingcli.moc"
