// SPDX-License-Identifier: GPL-3.0-or-later
// FEN rejections as sentences for people (translatable, context "FenError").
#pragma once

#include "core/rules/position.h"

#include <QString>

#include <string_view>

namespace ferz {

// For example: "FEN field 1 (piece placement), rank 3: it describes 9 squares instead of 8 (\"4p4\")".
QString fenErrorText(const FenError &error);

// UTF-8 text quoted in a message, with control characters shown as their Unicode pictures (NUL as
// "␀", U+2400), so that a message neither hides them nor ends at a NUL byte.
QString visibleText(std::string_view utf8);

} // namespace ferz
