// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/puzzlemaker.h"

#include "core/engine/movejudgement.h"

namespace ferz {

namespace {

// The score for the other side.
EngineScore opposite(EngineScore score)
{
    score.value = -score.value;
    return score;
}

} // namespace

PuzzleMaker::PuzzleMaker(QObject *parent) : QObject(parent), m_engine(new UciEngine(this))
{
    connect(m_engine, &UciEngine::updated, this, &PuzzleMaker::updated);
    connect(m_engine, &UciEngine::bestMove, this, &PuzzleMaker::searched);
    connect(m_engine, &UciEngine::failed, this, &PuzzleMaker::engineFailed);
}

PuzzleMaker::~PuzzleMaker() = default;

void PuzzleMaker::setProgram(const QString &program)
{
    m_engine->setProgram(program);
}

void PuzzleMaker::start(std::vector<std::shared_ptr<const GameTree>> games, const SearchLimits &limits)
{
    cancel();
    m_limits = limits;
    m_mistakes.clear();
    m_puzzles.clear();
    m_done = 0;
    m_refuting = false;
    for (const std::shared_ptr<const GameTree> &game : games)
        for (const GameNode *node : puzzleMoves(*game))
            m_mistakes.push_back({game, node});
    m_running = true;
    next();
}

void PuzzleMaker::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_engine->stop();
}

void PuzzleMaker::next()
{
    if (!m_running)
        return;
    if (m_done == m_mistakes.size()) {
        m_running = false;
        emit finished();
        return;
    }
    const GameNode *mistake = m_mistakes[m_done].node;
    m_lines.clear();
    if (!m_refuting) {
        m_engine->setLineCount(PuzzleLines);
        m_engine->search(mistake->parent()->position(), {}, m_limits);
        return;
    }
    // A move that ends the game needs no engine to say what it is worth.
    if (const std::optional<PositionValue> ended = PositionValue::ended(mistake->position())) {
        const EngineScore score = ended->kind == PositionValue::Kind::Drawn
            ? EngineScore {EngineScore::Kind::Centipawns, 0}
            : EngineScore {EngineScore::Kind::Mate, 1};
        EngineUpdate update;
        update.info.score = opposite(score);
        searched(Move(), update);
        return;
    }
    m_engine->setLineCount(1);
    m_engine->search(mistake->position(), {}, m_limits);
}

void PuzzleMaker::updated(const EngineUpdate &update)
{
    if (m_running && update.info.score && !update.pv.empty())
        m_lines[update.info.multiPv] = update;
}

void PuzzleMaker::searched(Move, const EngineUpdate &last)
{
    if (!m_running)
        return;
    const Mistake &mistake = m_mistakes[m_done];
    if (!m_refuting) {
        m_found.clear();
        for (const auto &[number, update] : m_lines)
            m_found.push_back({update.pv, *update.info.score});
        m_refuting = true;
        next();
        return;
    }
    PuzzleLine refutation {{mistake.node->move()}, {}};
    refutation.moves.insert(refutation.moves.end(), last.pv.begin(), last.pv.end());
    if (last.info.score)
        refutation.score = opposite(*last.info.score);
    if (std::optional<Puzzle> puzzle = makePuzzle(*mistake.game, *mistake.node, m_found, refutation))
        m_puzzles.push_back(std::move(*puzzle));
    m_refuting = false;
    ++m_done;
    emit progressed(static_cast<int>(m_done), mistakeCount());
    next();
}

void PuzzleMaker::engineFailed(const QString &reason)
{
    if (!m_running)
        return;
    m_running = false;
    m_engine->quit();
    emit failed(reason);
}

} // namespace ferz
