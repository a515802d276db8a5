// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of an animated GIF, one palette for all its frames (so that a colour never
// flickers from frame to frame). A drawn board has few flat colours (the squares, the tints, the
// pieces, the text) and many more along the anti-aliased edges of the pieces, the arrows and the
// letters: the frequent colours go in as they are, exactly, and the rest are grouped by median cut,
// each group's entry its weighted mean; every colour is then drawn with the nearest entry.
#pragma once

#include <QHash>
#include <QImage>
#include <QRgb>

#include <vector>

namespace ferz {

class GifPalette {
public:
    // GIF's 256 entries but one, which the writer keeps for the pixels a frame leaves as they were.
    static constexpr int MaxColours = 255;

    // Counts the colours of one frame (its alpha is ignored: frames are opaque).
    void count(const QImage &frame);
    // Chooses the entries from the colours counted: all of them when there are no more than MaxColours.
    void build();

    // The entries, at most MaxColours.
    const std::vector<QRgb> &colours() const { return m_colours; }
    // The entry that draws `colour`: its own when it has one, else the nearest.
    int index(QRgb colour);

private:
    QHash<QRgb, qint64> m_counts;
    std::vector<QRgb> m_colours;
    QHash<QRgb, int> m_indices; // the colours met, with their entries
};

} // namespace ferz
