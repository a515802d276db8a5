// SPDX-License-Identifier: GPL-3.0-or-later
// The movetext of a game: moves resolved into the tree (Mode::Full) or counted (Mode::Tags).
#include "core/pgn/pgnparser.h"

#include "core/notation/moveinput.h"
#include "core/notation/nag.h"
#include "core/notation/san.h"
#include "core/pgn/pgncomment.h"

#include <algorithm>

namespace ferz {

namespace {

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

} // namespace

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

} // namespace ferz
