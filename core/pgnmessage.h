// SPDX-License-Identifier: GPL-3.0-or-later
// PGN reading errors and illegal-move reasons as sentences for people (translatable, context
// "Pgn").
#pragma once

#include "illegalmove.h"
#include "pgnreader.h"

#include <QString>

namespace ferz {

// Why a move is illegal, e.g. "the bishop on c1 is blocked by the piece on d2".
QString illegalReasonText(const MoveCheck &check);
// The reason alone, e.g. "illegal move \"Nf3\": the king would be in check from the bishop on b5".
QString pgnErrorText(const PgnError &error);
// With its place: "game 3, line 12, column 7: …".
QString pgnErrorMessage(const PgnError &error);

} // namespace ferz
