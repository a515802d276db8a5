// SPDX-License-Identifier: GPL-3.0-or-later
// A game as the database stores it, and back. A game is kept in four parts:
//   header  the columns a game list shows and a header search looks at (headcolumns.h)
//   search  its SearchRecord (searchrecord.h)
//   moves   its main line, one move code after another (movecode.h), led by the FEN of its start
//           position (length-prefixed) when it has one of its own (SearchRecord::Setup; "960 "
//           and its X-FEN for a Chess960 game): all a position search reads of a game
//   extras  its tags in their order (a count, then for each tag the byte of its column, or 0 and
//           its name and value, length-prefixed), then the rest of the game, by the ply of the
//           main line each part belongs to:
//             rest       := (gap what annotations? variations?)*
//             gap        := varint, the ply minus the ply of the part before (the first from 0):
//                           ply k is the position after k main-line moves
//             what       := 1 (annotations) | 2 (variations) | 3 (both)
//             annotations := length-prefixed annotations of the move that led to ply k (of the
//                           game, at ply 0); a [%clk] as the change from the same side's clock
//                           before it on the main line (the first one from 0)
//             variations := count, then each a length-prefixed line: the alternatives to main-line
//                           move k, in order
//             line       := (move annotations? variation*)*   the moves of a variation, in PGN order
//             variation  := VariationStart line VariationEnd  (an alternative to the move before it)
//             annotations := AnnotationsMarker length bytes  (all of the move's annotations)
// A game decodes to a tree equal to the one encoded (GameTree's operator==).
#pragma once

#include "core/collection/gamecollection.h"
#include "core/db/gamebuffer.h"
#include "core/db/openinglines.h"
#include "core/db/searchrecord.h"
#include "core/game/gametree.h"

#include <string>
#include <string_view>

namespace ferz::db {

struct EncodedGame {
    GameHeader header;
    SearchRecord search; // all but its line, which the database gives (OpeningLines)
    std::string moves;
    std::string extras;
    LineMoves opening; // the first moves of a game from the standard start
};

// Encodes a game: the tags a column keeps exactly go to the header (a result only when it is one
// of the four, a rating only when eloOf() reads it), the others stay in the extras.
EncodedGame encodeGame(const GameTree &tree);
// The same for a game read into a buffer: the bytes the same game's tree gives.
EncodedGame encodeGame(const GameBuffer &game);

// Decodes a game from its parts; false when they are damaged (`tree` then holds what could be read).
bool decodeGame(const GameHeader &header, std::string_view moves, std::string_view extras, bool setup, GameTree &tree);

// Reads a main line (the moves part of a game), move by move: what a position search replays.
class MainLineReader {
public:
    // False when the start position is damaged.
    bool start(std::string_view moves, bool setup);
    // Starts at `position`, `offset` bytes into the moves (a line the game starts with).
    void startAt(const Position &position, std::string_view moves, std::size_t offset);
    const Position &position() const { return m_position; }
    // Plays the next move; false at the end of the line or when the bytes are damaged.
    bool next();
    // Reads the next move without playing it (the move played after the position searched for).
    bool peek(Move &move);
    // Whether the moves were found damaged (start, next or peek gave false for it).
    bool damaged() const { return m_damaged; }

private:
    Position m_position;
    const std::uint8_t *m_at = nullptr;
    const std::uint8_t *m_end = nullptr;
    bool m_damaged = false;

    bool broken();
};

} // namespace ferz::db
