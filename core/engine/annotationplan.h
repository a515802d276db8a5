// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's annotation of a game as edits of its tree, worked out from the engine's verdicts
// on every position of the main line (GameAnnotator gathers them; movejudgement.h says how a move
// is judged). Nothing is taken away that the user wrote:
//
// * Each move of the main line gets the evaluation after it as [%eval] (White's view), replacing
//   the one it had; a move that mates or stalemates gets none (the position says it all).
// * A move judged an inaccuracy, mistake or blunder gets ?!, ? or ?? unless it already carries
//   a judgement of its own ($1-$9), which stays. A ?!, ? or ?? that is exactly what these
//   rules give for the [%eval] values the game held before and after the move is taken for an
//   earlier engine annotation (Ferz's, or another program's such as lichess's) and replaced.
// * Such a move gets the engine's better line, up to eight plies from the position before it,
//   as a variation, unless a variation already starts with the engine's move (it stays as it is).
// * The game comment (before the first move) gets a summary appended in the interface language:
//   the engine, and for each side the accuracy, the average centipawn loss and the counts of
//   inaccuracies, mistakes and blunders. An earlier summary in any of Ferz's languages is
//   recognised by its wording and replaced; the rest of the comment stays.
#pragma once

#include "core/engine/movejudgement.h"
#include "core/engine/uciengine.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ferz {

// The engine's verdict on one position: what it is worth and the engine's best line from it
// (empty for a position the rules ended).
struct PositionVerdict {
    PositionValue value;
    std::vector<Move> bestLine;
};

// What was analysed: the main line's moves from the start, a verdict for the start and one after
// each move, and the engine as the summary names it (see engineLabel).
struct GameAnalysis {
    Position start;
    std::vector<Move> moves;
    std::vector<PositionVerdict> verdicts; // moves.size() + 1 of them
    QString engine;
};

struct AnnotationPlan {
    struct NodeEdit {
        GameNode *node;
        Annotations annotations; // the node's annotations after the edit
    };
    struct Line {
        GameNode *parent;
        std::vector<Move> moves; // a new variation after `parent`, its first move new there
    };
    std::vector<NodeEdit> edits; // only nodes whose annotations change
    std::vector<Line> lines;
    SideSummary white, black;
};

// The most plies of a better line.
inline constexpr std::size_t BetterLinePlies = 8;

// The edits that annotate `tree` with `analysis`. `summaryForms` are the summary's wording in
// other languages to recognise (see summaryTemplate); the interface language's and English are
// always recognised. nullopt when the tree's main line no longer starts from the analysed
// position with the analysed moves (a longer main line is annotated as far as it was analysed).
std::optional<AnnotationPlan> planAnnotation(const GameTree &tree, const GameAnalysis &analysis,
                                             const QStringList &summaryForms = {});
// Makes the edits (for a game without an undo stack).
void applyPlan(GameTree &tree, const AnnotationPlan &plan);

// "Stockfish 16, depth 16" or "Stockfish 16, 0.5 s per move" in the interface language.
QString engineLabel(const QString &engineName, const SearchLimits &limits);
// The summary in the interface language.
QString annotationSummary(const SideSummary &white, const SideSummary &black, const QString &engine);
// The summary's source text and its translation context, for finding its other wordings.
const char *summaryContext();
const char *summaryTemplate();

} // namespace ferz
