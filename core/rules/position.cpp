// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/position.h"

#include "core/rules/bitboard.h"
#include "core/rules/zobrist.h"

#include <cstring>

namespace ferz {

namespace {

constexpr Bitboard shift(Bitboard b, int delta)
{
    return delta > 0 ? b << delta : b >> -delta;
}

} // namespace

Position::Position()
{
    // Read once: game trees, searches and replays start from it millions of times.
    static const Position start = std::get<Position>(fromFen(StartFen));
    *this = start;
}

Square Position::lsbOf(Bitboard b)
{
    return b ? lsb(b) : Square::None;
}

Key Position::castlingKey(std::uint8_t rights) const
{
    Key key = zobrist::castling(rights);
    for (int i = 0; i < 4; ++i) {
        const Square rook = m_castlingRooks[i];
        if ((rights & (1 << i)) && fileOf(rook) != (i % 2 == 0 ? 7 : 0))
            key ^= zobrist::castlingRook(i, fileOf(rook));
    }
    return key;
}

void Position::setCastlingRook(Color c, CastlingSide s, Square rook)
{
    Square &kept = m_castlingRooks[castlingIndex(c, s)];
    if (kept != Square::None)
        m_castlingRookSquares &= ~bit(kept);
    kept = rook;
    if (rook != Square::None)
        m_castlingRookSquares |= bit(rook);
}

CastlingGeometry Position::castling(Color c, CastlingSide s) const
{
    return CastlingGeometry {kingSquare(c), castlingKingTo(c, s), castlingRook(c, s), castlingRookTo(c, s)};
}

Move Position::castlingMove(CastlingSide s) const
{
    const CastlingGeometry g = castling(m_side, s);
    if (g.rookFrom == Square::None)
        return Move();
    return Move(g.kingFrom, isChess960() ? g.rookFrom : g.kingTo, Move::Castling);
}

void Position::put(Piece p, Square s)
{
    m_board[index(s)] = p;
    m_byType[index(typeOf(p))] |= bit(s);
    m_byColor[index(colorOf(p))] |= bit(s);
    m_key ^= zobrist::piece(p, s);
}

void Position::remove(Square s)
{
    const Piece p = m_board[index(s)];
    m_board[index(s)] = Piece::None;
    m_byType[index(typeOf(p))] &= ~bit(s);
    m_byColor[index(colorOf(p))] &= ~bit(s);
    m_key ^= zobrist::piece(p, s);
}

void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[index(from)];
    const Bitboard fromTo = bit(from) | bit(to);
    m_board[index(from)] = Piece::None;
    m_board[index(to)] = p;
    m_byType[index(typeOf(p))] ^= fromTo;
    m_byColor[index(colorOf(p))] ^= fromTo;
    m_key ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
}

Bitboard Position::attackers(Square s, Color c, Bitboard occupied) const
{
    const Bitboard queens = pieces(PieceType::Queen);
    return ((pawnAttacks(~c, s) & pieces(PieceType::Pawn)) | (knightAttacks(s) & pieces(PieceType::Knight))
            | (kingAttacks(s) & pieces(PieceType::King))
            | (bishopAttacks(s, occupied) & (pieces(PieceType::Bishop) | queens))
            | (rookAttacks(s, occupied) & (pieces(PieceType::Rook) | queens)))
        & pieces(c);
}

Bitboard Position::pinned(Color c) const
{
    const Square ksq = kingSquare(c);
    const Bitboard queens = pieces(~c, PieceType::Queen);
    Bitboard snipers = (rookAttacks(ksq, 0) & (pieces(~c, PieceType::Rook) | queens))
        | (bishopAttacks(ksq, 0) & (pieces(~c, PieceType::Bishop) | queens));
    Bitboard result = 0;
    while (snipers) {
        const Bitboard blockers = between(ksq, popLsb(snipers)) & pieces();
        if (blockers && !moreThanOne(blockers))
            result |= blockers & pieces(c);
    }
    return result;
}

Square Position::pinner(Square s) const
{
    const Piece p = pieceAt(s);
    if (p == Piece::None || typeOf(p) == PieceType::King)
        return Square::None;
    const Color c = colorOf(p);
    const Square ksq = kingSquare(c);
    const Bitboard queens = pieces(~c, PieceType::Queen);
    Bitboard snipers = ((rookAttacks(ksq, 0) & (pieces(~c, PieceType::Rook) | queens))
                        | (bishopAttacks(ksq, 0) & (pieces(~c, PieceType::Bishop) | queens)))
        & line(ksq, s);
    while (snipers) {
        const Square sniper = popLsb(snipers);
        if ((between(ksq, sniper) & pieces()) == bit(s))
            return sniper;
    }
    return Square::None;
}

// An en passant capture removes two pawns from one rank at once, which no pin mask describes:
// look at the king's lines with the pawns gone.
bool Position::epCaptureIsLegal(Square from, Square epSquare) const
{
    const Color us = m_side;
    const Square captured = epSquare - pawnPush(us);
    const Bitboard occupied = (pieces() ^ bit(from) ^ bit(captured)) | bit(epSquare);
    return !(attackers(kingSquare(us), ~us, occupied) & ~bit(captured));
}

void Position::setEpSquareIfCapturable(Square behind)
{
    Bitboard candidates = pawnAttacks(~m_side, behind) & pieces(m_side, PieceType::Pawn);
    while (candidates) {
        if (epCaptureIsLegal(popLsb(candidates), behind)) {
            m_epSquare = behind;
            m_key ^= zobrist::enPassant(fileOf(behind));
            return;
        }
    }
}

void Position::refresh()
{
    m_checkers = attackers(kingSquare(m_side), ~m_side);
}

// After a move, only two pieces can give check: the one on its square (a promoted piece as what
// it became) and a slider that stood behind its old square on the king's line. Castling moves two
// pieces and en passant takes a pawn off a third square: those look at every piece.
Bitboard Position::checkersAfter(Move m) const
{
    const Color us = ~m_side;
    const Square ksq = kingSquare(m_side);
    if (m.kind() == Move::Castling || m.kind() == Move::EnPassant)
        return attackers(ksq, us);
    const Square from = m.from(), to = m.to();
    const Bitboard occupied = pieces();
    const PieceType type = typeOf(pieceAt(to));
    Bitboard checkers = 0;
    switch (type) {
    case PieceType::Pawn: checkers = pawnAttacks(m_side, ksq) & bit(to); break;
    case PieceType::Knight: checkers = knightAttacks(ksq) & bit(to); break;
    case PieceType::Bishop: checkers = slidersReaching(ksq, 0, bit(to), occupied); break;
    case PieceType::Rook: checkers = slidersReaching(ksq, bit(to), 0, occupied); break;
    case PieceType::Queen: checkers = slidersReaching(ksq, bit(to), bit(to), occupied); break;
    case PieceType::King:
    case PieceType::None: break;
    }
    // A piece that stays on the king's line still shields it.
    const Bitboard ray = line(ksq, from);
    if (ray && !(ray & bit(to)))
        checkers |= slidersReaching(ksq, ray & (pieces(us, PieceType::Rook) | pieces(us, PieceType::Queen)),
                                    ray & (pieces(us, PieceType::Bishop) | pieces(us, PieceType::Queen)), occupied);
    return checkers;
}

Position::Undo Position::play(Move m)
{
    Undo u {m_key, Piece::None, m_castling, m_epSquare, m_doubleStepSquare, m_halfmoveClock};
    m_doubleStepSquare = Square::None;
    const Color us = m_side;
    const Square from = m.from(), to = m.to();
    const Piece moving = pieceAt(from);

    m_key ^= zobrist::sideToMove();
    if (m_epSquare != Square::None) {
        m_key ^= zobrist::enPassant(fileOf(m_epSquare));
        m_epSquare = Square::None;
    }
    ++m_halfmoveClock;

    switch (m.kind()) {
    case Move::Castling: {
        // In Chess960 the king and the rook may land on each other's squares, or stay.
        const CastlingSide side = castlingSide(m);
        const Square rook = castlingRook(us, side);
        remove(from);
        remove(rook);
        put(makePiece(us, PieceType::King), castlingKingTo(us, side));
        put(makePiece(us, PieceType::Rook), castlingRookTo(us, side));
        break;
    }
    case Move::EnPassant:
        u.captured = pieceAt(to - pawnPush(us));
        remove(to - pawnPush(us));
        movePiece(from, to);
        break;
    case Move::Normal:
    case Move::Promotion:
        u.captured = pieceAt(to);
        if (u.captured != Piece::None)
            remove(to);
        movePiece(from, to);
        if (m.kind() == Move::Promotion) {
            remove(to);
            put(makePiece(us, m.promotion()), to);
        }
        break;
    }

    if (typeOf(moving) == PieceType::Pawn || u.captured != Piece::None)
        m_halfmoveClock = 0;
    // A king that moves loses both rights, a rook that moves or is taken its own.
    if (m_castling) {
        int lost = 0;
        if (typeOf(moving) == PieceType::King)
            lost = castlingRight(us, CastlingSide::King) | castlingRight(us, CastlingSide::Queen);
        if ((bit(from) | bit(to)) & m_castlingRookSquares)
            for (int i = 0; i < 4; ++i)
                if (m_castlingRooks[i] == from || m_castlingRooks[i] == to)
                    lost |= 1 << i;
        const auto rights = static_cast<std::uint8_t>(m_castling & ~lost);
        if (rights != m_castling) {
            m_key ^= castlingKey(m_castling) ^ castlingKey(rights);
            m_castling = rights;
        }
    }
    m_side = ~us;
    if (us == Color::Black)
        ++m_fullmoveNumber;
    if (typeOf(moving) == PieceType::Pawn && (index(to) ^ index(from)) == 16) {
        m_doubleStepSquare = from + pawnPush(us);
        setEpSquareIfCapturable(m_doubleStepSquare);
    }
    m_checkers = checkersAfter(m);
    return u;
}

void Position::undo(Move m, const Undo &u)
{
    m_side = ~m_side;
    const Color us = m_side;
    if (us == Color::Black)
        --m_fullmoveNumber;
    const Square from = m.from(), to = m.to();

    switch (m.kind()) {
    case Move::Castling: {
        const CastlingSide side = castlingSide(m);
        remove(castlingKingTo(us, side));
        remove(castlingRookTo(us, side));
        put(makePiece(us, PieceType::King), from);
        put(makePiece(us, PieceType::Rook), castlingRook(us, side));
        break;
    }
    case Move::EnPassant:
        movePiece(to, from);
        put(u.captured, to - pawnPush(us));
        break;
    case Move::Normal:
    case Move::Promotion:
        if (m.kind() == Move::Promotion) {
            remove(to);
            put(makePiece(us, PieceType::Pawn), to);
        }
        movePiece(to, from);
        if (u.captured != Piece::None)
            put(u.captured, to);
        break;
    }
    m_key = u.key;
    m_castling = u.castling;
    m_epSquare = u.epSquare;
    m_doubleStepSquare = u.doubleStepSquare;
    m_halfmoveClock = u.halfmoveClock;
    refresh();
}

Position Position::after(Move m) const
{
    Position p = *this;
    p.play(m);
    return p;
}

// Legal moves straight away: the king avoids attacked squares (looked at without the king, so
// that it cannot hide behind itself), in double check only the king moves, in single check the
// others must capture the checker or block, and a pinned piece stays on its pin line. Only moves
// ending on `destinations` are generated. Inlined into its callers, so that each copy of
// legalMoveCount (FERZ_POPCNT_DISPATCH) has one.
template <bool Count> [[gnu::always_inline]] inline int Position::generate(Move *out, Bitboard destinations) const
{
    const Color us = m_side, them = ~us;
    const Square ksq = kingSquare(us);
    const Bitboard occupied = pieces(), own = pieces(us), enemy = pieces(them);
    int n = 0;

    auto addMoves = [&](Square from, Bitboard targets) {
        if constexpr (Count) {
            n += popCount(targets);
        } else {
            while (targets)
                out[n++] = Move(from, popLsb(targets));
        }
    };

    Bitboard kingTargets = kingAttacks(ksq) & ~own & destinations;
    const Bitboard withoutKing = occupied ^ bit(ksq);
    Bitboard safe = 0;
    while (kingTargets) {
        const Square to = popLsb(kingTargets);
        if (!attackers(to, them, withoutKing))
            safe |= bit(to);
    }
    addMoves(ksq, safe);
    if (moreThanOne(m_checkers))
        return n;

    const Bitboard checkMask = (m_checkers ? between(ksq, lsb(m_checkers)) | m_checkers : ~Bitboard(0)) & destinations;
    const Bitboard targets = ~own & checkMask;
    const Bitboard pinnedPieces = pinned(us);

    // For the moves to one square, only the pieces that attack it need looking at.
    Bitboard knightOrigins = ~Bitboard(0), diagonalOrigins = ~Bitboard(0), straightOrigins = ~Bitboard(0);
    if (!moreThanOne(destinations)) {
        const Square to = lsb(destinations);
        knightOrigins = knightAttacks(to);
        diagonalOrigins = bishopAttacks(to, occupied);
        straightOrigins = rookAttacks(to, occupied);
    }
    Bitboard knights = pieces(us, PieceType::Knight) & ~pinnedPieces & knightOrigins; // a pinned knight never moves
    while (knights) {
        const Square from = popLsb(knights);
        addMoves(from, knightAttacks(from) & targets);
    }
    const Bitboard queens = pieces(us, PieceType::Queen);
    Bitboard diagonal = (pieces(us, PieceType::Bishop) | queens) & diagonalOrigins;
    while (diagonal) {
        const Square from = popLsb(diagonal);
        Bitboard t = bishopAttacks(from, occupied) & targets;
        if (pinnedPieces & bit(from))
            t &= line(ksq, from);
        addMoves(from, t);
    }
    Bitboard straight = (pieces(us, PieceType::Rook) | queens) & straightOrigins;
    while (straight) {
        const Square from = popLsb(straight);
        Bitboard t = rookAttacks(from, occupied) & targets;
        if (pinnedPieces & bit(from))
            t &= line(ksq, from);
        addMoves(from, t);
    }

    // Pawns: unpinned ones a whole set at a time, pinned ones one by one.
    const int up = pawnPush(us);
    const Bitboard lastRank = rankBB(us == Color::White ? 7 : 0);
    const Bitboard thirdRank = rankBB(us == Color::White ? 2 : 5);
    const Bitboard empty = ~occupied;
    auto emitPawns = [&](Bitboard to, int delta) {
        Bitboard promotions = to & lastRank, plain = to & ~lastRank;
        if constexpr (Count) {
            n += popCount(plain) + 4 * popCount(promotions);
        } else {
            while (plain) {
                const Square t = popLsb(plain);
                out[n++] = Move(t - delta, t);
            }
            while (promotions) {
                const Square t = popLsb(promotions);
                for (PieceType p : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
                    out[n++] = Move(t - delta, t, Move::Promotion, p);
            }
        }
    };
    const Bitboard allPawns = pieces(us, PieceType::Pawn);
    const Bitboard free = allPawns & ~pinnedPieces;
    const Bitboard single = shift(free, up) & empty;
    emitPawns(single & checkMask, up);
    emitPawns(shift(single & thirdRank, up) & empty & checkMask, 2 * up);
    emitPawns(shift(free & ~fileBB(0), up - 1) & enemy & checkMask, up - 1);
    emitPawns(shift(free & ~fileBB(7), up + 1) & enemy & checkMask, up + 1);

    Bitboard pinnedPawns = allPawns & pinnedPieces;
    while (pinnedPawns) {
        const Square from = popLsb(pinnedPawns);
        const Bitboard pinLine = line(ksq, from) & checkMask;
        const Bitboard one = shift(bit(from), up) & empty;
        const Bitboard two = shift(one & thirdRank, up) & empty;
        const Bitboard pushes = (one | two) & pinLine;
        const Bitboard captures = pawnAttacks(us, from) & enemy & pinLine;
        Bitboard t = pushes | captures;
        while (t) {
            const Square to = popLsb(t);
            emitPawns(bit(to), index(to) - index(from));
        }
    }

    if (m_epSquare != Square::None && (destinations & bit(m_epSquare))) {
        Bitboard capturers = pawnAttacks(them, m_epSquare) & allPawns;
        while (capturers) {
            const Square from = popLsb(capturers);
            if (epCaptureIsLegal(from, m_epSquare)) {
                if constexpr (Count)
                    ++n;
                else
                    out[n++] = Move(from, m_epSquare, Move::EnPassant);
            }
        }
    }

    // Castling: the squares the king and the rook cross or land on are empty but for the two of
    // them, and no square the king crosses or lands on is attacked, the castling rook gone (in
    // Chess960 it may shield the king's destination along the rank).
    if (!m_checkers && canCastle(castlingRight(us, CastlingSide::King) | castlingRight(us, CastlingSide::Queen))) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (!canCastle(castlingRight(us, side)))
                continue;
            const Square rook = castlingRook(us, side), kingTo = castlingKingTo(us, side);
            const Square rookTo = castlingRookTo(us, side);
            const Bitboard kingPath = between(ksq, kingTo) | bit(kingTo);
            if ((kingPath | between(rook, rookTo) | bit(rookTo)) & occupied & ~bit(ksq) & ~bit(rook))
                continue;
            const Move m = castlingMove(side);
            if (!(destinations & bit(m.to())))
                continue;
            Bitboard path = kingPath; // a king that stays (Chess960) is looked at where it stands
            bool attacked = false;
            while (path && !attacked)
                attacked = attackers(popLsb(path), them, occupied ^ bit(rook)) != 0;
            if (attacked)
                continue;
            if constexpr (Count)
                ++n;
            else
                out[n++] = m;
        }
    }
    return n;
}

MoveList Position::legalMoves() const
{
    MoveList list;
    list.m_size = generate<false>(list.m_moves, ~Bitboard(0));
    return list;
}

MoveList Position::legalMovesTo(Square to) const
{
    MoveList list;
    list.m_size = generate<false>(list.m_moves, bit(to));
    return list;
}

MoveList Position::legalMovesFrom(Square from) const
{
    MoveList list;
    for (Move m : legalMoves())
        if (m.from() == from)
            list.m_moves[list.m_size++] = m;
    return list;
}

FERZ_POPCNT_DISPATCH int Position::legalMoveCount() const
{
    return generate<true>(nullptr, ~Bitboard(0));
}

bool Position::isLegal(Move m) const
{
    return !m.isNull() && legalMovesTo(m.to()).contains(m);
}

bool Position::leavesKingSafe(Square from, Square to) const
{
    const Square ksq = kingSquare(m_side);
    if (from != ksq && !m_checkers) {
        // Out of check, a piece uncovers at most the enemy slider behind it on its king's line,
        // and none when it stays on that line or stands on none.
        const Bitboard ray = line(ksq, from);
        if (!ray || (ray & bit(to)))
            return true;
        const Bitboard queens = pieces(~m_side, PieceType::Queen);
        return !slidersReaching(ksq, ray & (pieces(~m_side, PieceType::Rook) | queens),
                                ray & (pieces(~m_side, PieceType::Bishop) | queens), pieces() ^ bit(from));
    }
    const Bitboard occupied = (pieces() ^ bit(from)) | bit(to);
    // A piece taken on `to` attacks nothing any more.
    return !(attackers(from == ksq ? to : ksq, ~m_side, occupied) & ~bit(to));
}

bool operator==(const Position &a, const Position &b)
{
    for (int i = 0; i < 4; ++i)
        if ((a.m_castling & (1 << i)) && a.m_castlingRooks[i] != b.m_castlingRooks[i])
            return false;
    return std::memcmp(a.m_board, b.m_board, sizeof a.m_board) == 0 && a.m_side == b.m_side
        && a.m_castling == b.m_castling && a.m_variant == b.m_variant && a.m_epSquare == b.m_epSquare
        && a.m_halfmoveClock == b.m_halfmoveClock && a.m_fullmoveNumber == b.m_fullmoveNumber;
}

} // namespace ferz
