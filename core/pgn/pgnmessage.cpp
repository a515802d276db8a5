// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnmessage.h"

#include "core/rules/fenmessage.h"
#include "core/rules/illegalmovetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace ferz {

namespace {

QString sizeText(std::int64_t bytes)
{
    constexpr std::int64_t MiB = 1 << 20;
    return bytes % MiB == 0 ? QCoreApplication::translate("Pgn", "%1 MiB").arg(bytes / MiB)
                            : QCoreApplication::translate("Pgn", "%1 bytes").arg(bytes);
}

QString encodingName(UnreadableEncoding encoding)
{
    switch (encoding) {
    case UnreadableEncoding::Utf16LittleEndian: return QCoreApplication::translate("Pgn", "UTF-16 little-endian");
    case UnreadableEncoding::Utf16BigEndian: return QCoreApplication::translate("Pgn", "UTF-16 big-endian");
    case UnreadableEncoding::Utf32LittleEndian: return QCoreApplication::translate("Pgn", "UTF-32 little-endian");
    case UnreadableEncoding::Utf32BigEndian: return QCoreApplication::translate("Pgn", "UTF-32 big-endian");
    case UnreadableEncoding::None: break;
    }
    return {};
}

} // namespace

QString pgnErrorText(const PgnError &e)
{
    const QString token = visibleText(e.token);
    using K = PgnError::Kind;
    switch (e.kind) {
    case K::UnexpectedToken: return QCoreApplication::translate("Pgn", "unexpected \"%1\"").arg(token);
    case K::TagNameMissing:
        return QCoreApplication::translate("Pgn", "a tag name must follow \"[\", not \"%1\"").arg(token);
    case K::TagValueMissing:
        return QCoreApplication::translate("Pgn", "a quoted tag value must follow the tag name, not \"%1\"").arg(token);
    case K::TagNotClosed: return QCoreApplication::translate("Pgn", "\"]\" must close the tag, not \"%1\"").arg(token);
    case K::UnterminatedString:
        return QCoreApplication::translate("Pgn", "the tag value is not closed by \" on its line");
    case K::UnterminatedComment:
        return QCoreApplication::translate("Pgn", "the comment starting here is never closed by \"}\"");
    case K::BadFen:
        return QCoreApplication::translate("Pgn", "the FEN tag cannot be read: %1")
            .arg(e.fenError ? fenErrorText(*e.fenError) : QString());
    case K::UnsupportedVariant:
        return QCoreApplication::translate("Pgn", "the variant \"%1\" is neither standard chess nor Chess960")
            .arg(token);
    case K::Chess960WithoutFen:
        return QCoreApplication::translate("Pgn", "a Chess960 game needs its start position in a FEN tag");
    case K::UnreadableMove: return QCoreApplication::translate("Pgn", "\"%1\" is not a move").arg(token);
    case K::NoSuchMove: return QCoreApplication::translate("Pgn", "no piece can make the move \"%1\"").arg(token);
    case K::AmbiguousMove:
        return QCoreApplication::translate("Pgn", "the move \"%1\" is ambiguous: it can be %2")
            .arg(token, QString::fromStdString([&] {
                     std::string list;
                     for (const std::string &c : e.candidates)
                         list += (list.empty() ? "" : ", ") + c;
                     return list;
                 }()));
    case K::IllegalMove:
        return QCoreApplication::translate("Pgn", "illegal move \"%1\". %2")
            .arg(token, e.position ? illegalMoveText(*e.position, e.from, e.to, e.illegal) : QString());
    case K::IllegalNullMove: return QCoreApplication::translate("Pgn", "a null move is not possible while in check");
    case K::BadNag: return QCoreApplication::translate("Pgn", "\"%1\" is not a NAG ($0 to $255)").arg(token);
    case K::VariationWithoutMove:
        return QCoreApplication::translate("Pgn", "a variation must follow the move it replaces");
    case K::UnclosedVariation:
        return QCoreApplication::translate("Pgn", "the game ends before its variation is closed by \")\"");
    case K::UnmatchedVariationEnd: return QCoreApplication::translate("Pgn", "\")\" closes no variation");
    case K::SymbolTooLong:
        return QCoreApplication::translate("Pgn", "\"%1…\" is longer than %2, the most a move or symbol may take")
            .arg(token, sizeText(e.limit));
    case K::TagValueTooLong:
        return QCoreApplication::translate("Pgn",
                                           "the tag value \"%1…\" is longer than %2, the most a tag value may take")
            .arg(token, sizeText(e.limit));
    case K::CommentTooLong:
        return QCoreApplication::translate("Pgn",
                                           "the comment starting here is longer than %1, the most a comment may take")
            .arg(sizeText(e.limit));
    case K::GameTooLarge:
        return QCoreApplication::translate("Pgn", "the game is longer than %1, the most a game may take")
            .arg(sizeText(e.limit));
    case K::TooManyMoves:
        return QCoreApplication::translate("Pgn",
                                           "the game has more than %1 moves (variations included), the most a game "
                                           "may have")
            .arg(e.limit);
    case K::TooManyErrors:
        return QCoreApplication::translate("Pgn", "the game has more than %1 errors; the others are not listed")
            .arg(e.limit);
    case K::UnreadableEncoding:
        return QCoreApplication::translate("Pgn",
                                           "the file is %1 text; Ferz reads PGN in UTF-8, Latin-1 or Windows-1251")
            .arg(encodingName(e.encoding));
    }
    return {};
}

QString pgnErrorMessage(const PgnError &e)
{
    return QCoreApplication::translate("Pgn", "game %1, line %2, column %3: %4")
        .arg(e.game)
        .arg(e.line)
        .arg(e.column)
        .arg(pgnErrorText(e));
}

QString pgnEncodingNote(const PgnGame &game)
{
    if (!game.otherEncoding)
        return {};
    const QString name = *game.otherEncoding == TextEncoding::Windows1251
        ? QCoreApplication::translate("Pgn", "Windows-1251 (Cyrillic)")
        : QCoreApplication::translate("Pgn", "Latin-1 (Western European)");
    return QCoreApplication::translate("Pgn",
                                       "Some names or comments of this game are not UTF-8: they were read as %1.")
        .arg(name);
}

} // namespace ferz
