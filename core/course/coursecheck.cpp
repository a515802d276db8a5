// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/coursecheck.h"

#include "core/course/levelplay.h"
#include "core/engine/uci.h"
#include "core/rules/squarename.h"

#include <QCoreApplication>
#include <QTranslator>

#include <algorithm>
#include <set>

namespace ferz {

namespace {

QString movesText(const std::vector<Move> &moves)
{
    QStringList texts;
    for (Move m : moves)
        texts << QString::fromStdString(uciText(m));
    std::sort(texts.begin(), texts.end());
    return texts.isEmpty() ? QStringLiteral("none") : texts.join(QLatin1Char(' '));
}

class LevelCheck {
public:
    LevelCheck(const Stage &stage, const Level &level, int number, QStringList &errors)
        : m_stage(stage), m_level(level), m_place(levelPlace(stage, number)), m_errors(errors)
    {
    }
    // The checks that do not depend on the language.
    void run();
    // The notation of Write and Read levels in one language.
    void runIn(const CourseLanguage &language);

private:
    void error(const QString &what) { m_errors << m_place + QStringLiteral(": ") + what; }
    void collect();
    void move();
    void question();
    void claim();
    void square();
    void endgame();
    void ruleTexts();
    void hint();

    const Stage &m_stage;
    const Level &m_level;
    QString m_place;
    QStringList &m_errors;
};

void LevelCheck::run()
{
    const bool asksItself = m_level.kind == LevelKind::Question || m_level.kind == LevelKind::Write
        || m_level.kind == LevelKind::Read || m_level.kind == LevelKind::Square;
    if (!asksItself && m_level.prompt.isEmpty() && m_stage.prompt.isEmpty())
        error(QStringLiteral("no prompt, and the stage has none either"));
    bool complete = true;
    levelGame(m_level, {}, &complete);
    if (!complete)
        error(QStringLiteral("the game refuses a step of the history"));
    switch (m_level.kind) {
    case LevelKind::Collect: collect(); break;
    case LevelKind::Move: move(); break;
    case LevelKind::Question: question(); break;
    case LevelKind::Claim: claim(); break;
    case LevelKind::Square: square(); break;
    case LevelKind::Endgame: endgame(); break;
    case LevelKind::Write:
    case LevelKind::Read:
    case LevelKind::Puzzle: break;
    }
    ruleTexts();
    hint();
}

// The Rules menu item or rule text that a stage's introduction must name when a level of the
// stage depends on `option`, in the words of the English source text.
QString optionName(RuleOption option)
{
    switch (option) {
    case RuleOption::AutomaticDraws: return QStringLiteral("Rules ▸ Automatic Draw");
    case RuleOption::TwoKnightsDead: return QStringLiteral("Rules ▸ K+N+N");
    case RuleOption::FideOffers: return QStringLiteral("Brazilian rule text");
    }
    return {};
}

// A level is checked under every rule option that changes its answer: it follows the option (its
// answer under it is one it offers and solves it), or names the rule text it follows.
void LevelCheck::ruleTexts()
{
    bool dependsOnAny = false;
    for (RuleOption option : AllRuleOptions) {
        if (!dependsOn(m_level, option))
            continue;
        if (option == RuleOption::FideOffers) {
            if (m_level.ruleText != RuleText::Brazilian)
                error(QStringLiteral("the answer holds under the Brazilian rule text only (after a declined offer only "
                                     "the player who declined may make the next), not under FIDE's Laws, and the level "
                                     "does not say so: give it \"ruleText\": \"brazilian\""));
            continue;
        }
        dependsOnAny = true;
        if (m_level.ruleText == RuleText::Fide)
            continue;
        const GameOptions rules = withOption(option);
        if (m_level.kind != LevelKind::Question) {
            error(QStringLiteral("with %1 on the answer changes, and a level of this kind cannot follow it: give it "
                                 "\"ruleText\": \"fide\"")
                      .arg(optionName(option)));
            continue;
        }
        const Answer truth = trueAnswer(m_level, rules);
        const std::vector<Answer> options = answerOptions(m_level);
        if (std::find(options.begin(), options.end(), truth) == options.end())
            error(QStringLiteral("with %1 on, the core's answer is not among the options").arg(optionName(option)));
        LevelPlay play(m_level, 1, rules);
        play.answer(truth);
        if (!play.isSolved())
            error(QStringLiteral("with %1 on, the core's answer does not solve the level").arg(optionName(option)));
    }
    if (m_level.ruleText == RuleText::Brazilian && !dependsOn(m_level, RuleOption::FideOffers))
        error(QStringLiteral("\"ruleText\" is \"brazilian\", but the answer is the same under FIDE's Laws"));
    // A claim exists only under FIDE's Laws: with automatic draws the game ends by itself.
    if (m_level.kind == LevelKind::Claim && m_level.ruleText != RuleText::Fide)
        error(QStringLiteral("a claim level follows FIDE's Laws whatever the Rules menu says, and must say so: give it "
                             "\"ruleText\": \"fide\""));
    if (m_level.ruleText == RuleText::Fide && m_level.kind != LevelKind::Claim && !dependsOnAny)
        error(QStringLiteral("\"ruleText\" is \"fide\", but no rule option changes the answer"));
}

// Every level has a hint, and the hint points at the idea: it does not write out a move that
// solves the level. An endgame level's hint is the endgame tables' of the position reached, made
// at every move (core/course/endgamelevel.h), so it has none written.
void LevelCheck::hint()
{
    if (m_level.kind == LevelKind::Endgame)
        return;
    if (m_level.hint.trimmed().isEmpty()) {
        error(QStringLiteral("no hint: every level needs one (\"hint\"), pointing at the idea rather than the answer"));
        return;
    }
    std::vector<Move> answers = m_level.solution;
    if (m_level.kind == LevelKind::Claim || m_level.kind == LevelKind::Write || m_level.kind == LevelKind::Read)
        answers.push_back(m_level.move);
    Position position = m_level.position;
    for (Move m : answers) {
        if (m.isNull() || !position.isLegal(m))
            continue;
        std::string san = moveText(position, m, notationStyle(NotationLanguage::English, NotationForm::Short));
        while (!san.empty() && (san.back() == '+' || san.back() == '#'))
            san.pop_back();
        // A pawn's quiet move is a square's name, which a hint may well mention.
        if (san.size() > 2 && m_level.hint.contains(QString::fromStdString(san)))
            error(QStringLiteral("the hint writes out the answer %1").arg(QString::fromStdString(san)));
        if (m_level.kind == LevelKind::Collect)
            position = afterCollectMove(position, m).value_or(position.after(m));
    }
}

void LevelCheck::collect()
{
    const Position &p = m_level.position;
    for (Square star : m_level.stars)
        if (p.pieceAt(star) != Piece::None && colorOf(p.pieceAt(star)) == p.sideToMove())
            error(QStringLiteral("a star on %1, where a piece of the learner's stands")
                      .arg(QString::fromStdString(squareName(star))));
    if (std::set<Square>(m_level.stars.begin(), m_level.stars.end()).size() != m_level.stars.size())
        error(QStringLiteral("a star twice on one square"));
    const int fewest = fewestCollectMoves(m_level);
    if (fewest < 0)
        error(QStringLiteral("the goal cannot be reached in %1 moves").arg(m_level.moveLimit));
    LevelPlay play(m_level);
    for (Move m : m_level.solution)
        play.play(m);
    if (!play.isSolved())
        error(QStringLiteral("the solution (%1) does not reach the goal within %2 moves")
                  .arg(movesText(m_level.solution))
                  .arg(m_level.moveLimit));
}

void LevelCheck::move()
{
    const std::vector<Move> meeting = movesMeetingGoals(m_level);
    if (meeting.empty())
        error(QStringLiteral("no legal move meets the goals"));
    // In check every legal move escapes: such a level teaches which attempts are illegal.
    const bool anyEscape = m_level.position.isCheck() && m_level.goals == std::vector<Goal> {Goal::EscapeCheck}
        && m_level.escape == EscapeWay::Any;
    if (static_cast<int>(meeting.size()) == m_level.position.legalMoveCount() && !anyEscape)
        error(QStringLiteral("every legal move meets the goals: nothing to learn"));
    if (movesText(meeting) != movesText(m_level.solution))
        error(QStringLiteral("the solution lists %1, but the moves that meet the goals are %2")
                  .arg(movesText(m_level.solution), movesText(meeting)));
    const bool escape = std::find(m_level.goals.begin(), m_level.goals.end(), Goal::EscapeCheck) != m_level.goals.end();
    if (escape && !m_level.position.isCheck())
        error(QStringLiteral("an escape from check, but the king is not in check"));
    const Piece touched = m_level.touched == Square::None ? Piece::None : m_level.position.pieceAt(m_level.touched);
    if (m_level.touched != Square::None
        && (touched == Piece::None || colorOf(touched) != m_level.position.sideToMove()))
        error(QStringLiteral("the touched square holds no piece of the side to move"));
}

void LevelCheck::question()
{
    const std::vector<Answer> options = answerOptions(m_level);
    if (options.size() < 2)
        error(QStringLiteral("a question needs at least two options"));
    if (std::find(options.begin(), options.end(), m_level.answer) == options.end())
        error(QStringLiteral("the answer is not among the options"));
    const Answer truth = trueAnswer(m_level);
    // An answer that only a seed text's rule gives (K+N+N dead, a draw by itself) is that text's,
    // stated as everyone's: the level follows the options in force, and FIDE's Laws by default.
    const auto seedOnly = std::find_if(std::begin(AllRuleOptions), std::end(AllRuleOptions), [this](RuleOption option) {
        return option != RuleOption::FideOffers && trueAnswer(m_level, withOption(option)) == m_level.answer;
    });
    if (truth != m_level.answer && seedOnly != std::end(AllRuleOptions))
        error(QStringLiteral("the stated answer holds only with %1 on, a rule of one seed text, and the level states "
                             "it as everyone's: state FIDE's answer (the level follows the option in force)")
                  .arg(optionName(*seedOnly)));
    else if (truth != m_level.answer)
        error(QStringLiteral("the stated answer is wrong: the rules core answers otherwise"));
    if (m_level.ask == Ask::Legal) {
        const MoveCheck check =
            checkMove(m_level.position, m_level.attempt.from, m_level.attempt.to, m_level.attempt.promotion);
        if (check.reason != m_level.reason)
            error(QStringLiteral("the stated reason is not the core's"));
    } else if (m_level.reason != IllegalReason::None) {
        error(QStringLiteral("a reason belongs only to questions about legality"));
    }
    LevelPlay play(m_level);
    play.answer(m_level.answer);
    if (!play.isSolved())
        error(QStringLiteral("answering with the stated answer does not solve the level"));
}

void LevelCheck::claim()
{
    const GameHistory history = levelHistory(m_level);
    const bool now = history.claimableDraw() != DrawClaim::None;
    const bool withMove = !claimMoves(history).empty();
    LevelPlay play(m_level);
    switch (m_level.claim) {
    case ClaimWay::Now:
        if (!now)
            error(QStringLiteral("no draw can be claimed now"));
        play.claimNow();
        break;
    case ClaimWay::WithMove:
        if (now || history.claimableDrawWith(m_level.move) == DrawClaim::None)
            error(QStringLiteral("the move does not allow the only claim there is"));
        play.play(m_level.move, true);
        break;
    case ClaimWay::None:
        if (now || withMove)
            error(QStringLiteral("a draw could be claimed, but the level says none can"));
        play.play(m_level.move);
        break;
    }
    if (!play.isSolved())
        error(QStringLiteral("the stated answer does not solve the level"));
}

void LevelCheck::square()
{
    LevelPlay play(m_level);
    while (!play.isOver() && play.target() != Square::None)
        play.chooseSquare(play.target(), 0);
    if (play.stars() != 3)
        error(QStringLiteral("naming every square asked does not solve the level"));
}

// The stated result is the endgame tables', and the level is solved (with every star, for a mate)
// by playing its hints against the tables' defence.
void LevelCheck::endgame()
{
    const Position &position = m_level.position;
    Tablebase &tables = Tablebase::shared();
    if (!Tablebase::covers(position) || !tables.prepare(position)) {
        error(QStringLiteral("the endgame tables do not hold the position: more than four men, or castling rights"));
        return;
    }
    const TablebaseValue value = *tables.probe(position);
    const bool winStated = value.outcome == TablebaseValue::Outcome::Win && value.moves() == m_level.mateIn;
    if (m_level.statesWin ? !winStated : value.outcome != TablebaseValue::Outcome::Draw)
        error(
            QStringLiteral("the level states %1, but the endgame tables say %2 for the side to move")
                .arg(m_level.statesWin ? QStringLiteral("a mate in %1").arg(m_level.mateIn) : QStringLiteral("a draw"),
                     value.outcome == TablebaseValue::Outcome::Draw ? QStringLiteral("a draw")
                         : value.outcome == TablebaseValue::Outcome::Win
                         ? QStringLiteral("a win, mate in %1").arg(value.moves())
                         : QStringLiteral("a loss, mated in %1").arg(value.moves())));
    LevelPlay play(m_level);
    while (!play.isOver() && play.movesMade() < 100) {
        const Move hint = play.endgameHint().move;
        if (hint.isNull())
            break;
        play.play(hint);
    }
    if (play.stars() != 3)
        error(
            QStringLiteral("playing the hints against the tables' defence does not solve the level with three stars"));
}

void LevelCheck::runIn(const CourseLanguage &language)
{
    if (m_level.kind != LevelKind::Write && m_level.kind != LevelKind::Read)
        return;
    const NotationStyle style = levelNotation(m_level.notation, language.letters);
    const std::string text = moveText(m_level.position, m_level.move, style);
    const MoveInput input = readMove(m_level.position, text, style);
    if (input.error != MoveInputError::None || input.move != m_level.move)
        error(QStringLiteral("in %1, \"%2\" does not read back as %3")
                  .arg(language.code, QString::fromStdString(text), QString::fromStdString(uciText(m_level.move))));
    LevelPlay play(m_level);
    if (m_level.kind == LevelKind::Write)
        play.write(text, style);
    else
        play.play(m_level.move);
    if (!play.isSolved())
        error(QStringLiteral("in %1, the move written \"%2\" does not solve the level")
                  .arg(language.code, QString::fromStdString(text)));
}

} // namespace

CourseCheck checkCourse(const CourseLoad &load, const std::vector<CourseLanguage> &languages)
{
    const Course &course = load.course;
    CourseCheck result;
    result.errors = load.problems;
    result.stages = static_cast<int>(course.stages.size());
    result.levels = course.levelCount();
    QStringList ids;
    for (const Stage &stage : course.stages) {
        if (ids.contains(stage.id))
            result.errors << QStringLiteral("%1: a second stage \"%2\"").arg(stage.file, stage.id);
        ids << stage.id;
        if (!stage.page.endsWith(QLatin1String(".html")))
            result.errors << QStringLiteral("%1: the page \"%2\" is not a rule page").arg(stage.file, stage.page);
        if (stage.levels.empty())
            result.errors << QStringLiteral("%1: no level").arg(stage.file);
        // An introduction that states a rule some seed text has otherwise says which text it states.
        for (RuleOption option : AllRuleOptions) {
            const bool depends = std::any_of(stage.levels.begin(), stage.levels.end(),
                                             [option](const Level &level) { return dependsOn(level, option); });
            if (depends && !stage.intro.contains(optionName(option)))
                result.errors << QStringLiteral("%1: a level depends on %2, and the introduction does not name it")
                                     .arg(stage.file, optionName(option));
        }
        for (std::size_t i = 0; i < stage.levels.size(); ++i)
            LevelCheck(stage, stage.levels[i], static_cast<int>(i) + 1, result.errors).run();
    }
    for (const CourseLanguage &language : languages) {
        if (language.translator)
            QCoreApplication::installTranslator(language.translator);
        for (const QString &text : course.texts())
            if (language.translator && language.translator->translate("Course", text.toUtf8().constData()).isEmpty())
                result.errors << QStringLiteral("%1: no translation of \"%2\"").arg(language.code, text);
        for (const Stage &stage : course.stages)
            for (std::size_t i = 0; i < stage.levels.size(); ++i)
                LevelCheck(stage, stage.levels[i], static_cast<int>(i) + 1, result.errors).runIn(language);
        if (language.translator)
            QCoreApplication::removeTranslator(language.translator);
    }
    return result;
}

} // namespace ferz
