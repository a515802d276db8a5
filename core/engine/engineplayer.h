// SPDX-License-Identifier: GPL-3.0-or-later
// A UCI engine playing one side of a game: at a chosen strength, within the game's clock, and by
// documented rules for what a person decides at the board.
//
// Strength: a few named levels through Stockfish's options (Skill Level, UCI_LimitStrength and
// UCI_Elo), or an Elo of its own. The two lowest levels move after a fixed short time; the others
// think within the clock as a player does (`go wtime btime winc binc movestogo`), or a fixed time
// per move in a game without a clock.
//
// Draw offers: the engine accepts when its last three evaluations of the game were all within
// ±0.30 (DrawMargin) and the position is simplified: no queens, or at most six pieces besides
// kings and pawns. It resigns (when allowed) after three evaluations in a row of −6.00
// (ResignMargin) or a mate against it.
#pragma once

#include "core/engine/uciengine.h"
#include "core/game/game.h"

#include <QObject>

#include <vector>

namespace ferz {

struct EngineStrength {
    enum class Level {
        Beginner,
        Casual,
        Club,
        Strong,
        Full,
        Elo
    };
    Level level = Level::Club;
    int elo = 1800; // for Level::Elo, within MinElo..MaxElo
    static constexpr int MinElo = 1350; // Stockfish's UCI_Elo range
    static constexpr int MaxElo = 2850;

    // The UCI options that set this strength (an engine ignores those it does not declare).
    std::vector<std::pair<QString, QString>> options() const;
    // The level's name in files (the autosave record: "beginner" … "full", "elo"), and back; an
    // unknown name gives the default level.
    QString key() const;
    static EngineStrength fromKey(const QString &key, int elo);
    friend bool operator==(const EngineStrength &, const EngineStrength &) = default;
};

// The limits of the engine's search for its move as `side` in `game` at time `now`.
SearchLimits moveLimits(const Game &game, Color side, const EngineStrength &strength, std::int64_t now);

// The rules of the header, on the engine's evaluations of its own moves (centipawns from its point
// of view; a mate counts as ±MateScore).
inline constexpr int DrawMargin = 30;
inline constexpr int ResignMargin = 600;
inline constexpr int MateScore = 100000;
bool acceptsDraw(const std::vector<int> &evaluations, const Position &position);
bool wantsToResign(const std::vector<int> &evaluations);

class EnginePlayer : public QObject {
    Q_OBJECT

public:
    // `program`: the engine's executable (see findEngine, core/engine/enginediscovery.h).
    EnginePlayer(const QString &program, const EngineStrength &strength, bool mayResign, QObject *parent = nullptr);

    UciEngine *engine() { return &m_engine; }
    const UciEngine *engine() const { return &m_engine; }
    const EngineStrength &strength() const { return m_strength; }
    bool mayResign() const { return m_mayResign; }
    // The engine's name, once known, else its program's.
    QString name() const;

    // Thinks about its move in `game` (its side is to move) at time `now`; the answer comes as
    // moveChosen() or resigns(), or failed().
    void think(const Game &game, std::int64_t now);
    // Forgets the move it thinks about (a take-back, a pause, the end of the game).
    void cancel();
    // Whether it accepts the opponent's draw offer in `position`, by the rule above.
    bool acceptsDraw(const Position &position) const;
    // The game went back (a take-back): its evaluations of its last `moves` moves go.
    void forgetLast(int moves);

signals:
    void moveChosen(ferz::Move move);
    void resigns();
    void failed(const QString &reason);

private:
    UciEngine m_engine;
    EngineStrength m_strength;
    bool m_mayResign;
    bool m_thinking = false;
    std::vector<int> m_evaluations; // after each of its moves, from its side
};

} // namespace ferz
