// SPDX-License-Identifier: GPL-3.0-or-later
// Why a typed move could not be read, as a sentence in the user's language (context "MoveInput").
#pragma once

#include "core/notation/moveinput.h"

#include <QString>

namespace ferz {

// The sentence for a failed readMove(position, text): unreadable, no such piece can go there,
// ambiguous (naming the candidates in SAN) or illegal (with the core's reason). Empty on success.
QString moveInputErrorText(const Position &position, std::string_view text, const MoveInput &input);

} // namespace ferz
