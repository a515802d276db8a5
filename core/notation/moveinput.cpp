// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/moveinput.h"

#include "core/notation/lookalike.h"

#include "core/rules/bitboard.h"

namespace ferz {

namespace {

using namespace std::string_view_literals;

struct Letter {
    std::string_view text;
    PieceType type;
};

// Every built-in piece letter, longer texts before their prefixes (Кр before К). R and r stand
// for the English rook here; the Spanish and Portuguese king is tried when no rook move fits.
constexpr Letter Letters[] = {
    {"Кр"sv, PieceType::King},  {"КР"sv, PieceType::King},  {"кр"sv, PieceType::King},  {"K"sv, PieceType::King},
    {"k"sv, PieceType::King},   {"Q"sv, PieceType::Queen},  {"q"sv, PieceType::Queen},  {"R"sv, PieceType::Rook},
    {"r"sv, PieceType::Rook},   {"B"sv, PieceType::Bishop}, {"N"sv, PieceType::Knight}, {"n"sv, PieceType::Knight},
    {"P"sv, PieceType::Pawn},   {"D"sv, PieceType::Queen},  {"T"sv, PieceType::Rook},   {"t"sv, PieceType::Rook},
    {"A"sv, PieceType::Bishop}, {"C"sv, PieceType::Knight}, {"К"sv, PieceType::Knight}, {"к"sv, PieceType::Knight},
    {"Ф"sv, PieceType::Queen},  {"ф"sv, PieceType::Queen},  {"Л"sv, PieceType::Rook},   {"л"sv, PieceType::Rook},
    {"С"sv, PieceType::Bishop}, {"с"sv, PieceType::Bishop}, {"♔"sv, PieceType::King},   {"♕"sv, PieceType::Queen},
    {"♖"sv, PieceType::Rook},   {"♗"sv, PieceType::Bishop}, {"♘"sv, PieceType::Knight}, {"♙"sv, PieceType::Pawn},
    {"♚"sv, PieceType::King},   {"♛"sv, PieceType::Queen},  {"♜"sv, PieceType::Rook},   {"♝"sv, PieceType::Bishop},
    {"♞"sv, PieceType::Knight}, {"♟"sv, PieceType::Pawn},
};

// Marks that say nothing about which move is meant: check and mate signs, move assessments,
// en passant. They are dropped from the end of the text, in any combination.
constexpr std::string_view Suffixes[] = {
    "+"sv, "#"sv, "!"sv, "?"sv, "×"sv, "х"sv, "†"sv, "‡"sv, "‼"sv, "⁇"sv, "⁈"sv, "⁉"sv, "e.p."sv, "ep"sv, " "sv, "\t"sv,
};

// Capture signs and dashes between the squares (Cyrillic х is how many Russians type ×).
constexpr std::string_view Separators[] = {
    "x"sv, "X"sv, ":"sv, "-"sv, " "sv, "×"sv, "х"sv, "Х"sv, "–"sv, "—"sv, "−"sv,
};
constexpr std::string_view Dashes[] = {"-"sv, "–"sv, "—"sv, "−"sv};

// starts_with and ends_with that compare one byte before calling memcmp: every move of a PGN file
// is matched against these tables.
bool startsWith(std::string_view text, std::string_view prefix)
{
    return !text.empty() && text.front() == prefix.front() && text.starts_with(prefix);
}
bool endsWith(std::string_view text, std::string_view suffix)
{
    return !text.empty() && text.back() == suffix.back() && text.ends_with(suffix);
}

struct LetterMatch {
    PieceType type = PieceType::None;
    PieceType alternative = PieceType::None; // another reading of the same letter
    std::size_t length = 0;
};

LetterMatch builtInLetter(std::string_view text)
{
    if (text.empty())
        return {};
    // PGN SAN is ASCII: only the letters outside the files and ranks can start a piece there.
    if (static_cast<unsigned char>(text.front()) < 0x80
        && std::string_view("KkQqRrBNnPDTtAC").find(text.front()) == std::string_view::npos)
        return {};
    for (const Letter &l : Letters)
        if (startsWith(text, l.text))
            return {l.type,
                    l.type == PieceType::Rook && (l.text == "R"sv || l.text == "r"sv) ? PieceType::King
                                                                                      : PieceType::None,
                    l.text.size()};
    return {};
}

LetterMatch pieceLetter(std::string_view text, const NotationStyle *preferred)
{
    const LetterMatch builtIn = builtInLetter(text);
    if (preferred) {
        LetterMatch best;
        for (int t = index(PieceType::Knight); t <= index(PieceType::King); ++t) {
            const std::string &l = preferred->letter(static_cast<PieceType>(t));
            if (!l.empty() && l.size() > best.length && text.starts_with(l))
                best = {static_cast<PieceType>(t), PieceType::None, l.size()};
        }
        // A longer built-in letter wins (КР, the king, over the style's К, the knight).
        if (best.length > 0 && best.length >= builtIn.length) {
            if (builtIn.length == best.length && builtIn.type != best.type)
                best.alternative = builtIn.type;
            return best;
        }
    }
    return builtIn;
}

template <std::size_t N> std::size_t startsWithAny(std::string_view text, const std::string_view (&list)[N])
{
    for (std::string_view s : list)
        if (startsWith(text, s))
            return s.size();
    return 0;
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    // Most moves end in a rank or a promotion letter: nothing to drop.
    bool changed = !text.empty() && std::string_view("12345678QRBNqrbnO0o").find(text.back()) == std::string_view::npos;
    while (changed) {
        changed = false;
        for (std::string_view s : Suffixes) {
            if (endsWith(text, s)) {
                text.remove_suffix(s.size());
                changed = true;
            }
        }
    }
    return text;
}

struct Syntax {
    bool castling = false;
    CastlingSide side = CastlingSide::King;
    PieceType piece = PieceType::None; // None when no letter was given
    PieceType alternative = PieceType::None;
    int fromFile = -1;
    int fromRank = -1;
    Square to = Square::None;
    PieceType promotion = PieceType::None;

    bool fullOrigin() const { return fromFile >= 0 && fromRank >= 0; }
    // The kind of piece that moves: the letter's, a pawn's without one, or any (None) when a full
    // origin square names it.
    PieceType mover() const { return piece != PieceType::None || fullOrigin() ? piece : PieceType::Pawn; }
};

bool readCastling(std::string_view text, Syntax &syntax)
{
    int os = 0;
    while (!text.empty()) {
        if (text.front() == 'O' || text.front() == 'o' || text.front() == '0') {
            ++os;
            text.remove_prefix(1);
        } else if (const std::size_t n = startsWithAny(text, Dashes)) {
            text.remove_prefix(n);
        } else {
            return false;
        }
    }
    if (os != 2 && os != 3)
        return false;
    syntax.castling = true;
    syntax.side = os == 2 ? CastlingSide::King : CastlingSide::Queen;
    return true;
}

// A promotion piece ending the text: [= / (] piece [)].
bool readPromotion(std::string_view text, const NotationStyle *preferred, PieceType &promotion)
{
    if (!text.empty() && (text.front() == '=' || text.front() == '/' || text.front() == '('))
        text.remove_prefix(1);
    if (text.ends_with(')'))
        text.remove_suffix(1);
    if (text == "b"sv) { // a file everywhere else, but nothing else can follow the destination
        promotion = PieceType::Bishop;
        return true;
    }
    LetterMatch m = pieceLetter(text, preferred);
    if (m.type == PieceType::King && m.alternative != PieceType::None)
        m.type = m.alternative; // a letter that is the king in one set and a piece in another
    if (m.length == 0 || m.length != text.size())
        return false;
    promotion = m.type;
    return true;
}

// The grammar is in moveinput.h. With bishopB, a leading lower-case b is a bishop.
bool readSyntax(std::string_view text, const NotationStyle *preferred, bool bishopB, Syntax &syntax)
{
    if (text.empty())
        return false;
    // Castling starts with O, o, 0 or a dash (of which the Unicode ones start with 0xE2).
    const char first = text.front();
    const bool castlingStart = first == 'O' || first == 'o' || first == '0' || first == '-' || first == '\xE2';
    if (castlingStart && readCastling(text, syntax))
        return true;
    if (bishopB && text.front() == 'b') {
        syntax.piece = PieceType::Bishop;
        text.remove_prefix(1);
    } else if (const LetterMatch m = pieceLetter(text, preferred); m.length > 0) {
        syntax.piece = m.type;
        syntax.alternative = m.alternative;
        text.remove_prefix(m.length);
    }
    // Files are stored as 0..7, ranks as 8..15.
    int coords[4];
    int count = 0;
    while (!text.empty()) {
        const bool afterSquare = count >= 2 && coords[count - 2] < 8 && coords[count - 1] >= 8;
        if (afterSquare && readPromotion(text, preferred, syntax.promotion))
            break;
        const char c = text.front();
        if ((c >= 'a' && c <= 'h') || (c >= '1' && c <= '8')) {
            if (count == 4)
                return false;
            coords[count++] = c >= 'a' ? c - 'a' : c - '1' + 8;
            text.remove_prefix(1);
        } else if (const std::size_t n = startsWithAny(text, Separators)) {
            text.remove_prefix(n);
        } else {
            return false;
        }
    }
    if (count < 2 || coords[count - 2] >= 8 || coords[count - 1] < 8)
        return false;
    syntax.to = makeSquare(coords[count - 2], coords[count - 1] - 8);
    for (int i = 0; i < count - 2; ++i) {
        if (coords[i] < 8 && i == 0)
            syntax.fromFile = coords[i];
        else if (coords[i] >= 8 && syntax.fromRank < 0)
            syntax.fromRank = coords[i] - 8;
        else
            return false;
    }
    return true;
}

bool fits(const Position &position, const Syntax &s, PieceType type, Move m)
{
    if (s.castling)
        return m.kind() == Move::Castling && (m.to() > m.from()) == (s.side == CastlingSide::King);
    const Square from = m.from();
    if (m.to() != s.to || (s.fromFile >= 0 && fileOf(from) != s.fromFile)
        || (s.fromRank >= 0 && rankOf(from) != s.fromRank))
        return false;
    if (type != PieceType::None && typeOf(position.pieceAt(from)) != type)
        return false;
    // Without a promotion letter all four promotions fit: the text is ambiguous.
    return s.promotion == PieceType::None || m.promotion() == s.promotion;
}

struct Fit {
    int count = 0;
    Move move;
};

Fit countFits(const Position &position, const MoveList &legal, const Syntax &s, PieceType type)
{
    Fit fit;
    for (Move m : legal) {
        if (fits(position, s, type, m)) {
            ++fit.count;
            fit.move = m;
        }
    }
    return fit;
}

MoveInput failure(MoveInputError error)
{
    MoveInput input;
    input.error = error;
    return input;
}

// The move from `from` to `to` is illegal: the rules say why.
MoveInput illegal(Square from, Square to, MoveCheck check)
{
    MoveInput input = failure(MoveInputError::Illegal);
    input.illegal = check;
    input.from = from;
    input.to = to;
    return input;
}

// No legal move fits: find the move the text names and ask the rules why it is illegal, or say
// that no such piece can go there.
MoveInput explain(const Position &position, const Syntax &s)
{
    const Color us = position.sideToMove();
    if (s.castling) {
        const Move m = position.castlingMove(s.side);
        return illegal(position.kingSquare(us), m.isNull() ? castlingKingTo(us, s.side) : m.to(),
                       checkCastling(position, s.side));
    }
    if (s.fullOrigin()) {
        const Square from = makeSquare(s.fromFile, s.fromRank);
        const Piece piece = position.pieceAt(from);
        if (s.piece != PieceType::None && piece != Piece::None && typeOf(piece) != s.piece)
            return failure(MoveInputError::NoSuchMove);
        return illegal(from, s.to, checkMove(position, from, s.to, s.promotion));
    }
    Bitboard hints = ~Bitboard(0);
    if (s.fromFile >= 0)
        hints &= fileBB(s.fromFile);
    if (s.fromRank >= 0)
        hints &= rankBB(s.fromRank);
    for (PieceType type : {s.mover(), s.alternative}) {
        if (type == PieceType::None)
            continue;
        Bitboard origins = position.pieces(us, type) & hints;
        if (type == PieceType::Pawn && s.fromFile < 0)
            origins &= fileBB(fileOf(s.to));
        while (origins) {
            const Square from = popLsb(origins);
            const MoveCheck check = checkMove(position, from, s.to, s.promotion);
            if (check.reason != IllegalReason::WrongPattern)
                return illegal(from, s.to, check);
        }
    }
    return failure(MoveInputError::NoSuchMove);
}

PieceType sanPiece(char c)
{
    switch (c) {
    case 'N': return PieceType::Knight;
    case 'B': return PieceType::Bishop;
    case 'R': return PieceType::Rook;
    case 'Q': return PieceType::Queen;
    case 'K': return PieceType::King;
    default: return PieceType::None;
    }
}

bool isFile(char c)
{
    return c >= 'a' && c <= 'h';
}
bool isRank(char c)
{
    return c >= '1' && c <= '8';
}

// The pieces of the side to move of `type` that could go to `to` by their pattern (en passant
// aside), before their king's safety is looked at.
Bitboard origins(const Position &position, PieceType type, Square to)
{
    const Color us = position.sideToMove();
    const Bitboard occupied = position.pieces(), own = position.pieces(us, type);
    switch (type) {
    case PieceType::Pawn: {
        if (position.pieceAt(to) != Piece::None)
            return pawnAttacks(~us, to) & own;
        const int behind = rankOf(to) - (us == Color::White ? 1 : -1);
        if (behind < 1 || behind > 6)
            return 0;
        const Square one = makeSquare(fileOf(to), behind);
        if (position.pieceAt(one) != Piece::None || relativeRank(us, to) != 3)
            return own & bit(one);
        return own & bit(one - pawnPush(us));
    }
    case PieceType::Knight: return knightAttacks(to) & own;
    case PieceType::Bishop: return slidersReaching(to, 0, own, occupied);
    case PieceType::Rook: return slidersReaching(to, own, 0, occupied);
    case PieceType::Queen: return slidersReaching(to, own, own, occupied);
    case PieceType::King: return kingAttacks(to) & own;
    case PieceType::None: break;
    }
    return 0;
}

// PGN's own SAN ("e4", "exd5", "Nbd7", "R1e2", "Qh4e1", "e8=Q", with + or #), resolved from the
// attacks on the square it names: the move when exactly one legal move fits. Anything else (no
// move or several fit, en passant, castling, any other spelling) is left to the general reading,
// which finds the same move or says why there is none: Move() here.
Move plainSan(const Position &position, std::string_view text)
{
    while (!text.empty() && (text.back() == '+' || text.back() == '#'))
        text.remove_suffix(1);
    if (text.size() < 2)
        return {};
    PieceType type = sanPiece(text.front()), promotion = PieceType::None;
    if (type == PieceType::None) {
        type = PieceType::Pawn;
        if (text.size() >= 4 && text[text.size() - 2] == '=') {
            promotion = sanPiece(text.back());
            if (promotion == PieceType::None || promotion == PieceType::King)
                return {};
            text.remove_suffix(2);
        }
    } else {
        text.remove_prefix(1);
    }
    if (text.size() < 2 || !isFile(text[text.size() - 2]) || !isRank(text.back()))
        return {};
    const Square to = makeSquare(text[text.size() - 2] - 'a', text.back() - '1');
    std::string_view from = text.substr(0, text.size() - 2);
    if (!from.empty() && from.back() == 'x')
        from.remove_suffix(1);
    Bitboard hints = ~Bitboard(0);
    if (!from.empty() && isFile(from.front())) {
        hints &= fileBB(from.front() - 'a');
        from.remove_prefix(1);
    }
    if (!from.empty() && isRank(from.front()) && type != PieceType::Pawn) {
        hints &= rankBB(from.front() - '1');
        from.remove_prefix(1);
    }
    const Color us = position.sideToMove();
    const Piece target = position.pieceAt(to);
    const bool lastRank = relativeRank(us, to) == 7;
    if (!from.empty() || (target != Piece::None && colorOf(target) == us) || to == position.epSquare()
        || (type == PieceType::Pawn && lastRank != (promotion != PieceType::None)))
        return {};
    Bitboard candidates = origins(position, type, to) & hints;
    Move found;
    while (candidates) {
        const Square origin = popLsb(candidates);
        if (!position.leavesKingSafe(origin, to))
            continue;
        if (!found.isNull())
            return {}; // ambiguous
        found = promotion != PieceType::None ? Move(origin, to, Move::Promotion, promotion) : Move(origin, to);
    }
    return found;
}

// A Chess960 castling written as the king's move to where castling takes it ("Kg1", "e1g1"),
// when the king could not step there: the castling, or Move().
Move kingMoveAsCastling(const Position &position, const Syntax &s)
{
    const Square king = position.kingSquare(position.sideToMove());
    const bool namesKing = s.piece == PieceType::King || s.alternative == PieceType::King
        || (s.piece == PieceType::None && s.fullOrigin());
    if (!namesKing || (s.fromFile >= 0 && s.fromFile != fileOf(king))
        || (s.fromRank >= 0 && s.fromRank != rankOf(king)))
        return Move();
    return castlingFor(position, king, s.to);
}

MoveInput readAsTyped(const Position &position, std::string_view utf8Text, const NotationStyle *preferred)
{
    const std::string_view text = trimmed(utf8Text);
    Syntax s;
    if (!readSyntax(text, preferred, false, s))
        return failure(MoveInputError::Unreadable);
    // Only the moves to the named square can fit (for castling, the castling move's).
    const Move castling = s.castling ? position.castlingMove(s.side) : Move();
    MoveList legal = position.legalMovesTo(s.castling ? (castling.isNull() ? s.to : castling.to()) : s.to);
    PieceType type = s.mover();
    Fit fit = countFits(position, legal, s, type);
    if (fit.count == 0 && s.alternative != PieceType::None) {
        type = s.alternative;
        fit = countFits(position, legal, s, type);
    }
    if (fit.count == 0 && s.piece == PieceType::None && text.front() == 'b') {
        Syntax bishop;
        if (readSyntax(text, preferred, true, bishop)) {
            const MoveList bishopLegal = position.legalMovesTo(bishop.to);
            const Fit bishopFit = countFits(position, bishopLegal, bishop, PieceType::Bishop);
            if (bishopFit.count > 0) {
                s = bishop;
                legal = bishopLegal;
                type = PieceType::Bishop;
                fit = bishopFit;
            }
        }
    }
    if (fit.count == 0 && !s.castling && position.isChess960()) {
        if (const Move m = kingMoveAsCastling(position, s); !m.isNull())
            fit = Fit {1, m};
    }
    if (fit.count == 1) {
        MoveInput input;
        input.move = fit.move;
        return input;
    }
    if (fit.count > 1) {
        MoveInput input = failure(MoveInputError::Ambiguous);
        for (Move m : legal)
            if (fits(position, s, type, m))
                input.candidates.push_back(m);
        return input;
    }
    return explain(position, s);
}

MoveInput read(const Position &position, std::string_view utf8Text, const NotationStyle *preferred)
{
    // Most moves read are PGN's own SAN, which has no look-alike letters to weigh.
    if (!preferred) {
        if (const Move m = plainSan(position, utf8Text); !m.isNull()) {
            MoveInput input;
            input.move = m;
            return input;
        }
    }
    const bool russian = preferred && usesRussianLetters(*preferred);
    if (!hasLookAlikes(utf8Text, russian))
        return readAsTyped(position, utf8Text, preferred);
    const LookAlikeText plain = readLookAlikes(utf8Text, russian);
    MoveInput input = readAsTyped(position, plain.text, preferred);
    input.latinPiece = plain.latinPiece;
    if (plain.text == utf8Text)
        return input;
    // The letters as typed: a Latin K is also the English king, a lower-case Cyrillic с the bishop.
    // Only when the look-alike reading names no piece that could go there: a move it names but
    // the rules forbid, or several it names, is not exchanged for another piece's move.
    MoveInput typed = readAsTyped(position, utf8Text, preferred);
    const bool nothingNamed = input.error == MoveInputError::Unreadable || input.error == MoveInputError::NoSuchMove;
    if (nothingNamed && typed.error == MoveInputError::None) {
        typed.latinPiece = plain.latinPiece;
        typed.readAsTyped = plain.latinPiece != 0;
        return typed;
    }
    input.otherReading = plain.latinPiece != 0 && input.error == MoveInputError::None
        && typed.error == MoveInputError::None && typed.move != input.move;
    return input;
}

} // namespace

MoveInput readMove(const Position &position, std::string_view utf8Text)
{
    return read(position, utf8Text, nullptr);
}

MoveInput readMove(const Position &position, std::string_view utf8Text, const NotationStyle &preferred)
{
    return read(position, utf8Text, &preferred);
}

} // namespace ferz
