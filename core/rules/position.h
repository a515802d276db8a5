// SPDX-License-Identifier: GPL-3.0-or-later
// A chess position: pieces, side to move, castling rights, en passant square, move counters and
// a Zobrist key kept up to date as moves are played. A small value type: copy it freely.
//
// The en passant square is kept only while an en passant capture is really legal, so that two
// positions are equal (and have equal keys) exactly when FIDE article 9.2 calls them the same.
#pragma once

#include "core/rules/movelist.h"
#include "core/rules/types.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ferz {

struct FenError;

class Position {
public:
    // What play() changes that cannot be recomputed; hand it back to undo().
    struct Undo {
        Key key;
        Piece captured;
        std::uint8_t castling;
        Square epSquare;
        Square doubleStepSquare;
        int halfmoveClock;
    };

    Position(); // the standard starting position

    // Reads a FEN record strictly (see fen.cpp for the grammar and every rejection). Chess960
    // positions also take X-FEN and Shredder-FEN castling rights (rook files).
    static std::variant<Position, FenError> fromFen(std::string_view fen, Variant variant = Variant::Standard);
    // How a FEN record writes castling rights: X-FEN writes KQkq, and a rook's file only where a
    // Chess960 right is not with the outermost rook of its side; Shredder-FEN always writes the
    // rooks' files (HAha for the standard start). Standard chess has KQkq either way.
    enum class CastlingLetters {
        Xfen,
        Shredder
    };
    std::string fen(CastlingLetters letters = CastlingLetters::Xfen) const;

    static constexpr std::string_view StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    // ---- State ----
    Piece pieceAt(Square s) const { return m_board[index(s)]; }
    Bitboard pieces() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[index(c)]; }
    Bitboard pieces(PieceType t) const { return m_byType[index(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[index(c)] & m_byType[index(t)]; }
    Square kingSquare(Color c) const { return lsbOf(pieces(c, PieceType::King)); }
    Color sideToMove() const { return m_side; }
    std::uint8_t castlingRights() const { return m_castling; }
    bool canCastle(std::uint8_t rights) const { return (m_castling & rights) != 0; }
    Variant variant() const { return m_variant; }
    bool isChess960() const { return m_variant == Variant::Chess960; }
    // The square the rook of this castling starts from: the corner in standard chess, the rook the
    // right was given with in Chess960 (kept after the right is lost); Square::None when unknown.
    Square castlingRook(Color c, CastlingSide s) const { return m_castlingRooks[castlingIndex(c, s)]; }
    // Where the king (on its square now) and the rook of this castling go.
    CastlingGeometry castling(Color c, CastlingSide s) const;
    // The castling of the side to move on side s, coded as this position codes castling (see
    // Move), whether legal or not; Move() when the rook's square is unknown.
    Move castlingMove(CastlingSide s) const;
    // The square behind a pawn that has just made a double step, when an en passant capture on it
    // is legal now; Square::None otherwise.
    Square epSquare() const { return m_epSquare; }
    // The square a pawn crossed with a double step on the last move, whether or not en passant
    // is legal now (so that an illegal attempt can be explained). Not part of the position's
    // identity, its key or its FEN.
    Square doubleStepSquare() const { return m_doubleStepSquare; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    Key key() const { return m_key; }

    // ---- Attacks ----
    // Pieces of colour c that attack square s, with the given occupancy for the sliders.
    Bitboard attackers(Square s, Color c, Bitboard occupied) const;
    Bitboard attackers(Square s, Color c) const { return attackers(s, c, pieces()); }
    bool isAttacked(Square s, Color by) const { return attackers(s, by) != 0; }
    // The pieces giving check to the side to move.
    Bitboard checkers() const { return m_checkers; }
    bool isCheck() const { return m_checkers != 0; }
    // Pieces of colour c that are the only piece between their king and an enemy slider.
    Bitboard pinned(Color c) const;
    // The enemy slider that pins the piece on s to its king; Square::None if s is not pinned.
    Square pinner(Square s) const;

    // ---- Moves ----
    MoveList legalMoves() const;
    // The legal moves that end on `to` (for castling: the king's destination), in the order
    // legalMoves() gives them; cheaper when a move is looked up by its destination.
    MoveList legalMovesTo(Square to) const;
    // The legal moves of the piece on `from`, in the order legalMoves() gives them.
    MoveList legalMovesFrom(Square from) const;
    // The number of legal moves, without writing them down (used by perft at the leaves).
    int legalMoveCount() const;
    bool isLegal(Move m) const;
    // Whether moving the piece on `from` to `to` leaves its own king unattacked, for a move the
    // piece's pattern allows (not castling, not en passant): one move tested without generating
    // the others, as reading a written move needs.
    bool leavesKingSafe(Square from, Square to) const;
    // Whether the move (legal here) takes a piece: en passant takes one off its target square.
    bool isCapture(Move m) const { return m.kind() == Move::EnPassant || pieceAt(m.to()) != Piece::None; }
    // Plays a legal move; the result is undefined for any other.
    Undo play(Move m);
    void undo(Move m, const Undo &u);
    // A copy of this position with the move played.
    Position after(Move m) const;

    bool isCheckmate() const { return isCheck() && legalMoveCount() == 0; }
    bool isStalemate() const { return !isCheck() && legalMoveCount() == 0; }

    friend bool operator==(const Position &a, const Position &b);

private:
    friend class FenReader;
    static Square lsbOf(Bitboard b);

    struct Empty {};
    explicit Position(Empty) {}
    void put(Piece p, Square s);
    void remove(Square s);
    void movePiece(Square from, Square to);
    void setEpSquareIfCapturable(Square behind);
    bool epCaptureIsLegal(Square from, Square epSquare) const;
    void refresh(); // recomputes checkers after a change of position
    Bitboard checkersAfter(Move m) const; // the checkers once `m` is played, without a full look
    // The Zobrist key of a set of castling rights: the standard keys, and for a Chess960 right
    // with a rook off the corner a key of the rook's file besides.
    Key castlingKey(std::uint8_t rights) const;
    void setCastlingRook(Color c, CastlingSide s, Square rook);
    template <bool Count> int generate(Move *out, Bitboard destinations) const;

    Bitboard m_byType[7] = {};
    Bitboard m_byColor[2] = {};
    Piece m_board[64] = {};
    Bitboard m_checkers = 0;
    Key m_key = 0;
    Color m_side = Color::White;
    std::uint8_t m_castling = NoCastling;
    Variant m_variant = Variant::Standard;
    Square m_castlingRooks[4] = {sq::h1, sq::a1, sq::h8, sq::a8};
    Bitboard m_castlingRookSquares = bit(sq::h1) | bit(sq::a1) | bit(sq::h8) | bit(sq::a8);
    Square m_epSquare = Square::None;
    Square m_doubleStepSquare = Square::None;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
};

// Why a FEN record was rejected: the field (1 = placement … 6 = fullmove number) and the cause.
struct FenError {
    enum class Field {
        Record,
        Placement,
        SideToMove,
        Castling,
        EnPassant,
        HalfmoveClock,
        FullmoveNumber
    };
    enum class Reason {
        WrongFieldCount, // not six space-separated fields
        UnknownPiece, // a letter that is not one of pnbrqkPNBRQK
        BadRankLength, // a rank that does not describe exactly 8 squares
        BadRankCount, // not exactly 8 ranks
        MissingKing, // a side without a king
        TooManyKings, // a side with two or more kings
        PawnOnBackRank, // a pawn on the first or last rank
        OpponentInCheck, // the side not on move is in check
        BadSideToMove, // not "w" or "b"
        BadCastlingSyntax, // not "-" or a subset of KQkq in that order (Chess960: or rook files, once each)
        CastlingWithoutPieces, // a right without its king and rook on their starting squares
        BadEnPassantSyntax, // not "-" or a square
        ImpossibleEnPassant, // wrong rank, or no pawn that could just have made a double step
        BadCounter, // not a plain decimal number (no sign, no leading zero)
        HalfmoveClockTooLarge, // above 150: the 75-move rule ends every game there
        ClockAfterDoubleStep, // an en passant square with a halfmove clock other than 0
        FullmoveZero, // move numbers start at 1
        TooManyCheckers, // a check no legal move could have given
        DigitsInARow, // two digits next to each other in a rank ("71"): one digit counts a run
        FullmoveTooLarge, // above MaxFullmoveNumber
    };
    // The largest move number read: nine digits, far beyond any game, and far from int's limit.
    static constexpr int MaxFullmoveNumber = 999999999;
    Field field;
    Reason reason;
    int rankOrFile = -1; // the rank (0-7) or file for placement and castling errors, when known
    std::string detail; // the offending text
};

// Every problem that keeps `fen` from being a legal position, in the order Position::fromFen
// checks them (fromFen reports the first); empty when there is none. A check that needs an earlier
// one to pass (a single king a side before check, a readable board before anything) is made only
// once it passes, so fixing the problems listed may reveal others.
std::vector<FenError> fenProblems(std::string_view fen, Variant variant = Variant::Standard);

} // namespace ferz
