// SPDX-License-Identifier: GPL-3.0-or-later
// PGN reading errors as sentences for people (translatable, context "Pgn").
#pragma once

#include "core/pgn/pgnreader.h"

#include <QString>

namespace ferz {

// The reason alone, e.g. "illegal move \"Nf3\". This knight is pinned: …" (illegalmovetext.h).
QString pgnErrorText(const PgnError &error);
// With its place: "game 3, line 12, column 7: …".
QString pgnErrorMessage(const PgnError &error);
// What was assumed of a game whose text was not all UTF-8 ("Some names or comments of this game
// are not UTF-8: they were read as Latin-1."); empty when nothing was.
QString pgnEncodingNote(const PgnGame &game);

} // namespace ferz
