// SPDX-License-Identifier: GPL-3.0-or-later
// PGN comments and the commands embedded in them ([%clk], [%emt], [%cal], [%csl] and any other
// [%…]), converted between comment text and Annotations in both directions.
#pragma once

#include "core/game/gametree.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

// Adds the text of one `{…}` comment (UTF-8, without the braces) to the annotations: commands go
// to their fields (unknown or malformed ones verbatim to `commands`), the remaining words to
// commentBefore or commentAfter (as commentParagraphs writes them), after a space when that
// already holds text.
void addComment(Annotations &annotations, std::string_view utf8, bool before);

// The words of a comment as a comment holds them: one space between words, one blank line ("\n\n")
// between paragraphs, where `text` has a blank line (a line break alone is a space).
std::string commentParagraphs(std::string_view text);

// The NAGs ("$10 $14") that open `utf8`, added to `nags`; returns the rest. The writer puts the
// NAGs given before the first move into the game's comment, as other readers take a NAG before
// the first move for the end of the game, and the reader takes them back from there.
std::string_view takeLeadingNags(std::string_view utf8, std::vector<int> &nags);

// Appends `text` to `comment`, after a space when both hold text.
void appendComment(std::string &comment, std::string_view text);

// Appends everything `from` holds to `into` (texts joined by a space; a clock or time spent that
// `into` has already kept as a [%clk] or [%emt] command).
void mergeAnnotations(Annotations &into, Annotations &&from);

// The commands a writer puts at the head of the comment after the move, before its text: the
// clock, the time spent, the arrows, the squares and the others. Empty when there are none. Times
// have at least `clockDecimals` decimals (see clockText).
std::string commentCommands(const Annotations &annotations, int clockDecimals = 0);

// Times as [%clk] and [%emt] write them: "1:05:00", "0:00:07.25" (milliseconds kept), with at
// least `minDecimals` decimals (1: "0:02:35.0"), so that every time of a game has one form.
std::string clockText(std::int64_t milliseconds, int minDecimals = 0);
// The decimals the times of `tree` are written with: 1 when its TimeControl tag has a fraction
// of a second (a game played under it records tenths), else 0.
int clockDecimals(const GameTree &tree);
// "h:mm:ss", "mm:ss" or "ss", each with an optional fraction; nullopt otherwise.
std::optional<std::int64_t> parseClock(std::string_view text);

} // namespace ferz
