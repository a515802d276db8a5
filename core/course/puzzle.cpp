// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/puzzle.h"

#include "core/engine/movejudgement.h"
#include "core/engine/uci.h"
#include "core/game/evaluation.h"

#include <QCryptographicHash>

#include <algorithm>
#include <array>

namespace ferz {

namespace {

constexpr std::array<std::string_view, 6> GameTags = {"Event", "Site", "Date", "Round", "White", "Black"};
constexpr const char *BestComment = "Best move";
constexpr const char *AlsoGoodComment = "Also good";
constexpr const char *PlayedComment = "Played in the game";
constexpr const char *NotGoodComment = "Not good enough";

bool isMistakeNag(int nag)
{
    return nag == 2 || nag == 4;
}

int mistakeNag(const GameNode &node)
{
    const std::vector<int> &nags = node.annotations().nags;
    const auto found = std::ranges::find_if(nags, isMistakeNag);
    return found == nags.end() ? 0 : *found;
}

bool mates(const EngineScore &score)
{
    return score.kind == EngineScore::Kind::Mate && score.value > 0;
}

bool mated(const EngineScore &score)
{
    return score.kind == EngineScore::Kind::Mate && score.value < 0;
}

std::vector<GameTree::Tag> gameTags(const GameTree &game)
{
    std::vector<GameTree::Tag> tags;
    for (std::string_view name : GameTags)
        if (game.hasTag(name))
            tags.emplace_back(std::string(name), game.tag(name));
    return tags;
}

PuzzleLine shortened(PuzzleLine line)
{
    if (line.moves.size() > PuzzleLinePlies + 1)
        line.moves.resize(PuzzleLinePlies + 1);
    return line;
}

} // namespace

bool acceptable(const EngineScore &best, const EngineScore &candidate)
{
    if (mates(best))
        return mates(candidate);
    // Lost anyway: a move that resists as long as the best counts.
    if (mated(best))
        return mated(candidate) && candidate.value <= best.value;
    if (mated(candidate))
        return false;
    if (mates(candidate))
        return true;
    if (candidate.value < best.value - AcceptMarginCentipawns)
        return false;
    return best.value < WinningCentipawns || candidate.value >= WinningCentipawns;
}

QString Puzzle::id() const
{
    const std::string key = position.fen() + ' ' + uciText(played());
    return QStringLiteral("puzzle:")
        + QString::fromLatin1(
               QCryptographicHash::hash(QByteArray::fromStdString(key), QCryptographicHash::Sha1).toHex().left(12));
}

std::vector<const GameNode *> puzzleMoves(const GameTree &game)
{
    std::vector<const GameNode *> found;
    for (const GameNode *node : game.mainLine())
        if (!node->isRoot() && !node->move().isNull() && mistakeNag(*node) != 0)
            found.push_back(node);
    return found;
}

std::optional<Puzzle> makePuzzle(const GameTree &game, const GameNode &mistake, const std::vector<PuzzleLine> &lines,
                                 const PuzzleLine &refutation)
{
    const Move played = mistake.move();
    // A deeper search that prefers the played move leaves nothing to find.
    if (lines.empty() || lines.front().moves.empty() || lines.front().moves.front() == played)
        return std::nullopt;
    Puzzle puzzle;
    puzzle.position = mistake.parent()->position();
    puzzle.playedNag = mistakeNag(mistake);
    puzzle.refuted.push_back(shortened(refutation));
    for (const PuzzleLine &line : lines) {
        if (line.moves.empty() || line.moves.front() == played)
            continue;
        (acceptable(lines.front().score, line.score) ? puzzle.accepted : puzzle.refuted).push_back(shortened(line));
    }
    puzzle.tags = gameTags(game);
    return puzzle;
}

GameTree puzzleGame(const Puzzle &puzzle)
{
    GameTree tree;
    tree.setTags(puzzle.tags);
    tree.setStartPosition(puzzle.position);
    tree.setTag("Annotator", "Ferz");
    tree.setResult(GameResult::Unknown);
    const Color mover = puzzle.position.sideToMove();
    auto add = [&](const PuzzleLine &line, int nag, const char *comment) {
        GameNode *node = tree.appendMove(tree.root(), line.moves.front());
        if (nag != 0)
            node->annotations().nags.push_back(nag);
        setEvaluation(node->annotations(), whiteEvaluation(line.score, mover));
        node->annotations().commentAfter = comment;
        for (std::size_t i = 1; i < line.moves.size(); ++i)
            node = tree.appendMove(node, line.moves[i]);
    };
    for (std::size_t i = 0; i < puzzle.accepted.size(); ++i)
        add(puzzle.accepted[i], 0, i == 0 ? BestComment : AlsoGoodComment);
    for (std::size_t i = 0; i < puzzle.refuted.size(); ++i)
        add(puzzle.refuted[i], i == 0 ? puzzle.playedNag : 2, i == 0 ? PlayedComment : NotGoodComment);
    // A solution that mates ends the game it writes: the result says so, as readers expect.
    if (const std::optional<PositionValue> end = PositionValue::ended(tree.mainLineEnd()->position()))
        tree.setResult(end->kind == PositionValue::Kind::BlackMated       ? GameResult::WhiteWins
                           : end->kind == PositionValue::Kind::WhiteMated ? GameResult::BlackWins
                                                                          : GameResult::Draw);
    return tree;
}

std::optional<Puzzle> readPuzzle(const GameTree &game)
{
    Puzzle puzzle;
    puzzle.position = game.startPosition();
    const GameNode *root = game.root();
    const int sign = puzzle.position.sideToMove() == Color::White ? 1 : -1;
    for (int i = 0; i < root->childCount(); ++i) {
        const GameNode *first = root->child(i);
        const std::optional<Evaluation> evaluation = evaluationOf(first->annotations());
        if (first->move().isNull() || !evaluation)
            return std::nullopt;
        PuzzleLine line;
        line.score = {evaluation->kind == Evaluation::Kind::Mate ? EngineScore::Kind::Mate
                                                                 : EngineScore::Kind::Centipawns,
                      sign * evaluation->value};
        for (const GameNode *node = first; node && !node->move().isNull(); node = node->mainChild())
            line.moves.push_back(node->move());
        const int nag = mistakeNag(*first);
        if (nag == 0) {
            puzzle.accepted.push_back(std::move(line));
            continue;
        }
        if (i == 0)
            return std::nullopt;
        if (puzzle.refuted.empty())
            puzzle.playedNag = nag;
        puzzle.refuted.push_back(std::move(line));
    }
    if (puzzle.accepted.empty() || puzzle.refuted.empty())
        return std::nullopt;
    puzzle.tags = gameTags(game);
    return puzzle;
}

Level puzzleLevel(const Puzzle &puzzle)
{
    Level level;
    level.kind = LevelKind::Puzzle;
    level.start = level.position = puzzle.position;
    for (const PuzzleLine &line : puzzle.accepted)
        level.solution.push_back(line.moves.front());
    level.hintMove = puzzle.accepted.front().moves.front();
    for (const PuzzleLine &line : puzzle.refuted)
        level.refutations.push_back(line.moves);
    level.key = puzzle.id();
    auto tag = [&puzzle](std::string_view name) {
        const auto found =
            std::ranges::find_if(puzzle.tags, [name](const GameTree::Tag &t) { return t.first == name; });
        return found == puzzle.tags.end() ? QString() : QString::fromStdString(found->second);
    };
    level.source.origin = QStringLiteral("%1 – %2").arg(tag("White"), tag("Black"));
    return level;
}

} // namespace ferz
