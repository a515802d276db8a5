// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/duplicates.h"

#include "core/pgn/pgnfile.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace ferz::db {

namespace {

// A game's players and main line, kept as two independent 64-bit hashes (the second FNV-1a) so
// that a database of millions of games is compared in a few bytes a game.
struct Key {
    std::uint64_t a = 0, b = 0;
    bool operator==(const Key &) const = default;
};

struct KeyHash {
    std::size_t operator()(const Key &k) const { return static_cast<std::size_t>(k.a); }
};

Key keyOf(const GameHeader &header, std::string_view moves)
{
    std::string text;
    text.reserve(header.white.size() + header.black.size() + moves.size() + 2);
    text.append(header.white).append(1, '\0').append(header.black).append(1, '\0').append(moves);
    return {std::hash<std::string>()(text), fingerprint(text)};
}

// The sets of games found more than once, in the order of their first games.
std::vector<std::vector<int>> setsOf(std::unordered_map<Key, std::vector<int>, KeyHash> &games)
{
    std::vector<std::vector<int>> sets;
    for (auto &[key, numbers] : games)
        if (numbers.size() > 1)
            sets.push_back(std::move(numbers));
    std::sort(sets.begin(), sets.end());
    return sets;
}

void weigh(const GameNode &node, bool variation, int &weight)
{
    const Annotations &a = node.annotations();
    weight += static_cast<int>(!a.commentBefore.empty()) + static_cast<int>(!a.commentAfter.empty())
        + static_cast<int>(a.nags.size() + a.arrows.size() + a.squares.size()) + static_cast<int>(variation);
    for (int i = 0; i < node.childCount(); ++i)
        weigh(*node.child(i), variation || i > 0, weight);
}

// The tags of `from` that `into` lacks, added after its own.
void addMissingTags(GameTree &into, const GameTree &from)
{
    for (const auto &[name, value] : from.tags())
        if (!into.hasTag(name))
            into.setTag(name, value);
}

} // namespace

std::optional<std::vector<std::vector<int>>> findDuplicates(GameDatabase &database,
                                                            const std::function<bool(int, int)> &progress)
{
    database.clearError();
    if (!database.beginReading())
        return std::nullopt;
    std::unordered_map<Key, std::vector<int>, KeyHash> games;
    const int chunks = database.chunkCount();
    std::string row;
    for (int k = 0; k < chunks; ++k) {
        if (progress && !progress(k, chunks)) {
            database.endReading();
            return std::nullopt;
        }
        const GameDatabase::ChunkInfo chunk = database.chunks()[static_cast<std::size_t>(k)];
        const std::vector<GameHeader> headers = database.headers(chunk.first, chunk.games);
        if (!database.readRow(Part::Moves, k, row) || database.error() != DatabaseError::None) {
            database.endReading();
            return std::nullopt;
        }
        const PartsView moves(row, chunk.games);
        if (!moves.valid() || static_cast<int>(headers.size()) != chunk.games) {
            database.endReading();
            return std::nullopt;
        }
        for (int i = 0; i < chunk.games; ++i)
            games[keyOf(headers[static_cast<std::size_t>(i)], moves.at(i))].push_back(chunk.first + i);
    }
    database.endReading();
    return setsOf(games);
}

int annotationWeight(const GameTree &tree)
{
    int weight = 0;
    weigh(*tree.root(), false, weight);
    return weight;
}

bool mergeDuplicates(GameDatabase &database, const std::vector<std::vector<int>> &sets)
{
    std::vector<std::vector<GameTree>> copies;
    copies.reserve(sets.size()); // the merges point into it
    std::vector<GameDatabase::Merge> merges;
    for (const std::vector<int> &set : sets) {
        if (set.size() < 2)
            continue;
        std::vector<GameTree> &trees = copies.emplace_back(set.size());
        for (std::size_t i = 0; i < set.size(); ++i)
            if (!database.readGame(set[i], trees[i]))
                return false;
        std::size_t kept = 0;
        int most = annotationWeight(trees[0]);
        for (std::size_t i = 1; i < trees.size(); ++i)
            if (const int weight = annotationWeight(trees[i]); weight > most) {
                kept = i;
                most = weight;
            }
        for (std::size_t i = 0; i < trees.size(); ++i)
            if (i != kept)
                addMissingTags(trees[kept], trees[i]);
        std::vector<int> others(set.begin() + 1, set.end());
        merges.push_back({set.front(), &trees[kept], std::move(others)});
    }
    return merges.empty() || database.mergeGames(merges);
}

} // namespace ferz::db
