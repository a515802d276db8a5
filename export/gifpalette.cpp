// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gifpalette.h"

#include <algorithm>
#include <array>
#include <limits>

namespace ferz {

namespace {

struct Counted {
    std::array<int, 3> rgb;
    qint64 count;
};

// A colour is flat, and kept exactly, when it covers at least this share of all pixels: a square's
// colour, a tint, the inside of a piece or a letter. A 360-pixel board's smallest square covers 1/64.
constexpr qint64 FlatShare = 2000;
// The exact colours leave the rest of the palette to the edges.
constexpr int MostFlatColours = 96;

// Within the ranges [begin, end) of the colours sorted by frequency: the box's weighted mean, and
// the squared error of drawing every colour in it with that mean.
struct Box {
    std::vector<Counted>::iterator begin, end;
    std::array<double, 3> mean {};
    double error = 0;

    void measure()
    {
        double total = 0;
        mean = {};
        for (auto c = begin; c != end; ++c) {
            total += double(c->count);
            for (int i = 0; i < 3; ++i)
                mean[i] += double(c->rgb[i]) * double(c->count);
        }
        for (double &m : mean)
            m /= total;
        error = 0;
        for (auto c = begin; c != end; ++c)
            for (int i = 0; i < 3; ++i)
                error += double(c->count) * (c->rgb[i] - mean[i]) * (c->rgb[i] - mean[i]);
    }
    // Cuts the box in two along its widest channel where half its pixels lie on each side.
    Box split()
    {
        std::array<int, 3> low {255, 255, 255}, high {0, 0, 0};
        qint64 total = 0;
        for (auto c = begin; c != end; ++c) {
            total += c->count;
            for (int i = 0; i < 3; ++i) {
                low[i] = std::min(low[i], c->rgb[i]);
                high[i] = std::max(high[i], c->rgb[i]);
            }
        }
        int channel = 0;
        for (int i = 1; i < 3; ++i)
            if (high[i] - low[i] > high[channel] - low[channel])
                channel = i;
        std::sort(begin, end,
                  [channel](const Counted &a, const Counted &b) { return a.rgb[channel] < b.rgb[channel]; });
        auto cut = begin;
        for (qint64 below = 0; cut + 1 != end && (below += cut->count) * 2 < total;)
            ++cut;
        if (cut + 1 != end)
            ++cut; // else the last colour alone weighs more than half: it goes up alone
        Box upper {cut, end};
        end = cut;
        measure();
        upper.measure();
        return upper;
    }
};

int distance(QRgb a, QRgb b)
{
    const int r = qRed(a) - qRed(b), g = qGreen(a) - qGreen(b), bl = qBlue(a) - qBlue(b);
    // The eye tells greens apart best, blues least.
    return 3 * r * r + 4 * g * g + 2 * bl * bl;
}

} // namespace

void GifPalette::count(const QImage &frame)
{
    const QImage image = frame.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ++m_counts[line[x] | 0xff000000u];
    }
}

void GifPalette::build()
{
    std::vector<Counted> colours;
    qint64 pixels = 0;
    for (auto c = m_counts.cbegin(); c != m_counts.cend(); ++c) {
        colours.push_back({{qRed(c.key()), qGreen(c.key()), qBlue(c.key())}, c.value()});
        pixels += c.value();
    }
    std::sort(colours.begin(), colours.end(), [](const Counted &a, const Counted &b) {
        return a.count != b.count ? a.count > b.count : a.rgb < b.rgb; // the same palette every time
    });
    const auto rgbOf = [](const std::array<int, 3> &c) { return qRgb(c[0], c[1], c[2]); };
    m_colours.clear();
    m_indices.clear();
    if (colours.size() <= MaxColours) {
        for (const Counted &c : colours)
            m_colours.push_back(rgbOf(c.rgb));
        return;
    }
    auto rest = colours.begin();
    while (rest - colours.begin() < MostFlatColours && rest->count * FlatShare >= pixels)
        m_colours.push_back(rgbOf((rest++)->rgb));
    std::vector<Box> boxes {{rest, colours.end()}};
    boxes.front().measure();
    while (m_colours.size() + boxes.size() < MaxColours) {
        auto worst =
            std::max_element(boxes.begin(), boxes.end(), [](const Box &a, const Box &b) { return a.error < b.error; });
        if (worst->error <= 0)
            break; // every box is a single colour
        Box upper = worst->split();
        boxes.push_back(upper);
    }
    for (const Box &box : boxes)
        m_colours.push_back(qRgb(qRound(box.mean[0]), qRound(box.mean[1]), qRound(box.mean[2])));
}

int GifPalette::index(QRgb colour)
{
    colour |= 0xff000000u;
    if (const auto found = m_indices.constFind(colour); found != m_indices.cend())
        return *found;
    int best = 0, bestDistance = std::numeric_limits<int>::max();
    for (int i = 0; i < int(m_colours.size()) && bestDistance > 0; ++i)
        if (const int d = distance(colour, m_colours[std::size_t(i)]); d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    m_indices.insert(colour, best);
    return best;
}

} // namespace ferz
