// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN reader's parser, private to core/pgn: its tag section and game framing are read in
// pgnreader.cpp, its movetext in pgnmovetext.cpp; what it reads goes to a PgnVisitor.
#pragma once

#include "core/pgn/pgnbuilders.h"
#include "core/pgn/pgnchecker.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgntokenizer.h"
#include "core/pgn/pgnvisitor.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

class PgnReader::Parser {
public:
    Parser(QIODevice *device, TextEncoding encoding) : m_tokens(device, encoding), m_given(encoding) {}

    // Reads the next game into the visitor: a PgnVisitor, or one of the reader's own (PgnChecker,
    // PgnCounter), whose calls the compiler can then make directly. One movetext loop serves every
    // visitor; the counter plays nothing and only counts.
    template <typename Visitor> bool readGame(PgnGame &game, Visitor &visitor);
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

    static bool isMoveNumber(std::string_view s)
    {
        return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    }
    static bool isTermination(std::string_view s)
    {
        // Asked of every move: the first byte settles it for all but results.
        if (s.empty() || (s.front() != '*' && s.front() != '1' && s.front() != '0'))
            return false;
        return s == "*" || s == "1-0" || s == "0-1" || s == "1/2-1/2";
    }

    // Where a game's movetext ends, by its tokens alone: at a result outside every variation (or at
    // a tag line or the end of the input, which callers see themselves). Moves resolved, counted
    // or skipped after an error, every token of the movetext goes through the one framing, so an
    // index (Mode::Tags) and a full read cut a file into the same games whatever its errors.
    struct Framing {
        enum class Role {
            Other,
            Continuation, // `*` opening a variation: pgn4web's "(* …)"
            Result, // a result outside every variation: the game's end
        };
        int depth = 0; // of the variations open
        bool opened = false; // a variation has opened and no move has followed yet
        // Inline: asked of every token.
        Role see(Tok type, std::string_view text)
        {
            switch (type) {
            case Tok::VarOpen:
                ++depth;
                opened = true;
                break;
            case Tok::VarClose:
                depth = std::max(depth - 1, 0);
                opened = false;
                break;
            case Tok::Symbol:
                if (opened && text == "*") {
                    opened = false;
                    return Role::Continuation;
                }
                if (isTermination(text))
                    return depth == 0 ? Role::Result : Role::Other;
                // What is neither a move number nor an annotation symbol is read as a move.
                if (opened && !isMoveNumber(text) && symbolNag(text) < 0)
                    opened = false;
                break;
            default: break;
            }
            return Role::Other;
        }
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
    void error(PgnGame &game, PgnError::Kind kind, const Token &t)
    {
        if (static_cast<std::int64_t>(game.errors.size()) <= PgnLimits::GameErrors)
            error(game, errorAt(kind, t));
    }
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
    template <typename Visitor> void readMovetext(PgnGame &game, Visitor &visitor, Token t);
    void finish(PgnGame &game, const Token &last) { game.end = std::max(game.end, last.stop); }
    bool readUnreadable(PgnGame &game);

    PgnTokenizer m_tokens;
    TextEncoding m_given;
    int m_gameNumber = 0;
    bool m_endedByTag = false; // the last game ended where a tag section starts
    bool m_sawResult = false;
    bool m_played = false; // a move of the game was played
    bool m_skipped = false; // the rest of the game was skipped from within its tag section
    Framing m_framing; // of the game's movetext
};

} // namespace ferz
