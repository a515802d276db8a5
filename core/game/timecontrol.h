// SPDX-License-Identifier: GPL-3.0-or-later
// How much thinking time a game gives: none, sudden death, a Fischer increment, a Bronstein delay,
// and moves-in-time stages such as 40 moves in 90 minutes then 30 minutes for the rest, with 30
// seconds added per move (written "40/90, 30 +30"). A plain value type; times are milliseconds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

struct TimeControl {
    enum class Mode {
        None, // no clock
        SuddenDeath, // the stages' time only
        Increment, // Fischer: `bonusMs` added after every move
        Delay, // Bronstein: up to `bonusMs` of the time a move took is given back after it
    };
    // `moves` moves must be made in `timeMs` (0: the rest of the game). A last stage with a move
    // count repeats, as PGN's "40/9000" does.
    struct Stage {
        int moves = 0;
        std::int64_t timeMs = 0;
        friend bool operator==(const Stage &, const Stage &) = default;
    };

    Mode mode = Mode::None;
    std::vector<Stage> stages;
    std::int64_t bonusMs = 0;

    static TimeControl none() { return {}; }
    static TimeControl suddenDeath(std::int64_t timeMs);
    static TimeControl increment(std::int64_t timeMs, std::int64_t incrementMs);
    static TimeControl delay(std::int64_t timeMs, std::int64_t delayMs);

    bool isTimed() const { return mode != Mode::None && !stages.empty(); }
    // The time a player gets at the start of stage i (stages past the last repeat the last one).
    std::int64_t stageTime(int i) const;
    // The number of own moves after which stage i ends; 0 when it lasts until the end of the game.
    int stageEnd(int i) const;

    // How finely the record ([%clk]) writes the time left: 1000 ms (whole seconds), or 100 ms
    // (tenths) when a stage, the increment or the delay has a fraction of a second.
    std::int64_t recordUnitMs() const;

    // The short form players use: "-" for none, "5+0", "3+2", "15d5" (delay), "40/90+30",
    // "40/90, 30+30". Minutes, then seconds for the increment or delay.
    std::string text() const;
    // Reads text() back; nullopt for anything else. Spaces are ignored, and minutes and seconds
    // may have a fraction after a point or a decimal comma ("0.5+1", "0,5+1"): a comma right
    // between two digits ("0,5", "40/1,5") is a decimal comma, any other comma separates stages,
    // as text() writes them ("40/90, 30").
    static std::optional<TimeControl> parse(std::string_view text);
    // The PGN TimeControl tag, in the standard's forms only: "-", "300", "180+2",
    // "40/5400+30:1800+30". The standard has no delay, so a Bronstein control writes its stages
    // here ("900", which a program that knows no delay plays safely as sudden death) and the delay
    // in a tag of its own, DelayTag, with pgnDelayTag() ("5").
    std::string pgnTag() const;
    static constexpr const char *DelayTag = "BronsteinDelay";
    // The seconds of a Bronstein delay; empty for every other control.
    std::string pgnDelayTag() const;

    // Reads pgnTag() back, and the PGN standard's forms ("40/9000:3600", "300+5") and the
    // "900d5" older Ferz wrote; nullopt for "?", sandclock ("*180") and anything else.
    static std::optional<TimeControl> fromPgnTag(std::string_view tag);
    // Reads the TimeControl tag with the delay tag beside it (empty when the game has none).
    static std::optional<TimeControl> fromPgnTags(std::string_view timeControl, std::string_view delay);

    // The presets a new-game dialog offers, fastest first: 1+0, 3+2, 5+0, 10+5, 15+10, 90+30.
    static std::vector<TimeControl> presets();

    friend bool operator==(const TimeControl &, const TimeControl &) = default;
};

} // namespace ferz
