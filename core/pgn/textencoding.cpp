// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/textencoding.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

namespace ferz {

namespace {

// Windows-1251 bytes 0x80-0xFF as Unicode code points (0x98 is undefined there).
constexpr char16_t Windows1251High[128] = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A,
    0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122,
    0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6,
    0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456,
    0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457, 0x0410,
    0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D,
    0x041E, 0x041F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427, 0x0428, 0x0429, 0x042A,
    0x042B, 0x042C, 0x042D, 0x042E, 0x042F, 0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437,
    0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F, 0x0440, 0x0441, 0x0442, 0x0443, 0x0444,
    0x0445, 0x0446, 0x0447, 0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
};

void appendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (c >> 18)));
        out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

// The length of the valid UTF-8 sequence at the start of `s`, or 0 when it is not one.
std::size_t utf8SequenceLength(std::string_view s)
{
    const auto b0 = static_cast<std::uint8_t>(s[0]);
    if (b0 < 0x80)
        return 1;
    std::size_t length;
    char32_t minimum;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
        minimum = 0x80;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        minimum = 0x800;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        minimum = 0x10000;
    } else {
        return 0;
    }
    if (s.size() < length)
        return 0;
    char32_t c = b0 & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        const auto b = static_cast<std::uint8_t>(s[i]);
        if ((b & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (b & 0x3F);
    }
    if (c < minimum || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    return length;
}

bool isAsciiLetter(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The first four units of `bytes` (two at least), `unit` bytes each, all hold a non-NUL byte at
// `ascii` and NUL bytes elsewhere, as ASCII characters (a PGN file's `[Eve`) do in UTF-16 and UTF-32.
bool asciiUnits(std::string_view bytes, std::size_t unit, std::size_t ascii)
{
    const std::size_t units = std::min<std::size_t>(bytes.size() / unit, 4);
    if (units < 2)
        return false;
    for (std::size_t u = 0; u < units; ++u)
        for (std::size_t i = 0; i < unit; ++i)
            if ((bytes[u * unit + i] != '\0') != (i == ascii))
                return false;
    return true;
}

} // namespace

UnreadableEncoding detectUnreadableEncoding(std::string_view start)
{
    using E = UnreadableEncoding;
    // UTF-32's little-endian mark starts with UTF-16's, so it comes first.
    if (start.starts_with(std::string_view("\xFF\xFE\0\0", 4)))
        return E::Utf32LittleEndian;
    if (start.starts_with(std::string_view("\0\0\xFE\xFF", 4)))
        return E::Utf32BigEndian;
    if (start.starts_with("\xFF\xFE"))
        return E::Utf16LittleEndian;
    if (start.starts_with("\xFE\xFF"))
        return E::Utf16BigEndian;
    if (asciiUnits(start, 4, 0))
        return E::Utf32LittleEndian;
    if (asciiUnits(start, 4, 3))
        return E::Utf32BigEndian;
    if (asciiUnits(start, 2, 0))
        return E::Utf16LittleEndian;
    if (asciiUnits(start, 2, 1))
        return E::Utf16BigEndian;
    return E::None;
}

bool isValidUtf8(std::string_view bytes)
{
    while (!bytes.empty()) {
        const std::size_t n = utf8SequenceLength(bytes);
        if (n == 0)
            return false;
        bytes.remove_prefix(n);
    }
    return true;
}

TextEncoding detectEncoding(std::string_view bytes)
{
    // UTF-8 sequences of two bytes or more against the high bytes that are in none.
    std::size_t sequences = 0, strays = 0;
    for (std::string_view rest = bytes; !rest.empty();) {
        const std::size_t n = utf8SequenceLength(rest);
        sequences += n > 1 ? 1 : 0;
        strays += n == 0 ? 1 : 0;
        rest.remove_prefix(std::max<std::size_t>(n, 1));
    }
    if (sequences >= strays)
        return TextEncoding::Utf8;
    // Each word of three letters or more that holds a high byte votes: Cyrillic when most of its
    // letters are high bytes, Latin-1 when most are ASCII letters. Shorter words (a lone accented
    // letter, an abbreviation) say too little to vote.
    int cyrillicVotes = 0, latinVotes = 0;
    std::size_t high = 0, ascii = 0;
    auto endWord = [&] {
        if (high > 0 && high + ascii >= 3)
            ++(high > ascii ? cyrillicVotes : latinVotes);
        high = ascii = 0;
    };
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0xC0 || c == 0xA8 || c == 0xB8)
            ++high;
        else if (isAsciiLetter(c))
            ++ascii;
        else
            endWord();
    }
    endWord();
    return cyrillicVotes > latinVotes ? TextEncoding::Windows1251 : TextEncoding::Latin1;
}

std::string toUtf8(std::string_view bytes, TextEncoding encoding)
{
    const bool ascii =
        std::all_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (ascii)
        return std::string(bytes);
    if (encoding == TextEncoding::Auto)
        encoding = detectEncoding(bytes);
    std::string out;
    out.reserve(bytes.size() * 2);
    switch (encoding) {
    case TextEncoding::Auto:
    case TextEncoding::Utf8:
        while (!bytes.empty()) {
            const std::size_t n = utf8SequenceLength(bytes);
            if (n == 0) {
                appendUtf8(out, 0xFFFD);
                bytes.remove_prefix(1);
            } else {
                out.append(bytes.substr(0, n));
                bytes.remove_prefix(n);
            }
        }
        break;
    case TextEncoding::Latin1:
        for (const char ch : bytes)
            appendUtf8(out, static_cast<unsigned char>(ch));
        break;
    case TextEncoding::Windows1251:
        for (const char ch : bytes) {
            const auto c = static_cast<unsigned char>(ch);
            appendUtf8(out, c < 0x80 ? c : Windows1251High[c - 0x80]);
        }
        break;
    }
    return out;
}

std::string fromUtf8(std::string_view utf8, TextEncoding encoding)
{
    if (encoding != TextEncoding::Latin1 && encoding != TextEncoding::Windows1251)
        return std::string(utf8);
    std::string out;
    out.reserve(utf8.size());
    while (!utf8.empty()) {
        std::size_t n = utf8SequenceLength(utf8);
        char32_t c = 0xFFFD;
        if (n == 0) {
            n = 1;
        } else {
            c = static_cast<unsigned char>(utf8[0]) & (n == 1 ? 0x7F : 0x7F >> n);
            for (std::size_t i = 1; i < n; ++i)
                c = (c << 6) | (static_cast<unsigned char>(utf8[i]) & 0x3F);
        }
        utf8.remove_prefix(n);
        char byte = '?';
        if (c < 0x80 || (encoding == TextEncoding::Latin1 && c <= 0xFF)) {
            byte = static_cast<char>(c);
        } else if (encoding == TextEncoding::Windows1251) {
            const auto *found =
                std::find(std::begin(Windows1251High), std::end(Windows1251High), static_cast<char16_t>(c));
            if (c <= 0xFFFF && c != 0xFFFD && found != std::end(Windows1251High))
                byte = static_cast<char>(0x80 + (found - std::begin(Windows1251High)));
        }
        out.push_back(byte);
    }
    return out;
}

} // namespace ferz
