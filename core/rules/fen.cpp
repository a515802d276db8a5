// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading and writing.
//
// A record is six fields separated by single spaces:
//   placement   eight ranks from 8 to 1 separated by '/', each of piece letters (PNBRQK white,
//               pnbrqk black) and digits 1-8 for runs of empty squares (one digit a run), eight
//               squares a rank
//   side        "w" or "b"
//   castling    "-" or a non-empty subset of "KQkq" in that order; in Chess960 also X-FEN and
//               Shredder-FEN: K (Q) is the outermost rook of the king's side (the queen's side)
//               of the king, a file letter (upper case for White) the rook on that file, each
//               right given once, in any order
//   en passant  "-" or the square behind a pawn that has just made a double step
//   halfmove    plies since the last capture or pawn move (0-150: the 75-move rule ends a game there)
//   fullmove    the number of the current move, from 1 to FenError::MaxFullmoveNumber
// Reading is strict: anything else is rejected with the field and the reason. An en passant square
// that is possible but allows no legal capture is accepted (the PGN standard writes it after every
// double step) and then forgotten, as the position keeps it only while a capture is legal.
#include "core/rules/bitboard.h"
#include "core/rules/position.h"
#include "core/rules/zobrist.h"

#include <cctype>
#include <charconv>
#include <optional>
#include <vector>

namespace ferz {

namespace {

constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

using Field = FenError::Field;
using Reason = FenError::Reason;

std::vector<std::string_view> split(std::string_view s, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = s.find(separator, start);
        parts.push_back(s.substr(start, end - start));
        if (end == std::string_view::npos)
            return parts;
        start = end + 1;
    }
}

// A plain decimal number: digits only, no sign, no leading zero; false for anything else. A number
// of more than nine digits reads as MaxFullmoveNumber + 1, for the callers' limits to reject.
bool readCounter(std::string_view text, int &value)
{
    if (text.empty() || (text.size() > 1 && text[0] == '0'))
        return false;
    for (char c : text)
        if (c < '0' || c > '9')
            return false;
    if (text.size() > 9)
        value = FenError::MaxFullmoveNumber + 1;
    else
        std::from_chars(text.data(), text.data() + text.size(), value);
    return true;
}

// The UTF-8 character `s` starts with (a single byte when it is not valid UTF-8), so that a message
// quotes a whole character and not the first byte of one.
std::string firstCharacter(std::string_view s)
{
    const auto lead = static_cast<unsigned char>(s[0]);
    const std::size_t length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 1;
    if (length > s.size())
        return std::string(s.substr(0, 1));
    for (std::size_t i = 1; i < length; ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80)
            return std::string(s.substr(0, 1));
    return std::string(s.substr(0, length));
}

// The rook a Chess960 right names: the outermost rook of that side of the king for K or Q, the
// rook on the file for a file letter; Square::None when there is no such rook.
Square chess960Rook(const Position &p, Color color, char letter, CastlingSide &side)
{
    const int rank = color == Color::White ? 0 : 7;
    const Bitboard rooks = p.pieces(color, PieceType::Rook) & rankBB(rank);
    const Square king = p.kingSquare(color);
    if (rankOf(king) != rank)
        return Square::None;
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
    if (upper == 'K' || upper == 'Q') {
        side = upper == 'K' ? CastlingSide::King : CastlingSide::Queen;
        const int step = upper == 'K' ? -1 : 1;
        for (int file = upper == 'K' ? 7 : 0; file != fileOf(king); file += step)
            if (rooks & bit(makeSquare(file, rank)))
                return makeSquare(file, rank);
        return Square::None;
    }
    const Square rook = makeSquare(upper - 'A', rank);
    side = fileOf(rook) > fileOf(king) ? CastlingSide::King : CastlingSide::Queen;
    return rooks & bit(rook) ? rook : Square::None;
}

} // namespace

class FenReader {
public:
    // With `all`, reading goes on after a problem wherever the later checks still make sense, so
    // that every problem is listed; otherwise it stops at the first.
    FenReader(bool all, Variant variant) : m_all(all), m_variant(variant) {}
    std::optional<Position> read(std::string_view fen);
    const std::vector<FenError> &problems() const { return m_problems; }

private:
    enum class Placement {
        Unreadable,
        WrongKings,
        Readable
    };

    // Records a problem; true when reading goes on.
    bool report(FenError error)
    {
        m_problems.push_back(std::move(error));
        return m_all;
    }
    bool stopped() const { return !m_all && !m_problems.empty(); }
    Placement readPlacement(Position &p, std::string_view field);
    void readCastling(Position &p, std::string_view field);
    void readChess960Castling(Position &p, std::string_view field);
    void readEnPassant(Position &p, std::string_view field);
    void readCounters(Position &p, std::string_view halfmove, std::string_view fullmove, bool enPassant);

    bool m_all;
    Variant m_variant;
    std::vector<FenError> m_problems;
};

FenReader::Placement FenReader::readPlacement(Position &p, std::string_view field)
{
    const auto ranks = split(field, '/');
    if (ranks.size() != 8) {
        report(FenError {Field::Placement, Reason::BadRankCount, -1, std::string(field)});
        return Placement::Unreadable;
    }
    for (int r = 0; r < 8; ++r) {
        const int rank = 7 - r;
        int file = 0;
        bool afterDigit = false;
        for (std::size_t i = 0; i < ranks[r].size(); ++i) {
            const char c = ranks[r][i];
            const bool digit = c >= '1' && c <= '8';
            if (digit && afterDigit) {
                report(FenError {Field::Placement, Reason::DigitsInARow, rank, std::string(ranks[r])});
                return Placement::Unreadable;
            }
            afterDigit = digit;
            if (digit) {
                file += c - '0';
            } else {
                const auto letter = PieceLetters.find(c);
                if (c == ' ' || letter == std::string_view::npos) {
                    report(FenError {Field::Placement, Reason::UnknownPiece, rank, firstCharacter(ranks[r].substr(i))});
                    return Placement::Unreadable;
                }
                if (file < 8)
                    p.put(static_cast<Piece>(letter), makeSquare(file, rank));
                ++file;
            }
            if (file > 8)
                break;
        }
        if (file != 8) {
            report(FenError {Field::Placement, Reason::BadRankLength, rank, std::string(ranks[r])});
            return Placement::Unreadable;
        }
    }
    Placement result = Placement::Readable;
    for (Color c : {Color::White, Color::Black}) {
        const int kings = popCount(p.pieces(c, PieceType::King));
        if (kings == 1)
            continue;
        result = Placement::WrongKings;
        if (!report(FenError {Field::Placement, kings == 0 ? Reason::MissingKing : Reason::TooManyKings, -1,
                              c == Color::White ? "K" : "k"}))
            return result;
    }
    for (Bitboard misplaced = p.pieces(PieceType::Pawn) & (rankBB(0) | rankBB(7)); misplaced;
         misplaced &= misplaced - 1)
        if (!report(FenError {Field::Placement, Reason::PawnOnBackRank, rankOf(lsb(misplaced)),
                              std::string(1, "abcdefgh"[fileOf(lsb(misplaced))]) + char('1' + rankOf(lsb(misplaced)))}))
            break;
    return result;
}

void FenReader::readCastling(Position &p, std::string_view field)
{
    if (field == "-")
        return;
    if (field.empty()) {
        report(FenError {Field::Castling, Reason::BadCastlingSyntax, -1, std::string(field)});
        return;
    }
    constexpr std::string_view Order = "KQkq";
    std::size_t next = 0;
    for (char c : field) {
        const auto at = Order.find(c, next);
        if (at == std::string_view::npos) {
            report(FenError {Field::Castling, Reason::BadCastlingSyntax, -1, std::string(field)});
            return;
        }
        next = at + 1;
        const Color color = at < 2 ? Color::White : Color::Black;
        const CastlingSide side = at % 2 == 0 ? CastlingSide::King : CastlingSide::Queen;
        const auto g = standardCastling(color, side);
        if (p.pieceAt(g.kingFrom) != makePiece(color, PieceType::King)
            || p.pieceAt(g.rookFrom) != makePiece(color, PieceType::Rook)) {
            if (!report(FenError {Field::Castling, Reason::CastlingWithoutPieces, -1, std::string(1, c)}))
                return;
            continue;
        }
        p.m_castling |= castlingRight(color, side);
    }
}

void FenReader::readChess960Castling(Position &p, std::string_view field)
{
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            p.setCastlingRook(c, side, Square::None);
    if (field == "-")
        return;
    constexpr std::string_view Letters = "KQABCDEFGHkqabcdefgh";
    if (field.empty() || field.find_first_not_of(Letters) != std::string_view::npos) {
        report(FenError {Field::Castling, Reason::BadCastlingSyntax, -1, std::string(field)});
        return;
    }
    for (char c : field) {
        const Color color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
        CastlingSide side = CastlingSide::King;
        const Square rook = chess960Rook(p, color, c, side);
        if (rook == Square::None) {
            if (!report(FenError {Field::Castling, Reason::CastlingWithoutPieces, -1, std::string(1, c)}))
                return;
            continue;
        }
        if (p.canCastle(castlingRight(color, side))) {
            report(FenError {Field::Castling, Reason::BadCastlingSyntax, -1, std::string(field)});
            return;
        }
        p.m_castling |= castlingRight(color, side);
        p.setCastlingRook(color, side, rook);
    }
}

void FenReader::readEnPassant(Position &p, std::string_view field)
{
    if (field == "-")
        return;
    if (field.size() != 2 || field[0] < 'a' || field[0] > 'h' || field[1] < '1' || field[1] > '8') {
        report(FenError {Field::EnPassant, Reason::BadEnPassantSyntax, -1, std::string(field)});
        return;
    }
    const Square ep = makeSquare(field[0] - 'a', field[1] - '1');
    const Color us = p.sideToMove();
    // The pawn that moved stands in front of the square, and the square it came from and the
    // square it crossed are empty.
    const Square pawn = ep - pawnPush(us);
    const Square origin = ep + pawnPush(us);
    if (relativeRank(us, ep) != 5 || p.pieceAt(pawn) != makePiece(~us, PieceType::Pawn) || p.pieceAt(ep) != Piece::None
        || p.pieceAt(origin) != Piece::None) {
        report(FenError {Field::EnPassant, Reason::ImpossibleEnPassant, fileOf(ep), std::string(field)});
        return;
    }
    p.m_doubleStepSquare = ep;
    p.setEpSquareIfCapturable(ep);
}

void FenReader::readCounters(Position &p, std::string_view halfmove, std::string_view fullmove, bool enPassant)
{
    if (!readCounter(halfmove, p.m_halfmoveClock)) {
        if (!report(FenError {Field::HalfmoveClock, Reason::BadCounter, -1, std::string(halfmove)}))
            return;
    } else if (p.m_halfmoveClock > 150) {
        if (!report(FenError {Field::HalfmoveClock, Reason::HalfmoveClockTooLarge, -1, std::string(halfmove)}))
            return;
    } else if (enPassant && p.m_halfmoveClock != 0) {
        if (!report(FenError {Field::HalfmoveClock, Reason::ClockAfterDoubleStep, -1, std::string(halfmove)}))
            return;
    }
    if (!readCounter(fullmove, p.m_fullmoveNumber))
        report(FenError {Field::FullmoveNumber, Reason::BadCounter, -1, std::string(fullmove)});
    else if (p.m_fullmoveNumber == 0)
        report(FenError {Field::FullmoveNumber, Reason::FullmoveZero, -1, std::string(fullmove)});
    else if (p.m_fullmoveNumber > FenError::MaxFullmoveNumber)
        report(FenError {Field::FullmoveNumber, Reason::FullmoveTooLarge, -1, std::string(fullmove)});
}

std::optional<Position> FenReader::read(std::string_view fen)
{
    const auto fields = split(fen, ' ');
    if (fields.size() != 6) {
        report(FenError {Field::Record, Reason::WrongFieldCount, -1, std::to_string(fields.size())});
        return std::nullopt;
    }

    Position p {Position::Empty {}};
    const Placement placement = readPlacement(p, fields[0]);
    if (placement == Placement::Unreadable || stopped())
        return std::nullopt;

    const bool sideKnown = fields[1] == "w" || fields[1] == "b";
    if (!sideKnown && !report(FenError {Field::SideToMove, Reason::BadSideToMove, -1, std::string(fields[1])}))
        return std::nullopt;
    p.m_side = fields[1] == "b" ? Color::Black : Color::White;
    if (p.m_side == Color::Black)
        p.m_key ^= zobrist::sideToMove();

    p.m_variant = m_variant;
    if (m_variant == Variant::Chess960 && placement == Placement::Readable)
        readChess960Castling(p, fields[2]);
    else if (m_variant == Variant::Standard)
        readCastling(p, fields[2]);
    if (stopped())
        return std::nullopt;
    p.m_key ^= p.castlingKey(p.m_castling);

    // The checks that need the whole board come before en passant, whose legality depends on them;
    // they need one king a side and a known side to move.
    if (placement == Placement::Readable && sideKnown) {
        if (p.attackers(p.kingSquare(~p.m_side), p.m_side)
            && !report(FenError {Field::Placement, Reason::OpponentInCheck, -1, fields[1] == "w" ? "b" : "w"}))
            return std::nullopt;
        p.refresh();
        if (popCount(p.m_checkers) > 2
            && !report(
                FenError {Field::Placement, Reason::TooManyCheckers, -1, std::to_string(popCount(p.m_checkers))}))
            return std::nullopt;
        readEnPassant(p, fields[3]);
        if (stopped())
            return std::nullopt;
    }

    readCounters(p, fields[4], fields[5], fields[3] != "-");
    if (!m_problems.empty())
        return std::nullopt;
    return p;
}

std::variant<Position, FenError> Position::fromFen(std::string_view fen, Variant variant)
{
    FenReader reader(false, variant);
    if (auto position = reader.read(fen))
        return *position;
    return reader.problems().front();
}

std::vector<FenError> fenProblems(std::string_view fen, Variant variant)
{
    FenReader reader(true, variant);
    reader.read(fen);
    return reader.problems();
}

std::string Position::fen(CastlingLetters letters) const
{
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pieceAt(makeSquare(file, rank));
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty)
                s += char('0' + empty);
            empty = 0;
            s += PieceLetters[index(p)];
        }
        if (empty)
            s += char('0' + empty);
        if (rank)
            s += '/';
    }
    s += m_side == Color::White ? " w " : " b ";
    if (!m_castling)
        s += '-';
    for (int i = 0; i < 4; ++i) {
        if (!(m_castling & (1 << i)))
            continue;
        const Color c = i < 2 ? Color::White : Color::Black;
        const CastlingSide side = i % 2 == 0 ? CastlingSide::King : CastlingSide::Queen;
        const Square rook = m_castlingRooks[i];
        const char letter = "KQkq"[i];
        CastlingSide outermostSide = side;
        const bool byFile =
            letters == CastlingLetters::Shredder ? isChess960() : chess960Rook(*this, c, letter, outermostSide) != rook;
        s += byFile ? char((c == Color::White ? 'A' : 'a') + fileOf(rook)) : letter;
    }
    s += ' ';
    if (m_epSquare == Square::None) {
        s += '-';
    } else {
        s += char('a' + fileOf(m_epSquare));
        s += char('1' + rankOf(m_epSquare));
    }
    s += ' ' + std::to_string(m_halfmoveClock) + ' ' + std::to_string(m_fullmoveNumber);
    return s;
}

} // namespace ferz
