// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/evaluation.h"

#include <algorithm>
#include <cstdlib>

namespace ferz {

namespace {

// Beyond any engine's scale: a bigger number is not an evaluation but garbage.
constexpr long long MaxCentipawns = 100000;
constexpr long long MaxMateMoves = 1000;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Digits as a number not above `limit`; nullopt when there are none or too many.
std::optional<long long> digitsValue(std::string_view digits, long long limit)
{
    if (digits.empty() || digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), isDigit))
        return std::nullopt;
    long long value = 0;
    for (char c : digits)
        value = value * 10 + (c - '0');
    if (value > limit)
        return std::nullopt;
    return value;
}

bool isEvalName(std::string_view command)
{
    return command.starts_with("[%eval") && command.size() > 6 && (command[6] == ' ' || command[6] == ']');
}

// "0.31", "-1.05", "+2", ".5": pawns with any number of decimals, rounded to centipawns.
std::optional<int> pawnsValue(std::string_view text)
{
    int sign = 1;
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        sign = text.front() == '-' ? -1 : 1;
        text.remove_prefix(1);
    }
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction = point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
    if (whole.empty() && fraction.empty())
        return std::nullopt;
    const std::optional<long long> pawns = whole.empty() ? 0 : digitsValue(whole, MaxCentipawns / 100);
    if (!pawns || (point != std::string_view::npos && !std::all_of(fraction.begin(), fraction.end(), isDigit)))
        return std::nullopt;
    // Centipawns from the first two decimals, rounded by the third.
    long long centipawns = *pawns * 100;
    for (std::size_t i = 0; i < 2 && i < fraction.size(); ++i)
        centipawns += (fraction[i] - '0') * (i == 0 ? 10 : 1);
    if (fraction.size() > 2 && fraction[2] >= '5')
        ++centipawns;
    return sign * static_cast<int>(centipawns);
}

} // namespace

std::optional<Evaluation> parseEvalCommand(std::string_view command)
{
    if (!isEvalName(command) || command.back() != ']')
        return std::nullopt;
    std::string_view args = command.substr(6, command.size() - 7);
    while (!args.empty() && args.front() == ' ')
        args.remove_prefix(1);
    while (!args.empty() && args.back() == ' ')
        args.remove_suffix(1);
    Evaluation e;
    const std::size_t comma = args.find(',');
    if (comma != std::string_view::npos) {
        const std::optional<long long> depth = digitsValue(args.substr(comma + 1), 999);
        if (!depth)
            return std::nullopt;
        e.depth = static_cast<int>(*depth);
        args = args.substr(0, comma);
    }
    if (args.starts_with('#')) {
        args.remove_prefix(1);
        const bool negative = args.starts_with('-');
        if (negative || args.starts_with('+'))
            args.remove_prefix(1);
        const std::optional<long long> moves = digitsValue(args, MaxMateMoves);
        if (!moves || *moves == 0)
            return std::nullopt;
        e.kind = Evaluation::Kind::Mate;
        e.value = static_cast<int>(negative ? -*moves : *moves);
        return e;
    }
    const std::optional<int> centipawns = pawnsValue(args);
    if (!centipawns)
        return std::nullopt;
    e.value = *centipawns;
    return e;
}

std::string evalCommandText(const Evaluation &e)
{
    std::string value;
    if (e.kind == Evaluation::Kind::Mate) {
        value = '#' + std::to_string(e.value);
    } else {
        const int magnitude = std::abs(e.value);
        if (e.value < 0)
            value.push_back('-');
        value.append(std::to_string(magnitude / 100));
        value.push_back('.');
        value.append(std::to_string(100 + magnitude % 100), 1);
    }
    if (e.depth)
        value += ',' + std::to_string(*e.depth);
    return "[%eval " + value + "]";
}

std::optional<Evaluation> evaluationOf(const Annotations &annotations)
{
    for (const std::string &command : annotations.commands)
        if (std::optional<Evaluation> e = parseEvalCommand(command))
            return e;
    return std::nullopt;
}

void setEvaluation(Annotations &annotations, const std::optional<Evaluation> &evaluation)
{
    std::vector<std::string> &commands = annotations.commands;
    const auto first =
        std::find_if(commands.begin(), commands.end(), [](const std::string &c) { return isEvalName(c); });
    const auto place = first - commands.begin();
    std::erase_if(commands, [](const std::string &c) { return isEvalName(c); });
    if (evaluation)
        commands.insert(commands.begin() + place, evalCommandText(*evaluation));
}

} // namespace ferz
