// SPDX-License-Identifier: GPL-3.0-or-later
// The annotations of a move as the database stores them: a byte saying which parts follow, then
// each part present, in order: the comments before and after (length-prefixed texts), the NAGs (a
// count and a byte each), the clock and the time the move took (signed varints, in milliseconds;
// the clock as its change from a clock given, so that a clock ticking down by seconds takes two
// bytes), the arrows (a count and colour, from, to), the squares (a count and colour, square) and
// any other command (a count and length-prefixed texts).
#pragma once

#include "core/db/bytes.h"
#include "core/game/gametree.h"

#include <cstdint>
#include <string>

namespace ferz::db {

std::string encodeAnnotations(const Annotations &annotations, std::int64_t clockBefore);
// False when the bytes are damaged or are not all read.
bool decodeAnnotations(ByteReader in, Annotations &annotations, std::int64_t clockBefore);

} // namespace ferz::db
