// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/piecesets.h"

#include "render/glyphpieceset.h"
#include "render/svgpieceset.h"

#include <QCoreApplication>

namespace ferz {

namespace {

struct SetSpec {
    const char *id;
    const char *name;
};

constexpr SetSpec Sets[] = {
    {"glyphs", QT_TRANSLATE_NOOP("PieceSets", "Staunton (font glyphs)")},
    {"fancy", QT_TRANSLATE_NOOP("PieceSets", "Fancy (from GNOME Chess)")},
    {"simple", QT_TRANSLATE_NOOP("PieceSets", "Simple (from GNOME Chess)")},
    {"xboard", QT_TRANSLATE_NOOP("PieceSets", "XBoard")},
};

} // namespace

QStringList pieceSetIds()
{
    QStringList ids;
    for (const SetSpec &set : Sets)
        ids << QLatin1String(set.id);
    return ids;
}

QString pieceSetName(const QString &id)
{
    for (const SetSpec &set : Sets)
        if (id == QLatin1String(set.id))
            return QCoreApplication::translate("PieceSets", set.name);
    return {};
}

std::shared_ptr<const PieceSet> makePieceSet(const QString &id)
{
    if (!pieceSetIds().contains(id))
        return nullptr;
    if (id == QLatin1String("glyphs")) {
        auto glyphs = std::make_shared<GlyphPieceSet>();
        return glyphs->isValid() ? glyphs : nullptr;
    }
    auto svg = std::make_shared<SvgPieceSet>(QStringLiteral(":/pieces/") + id, pieceSetName(id));
    return svg->isValid() ? svg : nullptr;
}

} // namespace ferz
