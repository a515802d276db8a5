// SPDX-License-Identifier: GPL-3.0-or-later
// The autosave record: a game of the window (one record for each tab), written continuously while
// it holds something not yet in a file, and offered back at the next start. One record type serves both uses, told
// apart by its kind: a game being played (with what PGN cannot hold: both clocks, whether they
// were paused, open draw offers, the sides an engine plays, how a finished game ended) or a game with unsaved edits. Both keep the absolute path of the
// file the game belongs to, its place there and the fingerprint of its bytes as read, so that the
// game is found again even when the file changed meanwhile. Stored as JSON; failures return
// nullopt with a sentence in `why` (translatable, context "AutosaveRecord").
#pragma once

#include "core/game/game.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ferz {

struct AutosaveRecord {
    enum class Kind {
        Play,
        Review
    };

    Kind kind = Kind::Play;
    QString file; // absolute path of the PGN file the game belongs to; empty for none
    int gameIndex = -1; // the game's 0-based place in that file
    std::uint64_t gameHash = 0; // the fingerprint of the game's bytes as read (see PgnFile)
    std::string pgn; // the game as it stands
    // A game being played: its clock and offers.
    std::string timeControl;
    std::int64_t whiteMs = 0;
    std::int64_t blackMs = 0;
    Game::OfferState offers;
    // How a finished game ended and who ended it (None while it goes on).
    Termination ending = Termination::None;
    Color endedBy = Color::White;
    // The sides an engine plays (by colour, see index()): its program, its strength (as
    // core/engine's EngineStrength names it) and whether it may resign.
    struct EngineSeat {
        QString program;
        QString strength;
        int elo = 0;
        bool mayResign = true;
        friend bool operator==(const EngineSeat &, const EngineSeat &) = default;
    };
    std::optional<EngineSeat> engines[2];
};

// The records of the games with unsaved work, in the order of the window's tabs.
QByteArray writeAutosaveRecords(const std::vector<AutosaveRecord> &records);
std::optional<std::vector<AutosaveRecord>> readAutosaveRecords(const QByteArray &bytes, QString *why);

// The record of a game being played, its clocks read at `now`.
AutosaveRecord playRecord(const Game &game, std::int64_t now);
// The game of a play record, its clock paused at `now` on the side to move.
std::optional<Game> restoreGame(const AutosaveRecord &record, const GameOptions &options, std::int64_t now,
                                QString *why);

} // namespace ferz
