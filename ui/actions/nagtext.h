// SPDX-License-Identifier: GPL-3.0-or-later
// A NAG's symbol as a font can draw it, for the symbol actions and the notation: the symbol, an
// ASCII form of ⩲ and ⩱ ("+=", "=+") when the font lacks them, or "$n" for a NAG without a
// drawable symbol.
#pragma once

#include <QFont>
#include <QString>

namespace ferz {

QString nagText(int nag, const QFont &font);

} // namespace ferz
