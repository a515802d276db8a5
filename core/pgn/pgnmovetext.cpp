// SPDX-License-Identifier: GPL-3.0-or-later
// The movetext of a game, reported to the visitor token by token.
#include "core/pgn/pgnparser.h"

#include "core/notation/san.h"
#include "core/pgn/pgnbuilders.h"

#include <algorithm>

namespace ferz {

template <typename Visitor> void PgnReader::Parser::readMovetext(PgnGame &game, Visitor &visitor, Token t)
{
    // The grammar's state: the visitor holds the lines' positions.
    int depth = 0; // of the variation being read
    bool moveInLine = false; // the current line has a move to vary
    std::string utf8;
    int moves = 0;
    auto fail = [&](PgnError::Kind kind, const Token &at) {
        error(game, kind, at);
        finish(game, at);
        skipGame(game, true);
    };
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
    auto played = [&] {
        ++moves;
        game.moves = moves;
        moveInLine = true;
        m_played = true;
        if (depth == 0)
            ++game.plies;
    };

    for (;; t = next()) {
        const Framing::Role role = m_framing.see(t.type, text(t));
        if (!(t.type == Tok::TagOpen && t.atLineStart) && overLimit(game, t))
            return;
        switch (t.type) {
        case Tok::End:
            if (depth > 0)
                error(game, PgnError::Kind::UnclosedVariation, t);
            return;
        case Tok::TagOpen:
            if (t.atLineStart) {
                if (depth > 0)
                    error(game, PgnError::Kind::UnclosedVariation, t);
                unread(t);
                m_endedByTag = true;
                return;
            }
            return fail(PgnError::Kind::UnexpectedToken, t);
        case Tok::Period:
        case Tok::MoveNumber: break;
        case Tok::Symbol: {
            const std::string_view s = text(t);
            if (role == Framing::Role::Continuation) {
                // A line that continues after the move instead of replacing it.
                visitor.continueAfterVariedMove();
                break;
            }
            if (isTermination(s)) {
                if (depth > 0)
                    return fail(PgnError::Kind::UnclosedVariation, t);
                finish(game, t);
                m_sawResult = true;
                visitor.result(s);
                return;
            }
            if (isMoveNumber(s))
                break;
            if (tooMany(t))
                return;
            if (s == "--" || s == "Z0") {
                if (!visitor.nullMove())
                    return fail(PgnError::Kind::IllegalNullMove, t);
                played();
                break;
            }
            std::string_view input8 = s;
            if (t.highBytes && m_tokens.encoding() != TextEncoding::Utf8) {
                utf8 = decoded(s);
                input8 = utf8;
            }
            MoveInput input = visitor.move(input8);
            // Annotation symbols are rare next to moves: try them only for what is no move.
            if (const int nag = input.error == MoveInputError::Unreadable ? symbolNag(s) : -1; nag >= 0) {
                visitor.nag(nag);
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
                    e.position = visitor.position();
                    e.from = input.from;
                    e.to = input.to;
                }
                for (Move m : input.candidates)
                    e.candidates.push_back(sanText(visitor.position(), m));
                error(game, std::move(e));
                finish(game, t);
                return skipGame(game, true);
            }
            played();
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
                visitor.nag(nag);
            break;
        }
        case Tok::Suffix:
            if (const int nag = symbolNag(text(t)); nag >= 0)
                visitor.nag(nag);
            else
                error(game, PgnError::Kind::UnexpectedToken, t);
            break;
        case Tok::Comment:
            if constexpr (Visitor::KeepsText)
                visitor.comment(decoded(text(t)));
            break;
        case Tok::BadComment: return fail(PgnError::Kind::UnterminatedComment, t);
        case Tok::VarOpen:
            if (!moveInLine)
                return fail(PgnError::Kind::VariationWithoutMove, t);
            visitor.beginVariation();
            ++depth;
            moveInLine = false;
            break;
        case Tok::VarClose:
            if (depth == 0)
                return fail(PgnError::Kind::UnmatchedVariationEnd, t);
            visitor.endVariation();
            --depth;
            moveInLine = true; // the line is back after the move the variation varied
            break;
        case Tok::TagClose:
        case Tok::String:
        case Tok::BadString:
        case Tok::Other:
        case Tok::TooLong: // reported by overLimit()
            return fail(PgnError::Kind::UnexpectedToken, t);
        }
        finish(game, t);
        // Most movetext is moves and move numbers between blanks: read in place, without tokens,
        // each move as the Symbol case above takes it (a move refused is left to that case). Not
        // while a variation opens: its first symbol may be pgn4web's `*`.
        if (!m_framing.opened)
            m_tokens.readPlain([&](std::string_view move, std::int64_t stop) {
                if (stop - game.begin > PgnLimits::GameBytes || moves >= PgnLimits::GameMoves
                    || visitor.move(move).error != MoveInputError::None)
                    return false;
                played();
                game.end = std::max(game.end, stop);
                return true;
            });
    }
}

template void PgnReader::Parser::readMovetext(PgnGame &, PgnVisitor &, Token);
template void PgnReader::Parser::readMovetext(PgnGame &, PgnChecker &, Token);
template void PgnReader::Parser::readMovetext(PgnGame &, PgnCounter &, Token);

} // namespace ferz
