// SPDX-License-Identifier: GPL-3.0-or-later
// What a UCI engine reports while it searches: the `info` lines of the UCI protocol read into a
// value type, the principal variation checked against the position, and the evaluation as text.
#pragma once

#include "core/rules/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

// An evaluation as UCI gives it: from the point of view of the side to move.
struct EngineScore {
    enum class Kind : std::uint8_t {
        Centipawns,
        Mate
    };
    enum class Bound : std::uint8_t {
        Exact,
        Lower,
        Upper
    };
    Kind kind = Kind::Centipawns;
    int value = 0; // centipawns, or moves to mate (negative: the side to move is mated)
    Bound bound = Bound::Exact;
    friend bool operator==(const EngineScore &, const EngineScore &) = default;
};

// One `info` line. Fields the line does not carry stay empty.
struct EngineInfo {
    int multiPv = 1;
    std::optional<int> depth;
    std::optional<int> selDepth;
    std::optional<EngineScore> score;
    std::optional<std::int64_t> nodes;
    std::optional<std::int64_t> nps;
    std::vector<std::string> pv; // UCI move texts as given, not yet checked
    bool hasString = false; // an `info string …` line: free text for people
};

// Reads a line that starts with the token `info`. Unknown tokens are skipped as the protocol asks;
// nullopt when the line is not an info line or a known field has a value that is not a number of
// the right range (a pv stops at the first token that is not a move in coordinate form).
std::optional<EngineInfo> parseInfoLine(std::string_view line);

// The legal moves a pv names, played one after the other from `position`, up to the first text
// that is not a legal move there. `complete` is false when the pv had such a text.
struct CheckedLine {
    std::vector<Move> moves;
    bool complete = true;
};
CheckedLine checkedLine(const Position &position, const std::vector<std::string> &pv);

// The evaluation from White's point of view, as players write it: "+1.23", "−0.40", "0.00",
// "#3" (White mates in three), "#−3" (Black mates in three), "#" for a mate on the board; a
// bound gets "≥"/"≤" in front. `sideToMove` is the side the engine's score is for.
std::string scoreText(const EngineScore &score, Color sideToMove);

} // namespace ferz
