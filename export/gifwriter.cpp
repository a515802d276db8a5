// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gifwriter.h"

#include "export/gifpalette.h"

#include <gif_lib.h>

#include <QRect>

#include <algorithm>
#include <memory>
#include <vector>

namespace ferz {

namespace {

int appendBytes(GifFileType *gif, const GifByteType *data, int size)
{
    static_cast<QByteArray *>(gif->UserData)->append(reinterpret_cast<const char *>(data), size);
    return size;
}

// The index of the pixels a frame leaves as the frame before drew them.
constexpr GifByteType Unchanged = GifPalette::MaxColours;

// The palette's entries as giflib's colour map, 256 of them with the transparent one.
ColorMapObject *colourMap(const std::vector<QRgb> &colours)
{
    const int size = 256;
    std::vector<GifColorType> entries(std::size_t(size), GifColorType {0, 0, 0});
    for (std::size_t i = 0; i < colours.size(); ++i)
        entries[i] = {GifByteType(qRed(colours[i])), GifByteType(qGreen(colours[i])), GifByteType(qBlue(colours[i]))};
    return GifMakeMapObject(size, entries.data());
}

// Where `now` differs from `before` (both width × height indices); a single pixel where nothing does,
// since every frame needs an image.
QRect changed(const std::vector<GifByteType> &before, const std::vector<GifByteType> &now, int width, int height)
{
    int left = width, right = -1, top = height, bottom = -1;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (const std::size_t i = std::size_t(y * width + x); before[i] != now[i]) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    return right < 0 ? QRect(0, 0, 1, 1) : QRect(QPoint(left, top), QPoint(right, bottom));
}

struct GifCloser {
    void operator()(GifFileType *gif) const { EGifCloseFile(gif, nullptr); }
};

} // namespace

QByteArray encodeGif(const GifFrames &frames, QString *why)
{
    GifPalette palette;
    for (int i = 0; i < frames.count; ++i)
        palette.count(frames.frame(i));
    palette.build();

    QByteArray bytes;
    int error = 0;
    std::unique_ptr<GifFileType, GifCloser> gif(EGifOpen(&bytes, appendBytes, &error));
    const auto failed = [&](int code) {
        if (why)
            *why = QString::fromUtf8(GifErrorString(code));
        return QByteArray();
    };
    if (!gif)
        return failed(error);
    const QSize size = frames.frame(0).size();
    const int width = size.width(), height = size.height();
    EGifSetGifVersion(gif.get(), true); // GIF89a: delays and the loop
    ColorMapObject *map = colourMap(palette.colours());
    const int screen = EGifPutScreenDesc(gif.get(), width, height, 8, 0, map);
    GifFreeMapObject(map);
    if (screen == GIF_ERROR)
        return failed(gif->Error);
    // Netscape's application block: loop for ever.
    const GifByteType loop[3] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif.get(), APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
        || EGifPutExtensionBlock(gif.get(), 11, "NETSCAPE2.0") == GIF_ERROR
        || EGifPutExtensionBlock(gif.get(), 3, loop) == GIF_ERROR || EGifPutExtensionTrailer(gif.get()) == GIF_ERROR)
        return failed(gif->Error);
    if (!frames.comment.isEmpty() && EGifPutComment(gif.get(), frames.comment.toUtf8().constData()) == GIF_ERROR)
        return failed(gif->Error);

    std::vector<GifByteType> before, now(std::size_t(width) * std::size_t(height));
    for (int i = 0; i < frames.count; ++i) {
        const QImage image = frames.frame(i).convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < height; ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < width; ++x)
                now[std::size_t(y * width + x)] = GifByteType(palette.index(line[x]));
        }
        const QRect area = before.empty() ? QRect(0, 0, width, height) : changed(before, now, width, height);
        std::vector<GifByteType> line(std::size_t(area.width()));
        const bool first = before.empty();
        GraphicsControlBlock control {DISPOSE_DO_NOT, false, std::clamp((frames.delayMs(i) + 5) / 10, 1, 65535),
                                      first ? NO_TRANSPARENT_COLOR : Unchanged};
        GifByteType extension[4];
        EGifGCBToExtension(&control, extension);
        if (EGifPutExtension(gif.get(), GRAPHICS_EXT_FUNC_CODE, 4, extension) == GIF_ERROR
            || EGifPutImageDesc(gif.get(), area.x(), area.y(), area.width(), area.height(), false, nullptr)
                == GIF_ERROR)
            return failed(gif->Error);
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = 0; x < area.width(); ++x) {
                const std::size_t at = std::size_t(y * width + area.x() + x);
                line[std::size_t(x)] = !first && before[at] == now[at] ? Unchanged : now[at];
            }
            if (EGifPutLine(gif.get(), line.data(), area.width()) == GIF_ERROR)
                return failed(gif->Error);
        }
        before = now;
    }
    if (EGifCloseFile(gif.release(), &error) == GIF_ERROR)
        return failed(error);
    return bytes;
}

} // namespace ferz
