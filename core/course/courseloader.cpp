// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the course's JSON files (the format: resources/course/README.md). Every field is checked
// for its type and value; a level with a problem is left out and the problem is named with its
// file, level and field, so that `ferz-cli course check` can list them all.
#include "core/course/course.h"

#include "core/engine/uci.h"
#include "core/game/gametree.h"
#include "core/rules/fenmessage.h"
#include "core/rules/squarename.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>
#include <utility>

namespace ferz {

namespace {

template <typename T> using Names = std::initializer_list<std::pair<const char *, T>>;

const Names<LevelKind> KindNames = {
    {"collect", LevelKind::Collect}, {"move", LevelKind::Move},       {"question", LevelKind::Question},
    {"claim", LevelKind::Claim},     {"write", LevelKind::Write},     {"read", LevelKind::Read},
    {"square", LevelKind::Square},   {"endgame", LevelKind::Endgame},
};
const Names<EndgameGoal> EndgameGoalNames = {
    {"mate", EndgameGoal::Mate}, {"promote", EndgameGoal::Promote}, {"draw", EndgameGoal::Draw}};
const Names<bool> ResultNames = {{"win", true}, {"draw", false}};
const Names<Goal> GoalNames = {
    {"check", Goal::Check},
    {"double-check", Goal::DoubleCheck},
    {"mate", Goal::Mate},
    {"stalemate", Goal::Stalemate},
    {"no-stalemate", Goal::NoStalemate},
    {"escape-check", Goal::EscapeCheck},
    {"promote", Goal::Promote},
    {"castle", Goal::Castle},
    {"en-passant", Goal::EnPassant},
    {"capture", Goal::Capture},
};
const Names<EscapeWay> EscapeNames = {
    {"any", EscapeWay::Any}, {"king", EscapeWay::King}, {"capture", EscapeWay::Capture}, {"block", EscapeWay::Block}};
const Names<PieceType> PieceNames = {{"queen", PieceType::Queen},
                                     {"rook", PieceType::Rook},
                                     {"bishop", PieceType::Bishop},
                                     {"knight", PieceType::Knight}};
const Names<CastlingSide> CastlingNames = {{"king", CastlingSide::King}, {"queen", CastlingSide::Queen}};
const Names<Color> ColorNames = {{"white", Color::White}, {"black", Color::Black}};
const Names<Ask> AskNames = {
    {"legal", Ask::Legal},
    {"ending", Ask::Ending},
    {"flag", Ask::Flag},
    {"second-illegal", Ask::SecondIllegal},
    {"may-offer", Ask::MayOffer},
    {"may-accept", Ask::MayAccept},
    {"may-resign", Ask::MayResign},
    {"game-result", Ask::GameResult},
};
const Names<Answer> AnswerNames = {
    {"legal", Answer::Legal},
    {"illegal", Answer::Illegal},
    {"checkmate", Answer::Checkmate},
    {"stalemate", Answer::Stalemate},
    {"dead-position", Answer::DeadPosition},
    {"claimable-draw", Answer::ClaimableDraw},
    {"automatic-draw", Answer::AutomaticDraw},
    {"play-on", Answer::PlayOn},
    {"white-wins", Answer::WhiteWins},
    {"black-wins", Answer::BlackWins},
    {"draw", Answer::Draw},
    {"yes", Answer::Yes},
    {"no", Answer::No},
};
const Names<IllegalReason> ReasonNames = {
    {"no-piece", IllegalReason::NoPiece},
    {"not-your-turn", IllegalReason::NotYourTurn},
    {"same-square", IllegalReason::SameSquare},
    {"own-piece-on-target", IllegalReason::OwnPieceOnTarget},
    {"wrong-pattern", IllegalReason::WrongPattern},
    {"pawn-moves-forward", IllegalReason::PawnMovesForward},
    {"pawn-captures-diagonally", IllegalReason::PawnCapturesDiagonally},
    {"pawn-double-step-only-from-start", IllegalReason::PawnDoubleStepOnlyFromStart},
    {"path-blocked", IllegalReason::PathBlocked},
    {"en-passant-not-available", IllegalReason::EnPassantNotAvailable},
    {"promotion-required", IllegalReason::PromotionRequired},
    {"bad-promotion-piece", IllegalReason::BadPromotionPiece},
    {"king-next-to-king", IllegalReason::KingNextToKing},
    {"king-would-be-in-check", IllegalReason::KingWouldBeInCheck},
    {"pinned-piece", IllegalReason::PinnedPiece},
    {"in-check", IllegalReason::InCheck},
    {"en-passant-exposes-king", IllegalReason::EnPassantExposesKing},
    {"castling-king-moved", IllegalReason::CastlingKingMoved},
    {"castling-rook-moved", IllegalReason::CastlingRookMoved},
    {"castling-in-check", IllegalReason::CastlingInCheck},
    {"castling-pieces-between", IllegalReason::CastlingPiecesBetween},
    {"castling-through-attack", IllegalReason::CastlingThroughAttack},
    {"castling-into-attack", IllegalReason::CastlingIntoAttack},
    {"castling-square-taken", IllegalReason::CastlingSquareTaken},
    {"castling-other-rook", IllegalReason::CastlingOtherRook},
};
const Names<ClaimWay> ClaimNames = {
    {"now", ClaimWay::Now}, {"with-move", ClaimWay::WithMove}, {"none", ClaimWay::None}};
const Names<NotationLanguage> LetterNames = {
    {"english", NotationLanguage::English},
    {"russian", NotationLanguage::Russian},
    {"spanish", NotationLanguage::Spanish},
    {"portuguese", NotationLanguage::Portuguese},
};
const Names<NotationForm> FormNames = {{"short", NotationForm::Short}, {"long", NotationForm::Long}};
const Names<RuleText> RuleTextNames = {{"fide", RuleText::Fide}, {"brazilian", RuleText::Brazilian}};
const Names<Variant> VariantNames = {{"standard", Variant::Standard}, {"chess960", Variant::Chess960}};

// The keys a level of each kind may have besides the common ones.
const QStringList CommonKeys = {QStringLiteral("kind"),   QStringLiteral("fen"),      QStringLiteral("history"),
                                QStringLiteral("prompt"), QStringLiteral("hint"),     QStringLiteral("hintMove"),
                                QStringLiteral("source"), QStringLiteral("ruleText"), QStringLiteral("variant")};
QStringList kindKeys(LevelKind kind)
{
    switch (kind) {
    case LevelKind::Collect: return {QStringLiteral("stars"), QStringLiteral("moves"), QStringLiteral("solution")};
    case LevelKind::Move:
        return {QStringLiteral("goals"),     QStringLiteral("escape"),  QStringLiteral("promotion"),
                QStringLiteral("castling"),  QStringLiteral("target"),  QStringLiteral("touched"),
                QStringLiteral("touchMove"), QStringLiteral("solution")};
    case LevelKind::Question:
        return {QStringLiteral("ask"),  QStringLiteral("attempt"), QStringLiteral("reason"),
                QStringLiteral("side"), QStringLiteral("options"), QStringLiteral("answer")};
    case LevelKind::Claim: return {QStringLiteral("claim"), QStringLiteral("move")};
    case LevelKind::Write:
    case LevelKind::Read: return {QStringLiteral("move"), QStringLiteral("letters"), QStringLiteral("form")};
    case LevelKind::Square:
        return {QStringLiteral("find"), QStringLiteral("count"), QStringLiteral("seconds"), QStringLiteral("flipped")};
    case LevelKind::Endgame:
        return {QStringLiteral("goal"), QStringLiteral("result"), QStringLiteral("mateIn"), QStringLiteral("moves")};
    case LevelKind::Puzzle: break;
    }
    return {};
}

// Reads one level, noting each problem; the level is kept only when there is none.
class LevelReader {
public:
    LevelReader(const QJsonObject &json, QString place) : m_json(json), m_place(std::move(place)) {}

    std::optional<Level> read();
    const QStringList &problems() const { return m_problems; }

private:
    void problem(const QString &what) { m_problems << m_place + QStringLiteral(": ") + what; }
    QString string(const char *key, bool required = false);
    int integer(const char *key, int min, int max, bool required);
    bool boolean(const char *key);
    template <typename T> std::optional<T> name(const char *key, Names<T> names, bool required = false);
    Square square(const QString &text, const char *key);
    std::vector<Square> squares(const char *key);
    Move move(const Position &position, const QString &text, const char *key);
    std::vector<Move> moves(const Position &position, const char *key);
    void readHistory(Level &level);
    void readKind(Level &level);

    QJsonObject m_json;
    QString m_place;
    QStringList m_problems;
};

QString LevelReader::string(const char *key, bool required)
{
    const QJsonValue value = m_json.value(QLatin1String(key));
    if (value.isUndefined()) {
        if (required)
            problem(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        return {};
    }
    if (!value.isString() || value.toString().trimmed().isEmpty())
        problem(QStringLiteral("\"%1\" must be a text that is not empty").arg(QLatin1String(key)));
    return value.toString();
}

int LevelReader::integer(const char *key, int min, int max, bool required)
{
    const QJsonValue value = m_json.value(QLatin1String(key));
    if (value.isUndefined()) {
        if (required)
            problem(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        return min;
    }
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number != static_cast<int>(number) || number < min || number > max) {
        problem(
            QStringLiteral("\"%1\" must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(min).arg(max));
        return min;
    }
    return static_cast<int>(number);
}

bool LevelReader::boolean(const char *key)
{
    const QJsonValue value = m_json.value(QLatin1String(key));
    if (!value.isUndefined() && !value.isBool())
        problem(QStringLiteral("\"%1\" must be true or false").arg(QLatin1String(key)));
    return value.toBool();
}

template <typename T> std::optional<T> LevelReader::name(const char *key, Names<T> names, bool required)
{
    const QString text = string(key, required);
    if (text.isEmpty())
        return std::nullopt;
    for (const auto &[word, value] : names)
        if (text == QLatin1String(word))
            return value;
    QStringList words;
    for (const auto &entry : names)
        words << QLatin1String(entry.first);
    problem(QStringLiteral("\"%1\" is \"%2\", not one of %3")
                .arg(QLatin1String(key), text, words.join(QLatin1String(", "))));
    return std::nullopt;
}

Square LevelReader::square(const QString &text, const char *key)
{
    const Square s = parseSquare(text.toStdString());
    if (s == Square::None)
        problem(QStringLiteral("\"%1\": \"%2\" is not a square").arg(QLatin1String(key), text));
    return s;
}

std::vector<Square> LevelReader::squares(const char *key)
{
    std::vector<Square> found;
    for (const QJsonValue &value : m_json.value(QLatin1String(key)).toArray())
        found.push_back(square(value.toString(), key));
    return found;
}

Move LevelReader::move(const Position &position, const QString &text, const char *key)
{
    const Move m = parseUci(position, text.toStdString());
    if (m.isNull())
        problem(QStringLiteral("\"%1\": \"%2\" is not a legal move (UCI, e.g. e2e4, e7e8q) in %3")
                    .arg(QLatin1String(key), text, QString::fromStdString(position.fen())));
    return m;
}

std::vector<Move> LevelReader::moves(const Position &position, const char *key)
{
    std::vector<Move> found;
    for (const QJsonValue &value : m_json.value(QLatin1String(key)).toArray())
        found.push_back(move(position, value.toString(), key));
    return found;
}

// The moves and protocol steps before the level: "e2e4", "offer", "accept", "decline", "claim",
// "resign white", "resign black".
void LevelReader::readHistory(Level &level)
{
    Position position = level.start;
    for (const QJsonValue &value : m_json.value(QLatin1String("history")).toArray()) {
        const QString text = value.toString();
        GameEvent event;
        event.side = position.sideToMove();
        if (text == QLatin1String("offer")) {
            event.type = GameEvent::Type::Offer;
        } else if (text == QLatin1String("accept")) {
            event.type = GameEvent::Type::Accept;
        } else if (text == QLatin1String("decline")) {
            event.type = GameEvent::Type::Decline;
        } else if (text == QLatin1String("claim")) {
            event.type = GameEvent::Type::Claim;
        } else if (text.startsWith(QLatin1String("resign "))) {
            event.type = GameEvent::Type::Resign;
            event.side = text.endsWith(QLatin1String("black")) ? Color::Black : Color::White;
        } else {
            event.move = move(position, text, "history");
            if (event.move.isNull())
                return;
            position.play(event.move);
        }
        if (event.type != GameEvent::Type::Move && level.kind != LevelKind::Question)
            problem(QStringLiteral("\"history\": \"%1\" belongs only in question levels").arg(text));
        level.history.push_back(event);
    }
    level.position = position;
}

std::optional<Level> LevelReader::read()
{
    Level level;
    if (const auto kind = name("kind", KindNames, true))
        level.kind = *kind;
    else
        return std::nullopt;
    for (const QString &key : m_json.keys())
        if (!CommonKeys.contains(key) && !kindKeys(level.kind).contains(key))
            problem(QStringLiteral("unknown key \"%1\"").arg(key));
    const QString fen = m_json.contains(QLatin1String("fen")) ? string("fen") : QString::fromLatin1(Position::StartFen);
    auto start = Position::fromFen(fen.toStdString(), name("variant", VariantNames).value_or(Variant::Standard));
    if (const auto *error = std::get_if<FenError>(&start)) {
        problem(QStringLiteral("the FEN \"%1\" is not a legal position: %2").arg(fen, fenErrorText(*error)));
        return std::nullopt;
    }
    level.start = std::get<Position>(start);
    readHistory(level);
    level.prompt = string("prompt");
    if (const auto ruleText = name("ruleText", RuleTextNames))
        level.ruleText = *ruleText;
    level.hint = string("hint");
    if (m_json.contains(QLatin1String("hintMove")))
        level.hintMove = move(level.position, string("hintMove"), "hintMove");
    const QJsonObject source = m_json.value(QLatin1String("source")).toObject();
    level.source = {source.value(QLatin1String("file")).toString(), source.value(QLatin1String("game")).toInt(),
                    source.value(QLatin1String("ply")).toInt(), source.value(QLatin1String("origin")).toString(),
                    source.value(QLatin1String("licence")).toString()};
    if (m_json.contains(QLatin1String("source"))
        && (level.source.file.isEmpty() || level.source.game < 1 || level.source.licence.isEmpty()))
        problem(QStringLiteral("\"source\" needs a \"file\", a \"game\" (from 1) and a \"licence\""));
    readKind(level);
    if (!m_problems.isEmpty())
        return std::nullopt;
    return level;
}

void LevelReader::readKind(Level &level)
{
    const Position &position = level.position;
    switch (level.kind) {
    case LevelKind::Collect:
        level.stars = squares("stars");
        level.moveLimit = integer("moves", 1, 20, true);
        // The solution's moves follow each other, the other side passing in between.
        {
            std::optional<Position> p = position;
            for (const QJsonValue &value : m_json.value(QLatin1String("solution")).toArray()) {
                const Move m = p ? move(*p, value.toString(), "solution") : Move();
                if (m.isNull())
                    break;
                level.solution.push_back(m);
                p = afterNullMove(p->after(m));
            }
        }
        if (level.stars.empty())
            problem(QStringLiteral("a collect level needs \"stars\""));
        break;
    case LevelKind::Move:
        for (const QJsonValue &value : m_json.value(QLatin1String("goals")).toArray()) {
            const QString goal = value.toString();
            const auto found = std::find_if(GoalNames.begin(), GoalNames.end(),
                                            [&](const auto &entry) { return goal == QLatin1String(entry.first); });
            if (found == GoalNames.end())
                problem(QStringLiteral("\"goals\": unknown goal \"%1\"").arg(goal));
            else
                level.goals.push_back(found->second);
        }
        if (level.goals.empty())
            problem(QStringLiteral("a move level needs \"goals\""));
        level.escape = name("escape", EscapeNames).value_or(EscapeWay::Any);
        level.promotion = name("promotion", PieceNames).value_or(PieceType::None);
        level.castling = name("castling", CastlingNames).value_or(CastlingSide::King);
        if (m_json.contains(QLatin1String("target")))
            level.target = square(string("target"), "target");
        if (m_json.contains(QLatin1String("touched")))
            level.touched = square(string("touched"), "touched");
        level.touchMove = boolean("touchMove");
        level.solution = moves(position, "solution");
        break;
    case LevelKind::Question: {
        level.ask = name("ask", AskNames, true).value_or(Ask::Legal);
        if (level.ask == Ask::Legal) {
            // Squares and an optional promotion letter, as in UCI, but not necessarily legal: "e1g1", "e7e8k".
            const QString attempt = string("attempt", true);
            level.attempt.from = square(attempt.left(2), "attempt");
            level.attempt.to = square(attempt.mid(2, 2), "attempt");
            const int promotion = static_cast<int>(QStringLiteral(" pnbrqk").indexOf(attempt.mid(4)));
            if (attempt.size() > 5 || (attempt.size() == 5 && promotion < 1))
                problem(QStringLiteral("\"attempt\": \"%1\" is not two squares and a promotion letter").arg(attempt));
            else if (attempt.size() == 5)
                level.attempt.promotion = static_cast<PieceType>(promotion);
        }
        level.reason = name("reason", ReasonNames).value_or(IllegalReason::None);
        level.side = name("side", ColorNames).value_or(position.sideToMove());
        for (const QJsonValue &value : m_json.value(QLatin1String("options")).toArray()) {
            const QString option = value.toString();
            const auto found = std::find_if(AnswerNames.begin(), AnswerNames.end(),
                                            [&](const auto &entry) { return option == QLatin1String(entry.first); });
            if (found == AnswerNames.end())
                problem(QStringLiteral("\"options\": unknown answer \"%1\"").arg(option));
            else
                level.options.push_back(found->second);
        }
        level.answer = name("answer", AnswerNames, true).value_or(Answer::Yes);
        break;
    }
    case LevelKind::Claim:
        level.claim = name("claim", ClaimNames, true).value_or(ClaimWay::Now);
        if (level.claim != ClaimWay::Now)
            level.move = move(position, string("move", true), "move");
        break;
    case LevelKind::Write:
    case LevelKind::Read: {
        level.move = move(position, string("move", true), "move");
        const QString letters = string("letters", true);
        level.notation.interfaceLetters = letters == QLatin1String("interface");
        if (!level.notation.interfaceLetters)
            level.notation.language = name("letters", LetterNames).value_or(NotationLanguage::English);
        level.notation.form = name("form", FormNames, true).value_or(NotationForm::Short);
        break;
    }
    case LevelKind::Square:
        level.findSquares = boolean("find");
        level.count = integer("count", 1, 64, true);
        level.seconds = integer("seconds", 1, 600, true);
        level.flipped = boolean("flipped");
        break;
    case LevelKind::Endgame:
        level.endgameGoal = name("goal", EndgameGoalNames, true).value_or(EndgameGoal::Mate);
        level.statesWin = name("result", ResultNames, true).value_or(true);
        if (level.statesWin)
            level.mateIn = integer("mateIn", 1, 100, true);
        if (level.endgameGoal == EndgameGoal::Draw)
            level.holdMoves = integer("moves", 1, 50, true);
        if (level.statesWin == (level.endgameGoal == EndgameGoal::Draw))
            problem(QStringLiteral("a %1 level states a %2")
                        .arg(level.statesWin ? QStringLiteral("draw") : QStringLiteral("mate or promote"),
                             level.statesWin ? QStringLiteral("win") : QStringLiteral("draw")));
        break;
    case LevelKind::Puzzle: break;
    }
}

// Reads a stage file; its levels with problems are left out.
std::optional<Stage> readStage(const QString &path, QStringList &problems)
{
    const QString file = QFileInfo(path).fileName();
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly)) {
        problems << QStringLiteral("%1: %2").arg(file, input.errorString());
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(input.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        problems
            << QStringLiteral("%1: not a JSON object (%2 at byte %3)").arg(file, error.errorString()).arg(error.offset);
        return std::nullopt;
    }
    const QJsonObject json = document.object();
    Stage stage;
    stage.file = file;
    stage.id = QFileInfo(path).completeBaseName().section(QLatin1Char('-'), 1);
    stage.title = json.value(QLatin1String("title")).toString();
    stage.page = json.value(QLatin1String("page")).toString();
    stage.intro = json.value(QLatin1String("intro")).toString();
    stage.prompt = json.value(QLatin1String("prompt")).toString();
    for (const char *key : {"title", "page", "intro"})
        if (json.value(QLatin1String(key)).toString().trimmed().isEmpty())
            problems << QStringLiteral("%1: \"%2\" is missing").arg(file, QLatin1String(key));
    for (const QString &key : json.keys())
        if (!QStringList {QStringLiteral("title"), QStringLiteral("page"), QStringLiteral("intro"),
                          QStringLiteral("prompt"), QStringLiteral("levels")}
                 .contains(key))
            problems << QStringLiteral("%1: unknown key \"%2\"").arg(file, key);
    const QJsonArray levels = json.value(QLatin1String("levels")).toArray();
    for (int i = 0; i < levels.size(); ++i) {
        LevelReader reader(levels[i].toObject(), levelPlace(stage, i + 1));
        if (auto level = reader.read())
            stage.levels.push_back(std::move(*level));
        problems << reader.problems();
    }
    return stage;
}

} // namespace

CourseLoad loadCourse(const QString &folder)
{
    CourseLoad load;
    const QDir dir(folder);
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        load.problems << QStringLiteral("%1: no stage files (*.json)").arg(folder);
    for (const QString &file : files)
        if (auto stage = readStage(dir.filePath(file), load.problems))
            load.course.stages.push_back(std::move(*stage));
    return load;
}

} // namespace ferz
