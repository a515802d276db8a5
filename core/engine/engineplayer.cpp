// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineplayer.h"

#include "core/rules/bitboard.h"

#include <QFileInfo>

#include <algorithm>
#include <array>

namespace ferz {

namespace {

// In the order of EngineStrength::Level.
constexpr std::array LevelKeys {"beginner", "casual", "club", "strong", "full", "elo"};

// Time per move where the clock does not decide it: the lower levels, and games without a clock.
int moveTimeMs(EngineStrength::Level level)
{
    switch (level) {
    case EngineStrength::Level::Beginner: return 100;
    case EngineStrength::Level::Casual: return 300;
    case EngineStrength::Level::Club: return 500;
    case EngineStrength::Level::Strong:
    case EngineStrength::Level::Elo: return 1000;
    case EngineStrength::Level::Full: return 2000;
    }
    return 1000;
}

bool fixedTime(EngineStrength::Level level)
{
    return level == EngineStrength::Level::Beginner || level == EngineStrength::Level::Casual;
}

int scoreOf(const EngineUpdate &update)
{
    const EngineScore &score = *update.info.score;
    if (score.kind == EngineScore::Kind::Mate)
        return score.value > 0 ? MateScore : -MateScore;
    return score.value;
}

// The last three evaluations, when there are three.
bool lastThree(const std::vector<int> &evaluations, bool (*holds)(int))
{
    return evaluations.size() >= 3 && std::all_of(evaluations.end() - 3, evaluations.end(), holds);
}

} // namespace

std::vector<std::pair<QString, QString>> EngineStrength::options() const
{
    const QString limit = QStringLiteral("UCI_LimitStrength"), ratedAs = QStringLiteral("UCI_Elo"),
                  skill = QStringLiteral("Skill Level");
    switch (level) {
    case Level::Beginner: return {{limit, QStringLiteral("false")}, {skill, QStringLiteral("0")}};
    case Level::Casual: return {{limit, QStringLiteral("false")}, {skill, QStringLiteral("5")}};
    case Level::Club:
        return {{skill, QStringLiteral("20")}, {limit, QStringLiteral("true")}, {ratedAs, QStringLiteral("1800")}};
    case Level::Strong:
        return {{skill, QStringLiteral("20")}, {limit, QStringLiteral("true")}, {ratedAs, QStringLiteral("2400")}};
    case Level::Full: return {{skill, QStringLiteral("20")}, {limit, QStringLiteral("false")}};
    case Level::Elo:
        return {{skill, QStringLiteral("20")},
                {limit, QStringLiteral("true")},
                {ratedAs, QString::number(std::clamp(elo, MinElo, MaxElo))}};
    }
    return {};
}

QString EngineStrength::key() const
{
    return QString::fromLatin1(LevelKeys[static_cast<std::size_t>(level)]);
}

EngineStrength EngineStrength::fromKey(const QString &key, int elo)
{
    EngineStrength strength;
    for (std::size_t i = 0; i < LevelKeys.size(); ++i)
        if (key == QLatin1String(LevelKeys[i]))
            strength.level = static_cast<Level>(i);
    strength.elo = std::clamp(elo, MinElo, MaxElo);
    return strength;
}

SearchLimits moveLimits(const Game &game, Color side, const EngineStrength &strength, std::int64_t now)
{
    SearchLimits limits;
    const ChessClock &clock = game.clock();
    if (!clock.isTimed()) {
        limits.moveTimeMs = moveTimeMs(strength.level);
        return limits;
    }
    const std::int64_t left = clock.remaining(side, now);
    if (fixedTime(strength.level)) {
        // Never more than a thirtieth of what is left: a weak engine still does not lose on time.
        limits.moveTimeMs = static_cast<int>(std::clamp<std::int64_t>(left / 30, 10, moveTimeMs(strength.level)));
        return limits;
    }
    const TimeControl &control = clock.control();
    limits.whiteMs = clock.remaining(Color::White, now);
    limits.blackMs = clock.remaining(Color::Black, now);
    // UCI knows no delay: what a delay gives back is about an increment.
    if (control.mode == TimeControl::Mode::Increment || control.mode == TimeControl::Mode::Delay)
        limits.whiteIncrementMs = limits.blackIncrementMs = control.bonusMs;
    const int made = clock.movesMade(side);
    for (int stage = 0; control.stageEnd(stage) > 0; ++stage)
        if (control.stageEnd(stage) > made) {
            limits.movesToGo = control.stageEnd(stage) - made;
            break;
        }
    return limits;
}

bool acceptsDraw(const std::vector<int> &evaluations, const Position &position)
{
    const bool level = lastThree(evaluations, [](int score) { return std::abs(score) <= DrawMargin; });
    const int pieces =
        popCount(position.pieces() & ~position.pieces(PieceType::King) & ~position.pieces(PieceType::Pawn));
    const bool simplified = position.pieces(PieceType::Queen) == 0 || pieces <= 6;
    return level && simplified;
}

bool wantsToResign(const std::vector<int> &evaluations)
{
    return lastThree(evaluations, [](int score) { return score <= -ResignMargin; });
}

EnginePlayer::EnginePlayer(const QString &program, const EngineStrength &strength, bool mayResign, QObject *parent)
    : QObject(parent), m_strength(strength), m_mayResign(mayResign)
{
    m_engine.setProgram(program);
    for (const auto &[name, value] : strength.options())
        m_engine.setOption(name, value);
    connect(&m_engine, &UciEngine::bestMove, this, [this](Move move, const EngineUpdate &last) {
        if (!m_thinking)
            return;
        m_thinking = false;
        if (last.info.score)
            m_evaluations.push_back(scoreOf(last));
        if (m_mayResign && wantsToResign(m_evaluations))
            emit resigns();
        else
            emit moveChosen(move);
    });
    connect(&m_engine, &UciEngine::failed, this, [this](const QString &reason) {
        m_thinking = false;
        emit failed(reason);
    });
}

QString EnginePlayer::name() const
{
    return m_engine.engineName().isEmpty() ? QFileInfo(m_engine.program()).fileName() : m_engine.engineName();
}

void EnginePlayer::think(const Game &game, std::int64_t now)
{
    m_thinking = true;
    std::vector<Move> moves;
    for (const GameNode *node : game.tree().mainLine())
        moves.push_back(node->move());
    const Color side = game.position().sideToMove();
    m_engine.search(game.tree().startPosition(), moves, moveLimits(game, side, m_strength, now));
}

void EnginePlayer::cancel()
{
    m_thinking = false;
    m_engine.stop();
}

bool EnginePlayer::acceptsDraw(const Position &position) const
{
    return ferz::acceptsDraw(m_evaluations, position);
}

void EnginePlayer::forgetLast(int moves)
{
    m_evaluations.resize(m_evaluations.size()
                         - std::min<std::size_t>(m_evaluations.size(), static_cast<std::size_t>(moves)));
}

} // namespace ferz
