// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli diagram and ferz-cli gif read by other programs: rsvg-convert draws the SVG diagram, and
// its picture has the annotator's coloured squares and arrows and the side-to-move mark where
// Ferz's own drawing has them; ImageMagick's identify reads the PNG's size and words and counts the
// GIF's frames (one per half-move and the start) and their delays.
#include "core/rules/squarename.h"
#include "export/diagramfile.h"
#include "render/glyphpieceset.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

namespace {

struct Run {
    int status = -1;
    QByteArray out, err;
};

Run run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(-1);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

Run runCli(const QStringList &arguments)
{
    return run(QStringLiteral(FERZ_CLI), arguments);
}

// After 2. Nf3: d4 red, e5 green, an arrow from f3 to e5 in green and one from h2 to h4 in blue.
constexpr const char *MarkedGame = R"([Event "Pictures"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Nf3 { [%csl Rd4,Ge5][%cal Gf3e5,Bh2h4] } Nc6 3. Bb5 a6 1-0
)";

// The centre of a square (file and rank from 0) of a 400-pixel diagram seen from White's side,
// as export/diagram.cpp lays it out: a margin of 6 % left and right, half of it above.
QPoint centre(int file, int rank)
{
    const double margin = 400 * 0.06, square = (400 - 2 * margin) / 8;
    return QPoint(int(margin + square * (file + 0.5)), int(margin / 2 + square * (7 - rank + 0.5)));
}

int difference(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
}

} // namespace

class TestPicturesCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void svgDrawnByRsvgShowsTheMarks();
    void pngHasItsSizeAndWords();
    void gifHasAFramePerHalfMove();
    void russianGifWritesTheMovesInRussian();
    void wrongPlyIsRefused();

private:
    QTemporaryDir m_folder;
    QString m_pgn;
};

void TestPicturesCli::initTestCase()
{
    QVERIFY(m_folder.isValid());
    m_pgn = m_folder.filePath(QStringLiteral("marked.pgn"));
    QFile file(m_pgn);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(MarkedGame);
}

void TestPicturesCli::svgDrawnByRsvgShowsTheMarks()
{
    const QString svg = m_folder.filePath(QStringLiteral("marked.svg"));
    const Run cli =
        runCli({QStringLiteral("diagram"), QStringLiteral("--pgn"), m_pgn, QStringLiteral("--game"),
                QStringLiteral("1"), QStringLiteral("--ply"), QStringLiteral("3"), QStringLiteral("-o"), svg});
    QVERIFY2(cli.status == 0, cli.err.constData());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    // Vector: the pieces are paths, the coordinates text; the words in <title> and <desc>.
    QVERIFY(text.contains("<svg width=\"400\" height=\"400\""));
    QVERIFY(text.contains("<path"));
    QVERIFY(!text.contains("<image"));
    QVERIFY(text.contains("<title>Anna – Boris, After 2. Nf3</title>"));
    QVERIFY(text.contains("Black to move. 1 green square: e5. 1 green arrow: f3–e5. 1 red square: d4. 1 blue arrow: "
                          "h2–h4.</desc>"));

    const QString png = m_folder.filePath(QStringLiteral("marked-rsvg.png"));
    const Run rsvg = run(QStringLiteral("rsvg-convert"), {QStringLiteral("-o"), png, svg});
    QVERIFY2(rsvg.status == 0, rsvg.err.constData());
    const QImage drawn = QImage(png).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(drawn.size(), QSize(400, 400));

    // What Ferz draws of the same diagram, as a raster of its own.
    const auto position = Position::fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    QVERIFY(std::holds_alternative<Position>(position));
    const DiagramSpec spec {std::get<Position>(position),
                            false,
                            {{'R', parseSquare("d4")}, {'G', parseSquare("e5")}},
                            {{'G', parseSquare("f3"), parseSquare("e5")}, {'B', parseSquare("h2"), parseSquare("h4")}}};
    GlyphPieceSet pieces;
    const QImage own = diagramImage(spec, pieces, 400).convertToFormat(QImage::Format_RGB32);
    const QPoint d4 = centre(3, 3), e5Corner = centre(4, 4) - QPoint(15, 15), h3 = centre(7, 2), d3 = centre(3, 2);
    const QPoint arrow = (centre(5, 2) + centre(4, 4)) / 2, turn(388, 34);
    for (const QPoint &p : {d4, e5Corner, h3, d3, arrow, turn})
        QVERIFY2(difference(drawn.pixel(p), own.pixel(p)) <= 8,
                 qPrintable(QStringLiteral("at %1,%2: rsvg %3, Ferz %4")
                                .arg(p.x())
                                .arg(p.y())
                                .arg(drawn.pixel(p), 0, 16)
                                .arg(own.pixel(p), 0, 16)));
    // The marks are there: red on d4, green on e5 and along the arrow, blue on h3; d3 (light, as h3
    // is) is the plain square, and Black's dark disc says who moves.
    const QRgb red = drawn.pixel(d4), green = drawn.pixel(e5Corner), shaft = drawn.pixel(arrow), blue = drawn.pixel(h3);
    QVERIFY(qRed(red) > qGreen(red) + 50);
    QVERIFY(qGreen(green) > qRed(green) + 40);
    QVERIFY(qGreen(shaft) > qRed(shaft) + 40);
    QVERIFY(qBlue(blue) > qRed(blue) + 40);
    QVERIFY(difference(drawn.pixel(d3), qRgb(0xfa, 0xfa, 0xf7)) <= 2);
    QVERIFY(qGray(drawn.pixel(turn)) < 60);
    // And everywhere else the two drawings agree but for the edges of the letters and pieces.
    int differing = 0;
    for (int y = 0; y < 400; ++y)
        for (int x = 0; x < 400; ++x)
            differing += difference(drawn.pixel(x, y), own.pixel(x, y)) > 64;
    QVERIFY2(differing < 400 * 4, qPrintable(QString::number(differing)));
}

void TestPicturesCli::pngHasItsSizeAndWords()
{
    const QString png = m_folder.filePath(QStringLiteral("start.png"));
    const Run cli =
        runCli({QStringLiteral("diagram"), QStringLiteral("--size"), QStringLiteral("240"), QStringLiteral("--flip"),
                QStringLiteral("--fen"), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), QStringLiteral("-o"), png});
    QVERIFY2(cli.status == 0, cli.err.constData());
    const Run identify = run(QStringLiteral("identify"),
                             {QStringLiteral("-format"), QStringLiteral("%m %w %h|%[Title]|%[Description]"), png});
    QVERIFY2(identify.status == 0, identify.err.constData());
    QCOMPARE(QString::fromUtf8(identify.out),
             QStringLiteral("PNG 240 240|Position 4k3/8/8/8/8/8/8/4K2R w K - 0 1|White: 1 king: e1; 1 rook: h1. "
                            "Black: 1 king: e8. White to move. Seen from Black's side."));
}

void TestPicturesCli::gifHasAFramePerHalfMove()
{
    const QString gif = m_folder.filePath(QStringLiteral("game.gif"));
    const Run cli = runCli({QStringLiteral("gif"), m_pgn, QStringLiteral("--game"), QStringLiteral("1"),
                            QStringLiteral("--delay"), QStringLiteral("700"), QStringLiteral("-o"), gif});
    QVERIFY2(cli.status == 0, cli.err.constData());
    // Six half-moves and the start; each frame 0.7 s, the last three times as long; every frame on
    // the whole canvas of a 360-pixel board and its caption.
    const Run identify = run(QStringLiteral("identify"), {QStringLiteral("-format"), QStringLiteral("%T %W %H;"), gif});
    QVERIFY2(identify.status == 0, identify.err.constData());
    QCOMPARE(QString::fromUtf8(identify.out),
             QStringLiteral("70 360 420;70 360 420;70 360 420;70 360 420;70 360 420;70 360 420;210 360 420;"));
    // The first frame shows the start: the e2 pawn on its square, no square tinted.
    const QString first = m_folder.filePath(QStringLiteral("first.png"));
    const QString last = m_folder.filePath(QStringLiteral("last.png"));
    QCOMPARE(run(QStringLiteral("convert"), {gif + QStringLiteral("[0]"), first}).status, 0);
    QCOMPARE(run(QStringLiteral("convert"), {gif + QStringLiteral("[6]"), QStringLiteral("-coalesce"), last}).status,
             0);
    QCOMPARE(QImage(first).size(), QSize(360, 420));
}

void TestPicturesCli::russianGifWritesTheMovesInRussian()
{
    const QString gif = m_folder.filePath(QStringLiteral("game-ru.gif"));
    const Run cli = runCli(
        {QStringLiteral("gif"), m_pgn, QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("-o"), gif});
    QVERIFY2(cli.status == 0, cli.err.constData());
    const Run identify =
        run(QStringLiteral("identify"), {QStringLiteral("-format"), QStringLiteral("%c"), gif + QStringLiteral("[0]")});
    QVERIFY2(identify.status == 0, identify.err.constData());
    QCOMPARE(QString::fromUtf8(identify.out), QStringLiteral("Anna – Boris, 1-0\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6"));
}

void TestPicturesCli::wrongPlyIsRefused()
{
    const Run cli = runCli({QStringLiteral("diagram"), QStringLiteral("--pgn"), m_pgn, QStringLiteral("--ply"),
                            QStringLiteral("7"), QStringLiteral("-o"), m_folder.filePath(QStringLiteral("x.png"))});
    QCOMPARE(cli.status, 2);
    QCOMPARE(cli.err,
             QByteArray("ferz-cli diagram: --ply must be from 0 to 6, the half-moves of the game, not \"7\"\n"));
    QVERIFY(!QFile::exists(m_folder.filePath(QStringLiteral("x.png"))));
}

QTEST_MAIN(TestPicturesCli)
#include "tst_picturescli.moc"
