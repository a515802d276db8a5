// SPDX-License-Identifier: GPL-3.0-or-later
// A chess clock for two players under one TimeControl. It never reads a clock itself: every call
// that depends on time is given `now`, milliseconds from any monotonic source, so the owner decides
// where time comes from (a QElapsedTimer in the application, plain numbers in tests).
#pragma once

#include "core/game/timecontrol.h"
#include "core/rules/types.h"

#include <cstdint>

namespace ferz {

// The times left under which a player is warned in words: a minute, then ten seconds, which is
// low time (tenths on the clock's face).
inline constexpr std::int64_t MinuteLeftMs = 60000;
inline constexpr std::int64_t LowTimeMs = 10000;
inline bool isLowTime(std::int64_t remaining)
{
    return remaining < LowTimeMs;
}

// The time under which a clock shows, in red and with a sound, that it runs low: a tenth of the first stage's
// time, at least low time and at most a minute (10 s at 1+0, 30 s at 5+0, a minute from 10+0 up),
// so that a short game does not warn from its first move and a long one warns in time.
std::int64_t lowTimeWarningMs(const TimeControl &control);

class ChessClock {
public:
    explicit ChessClock(const TimeControl &control = TimeControl());

    const TimeControl &control() const { return m_control; }
    bool isTimed() const { return m_control.isTimed(); }

    // Starts (or restarts after stop()) the clock of `side`; the other one stands still.
    void start(Color side, std::int64_t now);
    // Stops both clocks for good (the game is over); remaining() keeps the last values.
    void stop(std::int64_t now);
    // Stops the running clock until resume(); a game without a time control is never paused.
    void pause(std::int64_t now);
    void resume(std::int64_t now);
    bool isRunning() const { return m_running && !m_paused; }
    bool isPaused() const { return m_running && m_paused; }
    // The side whose clock runs (or would run when resumed).
    Color side() const { return m_side; }

    // The time colour c has left at `now`; negative once the flag has fallen.
    std::int64_t remaining(Color c, std::int64_t now) const;
    // True when the running side has no time left.
    bool flagFallen(std::int64_t now) const;
    // Whether the running clock of a timed game went under `threshold` between `from` and `to`.
    bool wentUnder(std::int64_t threshold, std::int64_t from, std::int64_t to) const;

    // The running side has made its move: its thinking time is taken off, then the increment, the
    // delay's refund or the next stage's time is added, and the other clock starts. Returns the
    // mover's remaining time after all that (what a [%clk] comment records).
    std::int64_t press(std::int64_t now);

    // For restoring a saved game: the time each side has and how many moves each has made.
    void setRemaining(Color c, std::int64_t ms);
    int movesMade(Color c) const { return m_moves[index(c)]; }
    void setMovesMade(Color c, int moves) { m_moves[index(c)] = moves; }

private:
    std::int64_t elapsed(std::int64_t now) const;

    TimeControl m_control;
    std::int64_t m_left[2] = {};
    int m_moves[2] = {};
    Color m_side = Color::White;
    bool m_running = false;
    bool m_paused = false;
    std::int64_t m_since = 0; // when the running side's clock last started or resumed
    std::int64_t m_usedBefore = 0; // time the running side used on this move before a pause
};

} // namespace ferz
