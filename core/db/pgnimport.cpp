// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/pgnimport.h"

#include "core/db/databasewriter.h"
#include "core/db/gamebuffer.h"
#include "core/db/gamecodec.h"
#include "core/openings/openings.h"
#include "core/pgn/pgnbuilders.h"
#include "core/pgn/pgnparallel.h"

#include <QFileInfo>

namespace ferz::db {

namespace {

// Reads each game into a buffer kept from game to game and encodes it from there: no tree is built
// for a game. A copy starts with a buffer of its own (each piece reader has one; see PgnReading).
class Encoder final : public PgnBuilder<GameBuffer> {
public:
    Encoder() : PgnBuilder(m_buffer) {}
    Encoder(const Encoder &) : Encoder() {}
    Encoder &operator=(const Encoder &) = delete;

    // A game without an ECO tag gets the code of its opening, found by position, in the ECO
    // column only: the record, and so the game as read back and exported, stays as imported.
    EncodedGame operator()(const PgnGame &) const
    {
        EncodedGame game = encodeGame(m_buffer);
        if (!m_buffer.hasTag("ECO"))
            if (const std::optional<Opening> opening = openingOfMainLine(m_buffer.root()))
                game.header.eco = opening->eco;
        return game;
    }

private:
    GameBuffer m_buffer;
};

} // namespace

ImportResult importPgn(const QString &pgnPath, const QString &databasePath, const ImportOptions &options,
                       const ImportCallbacks &callbacks)
{
    ImportResult result;
    const std::int64_t total = QFileInfo(pgnPath).size();
    DatabaseWriter writer;
    if (!writer.create(databasePath)) {
        result.error = writer.error();
        result.detail = writer.errorDetail();
        return result;
    }
    PgnParallelOptions reading;
    reading.threads = options.threads;
    reading.encoding = options.encoding;
    bool written = true;
    const bool complete =
        readPgnInParallel<EncodedGame>(pgnPath, reading, Encoder(), [&](PgnPieceGame<EncodedGame> &game) {
            for (const PgnError &e : game.errors)
                if (callbacks.error)
                    callbacks.error(e);
            result.errors += static_cast<std::int64_t>(game.errors.size());
            // A file in UTF-16 or UTF-32 is one error and no game: nothing to import.
            if (!game.errors.empty() && game.errors.front().kind == PgnError::Kind::UnreadableEncoding)
                return false;
            result.moves += game.moves;
            if (!writer.add(game.value))
                return written = false;
            ++result.games;
            if (callbacks.progress && !callbacks.progress(result.games, game.end, total)) {
                result.cancelled = true;
                return false;
            }
            return true;
        });
    if (!written || (complete && !writer.finish())) {
        result.error = writer.error();
        result.detail = writer.errorDetail();
    } else if (!complete && !result.cancelled) { // unreadable or in an encoding Ferz does not read
        result.unreadable = true;
    }
    return result;
}

} // namespace ferz::db
