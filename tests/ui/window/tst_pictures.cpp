// SPDX-License-Identifier: GPL-3.0-or-later
// The window's pictures, driven through its menus offscreen: File ▸ Export Diagram writes the
// position shown as SVG or PNG at the size chosen in its dialog, with the move's marks and words;
// Edit ▸ Copy Diagram puts the picture and its words on the clipboard; File ▸ Export Game as GIF
// writes a frame per half-move and the start, in the interface's notation, read back by
// ImageMagick's identify.
#include "tests/ui/reviewwindow.h"
#include "tests/ui/uitest.h"
#include "ui/session/autosavefile.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/mainwindow.h"
#include "ui/window/picturedialog.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>

using namespace ferz;
using namespace ferz::test;

namespace {

constexpr const char *MarkedGame = R"([Event "Pictures"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Nf3 { [%csl Rd4][%cal Gf3e5] } Nc6 3. Bb5 a6 1-0
)";

// The answer that fills the picture dialog (the format only for a diagram) and clicks OK.
DialogAnswer::Answer choose(int size, std::optional<DiagramFormat> format, double delaySeconds = 0)
{
    return [=](QWidget *dialog, QString &) {
        auto *pictures = qobject_cast<PictureDialog *>(dialog);
        if (!pictures)
            return false;
        if (format)
            pictures->findChild<QComboBox *>(QStringLiteral("format"))->setCurrentIndex(*format == DiagramFormat::Svg);
        else
            pictures->findChild<QDoubleSpinBox *>(QStringLiteral("delay"))->setValue(delaySeconds);
        pictures->findChild<QSpinBox *>(QStringLiteral("size"))->setValue(size);
        pictures->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        return true;
    };
}

QString identify(const QString &format, const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("identify"), {QStringLiteral("-format"), format, path});
    process.waitForFinished(-1);
    return process.exitCode() == 0 ? QString::fromUtf8(process.readAllStandardOutput())
                                   : QString::fromUtf8(process.readAllStandardError());
}

} // namespace

class TestPictures : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void exportDiagramAsSvg();
    void exportDiagramAsPng();
    void svgKeepsTheBoardsPieceSet();
    void copyDiagram();
    void exportGifInRussianLetters();

private:
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestPictures::init()
{
    autosave::remove();
    QString error;
    m_window = showReviewWindow(m_dir.filePath(QStringLiteral("marked.pgn")), MarkedGame, &error);
    QVERIFY2(m_window, qPrintable(error));
    // After 2. Nf3, with its marks, seen from Black's side.
    action("first")->trigger();
    for (int i = 0; i < 3; ++i)
        action("next")->trigger();
    m_window->settings().setFlipped(true);
}

void TestPictures::cleanup()
{
    m_window->workspace()->setLeaveQuestion(nullptr);
    delete m_window;
    m_window = nullptr;
}

void TestPictures::exportDiagramAsSvg()
{
    const QString path = m_dir.filePath(QStringLiteral("shown"));
    const auto answers = answerDialogs({choose(300, DiagramFormat::Svg), chooseFile(path)});
    action("exportDiagram")->trigger();
    QVERIFY(answers->answered());
    const QByteArray svg = bytes(path + QStringLiteral(".svg"));
    QVERIFY(svg.contains("<title>Anna – Boris, After 2. Nf3</title>"));
    QVERIFY(svg.contains("Black to move. 1 green arrow: f3–e5. 1 red square: d4. Seen from Black's side.</desc>"));
    // rsvg-convert draws it at the size chosen.
    QCOMPARE(
        QProcess::execute(QStringLiteral("rsvg-convert"),
                          {QStringLiteral("-o"), path + QStringLiteral("-rsvg.png"), path + QStringLiteral(".svg")}),
        0);
    QCOMPARE(QImage(path + QStringLiteral("-rsvg.png")).size(), QSize(300, 300));
    QCOMPARE(m_window->settings().values().diagramSize, 300);
}

void TestPictures::exportDiagramAsPng()
{
    const QString path = m_dir.filePath(QStringLiteral("shown.png"));
    const auto answers = answerDialogs({choose(200, DiagramFormat::Png), chooseFile(path)});
    action("exportDiagram")->trigger();
    QVERIFY(answers->answered());
    QCOMPARE(identify(QStringLiteral("%m %w %h"), path), QStringLiteral("PNG 200 200"));
    // Its words beyond Latin-1 (the dash) are in iTXt chunks, UTF-8, which ImageMagick 6 does not
    // read (ferz-cli's test reads a Latin-1 title with identify).
    const QImage image(path);
    QCOMPARE(image.text(QStringLiteral("Title")), QStringLiteral("Anna – Boris, After 2. Nf3"));
    QVERIFY(image.text(QStringLiteral("Description")).endsWith(QStringLiteral("Seen from Black's side.")));
    // Seen from Black's side: the red square d4 is in the fifth column from the left, the fourth
    // row from the top.
    const double margin = 200 * 0.06, square = (200 - 2 * margin) / 8;
    const QRgb d4 = image.pixel(int(margin + square * 4.5), int(margin / 2 + square * 3.5));
    QVERIFY(qRed(d4) > qGreen(d4) + 50);
}

// With an SVG piece set on the board (GNOME Chess's "fancy", gradients and all), the SVG diagram
// draws the same pieces: rsvg-convert's picture of it matches the PNG Ferz draws itself.
void TestPictures::svgKeepsTheBoardsPieceSet()
{
    m_window->settings().change([](AppSettings &values) { values.pieceSet = QStringLiteral("fancy"); });
    const QString svg = m_dir.filePath(QStringLiteral("fancy.svg")), png = m_dir.filePath(QStringLiteral("fancy.png"));
    for (const auto &[path, format] : {std::pair(svg, DiagramFormat::Svg), std::pair(png, DiagramFormat::Png)}) {
        const auto answers = answerDialogs({choose(320, format), chooseFile(path)});
        action("exportDiagram")->trigger();
        QVERIFY(answers->answered());
    }
    const QString drawn = m_dir.filePath(QStringLiteral("fancy-rsvg.png"));
    QCOMPARE(QProcess::execute(QStringLiteral("rsvg-convert"), {QStringLiteral("-o"), drawn, svg}), 0);
    const QImage rsvg = QImage(drawn).convertToFormat(QImage::Format_RGB32);
    const QImage own = QImage(png).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(rsvg.size(), own.size());
    int differing = 0;
    for (int y = 0; y < own.height(); ++y)
        for (int x = 0; x < own.width(); ++x) {
            const QRgb a = rsvg.pixel(x, y), b = own.pixel(x, y);
            differing +=
                std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))})
                > 64;
        }
    // The letters of the coordinates and the pieces' edges differ a little from one renderer to the other.
    QVERIFY2(differing < own.width() * own.height() / 100, qPrintable(QString::number(differing)));
}

void TestPictures::copyDiagram()
{
    m_window->settings().change([](AppSettings &values) { values.diagramSize = 320; });
    action("copyDiagram")->trigger();
    const QMimeData *copied = QGuiApplication::clipboard()->mimeData();
    QVERIFY(copied);
    QVERIFY(copied->hasImage());
    QCOMPARE(qvariant_cast<QImage>(copied->imageData()).size(), QSize(320, 320));
    QVERIFY(copied->data(QStringLiteral("image/svg+xml")).contains("<desc>White: 1 king: e1;"));
    QVERIFY(copied->text().startsWith(QStringLiteral("Anna – Boris, After 2. Nf3.\nWhite: 1 king: e1;")));
    QVERIFY(copied->html().contains(QStringLiteral("alt=\"White: 1 king: e1;")));
}

void TestPictures::exportGifInRussianLetters()
{
    m_window->settings().change([](AppSettings &values) { values.letters = AppSettings::Letters::Russian; });
    const QString path = m_dir.filePath(QStringLiteral("game.gif"));
    const auto answers = answerDialogs({choose(160, std::nullopt, 0.5), chooseFile(path)});
    action("exportGif")->trigger();
    QVERIFY(answers->answered());
    // The start and six half-moves, half a second each and the last three times as long.
    QCOMPARE(identify(QStringLiteral("%T %W %H;"), path),
             QStringLiteral("50 160 187;50 160 187;50 160 187;50 160 187;50 160 187;50 160 187;150 160 187;"));
    QCOMPARE(identify(QStringLiteral("%c"), path + QStringLiteral("[0]")),
             QStringLiteral("Anna – Boris, 1-0\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6"));
    QCOMPARE(m_window->settings().values().gifDelayMs, 500);
}

int main(int argc, char *argv[])
{
    return runGuiTest<TestPictures>(argc, argv, "tst_pictures");
}

#include "tst_pictures.moc"
