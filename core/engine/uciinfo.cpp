// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uciinfo.h"

#include "core/engine/uci.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace ferz {

namespace {

// Splits on runs of blanks (UCI allows any amount of white space between tokens).
std::vector<std::string_view> tokens(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            ++i;
        if (i > start)
            out.push_back(line.substr(start, i - start));
    }
    return out;
}

template <typename T> std::optional<T> number(std::string_view text, T min, T max)
{
    T value {};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

bool looksLikeUciMove(std::string_view t)
{
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (t == "0000") // the null move some engines print
        return true;
    if (t.size() != 4 && t.size() != 5)
        return false;
    if (!file(t[0]) || !rank(t[1]) || !file(t[2]) || !rank(t[3]))
        return false;
    return t.size() == 4 || std::string_view("qrbn").find(t[4]) != std::string_view::npos;
}

// The tokens the protocol lets a search report, with how many values follow each; -1 for the
// ones that take the rest of the line.
int skippedValues(std::string_view key)
{
    static constexpr std::pair<std::string_view, int> Fields[] = {
        {"currmove", 1}, {"currmovenumber", 1}, {"hashfull", 1},  {"tbhits", 1},
        {"sbhits", 1},   {"time", 1},           {"cpuload", 1},   {"wdl", 3},
        {"string", -1},  {"refutation", -1},    {"currline", -1},
    };
    for (const auto &[name, count] : Fields)
        if (key == name)
            return count;
    return 0;
}

constexpr int MaxPly = 10000;
constexpr int MaxCentipawns = 1000000;

} // namespace

std::optional<EngineInfo> parseInfoLine(std::string_view line)
{
    const std::vector<std::string_view> t = tokens(line);
    if (t.empty() || t[0] != "info")
        return std::nullopt;
    EngineInfo info;
    std::size_t i = 1;
    // The value after t[i], or nullopt when the line ends there.
    auto value = [&]() -> std::optional<std::string_view> {
        if (i + 1 >= t.size())
            return std::nullopt;
        return t[++i];
    };
    for (; i < t.size(); ++i) {
        const std::string_view key = t[i];
        if (key == "depth" || key == "seldepth" || key == "multipv") {
            const auto v = value();
            const auto n = v ? number<int>(*v, key == "multipv" ? 1 : 0, MaxPly) : std::nullopt;
            if (!n)
                return std::nullopt;
            if (key == "depth")
                info.depth = *n;
            else if (key == "seldepth")
                info.selDepth = *n;
            else
                info.multiPv = *n;
        } else if (key == "nodes" || key == "nps") {
            const auto v = value();
            const auto n = v ? number<std::int64_t>(*v, 0, INT64_MAX) : std::nullopt;
            if (!n)
                return std::nullopt;
            (key == "nodes" ? info.nodes : info.nps) = *n;
        } else if (key == "score") {
            const auto kind = value();
            const auto v = value();
            if (!kind || !v || (*kind != "cp" && *kind != "mate"))
                return std::nullopt;
            const bool mate = *kind == "mate";
            const auto n = mate ? number<int>(*v, -MaxPly, MaxPly) : number<int>(*v, -MaxCentipawns, MaxCentipawns);
            if (!n)
                return std::nullopt;
            EngineScore score {mate ? EngineScore::Kind::Mate : EngineScore::Kind::Centipawns, *n};
            if (i + 1 < t.size() && (t[i + 1] == "lowerbound" || t[i + 1] == "upperbound"))
                score.bound = t[++i] == "lowerbound" ? EngineScore::Bound::Lower : EngineScore::Bound::Upper;
            info.score = score;
        } else if (key == "pv") {
            info.pv.clear();
            while (i + 1 < t.size() && looksLikeUciMove(t[i + 1]))
                info.pv.emplace_back(t[++i]);
        } else if (const int skip = skippedValues(key); skip < 0) {
            info.hasString = info.hasString || key == "string";
            break;
        } else {
            i += static_cast<std::size_t>(skip);
        }
    }
    return info;
}

CheckedLine checkedLine(const Position &position, const std::vector<std::string> &pv)
{
    CheckedLine line;
    Position p = position;
    for (const std::string &text : pv) {
        const Move m = parseUci(p, text);
        if (m.isNull()) {
            line.complete = false;
            break;
        }
        line.moves.push_back(m);
        p.play(m);
    }
    return line;
}

std::string scoreText(const EngineScore &score, Color sideToMove)
{
    static constexpr std::string_view Minus = "\u2212";
    const int value = sideToMove == Color::White ? score.value : -score.value;
    std::string text;
    EngineScore::Bound bound = score.bound;
    if (sideToMove == Color::Black && bound != EngineScore::Bound::Exact)
        bound = bound == EngineScore::Bound::Lower ? EngineScore::Bound::Upper : EngineScore::Bound::Lower;
    if (bound == EngineScore::Bound::Lower)
        text = "\u2265";
    else if (bound == EngineScore::Bound::Upper)
        text = "\u2264";
    if (score.kind == EngineScore::Kind::Mate) {
        text += '#';
        if (score.value == 0)
            return text;
        // A positive engine score means the side to move mates.
        const bool whiteMates = (score.value > 0) == (sideToMove == Color::White);
        if (!whiteMates)
            text += Minus;
        text += std::to_string(std::abs(score.value));
        return text;
    }
    if (value > 0)
        text += '+';
    else if (value < 0)
        text += Minus;
    char digits[32];
    std::snprintf(digits, sizeof digits, "%d.%02d", std::abs(value) / 100, std::abs(value) % 100);
    return text + digits;
}

} // namespace ferz
