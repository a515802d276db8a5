// SPDX-License-Identifier: GPL-3.0-or-later
// An engine's evaluation as PGN comments carry it after a move: [%eval 0.31], [%eval -1.05],
// [%eval #3], [%eval #-2], optionally with the depth after a comma ([%eval 0.31,20]), always from
// White's point of view (lichess writes it so, and Ferz's annotation too). The command stays in
// Annotations::commands as it was read, so a game keeps it byte for byte until it is replaced;
// these functions read and replace it there.
#pragma once

#include "core/game/gametree.h"

#include <optional>
#include <string>
#include <string_view>

namespace ferz {

struct Evaluation {
    enum class Kind : std::uint8_t {
        Centipawns,
        Mate
    };
    Kind kind = Kind::Centipawns;
    // Centipawns (positive: White is better), or the moves to mate (positive: White mates,
    // negative: Black mates; never 0: a mate on the board has no evaluation to write).
    int value = 0;
    std::optional<int> depth;

    static Evaluation centipawns(int value) { return {Kind::Centipawns, value, std::nullopt}; }
    static Evaluation mate(int moves) { return {Kind::Mate, moves, std::nullopt}; }
    friend bool operator==(const Evaluation &, const Evaluation &) = default;
};

// The evaluation of one command text ("[%eval 0.31]", spaces as the reader keeps them); nullopt
// when it is another command or its value is not a number of pawns or a mate count.
std::optional<Evaluation> parseEvalCommand(std::string_view command);
// "[%eval 0.31]", "[%eval -1.05]", "[%eval #-2]", "[%eval 0.31,20]" with a depth.
std::string evalCommandText(const Evaluation &evaluation);

// The evaluation a move's annotations hold (the first readable [%eval]); nullopt when none.
std::optional<Evaluation> evaluationOf(const Annotations &annotations);
// Replaces every [%eval] command by this one, where the first stood (appended when there was
// none); nullopt removes them.
void setEvaluation(Annotations &annotations, const std::optional<Evaluation> &evaluation);

} // namespace ferz
