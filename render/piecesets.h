// SPDX-License-Identifier: GPL-3.0-or-later
// The piece sets Ferz offers, by id: "glyphs" (drawn from a font's chess glyphs, the default) and
// the SVG sets built in from resources/pieces/ ("fancy", "simple", "xboard"; their sources and
// licences are in resources/pieces/SOURCES.md).
#pragma once

#include "render/pieceset.h"

#include <QStringList>

#include <memory>

namespace ferz {

// The ids, the default first.
QStringList pieceSetIds();
// The set's name in the interface language; empty for an unknown id.
QString pieceSetName(const QString &id);
// The set with this id; nullptr for an unknown id (or a set that cannot be read).
std::shared_ptr<const PieceSet> makePieceSet(const QString &id);

} // namespace ferz
