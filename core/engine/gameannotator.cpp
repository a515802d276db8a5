// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/gameannotator.h"

#include <QFileInfo>

namespace ferz {

GameAnnotator::GameAnnotator(QObject *parent) : QObject(parent), m_engine(new UciEngine(this))
{
    connect(m_engine, &UciEngine::bestMove, this, &GameAnnotator::searched);
    connect(m_engine, &UciEngine::failed, this, &GameAnnotator::engineFailed);
}

void GameAnnotator::setProgram(const QString &program)
{
    m_engine->setProgram(program);
}

void GameAnnotator::start(const GameTree &tree, const SearchLimits &limits)
{
    m_limits = limits;
    m_analysis = GameAnalysis();
    m_analysis.start = tree.startPosition();
    m_positions = {tree.startPosition()};
    m_bases = {0};
    for (const GameNode *node : tree.mainLine()) {
        m_analysis.moves.push_back(node->move());
        m_positions.push_back(node->position());
        // A pass cannot be sent to an engine: the searches after one start from the position it led to.
        m_bases.push_back(node->move().isNull() ? m_positions.size() - 1 : m_bases.back());
    }
    m_running = true;
    next();
}

void GameAnnotator::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_engine->stop();
}

// Each search is started from the last one's answer, so that exactly one runs at a time.
void GameAnnotator::next()
{
    while (m_running) {
        const std::size_t ply = m_analysis.verdicts.size();
        if (ply == m_analysis.moves.size() + 1) {
            m_running = false;
            m_analysis.engine = engineLabel(m_engine->engineName().isEmpty() ? QFileInfo(m_engine->program()).fileName()
                                                                             : m_engine->engineName(),
                                            m_limits);
            emit finished();
            return;
        }
        if (const std::optional<PositionValue> ended = PositionValue::ended(m_positions[ply])) {
            m_analysis.verdicts.push_back({*ended, {}});
            emit progressed(positionsDone(), positionCount());
            continue;
        }
        const std::size_t base = m_bases[ply];
        const auto moves = m_analysis.moves.begin();
        m_engine->search(
            m_positions[base],
            std::vector<Move>(moves + static_cast<std::ptrdiff_t>(base), moves + static_cast<std::ptrdiff_t>(ply)),
            m_limits);
        return;
    }
}

void GameAnnotator::searched(Move best, const EngineUpdate &last)
{
    if (!m_running)
        return;
    const Position &position = m_engine->analysedPosition();
    if (!last.info.score) {
        engineFailed(tr("The engine %1 gave no evaluation of a position.").arg(m_engine->engineName()));
        return;
    }
    PositionVerdict verdict {PositionValue::engine(whiteEvaluation(*last.info.score, position.sideToMove())),
                             last.pv.empty() ? std::vector<Move> {best} : last.pv};
    if (verdict.bestLine.front() != best)
        verdict.bestLine = {best};
    m_analysis.verdicts.push_back(std::move(verdict));
    emit progressed(positionsDone(), positionCount());
    next();
}

void GameAnnotator::engineFailed(const QString &reason)
{
    if (!m_running)
        return;
    m_running = false;
    m_engine->quit();
    emit failed(reason);
}

} // namespace ferz
