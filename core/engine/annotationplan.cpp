// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/annotationplan.h"

#include "core/pgn/pgncomment.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace ferz {

namespace {

constexpr const char *Context = "ferz::Annotation";
constexpr const char *Summary = QT_TRANSLATE_NOOP(
    "ferz::Annotation",
    "Annotated by %1. White: accuracy %2%, average loss %3 centipawns, inaccuracies (?!) %4, mistakes (?) %5, "
    "blunders (?"
    "?) %6. Black: accuracy %7%, average loss %8 centipawns, inaccuracies (?!) %9, mistakes (?) %10, "
    "blunders (?"
    "?) %11.");

// What the game held about a position before this annotation: the rules' verdict, or its [%eval].
std::optional<PositionValue> storedValue(const GameNode &node)
{
    if (std::optional<PositionValue> ended = PositionValue::ended(node.position()))
        return ended;
    if (std::optional<Evaluation> e = evaluationOf(node.annotations()))
        return PositionValue::engine(*e);
    return std::nullopt;
}

// The main line's nodes from the root, one per analysed position; empty when the tree no longer
// holds the analysed moves.
std::vector<const GameNode *> analysedNodes(const GameTree &tree, const GameAnalysis &analysis)
{
    if (tree.startPosition().fen() != analysis.start.fen() || analysis.verdicts.size() != analysis.moves.size() + 1)
        return {};
    std::vector<const GameNode *> nodes {tree.root()};
    for (Move move : analysis.moves) {
        const GameNode *next = nodes.back()->mainChild();
        if (!next || next->move() != move)
            return {};
        nodes.push_back(next);
    }
    return nodes;
}

// Puts the engine's judgement among the move's NAGs, unless the move carries one of its own.
// `before` and `after` are what the game held before this annotation, to recognise an earlier
// engine's judgement.
void judge(Annotations &a, MoveQuality quality, const std::optional<PositionValue> &before,
           const std::optional<PositionValue> &after, Color mover)
{
    auto isJudgement = [](int nag) { return nag >= 1 && nag <= 9; };
    const auto old = std::find_if(a.nags.begin(), a.nags.end(), isJudgement);
    if (old != a.nags.end()) {
        const std::optional<MoveQuality> was = qualityOfNag(*old);
        const bool earlierEngine = was && before && after && judgeMove(*before, *after, mover) == *was;
        if (!earlierEngine)
            return;
        a.nags.erase(old);
    }
    if (quality != MoveQuality::Good)
        a.nags.insert(a.nags.begin(), qualityNag(quality));
}

// The pattern of a summary's wording: its words as they are, each placeholder any text.
QRegularExpression summaryPattern(const QString &form)
{
    static const QRegularExpression placeholder(QStringLiteral("\\\\%\\d+"));
    QString pattern = QRegularExpression::escape(form);
    pattern.replace(placeholder, QStringLiteral("(.+?)"));
    return QRegularExpression(pattern);
}

// The comment without any summary in one of `forms`, with a space of those around one taken out.
std::string withoutSummaries(const std::string &comment, const QStringList &forms)
{
    QString text = QString::fromStdString(comment);
    for (const QString &form : forms) {
        const QRegularExpression pattern = summaryPattern(form);
        for (QRegularExpressionMatch m = pattern.match(text); m.hasMatch(); m = pattern.match(text)) {
            qsizetype start = m.capturedStart(), end = m.capturedEnd();
            if (start > 0 && text[start - 1] == QLatin1Char(' '))
                --start;
            else if (end < text.size() && text[end] == QLatin1Char(' '))
                ++end;
            text.remove(start, end - start);
        }
    }
    return text.toStdString();
}

} // namespace

std::optional<AnnotationPlan> planAnnotation(const GameTree &tree, const GameAnalysis &analysis,
                                             const QStringList &summaryForms)
{
    const std::vector<const GameNode *> nodes = analysedNodes(tree, analysis);
    if (nodes.empty())
        return std::nullopt;
    AnnotationPlan plan;
    auto edit = [&plan](const GameNode *node, Annotations a) {
        if (a != node->annotations())
            plan.edits.push_back({const_cast<GameNode *>(node), std::move(a)});
    };
    auto withEvaluation = [](const GameNode *node, const PositionVerdict &verdict) {
        Annotations a = node->annotations();
        if (verdict.value.kind == PositionValue::Kind::Engine)
            setEvaluation(a, verdict.value.evaluation);
        return a;
    };

    for (std::size_t i = 1; i < nodes.size(); ++i) {
        const GameNode *parent = nodes[i - 1], *node = nodes[i];
        const PositionVerdict &before = analysis.verdicts[i - 1], &after = analysis.verdicts[i];
        Annotations a = withEvaluation(node, after);
        if (!node->move().isNull()) {
            const Color mover = parent->position().sideToMove();
            const std::vector<Move> &better = before.bestLine;
            const bool engineMove = !better.empty() && better.front() == node->move();
            const MoveQuality quality = engineMove ? MoveQuality::Good : judgeMove(before.value, after.value, mover);
            (mover == Color::White ? plan.white : plan.black)
                .add(moveLoss(before.value, after.value, mover, engineMove), quality);
            judge(a, quality, storedValue(*parent), storedValue(*node), mover);
            if (quality != MoveQuality::Good && !better.empty() && !parent->child(better.front())) {
                const std::size_t plies = std::min(better.size(), BetterLinePlies);
                plan.lines.push_back({const_cast<GameNode *>(parent), {better.begin(), better.begin() + plies}});
            }
        }
        edit(node, std::move(a));
    }

    Annotations root = withEvaluation(nodes.front(), analysis.verdicts.front());
    QStringList forms = summaryForms;
    forms << QString::fromUtf8(Summary) << QCoreApplication::translate(Context, Summary);
    forms.removeDuplicates();
    root.commentAfter = withoutSummaries(root.commentAfter, forms);
    appendComment(root.commentAfter, annotationSummary(plan.white, plan.black, analysis.engine).toStdString());
    edit(nodes.front(), std::move(root));
    return plan;
}

void applyPlan(GameTree &tree, const AnnotationPlan &plan)
{
    for (const AnnotationPlan::NodeEdit &e : plan.edits)
        e.node->annotations() = e.annotations;
    for (const AnnotationPlan::Line &line : plan.lines) {
        GameNode *node = line.parent;
        for (Move move : line.moves)
            node = tree.addMove(node, move);
    }
}

QString engineLabel(const QString &engineName, const SearchLimits &limits)
{
    if (limits.moveTimeMs)
        return QCoreApplication::translate("ferz::Annotation", "%1, %2 s per move")
            .arg(engineName, QLocale().toString(*limits.moveTimeMs / 1000.0));
    return QCoreApplication::translate("ferz::Annotation", "%1, depth %2")
        .arg(engineName)
        .arg(limits.depth.value_or(0));
}

QString annotationSummary(const SideSummary &white, const SideSummary &black, const QString &engine)
{
    auto accuracy = [](const SideSummary &s) {
        return s.moves == 0 ? QStringLiteral("–") : QString::number(s.accuracy());
    };
    auto number = [](int n) { return QString::number(n); };
    return QCoreApplication::translate(Context, Summary)
        .arg(engine, accuracy(white), number(white.averageLoss()), number(white.inaccuracies), number(white.mistakes),
             number(white.blunders), accuracy(black), number(black.averageLoss()), number(black.inaccuracies),
             number(black.mistakes), number(black.blunders));
}

const char *summaryContext()
{
    return Context;
}

const char *summaryTemplate()
{
    return Summary;
}

} // namespace ferz
