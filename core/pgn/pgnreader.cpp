// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnreader.h"

#include "core/notation/moveinput.h"
#include "core/notation/nag.h"
#include "core/notation/san.h"
#include "core/pgn/pgncomment.h"
#include "core/pgn/pgntokenizer.h"

#include <algorithm>

namespace ferz {

namespace {

bool isTermination(std::string_view s)
{
    // Asked of every move: the first byte settles it for all but results.
    if (s.empty() || (s.front() != '*' && s.front() != '1' && s.front() != '0'))
        return false;
    return s == "*" || s == "1-0" || s == "0-1" || s == "1/2-1/2";
}

// The NAG of an annotation symbol typed in movetext ("!?", "+-", "N"…), -1 for none; kokopu
// and some editors write "inf" for the unclear-position sign.
int symbolNag(std::string_view s)
{
    return !s.empty() && s.front() == 'i' && s == "inf" ? 13 : nagFromSymbol(s);
}

bool isMoveNumber(std::string_view s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Tolerates FEN records without the two move counters, or with move number 0, as some programs
// write them.
std::variant<Position, FenError> readFenTag(const std::string &fen)
{
    auto result = Position::fromFen(fen);
    if (std::holds_alternative<Position>(result))
        return result;
    std::string repaired = fen;
    if (std::count(fen.begin(), fen.end(), ' ') == 3)
        repaired += " 0 1";
    else if (fen.ends_with(" 0"))
        repaired.back() = '1';
    auto second = Position::fromFen(repaired);
    return std::holds_alternative<Position>(second) ? second : result;
}

bool isStandardVariant(std::string_view variant)
{
    std::string lower(variant);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower.empty() || lower == "standard" || lower == "chess" || lower == "normal" || lower == "regular"
        || lower == "from position";
}

} // namespace

class PgnReader::Parser {
public:
    Parser(QIODevice *device, TextEncoding encoding) : m_tokens(device, encoding), m_given(encoding) {}

    bool readGame(PgnGame &game, Mode mode);
    bool seek(std::int64_t offset, std::int64_t line, int gameNumber)
    {
        if (!m_tokens.seek(offset, line))
            return false;
        m_gameNumber = gameNumber - 1;
        return true;
    }
    TextEncoding encoding() const { return m_tokens.encoding(); }
    PgnTokenizer &tokens() { return m_tokens; }
    TextEncoding continuing() const
    {
        return m_given == TextEncoding::Auto && m_tokens.encoding() == TextEncoding::Utf8 ? TextEncoding::Auto
                                                                                          : m_tokens.encoding();
    }

private:
    // Where the value of a FEN or Variant tag stands, for an error found once all tags are read.
    struct TagPlace {
        std::size_t index; // in the tags
        PgnError place;
    };
    struct Variation {
        GameNode *last; // the move the variation is an alternative to
    };

    Token next() { return m_tokens.next(); }
    void unread(const Token &t) { m_tokens.unread(t); }
    std::string_view text(const Token &t) const { return m_tokens.text(t); }
    // In UTF-8 text, a tag value or comment that is not UTF-8 (from a game pasted out of a Latin-1
    // file) is read in the encoding its own bytes suggest rather than as U+FFFD.
    std::string decoded(std::string_view raw) const
    {
        if (continuing() == TextEncoding::Auto && !isValidUtf8(raw))
            m_otherEncoding = detectEncoding(raw);
        return toUtf8(raw, continuing());
    }
    mutable std::optional<TextEncoding> m_otherEncoding; // of the game being read

    // An error at `t`, the token last read.
    PgnError errorAt(PgnError::Kind kind, const Token &t) const;
    void error(PgnGame &game, PgnError &&e);
    void error(PgnGame &game, PgnError::Kind kind, const Token &t) { error(game, errorAt(kind, t)); }
    // A token past its limit, or a game past PgnLimits::GameBytes at `t`, ends the game: reported,
    // and the rest of the game skipped. False when `t` is within the limits.
    bool overLimit(PgnGame &game, const Token &t)
    {
        // Asked of every token: the test inline, the report out of the way.
        const bool over = t.type == Tok::TooLong || (t.type != Tok::End && t.stop - game.begin > PgnLimits::GameBytes);
        return over && reportOverLimit(game, t);
    }
    bool reportOverLimit(PgnGame &game, const Token &t);
    // Reads the tag section from its first token `t`; returns the first token after it.
    Token readTags(PgnGame &game, Token t, std::vector<GameTree::Tag> &tags, std::vector<TagPlace> &places,
                   std::vector<std::string> &comments);
    // Skips to the end of the game from `t` on (after an error); `inMovetext` lets a tag line end
    // the game. Tokens are handed on rather than unread: one past its limit cannot be read again.
    void skipGame(PgnGame &game, bool inMovetext, Token t);
    void skipGame(PgnGame &game, bool inMovetext) { skipGame(game, inMovetext, next()); }
    void readMovetext(PgnGame &game, Token t);
    void countMovetext(PgnGame &game, Token t);
    void finish(PgnGame &game, const Token &last) { game.end = std::max(game.end, last.stop); }
    bool readUnreadable(PgnGame &game);

    PgnTokenizer m_tokens;
    TextEncoding m_given;
    int m_gameNumber = 0;
    bool m_endedByTag = false; // the last game ended where a tag section starts
    bool m_sawResult = false;
    bool m_skipped = false; // the rest of the game was skipped from within its tag section
};

PgnError PgnReader::Parser::errorAt(PgnError::Kind kind, const Token &t) const
{
    PgnError e;
    e.kind = kind;
    e.line = t.line;
    // A well-formed string is pointed at by its quote; an unclosed string or comment by where
    // its text starts (after a one-character opening, as the column counts it).
    e.offset = t.type == Tok::String ? t.start : t.begin;
    e.column = t.column + (e.offset - t.start);
    std::string_view raw = t.type == Tok::TooLong ? std::string_view(t.preview) : text(t);
    if (raw.empty() && t.type != Tok::TooLong && t.stop > t.start)
        raw = m_tokens.bytes(t.start, t.stop);
    e.token = decoded(clipped(raw));
    return e;
}

void PgnReader::Parser::error(PgnGame &game, PgnError &&e)
{
    const auto listed = static_cast<std::int64_t>(game.errors.size());
    if (listed > PgnLimits::GameErrors)
        return;
    if (listed == PgnLimits::GameErrors) {
        e.kind = PgnError::Kind::TooManyErrors;
        e.limit = PgnLimits::GameErrors;
    }
    e.game = game.number;
    game.errors.push_back(std::move(e));
}

bool PgnReader::Parser::reportOverLimit(PgnGame &game, const Token &t)
{
    PgnError e;
    if (t.type == Tok::TooLong) {
        using K = PgnError::Kind;
        const bool comment = t.cut == Tok::Comment, value = t.cut == Tok::String;
        e = errorAt(comment ? K::CommentTooLong : value ? K::TagValueTooLong : K::SymbolTooLong, t);
        e.limit = comment ? PgnLimits::CommentBytes : value ? PgnLimits::TagValueBytes : PgnLimits::SymbolBytes;
    } else {
        e = errorAt(PgnError::Kind::GameTooLarge, t);
        e.limit = PgnLimits::GameBytes;
    }
    error(game, std::move(e));
    finish(game, t);
    skipGame(game, true);
    return true;
}

Token PgnReader::Parser::readTags(PgnGame &game, Token t, std::vector<GameTree::Tag> &tags,
                                  std::vector<TagPlace> &places, std::vector<std::string> &comments)
{
    while (t.type == Tok::TagOpen || (t.type == Tok::Comment && !tags.empty())) {
        if (overLimit(game, t)) {
            m_skipped = true;
            return t;
        }
        if (t.type == Tok::Comment) {
            // A comment among the tags opens the game like one before the first move.
            finish(game, t);
            comments.push_back(decoded(text(t)));
            t = next();
            continue;
        }
        finish(game, t);
        // Each token's text is taken before the next token is read, which drops it.
        const Token name = next();
        const std::string nameText(text(name));
        Token value, close;
        std::string raw;
        std::optional<PgnError> valuePlace;
        std::optional<PgnError::Kind> problem;
        Token culprit = name;
        if (name.type != Tok::Symbol || !std::all_of(nameText.begin(), nameText.end(), isTagNameByte)) {
            problem = PgnError::Kind::TagNameMissing;
        } else if ((value = next()).type != Tok::String) {
            problem =
                value.type == Tok::BadString ? PgnError::Kind::UnterminatedString : PgnError::Kind::TagValueMissing;
            culprit = value;
        } else {
            // Unescape \" and \\ in the value.
            const std::string_view v = text(value);
            raw.reserve(v.size());
            for (std::size_t i = 0; i < v.size(); ++i) {
                if (v[i] == '\\' && i + 1 < v.size())
                    ++i;
                raw.push_back(v[i]);
            }
            if (nameText == "FEN" || nameText == "Variant")
                valuePlace = errorAt(PgnError::Kind::BadFen, value);
            if ((close = next()).type != Tok::TagClose) {
                problem = PgnError::Kind::TagNotClosed;
                culprit = close;
            }
        }
        if (problem && overLimit(game, culprit)) {
            m_skipped = true;
            return culprit;
        }
        if (problem) {
            error(game, *problem, culprit);
            finish(game, culprit);
            if (culprit.type == Tok::Symbol && isTermination(text(culprit))) {
                m_sawResult = true;
                return Token {}; // the game ends here
            }
            if (culprit.type != Tok::End)
                m_tokens.skipBrokenTag();
        } else {
            finish(game, close);
            if (valuePlace)
                places.push_back({tags.size(), std::move(*valuePlace)});
            tags.emplace_back(nameText, decoded(raw));
        }
        t = next();
    }
    return t;
}

void PgnReader::Parser::skipGame(PgnGame &game, bool inMovetext, Token t)
{
    for (;; t = next()) {
        switch (t.type) {
        case Tok::End: return;
        case Tok::TagOpen:
            if (inMovetext && t.atLineStart) {
                unread(t);
                m_endedByTag = true;
                return;
            }
            break;
        case Tok::Symbol:
            if (isTermination(text(t))) {
                finish(game, t);
                m_sawResult = true;
                return;
            }
            inMovetext = true;
            break;
        default: inMovetext = true; break;
        }
        finish(game, t);
    }
}

// A file in an encoding Ferz does not read is one game holding one error: its bytes, read as
// PGN, would only give a flood of meaningless ones.
bool PgnReader::Parser::readUnreadable(PgnGame &game)
{
    if (m_gameNumber > 0)
        return false;
    game.tree = GameTree();
    game.number = ++m_gameNumber;
    game.begin = game.end = 0;
    game.line = 1;
    game.plies = game.moves = 0;
    PgnError e;
    e.kind = PgnError::Kind::UnreadableEncoding;
    e.line = e.column = 1;
    e.encoding = m_tokens.unreadableEncoding();
    game.errors.clear();
    error(game, std::move(e));
    return true;
}

bool PgnReader::Parser::readGame(PgnGame &game, Mode mode)
{
    if (m_tokens.unreadableEncoding() != UnreadableEncoding::None)
        return readUnreadable(game);
    for (;;) {
        game.tree = GameTree();
        game.errors.clear();
        game.plies = 0;
        game.moves = 0;
        m_otherEncoding.reset();
        m_endedByTag = false;
        m_sawResult = false;
        m_skipped = false;

        Token t = next();
        if (t.type == Tok::End)
            return false;
        game.number = ++m_gameNumber;
        game.begin = game.end = t.start;
        game.line = t.line;

        std::vector<GameTree::Tag> tags;
        std::vector<TagPlace> places;
        std::vector<std::string> comments;
        t = readTags(game, t, tags, places, comments);
        const bool preambleCandidate = game.number == 1 && tags.empty() && game.errors.empty();
        if (preambleCandidate)
            mode = Mode::Full;

        // The start position and the variant come from the tags.
        Position start;
        bool playable = true;
        for (std::size_t i = 0; i < places.size() && !m_sawResult; ++i) {
            const auto &[name, value] = tags[places[i].index];
            PgnError e = places[i].place;
            if (name == "FEN") {
                auto fen = readFenTag(value);
                if (auto *p = std::get_if<Position>(&fen)) {
                    start = *p;
                } else {
                    e.fenError = std::get<FenError>(fen);
                    error(game, std::move(e));
                    playable = false;
                }
            } else if (!isStandardVariant(value)) {
                e.kind = PgnError::Kind::UnsupportedVariant;
                error(game, std::move(e));
                playable = false;
            }
        }
        game.tree = GameTree(start);
        game.tree.setTags(std::move(tags));
        for (const std::string &comment : comments)
            addComment(game.tree.root()->annotations(), comment, false);

        if (!m_sawResult && !m_skipped) {
            if (!playable) {
                skipGame(game, false, t);
            } else if (mode == Mode::Full) {
                readMovetext(game, t);
            } else {
                countMovetext(game, t);
            }
        }
        if (m_tokens.cancelled())
            return false;
        game.otherEncoding = m_otherEncoding;
        const bool preamble = preambleCandidate && m_endedByTag && !m_sawResult && game.tree.root()->childCount() == 0;
        if (!preamble)
            return true;
        m_gameNumber = 0; // text before the first game is no game
    }
}

void PgnReader::Parser::readMovetext(PgnGame &game, Token t)
{
    GameTree &tree = game.tree;
    GameNode *node = tree.root(); // the position the next move is played in
    GameNode *last = nullptr; // the last move of the current line; null before its first move
    std::vector<Variation> variations;
    Annotations pending; // annotations met before the first move of a variation
    std::string utf8;

    auto target = [&]() -> Annotations & {
        if (last)
            return last->annotations();
        return variations.empty() ? tree.root()->annotations() : pending;
    };
    int moves = 0;
    auto fail = [&](PgnError::Kind kind, const Token &at) {
        error(game, kind, at);
        finish(game, at);
        skipGame(game, true);
    };
    auto addNag = [&](int nag) { target().nags.push_back(nag); };
    auto tooMany = [&](const Token &at) {
        if (moves < PgnLimits::GameMoves)
            return false;
        PgnError e = errorAt(PgnError::Kind::TooManyMoves, at);
        e.limit = PgnLimits::GameMoves;
        error(game, std::move(e));
        finish(game, at);
        skipGame(game, true);
        return true;
    };
    auto played = [&](GameNode *child) {
        ++moves;
        game.moves = moves;
        if (!pending.empty()) {
            mergeAnnotations(child->annotations(), std::move(pending));
            pending = Annotations();
        }
        last = node = child;
        if (variations.empty())
            ++game.plies;
    };

    for (;; t = next()) {
        if (!(t.type == Tok::TagOpen && t.atLineStart) && overLimit(game, t))
            return;
        switch (t.type) {
        case Tok::End:
            if (!variations.empty())
                error(game, PgnError::Kind::UnclosedVariation, t);
            return;
        case Tok::TagOpen:
            if (t.atLineStart) {
                if (!variations.empty())
                    error(game, PgnError::Kind::UnclosedVariation, t);
                unread(t);
                m_endedByTag = true;
                return;
            }
            return fail(PgnError::Kind::UnexpectedToken, t);
        case Tok::Period: break;
        case Tok::Symbol: {
            const std::string_view s = text(t);
            if (s == "*" && !last && !variations.empty() && node == variations.back().last->parent()) {
                // pgn4web's "(* …)": a line that continues after the move instead of replacing it.
                node = variations.back().last;
                break;
            }
            if (isTermination(s)) {
                if (!variations.empty())
                    return fail(PgnError::Kind::UnclosedVariation, t);
                finish(game, t);
                m_sawResult = true;
                if (!tree.hasTag("Result"))
                    tree.setTag("Result", s);
                return;
            }
            if (isMoveNumber(s))
                break;
            if (tooMany(t))
                return;
            if (s == "--" || s == "Z0") {
                GameNode *child = tree.appendMove(node, Move());
                if (!child)
                    return fail(PgnError::Kind::IllegalNullMove, t);
                played(child);
                break;
            }
            std::string_view input8 = s;
            if (m_tokens.encoding() != TextEncoding::Utf8
                && std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) {
                utf8 = decoded(s);
                input8 = utf8;
            }
            MoveInput input = readMove(node->position(), input8);
            // Annotation symbols are rare next to moves: try them only for what is no move.
            if (const int nag = input.error == MoveInputError::Unreadable ? symbolNag(s) : -1; nag >= 0) {
                addNag(nag);
                break;
            }
            if (input.error != MoveInputError::None) {
                PgnError e = errorAt(PgnError::Kind::UnreadableMove, t);
                switch (input.error) {
                case MoveInputError::Unreadable: break;
                case MoveInputError::NoSuchMove: e.kind = PgnError::Kind::NoSuchMove; break;
                case MoveInputError::Ambiguous: e.kind = PgnError::Kind::AmbiguousMove; break;
                case MoveInputError::Illegal: e.kind = PgnError::Kind::IllegalMove; break;
                case MoveInputError::None: break;
                }
                if (input.error == MoveInputError::Illegal) {
                    e.illegal = input.illegal;
                    e.position = node->position();
                    e.from = input.from;
                    e.to = input.to;
                }
                for (Move m : input.candidates)
                    e.candidates.push_back(sanText(node->position(), m));
                error(game, std::move(e));
                finish(game, t);
                return skipGame(game, true);
            }
            played(tree.appendMove(node, input.move));
            break;
        }
        case Tok::Nag: {
            const std::string_view digits = text(t).substr(1);
            int nag = 0;
            for (char c : digits)
                nag = std::min(nag * 10 + (c - '0'), 256);
            if (digits.empty() || nag > 255)
                error(game, PgnError::Kind::BadNag, t);
            else
                addNag(nag);
            break;
        }
        case Tok::Suffix:
            if (const int nag = symbolNag(text(t)); nag >= 0)
                addNag(nag);
            else
                error(game, PgnError::Kind::UnexpectedToken, t);
            break;
        case Tok::Comment: {
            // A comment before a variation's first move belongs to that move; any other comment
            // follows the move before it (or opens the game).
            const bool before = !last && !variations.empty();
            addComment(target(), decoded(text(t)), before);
            break;
        }
        case Tok::BadComment: return fail(PgnError::Kind::UnterminatedComment, t);
        case Tok::VarOpen:
            if (!last)
                return fail(PgnError::Kind::VariationWithoutMove, t);
            variations.push_back({last});
            node = last->parent();
            last = nullptr;
            break;
        case Tok::VarClose:
            if (variations.empty())
                return fail(PgnError::Kind::UnmatchedVariationEnd, t);
            last = node = variations.back().last;
            variations.pop_back();
            if (!pending.empty()) {
                // An empty variation's comment stays as a comment on the move it would vary.
                appendComment(pending.commentAfter, pending.commentBefore);
                pending.commentBefore.clear();
                mergeAnnotations(last->annotations(), std::move(pending));
                pending = Annotations();
            }
            break;
        case Tok::TagClose:
        case Tok::String:
        case Tok::BadString:
        case Tok::Other:
        case Tok::TooLong: // reported by overLimit()
            return fail(PgnError::Kind::UnexpectedToken, t);
        }
        finish(game, t);
    }
}

void PgnReader::Parser::countMovetext(PgnGame &game, Token t)
{
    int depth = 0;
    for (;; t = next()) {
        switch (t.type) {
        case Tok::End: return;
        case Tok::TagOpen:
            if (t.atLineStart) {
                unread(t);
                m_endedByTag = true;
                return;
            }
            break;
        case Tok::Symbol: {
            const std::string_view s = text(t);
            if (isTermination(s)) {
                finish(game, t);
                m_sawResult = true;
                if (!game.tree.hasTag("Result"))
                    game.tree.setTag("Result", s);
                return;
            }
            if (depth == 0 && !isMoveNumber(s) && symbolNag(s) < 0)
                ++game.plies;
            break;
        }
        case Tok::VarOpen: ++depth; break;
        case Tok::VarClose: depth = std::max(depth - 1, 0); break;
        case Tok::BadComment: finish(game, t); return skipGame(game, true);
        default: break;
        }
        finish(game, t);
    }
}

// ---- PgnReader --------------------------------------------------------------

PgnReader::PgnReader(QIODevice *device, TextEncoding encoding) : m_parser(std::make_unique<Parser>(device, encoding))
{
}

PgnReader::~PgnReader() = default;

bool PgnReader::readGame(PgnGame &game, Mode mode)
{
    return m_parser->readGame(game, mode);
}

bool PgnReader::seek(std::int64_t offset, std::int64_t line, int gameNumber)
{
    return m_parser->seek(offset, line, gameNumber);
}

TextEncoding PgnReader::encoding() const
{
    return m_parser->encoding();
}

TextEncoding PgnReader::continuingEncoding() const
{
    return m_parser->continuing();
}

void PgnReader::setProgress(std::function<bool(std::int64_t bytes)> progress)
{
    m_parser->tokens().setProgress(std::move(progress));
}

bool PgnReader::cancelled() const
{
    return m_parser->tokens().cancelled();
}

} // namespace ferz
