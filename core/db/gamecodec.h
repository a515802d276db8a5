// SPDX-License-Identifier: GPL-3.0-or-later
// A game as the database stores it, and back: the header columns (the tags a search looks at),
// the record (every tag in its order, the start position, and the movetext stream with every
// variation and annotation), and the search record (what a position search reads of a game
// before it replays any move).
//
// A record is: the tags (a count, then for each tag the byte of its column, or 0 and its name
// and value), the start position's FEN (empty for the standard one; "960 " and its X-FEN for a
// Chess960 game), each length-prefixed, and
// the movetext stream, in PGN order, with moves coded by movecode.h:
//   stream     := annotations? line
//   line       := (move annotations? variation*)*
//   variation  := VariationStart line VariationEnd   (an alternative to the move before it)
//   annotations := AnnotationsMarker length bytes    (all of the move's Annotations)
// A game decodes to a tree equal to the one encoded (GameTree's operator==).
#pragma once

#include "core/collection/gamecollection.h"
#include "core/db/gamebuffer.h"
#include "core/game/gametree.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace ferz::db {

// What a position search knows of a game before replaying it (the filters of Scid): the home
// pawns it starts with and the order in which they leave, its final material, and for the
// opening tree its result and ratings. Stored in SearchRecord::Bytes bytes.
struct SearchRecord {
    static constexpr std::size_t Bytes = 24;
    enum Flag : std::uint8_t {
        Promotion = 1, // a pawn is promoted on the main line: piece counts may grow
    };
    // Home pawns: bits 0-7 White's pawns on a2-h2, bits 8-15 Black's on a7-h7.
    std::uint16_t homePawns = 0;
    // The home pawns that leave their square (moved or captured), in order: four bits each, the
    // first in the lowest bits.
    std::uint64_t departures = 0;
    std::uint8_t departureCount = 0;
    std::uint8_t flags = 0;
    // Pieces at the end of the main line: [colour][pawn, knight, bishop, rook, queen].
    std::array<std::array<std::uint8_t, 5>, 2> finalMaterial {};
    std::uint8_t result = 0; // as resultCode(), 0 when unknown
    std::uint16_t whiteElo = 0, blackElo = 0;
    std::uint16_t plies = 0; // capped at 65535

    void write(std::uint8_t *out) const;
    static SearchRecord read(const std::uint8_t *in);
};

// The home-pawn bits (as SearchRecord::homePawns) of a position.
std::uint16_t homePawnsOf(const Position &position);

struct EncodedGame {
    GameHeader header;
    std::string record;
    SearchRecord search;
};

// Encodes a game: the tags a column keeps exactly go to the header (a result only when it is one
// of the four, a rating only when eloOf() reads it), the others stay in the record.
EncodedGame encodeGame(const GameTree &tree);
// The same for a game read into a buffer: the bytes the same game's tree gives.
EncodedGame encodeGame(const GameBuffer &game);

// Decodes a game from its header and record; false when the record is damaged (`tree` then holds
// what could be read).
bool decodeGame(const GameHeader &header, std::string_view record, GameTree &tree);

// Reads the main line of a record, move by move, skipping variations and annotations: what a
// position search replays.
class MainLineReader {
public:
    // False when the record is damaged before its moves.
    bool start(std::string_view record);
    const Position &position() const { return m_position; }
    // Plays the next main-line move; false at the end of the line or when the record is damaged.
    bool next();
    // Whether the record was found damaged (start or next gave false for it).
    bool damaged() const { return m_damaged; }
    // The move last played.
    Move lastMove() const { return m_last; }

private:
    Position m_position;
    const std::uint8_t *m_at = nullptr;
    const std::uint8_t *m_end = nullptr;
    Move m_last;
    bool m_damaged = false;

    bool broken();
};

} // namespace ferz::db
