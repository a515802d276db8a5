// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame tablebases: the exact value (win, draw or loss, and the distance to mate) of every
// position with at most four men on the board, kings included, and no castling right. A table is
// made by retrograde analysis (generator.h) the first time a position of its material is asked
// about, with the tables that captures and promotions lead to; it then stays in memory for the
// rest of the process and in the user's cache folder (tablefile.h) for the next one. Making one
// takes up to a few seconds, so the window asks for it on a thread of its own (prepare) and
// probes only what is ready.
#pragma once

#include "core/tablebase/tablebasevalue.h"
#include "core/tablebase/tablelayout.h"

#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace ferz {

struct EndgameTable {
    TableLayout layout;
    std::vector<std::uint8_t> values; // TablebaseValue::byte of every entry
};

// Tables by their (canonical) material, and what they say about positions.
class TableSet {
public:
    std::map<Material, std::shared_ptr<const EndgameTable>> tables;

    // The value of a position for the side to move; nullopt when a table it needs is missing or
    // the tables do not hold such positions. A position where en passant is possible is valued
    // one move ahead.
    std::optional<TablebaseValue> value(const Position &position) const;
    // Every legal move with the value it gives the side that makes it; empty when a value is missing.
    std::vector<std::pair<Move, TablebaseValue>> moveValues(const Position &position) const;
};

class Tablebase {
public:
    static constexpr int MaxMen = 4;

    // The process's tables, kept in defaultFolder().
    static Tablebase &shared();
    // Where the tables are kept between runs: the user's cache folder (XDG_CACHE_HOME, usually
    // ~/.cache), ferz/tablebases; empty when there is none.
    static QString defaultFolder();

    // Tables kept in `folder` (none kept when empty).
    explicit Tablebase(QString folder);

    // Whether the tables hold such positions: at most four men (kings included) and no castling right.
    static bool covers(const Position &position);
    // The tables a position needs (its own and every one it may lead to), in the order they are made.
    static std::vector<Material> tablesFor(const Material &material);
    // Whether every table the position needs is in memory, so that probe answers.
    bool isReady(const Position &position) const;
    // Reads every table the position needs from the folder, or makes it there; `progress` gets the
    // share done (0 to 1) and stops the work by returning false. False when stopped or not covered.
    // Safe to call from any thread; two calls make each table once.
    bool prepare(const Position &position, const std::function<bool(double)> &progress = {});
    // The same for one material's tables.
    bool prepare(const Material &material, const std::function<bool(double)> &progress = {});

    // The value for the side to move; nullopt when not covered or not ready.
    std::optional<TablebaseValue> probe(const Position &position) const;
    // Every legal move with the value it gives its maker; empty when not covered or not ready.
    std::vector<std::pair<Move, TablebaseValue>> moveValues(const Position &position) const;
    // The moves that keep the value: the quickest mates, the moves that hold a draw, or, in a lost
    // position, the longest resistance; in the order of Position::legalMoves. Empty when not ready.
    std::vector<Move> bestMoves(const Position &position) const;
    // A table in memory, nullptr when it is not there (tests look at every entry).
    std::shared_ptr<const EndgameTable> table(const Material &material) const;

    // How many threads make a table (by default as many as the processor has).
    void setThreads(int threads) { m_threads = threads; }

private:
    std::shared_ptr<const EndgameTable> load(const Material &material, const TableSet &made,
                                             const std::function<bool(double)> &progress);

    QString m_folder;
    int m_threads;
    mutable std::mutex m_mutex; // guards m_set
    std::mutex m_making; // one prepare at a time makes tables
    TableSet m_set;
};

} // namespace ferz
