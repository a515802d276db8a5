// SPDX-License-Identifier: GPL-3.0-or-later
// Reads PGN games one at a time from a file or any QIODevice, keeping in memory only the game
// being read (its tree, not its text: of that only the token being read and one read-ahead block),
// whatever the size of the file.
//
// Grammar read (PGN standard 8, tolerant): a game is an optional tag section of
// `[Name "value"]` pairs, then movetext: move numbers (`12.`, `12...`, ignored), moves in any form
// readMove() understands, `--`/`Z0` null moves, `$n` NAGs and `!`/`?` suffixes, `{…}` comments
// (nested braces are text), `;` rest-of-line comments, `(…)` variations to any depth, and a
// result (`1-0`, `0-1`, `1/2-1/2`, `*`). A game also ends where a line starts with `[` after its
// movetext, or at the end of the input, so a missing result is no error. Lines starting with `%`
// are skipped. Line ends may be LF, CRLF or CR; a UTF-8 byte order mark is skipped. Text before
// the first tag section that holds neither a move nor a result is skipped as a preamble.
//
// Reading can be cancelled between any two blocks of input (setProgress), so an endless input
// (a device, a pipe) never holds a caller that wants to stop.
//
// Errors never stop the reader: the game keeps what was read before the error, the rest of that
// game is skipped, and the next game is read normally. Where a game ends depends on its tokens
// alone (a result outside every variation, a tag line), not on whether its moves are legal, so
// Mode::Tags cuts a file into the same games as a full read.
//
// Limits (PgnLimits) keep a crafted or broken file from exhausting memory or the stack: a token or
// a game beyond its limit is an error like any other (the rest of the game is skipped, and read
// without being kept), so memory stays flat however long the input, even an endless one. A file
// in UTF-16 or UTF-32 is one error at line 1 (detectUnreadableEncoding).
#pragma once

#include "core/game/gametree.h"
#include "core/pgn/textencoding.h"
#include "core/rules/illegalmove.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QIODevice;

namespace ferz {

class PgnChecker;
class PgnVisitor;

// The limits, far above what real files need. Sizes are in bytes.
struct PgnLimits {
    // A move, move number, result, tag name, NAG, or run of periods, `!` or `?`.
    static constexpr std::int64_t SymbolBytes = 255;
    // A quoted tag value.
    static constexpr std::int64_t TagValueBytes = 1 << 20;
    // A `{…}` or `;` comment: a whole book chapter of 50 MB still fits.
    static constexpr std::int64_t CommentBytes = 64 << 20;
    // A game from its first byte to its last.
    static constexpr std::int64_t GameBytes = 128 << 20;
    // The moves of a game, variations included: far more than the longest game the 75-move rule
    // allows (under 18,000 plies), and few enough that a game held in memory (about 500 bytes a
    // move, each with its position) stays within a few hundred megabytes.
    static constexpr int GameMoves = 500000;
    // The errors listed for a game: the errors that do not end a game (a bad NAG, a broken tag)
    // could otherwise fill memory, one per few bytes. Later ones are read but not listed.
    static constexpr int GameErrors = 1000;
};

struct PgnError {
    enum class Kind {
        UnexpectedToken, // a character or token that has no place here
        TagNameMissing, // `[` not followed by a tag name
        TagValueMissing, // a tag name not followed by a quoted value
        TagNotClosed, // a tag value not followed by `]`
        UnterminatedString, // a tag value that reaches the end of its line
        UnterminatedComment, // a `{` comment that is never closed
        BadFen, // the FEN tag cannot be read: fenError says why
        UnsupportedVariant, // a Variant tag naming another game than standard chess or Chess960
        Chess960WithoutFen, // a Chess960 game without the FEN tag of its start position
        UnreadableMove, // not a move in any notation
        NoSuchMove, // no piece of that kind can go there
        AmbiguousMove, // several legal moves fit: candidates lists them in SAN
        IllegalMove, // the move is not legal: illegal says why
        IllegalNullMove, // a null move while in check
        BadNag, // `$` without a number from 0 to 255
        VariationWithoutMove, // `(` before any move of the line it would vary
        UnclosedVariation, // the game ends inside a variation
        UnmatchedVariationEnd, // `)` without `(`
        SymbolTooLong, // a symbol longer than PgnLimits::SymbolBytes: limit says how long it may be
        TagValueTooLong, // a tag value longer than PgnLimits::TagValueBytes
        CommentTooLong, // a comment longer than PgnLimits::CommentBytes
        GameTooLarge, // a game longer than PgnLimits::GameBytes
        TooManyMoves, // a game with more than PgnLimits::GameMoves moves
        UnreadableEncoding, // UTF-16 or UTF-32 text (see encoding), at line 1 of game 1
        TooManyErrors, // the first error past PgnLimits::GameErrors: the later ones are not listed
    };

    Kind kind = Kind::UnexpectedToken;
    int game = 0; // 1-based number of the game in the file
    std::int64_t line = 0; // 1-based
    std::int64_t column = 0; // 1-based, in characters
    std::int64_t offset = 0; // byte offset in the file
    std::string token; // the offending text (UTF-8), shortened when long
    MoveCheck illegal; // for IllegalMove, with the position and the squares of the attempt
    std::optional<Position> position;
    Square from = Square::None, to = Square::None;
    std::vector<std::string> candidates; // for AmbiguousMove
    std::optional<FenError> fenError; // for BadFen
    std::int64_t limit = 0; // for the limits crossed (TooLong, TooLarge, TooMany…)
    ferz::UnreadableEncoding encoding = ferz::UnreadableEncoding::None; // for UnreadableEncoding
};

// One game as read: its tree (unless a visitor of one's own took it), where it lies in the file,
// and the errors met while reading it.
struct PgnGame {
    GameTree tree;
    int number = 0; // 1-based
    std::int64_t begin = 0; // byte offset of its first character (the `[` of its first tag)
    std::int64_t end = 0; // byte offset just after its last token (usually the result)
    std::int64_t line = 0; // the line of `begin`
    int plies = 0; // the number of moves of the main line
    int moves = 0; // every move of the tree, variations included (Mode::Full only)
    std::vector<PgnError> errors;
    // Where each text is read in the encoding it suggests (input in UTF-8, or in no encoding
    // known yet): the encoding some text of this game (a name, a comment) was read in because it
    // was not UTF-8; nullopt when all of it was UTF-8 or the reader kept to one encoding.
    std::optional<TextEncoding> otherEncoding;
};

class PgnReader {
public:
    // How much of the game's tree the reader's tree builder (a PgnVisitor) makes.
    enum class Mode {
        Full, // resolve every move and build the whole tree
        Tags, // read the tags and count main-line moves without resolving them (for indexes)
    };

    // Reads from an open device, which must outlive the reader. With TextEncoding::Auto the
    // encoding is detected from the start of the input (a BOM or mostly UTF-8 means UTF-8); while
    // the start is plain ASCII each tag value and comment is detected on its own. In input found to
    // be UTF-8, so is each tag value and comment that is not UTF-8: one Latin-1 or Windows-1251
    // game among UTF-8 ones reads right, and the UTF-8 ones too. An encoding given is kept to.
    explicit PgnReader(QIODevice *device, TextEncoding encoding = TextEncoding::Auto);
    ~PgnReader();
    PgnReader(const PgnReader &) = delete;
    PgnReader &operator=(const PgnReader &) = delete;

    // Reads the next game into `game` (replacing what it held); false at the end of the input.
    bool readGame(PgnGame &game, Mode mode = Mode::Full);
    // Reads the next game and reports it to `visitor`; `game` gets its place, plies, moves and
    // errors, its tree stays as it was. begin() may come twice when the text first read turns
    // out to be a preamble.
    bool readGame(PgnGame &game, PgnVisitor &visitor);
    // The same for the checker of `pgn check`, called directly rather than through PgnVisitor.
    bool readGame(PgnGame &game, PgnChecker &checker);
    // Continues reading at a game found earlier (its begin, line and number), e.g. from an index.
    bool seek(std::int64_t offset, std::int64_t line, int gameNumber);
    // The encoding in use: the one given, or the detected one once known (Auto until then).
    TextEncoding encoding() const;
    // The encoding to give a reader that goes on with this input from elsewhere (seek) so that it
    // decodes text as this one does: encoding(), or Auto where each text is decoded on its own.
    TextEncoding continuingEncoding() const;
    // Called after each block (1 MiB) of input read, with the bytes read so far (from the device's
    // start); false cancels: readGame then returns false, even within a game that never ends.
    void setProgress(std::function<bool(std::int64_t bytes)> progress);
    bool cancelled() const;

private:
    class Parser;
    std::unique_ptr<Parser> m_parser;
};

} // namespace ferz
