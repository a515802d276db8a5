// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/lookalike.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace ferz {

namespace {

using namespace std::string_view_literals;

// What a Cyrillic letter stands for wherever it is typed.
constexpr std::pair<std::string_view, std::string_view> Cyrillic[] = {
    {"а"sv, "a"sv}, {"с"sv, "c"sv}, {"е"sv, "e"sv}, {"о"sv, "O"sv}, {"О"sv, "O"sv},
};
// What a Latin (or mixed) spelling stands for in a Russian-letter style, longer spellings first.
constexpr std::pair<std::string_view, std::string_view> Latin[] = {
    {"Kp"sv, "Кр"sv}, {"KP"sv, "КР"sv}, {"Kр"sv, "Кр"sv}, {"KР"sv, "КР"sv}, {"Кp"sv, "Кр"sv}, {"КP"sv, "КР"sv},
    {"kp"sv, "кр"sv}, {"kр"sv, "кр"sv}, {"кp"sv, "кр"sv}, {"K"sv, "К"sv},   {"k"sv, "к"sv},   {"C"sv, "С"sv},
};

template <std::size_t N>
const std::pair<std::string_view, std::string_view> *
found(std::string_view text, const std::pair<std::string_view, std::string_view> (&table)[N])
{
    const auto *it = std::find_if(std::begin(table), std::end(table),
                                  [text](const auto &entry) { return text.starts_with(entry.first); });
    return it != std::end(table) ? it : nullptr;
}

} // namespace

bool usesRussianLetters(const NotationStyle &style)
{
    return style.letter(PieceType::Knight) == "К"sv;
}

bool hasLookAlikes(std::string_view utf8, bool russianLetters)
{
    return std::ranges::any_of(utf8, [russianLetters](char c) {
        return static_cast<unsigned char>(c) >= 0x80 || (russianLetters && (c == 'K' || c == 'k' || c == 'C'));
    });
}

LookAlikeText readLookAlikes(std::string_view utf8, bool russianLetters)
{
    LookAlikeText out;
    out.text.reserve(utf8.size());
    while (!utf8.empty()) {
        const auto *entry = found(utf8, Cyrillic);
        if (!entry && russianLetters) {
            entry = found(utf8, Latin);
            if (entry && entry->first.size() == 1 && out.latinPiece == 0)
                out.latinPiece = entry->first.front() == 'C' ? 'C' : 'K';
        }
        out.text += entry ? entry->second : utf8.substr(0, 1);
        utf8.remove_prefix(entry ? entry->first.size() : 1);
    }
    return out;
}

} // namespace ferz
