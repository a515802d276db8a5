// SPDX-License-Identifier: GPL-3.0-or-later
// How the board looks, checked on pictures of the real widgets: every piece set draws every piece
// and no two sets draw alike; View ▸ Board and Pieces shows the choice on its preview, and the
// board of the window draws the chosen set and colours (and the coordinates inside the squares)
// once the dialog is accepted; the choice persists.
#include "render/boardgeometry.h"
#include "render/piecesets.h"
#include "tests/ui/uitest.h"
#include "ui/session/workspace.h"
#include "ui/window/looksdialog.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSettings>

using namespace ferz;
using namespace ferz::test;

namespace {

// A piece drawn alone on a transparent square.
QImage pieceImage(const PieceSet &set, Piece piece, int size = 64)
{
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    set.paint(painter, piece, QRectF(0, 0, size, size));
    return image;
}

int opaquePixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += image.pixelColor(x, y).alpha() > 200;
    return count;
}

// The colour drawn in the middle of an empty square, on a picture of the board widget.
QColor colourOf(BoardWidget *board, const QImage &picture, const char *square)
{
    const QPointF centre = board->squareRect(squareOf(square)).center() * picture.devicePixelRatio();
    return picture.pixelColor(centre.toPoint());
}

// The part of the picture where `square` is drawn (less a pixel's rounding at its edges).
QImage squareImage(BoardWidget *board, const QImage &picture, const char *square)
{
    const qreal ratio = picture.devicePixelRatio();
    const QRectF r = board->squareRect(squareOf(square)).adjusted(2, 2, -2, -2);
    return picture.copy(QRect((r.topLeft() * ratio).toPoint(), (r.size() * ratio).toSize()));
}

} // namespace

class TestLooks : public QObject {
    Q_OBJECT

private slots:
    void everySetDrawsEveryPiece_data();
    void everySetDrawsEveryPiece();
    void setsDrawDifferently();
    void themesAreDistinctAndOneIsHighContrast();
    void chosenInTheDialog_data();
    void chosenInTheDialog();
    void coordinatesInsideTheSquares();
    void coordinatesFollowTheSystemFont();
};

void TestLooks::everySetDrawsEveryPiece_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : pieceSetIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestLooks::everySetDrawsEveryPiece()
{
    QFETCH(QString, id);
    const auto set = makePieceSet(id);
    QVERIFY2(set, qPrintable(id));
    QVERIFY(!pieceSetName(id).isEmpty());
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight,
                            PieceType::Pawn}) {
            // A piece covers a good part of its square, and stays inside it.
            const int ink = opaquePixels(pieceImage(*set, makePiece(c, t)));
            QVERIFY2(ink > 64 * 64 / 10, qPrintable(QStringLiteral("%1: %2 pixels").arg(id).arg(ink)));
            QVERIFY(ink < 64 * 64);
        }
    // White's king is lighter than Black's.
    auto lightness = [&set](Color c) {
        const QImage image = pieceImage(*set, makePiece(c, PieceType::King));
        qint64 sum = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (image.pixelColor(x, y).alpha() > 200)
                    sum += image.pixelColor(x, y).lightness();
        return sum / std::max(1, opaquePixels(image));
    };
    QVERIFY(lightness(Color::White) > lightness(Color::Black) + 40);
    QVERIFY(!makePieceSet(QStringLiteral("marble")));
}

void TestLooks::setsDrawDifferently()
{
    const QStringList ids = pieceSetIds();
    QVERIFY(ids.size() >= 4);
    for (int i = 0; i < ids.size(); ++i)
        for (int j = i + 1; j < ids.size(); ++j)
            QVERIFY2(pieceImage(*makePieceSet(ids[i]), makePiece(Color::White, PieceType::Knight))
                         != pieceImage(*makePieceSet(ids[j]), makePiece(Color::White, PieceType::Knight)),
                     qPrintable(ids[i] + QLatin1Char(' ') + ids[j]));
}

void TestLooks::themesAreDistinctAndOneIsHighContrast()
{
    const QStringList ids = BoardStyle::themeIds();
    QVERIFY(ids.size() >= 4);
    QSet<QRgb> darks;
    for (const QString &id : ids) {
        QVERIFY(!BoardStyle::themeName(id).isEmpty());
        darks.insert(BoardStyle::theme(id)->dark.rgb());
    }
    QCOMPARE(darks.size(), ids.size());
    const BoardStyle contrast = *BoardStyle::theme(QStringLiteral("contrast"));
    QCOMPARE(contrast.light, QColor(Qt::white));
    QVERIFY(contrast.light.lightness() - contrast.dark.lightness() > 120);
    QVERIFY(!BoardStyle::theme(QStringLiteral("plaid")));
}

void TestLooks::chosenInTheDialog_data()
{
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<QString>("theme");
    const QStringList themes = BoardStyle::themeIds();
    const QStringList sets = pieceSetIds();
    // Every set and every theme, paired so that each appears once at least.
    for (int i = 0; i < std::max(themes.size(), sets.size()); ++i) {
        const QString set = sets[i % sets.size()], theme = themes[(i + 1) % themes.size()];
        QTest::newRow(qPrintable(set + QLatin1Char('/') + theme)) << set << theme;
    }
}

void TestLooks::chosenInTheDialog()
{
    QFETCH(QString, pieces);
    QFETCH(QString, theme);
    MainWindow window;
    window.resize(1100, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget *board = window.board();
    const QImage before = board->grab().toImage();
    const BoardStyle style = *BoardStyle::theme(theme);
    bool previewed = false;
    // The user picks the set and the colours; the preview shows them before OK.
    const auto answer = answerDialogs({[&](QWidget *dialog, QString &) {
        auto *looks = qobject_cast<LooksDialog *>(dialog);
        if (!looks)
            return false;
        auto *setBox = looks->findChild<QComboBox *>(QStringLiteral("pieceSet"));
        auto *themeBox = looks->findChild<QComboBox *>(QStringLiteral("boardTheme"));
        setBox->setCurrentIndex(setBox->findData(pieces));
        themeBox->setCurrentIndex(themeBox->findData(theme));
        BoardWidget *preview = looks->preview();
        const QImage shown = preview->grab().toImage();
        previewed = preview->pieceSet()->name() == makePieceSet(pieces)->name()
            && colourOf(preview, shown, "d4") == style.dark && colourOf(preview, shown, "d5") == style.light;
        looks->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        return true;
    }});
    window.findChild<QAction *>(QStringLiteral("looks"))->trigger();
    QVERIFY(answer->answered());
    QVERIFY(previewed);
    // The window's board draws them: empty squares in the theme's colours, the king in the set's
    // drawing (the picture of its square changes unless the set was the one drawn before).
    const QImage after = board->grab().toImage();
    QCOMPARE(colourOf(board, after, "d4"), style.dark);
    QCOMPARE(colourOf(board, after, "d5"), style.light);
    QCOMPARE(board->pieceSet()->name(), makePieceSet(pieces)->name());
    // The king's square as the set draws its king on the dark colour (e1 is dark), painted at the
    // same place on a picture of the same size.
    QImage king(after.size(), QImage::Format_ARGB32);
    king.setDevicePixelRatio(after.devicePixelRatio());
    king.fill(Qt::transparent);
    {
        QPainter painter(&king);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF square = board->squareRect(squareOf("e1"));
        painter.fillRect(square, style.dark);
        makePieceSet(pieces)->paint(painter, makePiece(Color::White, PieceType::King), square);
    }
    const QImage drawn = squareImage(board, after, "e1").convertToFormat(QImage::Format_ARGB32);
    const QImage expected = squareImage(board, king, "e1");
    int differing = 0;
    for (int y = 0; y < drawn.height(); ++y)
        for (int x = 0; x < drawn.width(); ++x) {
            const QColor a = drawn.pixelColor(x, y), b = expected.pixelColor(x, y);
            differing +=
                std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) > 60;
        }
    QVERIFY2(differing < drawn.width() * drawn.height() / 50, qPrintable(QString::number(differing)));
    if (pieces != QLatin1String("glyphs") || theme != QLatin1String("wood"))
        QVERIFY(after != before);
    // Kept for the next run.
    const AppSettings stored = AppSettings::load(QSettings());
    QCOMPARE(stored.pieceSet, pieces);
    QCOMPARE(stored.boardTheme, theme);
}

// A reader who enlarges the system font gets larger coordinates, and room for them beside the board.
void TestLooks::coordinatesFollowTheSystemFont()
{
    const QFont system = QApplication::font();
    MainWindow window;
    window.resize(1100, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget *board = window.board();
    board->setCoordinatesInside(false); // as an earlier test may have chosen
    auto margin = [board] {
        return std::min(board->width(), board->height()) - board->squareRect(squareOf("a1")).width() * 8;
    };
    const int before = board->coordinateFont().pixelSize();
    QFont large = system;
    large.setPixelSize(before + 20);
    QApplication::setFont(large);
    QApplication::processEvents();
    // As large as the system font's letters (as the font machinery matched the size asked for).
    const int letters = QFontInfo(large).pixelSize();
    QVERIFY(letters > before);
    QCOMPARE(board->coordinateFont().pixelSize(), letters);
    QVERIFY2(margin() >= letters, qPrintable(QString::number(margin())));
    QApplication::setFont(system);
    QTRY_COMPARE(board->coordinateFont().pixelSize(), before);
}

void TestLooks::coordinatesInsideTheSquares()
{
    MainWindow window;
    window.resize(1100, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Kings only: the corners of a1 and h1 are bare.
    window.workspace()->newGame(
        {QString(), QString(), TimeControl(), std::get<Position>(Position::fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))});
    BoardWidget *board = window.board();
    QApplication::processEvents();
    auto margin = [board] {
        return std::min(board->width(), board->height()) - board->squareRect(squareOf("a1")).width() * 8;
    };
    QVERIFY(margin() >= 12);
    const auto answer = answerDialogs({[](QWidget *dialog, QString &) {
        auto *looks = qobject_cast<LooksDialog *>(dialog);
        if (!looks)
            return false;
        looks->findChild<QComboBox *>(QStringLiteral("boardTheme"))->setCurrentIndex(0);
        looks->findChild<QCheckBox *>(QStringLiteral("coordinatesInside"))->setChecked(true);
        looks->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        return true;
    }});
    window.findChild<QAction *>(QStringLiteral("looks"))->trigger();
    QVERIFY(answer->answered());
    // No margin for the coordinates: the board fills its widget.
    QApplication::processEvents();
    QVERIFY2(margin() < 8, qPrintable(QString::number(margin())));
    // The "1" stands in a1's top left corner in the light colour; h1's bottom right corner holds "h".
    const QImage picture = board->grab().toImage();
    const BoardStyle style = BoardStyle::screen();
    auto inkIn = [&](const char *square, bool top, const QColor &ink) {
        const QImage part = squareImage(board, picture, square);
        const int h = part.height() / 3, w = part.width() / 3;
        const QRect corner = top ? QRect(0, 0, w, h) : QRect(part.width() - w, part.height() - h, w, h);
        int count = 0;
        for (int y = corner.top(); y <= corner.bottom(); ++y)
            for (int x = corner.left(); x <= corner.right(); ++x) {
                const QColor c = part.pixelColor(x, y);
                count +=
                    std::abs(c.red() - ink.red()) + std::abs(c.green() - ink.green()) + std::abs(c.blue() - ink.blue())
                    < 40;
            }
        return count;
    };
    QVERIFY(inkIn("a1", true, style.light) > 4); // a1 is dark: its number is light
    QVERIFY(inkIn("h1", false, style.dark) > 4); // h1 is light: its letter is dark
    QVERIFY(AppSettings::load(QSettings()).coordinatesInside);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestLooks>(argc, argv, "tst_looks");
}

#include "tst_looks.moc"
