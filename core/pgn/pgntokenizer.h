// SPDX-License-Identifier: GPL-3.0-or-later
// The lexical layer of the PGN reader: bytes from a QIODevice cut into tokens, with their place
// (byte offset, line, column). Only the token last returned stays in memory, plus one read-ahead
// block, so memory does not grow with the input. A token longer than its limit (PgnLimits) is read
// to its end without being kept and comes back as Tok::TooLong with its first bytes.
#pragma once

#include "core/pgn/pgnreader.h"
#include "core/pgn/textencoding.h"

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

class QIODevice;

namespace ferz {

enum class Tok {
    End,
    TagOpen,
    TagClose,
    String, // a quoted tag value
    BadString, // a quoted value that reaches the end of its line
    Symbol, // a move, result or tag name, or digits alone
    MoveNumber, // digits followed by periods (`12.`, `12...`)
    Nag, // `$` and digits
    Suffix, // `!` and `?` runs
    Period,
    Comment, // `{…}` or `;` to the end of the line
    BadComment, // a `{` comment that is never closed
    VarOpen,
    VarClose,
    Other, // any other single byte
    TooLong, // a Symbol, String or Comment longer than its limit; `cut` says which
};

struct Token {
    Tok type = Tok::End;
    Tok cut = Tok::End; // for TooLong: the type it would have had
    std::int64_t begin = 0; // first byte of the token (for strings and comments: of the content)
    std::int64_t end = 0; // just after the token's content
    std::int64_t start = 0; // first byte of the token itself (the quote or brace included)
    std::int64_t stop = 0; // just after the token itself
    std::int64_t line = 1;
    // The character column of `start` once counted (PgnTokenizer::column counts it when asked,
    // which only errors do); 0 until then.
    std::int64_t column = 0;
    std::int64_t lineStart = 0; // byte offset where the token's line starts
    bool atLineStart = false; // nothing but blanks before it on its line
    bool highBytes = false; // a Symbol with a byte over 0x7F (text in some encoding, not plain SAN)
};

// A byte that may stand in a tag name: ASCII letters and digits, and `_`.
bool isTagNameByte(int c);

// At most the first 60 bytes of a token, never cutting a character in two, for messages.
std::string_view clipped(std::string_view text);

class PgnTokenizer {
public:
    // Reads from the device's current position; at offset 0 the encoding is detected (a BOM,
    // or the bytes of the first block) and a UTF-8 BOM skipped.
    PgnTokenizer(QIODevice *device, TextEncoding encoding);
    ~PgnTokenizer();
    PgnTokenizer(PgnTokenizer &&) = default;
    PgnTokenizer &operator=(PgnTokenizer &&) = default;

    Token next();
    // The plainest movetext, read in place without tokens (the reader's fast lane): blanks, line
    // breaks, move numbers with their periods, and ASCII symbols that start with a letter (but Z,
    // of the null move Z0), each such symbol given to `take(text, stop)`, which returns false to
    // leave it to next(). Stops before anything else, and before a symbol the buffer may not hold
    // whole; what it read is read as next() would have read it.
    template <typename Take> void readPlain(Take take);
    // Goes back to the start of `t`, the token last returned; not for TooLong, whose bytes are gone.
    void unread(const Token &t);
    // The content bytes of the token last returned (begin to end); empty for TooLong. Inline: the
    // reader asks for the text of every token.
    std::string_view text(const Token &t) const
    {
        return t.type == Tok::TooLong ? std::string_view() : bytes(t.begin, t.end);
    }
    std::string_view bytes(std::int64_t begin, std::int64_t end) const
    {
        return std::string_view(m_buffer.data() + (begin - m_bufferOffset), static_cast<std::size_t>(end - begin));
    }
    std::int64_t here() const { return m_bufferOffset + static_cast<std::int64_t>(m_pos); }
    // The character column of the token last returned. Columns are counted only when asked, from
    // the last place asked on the line (so that the bytes of a line are counted once).
    std::int64_t column(const Token &t) const
    {
        if (t.column > 0)
            return t.column;
        m_anchorColumn += characters(m_anchor, t.start);
        m_anchor = t.start;
        return m_anchorColumn;
    }
    // For the TooLong token last returned: the first bytes of its content (see clipped()).
    std::string_view preview() const { return m_preview; }

    // After a malformed tag: skips the rest of its line and the lines that continue it (a value
    // broken over lines), up to a blank line, a line starting with `[`, or the end.
    void skipBrokenTag();
    // Continues at a place found earlier (a game's begin, line); false when the device cannot seek.
    bool seek(std::int64_t offset, std::int64_t line);

    // Called after each block read with the bytes read so far; false stops the reading: the input
    // then ends there and cancelled() is true.
    void setProgress(std::function<bool(std::int64_t)> progress) { m_progress = std::move(progress); }
    bool cancelled() const { return m_cancelled; }

    TextEncoding encoding() const { return m_encoding; }
    // What the start of the input was recognised as when it is text Ferz cannot read.
    UnreadableEncoding unreadableEncoding() const { return m_unreadable; }

private:
    bool fill();
    int peek()
    {
        if (m_pos == m_buffer.size() && !fill())
            return -1;
        return static_cast<unsigned char>(m_buffer[m_pos]);
    }
    int peekAt(std::size_t ahead);
    void lineBreak(int c);
    void skipRestOfLine();
    bool tagLineFollows();
    void detectEncodingAtStart();
    std::int64_t characters(std::int64_t begin, std::int64_t end) const;
    void readString(Token &t);
    void readComment(Token &t);
    // Consumes bytes while `more` holds for them; past `limit` bytes from t.begin the token is cut.
    template <typename More> void readRun(Token &t, std::int64_t limit, More more);
    // The bytes from here to the end of the buffer, as far as `more` holds for them: the hot loops
    // run over the buffer and ask for more input only at its end.
    template <typename More> std::size_t scan(More more) const
    {
        const char *data = m_buffer.data();
        std::size_t i = m_pos;
        const std::size_t size = m_buffer.size();
        while (i < size && more(static_cast<unsigned char>(data[i])))
            ++i;
        return i - m_pos;
    }
    void cut(Token &t);
    void readSymbol(Token &t);

    QIODevice *m_device;
    TextEncoding m_encoding;
    UnreadableEncoding m_unreadable = UnreadableEncoding::None;
    std::string m_buffer;
    std::int64_t m_bufferOffset = 0; // file offset of m_buffer[0]
    std::size_t m_pos = 0;
    std::int64_t m_keep = -1; // the token being kept starts here; -1: keep nothing before here()
    bool m_eof = false;
    bool m_cancelled = false;
    std::function<bool(std::int64_t)> m_progress;
    std::int64_t m_line = 1;
    std::int64_t m_lineStart = 0;
    // A place on the current line whose column is known, so that columns are counted from there
    // and not from the line start, which may have left the buffer.
    mutable std::int64_t m_anchor = 0;
    mutable std::int64_t m_anchorColumn = 1;
    bool m_tokenOnLine = false;
    std::string m_preview; // of the last TooLong token
};

// ---- Inline: the reader asks for every token, and the compiler keeps the tokenizer's state in
// registers across a token when it sees the whole of it.

namespace pgnbytes {

// The bytes of a symbol, as a table: every byte of every move passes through here.
inline constexpr auto SymbolBytes = [] {
    std::array<bool, 256> table {};
    for (int c = 0; c < 256; ++c)
        table[static_cast<std::size_t>(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c >= 0x80 || std::string_view("_+#=:-/").find(static_cast<char>(c)) != std::string_view::npos;
    return table;
}();

inline bool isSymbolByte(unsigned char c)
{
    return SymbolBytes[c];
}

inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

inline bool isDigit(int c)
{
    return c >= '0' && c <= '9';
}

inline bool isLineBreak(int c)
{
    return c == '\n' || c == '\r';
}

} // namespace pgnbytes

// As if each byte were taken one by one, the token cut before the byte past its limit: a run of
// bytes is taken as far as the buffer goes, and cut when it went past the limit.
template <typename More> inline void PgnTokenizer::readRun(Token &t, std::int64_t limit, More more)
{
    do {
        const std::size_t n = scan(more);
        m_pos += n;
        if (n > 0 && t.type != Tok::TooLong && here() - t.begin > limit)
            cut(t);
    } while (m_pos == m_buffer.size() && fill());
}

// The rest of a symbol, noting whether it holds a byte over 0x7F. The loop of readRun, written
// out: every move passes through it.
inline void PgnTokenizer::readSymbol(Token &t)
{
    unsigned high = 0;
    for (;;) {
        const char *data = m_buffer.data();
        const std::size_t size = m_buffer.size();
        std::size_t i = m_pos;
        for (unsigned char c; i < size && pgnbytes::isSymbolByte(c = static_cast<unsigned char>(data[i])); ++i)
            high |= c;
        const bool moved = i > m_pos;
        m_pos = i;
        if (moved && t.type != Tok::TooLong && here() - t.begin > PgnLimits::SymbolBytes)
            cut(t);
        if (i < size || !fill())
            break;
    }
    t.highBytes = (high & 0x80) != 0;
}

inline Token PgnTokenizer::next()
{
    m_keep = -1;
    for (;;) {
        const char *data = m_buffer.data();
        const std::size_t size = m_buffer.size();
        std::size_t i = m_pos;
        while (i < size && pgnbytes::isBlank(data[i]))
            ++i;
        m_pos = i;
        if (i == size) {
            if (fill())
                continue;
            break;
        }
        const char c = data[i];
        if (pgnbytes::isLineBreak(c))
            lineBreak(c);
        else if (c == '%' && here() == m_lineStart)
            skipRestOfLine();
        else
            break;
    }
    Token t;
    t.start = t.begin = m_keep = here();
    t.line = m_line;
    t.lineStart = m_lineStart;
    t.atLineStart = !m_tokenOnLine;
    m_tokenOnLine = true;
    const int c = peek();
    auto single = [&](Tok type) {
        ++m_pos;
        t.type = type;
    };
    auto run = [&](Tok type, auto more) {
        t.type = type;
        readRun(t, PgnLimits::SymbolBytes, more);
    };
    switch (c) {
    case -1: t.type = Tok::End; break;
    case '[': single(Tok::TagOpen); break;
    case ']': single(Tok::TagClose); break;
    case '(': single(Tok::VarOpen); break;
    case ')': single(Tok::VarClose); break;
    case '*': single(Tok::Symbol); break;
    case '.': run(Tok::Period, [](int d) { return d == '.'; }); break;
    case '"': readString(t); return t;
    case '{': readComment(t); return t;
    case ';':
        ++m_pos;
        t.begin = here();
        t.type = Tok::Comment;
        readRun(t, PgnLimits::CommentBytes, [](int d) { return !pgnbytes::isLineBreak(d); });
        break;
    case '$':
        ++m_pos;
        run(Tok::Nag, [](int d) { return d >= '0' && d <= '9'; });
        break;
    case '!':
    case '?': run(Tok::Suffix, [](int d) { return d == '!' || d == '?'; }); break;
    default:
        if (pgnbytes::isDigit(c)) {
            // A move number and its periods are one token: one token fewer to read for every move pair.
            run(Tok::Symbol, [](int d) { return pgnbytes::isDigit(d); });
            if (t.type == Tok::Symbol && peek() == '.')
                run(Tok::MoveNumber, [](int d) { return d == '.'; });
            else if (t.type == Tok::Symbol && pgnbytes::isSymbolByte(static_cast<unsigned char>(peek())))
                readSymbol(t); // a result, or a symbol starting with digits
        } else if (pgnbytes::isSymbolByte(static_cast<unsigned char>(c))) {
            t.type = Tok::Symbol;
            readSymbol(t);
        } else {
            single(Tok::Other);
        }
    }
    t.end = t.stop = here();
    return t;
}

template <typename Take> inline void PgnTokenizer::readPlain(Take take)
{
    using namespace pgnbytes;
    m_keep = -1;
    for (;;) {
        const char *data = m_buffer.data();
        const std::size_t size = m_buffer.size();
        std::size_t i = m_pos;
        while (i < size && isBlank(data[i]))
            ++i;
        m_pos = i;
        if (i == size)
            return;
        const char c = data[i];
        if (isLineBreak(c)) {
            lineBreak(c);
            if (peek() == '%')
                return;
            continue;
        }
        std::size_t j = i;
        if (isDigit(c)) {
            while (j < size && isDigit(data[j]))
                ++j;
            if (j == size || data[j] != '.')
                return;
            while (j < size && data[j] == '.')
                ++j;
            if (j == size || static_cast<std::int64_t>(j - i) > PgnLimits::SymbolBytes)
                return;
            m_pos = j;
            m_tokenOnLine = true;
            continue;
        }
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Y')))
            return;
        unsigned high = 0;
        for (unsigned char b; j < size && isSymbolByte(b = static_cast<unsigned char>(data[j])); ++j)
            high |= b;
        if (j == size || (high & 0x80) || static_cast<std::int64_t>(j - i) > PgnLimits::SymbolBytes)
            return;
        const bool onLine = m_tokenOnLine;
        m_pos = j;
        m_tokenOnLine = true;
        if (!take(std::string_view(data + i, j - i), here())) {
            m_pos = i;
            m_tokenOnLine = onLine;
            return;
        }
    }
}

} // namespace ferz
