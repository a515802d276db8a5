// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgntokenizer.h"

#include "core/pgn/pgnreader.h"

#include <QIODevice>

#include <algorithm>
#include <array>
#include <cstring>

namespace ferz {

using namespace pgnbytes;

namespace {

constexpr std::size_t ChunkSize = 1 << 20;
constexpr std::size_t MaxTokenText = 60;
// How far a look ahead for a tag line goes: far enough for blanks, any tag name and the quote.
constexpr std::size_t MaxLookahead = 4 * static_cast<std::size_t>(PgnLimits::SymbolBytes);
constexpr int BeyondLookahead = -2;

// The buffer of the thread's last tokenizer, for its next: a file read on several threads gets a
// reader for each piece (pgnparallel.h), and a megabyte of fresh memory for each costs more, on
// some machines, than reading the piece's moves.
thread_local std::string spareBuffer;

} // namespace

bool isTagNameByte(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::string_view clipped(std::string_view text)
{
    if (text.size() <= MaxTokenText)
        return text;
    text = text.substr(0, MaxTokenText);
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0x80))
        text.remove_suffix(1); // never cut a character in two
    return text;
}

PgnTokenizer::PgnTokenizer(QIODevice *device, TextEncoding encoding)
    : m_device(device), m_encoding(encoding), m_buffer(std::move(spareBuffer))
{
    m_buffer.clear();
    m_bufferOffset = device->pos();
    m_lineStart = m_anchor = m_bufferOffset;
    if (m_bufferOffset == 0)
        detectEncodingAtStart();
}

PgnTokenizer::~PgnTokenizer()
{
    // A buffer grown by a big comment is not kept.
    if (m_buffer.capacity() <= 2 * ChunkSize && m_buffer.capacity() > spareBuffer.capacity()) {
        m_buffer.clear();
        spareBuffer = std::move(m_buffer);
    }
}

bool PgnTokenizer::fill()
{
    if (m_eof)
        return false;
    // Everything before the kept token (or before here) is done with.
    const std::int64_t keep = m_keep >= 0 ? m_keep : here();
    const auto drop =
        static_cast<std::size_t>(std::clamp<std::int64_t>(keep - m_bufferOffset, 0, static_cast<std::int64_t>(m_pos)));
    if (drop > 0) {
        const std::int64_t offset = m_bufferOffset + static_cast<std::int64_t>(drop);
        if (m_anchor < offset) {
            m_anchorColumn += characters(m_anchor, offset);
            m_anchor = offset;
        }
        m_buffer.erase(0, drop);
        m_pos -= drop;
        m_bufferOffset = offset;
        // A long token kept earlier (a big comment) leaves a big buffer behind: give it back.
        if (m_buffer.capacity() > 4 * ChunkSize && m_buffer.size() <= ChunkSize)
            m_buffer.shrink_to_fit();
    }
    // Small inputs get a small buffer: read what is there, up to a block.
    const qint64 available = m_device->bytesAvailable();
    const auto want = available > 0 ? std::min<std::size_t>(ChunkSize, static_cast<std::size_t>(available)) : ChunkSize;
    const std::size_t old = m_buffer.size();
    m_buffer.resize(old + want);
    const qint64 n = m_device->read(m_buffer.data() + old, static_cast<qint64>(want));
    m_buffer.resize(old + static_cast<std::size_t>(std::max<qint64>(n, 0)));
    if (n <= 0 || (m_progress && !m_progress(m_bufferOffset + static_cast<std::int64_t>(m_buffer.size())))) {
        m_cancelled = n > 0;
        m_eof = true;
        return false;
    }
    return true;
}

int PgnTokenizer::peekAt(std::size_t ahead)
{
    if (ahead > MaxLookahead)
        return BeyondLookahead;
    while (m_pos + ahead >= m_buffer.size())
        if (!fill())
            return -1;
    return static_cast<unsigned char>(m_buffer[m_pos + ahead]);
}

void PgnTokenizer::detectEncodingAtStart()
{
    fill();
    m_unreadable = detectUnreadableEncoding(m_buffer);
    if (m_unreadable != UnreadableEncoding::None)
        return;
    if (m_buffer.size() >= 3 && std::memcmp(m_buffer.data(), "\xEF\xBB\xBF", 3) == 0) {
        m_pos = 3;
        m_lineStart = m_anchor = 3;
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

bool PgnTokenizer::seek(std::int64_t offset, std::int64_t line)
{
    if (!m_device->seek(offset))
        return false;
    m_buffer.clear();
    m_bufferOffset = m_lineStart = m_anchor = offset;
    m_anchorColumn = 1;
    m_pos = 0;
    m_keep = -1;
    m_eof = false;
    m_line = line;
    m_tokenOnLine = false;
    return true;
}

std::int64_t PgnTokenizer::characters(std::int64_t begin, std::int64_t end) const
{
    const std::string_view s = bytes(begin, end);
    if (m_encoding == TextEncoding::Latin1 || m_encoding == TextEncoding::Windows1251)
        return static_cast<std::int64_t>(s.size());
    return std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

// Consumes a line break starting at c (CR, LF or CR LF) and counts the line.
void PgnTokenizer::lineBreak(int c)
{
    ++m_pos;
    if (c == '\r' && peek() == '\n')
        ++m_pos;
    ++m_line;
    m_lineStart = m_anchor = here();
    m_anchorColumn = 1;
    m_tokenOnLine = false;
}

void PgnTokenizer::skipRestOfLine()
{
    do
        m_pos += scan([](int c) { return !isLineBreak(c); });
    while (m_pos == m_buffer.size() && fill());
}

// A line that starts a tag pair: blanks, `[`, a tag name, blanks, `"`.
bool PgnTokenizer::tagLineFollows()
{
    std::size_t k = 0;
    int c;
    while ((c = peekAt(k)) == ' ' || c == '\t')
        ++k;
    if (c != '[')
        return false;
    const std::size_t name = ++k;
    while (isTagNameByte(c = peekAt(k)))
        ++k;
    if (k == name || (c != ' ' && c != '\t'))
        return false;
    while ((c = peekAt(k)) == ' ' || c == '\t')
        ++k;
    return c == '"';
}

void PgnTokenizer::skipBrokenTag()
{
    m_keep = -1;
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
        if (d == -1 || isLineBreak(d) || d == '[')
            return;
    }
}

void PgnTokenizer::unread(const Token &t)
{
    m_anchorColumn = column(t);
    m_pos = static_cast<std::size_t>(t.start - m_bufferOffset);
    m_line = t.line;
    m_lineStart = t.lineStart;
    m_anchor = t.start;
    m_tokenOnLine = !t.atLineStart;
    m_keep = t.start;
}

// The rest of a token past its limit is read but not kept.
void PgnTokenizer::cut(Token &t)
{
    t.column = column(t); // before the bytes up to it may go
    t.cut = t.type;
    t.type = Tok::TooLong;
    m_preview = std::string(clipped(bytes(t.begin, here())));
    m_keep = -1;
}

void PgnTokenizer::readString(Token &t)
{
    ++m_pos;
    t.begin = here();
    t.type = Tok::String;
    bool closed = false;
    for (;;) {
        readRun(t, PgnLimits::TagValueBytes, [](int d) { return d != '"' && d != '\\' && !isLineBreak(d); });
        const int d = peek();
        if (d == -1 || isLineBreak(d))
            break;
        if (d == '"') {
            closed = true;
            break;
        }
        // A backslash and the character it escapes.
        if (t.type != Tok::TooLong && here() - t.begin >= PgnLimits::TagValueBytes)
            cut(t);
        ++m_pos;
        if (peek() != -1 && !isLineBreak(peek()))
            ++m_pos;
    }
    t.end = here();
    if (closed)
        ++m_pos;
    else if (t.type == Tok::String)
        t.type = Tok::BadString;
    t.stop = here();
}

void PgnTokenizer::readComment(Token &t)
{
    ++m_pos;
    t.begin = here();
    t.type = Tok::Comment;
    bool closed = false;
    int depth = 1;
    for (;;) {
        readRun(t, PgnLimits::CommentBytes, [](int d) { return d != '{' && d != '}' && !isLineBreak(d); });
        const int d = peek();
        if (d == -1)
            break;
        if (t.type != Tok::TooLong && here() - t.begin >= PgnLimits::CommentBytes)
            cut(t);
        if (isLineBreak(d)) {
            // The line's count of characters starts again: the comment's column is counted first.
            t.column = column(t);
            lineBreak(d);
            if (tagLineFollows())
                break;
            continue;
        }
        if (d == '{') {
            ++depth;
        } else if (--depth == 0) {
            closed = true;
            break;
        }
        ++m_pos;
    }
    t.end = here();
    if (closed)
        ++m_pos;
    else if (t.type == Tok::Comment)
        t.type = Tok::BadComment;
    t.stop = here();
}

} // namespace ferz
