// SPDX-License-Identifier: GPL-3.0-or-later
// The opening tree of a position search's matches, and the game numbers of a message
// (positionsearch.h).
#include "core/db/positionsearch.h"

#include <algorithm>
#include <cmath>
#include <map>

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

std::vector<TreeMove> openingTree(const std::vector<PositionMatch> &matches, Color mover)
{
    std::map<std::uint16_t, TreeMove> moves;
    TreeMove ends;
    ends.ends = true;
    for (const PositionMatch &m : matches) {
        TreeMove &t = m.hasNext ? moves[m.next.raw()] : ends;
        if (m.hasNext)
            t.move = m.next;
        ++t.games;
        t.whiteWins += m.result == 1;
        t.blackWins += m.result == 2;
        t.draws += m.result == 3;
        const int rating = mover == Color::White ? m.whiteElo : m.blackElo;
        const int opponent = mover == Color::White ? m.blackElo : m.whiteElo;
        if (rating > 0) {
            t.ratingSum += rating;
            ++t.rated;
        }
        if (opponent > 0 && m.result >= 1 && m.result <= 3) {
            t.opponentSum += opponent;
            ++t.opponentGames;
            const bool won = m.result == (mover == Color::White ? 1 : 2);
            t.halfPoints += won ? 2 : m.result == 3 ? 1 : 0;
        }
        if (m.year > 0) {
            t.yearSum += m.year;
            ++t.dated;
        }
    }
    std::vector<TreeMove> tree;
    for (auto &[raw, move] : moves)
        tree.push_back(move);
    std::stable_sort(tree.begin(), tree.end(), [](const TreeMove &a, const TreeMove &b) { return a.games > b.games; });
    if (ends.games > 0)
        tree.push_back(ends);
    return tree;
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
