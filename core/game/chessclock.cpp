// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/chessclock.h"

#include <algorithm>

namespace ferz {

std::int64_t lowTimeWarningMs(const TimeControl &control)
{
    return std::clamp<std::int64_t>(control.stageTime(0) / 10, LowTimeMs, MinuteLeftMs);
}

ChessClock::ChessClock(const TimeControl &control) : m_control(control)
{
    m_left[0] = m_left[1] = control.stageTime(0);
}

std::int64_t ChessClock::elapsed(std::int64_t now) const
{
    if (!m_running)
        return 0;
    return m_usedBefore + (m_paused ? 0 : std::max<std::int64_t>(0, now - m_since));
}

void ChessClock::start(Color side, std::int64_t now)
{
    m_side = side;
    m_running = true;
    m_paused = false;
    m_since = now;
    m_usedBefore = 0;
}

void ChessClock::stop(std::int64_t now)
{
    if (!m_running)
        return;
    m_left[index(m_side)] -= elapsed(now);
    m_running = false;
    m_paused = false;
    m_usedBefore = 0;
}

void ChessClock::pause(std::int64_t now)
{
    // Without a time control there is nothing to stop, and nothing would ever resume it.
    if (!m_running || m_paused || !isTimed())
        return;
    m_usedBefore = elapsed(now);
    m_paused = true;
}

void ChessClock::resume(std::int64_t now)
{
    if (!m_running || !m_paused)
        return;
    m_paused = false;
    m_since = now;
}

std::int64_t ChessClock::remaining(Color c, std::int64_t now) const
{
    return m_left[index(c)] - (m_running && c == m_side ? elapsed(now) : 0);
}

bool ChessClock::flagFallen(std::int64_t now) const
{
    return isTimed() && m_running && remaining(m_side, now) <= 0;
}

bool ChessClock::wentUnder(std::int64_t threshold, std::int64_t from, std::int64_t to) const
{
    return isTimed() && isRunning() && remaining(m_side, from) >= threshold && remaining(m_side, to) < threshold;
}

std::int64_t ChessClock::press(std::int64_t now)
{
    const Color mover = m_side;
    const int i = index(mover);
    const std::int64_t used = elapsed(now);
    m_left[i] -= used;
    if (m_control.mode == TimeControl::Mode::Increment)
        m_left[i] += m_control.bonusMs;
    else if (m_control.mode == TimeControl::Mode::Delay)
        m_left[i] += std::min(used, m_control.bonusMs);
    ++m_moves[i];
    // Reaching the end of a stage adds the next stage's time.
    for (int stage = 0;; ++stage) {
        const int end = m_control.stageEnd(stage);
        if (end == 0 || end > m_moves[i])
            break;
        if (end == m_moves[i])
            m_left[i] += m_control.stageTime(stage + 1);
    }
    const std::int64_t left = m_left[i];
    const bool wasPaused = m_paused;
    start(~mover, now);
    m_paused = wasPaused;
    return left;
}

void ChessClock::setRemaining(Color c, std::int64_t ms)
{
    m_left[index(c)] = ms;
}

} // namespace ferz
