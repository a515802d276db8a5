// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/movejudgement.h"

#include <algorithm>
#include <cmath>

namespace ferz {

namespace {

constexpr int CentipawnCap = 1000;
constexpr int DecidedCentipawns = 500;
constexpr double InaccuracyDrop = 5, MistakeDrop = 10, BlunderDrop = 15;

// The sign of the mover: White's numbers as they are, Black's turned round.
int sideSign(Color mover)
{
    return mover == Color::White ? 1 : -1;
}

double moverWinPercent(const PositionValue &value, Color mover)
{
    const double white = whiteWinPercent(value);
    return mover == Color::White ? white : 100 - white;
}

} // namespace

std::optional<PositionValue> PositionValue::ended(const Position &position)
{
    if (position.isCheckmate())
        return PositionValue {position.sideToMove() == Color::White ? Kind::WhiteMated : Kind::BlackMated, {}};
    if (position.isStalemate())
        return PositionValue {Kind::Drawn, {}};
    return std::nullopt;
}

Evaluation whiteEvaluation(const EngineScore &score, Color sideToMove)
{
    const int value = sideSign(sideToMove) * score.value;
    return score.kind == EngineScore::Kind::Mate ? Evaluation::mate(value) : Evaluation::centipawns(value);
}

int cappedCentipawns(const PositionValue &value)
{
    switch (value.kind) {
    case PositionValue::Kind::WhiteMated: return -CentipawnCap;
    case PositionValue::Kind::BlackMated: return CentipawnCap;
    case PositionValue::Kind::Drawn: return 0;
    case PositionValue::Kind::Engine: break;
    }
    const Evaluation &e = value.evaluation;
    if (e.kind == Evaluation::Kind::Mate)
        return e.value > 0 ? CentipawnCap : -CentipawnCap;
    return std::clamp(e.value, -CentipawnCap, CentipawnCap);
}

double whiteWinPercent(const PositionValue &value)
{
    switch (value.kind) {
    case PositionValue::Kind::WhiteMated: return 0;
    case PositionValue::Kind::BlackMated: return 100;
    case PositionValue::Kind::Drawn: return 50;
    case PositionValue::Kind::Engine: break;
    }
    return whiteWinPercent(value.evaluation);
}

double whiteWinPercent(const Evaluation &e)
{
    if (e.kind == Evaluation::Kind::Mate)
        return e.value > 0 ? 100 : 0;
    const double cp = std::clamp(e.value, -CentipawnCap, CentipawnCap);
    return 50 + 50 * (2 / (1 + std::exp(-0.00368208 * cp)) - 1);
}

int qualityNag(MoveQuality quality)
{
    switch (quality) {
    case MoveQuality::Good: return 0;
    case MoveQuality::Inaccuracy: return 6;
    case MoveQuality::Mistake: return 2;
    case MoveQuality::Blunder: return 4;
    }
    return 0;
}

std::optional<MoveQuality> qualityOfNag(int nag)
{
    for (MoveQuality q : {MoveQuality::Inaccuracy, MoveQuality::Mistake, MoveQuality::Blunder})
        if (qualityNag(q) == nag)
            return q;
    return std::nullopt;
}

MoveQuality judgeMove(const PositionValue &before, const PositionValue &after, Color mover)
{
    const int scoreBefore = sideSign(mover) * cappedCentipawns(before);
    const int scoreAfter = sideSign(mover) * cappedCentipawns(after);
    const bool stillWinning = scoreBefore >= DecidedCentipawns && scoreAfter >= DecidedCentipawns;
    const bool lostAnyway = scoreBefore <= -DecidedCentipawns && scoreAfter <= -DecidedCentipawns;
    if (stillWinning || lostAnyway)
        return MoveQuality::Good;
    const double drop = moverWinPercent(before, mover) - moverWinPercent(after, mover);
    return drop >= BlunderDrop   ? MoveQuality::Blunder
        : drop >= MistakeDrop    ? MoveQuality::Mistake
        : drop >= InaccuracyDrop ? MoveQuality::Inaccuracy
                                 : MoveQuality::Good;
}

MoveLoss moveLoss(const PositionValue &before, const PositionValue &after, Color mover, bool engineMove)
{
    if (engineMove)
        return {};
    const int sign = sideSign(mover);
    const int lost = std::max(0, sign * cappedCentipawns(before) - sign * cappedCentipawns(after));
    const double drop = std::max(0.0, moverWinPercent(before, mover) - moverWinPercent(after, mover));
    const double accuracy = std::clamp(103.1668 * std::exp(-0.04354 * drop) - 3.1669, 0.0, 100.0);
    return {lost, accuracy};
}

void SideSummary::add(const MoveLoss &loss, MoveQuality quality)
{
    ++moves;
    totalLoss += loss.centipawns;
    totalAccuracy += loss.accuracy;
    inaccuracies += quality == MoveQuality::Inaccuracy;
    mistakes += quality == MoveQuality::Mistake;
    blunders += quality == MoveQuality::Blunder;
}

int SideSummary::averageLoss() const
{
    return moves == 0 ? 0 : static_cast<int>(std::lround(double(totalLoss) / moves));
}

int SideSummary::accuracy() const
{
    return moves == 0 ? 0 : static_cast<int>(std::lround(totalAccuracy / moves));
}

} // namespace ferz
