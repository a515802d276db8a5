// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/positionsearch.h"

#include "core/rules/bitboard.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <numeric>
#include <thread>

namespace ferz::db {

namespace {

constexpr std::array<PieceType, 5> Counted {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                                            PieceType::Queen};

// The first `count` departures of a record as a set of home pawns.
std::uint16_t departedFirst(const SearchRecord &r, int count)
{
    std::uint16_t set = 0;
    for (int i = 0; i < count; ++i)
        set = static_cast<std::uint16_t>(set | 1u << ((r.departures >> (4 * i)) & 15));
    return set;
}

// The chunks are read on the calling thread, which filters their search records; the games that
// pass are replayed on worker threads. Results are kept by chunk, so they come out in game order
// whatever order the workers finish in.
class ChunkSearch {
public:
    ChunkSearch(GameDatabase &database, const PositionFilter &filter)
        : m_database(database), m_filter(filter), m_results(static_cast<std::size_t>(database.chunkCount())),
          m_damaged(m_results.size())
    {
    }

    void run(int threads, const std::function<bool(int)> &report)
    {
        std::vector<std::thread> workers;
        for (int i = 0; i < threads; ++i)
            workers.emplace_back([this] { work(); });
        const int count = static_cast<int>(m_results.size());
        for (int k = 0; k < count && !m_stop; ++k) {
            Job job;
            if (!read(k, job)) {
                m_failed = m_stop = true;
                break;
            }
            std::unique_lock lock(m_mutex);
            if (job.candidates.empty()) {
                ++m_done;
            } else {
                m_changed.wait(lock, [&] { return m_queue.size() < 2 * workers.size() || m_stop; });
                m_queue.push_back(std::move(job));
                m_changed.notify_all();
            }
            lock.unlock();
            if (!report(m_done))
                m_stop = true;
        }
        {
            std::unique_lock lock(m_mutex);
            m_reading = false;
            m_changed.notify_all();
            // Waits for the workers, reporting as they go.
            while (!m_stop && m_done < count) {
                m_changed.wait_for(lock, std::chrono::milliseconds(50));
                lock.unlock();
                if (!report(m_done))
                    m_stop = true;
                lock.lock();
            }
            m_stop = true;
            m_changed.notify_all();
        }
        for (std::thread &t : workers)
            t.join();
    }

    bool complete() const { return !m_failed && m_done == static_cast<int>(m_results.size()); }

    PositionSearchResult result() const
    {
        PositionSearchResult all;
        for (std::size_t k = 0; k < m_results.size(); ++k) {
            all.matches.insert(all.matches.end(), m_results[k].begin(), m_results[k].end());
            all.damaged.insert(all.damaged.end(), m_damaged[k].begin(), m_damaged[k].end());
        }
        return all;
    }

private:
    struct Job {
        int chunk = 0;
        std::vector<std::pair<int, SearchRecord>> candidates; // games that pass the filters
        QByteArray games;
    };

    // The games chunk `k` holds: all chunks are full but the last.
    int gamesIn(int k) const { return std::min(ChunkGames, m_database.count() - k * ChunkGames); }

    // Notes every game of chunk `k` as skipped.
    void skipChunk(int k)
    {
        auto &damaged = m_damaged[static_cast<std::size_t>(k)];
        damaged.resize(static_cast<std::size_t>(gamesIn(k)));
        std::iota(damaged.begin(), damaged.end(), k * ChunkGames + 1);
    }

    // After a row of chunk `k` could not be read: a damaged chunk is skipped, but a database that
    // cannot be read ends the search (false).
    bool skipIfDamaged(int k)
    {
        if (m_database.error() != DatabaseError::Damaged)
            return false;
        skipChunk(k);
        return true;
    }

    // Reads the search records of chunk `k`, and its games when some pass the filters.
    bool read(int k, Job &job)
    {
        job.chunk = k;
        QByteArray bytes;
        if (!m_database.readSearches(k, bytes))
            return skipIfDamaged(k);
        const SearchesView searches(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (!searches.valid() || searches.count() != gamesIn(k)) {
            skipChunk(k);
            return true;
        }
        for (int i = 0; i < searches.count(); ++i)
            if (const SearchRecord r = searches.at(i); m_filter.mayReach(r))
                job.candidates.emplace_back(i, r);
        if (job.candidates.empty() || m_database.readGames(k, job.games))
            return true;
        job.candidates.clear();
        return skipIfDamaged(k);
    }

    void work()
    {
        for (;;) {
            Job job;
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [&] { return !m_queue.empty() || m_stop || !m_reading; });
                if (m_stop || m_queue.empty())
                    return;
                job = std::move(m_queue.front());
                m_queue.pop_front();
                m_changed.notify_all();
            }
            search(job);
            std::lock_guard lock(m_mutex);
            ++m_done;
            m_changed.notify_all();
        }
    }

    // Each job writes the results of its own chunk only.
    void search(const Job &job)
    {
        const GamesView games(std::string_view(job.games.constData(), static_cast<std::size_t>(job.games.size())));
        if (!games.valid() || games.count() != gamesIn(job.chunk)) {
            skipChunk(job.chunk);
            return;
        }
        auto &results = m_results[static_cast<std::size_t>(job.chunk)];
        for (const auto &[i, record] : job.candidates) {
            if (m_stop)
                break;
            PositionMatch match;
            match.game = job.chunk * ChunkGames + i + 1;
            switch (m_filter.find(games.record(i), record.flags & SearchRecord::Promotion, match)) {
            case PositionFilter::Replay::Reached:
                match.result = record.result;
                match.whiteElo = record.whiteElo;
                match.blackElo = record.blackElo;
                results.push_back(match);
                break;
            case PositionFilter::Replay::NotReached: break;
            case PositionFilter::Replay::Damaged:
                m_damaged[static_cast<std::size_t>(job.chunk)].push_back(match.game);
                break;
            }
        }
    }

    GameDatabase &m_database;
    const PositionFilter &m_filter;
    std::vector<std::vector<PositionMatch>> m_results; // by chunk
    std::vector<std::vector<int>> m_damaged; // by chunk
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Job> m_queue;
    bool m_reading = true;
    std::atomic<bool> m_stop = false;
    bool m_failed = false;
    std::atomic<int> m_done = 0;
};

} // namespace

PositionFilter::PositionFilter(const Position &target) : m_target(target), m_homePawns(homePawnsOf(target))
{
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < Counted.size(); ++t) {
            m_material[index(c)][t] = popCount(target.pieces(c, Counted[t]));
            m_total += m_material[index(c)][t];
        }
}

bool PositionFilter::mayReach(const SearchRecord &r) const
{
    // Home pawns never come back: the position's must be there at the start, and the others must be
    // the first ones the game moves away.
    if ((r.homePawns & m_homePawns) != m_homePawns)
        return false;
    const auto departed = static_cast<std::uint16_t>(r.homePawns & ~m_homePawns);
    const int count = std::popcount(departed);
    if (count > r.departureCount || departedFirst(r, count) != departed)
        return false;
    // Material only goes down, but for promotions, which turn a pawn into another piece.
    int total = 0;
    for (std::size_t c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < Counted.size(); ++t) {
            const int final = r.finalMaterial[c][t];
            total += final;
            if (final > m_material[c][t] && (t == 0 || (r.flags & SearchRecord::Promotion) == 0))
                return false;
        }
    return total <= m_total;
}

bool PositionFilter::stillPossible(const Position &p, bool promotions) const
{
    if ((homePawnsOf(p) & m_homePawns) != m_homePawns)
        return false;
    int total = 0;
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < Counted.size(); ++t) {
            const int now = popCount(p.pieces(c, Counted[t]));
            total += now;
            if (now < m_material[index(c)][t] && (t == 0 || !promotions))
                return false;
        }
    return total >= m_total;
}

bool PositionFilter::same(const Position &p) const
{
    if (p.key() != m_target.key())
        return false;
    for (Color c : {Color::White, Color::Black})
        for (int t = index(PieceType::Pawn); t <= index(PieceType::King); ++t)
            if (p.pieces(c, static_cast<PieceType>(t)) != m_target.pieces(c, static_cast<PieceType>(t)))
                return false;
    return p.sideToMove() == m_target.sideToMove() && p.castlingRights() == m_target.castlingRights()
        && p.epSquare() == m_target.epSquare();
}

PositionFilter::Replay PositionFilter::find(std::string_view record, bool promotions, PositionMatch &match) const
{
    MainLineReader line;
    if (!line.start(record))
        return Replay::Damaged;
    for (int ply = 0;; ++ply) {
        if (same(line.position())) {
            match.ply = ply;
            match.hasNext = line.next();
            match.next = match.hasNext ? line.lastMove() : Move();
            // The move played next is part of the match: without it the game is not counted.
            return line.damaged() ? Replay::Damaged : Replay::Reached;
        }
        if (!stillPossible(line.position(), promotions))
            return Replay::NotReached;
        if (!line.next())
            return line.damaged() ? Replay::Damaged : Replay::NotReached;
    }
}

std::optional<PositionSearchResult> findPosition(GameDatabase &database, const Position &target, int threads,
                                                 const SearchProgress &progress)
{
    const PositionFilter filter(target);
    const int chunks = database.chunkCount();
    ChunkSearch search(database, filter);
    search.run(std::max(threads, 1), [&](int done) { return !progress.report || progress.report(done, chunks); });
    if (!search.complete())
        return std::nullopt;
    return search.result();
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
        if (const int rating = mover == Color::White ? m.whiteElo : m.blackElo; rating > 0) {
            t.ratingSum += rating;
            ++t.rated;
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

} // namespace ferz::db
