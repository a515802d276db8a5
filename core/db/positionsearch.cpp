// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/positionsearch.h"

#include "core/db/linewalk.h"
#include "core/rules/bitboard.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace ferz::db {

namespace {

constexpr std::array<PieceType, 5> Counted {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                                            PieceType::Queen};

// Of the home pawns `pawns` (as SearchRecord::homePawns), those of one parity (`odd`), as the top
// bits of byte lanes: pawn 2j + odd in lane j.
std::uint64_t laneTopsOf(std::uint16_t pawns, int odd)
{
    std::uint64_t tops = 0;
    for (int j = 0; j < 8; ++j)
        if (pawns >> (2 * j + odd) & 1)
            tops |= std::uint64_t(0x80) << (8 * j);
    return tops;
}

enum class Replay {
    Reached,
    NotReached,
    Damaged, // the moves end in bytes no game is written as
};

// Replays a main line from where `line` stands (`ply` moves in) as far as it can reach the
// position; the first time it does, fills `match` (its ply and next move).
Replay replay(MainLineReader &line, int ply, const PositionFilter &filter, bool promotions, PositionMatch &match)
{
    for (;; ++ply) {
        if (filter.same(line.position())) {
            match.ply = ply;
            match.hasNext = line.peek(match.next);
            // The move played next is part of the match: without it the game is not counted.
            return line.damaged() ? Replay::Damaged : Replay::Reached;
        }
        if (!filter.stillPossible(line.position(), promotions))
            return Replay::NotReached;
        if (!line.next())
            return line.damaged() ? Replay::Damaged : Replay::NotReached;
    }
}

// The search: threads take the chunks one after another; results are kept by chunk, so they come
// out in game order whatever order the threads finish in. Given a plan (linewalk.h), it reads
// only the chunks of the games the plan has to replay.
class ChunkSearch {
public:
    static constexpr std::chrono::milliseconds ReportPeriod {50};

    // A search of the games, after a walk of the lines that gave up and left its verdicts (`known`),
    // or none (null).
    ChunkSearch(GameDatabase &database, const PositionFilter &filter, const OpeningLines &lines,
                const HeldRecords *records, SearchGives gives, LineVerdicts *known)
        : m_database(database), m_filter(filter), m_lines(lines), m_records(records), m_gives(gives), m_verdicts(known)
    {
        for (int k = 0; k < database.chunkCount(); ++k)
            m_order.push_back(k);
        sizeByChunk();
        if (m_gives != SearchGives::Tree)
            m_matches.reserve(static_cast<std::size_t>(database.count()));
    }

    // A search for the tree alone, after `plan`, whose verdicts are `verdicts`.
    ChunkSearch(GameDatabase &database, const PositionFilter &filter, const OpeningLines &lines,
                const HeldRecords &records, LinePlan &plan, LineVerdicts &verdicts)
        : m_database(database), m_filter(filter), m_lines(lines), m_records(&records), m_gives(SearchGives::Tree),
          m_plan(&plan), m_verdicts(&verdicts)
    {
        for (const LinePlan::Replay &r : plan.replays) {
            const auto [k, place] = database.chunkOf(static_cast<int>(r.game) + 1);
            if (m_order.empty() || m_order.back() != k) {
                m_order.push_back(k);
                m_planned.emplace_back();
            }
            m_planned.back().push_back({place, records.record(r.game), r.verdict});
        }
        m_chunksDone = database.chunkCount() - static_cast<int>(m_order.size());
        sizeByChunk();
    }

    // The chunks it reads.
    int chunks() const { return static_cast<int>(m_order.size()); }

    // The calling thread searches too, on the database's connection (a thread of its own would
    // start with none of the memory the opening warmed); it reports progress between its chunks,
    // then while the other threads finish.
    void run(int threads, const std::function<bool(int)> &report)
    {
        // Once before any chunk is read: a search shorter than a report's period can be cancelled.
        if (!report(0)) {
            m_stop = true;
            return;
        }
        m_running = threads;
        std::vector<std::thread> workers;
        for (int i = 1; i < threads; ++i)
            workers.emplace_back([this] { work(true, {}); });
        work(false, report);
        {
            std::unique_lock lock(m_mutex);
            while (m_running > 0) {
                m_finished.wait_for(lock, ReportPeriod);
                lock.unlock();
                if (!report(m_chunksDone))
                    m_stop = true;
                lock.lock();
            }
        }
        for (std::thread &t : workers)
            t.join();
    }

    bool complete() const { return !m_failed && !m_stop; }

    PositionSearchResult result()
    {
        PositionSearchResult all;
        all.matches = std::move(m_matches);
        for (const std::vector<int> &damaged : m_damaged)
            all.damaged.insert(all.damaged.end(), damaged.begin(), damaged.end());
        all.examined = m_plan ? m_plan->examined : m_database.count();
        TreeBuilder tree = m_plan ? m_plan->tree : TreeBuilder(m_filter.target().sideToMove());
        for (const TreeBuilder &part : m_trees)
            tree.add(part);
        all.games = tree.games();
        if (m_gives != SearchGives::Matches)
            all.tree = tree.rows();
        return all;
    }

private:
    // A game whose moves must be read: from the start, or from its node on.
    struct Pending {
        int index;
        StoredRecord record; // in the thread's copy of the chunk's records
        LineVerdicts::Verdict verdict; // Broken: from the start
    };

    void sizeByChunk()
    {
        m_results.resize(m_order.size());
        m_done.assign(m_order.size(), false);
        m_damaged.resize(m_order.size());
    }

    // What a thread keeps from chunk to chunk: its buffers, and the tree of the matches it found.
    struct Work {
        ChunkReader *reader;
        LineVerdicts *verdicts; // the plan's, or the thread's own
        TreeBuilder tree;
        TreeBuilder chunkTree; // of the chunk's games its lines decide, for a search of the tree alone
        std::string searches;
        SomeParts moves;
        std::vector<Pending> pending;
        std::vector<int> places;
        std::vector<PositionMatch> found;
    };

    // The calling thread reads on the database's connection and reports progress (`report`), the
    // others each read on a connection of their own (one that cannot be opened leaves the chunks to
    // the others).
    void work(bool ownConnection, const std::function<bool(int)> &report)
    {
        auto reported = std::chrono::steady_clock::now();
        const std::unique_ptr<ChunkReader> own = ownConnection ? ChunkReader::open(m_database) : nullptr;
        LineVerdicts *given = m_plan || !ownConnection ? m_verdicts : nullptr;
        std::optional<LineVerdicts> verdicts;
        if (!given)
            verdicts.emplace(m_lines, m_filter);
        Work w {ownConnection ? own.get() : &m_database.reader(),
                given ? given : &*verdicts,
                TreeBuilder(m_filter.target().sideToMove()),
                TreeBuilder(m_filter.target().sideToMove()),
                {},
                {},
                {},
                {},
                {}};
        const int count = static_cast<int>(m_order.size());
        for (int slot = w.reader ? m_next++ : count; slot < count && !m_stop; slot = m_next++) {
            if (!searchChunk(slot, w)) {
                m_failed = m_stop = true;
                break;
            }
            keep(slot, w.found);
            ++m_chunksDone;
            if (report && std::chrono::steady_clock::now() - reported >= ReportPeriod) {
                reported = std::chrono::steady_clock::now();
                if (!report(m_chunksDone))
                    m_stop = true;
            }
        }
        std::lock_guard lock(m_mutex);
        m_trees.push_back(std::move(w.tree));
        --m_running;
        m_finished.notify_all();
    }

    // The matches of the chunk at `slot` of the order join the list in chunk order as chunks are
    // done (one done early waits for those before it), in room for every game reserved at the start
    // and touched only as it fills: the list is held once, not once by chunk and again whole.
    void keep(int slot, const std::vector<PositionMatch> &found)
    {
        if (m_gives == SearchGives::Tree)
            return;
        std::lock_guard lock(m_mutex);
        const auto chunk = static_cast<std::size_t>(slot);
        if (chunk == m_kept) {
            m_matches.insert(m_matches.end(), found.begin(), found.end());
            ++m_kept;
        } else {
            m_results[chunk] = found;
        }
        m_done[chunk] = true;
        for (; m_kept < m_results.size() && m_done[m_kept]; ++m_kept) {
            m_matches.insert(m_matches.end(), m_results[m_kept].begin(), m_results[m_kept].end());
            std::vector<PositionMatch>().swap(m_results[m_kept]);
        }
    }

    // Notes every game of the chunk at `slot` as skipped: with a plan, the games it was to replay
    // (the others it counted without reading the chunk).
    void skipChunk(int slot)
    {
        const GameDatabase::ChunkInfo &c =
            m_database.chunks()[static_cast<std::size_t>(m_order[static_cast<std::size_t>(slot)])];
        auto &damaged = m_damaged[static_cast<std::size_t>(slot)];
        damaged.clear();
        if (m_plan) {
            for (const Pending &p : m_planned[static_cast<std::size_t>(slot)])
                damaged.push_back(c.first + p.index);
            return;
        }
        for (int i = 0; i < c.games; ++i)
            damaged.push_back(c.first + i);
    }

    // After a row of the chunk at `slot` could not be read: a damaged chunk is skipped, but a
    // database that cannot be read ends the search (false).
    bool skipIfDamaged(int slot, const ChunkReader &reader)
    {
        if (reader.lastError() != DatabaseError::Damaged)
            return false;
        skipChunk(slot);
        return true;
    }

    // The matches of the chunk at `slot` count only once the whole chunk is searched: a chunk found
    // damaged halfway is skipped whole.
    bool searchChunk(int slot, Work &w)
    {
        w.found.clear();
        w.chunkTree.clear();
        w.pending.clear();
        if (m_plan)
            w.pending = m_planned[static_cast<std::size_t>(slot)];
        else if (!triage(slot, w))
            return false;
        if (!w.pending.empty() && !replayPending(slot, w)) {
            w.found.clear();
            return skipIfDamaged(slot, *w.reader);
        }
        for (const PositionMatch &m : w.found)
            w.tree.add(m);
        w.tree.add(w.chunkTree);
        return true;
    }

    // Sorts the games of the chunk at `slot` by their records and lines: rejected, decided (into the
    // chunk's matches or tree), or pending, none when the chunk is skipped; false when the database
    // cannot be read.
    bool triage(int slot, Work &w)
    {
        const int k = m_order[static_cast<std::size_t>(slot)];
        const GameDatabase::ChunkInfo &c = m_database.chunks()[static_cast<std::size_t>(k)];
        std::string_view held = m_records ? m_records->chunk(k) : std::string_view();
        if (held.empty()) {
            if (!w.reader->readRow(Part::Searches, k, w.searches))
                return skipIfDamaged(slot, *w.reader);
            held = w.searches;
        }
        const SearchesView records(held, c.games);
        if (!records.valid()) {
            skipChunk(slot);
            return true;
        }
        for (int i = 0; i < c.games; ++i) {
            const StoredRecord r = records.stored(i);
            if (!m_filter.mayReach(r))
                continue;
            const LineVerdicts::Verdict v = w.verdicts->ofGame(r);
            if (v.state() == LineVerdicts::ReachedAbove) {
                // For the tree alone, no list: at an opening position that is every game.
                const PositionMatch m = LineVerdicts::decided(c.first + i, r, v);
                m_gives == SearchGives::Tree ? w.chunkTree.add(m) : w.found.push_back(m);
            } else if (v.state() != LineVerdicts::Rejected) {
                w.pending.push_back({i, r, v});
            }
        }
        return true;
    }

    // Replays the games of the chunk at `slot` its filters and lines left undecided, adding those
    // that reach the position to the chunk's matches, in game order; false when the chunk's moves
    // cannot be read.
    bool replayPending(int slot, Work &w)
    {
        const int k = m_order[static_cast<std::size_t>(slot)];
        const GameDatabase::ChunkInfo &c = m_database.chunks()[static_cast<std::size_t>(k)];
        w.places.clear();
        for (const Pending &p : w.pending)
            w.places.push_back(p.index);
        if (!w.reader->readMovesOf(k, w.places, w.moves))
            return false;
        MainLineReader line;
        for (std::size_t i = 0; i < w.pending.size(); ++i) {
            const Pending &p = w.pending[i];
            PositionMatch found = matchOf(c.first + p.index, p.record);
            const std::string_view bytes = w.moves.at(i);
            std::vector<int> &damaged = m_damaged[static_cast<std::size_t>(slot)];
            int ply = 0;
            if (p.verdict.state() == LineVerdicts::Broken) {
                if (!line.start(bytes, p.record.flags() & SearchRecord::Setup)) {
                    damaged.push_back(found.game);
                    continue;
                }
            } else {
                const OpeningLines::Node &node = m_lines.node(p.record.line());
                line.startAt(p.verdict.state() == LineVerdicts::Reached ? m_filter.target()
                                                                        : w.verdicts->position(p.verdict),
                             bytes, node.offset);
                ply = node.depth;
            }
            switch (replay(line, ply, m_filter, p.record.flags() & SearchRecord::Promotion, found)) {
            case Replay::Reached: w.found.push_back(found); break;
            case Replay::NotReached: break;
            case Replay::Damaged: damaged.push_back(found.game); break;
            }
        }
        // The games decided by their lines and those replayed, in game order.
        std::sort(w.found.begin(), w.found.end(),
                  [](const PositionMatch &a, const PositionMatch &b) { return a.game < b.game; });
        return true;
    }

    GameDatabase &m_database;
    const PositionFilter &m_filter;
    const OpeningLines &m_lines;
    const HeldRecords *m_records; // null when the database holds none
    const SearchGives m_gives;
    LinePlan *m_plan = nullptr;
    // Verdicts worked out before the search: the plan's, with the positions its replays start from
    // (every thread reads them), or those of a walk of the lines that gave up (the calling thread
    // goes on with them); null when there are none.
    LineVerdicts *m_verdicts = nullptr;
    std::vector<int> m_order; // the chunks to read, in game order
    std::vector<std::vector<Pending>> m_planned; // with a plan, its replays by chunk of m_order
    std::vector<PositionMatch> m_matches; // in game order, when kept (keep)
    // By chunk of m_order:
    std::vector<std::vector<PositionMatch>> m_results; // of chunks done before those ahead of them
    std::vector<bool> m_done;
    std::size_t m_kept = 0; // the chunks whose matches are in m_matches
    std::vector<TreeBuilder> m_trees; // by thread
    std::vector<std::vector<int>> m_damaged; // by chunk of m_order
    std::mutex m_mutex;
    std::condition_variable m_finished;
    int m_running = 0;
    std::atomic<int> m_next = 0;
    std::atomic<int> m_chunksDone = 0;
    std::atomic<bool> m_stop = false;
    std::atomic<bool> m_failed = false;
};

} // namespace

PositionFilter::PositionFilter(const Position &target)
    : m_target(target), m_homePawns(homePawnsOf(target)), m_keptEven(laneTopsOf(m_homePawns, 0)),
      m_keptOdd(laneTopsOf(m_homePawns, 1))
{
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < Counted.size(); ++t) {
            m_material[index(c)][t] = popCount(target.pieces(c, Counted[t]));
            m_total += m_material[index(c)][t];
        }
    // Material only goes down, but for promotions, which turn a pawn into another piece.
    for (std::size_t promotions = 0; promotions < 2; ++promotions)
        for (std::size_t b = 0; b < StoredRecord::MaterialBytes; ++b)
            for (std::size_t byte = 0; byte < 256; ++byte) {
                int pieces = 0;
                for (std::size_t half = 0; half < 2; ++half) {
                    const std::size_t i = 2 * b + half, c = i / Counted.size(), t = i % Counted.size();
                    const int final = static_cast<int>(byte >> (4 * half) & 15);
                    if (final > m_material[c][t] && (t == 0 || promotions == 0))
                        pieces = NoWay;
                    else if (pieces != NoWay)
                        pieces += final;
                }
                m_materialBytes[promotions][b][byte] = static_cast<std::uint8_t>(pieces);
            }
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

int searchThreads(const GameDatabase &database, int available)
{
    // A thread costs a connection, a table of line verdicts and hand-offs (about 1.5 ms here):
    // measured with the records held in memory, a second one is as fast as one at 300 chunks and
    // pays from about 500 on (at 1,000: middlegame 13.4 -> 10.4 ms, start 15 -> 9.8 ms).
    constexpr int ChunksPerThread = 512;
    return std::clamp(1 + database.chunkCount() / ChunksPerThread, 1, std::max(available, 1));
}

std::optional<PositionSearchResult> findPosition(GameDatabase &database, const Position &target, int threads,
                                                 const SearchProgress &progress, SearchGives gives)
{
    if (!database.beginReading())
        return std::nullopt;
    const OpeningLines *lines = database.lines();
    if (!lines) {
        database.endReading();
        return std::nullopt;
    }
    const PositionFilter filter(target);
    const int chunks = database.chunkCount();
    // The tree alone may come from the lines' totals (linewalk.h), when they leave at most a 32nd
    // of the games to look at one by one: an opening position's tree. Looked at out of their order,
    // a game costs two or three times what it costs a search of the games, and a walk that gives up
    // has cost a search of 100 k games about a tenth of its time at a 16th.
    std::optional<LineVerdicts> verdicts;
    std::optional<LinePlan> plan;
    const LineTotals *totals = gives == SearchGives::Tree && linesMayReach(target) ? database.lineTotals() : nullptr;
    if (totals)
        plan = walkLines(*totals, *database.records(), filter, verdicts.emplace(*lines, filter),
                         static_cast<std::size_t>(database.count()) / 32);
    std::optional<ChunkSearch> search;
    if (plan) {
        search.emplace(database, filter, *lines, *database.records(), *plan, *verdicts);
        // A replay costs 1-2 µs, a thread about 1.5 ms.
        constexpr std::size_t ReplaysPerThread = 2048;
        threads = std::min(threads, 1 + static_cast<int>(plan->replays.size() / ReplaysPerThread));
    } else {
        search.emplace(database, filter, *lines, database.records(), gives, verdicts ? &*verdicts : nullptr);
    }
    search->run(std::clamp(threads, 1, std::max(search->chunks(), 1)),
                [&](int done) { return !progress.report || progress.report(done, chunks); });
    database.endReading();
    if (!search->complete())
        return std::nullopt;
    return search->result();
}

} // namespace ferz::db
