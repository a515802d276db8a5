// SPDX-License-Identifier: GPL-3.0-or-later
// FEN rejections as sentences for people (translatable, context "FenError").
#pragma once

#include "core/rules/position.h"

#include <QString>

namespace ferz {

// For example: "FEN field 1 (piece placement), rank 3: it describes 9 squares instead of 8 (\"4p4\")".
QString fenErrorText(const FenError &error);

} // namespace ferz
