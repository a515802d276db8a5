// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/collection/gamecollection.h"

#include <algorithm>

namespace ferz {

namespace {

constexpr std::string_view Results[] = {"*", "1-0", "0-1", "1/2-1/2"};

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

} // namespace

bool textContains(std::string_view text, std::string_view part)
{
    return std::search(text.begin(), text.end(), part.begin(), part.end(),
                       [](char a, char b) { return lower(a) == lower(b); })
        != text.end();
}

GameHeader ownHeader(const GameHeaderView &h)
{
    return GameHeader {std::string(h.event),
                       std::string(h.site),
                       std::string(h.date),
                       std::string(h.round),
                       std::string(h.white),
                       std::string(h.black),
                       std::string(h.result),
                       std::string(h.eco),
                       h.whiteElo,
                       h.blackElo,
                       h.plies,
                       std::string(h.annotator)};
}

GameHeader headerOf(const GameTree &t)
{
    return GameHeader {t.tag("Event"),
                       t.tag("Site"),
                       t.tag("Date"),
                       t.tag("Round"),
                       t.tag("White"),
                       t.tag("Black"),
                       t.tag("Result"),
                       t.tag("ECO"),
                       eloOf(t.tag("WhiteElo")),
                       eloOf(t.tag("BlackElo")),
                       static_cast<int>(t.mainLine().size()),
                       t.tag("Annotator")};
}

int eloOf(std::string_view text)
{
    // What a database column keeps exactly: 1 to 9999 written plainly.
    if (text.empty() || text.size() > 4 || text.front() == '0'
        || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return 0;
    int value = 0;
    for (char c : text)
        value = value * 10 + (c - '0');
    return value;
}

int resultCode(std::string_view result)
{
    const auto *found = std::find(std::begin(Results), std::end(Results), result);
    return found == std::end(Results) ? -1 : static_cast<int>(found - std::begin(Results));
}

std::string_view resultOfCode(int code)
{
    return code >= 0 && code < 4 ? Results[code] : std::string_view();
}

int dayOf(std::string_view date)
{
    // "yyyy.mm.dd" with any part "??" (or shorter) unknown.
    auto number = [&](std::size_t at, std::size_t length) {
        int value = 0;
        for (std::size_t i = at; i < at + length; ++i) {
            if (i >= date.size() || date[i] < '0' || date[i] > '9')
                return 0;
            value = value * 10 + (date[i] - '0');
        }
        return value;
    };
    const int year = number(0, 4);
    if (year == 0)
        return 0;
    const int month = number(5, 2), day = month ? number(8, 2) : 0;
    return year * 10000 + (month <= 12 ? month : 0) * 100 + (day <= 31 ? day : 0);
}

int lastDayOf(std::string_view date)
{
    const int day = dayOf(date);
    return day == 0 ? 0 : day % 10000 == 0 ? day + 1231 : day % 100 == 0 ? day + 31 : day;
}

bool HeaderQuery::empty() const
{
    return player.empty() && white.empty() && black.empty() && event.empty() && site.empty() && fromDay == 0
        && toDay == 0 && result < 0 && eco.empty() && minElo == 0;
}

namespace {

template <typename Text> bool matchesHeader(const HeaderQuery &q, const BasicGameHeader<Text> &h)
{
    const auto &[player, white, black, event, site, fromDay, toDay, result, eco, minElo] = q;
    const int day = dayOf(h.date);
    return (player.empty() || textContains(h.white, player) || textContains(h.black, player))
        && (white.empty() || textContains(h.white, white)) && (black.empty() || textContains(h.black, black))
        && (event.empty() || textContains(h.event, event)) && (site.empty() || textContains(h.site, site))
        && (fromDay <= 0 || day >= fromDay) && (toDay <= 0 || (day >= 1 && day <= toDay))
        && (result < 0 || resultCode(h.result) == result) && (eco.empty() || h.eco.starts_with(eco))
        && (minElo <= 0 || (h.whiteElo >= minElo && h.blackElo >= minElo));
}

} // namespace

bool HeaderQuery::matches(const GameHeader &header) const
{
    return matchesHeader(*this, header);
}

bool HeaderQuery::matches(const GameHeaderView &header) const
{
    return matchesHeader(*this, header);
}

} // namespace ferz
