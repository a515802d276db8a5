// SPDX-License-Identifier: GPL-3.0-or-later
// A game being played: the moves (a GameTree whose main line is the game) plus what happens off
// the board — the clock, draw offers, claims, resignation, flag falls — and how the game ended.
// Game applies FIDE's rules through core's functions (core/rules/gamehistory.h, canMate) and writes what
// happened into the record: offers, declines and claims as comments, clock times as [%clk], the
// Result and Termination tags. Calls that depend on time take `now` (see ChessClock).
#pragma once

#include "core/game/chessclock.h"
#include "core/game/gametree.h"
#include "core/rules/gamehistory.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace ferz {

// Why a game ended.
enum class Termination {
    None, // the game goes on
    Checkmate,
    Stalemate,
    DeadPosition,
    FivefoldRepetition,
    SeventyFiveMoves,
    ThreefoldRepetition, // claimed, or automatic when the options say so
    FiftyMoves, // claimed, or automatic when the options say so
    Agreement,
    Resignation,
    TimeForfeit, // a flag fell: a loss, or a draw when the opponent cannot mate
    Recorded, // a game read from a file that already has a result
};

struct GameOptions {
    bool automaticDraws = false; // end the game at threefold repetition and fifty moves (no claim)
    DeadPositionRule deadPositionRule = DeadPositionRule::Fide;
    // After a declined offer only the player who declined may make the next: the Brazilian rule
    // text (seed 003), which Ferz follows. FIDE has no such rule (Article 11.5 only forbids
    // annoying the opponent); `ferz-cli course check` turns it off to find what depends on it.
    bool onlyDeclinerOffersNext = true;
};

class Game {
public:
    // A start position that is checkmate, stalemate or dead (or, with automatic draws, a draw by
    // the fifty-move rule) makes the game over at once.
    explicit Game(const Position &start = Position(), const TimeControl &control = TimeControl(),
                  const GameOptions &options = GameOptions());
    // Continues the main line of a tree read from a file. A decided Result tag makes the game over
    // (Termination::Recorded unless the final position itself ends it). Returns nullopt when the
    // main line holds a null move, which a game cannot continue from.
    static std::optional<Game> fromTree(GameTree &&tree, const TimeControl &control = TimeControl(),
                                        const GameOptions &options = GameOptions());
    Game(Game &&) noexcept = default;
    Game &operator=(Game &&) noexcept = default;

    const GameTree &tree() const { return m_tree; }
    // For the tags (names, event); the moves change only through Game's own functions.
    GameTree &tree() { return m_tree; }
    const Position &position() const { return m_tree.mainLineEnd()->position(); }
    int plyCount() const { return m_tree.mainLineEnd()->ply(); }
    const GameOptions &options() const { return m_options; }
    void setOptions(const GameOptions &options) { m_options = options; }

    // ---- Outcome ----
    bool isOver() const { return m_termination != Termination::None; }
    GameResult result() const { return m_tree.result(); }
    Termination termination() const { return m_termination; }
    // The side that resigned, whose flag fell, that claimed, or that accepted the draw offer.
    Color endedBy() const { return m_endedBy; }
    // Says how a game that is over by its Result tag ended, for a game restored from a record that
    // knew (a PGN says only who won). Ignored while the game goes on, or for Termination::None.
    void restoreEnding(Termination termination, Color endedBy);

    // ---- Clock ----
    ChessClock &clock() { return m_clock; }
    const ChessClock &clock() const { return m_clock; }
    // Starts the clock of the side to move (nothing when the game is over).
    void startClock(std::int64_t now);
    // Ends the game when the running side's flag has fallen; returns true if it did.
    bool checkFlag(std::int64_t now);

    // ---- Moves ----
    // Plays a legal move of the side to move, presses the clock and records the mover's time; a
    // pending draw offer of the mover is attached to the move, an offer of the opponent is
    // declined by it. Returns false, changing nothing, when the move is illegal or the game is
    // over (also when the mover's flag had already fallen: the game then ends on time).
    bool play(Move move, std::int64_t now);
    // Takes the last move back (with the opponent's consent, which the caller obtains); the clock
    // goes back to the side that made it. False when there is no move or the game is over.
    bool takeBack(std::int64_t now);

    // ---- Draws ----
    // The side to move may offer a draw unless it already has, the opponent's offer is open, or
    // (GameOptions::onlyDeclinerOffersNext) it declined nothing since its own offer was declined.
    bool canOfferDraw() const;
    // Marks the offer; it is made with the side to move's next move.
    bool offerDraw();
    // The side to move's offer that waits for its move.
    bool drawOfferPending() const { return m_pendingOffer; }
    // The opponent's offer the side to move may accept or decline.
    bool drawOffered() const { return m_openOffer; }
    bool acceptDraw(std::int64_t now);
    bool declineDraw();
    // What the side to move may claim now.
    DrawClaim claimableDraw() const;
    // What the side to move may claim together with this move (FIDE 9.2.1.1, 9.3.1).
    DrawClaim claimableDrawWith(Move move) const;
    // True when some legal move would allow a claim with it.
    bool canClaimWithAMove() const;
    // Claims a draw now; false when no claim is possible.
    bool claimDraw(std::int64_t now);
    // Plays `move` and claims the draw it allows. If it allows none, the move still stands, as
    // FIDE 9.5.1 says, and the game goes on. Returns the claim made (None if none), or nullopt when
    // the move could not be played.
    std::optional<DrawClaim> playAndClaim(Move move, std::int64_t now);

    // ---- Resignation ----
    bool resign(Color side, std::int64_t now);

    // The state of offers, for saving a game in progress and restoring it.
    struct OfferState {
        bool pending = false; // the side to move's offer waiting for its move
        bool open = false; // the opponent's offer waiting for an answer
        std::optional<Color> mayNotOffer; // the side whose offer was declined
    };
    OfferState offerState() const { return {m_pendingOffer, m_openOffer, m_mayNotOffer}; }
    void setOfferState(const OfferState &state);

private:
    void finish(GameResult result, Termination termination, Color endedBy, std::int64_t now);
    // Ends the game if the position after the last move ends it by itself (or by the options).
    void checkBoardEnding(std::int64_t now);
    void noteComment(const std::string &text);
    Color sideToMove() const { return position().sideToMove(); }
    // The main line's positions since its last capture or pawn move, for the rules that look back.
    std::vector<const Position *> recentLine() const;

    GameTree m_tree;
    ChessClock m_clock;
    GameOptions m_options;
    Termination m_termination = Termination::None;
    Color m_endedBy = Color::White;
    bool m_pendingOffer = false;
    bool m_openOffer = false;
    std::optional<Color> m_mayNotOffer;
};

} // namespace ferz
