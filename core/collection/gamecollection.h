// SPDX-License-Identifier: GPL-3.0-or-later
// A collection of games, whatever holds it (an indexed PGN file, a game database): a list of
// headers, each game read and replaced by its number, and a search of the headers. Games are
// numbered from 1 in the collection's order, as the game lists show them.
#pragma once

#include "core/game/gametree.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

// What a game list shows of a game and a header search looks at: its main tags, as text ("?"
// for a tag that says it is unknown, empty for one that is absent), and its length.
template <typename Text> struct BasicGameHeader {
    Text event, site, date, round, white, black, result, eco;
    int whiteElo = 0, blackElo = 0; // 0 when absent or no rating
    int plies = 0; // moves of the main line
    Text annotator; // a PGN file's index has it; a game database keeps it only in the game's tags

    bool operator==(const BasicGameHeader &) const = default;
};
using GameHeader = BasicGameHeader<std::string>;
// A header whose texts are kept elsewhere: an index of a million games keeps each name once.
using GameHeaderView = BasicGameHeader<std::string_view>;

// The header with texts of its own.
GameHeader ownHeader(const GameHeaderView &view);

// The header of a game's tags and main line.
GameHeader headerOf(const GameTree &tree);
// A rating tag's value: 0 unless it is a number from 1 to 9999.
int eloOf(std::string_view value);

// "1-0" … as a result code (0 "*", 1 "1-0", 2 "0-1", 3 "1/2-1/2"), and back; -1 / empty for
// anything else.
int resultCode(std::string_view result);
std::string_view resultOfCode(int code);
// A Date tag as a day number for ranges: 2024.05.?? is 20240500; 0 when the year is unknown.
int dayOf(std::string_view date);
// The last day a date given as the end of a range stands for: 2024 is up to 20241231, 2024.05
// up to 20240531; 0 when the year is unknown.
int lastDayOf(std::string_view date);

// Whether `text` contains `part`, ASCII letters in either case: how a header search matches texts.
bool textContains(std::string_view text, std::string_view part);

// A header search; every field given must match. Texts match any part, ignoring ASCII case.
struct HeaderQuery {
    std::string player; // either colour
    std::string white, black;
    std::string event, site;
    int fromDay = 0, toDay = 0; // dayOf() bounds, inclusive; 0 leaves that end open
    int result = -1; // a result code; -1 any
    std::string eco; // a prefix: "B", "B2", "B22"
    int minElo = 0; // both players rated at least this

    bool empty() const;
    // Whether `header` matches, as a database's search would find it.
    bool matches(const GameHeader &header) const;
    bool matches(const GameHeaderView &header) const;
};

class GameCollection {
public:
    virtual ~GameCollection() = default;

    virtual int count() const = 0;
    // The headers of these games, in the order given (an empty header for a number that is not
    // there, or when the collection cannot be read).
    virtual std::vector<GameHeader> headersOf(const std::vector<int> &numbers) = 0;
    // Reads game `number` completely; false when it cannot be read.
    virtual bool readGame(int number, GameTree &tree) = 0;
    // Replaces game `number`, as it is in the collection now, by `tree`; every other game stays
    // as it was, and so does the collection when it cannot be written (false).
    virtual bool replaceGame(int number, const GameTree &tree) = 0;
    // The numbers of the games whose headers match, in order; nullopt when the collection cannot
    // be read.
    virtual std::optional<std::vector<int>> findGames(const HeaderQuery &query) = 0;
};

} // namespace ferz
