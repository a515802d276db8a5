// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/timecontrol.h"

#include <charconv>
#include <cmath>

namespace ferz {

namespace {

constexpr std::int64_t MsPerSecond = 1000;
constexpr std::int64_t MsPerMinute = 60 * MsPerSecond;

// A count of units with up to three decimals, without trailing zeros: 90, 0.5, 1.25.
std::string decimal(std::int64_t ms, std::int64_t unit)
{
    std::string s = std::to_string(ms / unit);
    std::int64_t rest = (ms % unit) * 1000 / unit;
    if (rest != 0) {
        std::string frac = std::to_string(rest);
        frac.insert(0, 3 - frac.size(), '0');
        while (frac.back() == '0')
            frac.pop_back();
        s += '.' + frac;
    }
    return s;
}

// A non-negative decimal number of units ("90", "0.5") in milliseconds; nullopt otherwise.
std::optional<std::int64_t> readDecimal(std::string_view text, std::int64_t unit)
{
    if (text.empty() || text.size() > 12)
        return std::nullopt;
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
    if (error != std::errc() || end != text.data() + text.size() || !(value >= 0))
        return std::nullopt;
    return static_cast<std::int64_t>(std::llround(value * static_cast<double>(unit)));
}

std::optional<int> readCount(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value <= 0)
        return std::nullopt;
    return value;
}

} // namespace

TimeControl TimeControl::suddenDeath(std::int64_t timeMs)
{
    return {Mode::SuddenDeath, {{0, timeMs}}, 0};
}

TimeControl TimeControl::increment(std::int64_t timeMs, std::int64_t incrementMs)
{
    return {Mode::Increment, {{0, timeMs}}, incrementMs};
}

TimeControl TimeControl::delay(std::int64_t timeMs, std::int64_t delayMs)
{
    return {Mode::Delay, {{0, timeMs}}, delayMs};
}

std::int64_t TimeControl::stageTime(int i) const
{
    if (stages.empty())
        return 0;
    return stages[std::min<std::size_t>(static_cast<std::size_t>(i), stages.size() - 1)].timeMs;
}

int TimeControl::stageEnd(int i) const
{
    if (stages.empty())
        return 0;
    int end = 0;
    for (int j = 0; j <= i; ++j) {
        const Stage &stage = stages[std::min<std::size_t>(static_cast<std::size_t>(j), stages.size() - 1)];
        if (stage.moves == 0)
            return 0;
        end += stage.moves;
    }
    return end;
}

std::string TimeControl::text() const
{
    if (!isTimed())
        return "-";
    std::string s;
    for (const Stage &stage : stages) {
        if (!s.empty())
            s += ", ";
        if (stage.moves > 0)
            s += std::to_string(stage.moves) + '/';
        s += decimal(stage.timeMs, MsPerMinute);
    }
    s += mode == Mode::Delay ? 'd' : '+';
    s += decimal(bonusMs, MsPerSecond);
    return s;
}

std::optional<TimeControl> TimeControl::parse(std::string_view text)
{
    // A comma between two digits is a decimal comma ("0,5"), which the dialogs of a language that
    // writes one show; a comma that separates stages has a space or another sign beside it.
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    std::string compact;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ',' && i > 0 && i + 1 < text.size() && digit(text[i - 1]) && digit(text[i + 1]))
            compact += '.';
        else if (c != ' ')
            compact += c;
    }
    if (compact == "-")
        return none();
    TimeControl tc;
    tc.mode = Mode::SuddenDeath;
    std::string_view rest = compact;
    if (const auto bonusAt = rest.find_first_of("+d"); bonusAt != std::string_view::npos) {
        const auto bonus = readDecimal(rest.substr(bonusAt + 1), MsPerSecond);
        if (!bonus)
            return std::nullopt;
        tc.bonusMs = *bonus;
        if (tc.bonusMs > 0)
            tc.mode = rest[bonusAt] == 'd' ? Mode::Delay : Mode::Increment;
        rest = rest.substr(0, bonusAt);
    }
    while (true) {
        const auto comma = rest.find(',');
        std::string_view stageText = rest.substr(0, comma);
        Stage stage;
        if (const auto slash = stageText.find('/'); slash != std::string_view::npos) {
            const auto moves = readCount(stageText.substr(0, slash));
            if (!moves)
                return std::nullopt;
            stage.moves = *moves;
            stageText = stageText.substr(slash + 1);
        }
        const auto time = readDecimal(stageText, MsPerMinute);
        if (!time || *time == 0)
            return std::nullopt;
        stage.timeMs = *time;
        // Only the last stage may last until the end of the game.
        if (!tc.stages.empty() && tc.stages.back().moves == 0)
            return std::nullopt;
        tc.stages.push_back(stage);
        if (comma == std::string_view::npos)
            break;
        rest = rest.substr(comma + 1);
    }
    return tc;
}

std::int64_t TimeControl::recordUnitMs() const
{
    bool whole = bonusMs % 1000 == 0;
    for (const Stage &stage : stages)
        whole = whole && stage.timeMs % 1000 == 0;
    return whole ? 1000 : 100;
}

std::string TimeControl::pgnTag() const
{
    if (!isTimed())
        return "-";
    std::string s;
    for (const Stage &stage : stages) {
        if (!s.empty())
            s += ':';
        if (stage.moves > 0)
            s += std::to_string(stage.moves) + '/';
        s += decimal(stage.timeMs, MsPerSecond);
        if (mode == Mode::Increment)
            s += '+' + decimal(bonusMs, MsPerSecond);
    }
    return s;
}

std::string TimeControl::pgnDelayTag() const
{
    return mode == Mode::Delay && isTimed() ? decimal(bonusMs, MsPerSecond) : std::string();
}

std::optional<TimeControl> TimeControl::fromPgnTags(std::string_view timeControl, std::string_view delay)
{
    std::optional<TimeControl> tc = fromPgnTag(timeControl);
    if (!tc || delay.empty() || tc->mode != Mode::SuddenDeath)
        return tc;
    const auto delayMs = readDecimal(delay, MsPerSecond);
    if (!delayMs)
        return std::nullopt;
    if (*delayMs > 0) {
        tc->mode = Mode::Delay;
        tc->bonusMs = *delayMs;
    }
    return tc;
}

std::optional<TimeControl> TimeControl::fromPgnTag(std::string_view tag)
{
    if (tag == "-")
        return none();
    // Each field is [moves/]seconds[+increment | d delay]; the control takes the bonus of the
    // first field that has one (Ferz gives every stage the same).
    TimeControl tc;
    tc.mode = Mode::SuddenDeath;
    while (!tag.empty()) {
        const auto colon = tag.find(':');
        std::string_view field = tag.substr(0, colon);
        if (const auto bonusAt = field.find_first_of("+d"); bonusAt != std::string_view::npos) {
            const auto bonus = readDecimal(field.substr(bonusAt + 1), MsPerSecond);
            if (!bonus)
                return std::nullopt;
            if (*bonus > 0 && tc.bonusMs == 0) {
                tc.bonusMs = *bonus;
                tc.mode = field[bonusAt] == 'd' ? Mode::Delay : Mode::Increment;
            }
            field = field.substr(0, bonusAt);
        }
        Stage stage;
        if (const auto slash = field.find('/'); slash != std::string_view::npos) {
            const auto moves = readCount(field.substr(0, slash));
            if (!moves)
                return std::nullopt;
            stage.moves = *moves;
            field = field.substr(slash + 1);
        }
        const auto time = readDecimal(field, MsPerSecond);
        if (!time || *time == 0 || (!tc.stages.empty() && tc.stages.back().moves == 0))
            return std::nullopt;
        stage.timeMs = *time;
        tc.stages.push_back(stage);
        if (colon == std::string_view::npos)
            break;
        tag = tag.substr(colon + 1);
    }
    if (tc.stages.empty())
        return std::nullopt;
    return tc;
}

std::vector<TimeControl> TimeControl::presets()
{
    return {suddenDeath(1 * MsPerMinute),
            increment(3 * MsPerMinute, 2 * MsPerSecond),
            suddenDeath(5 * MsPerMinute),
            increment(10 * MsPerMinute, 5 * MsPerSecond),
            increment(15 * MsPerMinute, 10 * MsPerSecond),
            increment(90 * MsPerMinute, 30 * MsPerSecond)};
}

} // namespace ferz
