// SPDX-License-Identifier: GPL-3.0-or-later
// Why a typed move could not be read, as a sentence in the user's language (context "MoveInput").
#pragma once

#include "core/notation/moveinput.h"

#include <QString>

namespace ferz {

// The sentence for a failed readMove(position, text): unreadable, no such piece can go there,
// ambiguous (naming the candidates in SAN) or illegal (with the core's reason). Empty on success.
// A look-alike's sentence (lookAlikeText) follows the reason.
QString moveInputErrorText(const Position &position, std::string_view text, const MoveInput &input);
// Which alphabet a Latin K or C typed in a Russian-letter style was read in (MoveInput::latinPiece),
// when it matters: after a failure, or when it was read as typed, or when the other reading names
// another move too. Else empty.
QString lookAlikeText(const MoveInput &input);

} // namespace ferz
