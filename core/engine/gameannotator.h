// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a UCI engine over every position of a game's main line, one search with the same limits
// each, in the background (it needs an event loop and never blocks it): the start position, then
// the position after each move, each searched with the moves that lead to it so that the engine
// knows the repetitions. A position the rules have ended (mate, stalemate) is judged without the
// engine. The result is a GameAnalysis for planAnnotation(); the tree itself is not touched, so
// the game may change meanwhile (the plan checks that its moves are still there). The engine
// stays loaded between games and quits with the annotator.
#pragma once

#include "core/engine/annotationplan.h"
#include "core/engine/uciengine.h"

#include <QObject>

namespace ferz {

class GameAnnotator : public QObject {
    Q_OBJECT

public:
    explicit GameAnnotator(QObject *parent = nullptr);

    // The engine's executable (see findEngine, core/engine/enginediscovery.h); a running engine is quit first.
    void setProgram(const QString &program);
    UciEngine *engine() const { return m_engine; }

    // Starts analysing `tree`'s main line within `limits`; an analysis under way is dropped.
    void start(const GameTree &tree, const SearchLimits &limits);
    // Drops the analysis under way (the engine stops searching); nothing is emitted.
    void cancel();
    bool isRunning() const { return m_running; }

    // Positions analysed so far, of positionCount() (the moves of the main line and the start).
    int positionsDone() const { return static_cast<int>(m_analysis.verdicts.size()); }
    int positionCount() const { return static_cast<int>(m_analysis.moves.size()) + 1; }
    // The analysis so far; complete after finished().
    const GameAnalysis &analysis() const { return m_analysis; }

signals:
    void progressed(int done, int total);
    void finished();
    // The engine failed (its reason, translated); the analysis is dropped.
    void failed(const QString &reason);

private:
    void next();
    void searched(Move best, const EngineUpdate &last);
    void engineFailed(const QString &reason);

    UciEngine *m_engine;
    SearchLimits m_limits;
    GameAnalysis m_analysis;
    std::vector<Position> m_positions; // after each ply of the main line (the start first)
    std::vector<std::size_t> m_bases; // for each ply, the ply its search starts from
    bool m_running = false;
};

} // namespace ferz
