// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/searchrecord.h"

#include "core/db/bytes.h"

namespace ferz::db {

std::uint16_t homePawnsOf(const Position &p)
{
    const Bitboard white = p.pieces(Color::White, PieceType::Pawn), black = p.pieces(Color::Black, PieceType::Pawn);
    return static_cast<std::uint16_t>(((white >> 8) & 0xFF) | (((black >> 48) & 0xFF) << 8));
}

std::uint16_t keptNumber(int value)
{
    return static_cast<std::uint16_t>(value > 0 && value <= SearchRecord::MaxNumber ? value : 0);
}

// The 24 bytes: departure ranks (8), home pawns (2), departure count (5 bits) and flags (3 bits), final
// material (a nibble each, White's pawn … queen then Black's: 5), the ratings (12 bits each: 3),
// the year (12 bits) and the result (2 bits) (2), the line (3).
void SearchRecord::write(std::uint8_t *out) const
{
    putLittleEndian(out, departureRanks, 8);
    putLittleEndian(out + 8, homePawns, 2);
    out[10] = static_cast<std::uint8_t>((departureCount & 31) | flags << 5);
    for (std::size_t i = 0; i < 10; i += 2)
        out[11 + i / 2] =
            static_cast<std::uint8_t>(finalMaterial[i / 5][i % 5] | finalMaterial[(i + 1) / 5][(i + 1) % 5] << 4);
    putLittleEndian(out + 16, (whiteElo & 0xFFFu) | static_cast<std::uint64_t>(blackElo & 0xFFFu) << 12, 3);
    putLittleEndian(out + 19, (year & 0xFFFu) | static_cast<std::uint64_t>(result & 3u) << 12, 2);
    putLittleEndian(out + 21, line & 0xFFFFFFu, 3);
}

SearchRecord SearchRecord::read(const std::uint8_t *in)
{
    const StoredRecord stored(in);
    SearchRecord r;
    r.departureRanks = stored.departureRanks();
    r.homePawns = stored.homePawns();
    r.departureCount = stored.departureCount();
    r.flags = stored.flags();
    for (std::size_t i = 0; i < 10; ++i)
        r.finalMaterial[i / 5][i % 5] = static_cast<std::uint8_t>(stored.materialBytes()[i / 2] >> (4 * (i % 2)) & 15);
    r.whiteElo = stored.whiteElo();
    r.blackElo = stored.blackElo();
    r.year = stored.year();
    r.result = stored.result();
    r.line = stored.line();
    return r;
}

} // namespace ferz::db
