// SPDX-License-Identifier: GPL-3.0-or-later
// The character encodings PGN files come in, and their conversion to UTF-8. PGN's own syntax is
// ASCII in all of them, so a reader can tokenise the bytes and convert only names and comments.
#pragma once

#include <string>
#include <string_view>

namespace ferz {

enum class TextEncoding {
    Auto, // decide from the bytes (see detectEncoding)
    Utf8,
    Latin1, // ISO-8859-1: western European names
    Windows1251, // Cyrillic: Russian files
};

// Encodings recognised at the start of a file only to say that Ferz does not read them: their
// byte offsets would not match the text, which in-place saving (PgnFile) relies on.
enum class UnreadableEncoding {
    None,
    Utf16LittleEndian,
    Utf16BigEndian,
    Utf32LittleEndian,
    Utf32BigEndian,
};

// UTF-16 or UTF-32 from a byte order mark, or without one from the NUL bytes that ASCII
// characters (all of PGN's syntax) have in those encodings; None for anything else, NUL bytes
// alone included.
UnreadableEncoding detectUnreadableEncoding(std::string_view start);

// The encoding of a piece of text: UTF-8 when the bytes are valid UTF-8 (pure ASCII included), or
// hold at least as many UTF-8 sequences as stray high bytes (a UTF-8 file with one Latin-1 name);
// otherwise Windows-1251 when more words consist mostly of bytes above 0x7F (as Cyrillic words
// do) than hold such bytes among ASCII letters (as accented Latin words do), else Latin-1.
TextEncoding detectEncoding(std::string_view bytes);

// True when the bytes are valid UTF-8 (no overlong forms, no surrogates).
bool isValidUtf8(std::string_view bytes);

// The text as UTF-8. Auto decides per call with detectEncoding. Invalid UTF-8 sequences become
// U+FFFD when the encoding is Utf8.
std::string toUtf8(std::string_view bytes, TextEncoding encoding);

// UTF-8 text in a legacy encoding (Latin1 or Windows1251); characters it lacks become '?'.
// Other encodings return the text unchanged.
std::string fromUtf8(std::string_view utf8, TextEncoding encoding);

} // namespace ferz
