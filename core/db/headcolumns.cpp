// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/headcolumns.h"

#include "core/db/bytes.h"

#include <algorithm>

namespace ferz::db {

namespace {

constexpr std::uint32_t StandardEcos = 500;

// "yyyy.mm.dd", unknown parts as "??": the text dayOf() reads `day` from.
std::string formattedDay(int day)
{
    auto part = [](int value, int width) {
        std::string text = std::to_string(value);
        return value == 0 ? std::string(static_cast<std::size_t>(width), '?')
                          : std::string(static_cast<std::size_t>(width) - text.size(), '0') + text;
    };
    return part(day / 10000, 4) + '.' + part(day / 100 % 100, 2) + '.' + part(day % 100, 2);
}

std::uint32_t ecoNumber(std::string_view eco)
{
    if (eco.size() != 3 || eco[0] < 'A' || eco[0] > 'E' || eco[1] < '0' || eco[1] > '9' || eco[2] < '0' || eco[2] > '9')
        return 0;
    return 1 + static_cast<std::uint32_t>((eco[0] - 'A') * 100 + (eco[1] - '0') * 10 + (eco[2] - '0'));
}

const std::string *nameOf(std::uint32_t id, const std::vector<std::string> &names)
{
    return id < names.size() ? &names[id] : nullptr;
}

} // namespace

std::uint32_t NameIndex::idOf(std::string_view name)
{
    if (name.empty())
        return 0;
    auto [it, added] = m_ids.try_emplace(std::string(name), m_next);
    if (added)
        m_added.emplace_back(m_next++, it->first);
    return it->second;
}

void NameIndex::insert(std::uint32_t id, std::string name)
{
    m_next = std::max(m_next, id + 1);
    m_ids.try_emplace(std::move(name), id);
}

std::vector<std::pair<std::uint32_t, std::string>> NameIndex::takeAdded()
{
    return std::exchange(m_added, {});
}

HeadIds headIds(const GameHeader &h, NameIndex &names)
{
    HeadIds ids;
    ids.white = names.idOf(h.white);
    ids.black = names.idOf(h.black);
    ids.event = names.idOf(h.event);
    ids.site = names.idOf(h.site);
    ids.round = names.idOf(h.round);
    const int day = dayOf(h.date);
    ids.date = !h.date.empty() && formattedDay(day) == h.date ? static_cast<std::uint32_t>(day + 1) * 2
                                                              : names.idOf(h.date) * 2 + 1;
    const std::uint32_t eco = ecoNumber(h.eco);
    ids.eco = h.eco.empty() ? 0 : eco > 0 ? eco : StandardEcos + 1 + names.idOf(h.eco);
    ids.result = static_cast<std::uint32_t>(resultCode(h.result) + 1);
    ids.whiteElo = static_cast<std::uint32_t>(h.whiteElo);
    ids.blackElo = static_cast<std::uint32_t>(h.blackElo);
    ids.plies = static_cast<std::uint32_t>(h.plies);
    return ids;
}

std::string dateText(std::uint32_t code, const std::vector<std::string> &names)
{
    if (code % 2 == 0)
        return code == 0 ? std::string() : formattedDay(static_cast<int>(code / 2 - 1));
    const std::string *name = nameOf(code / 2, names);
    return name ? *name : std::string();
}

int dayOfCode(std::uint32_t code, const std::vector<std::string> &names)
{
    if (code % 2 == 0)
        return code == 0 ? 0 : static_cast<int>(code / 2 - 1);
    const std::string *name = nameOf(code / 2, names);
    return name ? dayOf(*name) : 0;
}

std::string ecoText(std::uint32_t code, const std::vector<std::string> &names)
{
    if (code == 0)
        return {};
    if (code <= StandardEcos) {
        const std::uint32_t n = code - 1;
        return {static_cast<char>('A' + n / 100), static_cast<char>('0' + n / 10 % 10),
                static_cast<char>('0' + n % 10)};
    }
    const std::string *name = nameOf(code - StandardEcos - 1, names);
    return name ? *name : std::string();
}

bool headerOf(const HeadIds &ids, const std::vector<std::string> &names, GameHeader &h)
{
    const std::string *texts[] = {nameOf(ids.white, names), nameOf(ids.black, names), nameOf(ids.event, names),
                                  nameOf(ids.site, names), nameOf(ids.round, names)};
    if (std::find(std::begin(texts), std::end(texts), nullptr) != std::end(texts) || ids.result > 4
        || (ids.date % 2 == 1 && !nameOf(ids.date / 2, names))
        || (ids.eco > StandardEcos && !nameOf(ids.eco - StandardEcos - 1, names)) || ids.whiteElo > 9999
        || ids.blackElo > 9999 || ids.plies > 1u << 30)
        return false;
    h.white = *texts[0];
    h.black = *texts[1];
    h.event = *texts[2];
    h.site = *texts[3];
    h.round = *texts[4];
    h.date = dateText(ids.date, names);
    h.eco = ecoText(ids.eco, names);
    h.result = ids.result == 0 ? std::string() : std::string(resultOfCode(static_cast<int>(ids.result) - 1));
    h.whiteElo = static_cast<int>(ids.whiteElo);
    h.blackElo = static_cast<int>(ids.blackElo);
    h.plies = static_cast<int>(ids.plies);
    return true;
}

namespace {

constexpr std::uint32_t HeadIds::*Columns[] = {
    &HeadIds::white, &HeadIds::black,  &HeadIds::event,    &HeadIds::site,     &HeadIds::round, &HeadIds::date,
    &HeadIds::eco,   &HeadIds::result, &HeadIds::whiteElo, &HeadIds::blackElo, &HeadIds::plies};

} // namespace

std::string encodeHeads(const std::vector<HeadIds> &heads)
{
    std::string out;
    for (const auto column : Columns)
        for (const HeadIds &h : heads)
            appendVarint(out, h.*column);
    return out;
}

bool decodeHeads(std::string_view bytes, std::size_t games, std::vector<HeadIds> &heads)
{
    heads.assign(games, HeadIds());
    ByteReader in(bytes);
    for (const auto column : Columns)
        for (HeadIds &h : heads) {
            std::uint64_t value = 0;
            if (!in.varint(value) || value > 0xFFFFFFFFu)
                return false;
            h.*column = static_cast<std::uint32_t>(value);
        }
    return in.left() == 0;
}

} // namespace ferz::db
