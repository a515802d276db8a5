// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/endgamelevel.h"

#include "core/engine/uci.h"
#include "core/rules/bitboard.h"

#include <algorithm>
#include <cstdlib>

namespace ferz {

namespace {

int distance(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

int edgeDistance(Square s)
{
    return std::min({fileOf(s), 7 - fileOf(s), rankOf(s), 7 - rankOf(s)});
}

// The learner's result after `move`: the value the tables give its maker.
std::optional<TablebaseValue> valueOf(const Tablebase &tables, const Position &position, Move move)
{
    const std::optional<TablebaseValue> after = tables.probe(position.after(move));
    return after ? std::optional(after->before()) : std::nullopt;
}

bool keeps(TablebaseValue::Outcome target, const TablebaseValue &value)
{
    return target == TablebaseValue::Outcome::Win ? value.outcome == TablebaseValue::Outcome::Win
                                                  : value.outcome != TablebaseValue::Outcome::Loss;
}

// The only pawn on the board and its colour, when there is exactly one.
std::optional<std::pair<Square, Color>> onlyPawn(const Position &position)
{
    const Bitboard pawns = position.pieces(PieceType::Pawn);
    if (popCount(pawns) != 1)
        return std::nullopt;
    const Square s = lsb(pawns);
    return std::pair(s, colorOf(position.pieceAt(s)));
}

// Among moves of equal value, the one the other side plays: first the lower rank, then the UCI order.
Move firstBy(const std::vector<std::pair<Move, int>> &ranked)
{
    const auto best = std::min_element(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second < b.second : uciText(a.first) < uciText(b.first);
    });
    return best == ranked.end() ? Move() : best->first;
}

EndgameHint reasonFor(const Level &level, const Position &position, Move move, const TablebaseValue &value)
{
    const Color us = position.sideToMove(), them = ~us;
    const Position after = position.after(move);
    EndgameHint hint {move, EndgameReason::KeepsResult, 0, value.moves(), Square::None};
    const auto pawn = onlyPawn(position);
    const bool attacking = endgameTarget(level) == TablebaseValue::Outcome::Win;
    if (after.isCheckmate()) {
        hint.reason = EndgameReason::Mate;
    } else if (move.kind() == Move::Promotion) {
        hint.reason = EndgameReason::Promotes;
    } else if (position.isCapture(move) && popCount(after.pieces(them)) == 1) {
        hint.reason = EndgameReason::Captures;
    } else if (pawn && attacking && move.from() == position.kingSquare(us)
               && (keySquares(pawn->first, us) & bit(move.to()))) {
        hint.reason = EndgameReason::KeySquare;
        hint.square = move.to();
    } else if (pawn && kingsInOpposition(after) && typeOf(position.pieceAt(move.from())) == PieceType::King) {
        hint.reason = EndgameReason::Opposition;
    } else if (pawn && attacking && move.from() == pawn->first
               && !inSquareOfPawn(after.kingSquare(them), move.to(), us, false)) {
        hint.reason = EndgameReason::PawnRuns;
    } else if (pawn && !attacking && move.from() == position.kingSquare(us)
               && inSquareOfPawn(move.to(), pawn->first, them, true)) {
        hint.reason = EndgameReason::EntersSquare;
    } else if (!pawn && attacking && boxSize(after, them) < boxSize(position, them)) {
        hint.reason = EndgameReason::BoxShrinks;
        hint.before = boxSize(position, them);
        hint.after = boxSize(after, them);
    } else if (attacking && move.from() == position.kingSquare(us)
               && distance(move.to(), position.kingSquare(them)) < distance(move.from(), position.kingSquare(them))) {
        hint.reason = EndgameReason::KingApproaches;
        hint.before = distance(move.from(), position.kingSquare(them));
        hint.after = distance(move.to(), position.kingSquare(them));
    }
    return hint;
}

} // namespace

TablebaseValue::Outcome endgameTarget(const Level &level)
{
    return level.endgameGoal == EndgameGoal::Draw ? TablebaseValue::Outcome::Draw : TablebaseValue::Outcome::Win;
}

Move endgameReply(const Tablebase &tables, const Position &position)
{
    const auto values = tables.moveValues(position);
    if (values.empty())
        return {};
    TablebaseValue best = values.front().second;
    for (const auto &[move, value] : values)
        if (value.betterThan(best))
            best = value;
    std::vector<std::pair<Move, int>> ranked;
    for (const auto &[move, value] : values) {
        if (value != best)
            continue;
        const Position after = position.after(move);
        int rank = 0;
        if (best.outcome == TablebaseValue::Outcome::Loss) {
            // A lost king keeps to the middle.
            rank = -edgeDistance(after.kingSquare(position.sideToMove()));
        } else if (best.outcome == TablebaseValue::Outcome::Draw) {
            // Holding the draw, set the learner the most traps: count the replies that lose.
            for (const auto &[reply, replyValue] : tables.moveValues(after))
                rank -= replyValue.outcome == TablebaseValue::Outcome::Loss;
        }
        ranked.emplace_back(move, rank);
    }
    return firstBy(ranked);
}

EndgameSlip endgameSlip(const Tablebase &tables, const Level &level, const Position &position, Move move)
{
    const TablebaseValue::Outcome target = endgameTarget(level);
    const std::optional<TablebaseValue> value = valueOf(tables, position, move);
    if (!value || keeps(target, *value))
        return EndgameSlip::None;
    const Position after = position.after(move);
    if (after.isStalemate())
        return EndgameSlip::Stalemate;
    const Color us = position.sideToMove();
    const Move reply = endgameReply(tables, after);
    if (!reply.isNull() && after.isCapture(reply))
        return EndgameSlip::Hangs;
    const auto pawn = onlyPawn(after);
    if (pawn && target == TablebaseValue::Outcome::Draw && pawn->second != us
        && !inSquareOfPawn(after.kingSquare(us), pawn->first, pawn->second, true))
        return EndgameSlip::LeavesSquare;
    if (pawn && !reply.isNull() && kingsInOpposition(after.after(reply))
        && typeOf(after.pieceAt(reply.from())) == PieceType::King)
        return EndgameSlip::Opposition;
    return EndgameSlip::Other;
}

EndgameHint endgameHint(const Tablebase &tables, const Level &level, const Position &position)
{
    const TablebaseValue::Outcome target = endgameTarget(level);
    const auto values = tables.moveValues(position);
    std::optional<TablebaseValue> best;
    for (const auto &[move, value] : values)
        if (keeps(target, value) && (!best || value.betterThan(*best)))
            best = value;
    if (!best)
        return {};
    // Of the moves as good as the best, the one whose reason is simplest to say.
    std::optional<EndgameHint> chosen;
    for (const auto &[move, value] : values) {
        const bool asGood = target == TablebaseValue::Outcome::Win ? value == *best : keeps(target, value);
        if (!asGood)
            continue;
        const EndgameHint hint = reasonFor(level, position, move, value);
        if (!chosen || hint.reason < chosen->reason)
            chosen = hint;
    }
    return *chosen;
}

int mateStars(int shortest, int played)
{
    const int extra = played - shortest;
    return extra * 4 <= shortest ? 3 : extra * 2 <= shortest ? 2 : 1;
}

int boxSize(const Position &position, Color side)
{
    const Square king = position.kingSquare(side);
    const Bitboard occupied = position.pieces() & ~bit(king);
    Bitboard attacked = 0;
    for (Bitboard men = position.pieces(~side) & ~position.pieces(PieceType::King); men;) {
        const Square s = popLsb(men);
        const PieceType type = typeOf(position.pieceAt(s));
        attacked |= type == PieceType::Pawn ? pawnAttacks(~side, s) : pieceAttacks(type, s, occupied);
    }
    const Bitboard open = ~attacked & ~position.pieces();
    Bitboard box = bit(king), grown = box;
    do {
        box = grown;
        for (Bitboard edge = box; edge;)
            grown |= kingAttacks(popLsb(edge)) & open;
    } while (grown != box);
    return popCount(box);
}

bool kingsInOpposition(const Position &position)
{
    const Square white = position.kingSquare(Color::White), black = position.kingSquare(Color::Black);
    const int files = std::abs(fileOf(white) - fileOf(black)), ranks = std::abs(rankOf(white) - rankOf(black));
    return (files == 0 && ranks == 2) || (files == 2 && ranks == 0);
}

Bitboard keySquares(Square pawn, Color side)
{
    const int file = fileOf(pawn), rank = relativeRank(side, pawn);
    const auto at = [side](int f, int relative) {
        return f < 0 || f > 7 || relative > 7 ? Bitboard(0)
                                              : bit(makeSquare(f, side == Color::White ? relative : 7 - relative));
    };
    if (file == 0 || file == 7) {
        const int next = file == 0 ? 1 : 6;
        return at(next, 6) | at(next, 7);
    }
    Bitboard squares = 0;
    for (int f = file - 1; f <= file + 1; ++f) {
        squares |= at(f, rank + 2);
        if (rank >= 4)
            squares |= at(f, rank + 1);
    }
    return squares;
}

bool inSquareOfPawn(Square king, Square pawn, Color pawnSide, bool pawnToMove)
{
    const int rank = relativeRank(pawnSide, pawn);
    const int moves = rank == 1 ? 5 : 7 - rank;
    const Square promotion = makeSquare(fileOf(pawn), pawnSide == Color::White ? 7 : 0);
    return distance(king, promotion) <= moves + (pawnToMove ? 0 : 1);
}

} // namespace ferz
