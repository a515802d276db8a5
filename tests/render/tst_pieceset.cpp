// SPDX-License-Identifier: GPL-3.0-or-later
// The glyph piece set: the right font, a fallback, and pieces drawn as vectors at any size.
#include "render/glyphpieceset.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace ferz;

namespace {

// Paints `piece` into a transparent square of `size` pixels and counts the pixels that are
// nearly black and nearly white.
std::pair<int, int> inkOf(const PieceSet &set, Piece piece, int size)
{
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        set.paint(painter, piece, QRectF(0, 0, size, size));
    }
    int dark = 0, light = 0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 250)
                continue;
            dark += c.lightness() < 60;
            light += c.lightness() > 200;
        }
    return {dark, light};
}

} // namespace

class TestPieceSet : public QObject {
    Q_OBJECT

private slots:
    void usesFreeSerif();
    void fallsBackToDejaVuSans();
    void noFontNoPieces();
    void whiteAndBlackPieces();
    void scalesWithTheSquare();
};

void TestPieceSet::usesFreeSerif()
{
    GlyphPieceSet set;
    QVERIFY(set.isValid());
    QCOMPARE(set.family(), QString("FreeSerif"));
}

void TestPieceSet::fallsBackToDejaVuSans()
{
    // FreeSans lacks the chess glyphs, so the next family is used.
    GlyphPieceSet set({QStringLiteral("FreeSans"), QStringLiteral("DejaVu Sans")});
    QCOMPARE(set.family(), QString("DejaVu Sans"));
    QVERIFY(inkOf(set, makePiece(Color::Black, PieceType::Queen), 64).first > 300);
}

void TestPieceSet::noFontNoPieces()
{
    GlyphPieceSet set({QStringLiteral("FreeMono")});
    QVERIFY(!set.isValid());
    QCOMPARE(inkOf(set, makePiece(Color::White, PieceType::King), 32), std::make_pair(0, 0));
}

void TestPieceSet::whiteAndBlackPieces()
{
    GlyphPieceSet set;
    for (PieceType t :
         {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen, PieceType::King}) {
        const auto [whiteDark, whiteLight] = inkOf(set, makePiece(Color::White, t), 80);
        const auto [blackDark, blackLight] = inkOf(set, makePiece(Color::Black, t), 80);
        // A white piece is white inside a dark outline; a black piece is mostly black with light
        // inner lines.
        QVERIFY2(whiteLight > 2 * blackLight, qPrintable(QString::number(index(t))));
        QVERIFY2(blackDark > whiteDark, qPrintable(QString::number(index(t))));
        QVERIFY2(blackDark > 2 * blackLight, qPrintable(QString::number(index(t))));
        QVERIFY(whiteDark > 0);
    }
}

void TestPieceSet::scalesWithTheSquare()
{
    GlyphPieceSet set;
    const Piece rook = makePiece(Color::Black, PieceType::Rook);
    const int small = inkOf(set, rook, 40).first;
    const int large = inkOf(set, rook, 160).first;
    // Sixteen times the area gives about sixteen times the ink: drawn, not scaled from a bitmap.
    QVERIFY2(large > small * 12 && large < small * 20, qPrintable(QStringLiteral("%1 %2").arg(small).arg(large)));
}

QTEST_MAIN(TestPieceSet)
#include "tst_pieceset.moc"
