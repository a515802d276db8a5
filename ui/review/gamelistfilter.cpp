// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/gamelistfilter.h"

#include "core/pgn/pgnfile.h"
#include "ui/review/gamelistmodel.h"

#include <algorithm>
#include <vector>

namespace ferz {

namespace {

char fold(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool containsFolded(std::string_view text, const std::string &needle)
{
    return std::search(text.begin(), text.end(), needle.begin(), needle.end(),
                       [](char a, char b) { return fold(a) == b; })
        != text.end();
}

// "?" is PGN's unknown value: it sorts with the empty fields.
int compareFolded(std::string_view a, std::string_view b)
{
    const std::string_view x = a == "?" ? std::string_view() : a;
    const std::string_view y = b == "?" ? std::string_view() : b;
    const auto [i, j] =
        std::mismatch(x.begin(), x.end(), y.begin(), y.end(), [](char p, char q) { return fold(p) == fold(q); });
    if (i == x.end())
        return j == y.end() ? 0 : -1;
    if (j == y.end())
        return 1;
    return static_cast<unsigned char>(fold(*i)) < static_cast<unsigned char>(fold(*j)) ? -1 : 1;
}

// Rounds by their numbers ("2.10" after "2.9" and "10" after "9"), then as text.
int compareRounds(std::string_view a, std::string_view b)
{
    const auto numbers = [](std::string_view round) {
        std::vector<int> parts;
        for (std::size_t i = 0; i < round.size() && round[i] >= '0' && round[i] <= '9';) {
            int value = 0;
            for (; i < round.size() && round[i] >= '0' && round[i] <= '9' && value < 100000; ++i)
                value = value * 10 + (round[i] - '0');
            parts.push_back(value);
            if (i < round.size() && round[i] == '.')
                ++i;
        }
        return parts;
    };
    const std::vector<int> x = numbers(a), y = numbers(b);
    if (x != y)
        return x < y ? -1 : 1;
    return compareFolded(a, b);
}

} // namespace

GameListFilter::GameListFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
}

void GameListFilter::setText(const QString &text)
{
    std::string needle = text.trimmed().toStdString();
    std::transform(needle.begin(), needle.end(), needle.begin(), fold);
    if (needle == m_needle)
        return;
    m_needle = std::move(needle);
    // One layout change for the view, instead of a removal signal for every run of rows that
    // stops matching (which takes seconds over 100,000 games).
    invalidate();
}

void GameListFilter::setGames(const std::optional<std::vector<int>> &games)
{
    m_listed.clear();
    if (games && m_file) {
        m_listed.resize(static_cast<std::size_t>(m_file->count()));
        for (const int game : *games)
            if (game >= 0 && game < m_file->count())
                m_listed[static_cast<std::size_t>(game)] = true;
    }
    invalidate();
}

bool GameListFilter::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto row = static_cast<std::size_t>(sourceRow);
    if (!m_listed.empty() && (row >= m_listed.size() || !m_listed[row]))
        return false;
    if (m_needle.empty() || !m_file)
        return true;
    const GameHeaderView &e = m_file->entry(sourceRow).header;
    for (const std::string_view field :
         {e.white, e.black, e.event, e.date, e.result, e.eco, e.site, e.round, e.annotator})
        if (containsFolded(field, m_needle))
            return true;
    return false;
}

bool GameListFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_file)
        return left.row() < right.row();
    const GameHeaderView &a = m_file->entry(left.row()).header;
    const GameHeaderView &b = m_file->entry(right.row()).header;
    int order = 0;
    switch (left.column()) {
    case GameListModel::White: order = compareFolded(a.white, b.white); break;
    case GameListModel::Black: order = compareFolded(a.black, b.black); break;
    case GameListModel::Result: order = compareFolded(a.result, b.result); break;
    case GameListModel::Date: order = compareFolded(a.date, b.date); break;
    case GameListModel::Event: order = compareFolded(a.event, b.event); break;
    case GameListModel::Eco: order = compareFolded(a.eco, b.eco); break;
    case GameListModel::Moves: order = a.plies - b.plies; break;
    case GameListModel::WhiteElo: order = a.whiteElo - b.whiteElo; break;
    case GameListModel::BlackElo: order = a.blackElo - b.blackElo; break;
    case GameListModel::Round: order = compareRounds(a.round, b.round); break;
    case GameListModel::Site: order = compareFolded(a.site, b.site); break;
    case GameListModel::Annotator: order = compareFolded(a.annotator, b.annotator); break;
    default: break;
    }
    // Equal values keep the file's order.
    return order != 0 ? order < 0 : left.row() < right.row();
}

} // namespace ferz
