// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/gamecodec.h"

#include "core/db/annotationcodec.h"
#include "core/db/bytes.h"
#include "core/db/movecode.h"
#include "core/rules/bitboard.h"

#include <algorithm>
#include <vector>

namespace ferz::db {

namespace {

// The tags kept in columns, by the byte that stands for them in a game's list of tags.
enum Field : std::uint8_t {
    Inline = 0, // a tag written out in the list
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

// Stores the value in the header when its column keeps it exactly; false leaves it in the list.
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

// ---- Lines of moves (variations) --------------------------------------------

void appendAnnotations(std::string &out, const Annotations &a)
{
    if (a.empty())
        return;
    out.push_back(static_cast<char>(AnnotationsMarker));
    appendText(out, encodeAnnotations(a, 0));
}

// Appends the line that starts with `first` (a GameNode or a GameBuffer::Node, a variation's first
// move) in the order of PGN: a move, its annotations, the variations that replace it, then the
// next move.
template <typename Node> void appendLine(std::string &out, const Node *first)
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
    write(first);
    std::vector<Line> lines {open(first)};
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

// Reads a line of moves whose first move is played from `from` (a variation of the game).
bool decodeLine(ByteReader in, GameTree &tree, GameNode *from)
{
    GameNode *node = from; // where the next move is played
    GameNode *last = nullptr; // the last move of the current line
    std::vector<GameNode *> open; // the move each open variation is an alternative to
    while (in.left() > 0) {
        const std::uint8_t byte = *in.at();
        if (byte == AnnotationsMarker) {
            in.moveTo(in.at() + 1);
            std::string_view payload;
            if (!last || !last->annotations().empty() || !in.bytes(payload)
                || !decodeAnnotations(ByteReader(payload), last->annotations(), 0))
                return false;
        } else if (byte == VariationStart) {
            in.moveTo(in.at() + 1);
            if (!last || last->parent() == from)
                return false; // the first move's alternatives are the game's, not the line's
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
    return open.empty() && last;
}

// ---- The rest of a game, by ply ---------------------------------------------

enum What : std::uint8_t {
    HasAnnotations = 1,
    HasVariations = 2,
};

// Clocks on the main line are written as the change from the same side's clock before.
struct Clocks {
    std::int64_t last[2] = {0, 0};
    std::int64_t &of(std::size_t ply) { return last[ply % 2]; }
};

template <typename Node> void appendRest(std::string &out, const Node &root)
{
    Clocks clocks;
    std::size_t ply = 0, lastPly = 0;
    for (const Node *node = &root; node; node = node->mainChild(), ++ply) {
        const Annotations &a = node->annotations();
        const int variations = ply == 0 ? 0 : node->parent()->childCount() - 1;
        if (a.empty() && variations == 0)
            continue;
        appendVarint(out, ply - lastPly);
        lastPly = ply;
        out.push_back(static_cast<char>((a.empty() ? 0 : HasAnnotations) | (variations > 0 ? HasVariations : 0)));
        if (!a.empty()) {
            appendText(out, encodeAnnotations(a, clocks.of(ply)));
            if (a.clockMs)
                clocks.of(ply) = *a.clockMs;
        }
        if (variations > 0) {
            appendVarint(out, static_cast<std::uint64_t>(variations));
            for (int i = 1; i <= variations; ++i) {
                std::string line;
                appendLine(line, node->parent()->child(i));
                appendText(out, line);
            }
        }
    }
}

bool decodeRest(ByteReader in, GameTree &tree)
{
    std::vector<GameNode *> mainLine = tree.mainLine();
    mainLine.insert(mainLine.begin(), tree.root());
    Clocks clocks;
    std::uint64_t ply = 0;
    bool first = true;
    while (in.left() > 0) {
        std::uint64_t gap = 0;
        std::uint8_t what = 0;
        if (!in.varint(gap) || (gap == 0 && !first) || gap >= mainLine.size() - ply || !in.byte(what) || what == 0
            || what > (HasAnnotations | HasVariations))
            return false;
        first = false;
        ply += gap;
        GameNode *node = mainLine[static_cast<std::size_t>(ply)];
        if (what & HasAnnotations) {
            std::string_view payload;
            if (!in.bytes(payload) || !decodeAnnotations(ByteReader(payload), node->annotations(), clocks.of(ply)))
                return false;
            if (node->annotations().clockMs)
                clocks.of(ply) = *node->annotations().clockMs;
        }
        if (what & HasVariations) {
            std::uint64_t count = 0;
            if (ply == 0 || !in.varint(count) || count == 0 || count > in.left())
                return false;
            for (std::uint64_t i = 0; i < count; ++i) {
                std::string_view line;
                if (!in.bytes(line) || !decodeLine(ByteReader(line), tree, node->parent()))
                    return false;
            }
        }
    }
    return true;
}

void countMaterial(const Position &p, SearchRecord &r)
{
    for (Color c : {Color::White, Color::Black})
        for (int t = 0; t < 5; ++t)
            r.finalMaterial[index(c)][static_cast<std::size_t>(t)] =
                static_cast<std::uint8_t>(popCount(p.pieces(c, static_cast<PieceType>(t + 1))));
}

// What the start position of a Chess960 game begins with: its FEN follows, in X-FEN.
constexpr std::string_view Chess960Mark = "960 ";

// The moves part, the search record (but its line), the first moves and the header's plies of the
// game at `root` (a GameNode or a GameBuffer::Node).
template <typename Node> void encodeMainLine(const Node &root, EncodedGame &game)
{
    SearchRecord &r = game.search;
    const Position &start = root.position();
    const bool setup = !(start == Position());
    if (setup) {
        r.flags |= SearchRecord::Setup;
        appendText(game.moves, std::string(start.isChess960() ? Chess960Mark : "") + start.fen());
    }
    r.homePawns = homePawnsOf(start);
    std::uint16_t present = r.homePawns;
    const Position *last = &start;
    int plies = 0;
    bool opening = !setup;
    for (const Node *node = root.mainChild(); node; node = node->mainChild()) {
        const std::size_t before = game.moves.size();
        appendMove(game.moves, node->parent()->position(), node->move());
        opening = opening && plies < MaxLineDepth && !node->move().isNull();
        if (opening) {
            game.opening.moves[static_cast<std::size_t>(plies)] = node->move();
            game.opening.bytes[static_cast<std::size_t>(plies)] = static_cast<std::uint8_t>(game.moves.size() - before);
            game.opening.count = plies + 1;
        }
        ++plies;
        if (node->move().kind() == Move::Promotion)
            r.flags |= SearchRecord::Promotion;
        const std::uint16_t now = homePawnsOf(node->position());
        if (std::uint16_t gone = present & ~now) {
            // At most one home pawn leaves on one move: a pawn from its home square never
            // captures onto the other side's.
            r.leave(std::countr_zero(gone));
            present = now;
        }
        last = &node->position();
    }
    countMaterial(*last, r);
    GameHeader &h = game.header;
    r.result = static_cast<std::uint8_t>(std::max(resultCode(h.result), 0));
    r.whiteElo = keptNumber(h.whiteElo);
    r.blackElo = keptNumber(h.blackElo);
    r.year = keptNumber(dayOf(h.date) / 10000);
    h.plies = plies;
}

template <typename Tree> EncodedGame encode(const Tree &tree)
{
    EncodedGame game;
    std::string &out = game.extras;
    appendVarint(out, tree.tags().size());
    for (const auto &[name, value] : tree.tags()) {
        const auto *field = std::find(std::begin(FieldNames) + 1, std::end(FieldNames), name);
        if (field != std::end(FieldNames)
            && intoColumn(game.header, static_cast<Field>(field - std::begin(FieldNames)), value)) {
            out.push_back(static_cast<char>(field - std::begin(FieldNames)));
        } else {
            out.push_back(static_cast<char>(Inline));
            appendText(out, name);
            appendText(out, value);
        }
    }
    encodeMainLine(*tree.root(), game);
    appendRest(out, *tree.root());
    return game;
}

// The tags (into `tree`, from the header's columns or the list) and `in` left at the rest.
bool readTags(ByteReader &in, const GameHeader &header, GameTree &tree)
{
    std::uint64_t count = 0;
    if (!in.varint(count) || count > in.left())
        return false;
    std::vector<GameTree::Tag> tags;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint8_t field = 0;
        if (!in.byte(field) || field >= FieldCount)
            return false;
        if (field == Inline) {
            std::string_view name, value;
            if (!in.bytes(name) || !in.bytes(value))
                return false;
            tags.push_back({std::string(name), std::string(value)});
        } else {
            tags.push_back({std::string(FieldNames[field]), fromColumn(header, static_cast<Field>(field))});
        }
    }
    tree.setTags(std::move(tags));
    return true;
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

bool decodeGame(const GameHeader &header, std::string_view moves, std::string_view extras, bool setup, GameTree &tree)
{
    MainLineReader line;
    if (!line.start(moves, setup))
        return false;
    tree = GameTree(line.position());
    ByteReader in(extras);
    if (!readTags(in, header, tree))
        return false;
    GameNode *node = tree.root();
    for (Move move; line.peek(move); line.next()) {
        node = tree.appendMove(node, move);
        if (!node)
            return false;
    }
    return !line.damaged() && decodeRest(in, tree);
}

bool MainLineReader::broken()
{
    m_damaged = true;
    return false;
}

bool MainLineReader::start(std::string_view moves, bool setup)
{
    ByteReader in(moves);
    m_position = Position();
    m_damaged = false;
    if (setup) {
        std::string_view fen;
        if (!in.bytes(fen))
            return broken();
        const bool chess960 = fen.starts_with(Chess960Mark);
        if (chess960)
            fen.remove_prefix(Chess960Mark.size());
        auto parsed = Position::fromFen(fen, chess960 ? Variant::Chess960 : Variant::Standard);
        if (!std::holds_alternative<Position>(parsed))
            return broken();
        m_position = std::get<Position>(parsed);
    }
    m_at = in.at();
    m_end = in.end();
    return true;
}

void MainLineReader::startAt(const Position &position, std::string_view moves, std::size_t offset)
{
    m_position = position;
    m_damaged = false;
    ByteReader in(moves);
    m_at = in.at() + std::min(offset, moves.size());
    m_end = in.end();
}

bool MainLineReader::peek(Move &move)
{
    if (m_at == m_end)
        return false; // the end of the line
    const std::uint8_t *at = m_at;
    if (!readMove(m_position, at, m_end, move))
        return broken();
    return true;
}

bool MainLineReader::next()
{
    if (m_at == m_end)
        return false;
    Move move;
    if (!readMove(m_position, m_at, m_end, move))
        return broken();
    if (move.isNull()) {
        const std::optional<Position> passed = afterNullMove(m_position);
        if (!passed)
            return broken();
        m_position = *passed;
    } else {
        m_position.play(move);
    }
    return true;
}

} // namespace ferz::db
