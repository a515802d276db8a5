// SPDX-License-Identifier: GPL-3.0-or-later
// An animated GIF, encoded by giflib (Debian's libgif): every frame drawn with one palette of 256
// colours (GifPalette), the first whole and each later one as the rectangle where it differs from
// the one before, left in place under it, the whole looping for ever.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include <functional>

namespace ferz {

struct GifFrames {
    int count = 0;
    // Frame i, drawn on demand (twice each: once to choose the colours, once to encode), all of one
    // size, opaque.
    std::function<QImage(int)> frame;
    // How long frame i stays, in milliseconds (GIF counts hundredths of a second).
    std::function<int(int)> delayMs;
    // A comment block carried by the file (UTF-8): the words of what it shows.
    QString comment;
};

// The file's bytes; empty, and `why` the encoder's reason, when it fails.
QByteArray encodeGif(const GifFrames &frames, QString *why);

} // namespace ferz
