// SPDX-License-Identifier: GPL-3.0-or-later
// The rules course (Help ▸ Rules Course): stages of short levels in which a learner practises one
// rule each, judged by the rules core. The course is data, one JSON file a stage in
// resources/course/ (embedded under :/course/; resources/course/README.md describes the format);
// this header is its model. Texts are English source texts, translated by the interface in the
// context "Course" (translations/CMakeLists.txt hands them to lupdate).
#pragma once

#include "core/notation/notation.h"
#include "core/rules/illegalmove.h"
#include "core/rules/position.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ferz {

enum class LevelKind {
    Collect, // reach every star in at most N moves (a star on an enemy piece: take it); the other side passes
    Move, // make one move that does what the goals ask
    Question, // choose the answer to a question the core decides
    Claim, // claim a draw at the right moment (now, with a move) or play on
    Write, // type the move shown on the board in a given notation
    Read, // play on the board the move written in a given notation
    Square, // name the highlighted square, or click the named one
    Endgame, // play a position of up to four men out against the endgame tables (endgamelevel.h)
    Puzzle, // find a better move than one played in a game (puzzle.h); made at run time, never read from JSON
};

// What an Endgame level asks of the learner.
enum class EndgameGoal {
    Mate, // mate the other king
    Promote, // promote the pawn, keeping the win
    Draw, // hold the draw, defending, for Level::holdMoves moves (or until nothing can mate)
};

// What the move of a Move level must do; a level's goals must all hold.
enum class Goal {
    Check,
    DoubleCheck,
    Mate,
    Stalemate,
    NoStalemate,
    EscapeCheck, // with Level::escape saying how
    Promote, // to Level::promotion, or to any piece when it is None
    Castle, // on Level::castling's side
    EnPassant,
    Capture, // on Level::target, or anywhere when it is Square::None
};

enum class EscapeWay {
    Any,
    King, // the king steps away
    Capture, // the checking piece is taken
    Block, // a piece steps between
};

// The question of a Question level.
enum class Ask {
    Legal, // is Level::attempt a legal move?
    Ending, // what is the state of the game: mate, stalemate, dead, a claimable draw, play on?
    Flag, // Level::side's flag falls: who wins?
    SecondIllegal, // Level::side completes a second illegal move: who wins?
    MayOffer, // may the side to move offer a draw now?
    MayAccept, // is there a draw offer the side to move may accept?
    MayResign, // may Level::side resign now?
    GameResult, // what is the result of the game after its events?
};

enum class Answer {
    Legal,
    Illegal,
    Checkmate,
    Stalemate,
    DeadPosition,
    ClaimableDraw,
    AutomaticDraw, // fivefold repetition or seventy-five moves
    PlayOn,
    WhiteWins,
    BlackWins,
    Draw,
    Yes,
    No,
};

// A move by its squares, legal or not.
struct Attempt {
    Square from = Square::None;
    Square to = Square::None;
    PieceType promotion = PieceType::None;
};

// Something that happened before the level begins: a move, or a step of the draw and resignation
// protocol (core/game/game.h), made by the side to move unless `side` says who resigns.
struct GameEvent {
    enum class Type {
        Move,
        Offer, // the side to move offers a draw; the offer goes with its next move
        Accept,
        Decline,
        Claim,
        Resign,
    };
    Type type = Type::Move;
    Move move;
    Color side = Color::White;
};

// What a Claim level wants: claim now, claim together with Level::move, or play on (Level::move
// is then one good move).
enum class ClaimWay {
    Now,
    WithMove,
    None,
};

// The notation of a Write or Read level: the interface language's letters, or one language's.
struct NotationAsk {
    bool interfaceLetters = true;
    NotationLanguage language = NotationLanguage::English;
    NotationForm form = NotationForm::Short;
};

// Where a position taken from a real game comes from: a PGN file under tests/data, the game's
// number in it (from 1), the plies played, who played it, and the file's licence.
struct PositionSource {
    QString file;
    int game = 0;
    int ply = 0;
    QString origin;
    QString licence;
};

// The rule text a level follows. Ferz plays by FIDE's Laws, with options for what the seed texts
// say otherwise (Rules ▸ Automatic Draw: the Russian texts; Rules ▸ K+N+N: the Brazilian text),
// and in one point by the Brazilian rule text (seed 003): in its games only the player who
// declined a draw offer may make the next (FIDE has no such rule; Article 11.5 only forbids
// annoying the opponent). A level whose answer depends on an option follows the option in force
// unless it names a text; `ferz-cli course check` finds the levels that must.
enum class RuleText {
    InForce, // the level follows the rule options in force, and says which text that is
    Fide, // the level follows FIDE's Laws whatever the Rules menu says (a claim exists only there)
    Brazilian, // the level's answer holds under the Brazilian text only, and the level says so
};

struct Level {
    LevelKind kind = LevelKind::Move;
    RuleText ruleText = RuleText::InForce;
    QString prompt; // empty: the stage's prompt
    QString hint; // what to look at; every level has one (course check)
    Move hintMove; // legal in position(); null when the hint names no move
    Position start;
    std::vector<GameEvent> history; // from start to the level's position
    Position position; // after the history's moves; the learner plays its side to move
    PositionSource source; // file empty when the position was made up for the course

    // Collect
    std::vector<Square> stars; // on empty squares or enemy pieces
    int moveLimit = 0;
    // Collect: the learner's moves in order; Move: every move that meets the goals.
    std::vector<Move> solution;

    // Move
    std::vector<Goal> goals;
    EscapeWay escape = EscapeWay::Any;
    PieceType promotion = PieceType::None;
    CastlingSide castling = CastlingSide::King;
    Square target = Square::None;
    Square touched = Square::None; // a piece already touched: touch-move binds the learner
    bool touchMove = false; // the board plays under touch-move

    // Question
    Ask ask = Ask::Legal;
    Attempt attempt;
    IllegalReason reason = IllegalReason::None; // the reason the stated answer Illegal relies on
    Color side = Color::White;
    std::vector<Answer> options;
    Answer answer = Answer::Yes;

    // Claim (with move), Write, Read
    ClaimWay claim = ClaimWay::Now;
    Move move;
    NotationAsk notation;

    // Square
    bool findSquares = false; // click the named square (else: name the highlighted one)
    int count = 0;
    int seconds = 0;
    bool flipped = false;

    // Endgame: the goal, and the tables' verdict as the level states it (ferz-cli course check
    // compares): a win with the shortest mate in `mateIn` moves, or a draw.
    EndgameGoal endgameGoal = EndgameGoal::Mate;
    bool statesWin = true;
    int mateIn = 0;
    int holdMoves = 0;

    // Puzzle: `solution` holds the moves that count, `hintMove` the best; `refutations` the moves
    // that do not, each followed by the engine's answer, the move played in the game first.
    std::vector<std::vector<Move>> refutations;
    // The level's id in progress records when it is made at run time ("puzzle:…"); empty for the
    // course's levels, whose id is Course::levelId.
    QString key;
};

struct Stage {
    QString id; // the file name without its number and suffix: "castling"
    QString file;
    QString title;
    QString page; // the rule page: "11-castling.html"
    QString intro;
    QString prompt; // the levels' instruction unless a level has its own
    std::vector<Level> levels;
};

class Course {
public:
    std::vector<Stage> stages;

    // The course Ferz ships (:/course/), read once. Levels with a problem are left out; ferz-cli
    // course check lists the problems.
    static const Course &builtIn();

    // The stage of that id ("castling") or of that number in the stage list (from 1).
    const Stage *stage(const QString &id) const;
    // The stages that practise the rule page `page`, in course order.
    std::vector<const Stage *> stagesForPage(const QString &page) const;
    int levelCount() const;
    // "castling:3": a level's name in progress records and on the command line (levels from 1).
    static QString levelId(const Stage &stage, int level);
    // Every text to translate, in course order, each once.
    QStringList texts() const;
};

// The course read from the *.json files of `folder`, in the order of their names, and the problems
// met on the way ("04-rook.json, level 3: …"), in English for the course's authors.
struct CourseLoad {
    Course course;
    QStringList problems;
};
CourseLoad loadCourse(const QString &folder);

// Where a level is, for messages: "11-castling.json, level 3".
QString levelPlace(const Stage &stage, int level);

} // namespace ferz
