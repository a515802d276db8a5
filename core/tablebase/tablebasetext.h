// SPDX-License-Identifier: GPL-3.0-or-later
// What the endgame tables say, in words of the interface language (context "Tablebase"), as the
// analysis panel, learning mode and ferz-cli tablebase write it.
#pragma once

#include "core/rules/types.h"
#include "core/tablebase/tablebasevalue.h"

#include <QString>

namespace ferz {

// "White wins: mate in 14", "Black wins: mate in 3", "Draw with best play", "White is checkmated";
// `value` is for `sideToMove`.
QString tablebaseVerdictText(Color sideToMove, const TablebaseValue &value);

} // namespace ferz
