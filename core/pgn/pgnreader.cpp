// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnreader.h"

#include "core/notation/moveinput.h"
#include "core/notation/nag.h"
#include "core/notation/san.h"
#include "core/pgn/pgncomment.h"

#include <QIODevice>

#include <algorithm>
#include <cstring>

namespace ferz {

namespace {

constexpr std::size_t ChunkSize = 1 << 20;
constexpr std::size_t MaxTokenText = 60;

enum class Tok {
    End,
    TagOpen,
    TagClose,
    String,
    BadString,
    Symbol,
    Nag,
    Suffix,
    Period,
    Comment,
    BadComment,
    VarOpen,
    VarClose,
    Other,
};

struct Token {
    Tok type = Tok::End;
    std::int64_t begin = 0; // first byte of the token (for strings and comments: of the content)
    std::int64_t end = 0; // just after the token's content
    std::int64_t start = 0; // first byte of the token itself (the quote or brace included)
    std::int64_t stop = 0; // just after the token itself
    std::int64_t line = 1;
    std::int64_t lineStart = 0; // byte offset where the token's line starts
    bool atLineStart = false; // nothing but blanks before it on its line
};

bool isSymbolByte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80
        || std::strchr("_+#=:-/", c) != nullptr;
}

bool isTagNameByte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isTermination(std::string_view s)
{
    return s == "*" || s == "1-0" || s == "0-1" || s == "1/2-1/2";
}

// The NAG of an annotation symbol typed in movetext ("!?", "+-", "N"…), -1 for none; kokopu
// and some editors write "inf" for the unclear-position sign.
int symbolNag(std::string_view s)
{
    return s == "inf" ? 13 : nagFromSymbol(s);
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
    Parser(QIODevice *device, TextEncoding encoding) : m_device(device), m_encoding(encoding)
    {
        m_bufferOffset = device->pos();
        m_lineStart = m_bufferOffset;
        if (m_bufferOffset == 0)
            detectEncodingAtStart();
    }

    bool readGame(PgnGame &game, Mode mode);
    bool seek(std::int64_t offset, std::int64_t line, int gameNumber);
    TextEncoding encoding() const { return m_encoding; }

private:
    // ---- Bytes ----
    std::int64_t here() const { return m_bufferOffset + static_cast<std::int64_t>(m_pos); }
    bool fill();
    int peek()
    {
        if (m_pos == m_buffer.size() && !fill())
            return -1;
        return static_cast<unsigned char>(m_buffer[m_pos]);
    }
    int peekAt(std::size_t ahead)
    {
        while (m_pos + ahead >= m_buffer.size())
            if (!fill())
                return -1;
        return static_cast<unsigned char>(m_buffer[m_pos + ahead]);
    }
    // Consumes a line break starting at c (CR, LF or CR LF) and counts the line.
    void lineBreak(int c)
    {
        ++m_pos;
        if (c == '\r' && peek() == '\n')
            ++m_pos;
        ++m_line;
        m_lineStart = here();
        m_tokenOnLine = false;
    }
    std::string_view bytes(std::int64_t begin, std::int64_t end) const
    {
        return std::string_view(m_buffer).substr(static_cast<std::size_t>(begin - m_bufferOffset),
                                                 static_cast<std::size_t>(end - begin));
    }
    std::string_view text(const Token &t) const { return bytes(t.begin, t.end); }
    void detectEncodingAtStart();

    // ---- Tokens ----
    Token next();
    void unread(const Token &t)
    {
        m_pos = static_cast<std::size_t>(t.start - m_bufferOffset);
        m_line = t.line;
        m_lineStart = t.lineStart;
        m_tokenOnLine = !t.atLineStart;
    }
    bool tagLineFollows();
    void skipRestOfLine();
    void skipBrokenTag();

    // ---- Game ----
    struct Variation {
        GameNode *last; // the move the variation is an alternative to
    };
    void error(PgnGame &game, PgnError::Kind kind, const Token &t);
    void error(PgnGame &game, PgnError &&e, const Token &t);
    // Reads the tag section; returns the first token after it.
    Token readTags(PgnGame &game, std::vector<GameTree::Tag> &tags, std::vector<Token> &valueTokens,
                   std::vector<std::string> &comments);
    // Skips to the end of the game after an error; `inMovetext` lets a tag line end the game.
    void skipGame(PgnGame &game, bool inMovetext);
    void readMovetext(PgnGame &game, Token t);
    void countMovetext(PgnGame &game, Token t);
    void finish(PgnGame &game, const Token &last) { game.end = std::max(game.end, last.stop); }
    std::string decoded(std::string_view raw) const { return toUtf8(raw, m_encoding); }
    std::int64_t column(std::int64_t offset, std::int64_t lineStart) const;

    QIODevice *m_device;
    TextEncoding m_encoding;
    std::string m_buffer;
    std::int64_t m_bufferOffset = 0; // file offset of m_buffer[0]
    std::size_t m_pos = 0;
    std::int64_t m_keep = 0; // bytes from here on stay in the buffer
    bool m_eof = false;
    std::int64_t m_line = 1;
    std::int64_t m_lineStart = 0;
    bool m_tokenOnLine = false;
    int m_gameNumber = 0;
    bool m_endedByTag = false; // the last game ended where a tag section starts
    bool m_sawResult = false;
};

bool PgnReader::Parser::fill()
{
    if (m_eof)
        return false;
    const auto keepIndex = static_cast<std::size_t>(std::max<std::int64_t>(0, m_keep - m_bufferOffset));
    const std::size_t drop = std::min({keepIndex, m_pos, m_buffer.size()});
    if (drop > 0) {
        m_buffer.erase(0, drop);
        m_pos -= drop;
        m_bufferOffset += static_cast<std::int64_t>(drop);
    }
    // Small inputs get a small buffer: read what is there, up to a block.
    const qint64 available = m_device->bytesAvailable();
    const auto want = available > 0 ? std::min<std::size_t>(ChunkSize, static_cast<std::size_t>(available)) : ChunkSize;
    const std::size_t old = m_buffer.size();
    m_buffer.resize(old + want);
    const qint64 n = m_device->read(m_buffer.data() + old, static_cast<qint64>(want));
    m_buffer.resize(old + static_cast<std::size_t>(std::max<qint64>(n, 0)));
    if (n <= 0) {
        m_eof = true;
        return false;
    }
    return true;
}

void PgnReader::Parser::detectEncodingAtStart()
{
    fill();
    if (m_buffer.size() >= 3 && std::memcmp(m_buffer.data(), "\xEF\xBB\xBF", 3) == 0) {
        m_pos = 3;
        m_lineStart = 3;
        if (m_encoding == TextEncoding::Auto)
            m_encoding = TextEncoding::Utf8;
        return;
    }
    if (m_encoding != TextEncoding::Auto)
        return;
    std::string_view sample = m_buffer;
    // A multi-byte sequence may be cut at the end of the block.
    std::size_t cut = 0;
    while (cut < 3 && cut < sample.size()
           && (static_cast<unsigned char>(sample[sample.size() - 1 - cut]) & 0xC0) == 0x80)
        ++cut;
    if (cut < sample.size() && static_cast<unsigned char>(sample[sample.size() - 1 - cut]) >= 0xC0)
        sample.remove_suffix(cut + 1);
    if (std::any_of(sample.begin(), sample.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
        m_encoding = detectEncoding(sample);
}

bool PgnReader::Parser::seek(std::int64_t offset, std::int64_t line, int gameNumber)
{
    if (!m_device->seek(offset))
        return false;
    m_buffer.clear();
    m_bufferOffset = m_keep = m_lineStart = offset;
    m_pos = 0;
    m_eof = false;
    m_line = line;
    m_tokenOnLine = false;
    m_gameNumber = gameNumber - 1;
    return true;
}

std::int64_t PgnReader::Parser::column(std::int64_t offset, std::int64_t lineStart) const
{
    const std::int64_t from = std::max(lineStart, m_bufferOffset);
    if (offset < from)
        return 1;
    const std::string_view before = bytes(from, offset);
    if (m_encoding == TextEncoding::Latin1 || m_encoding == TextEncoding::Windows1251)
        return static_cast<std::int64_t>(before.size()) + 1;
    return std::count_if(before.begin(), before.end(),
                         [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; })
        + 1;
}

// A line that starts a tag pair: blanks, `[`, a tag name, blanks, `"`.
bool PgnReader::Parser::tagLineFollows()
{
    std::size_t k = 0;
    int c;
    while ((c = peekAt(k)) == ' ' || c == '\t')
        ++k;
    if (c != '[')
        return false;
    std::size_t name = ++k;
    while (isTagNameByte(static_cast<unsigned char>(c = peekAt(k))))
        ++k;
    if (k == name || (c != ' ' && c != '\t'))
        return false;
    while ((c = peekAt(k)) == ' ' || c == '\t')
        ++k;
    return c == '"';
}

void PgnReader::Parser::skipRestOfLine()
{
    for (int c = peek(); c != -1 && c != '\n' && c != '\r'; c = peek())
        ++m_pos;
}

// After a malformed tag: skips the rest of its line and the lines that continue it (a value
// broken over lines), up to a blank line, a line starting with `[`, or the end.
void PgnReader::Parser::skipBrokenTag()
{
    for (;;) {
        skipRestOfLine();
        const int c = peek();
        if (c == -1)
            return;
        lineBreak(c);
        std::size_t k = 0;
        int d;
        while ((d = peekAt(k)) == ' ' || d == '\t')
            ++k;
        if (d == -1 || d == '\n' || d == '\r' || d == '[')
            return;
    }
}

Token PgnReader::Parser::next()
{
    for (;;) {
        const int c = peek();
        if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
            ++m_pos;
        } else if (c == '\n' || c == '\r') {
            lineBreak(c);
        } else if (c == '%' && here() == m_lineStart) {
            skipRestOfLine();
        } else {
            break;
        }
    }
    Token t;
    t.start = t.begin = here();
    t.line = m_line;
    t.lineStart = m_lineStart;
    t.atLineStart = !m_tokenOnLine;
    m_tokenOnLine = true;
    const int c = peek();
    auto single = [&](Tok type) {
        ++m_pos;
        t.type = type;
    };
    switch (c) {
    case -1: t.type = Tok::End; break;
    case '[': single(Tok::TagOpen); break;
    case ']': single(Tok::TagClose); break;
    case '(': single(Tok::VarOpen); break;
    case ')': single(Tok::VarClose); break;
    case '*': single(Tok::Symbol); break;
    case '.':
        while (peek() == '.')
            ++m_pos;
        t.type = Tok::Period;
        break;
    case '"': {
        ++m_pos;
        t.begin = here();
        t.type = Tok::BadString;
        for (int d = peek(); d != -1 && d != '\n' && d != '\r'; d = peek()) {
            if (d == '"') {
                t.type = Tok::String;
                break;
            }
            ++m_pos;
            if (d == '\\' && peek() != -1 && peek() != '\n' && peek() != '\r')
                ++m_pos;
        }
        t.end = here();
        if (t.type == Tok::String)
            ++m_pos;
        t.stop = here();
        return t;
    }
    case '{': {
        ++m_pos;
        t.begin = here();
        t.type = Tok::BadComment;
        int depth = 1;
        for (int d = peek(); d != -1; d = peek()) {
            if (d == '\n' || d == '\r') {
                lineBreak(d);
                if (tagLineFollows())
                    break;
                continue;
            }
            if (d == '{') {
                ++depth;
            } else if (d == '}' && --depth == 0) {
                t.type = Tok::Comment;
                break;
            }
            ++m_pos;
        }
        t.end = here();
        if (t.type == Tok::Comment)
            ++m_pos;
        t.stop = here();
        return t;
    }
    case ';':
        ++m_pos;
        t.begin = here();
        skipRestOfLine();
        t.type = Tok::Comment;
        break;
    case '$':
        ++m_pos;
        while (peek() >= '0' && peek() <= '9')
            ++m_pos;
        t.type = Tok::Nag;
        break;
    case '!':
    case '?':
        while (peek() == '!' || peek() == '?')
            ++m_pos;
        t.type = Tok::Suffix;
        break;
    default:
        if (isSymbolByte(static_cast<unsigned char>(c))) {
            while (peek() != -1 && isSymbolByte(static_cast<unsigned char>(peek())))
                ++m_pos;
            t.type = Tok::Symbol;
        } else {
            single(Tok::Other);
        }
    }
    t.end = t.stop = here();
    return t;
}

void PgnReader::Parser::error(PgnGame &game, PgnError &&e, const Token &t)
{
    e.game = game.number;
    e.line = t.line;
    // A well-formed string is pointed at by its quote; an unclosed string or comment by where
    // its text starts.
    e.offset = t.type == Tok::String ? t.start : t.begin;
    e.column = column(e.offset, t.lineStart);
    std::string_view raw = text(t);
    if (raw.empty() && t.stop > t.start)
        raw = bytes(t.start, t.stop);
    if (raw.size() > MaxTokenText) {
        raw = raw.substr(0, MaxTokenText);
        while (!raw.empty() && (static_cast<unsigned char>(raw.back()) & 0x80))
            raw.remove_suffix(1); // never cut a character in two
    }
    e.token = decoded(raw);
    game.errors.push_back(std::move(e));
}

void PgnReader::Parser::error(PgnGame &game, PgnError::Kind kind, const Token &t)
{
    PgnError e;
    e.kind = kind;
    error(game, std::move(e), t);
}

Token PgnReader::Parser::readTags(PgnGame &game, std::vector<GameTree::Tag> &tags, std::vector<Token> &valueTokens,
                                  std::vector<std::string> &comments)
{
    Token t = next();
    while (t.type == Tok::TagOpen || (t.type == Tok::Comment && !tags.empty())) {
        if (t.type == Tok::Comment) {
            // A comment among the tags opens the game like one before the first move.
            finish(game, t);
            comments.push_back(decoded(text(t)));
            t = next();
            continue;
        }
        finish(game, t);
        const Token name = next();
        Token value, close;
        std::optional<PgnError::Kind> problem;
        Token culprit = name;
        if (name.type != Tok::Symbol || !std::all_of(text(name).begin(), text(name).end(), [](char c) {
                return isTagNameByte(static_cast<unsigned char>(c));
            })) {
            problem = PgnError::Kind::TagNameMissing;
        } else if ((value = next()).type != Tok::String) {
            problem =
                value.type == Tok::BadString ? PgnError::Kind::UnterminatedString : PgnError::Kind::TagValueMissing;
            culprit = value;
        } else if ((close = next()).type != Tok::TagClose) {
            problem = PgnError::Kind::TagNotClosed;
            culprit = close;
        }
        if (problem) {
            error(game, *problem, culprit);
            finish(game, culprit);
            if (culprit.type == Tok::Symbol && isTermination(text(culprit))) {
                m_sawResult = true;
                return Token {}; // the game ends here
            }
            if (culprit.type != Tok::End)
                skipBrokenTag();
        } else {
            finish(game, close);
            // Unescape \" and \\ in the value.
            std::string raw;
            const std::string_view v = text(value);
            raw.reserve(v.size());
            for (std::size_t i = 0; i < v.size(); ++i) {
                if (v[i] == '\\' && i + 1 < v.size())
                    ++i;
                raw.push_back(v[i]);
            }
            tags.emplace_back(std::string(text(name)), decoded(raw));
            valueTokens.push_back(value);
        }
        t = next();
    }
    return t;
}

void PgnReader::Parser::skipGame(PgnGame &game, bool inMovetext)
{
    for (;;) {
        const Token t = next();
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

bool PgnReader::Parser::readGame(PgnGame &game, Mode mode)
{
    for (;;) {
        game.tree = GameTree();
        game.errors.clear();
        game.plies = 0;
        m_endedByTag = false;
        m_sawResult = false;

        m_keep = here();
        Token t = next();
        if (t.type == Tok::End)
            return false;
        m_keep = t.start;
        game.number = ++m_gameNumber;
        game.begin = game.end = t.start;
        game.line = t.line;
        unread(t);

        std::vector<GameTree::Tag> tags;
        std::vector<Token> valueTokens;
        std::vector<std::string> comments;
        t = readTags(game, tags, valueTokens, comments);
        const bool preambleCandidate = game.number == 1 && tags.empty() && game.errors.empty();
        if (preambleCandidate)
            mode = Mode::Full;

        // The start position and the variant come from the tags.
        Position start;
        bool playable = true;
        for (std::size_t i = 0; i < tags.size() && !m_sawResult; ++i) {
            const auto &[name, value] = tags[i];
            if (name == "FEN") {
                auto fen = readFenTag(value);
                if (auto *p = std::get_if<Position>(&fen)) {
                    start = *p;
                } else {
                    PgnError e;
                    e.kind = PgnError::Kind::BadFen;
                    e.fenError = std::get<FenError>(fen);
                    error(game, std::move(e), valueTokens[i]);
                    playable = false;
                }
            } else if (name == "Variant" && !isStandardVariant(value)) {
                error(game, PgnError::Kind::UnsupportedVariant, valueTokens[i]);
                playable = false;
            }
        }
        game.tree = GameTree(start);
        for (auto &[name, value] : tags)
            game.tree.setTag(name, value);
        for (const std::string &comment : comments)
            addComment(game.tree.root()->annotations(), comment, false);

        if (!m_sawResult) {
            if (!playable) {
                unread(t);
                skipGame(game, false);
            } else if (mode == Mode::Full) {
                readMovetext(game, t);
            } else {
                countMovetext(game, t);
            }
        }
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
    auto fail = [&](PgnError::Kind kind, const Token &at) {
        error(game, kind, at);
        finish(game, at);
        skipGame(game, true);
    };
    auto addNag = [&](int nag) { target().nags.push_back(nag); };
    auto played = [&](GameNode *child) {
        if (!pending.empty()) {
            mergeAnnotations(child->annotations(), std::move(pending));
            pending = Annotations();
        }
        last = node = child;
        if (variations.empty())
            ++game.plies;
    };

    for (;; t = next()) {
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
            if (s == "--" || s == "Z0") {
                GameNode *child = tree.appendMove(node, Move());
                if (!child)
                    return fail(PgnError::Kind::IllegalNullMove, t);
                played(child);
                break;
            }
            std::string_view input8 = s;
            if (m_encoding != TextEncoding::Utf8
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
                PgnError e;
                switch (input.error) {
                case MoveInputError::Unreadable: e.kind = PgnError::Kind::UnreadableMove; break;
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
                error(game, std::move(e), t);
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
        case Tok::Other: return fail(PgnError::Kind::UnexpectedToken, t);
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

} // namespace ferz
