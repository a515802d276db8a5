// SPDX-License-Identifier: GPL-3.0-or-later
// A game being played at one computer: the session adds the rules protocol and the clock (Game)
// to the game on the board. Moves are played at the end of the main line, the live position;
// elsewhere the board only shows earlier positions. Offers, claims, resignation, take-back and the
// clock change the game as FIDE says (through Game), and the record the session keeps; the main
// line stays the game as played, so edits only add or remove side lines and annotations.
// Nothing here asks the players anything: the window asks first (who resigns, consent to a
// take-back) and then calls the session.
#pragma once

#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "ui/session/gamesession.h"

#include <QTimer>

#include <functional>
#include <memory>

namespace ferz {

// What a new game starts with.
struct NewGameSettings {
    QString white {};
    QString black {};
    TimeControl control {};
    Position start {};
    // Chess960: a new game draws its start position at random unless `start` is one.
    Variant variant = Variant::Standard;
    // The engine: its program (empty: none), the sides it plays, its strength.
    QString engine {};
    bool engineWhite = false;
    bool engineBlack = false;
    EngineStrength strength {};
    bool engineMayResign = true;
};

class PlaySession : public GameSession {
    Q_OBJECT

public:
    // `now` gives the time in milliseconds (monotonic). The clock starts unless it is paused.
    PlaySession(std::unique_ptr<Game> game, GameSource source, std::function<qint64()> now, QObject *parent = nullptr);

    // A new game with these players, clock and start, dated today.
    static std::unique_ptr<Game> newGame(const NewGameSettings &settings, const GameOptions &options);

    // The players, the clock and the variant of this game, for the next one (from the standard
    // position, or in Chess960 from one drawn at random).
    NewGameSettings nextGameSettings() const;

    Kind kind() const override { return Kind::Play; }
    Game &game() { return *m_game; }
    const Game &game() const { return *m_game; }
    qint64 now() const { return m_now(); }
    void setOptions(const GameOptions &options);
    QString statusText() const override;
    QString endingReason() const override;

    // Whether the position shown is the one the game goes on from.
    bool atLivePosition() const;
    bool acceptsMoves() const override;
    bool keepsMainLine() const override { return true; }
    // The draw the side to move may claim now or with its next move, in words; empty when none.
    QString drawClaimText() const;

    // ---- Draws and the end of the game ----
    void offerDraw();
    void acceptDraw();
    void declineDraw();
    // Claims the draw the side to move may claim now; when it has none but a move would give
    // one, its next move is made with the claim.
    void claimDraw();
    void resign(Color side);
    // Takes the last move back (the opponent agreed); against the engine, in a game without a clock,
    // the person's last move and the engine's answer.
    void takeBack();
    void togglePause();

    // Ends the game when the running side's flag has fallen (a change), else keeps the clocks
    // shown and the autosave up to date; called every tenth of a second.
    void tick();

    // ---- The engine as a player ----
    // Lets the engine `program` play `side`: it moves whenever that side is to move, answers draw
    // offers and may resign by the rules of EnginePlayer. The board never moves for it.
    void letEnginePlay(Color side, const QString &program, const EngineStrength &strength, bool mayResign);
    // A person plays `side` again (after the engine failed).
    void letPersonPlay(Color side);
    EnginePlayer *engineOf(Color side) const { return m_engines[index(side)].get(); }
    bool playsAgainstEngine() const { return m_engines[0] || m_engines[1]; }
    bool isEngineTurn() const { return engineOf(m_game->position().sideToMove()) != nullptr; }

    bool needsAutosave() const override;
    AutosaveRecord autosaveRecord() const override;

signals:
    // The running `clock` went on from `since` to `now` without any change of the game (after a
    // change, the clocks show the times of the change).
    void clocksChanged(const ferz::ChessClock &clock, qint64 since, qint64 now);
    // The engine playing `side` failed: the game is kept and the clock paused.
    void engineFailed(ferz::Color side, const QString &reason);

protected:
    void takeMove(Move move, GameChange::Origin origin) override;

private:
    // After the game changed: the record is unsaved, the views follow, the live position shows.
    void gameChanged(bool showLive);
    QString colorName(Color c) const;
    // Plays a move the side to move made, whoever made it.
    void play(Move move, GameChange::Origin origin);
    // The engine to move thinks, answers a draw offer, or waits (paused clock, game over).
    void letEngineThink();
    void engineMoved(Color side, Move move);
    // The engine playing `side`, if one does, leaves the game.
    void dismissEngine(Color side);

    std::unique_ptr<Game> m_game;
    std::function<qint64()> m_now;
    QTimer m_tick;
    qint64 m_lastAutosave = 0;
    qint64 m_lastTick = 0;
    bool m_claimWithMove = false; // the next move is made with a draw claim
    std::unique_ptr<EnginePlayer> m_engines[2]; // by colour; none where a person plays
};

} // namespace ferz
