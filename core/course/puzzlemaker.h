// SPDX-License-Identifier: GPL-3.0-or-later
// Makes the puzzles of annotated games (puzzle.h) with a UCI engine, in the background (it needs
// an event loop and never blocks it): for each move marked ? or ?? two searches with the same
// limits, the position before it with PuzzleLines lines (MultiPV) for the moves that count and
// those that do not, and the position after it for the refutation. Annotate with Engine keeps
// only the engine's best line and the evaluation after each move, not how the other moves fare,
// so the engine is asked again. Each position is searched on its own (without the game's moves
// before it). The engine stays loaded between calls and quits with the maker.
#pragma once

#include "core/course/puzzle.h"
#include "core/engine/uciengine.h"

#include <QObject>

#include <map>
#include <memory>

namespace ferz {

class PuzzleMaker : public QObject {
    Q_OBJECT

public:
    explicit PuzzleMaker(QObject *parent = nullptr);
    ~PuzzleMaker() override;

    // The engine's executable (see findEngine, core/engine/enginediscovery.h).
    void setProgram(const QString &program);
    // Starts making the puzzles of `games` (kept until finished) within `limits`; work under way
    // is dropped.
    void start(std::vector<std::shared_ptr<const GameTree>> games, const SearchLimits &limits);
    void cancel();
    bool isRunning() const { return m_running; }
    // The puzzles made so far, in the order of the games and their moves; all of them after finished().
    const std::vector<Puzzle> &puzzles() const { return m_puzzles; }
    // The moves marked ? or ?? in the games given.
    int mistakeCount() const { return static_cast<int>(m_mistakes.size()); }

signals:
    void progressed(int done, int total);
    void finished();
    // The engine failed (its reason, translated); what was made stays in puzzles().
    void failed(const QString &reason);

private:
    struct Mistake {
        std::shared_ptr<const GameTree> game;
        const GameNode *node;
    };
    void next();
    void updated(const EngineUpdate &update);
    void searched(Move best, const EngineUpdate &last);
    void engineFailed(const QString &reason);

    UciEngine *m_engine;
    SearchLimits m_limits;
    std::vector<Mistake> m_mistakes;
    std::size_t m_done = 0;
    bool m_refuting = false; // the search under way is the position after the mistake
    std::map<int, EngineUpdate> m_lines; // the last report of each line, by its MultiPV number
    std::vector<PuzzleLine> m_found; // the lines of the position before the mistake
    std::vector<Puzzle> m_puzzles;
    bool m_running = false;
};

} // namespace ferz
