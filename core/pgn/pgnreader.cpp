// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnreader.h"

#include "core/pgn/pgnbuilders.h"
#include "core/pgn/pgnparser.h"

#include <algorithm>

namespace ferz {

namespace {

// Tolerates FEN records without the two move counters, or with move number 0, as some programs
// write them.
std::variant<Position, FenError> readFenTag(const std::string &fen, Variant variant)
{
    auto result = Position::fromFen(fen, variant);
    if (std::holds_alternative<Position>(result))
        return result;
    std::string repaired = fen;
    if (std::count(fen.begin(), fen.end(), ' ') == 3)
        repaired += " 0 1";
    else if (fen.ends_with(" 0"))
        repaired.back() = '1';
    auto second = Position::fromFen(repaired, variant);
    return std::holds_alternative<Position>(second) ? second : result;
}

} // namespace

PgnError PgnReader::Parser::errorAt(PgnError::Kind kind, const Token &t) const
{
    PgnError e;
    e.kind = kind;
    e.line = t.line;
    // A well-formed string is pointed at by its quote; an unclosed string or comment by where
    // its text starts (after a one-character opening, as the column counts it).
    e.offset = t.type == Tok::String ? t.start : t.begin;
    e.column = m_tokens.column(t) + (e.offset - t.start);
    std::string_view raw = t.type == Tok::TooLong ? m_tokens.preview() : text(t);
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
        if (t.type == Tok::End)
            return;
        if (t.type == Tok::TagOpen && inMovetext && t.atLineStart) {
            unread(t);
            m_endedByTag = true;
            return;
        }
        inMovetext = inMovetext || t.type != Tok::TagOpen;
        if (m_framing.see(t.type, text(t)) == Framing::Role::Result) {
            finish(game, t);
            m_sawResult = true;
            return;
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

template <typename Visitor> bool PgnReader::Parser::readGame(PgnGame &game, Visitor &visitor)
{
    if (m_tokens.unreadableEncoding() != UnreadableEncoding::None) {
        const bool first = readUnreadable(game);
        if (first)
            visitor.begin({}, Position());
        return first;
    }
    for (;;) {
        game.errors.clear();
        game.plies = 0;
        game.moves = 0;
        m_otherEncoding.reset();
        m_endedByTag = false;
        m_sawResult = false;
        m_played = false;
        m_skipped = false;
        m_framing = Framing();

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

        // The start position and the variant come from the tags, the variant first: the FEN is
        // read by its rules, and a Chess960 game must have one.
        Position start;
        bool playable = true;
        Variant variant = Variant::Standard;
        std::optional<PgnError> variantPlace;
        bool hasFen = false;
        for (std::size_t i = 0; i < places.size() && !m_sawResult; ++i) {
            const auto &[name, value] = tags[places[i].index];
            hasFen = hasFen || name == "FEN";
            if (name != "Variant")
                continue;
            variantPlace = places[i].place;
            if (const auto named = parseVariant(value)) {
                variant = *named;
            } else {
                variantPlace->kind = PgnError::Kind::UnsupportedVariant;
                error(game, PgnError(*variantPlace));
                playable = false;
            }
        }
        if (variant == Variant::Chess960 && !hasFen) {
            variantPlace->kind = PgnError::Kind::Chess960WithoutFen;
            error(game, PgnError(*variantPlace));
            playable = false;
        }
        for (std::size_t i = 0; i < places.size() && !m_sawResult; ++i) {
            const auto &[name, value] = tags[places[i].index];
            if (name != "FEN")
                continue;
            auto fen = readFenTag(value, variant);
            if (auto *p = std::get_if<Position>(&fen)) {
                start = *p;
            } else {
                PgnError e = places[i].place;
                e.fenError = std::get<FenError>(fen);
                error(game, std::move(e));
                playable = false;
            }
        }
        visitor.begin(std::move(tags), start);
        for (std::string &comment : comments)
            visitor.comment(std::move(comment));

        if (!m_sawResult && !m_skipped) {
            if (!playable) {
                skipGame(game, false, t);
            } else if constexpr (std::is_same_v<Visitor, PgnCounter>) {
                // Only moves tell a preamble from a game: they are read, not counted.
                if (preambleCandidate)
                    readMovetext(game, visitor.reader(), t);
                else
                    readMovetext(game, visitor, t);
            } else {
                readMovetext(game, visitor, t);
            }
        }
        if (m_tokens.cancelled())
            return false;
        game.otherEncoding = m_otherEncoding;
        const bool preamble = preambleCandidate && m_endedByTag && !m_sawResult && !m_played;
        if (!preamble)
            return true;
        m_gameNumber = 0; // text before the first game is no game
    }
}

template bool PgnReader::Parser::readGame(PgnGame &, PgnVisitor &);
template bool PgnReader::Parser::readGame(PgnGame &, PgnChecker &);
template bool PgnReader::Parser::readGame(PgnGame &, PgnCounter &);

// ---- PgnReader --------------------------------------------------------------

PgnReader::PgnReader(QIODevice *device, TextEncoding encoding) : m_parser(std::make_unique<Parser>(device, encoding))
{
}

PgnReader::~PgnReader() = default;

bool PgnReader::readGame(PgnGame &game, Mode mode)
{
    if (mode == Mode::Tags) {
        PgnCounter counter(game.tree);
        return m_parser->readGame(game, counter);
    }
    PgnTreeBuilder builder(game.tree);
    return m_parser->readGame(game, static_cast<PgnVisitor &>(builder));
}

bool PgnReader::readGame(PgnGame &game, PgnVisitor &visitor)
{
    return m_parser->readGame(game, visitor);
}

bool PgnReader::readGame(PgnGame &game, PgnChecker &checker)
{
    return m_parser->readGame(game, checker);
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
