// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/gamecodec.h"

#include "core/db/bytes.h"
#include "core/db/movecode.h"
#include "core/rules/bitboard.h"

#include <algorithm>
#include <vector>

namespace ferz::db {

namespace {

// The tags kept in columns, by the byte that stands for them in a record's list of tags.
enum Field : std::uint8_t {
    Inline = 0, // a tag written out in the record
    Event = 1,
    Site,
    Date,
    Round,
    White,
    Black,
    Result,
    WhiteElo,
    BlackElo,
    Eco,
    FieldCount
};
constexpr std::string_view FieldNames[FieldCount] = {"",      "Event",  "Site",     "Date",     "Round", "White",
                                                     "Black", "Result", "WhiteElo", "BlackElo", "ECO"};

// Stores the value in the header when its column keeps it exactly; false leaves it in the record.
bool intoColumn(GameHeader &h, Field field, const std::string &value)
{
    switch (field) {
    case Event: h.event = value; return true;
    case Site: h.site = value; return true;
    case Date: h.date = value; return true;
    case Round: h.round = value; return true;
    case White: h.white = value; return true;
    case Black: h.black = value; return true;
    case Eco: h.eco = value; return true;
    case Result:
        if (resultCode(value) < 0)
            return false;
        h.result = value;
        return true;
    case WhiteElo: return (h.whiteElo = eloOf(value)) > 0;
    case BlackElo: return (h.blackElo = eloOf(value)) > 0;
    case Inline:
    case FieldCount: break;
    }
    return false;
}

std::string fromColumn(const GameHeader &h, Field field)
{
    switch (field) {
    case Event: return h.event;
    case Site: return h.site;
    case Date: return h.date;
    case Round: return h.round;
    case White: return h.white;
    case Black: return h.black;
    case Eco: return h.eco;
    case Result: return h.result;
    case WhiteElo: return std::to_string(h.whiteElo);
    case BlackElo: return std::to_string(h.blackElo);
    case Inline:
    case FieldCount: break;
    }
    return {};
}

// ---- Annotations -----------------------------------------------------------

enum AnnotationPart : std::uint8_t {
    CommentBefore = 1,
    CommentAfter = 2,
    Nags = 4,
    Clock = 8,
    Emt = 16,
    Arrows = 32,
    Squares = 64,
    Commands = 128,
};

std::string encodeAnnotations(const Annotations &a)
{
    std::string out(1, '\0');
    std::uint8_t parts = 0;
    auto part = [&](AnnotationPart p, bool present) {
        if (present)
            parts |= p;
        return present;
    };
    if (part(CommentBefore, !a.commentBefore.empty()))
        appendText(out, a.commentBefore);
    if (part(CommentAfter, !a.commentAfter.empty()))
        appendText(out, a.commentAfter);
    if (part(Nags, !a.nags.empty())) {
        appendVarint(out, a.nags.size());
        for (int nag : a.nags)
            out.push_back(static_cast<char>(nag));
    }
    if (part(Clock, a.clockMs.has_value()))
        appendSigned(out, *a.clockMs);
    if (part(Emt, a.emtMs.has_value()))
        appendSigned(out, *a.emtMs);
    if (part(Arrows, !a.arrows.empty())) {
        appendVarint(out, a.arrows.size());
        for (const Arrow &arrow : a.arrows)
            out += {arrow.color, static_cast<char>(arrow.from), static_cast<char>(arrow.to)};
    }
    if (part(Squares, !a.squares.empty())) {
        appendVarint(out, a.squares.size());
        for (const SquareMark &mark : a.squares)
            out += {mark.color, static_cast<char>(mark.square)};
    }
    if (part(Commands, !a.commands.empty())) {
        appendVarint(out, a.commands.size());
        for (const std::string &command : a.commands)
            appendText(out, command);
    }
    out[0] = static_cast<char>(parts);
    return out;
}

bool isSquare(std::uint8_t byte)
{
    return byte < 64;
}

bool decodeAnnotations(ByteReader in, Annotations &a)
{
    std::uint8_t parts = 0;
    if (!in.byte(parts))
        return false;
    if ((parts & CommentBefore) && !in.text(a.commentBefore))
        return false;
    if ((parts & CommentAfter) && !in.text(a.commentAfter))
        return false;
    std::uint64_t count = 0;
    if (parts & Nags) {
        if (!in.varint(count) || count > in.left())
            return false;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint8_t nag = 0;
            in.byte(nag);
            a.nags.push_back(nag);
        }
    }
    if ((parts & Clock) && !in.signedVarint(a.clockMs.emplace()))
        return false;
    if ((parts & Emt) && !in.signedVarint(a.emtMs.emplace()))
        return false;
    if (parts & Arrows) {
        if (!in.varint(count) || count > in.left() / 3)
            return false;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint8_t color = 0, from = 0, to = 0;
            in.byte(color), in.byte(from), in.byte(to);
            if (!isSquare(from) || !isSquare(to))
                return false;
            a.arrows.push_back({static_cast<char>(color), static_cast<Square>(from), static_cast<Square>(to)});
        }
    }
    if (parts & Squares) {
        if (!in.varint(count) || count > in.left() / 2)
            return false;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint8_t color = 0, square = 0;
            in.byte(color), in.byte(square);
            if (!isSquare(square))
                return false;
            a.squares.push_back({static_cast<char>(color), static_cast<Square>(square)});
        }
    }
    if (parts & Commands) {
        if (!in.varint(count) || count > in.left())
            return false;
        for (std::uint64_t i = 0; i < count; ++i)
            if (!in.text(a.commands.emplace_back()))
                return false;
    }
    return in.left() == 0;
}

// ---- Movetext --------------------------------------------------------------

void appendAnnotations(std::string &out, const Annotations &a)
{
    if (a.empty())
        return;
    out.push_back(static_cast<char>(AnnotationsMarker));
    appendText(out, encodeAnnotations(a));
}

// Appends the movetext stream of the game at `root` (a GameNode or a GameBuffer::Node) in the order
// of PGN: a move, its annotations, the variations that replace it, then the next move.
template <typename Node> void appendStream(std::string &out, const Node &root)
{
    // A line being written: its last move written and the next alternative to that move still to
    // write (the first move of a variation has none of its own: its siblings belong to the line it
    // varies).
    struct Line {
        const Node *node;
        int nextAlternative;
    };
    auto open = [](const Node *node) {
        const Node *parent = node->parent();
        return Line {node, parent->mainChild() == node ? 1 : parent->childCount()};
    };
    auto write = [&](const Node *node) {
        appendMove(out, node->parent()->position(), node->move());
        appendAnnotations(out, node->annotations());
    };
    appendAnnotations(out, root.annotations());
    std::vector<Line> lines; // the main line first
    if (const Node *first = root.mainChild()) {
        write(first);
        lines.push_back(open(first));
    }
    while (!lines.empty()) {
        Line &line = lines.back();
        const Node *parent = line.node->parent();
        if (line.nextAlternative < parent->childCount()) {
            const Node *alternative = parent->child(line.nextAlternative++);
            out.push_back(static_cast<char>(VariationStart));
            write(alternative);
            lines.push_back(open(alternative));
        } else if (const Node *next = line.node->mainChild()) {
            write(next);
            line = open(next);
        } else {
            lines.pop_back();
            if (!lines.empty())
                out.push_back(static_cast<char>(VariationEnd));
        }
    }
}

bool decodeStream(ByteReader in, GameTree &tree)
{
    GameNode *node = tree.root(); // where the next move is played
    GameNode *last = nullptr; // the last move of the current line
    std::vector<GameNode *> open; // the move each open variation is an alternative to
    while (in.left() > 0) {
        const std::uint8_t byte = *in.at();
        if (byte == AnnotationsMarker) {
            in.moveTo(in.at() + 1);
            std::string_view payload;
            GameNode *target = last ? last : open.empty() && node == tree.root() ? node : nullptr;
            if (!target || !target->annotations().empty() || !in.bytes(payload)
                || !decodeAnnotations(ByteReader(payload), target->annotations()))
                return false;
        } else if (byte == VariationStart) {
            in.moveTo(in.at() + 1);
            if (!last)
                return false;
            open.push_back(last);
            node = last->parent();
            last = nullptr;
        } else if (byte == VariationEnd) {
            in.moveTo(in.at() + 1);
            if (open.empty() || !last)
                return false;
            last = node = open.back();
            open.pop_back();
        } else {
            Move move;
            const std::uint8_t *at = in.at();
            if (!readMove(node->position(), at, in.end(), move))
                return false;
            in.moveTo(at);
            GameNode *child = tree.appendMove(node, move);
            if (!child)
                return false;
            last = node = child;
        }
    }
    return open.empty();
}

void countMaterial(const Position &p, SearchRecord &r)
{
    for (Color c : {Color::White, Color::Black})
        for (int t = 0; t < 5; ++t)
            r.finalMaterial[index(c)][static_cast<std::size_t>(t)] =
                static_cast<std::uint8_t>(popCount(p.pieces(c, static_cast<PieceType>(t + 1))));
}

// The search record, and the header's plies, of the game at `root` (a GameNode or a
// GameBuffer::Node).
template <typename Node> SearchRecord searchRecordOf(const Node &root, GameHeader &header)
{
    SearchRecord r;
    const Position &start = root.position();
    r.homePawns = homePawnsOf(start);
    std::uint16_t present = r.homePawns;
    const Position *last = &start;
    int plies = 0;
    for (const Node *node = root.mainChild(); node; node = node->mainChild()) {
        ++plies;
        if (node->move().kind() == Move::Promotion)
            r.flags |= SearchRecord::Promotion;
        const std::uint16_t now = homePawnsOf(node->position());
        if (std::uint16_t gone = present & ~now) {
            // At most one home pawn leaves on one move: a pawn from its home square never
            // captures onto the other side's.
            r.departures |= static_cast<std::uint64_t>(std::countr_zero(gone)) << (4 * r.departureCount++);
            present = now;
        }
        last = &node->position();
    }
    countMaterial(*last, r);
    r.result = static_cast<std::uint8_t>(std::max(resultCode(header.result), 0));
    r.whiteElo = static_cast<std::uint16_t>(header.whiteElo);
    r.blackElo = static_cast<std::uint16_t>(header.blackElo);
    r.plies = static_cast<std::uint16_t>(std::min(plies, 65535));
    header.plies = plies;
    return r;
}

// What the start position of a Chess960 game begins with: its FEN follows, in X-FEN.
constexpr std::string_view Chess960Mark = "960 ";

// The start of a record: its tags (into `tree` when given, with the header's columns) and its
// start position; `in` is left at the movetext.
bool readRecordHead(ByteReader &in, const GameHeader *header, GameTree *tree, Position &start)
{
    std::string_view tags, fen;
    if (!in.bytes(tags) || !in.bytes(fen))
        return false;
    if (!fen.empty()) {
        const bool chess960 = fen.starts_with(Chess960Mark);
        if (chess960)
            fen.remove_prefix(Chess960Mark.size());
        auto parsed = Position::fromFen(fen, chess960 ? Variant::Chess960 : Variant::Standard);
        if (!std::holds_alternative<Position>(parsed))
            return false;
        start = std::get<Position>(parsed);
    }
    if (!tree)
        return true;
    *tree = GameTree(start);
    ByteReader list(tags);
    std::uint64_t count = 0;
    if (!list.varint(count))
        return false;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint8_t field = 0;
        if (!list.byte(field) || field >= FieldCount)
            return false;
        if (field == Inline) {
            std::string_view name, value;
            if (!list.bytes(name) || !list.bytes(value))
                return false;
            tree->setTag(name, value);
        } else {
            tree->setTag(FieldNames[field], fromColumn(*header, static_cast<Field>(field)));
        }
    }
    return list.left() == 0;
}

} // namespace

std::uint16_t homePawnsOf(const Position &p)
{
    const Bitboard white = p.pieces(Color::White, PieceType::Pawn), black = p.pieces(Color::Black, PieceType::Pawn);
    return static_cast<std::uint16_t>(((white >> 8) & 0xFF) | (((black >> 48) & 0xFF) << 8));
}

// The 24 bytes: departures (8), home pawns (2), departure count, flags, final material (a nibble
// each, White's pawn … queen then Black's: 5), result, White's and Black's ratings and the plies
// (2 each).
void SearchRecord::write(std::uint8_t *out) const
{
    putLittleEndian(out, departures, 8);
    putLittleEndian(out + 8, homePawns, 2);
    out[10] = departureCount;
    out[11] = flags;
    for (std::size_t i = 0; i < 10; i += 2)
        out[12 + i / 2] =
            static_cast<std::uint8_t>(finalMaterial[i / 5][i % 5] | finalMaterial[(i + 1) / 5][(i + 1) % 5] << 4);
    out[17] = result;
    putLittleEndian(out + 18, whiteElo, 2);
    putLittleEndian(out + 20, blackElo, 2);
    putLittleEndian(out + 22, plies, 2);
}

SearchRecord SearchRecord::read(const std::uint8_t *in)
{
    SearchRecord r;
    r.departures = getLittleEndian(in, 8);
    r.homePawns = static_cast<std::uint16_t>(getLittleEndian(in + 8, 2));
    r.departureCount = in[10];
    r.flags = in[11];
    for (std::size_t i = 0; i < 10; ++i)
        r.finalMaterial[i / 5][i % 5] = static_cast<std::uint8_t>(in[12 + i / 2] >> (4 * (i % 2)) & 15);
    r.result = in[17];
    r.whiteElo = static_cast<std::uint16_t>(getLittleEndian(in + 18, 2));
    r.blackElo = static_cast<std::uint16_t>(getLittleEndian(in + 20, 2));
    r.plies = static_cast<std::uint16_t>(getLittleEndian(in + 22, 2));
    return r;
}

namespace {

template <typename Tree> EncodedGame encode(const Tree &tree)
{
    EncodedGame game;
    std::string tags;
    appendVarint(tags, tree.tags().size());
    for (const auto &[name, value] : tree.tags()) {
        const auto *field = std::find(std::begin(FieldNames) + 1, std::end(FieldNames), name);
        if (field != std::end(FieldNames)
            && intoColumn(game.header, static_cast<Field>(field - std::begin(FieldNames)), value)) {
            tags.push_back(static_cast<char>(field - std::begin(FieldNames)));
        } else {
            tags.push_back(static_cast<char>(Inline));
            appendText(tags, name);
            appendText(tags, value);
        }
    }
    std::string &out = game.record;
    appendText(out, tags);
    const Position &start = tree.startPosition();
    appendText(out,
               start == Position() ? std::string() : std::string(start.isChess960() ? Chess960Mark : "") + start.fen());
    appendStream(out, *tree.root());
    game.search = searchRecordOf(*tree.root(), game.header);
    return game;
}

} // namespace

EncodedGame encodeGame(const GameTree &tree)
{
    return encode(tree);
}

EncodedGame encodeGame(const GameBuffer &game)
{
    return encode(game);
}

bool decodeGame(const GameHeader &header, std::string_view record, GameTree &tree)
{
    ByteReader in(record);
    Position start;
    return readRecordHead(in, &header, &tree, start) && decodeStream(in, tree);
}

bool MainLineReader::broken()
{
    m_damaged = true;
    return false;
}

bool MainLineReader::start(std::string_view record)
{
    ByteReader in(record);
    m_position = Position();
    m_damaged = false;
    if (!readRecordHead(in, nullptr, nullptr, m_position))
        return broken();
    m_at = in.at();
    m_end = in.end();
    return true;
}

bool MainLineReader::next()
{
    for (;;) {
        if (m_at == m_end)
            return false; // the end of the line
        const std::uint8_t byte = *m_at;
        if (byte == AnnotationsMarker) {
            ByteReader in(m_at + 1, m_end);
            std::string_view payload;
            if (!in.bytes(payload))
                return broken();
            m_at = in.at();
        } else if (byte == VariationStart) {
            // Skips to the matching end: markers are bytes no move starts with, and the length of
            // each annotation says how far to jump.
            int depth = 0;
            do {
                if (m_at == m_end)
                    return broken();
                if (*m_at == AnnotationsMarker) {
                    ByteReader in(m_at + 1, m_end);
                    std::string_view payload;
                    if (!in.bytes(payload))
                        return broken();
                    m_at = in.at();
                    continue;
                }
                depth += *m_at == VariationStart ? 1 : *m_at == VariationEnd ? -1 : 0;
                ++m_at;
            } while (depth > 0);
        } else if (byte == VariationEnd) {
            return broken();
        } else {
            if (!readMove(m_position, m_at, m_end, m_last))
                return broken();
            if (m_last.isNull()) {
                const std::optional<Position> passed = afterNullMove(m_position);
                if (!passed)
                    return broken();
                m_position = *passed;
            } else {
                m_position.play(m_last);
            }
            return true;
        }
    }
}

} // namespace ferz::db
