// SPDX-License-Identifier: GPL-3.0-or-later
// What a position search knows of a game before it reads any move (the filters of Scid): the home
// pawns it starts with and the order in which they leave, its final material, the opening line it
// starts with (openinglines.h), and for the opening tree its result, ratings and year. Stored in
// SearchRecord::Bytes bytes, uncompressed, so that a search reads them in place.
#pragma once

#include "core/db/bytes.h"
#include "core/rules/position.h"

#include <array>
#include <cstdint>

namespace ferz::db {

struct SearchRecord {
    static constexpr std::size_t Bytes = 24;
    enum Flag : std::uint8_t {
        Promotion = 1, // a pawn is promoted on the main line: piece counts may grow
        Setup = 2, // the game starts from a position of its own (its FEN leads its moves)
    };
    // The largest rating and year kept (12 bits); anything above is kept as unknown (0).
    static constexpr int MaxNumber = 4095;
    // Home pawns: bits 0-7 White's pawns on a2-h2, bits 8-15 Black's on a7-h7.
    std::uint16_t homePawns = 0;
    // The place of each home pawn in the order in which they leave their squares (moved or
    // captured), from 0: four bits a pawn, pawn i (as in homePawns) in bits 4i-4i+3, and 15 for a
    // pawn that never leaves (or is not there). A search checks them all at once: the pawns the
    // position keeps at home must leave after the others.
    static constexpr std::uint64_t NeverLeave = ~std::uint64_t(0);
    std::uint64_t departureRanks = NeverLeave;
    std::uint8_t departureCount = 0; // up to 16
    std::uint8_t flags = 0;
    // Pieces at the end of the main line: [colour][pawn, knight, bishop, rook, queen].
    std::array<std::array<std::uint8_t, 5>, 2> finalMaterial {};
    std::uint8_t result = 0; // as resultCode(), 0 when unknown
    std::uint16_t whiteElo = 0, blackElo = 0; // 0 when unknown
    std::uint16_t year = 0; // 0 when unknown
    std::uint32_t line = 0; // the deepest node of the opening lines the game starts with (24 bits)

    // Notes that home pawn `pawn` (as in homePawns) leaves its square, after those noted before.
    void leave(int pawn)
    {
        const int shift = 4 * pawn;
        departureRanks =
            (departureRanks & ~(std::uint64_t(15) << shift)) | static_cast<std::uint64_t>(departureCount++) << shift;
    }
    void write(std::uint8_t *out) const;
    static SearchRecord read(const std::uint8_t *in);
    bool operator==(const SearchRecord &) const = default;
};

// A stored record's fields read in place: a search filters on some, and of the games that pass takes
// the line and what the tree counts, never reading a record whole.
class StoredRecord {
public:
    explicit StoredRecord(const std::uint8_t *bytes) : m_bytes(bytes) {}
    std::uint64_t departureRanks() const { return getLittleEndian(m_bytes, 8); }
    std::uint16_t homePawns() const { return static_cast<std::uint16_t>(getLittleEndian(m_bytes + 8, 2)); }
    std::uint8_t departureCount() const { return m_bytes[10] & 31; }
    std::uint8_t flags() const { return static_cast<std::uint8_t>(m_bytes[10] >> 5); }
    // The final material as five bytes, two pieces' counts a byte: White's pawns and knights, …,
    // White's queens and Black's pawns, …, Black's rooks and queens (the low nibble first).
    const std::uint8_t *materialBytes() const { return m_bytes + 11; }
    static constexpr std::size_t MaterialBytes = 5;
    std::uint16_t whiteElo() const { return static_cast<std::uint16_t>(getLittleEndian(m_bytes + 16, 2) & 0xFFF); }
    std::uint16_t blackElo() const { return static_cast<std::uint16_t>(getLittleEndian(m_bytes + 17, 2) >> 4); }
    std::uint16_t year() const { return static_cast<std::uint16_t>(getLittleEndian(m_bytes + 19, 2) & 0xFFF); }
    std::uint8_t result() const { return static_cast<std::uint8_t>(m_bytes[20] >> 4 & 3); }
    std::uint32_t line() const { return static_cast<std::uint32_t>(getLittleEndian(m_bytes + 21, 3)); }
    SearchRecord read() const { return SearchRecord::read(m_bytes); }

private:
    const std::uint8_t *m_bytes;
};

// The home-pawn bits (as SearchRecord::homePawns) of a position.
std::uint16_t homePawnsOf(const Position &position);

// A rating or a year as the record keeps it: 0 when over SearchRecord::MaxNumber.
std::uint16_t keptNumber(int value);

} // namespace ferz::db
