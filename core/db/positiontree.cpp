// SPDX-License-Identifier: GPL-3.0-or-later
// The opening tree of a position search's matches, and the game numbers of a message
// (positionsearch.h).
#include "core/db/positiontree.h"

#include "core/db/positionsearch.h"

#include <algorithm>
#include <cmath>

namespace ferz::db {

std::optional<double> TreeMove::score(Color mover) const
{
    const int decided = whiteWins + draws + blackWins;
    if (decided == 0)
        return std::nullopt;
    const int wins = mover == Color::White ? whiteWins : blackWins;
    return (wins + 0.5 * draws) / decided;
}

std::optional<int> TreeMove::averageRating() const
{
    if (rated == 0)
        return std::nullopt;
    return static_cast<int>((ratingSum + rated / 2) / rated);
}

std::optional<int> TreeMove::performance() const
{
    if (opponentGames == 0)
        return std::nullopt;
    const double score = halfPoints / (2.0 * opponentGames);
    const double difference = score <= 0 ? -800
        : score >= 1                     ? 800
                                         : std::clamp(400 * std::log10(score / (1 - score)), -800.0, 800.0);
    return static_cast<int>(std::lround(static_cast<double>(opponentSum) / opponentGames + difference));
}

std::optional<int> TreeMove::averageYear() const
{
    if (dated == 0)
        return std::nullopt;
    return static_cast<int>((yearSum + dated / 2) / dated);
}

std::optional<double> TreeMove::drawShare() const
{
    const int decided = whiteWins + draws + blackWins;
    if (decided == 0)
        return std::nullopt;
    return static_cast<double>(draws) / decided;
}

PositionMatch matchOf(int game, StoredRecord r)
{
    PositionMatch m;
    m.game = game;
    m.result = r.result();
    m.whiteElo = r.whiteElo();
    m.blackElo = r.blackElo();
    m.year = r.year();
    return m;
}

void TreeMove::add(const TreeMove &other)
{
    games += other.games;
    whiteWins += other.whiteWins;
    draws += other.draws;
    blackWins += other.blackWins;
    ratingSum += other.ratingSum;
    rated += other.rated;
    opponentSum += other.opponentSum;
    opponentGames += other.opponentGames;
    halfPoints += other.halfPoints;
    yearSum += other.yearSum;
    dated += other.dated;
}

TreeMove &TreeBuilder::rowOf(Move move)
{
    const std::uint16_t key = move.raw();
    std::uint8_t &place = m_placeBySquares[key & 0xFFF];
    if (place != 0 && m_keys[place - 1u] == key)
        return m_moves[place - 1u];
    // Promotions to different pieces share their squares: one of them is looked up.
    const auto i = static_cast<std::size_t>(std::find(m_keys.begin(), m_keys.end(), key) - m_keys.begin());
    if (i == m_keys.size()) {
        m_keys.push_back(key);
        m_moves.emplace_back().move = move;
    }
    if (place == 0 && i < 255)
        place = static_cast<std::uint8_t>(i + 1);
    return m_moves[i];
}

void TreeBuilder::clear()
{
    for (const std::uint16_t key : m_keys)
        m_placeBySquares[key & 0xFFF] = 0;
    m_keys.clear();
    m_moves.clear();
    m_ends = TreeMove();
    m_ends.ends = true;
}

void TreeBuilder::add(const PositionMatch &m)
{
    (m.hasNext ? rowOf(m.next) : m_ends).count(m, m_mover);
}

void TreeBuilder::add(const TreeBuilder &part)
{
    for (const TreeMove &row : part.m_moves)
        rowOf(row.move).add(row);
    m_ends.add(part.m_ends);
}

void TreeBuilder::add(const TreeMove &row)
{
    (row.ends ? m_ends : rowOf(row.move)).add(row);
}

int TreeBuilder::games() const
{
    int games = m_ends.games;
    for (const TreeMove &t : m_moves)
        games += t.games;
    return games;
}

std::vector<TreeMove> TreeBuilder::rows() const
{
    std::vector<TreeMove> tree = m_moves;
    std::sort(tree.begin(), tree.end(), [](const TreeMove &a, const TreeMove &b) {
        return a.games != b.games ? a.games > b.games : a.move.raw() < b.move.raw();
    });
    if (m_ends.games > 0)
        tree.push_back(m_ends);
    return tree;
}

std::vector<TreeMove> openingTree(const std::vector<PositionMatch> &matches, Color mover)
{
    TreeBuilder tree(mover);
    for (const PositionMatch &m : matches)
        tree.add(m);
    return tree.rows();
}

std::string gameRanges(const std::vector<int> &games, std::size_t most)
{
    std::string text;
    std::size_t items = 0;
    for (std::size_t i = 0; i < games.size(); ++i, ++items) {
        std::size_t last = i;
        while (last + 1 < games.size() && games[last + 1] == games[last] + 1)
            ++last;
        if (items > 0)
            text.append(", ");
        if (items == most)
            return text.append("…");
        text.append(std::to_string(games[i]));
        if (last > i)
            text.append("-").append(std::to_string(games[last]));
        i = last;
    }
    return text;
}

} // namespace ferz::db
