// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/annotationcodec.h"

namespace ferz::db {

namespace {

enum AnnotationPart : std::uint8_t {
    CommentBefore = 1,
    CommentAfter = 2,
    Nags = 4,
    Clock = 8,
    Emt = 16,
    Arrows = 32,
    Squares = 64,
    Commands = 128,
};

bool isSquare(std::uint8_t byte)
{
    return byte < 64;
}

} // namespace

std::string encodeAnnotations(const Annotations &a, std::int64_t clockBefore)
{
    std::string out(1, '\0');
    std::uint8_t parts = 0;
    auto part = [&](AnnotationPart p, bool present) {
        if (present)
            parts |= p;
        return present;
    };
    if (part(CommentBefore, !a.commentBefore.empty()))
        appendText(out, a.commentBefore);
    if (part(CommentAfter, !a.commentAfter.empty()))
        appendText(out, a.commentAfter);
    if (part(Nags, !a.nags.empty())) {
        appendVarint(out, a.nags.size());
        for (int nag : a.nags)
            out.push_back(static_cast<char>(nag));
    }
    if (part(Clock, a.clockMs.has_value()))
        appendSigned(out,
                     static_cast<std::int64_t>(static_cast<std::uint64_t>(*a.clockMs)
                                               - static_cast<std::uint64_t>(clockBefore)));
    if (part(Emt, a.emtMs.has_value()))
        appendSigned(out, *a.emtMs);
    if (part(Arrows, !a.arrows.empty())) {
        appendVarint(out, a.arrows.size());
        for (const Arrow &arrow : a.arrows)
            out += {arrow.color, static_cast<char>(arrow.from), static_cast<char>(arrow.to)};
    }
    if (part(Squares, !a.squares.empty())) {
        appendVarint(out, a.squares.size());
        for (const SquareMark &mark : a.squares)
            out += {mark.color, static_cast<char>(mark.square)};
    }
    if (part(Commands, !a.commands.empty())) {
        appendVarint(out, a.commands.size());
        for (const std::string &command : a.commands)
            appendText(out, command);
    }
    out[0] = static_cast<char>(parts);
    return out;
}

bool decodeAnnotations(ByteReader in, Annotations &a, std::int64_t clockBefore)
{
    std::uint8_t parts = 0;
    if (!in.byte(parts))
        return false;
    if ((parts & CommentBefore) && !in.text(a.commentBefore))
        return false;
    if ((parts & CommentAfter) && !in.text(a.commentAfter))
        return false;
    std::uint64_t count = 0;
    if (parts & Nags) {
        if (!in.varint(count) || count > in.left())
            return false;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint8_t nag = 0;
            in.byte(nag);
            a.nags.push_back(nag);
        }
    }
    if (parts & Clock) {
        std::int64_t change = 0;
        if (!in.signedVarint(change))
            return false;
        a.clockMs =
            static_cast<std::int64_t>(static_cast<std::uint64_t>(clockBefore) + static_cast<std::uint64_t>(change));
    }
    if ((parts & Emt) && !in.signedVarint(a.emtMs.emplace()))
        return false;
    if (parts & Arrows) {
        if (!in.varint(count) || count > in.left() / 3)
            return false;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint8_t color = 0, from = 0, to = 0;
            in.byte(color), in.byte(from), in.byte(to);
            if (!isSquare(from) || !isSquare(to))
                return false;
            a.arrows.push_back({static_cast<char>(color), static_cast<Square>(from), static_cast<Square>(to)});
        }
    }
    if (parts & Squares) {
        if (!in.varint(count) || count > in.left() / 2)
            return false;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint8_t color = 0, square = 0;
            in.byte(color), in.byte(square);
            if (!isSquare(square))
                return false;
            a.squares.push_back({static_cast<char>(color), static_cast<Square>(square)});
        }
    }
    if (parts & Commands) {
        if (!in.varint(count) || count > in.left())
            return false;
        for (std::uint64_t i = 0; i < count; ++i)
            if (!in.text(a.commands.emplace_back()))
                return false;
    }
    return in.left() == 0;
}

} // namespace ferz::db
