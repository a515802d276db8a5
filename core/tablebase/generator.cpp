// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tablebase/generator.h"

#include "core/rules/bitboard.h"
#include "core/tablebase/tablebasevalue.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace ferz {

namespace {

// While the table is made, an entry is also unknown (so far a draw) or unused.
constexpr std::uint8_t Unknown = 254, Unused = 255;
// What the moves leaving the table give an entry: none, one that does not lose, or (plies + 1)
// the slowest loss when they all lose.
constexpr std::uint8_t NoExit = 0, SafeExit = 255;
// Marks a position reached by a double step that may be taken en passant, in the count of an
// entry's different successors.
constexpr std::uint32_t EnPassantMark = 0x80000000u;
constexpr std::uint32_t Chunk = 4096;

class Generator {
public:
    Generator(const TableLayout &layout, const OtherTables &other) : m_layout(layout), m_other(other) {}

    std::optional<std::vector<std::uint8_t>> run(const TableProgress &progress, int threads);

private:
    // What one thread finds while it reads positions.
    struct Found {
        std::vector<std::uint32_t> enPassant; // entries a double step reaches with en passant possible
        std::vector<std::pair<std::uint32_t, int>> proposals; // entry, plies: mates and moves out of the table
    };

    bool readAll(const TableProgress &progress, int threads);
    void read(std::uint32_t entry, Found &found);
    void readEnPassantNode(std::uint32_t id, Found &found);
    void examine(std::uint32_t id, const Position &position, const Placement &placement, Found &found);
    void propose(const Found &found);
    bool spread(const TableProgress &progress);
    void predecessors(std::uint32_t id, std::vector<std::uint32_t> &out) const;

    const TableLayout &m_layout;
    const OtherTables &m_other;
    // What is known of an entry, together so that stepping back touches one place in memory.
    struct Cell {
        std::uint8_t value = Unused; // TablebaseValue::byte, Unknown or Unused
        std::uint8_t remaining = 0; // different successors in the table not yet known to be won
        std::uint8_t exits = NoExit;
    };
    std::vector<Cell> m_cells;
    std::vector<std::uint32_t> m_enPassant; // the entry of each en passant node's placement
    std::unordered_map<std::uint32_t, std::uint32_t> m_enPassantIds;
    std::vector<std::vector<std::uint32_t>> m_proposed; // by plies
};

std::optional<std::vector<std::uint8_t>> Generator::run(const TableProgress &progress, int threads)
{
    const std::uint32_t size = m_layout.size();
    m_cells.assign(size, Cell());
    m_proposed.resize(TablebaseValue::MaxPlies + 2);
    if (!readAll(progress, threads) || !spread(progress))
        return std::nullopt;
    std::vector<std::uint8_t> table(size);
    for (std::uint32_t i = 0; i < size; ++i)
        table[i] = m_cells[i].value == Unknown || m_cells[i].value == Unused ? 0 : m_cells[i].value;
    return table;
}

bool Generator::readAll(const TableProgress &progress, int threads)
{
    const std::uint32_t size = m_layout.size();
    std::atomic<std::uint32_t> next = 0, done = 0;
    std::atomic<bool> stopped = false;
    std::vector<Found> found(static_cast<std::size_t>(std::max(1, threads)));
    auto work = [&](std::size_t which, bool reports) {
        for (std::uint32_t begin; !stopped && (begin = next.fetch_add(Chunk)) < size;) {
            const std::uint32_t end = std::min(size, begin + Chunk);
            for (std::uint32_t entry = begin; entry < end; ++entry)
                read(entry, found[which]);
            done += end - begin;
            if (reports && progress && !progress(0.7 * done / size))
                stopped = true;
        }
    };
    std::vector<std::thread> helpers;
    for (std::size_t i = 1; i < found.size(); ++i)
        helpers.emplace_back(work, i, false);
    work(0, true);
    for (std::thread &helper : helpers)
        helper.join();
    if (stopped)
        return false;

    // The positions just after a double step that may be taken en passant: nodes of their own.
    std::vector<std::uint32_t> enPassant;
    for (const Found &f : found)
        enPassant.insert(enPassant.end(), f.enPassant.begin(), f.enPassant.end());
    std::sort(enPassant.begin(), enPassant.end());
    enPassant.erase(std::unique(enPassant.begin(), enPassant.end()), enPassant.end());
    m_enPassant = enPassant;
    for (std::size_t i = 0; i < enPassant.size(); ++i)
        m_enPassantIds.emplace(enPassant[i], size + static_cast<std::uint32_t>(i));
    m_cells.resize(size + enPassant.size());
    Found nodes;
    for (std::size_t i = 0; i < enPassant.size(); ++i)
        readEnPassantNode(size + static_cast<std::uint32_t>(i), nodes);
    for (const Found &f : found)
        propose(f);
    propose(nodes);
    return true;
}

void Generator::read(std::uint32_t entry, Found &found)
{
    const Placement placement = m_layout.placement(entry);
    if (m_layout.entry(placement) != entry)
        return;
    auto position = Position::fromFen(m_layout.fen(placement));
    if (const Position *p = std::get_if<Position>(&position))
        examine(entry, *p, placement, found);
}

void Generator::readEnPassantNode(std::uint32_t id, Found &found)
{
    const Placement placement = m_layout.placement(m_enPassant[id - m_layout.size()]);
    const Color mover = ~placement.sideToMove;
    for (int i = 0; i < m_layout.menCount(); ++i) {
        const Square s = placement.men[static_cast<std::size_t>(i)];
        if (m_layout.manColor(i) != mover || m_layout.manType(i) != PieceType::Pawn || relativeRank(mover, s) != 3)
            continue;
        auto position = Position::fromFen(m_layout.fen(placement, s - pawnPush(mover)));
        const Position *p = std::get_if<Position>(&position);
        if (p && p->epSquare() != Square::None) {
            examine(id, *p, placement, found);
            return;
        }
    }
}

void Generator::examine(std::uint32_t id, const Position &position, const Placement &placement, Found &found)
{
    Cell &cell = m_cells[id];
    cell.value = Unknown;
    const MoveList moves = position.legalMoves();
    if (moves.empty()) {
        if (position.isCheck())
            found.proposals.emplace_back(id, 0);
        return;
    }
    std::array<std::uint32_t, MoveList::Capacity> next;
    std::size_t count = 0;
    int quickestWin = INT_MAX, slowestLoss = -1;
    bool safeExit = false;
    for (Move m : moves) {
        if (!position.isCapture(m) && m.kind() != Move::Promotion) {
            // A man moves within the table: its placement says where it goes, without playing the move.
            Placement moved = placement;
            moved.sideToMove = ~placement.sideToMove;
            for (Square &s : moved.kings)
                if (s == m.from())
                    s = m.to();
            for (Square &s : moved.men)
                if (s == m.from())
                    s = m.to();
            std::uint32_t entry = m_layout.entry(moved);
            const bool doubleStep = typeOf(position.pieceAt(m.from())) == PieceType::Pawn
                && std::abs(index(m.to()) - index(m.from())) == 16;
            if (doubleStep && position.after(m).epSquare() != Square::None) {
                found.enPassant.push_back(entry);
                entry |= EnPassantMark;
            }
            next[count++] = entry;
            continue;
        }
        const TablebaseValue value = TablebaseValue::fromByte(m_other(position.after(m))).before();
        if (value.outcome == TablebaseValue::Outcome::Win)
            quickestWin = std::min(quickestWin, value.plies);
        if (value.outcome == TablebaseValue::Outcome::Loss)
            slowestLoss = std::max(slowestLoss, value.plies);
        else
            safeExit = true;
    }
    std::sort(next.begin(), next.begin() + static_cast<std::ptrdiff_t>(count));
    cell.remaining = static_cast<std::uint8_t>(
        std::unique(next.begin(), next.begin() + static_cast<std::ptrdiff_t>(count)) - next.begin());
    cell.exits = safeExit ? SafeExit : slowestLoss >= 0 ? static_cast<std::uint8_t>(slowestLoss + 1) : NoExit;
    if (quickestWin != INT_MAX)
        found.proposals.emplace_back(id, quickestWin);
    else if (cell.remaining == 0 && !safeExit && slowestLoss >= 0)
        found.proposals.emplace_back(id, slowestLoss);
}

void Generator::propose(const Found &found)
{
    for (const auto &[id, plies] : found.proposals)
        m_proposed[static_cast<std::size_t>(plies)].push_back(id);
}

// Level by level: the entries decided at n plies decide their predecessors at n + 1 (or, for a
// loss whose moves out of the table hold out longer, later).
bool Generator::spread(const TableProgress &progress)
{
    std::vector<std::uint32_t> current, next;
    std::array<std::vector<std::uint32_t>, 2> before;
    // The predecessors' cells are all over the table: they are fetched from memory while the
    // previous entry's are worked on.
    const auto gather = [this](std::uint32_t id, std::vector<std::uint32_t> &out) {
        out.clear();
        predecessors(id, out);
        for (std::uint32_t q : out)
            __builtin_prefetch(&m_cells[q], 1);
    };
    for (int n = 0; n <= TablebaseValue::MaxPlies; ++n) {
        current.swap(next);
        next.clear();
        for (std::uint32_t id : m_proposed[static_cast<std::size_t>(n)])
            if (m_cells[id].value == Unknown) {
                m_cells[id].value =
                    TablebaseValue {n % 2 ? TablebaseValue::Outcome::Win : TablebaseValue::Outcome::Loss, n}.byte();
                current.push_back(id);
            }
        if (!current.empty())
            gather(current.front(), before[0]);
        for (std::size_t k = 0; k < current.size(); ++k) {
            if (k + 1 < current.size())
                gather(current[k + 1], before[(k + 1) % 2]);
            for (std::uint32_t q : before[k % 2]) {
                Cell &cell = m_cells[q];
                if (n % 2 == 0) {
                    if (cell.value == Unknown) {
                        cell.value = TablebaseValue::win(n + 1).byte();
                        next.push_back(q);
                    }
                    continue;
                }
                if (--cell.remaining != 0 || cell.value != Unknown || cell.exits == SafeExit)
                    continue;
                const int plies = std::max(n + 1, cell.exits == NoExit ? 0 : cell.exits - 1);
                if (plies == n + 1) {
                    cell.value = TablebaseValue::loss(n + 1).byte();
                    next.push_back(q);
                } else {
                    m_proposed[static_cast<std::size_t>(plies)].push_back(q);
                }
            }
        }
        if (progress && !progress(0.7 + 0.3 * n / (n + 20.0)))
            return false;
    }
    return true;
}

// The entries one move before `id` that stay in the table: every man of the side that moved last
// stepped back to an empty square it could have come from (pawns straight back, one square or two
// from their fourth rank), and the same positions with an en passant capture possible.
void Generator::predecessors(std::uint32_t id, std::vector<std::uint32_t> &out) const
{
    const std::uint32_t size = m_layout.size();
    const bool enPassantNode = id >= size;
    const std::uint32_t entry = enPassantNode ? m_enPassant[id - size] : id;
    const Placement placement = m_layout.placement(entry);
    const Color mover = ~placement.sideToMove;
    Bitboard occupied = bit(placement.kings[0]) | bit(placement.kings[1]);
    for (int i = 0; i < m_layout.menCount(); ++i)
        occupied |= bit(placement.men[static_cast<std::size_t>(i)]);
    auto add = [&](Placement before) {
        before.sideToMove = mover;
        const std::uint32_t e = m_layout.entry(before);
        if (e == TableLayout::NoEntry)
            return;
        // An illegal position is left out by the work on the entries: its cell is Unused.
        out.push_back(e);
        if (m_enPassantIds.empty())
            return;
        if (const auto found = m_enPassantIds.find(e); found != m_enPassantIds.end())
            out.push_back(found->second);
    };
    const int push = pawnPush(mover);
    for (int i = 0; i < m_layout.menCount(); ++i) {
        const auto slot = static_cast<std::size_t>(i);
        const Square s = placement.men[slot];
        if (m_layout.manColor(i) != mover)
            continue;
        Placement before = placement;
        if (m_layout.manType(i) == PieceType::Pawn) {
            const bool stepFree = relativeRank(mover, s) >= 2 && !(occupied & bit(s - push));
            const bool doubleFree = relativeRank(mover, s) == 3 && stepFree && !(occupied & bit(s - 2 * push));
            // Right after a double step that may be taken en passant the position is the node's;
            // without that chance it is the plain entry's.
            if (enPassantNode) {
                if (doubleFree) {
                    before.men[slot] = s - 2 * push;
                    add(before);
                }
                continue;
            }
            if (stepFree) {
                before.men[slot] = s - push;
                add(before);
            }
            if (doubleFree && !m_enPassantIds.contains(entry)) {
                before.men[slot] = s - 2 * push;
                add(before);
            }
            continue;
        }
        if (enPassantNode)
            continue;
        for (Bitboard from = pieceAttacks(m_layout.manType(i), s, occupied) & ~occupied; from;) {
            before.men[slot] = popLsb(from);
            add(before);
        }
    }
    if (enPassantNode)
        return;
    const Square king = placement.kings[static_cast<std::size_t>(index(mover))];
    for (Bitboard from = kingAttacks(king) & ~occupied; from;) {
        Placement before = placement;
        before.kings[static_cast<std::size_t>(index(mover))] = popLsb(from);
        add(before);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

} // namespace

std::optional<std::vector<std::uint8_t>> generateTable(const TableLayout &layout, const OtherTables &other,
                                                       const TableProgress &progress, int threads)
{
    return Generator(layout, other).run(progress, threads);
}

} // namespace ferz
