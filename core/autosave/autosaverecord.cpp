// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/autosave/autosaverecord.h"

#include "core/pgn/pgnwriter.h"
#include "core/pgn/playablegame.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <utility>

namespace ferz {

namespace {

const QString Format = QStringLiteral("ferz-autosave");
// Version 1 held only games being played; version 2 adds the kind and the file (and, optionally,
// the engines playing); version 3 holds a list of such records, one for each game of the window
// (its tabs) with unsaved work. Versions 1 and 2 are read as a list of one.
constexpr int Version = 3;

QString colorKey(Color c)
{
    return c == Color::White ? QStringLiteral("white") : QStringLiteral("black");
}

// How a finished game ended, which its PGN cannot say (a resignation and a mate both read as 1-0).
constexpr std::pair<Termination, const char *> EndingKeys[] = {
    {Termination::Checkmate, "checkmate"},
    {Termination::Stalemate, "stalemate"},
    {Termination::DeadPosition, "dead position"},
    {Termination::FivefoldRepetition, "fivefold repetition"},
    {Termination::SeventyFiveMoves, "seventy-five moves"},
    {Termination::ThreefoldRepetition, "threefold repetition"},
    {Termination::FiftyMoves, "fifty moves"},
    {Termination::Agreement, "agreement"},
    {Termination::Resignation, "resignation"},
    {Termination::TimeForfeit, "time forfeit"},
    {Termination::Recorded, "recorded"},
};

// Converts to the empty optional of whatever is read.
std::nullopt_t fail(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return std::nullopt;
}

QJsonObject recordObject(const AutosaveRecord &r)
{
    QJsonObject object {
        {QStringLiteral("kind"),
         r.kind == AutosaveRecord::Kind::Play ? QStringLiteral("play") : QStringLiteral("review")},
        {QStringLiteral("pgn"), QString::fromStdString(r.pgn)},
    };
    if (!r.file.isEmpty()) {
        object.insert(QStringLiteral("file"), r.file);
        object.insert(QStringLiteral("game"), r.gameIndex);
        // As text: JSON numbers lose the low bits of a 64-bit value.
        object.insert(QStringLiteral("gameHash"), QString::number(r.gameHash, 16));
    }
    if (r.kind == AutosaveRecord::Kind::Play) {
        object.insert(QStringLiteral("timeControl"), QString::fromStdString(r.timeControl));
        object.insert(QStringLiteral("whiteMs"), static_cast<qint64>(r.whiteMs));
        object.insert(QStringLiteral("blackMs"), static_cast<qint64>(r.blackMs));
        object.insert(QStringLiteral("offerPending"), r.offers.pending);
        object.insert(QStringLiteral("offerOpen"), r.offers.open);
        if (r.offers.mayNotOffer)
            object.insert(QStringLiteral("mayNotOffer"), colorKey(*r.offers.mayNotOffer));
        QJsonObject engines;
        for (Color c : {Color::White, Color::Black})
            if (const auto &seat = r.engines[index(c)])
                engines.insert(colorKey(c),
                               QJsonObject {{QStringLiteral("program"), seat->program},
                                            {QStringLiteral("strength"), seat->strength},
                                            {QStringLiteral("elo"), seat->elo},
                                            {QStringLiteral("mayResign"), seat->mayResign}});
        if (!engines.isEmpty())
            object.insert(QStringLiteral("engines"), engines);
        for (const auto &[termination, key] : EndingKeys)
            if (termination == r.ending) {
                object.insert(QStringLiteral("ending"), QLatin1String(key));
                object.insert(QStringLiteral("endedBy"), colorKey(r.endedBy));
            }
    }
    return object;
}

std::optional<AutosaveRecord> readRecordObject(const QJsonObject &object, QString *why)
{
    AutosaveRecord r;
    const QString kind = object.value(QStringLiteral("kind")).toString(QStringLiteral("play"));
    if (kind != QLatin1String("play") && kind != QLatin1String("review"))
        return fail(why,
                    QCoreApplication::translate("AutosaveRecord",
                                                "its kind \"%1\" is neither a game being played nor an edited game")
                        .arg(kind));
    r.kind = kind == QLatin1String("play") ? AutosaveRecord::Kind::Play : AutosaveRecord::Kind::Review;
    if (!object.value(QStringLiteral("pgn")).isString())
        return fail(why, QCoreApplication::translate("AutosaveRecord", "it holds no game"));
    r.pgn = object.value(QStringLiteral("pgn")).toString().toStdString();
    r.file = object.value(QStringLiteral("file")).toString();
    r.gameIndex = object.value(QStringLiteral("game")).toInt(-1);
    r.gameHash = object.value(QStringLiteral("gameHash")).toString().toULongLong(nullptr, 16);
    if (r.kind == AutosaveRecord::Kind::Review)
        return r;
    r.timeControl = object.value(QStringLiteral("timeControl")).toString().toStdString();
    for (const auto &[key, time] :
         {std::pair {QStringLiteral("whiteMs"), &r.whiteMs}, std::pair {QStringLiteral("blackMs"), &r.blackMs}}) {
        if (!object.value(key).isDouble())
            return fail(why, QCoreApplication::translate("AutosaveRecord", "the time of a clock is missing"));
        *time = static_cast<std::int64_t>(object.value(key).toDouble());
    }
    // A record of a game in progress, or from an older Ferz, has no ending.
    for (const auto &[termination, key] : EndingKeys)
        if (object.value(QStringLiteral("ending")).toString() == QLatin1String(key))
            r.ending = termination;
    r.endedBy =
        object.value(QStringLiteral("endedBy")).toString() == colorKey(Color::Black) ? Color::Black : Color::White;
    r.offers.pending = object.value(QStringLiteral("offerPending")).toBool();
    r.offers.open = object.value(QStringLiteral("offerOpen")).toBool();
    const QString mayNot = object.value(QStringLiteral("mayNotOffer")).toString();
    for (Color c : {Color::White, Color::Black}) {
        if (mayNot == colorKey(c))
            r.offers.mayNotOffer = c;
        const QJsonValue seat = object.value(QStringLiteral("engines")).toObject().value(colorKey(c));
        if (seat.isUndefined())
            continue;
        const QString program = seat.toObject().value(QStringLiteral("program")).toString();
        if (program.isEmpty())
            return fail(why,
                        c == Color::White
                            ? QCoreApplication::translate("AutosaveRecord", "the engine playing White is not named")
                            : QCoreApplication::translate("AutosaveRecord", "the engine playing Black is not named"));
        r.engines[index(c)] =
            AutosaveRecord::EngineSeat {program, seat.toObject().value(QStringLiteral("strength")).toString(),
                                        seat.toObject().value(QStringLiteral("elo")).toInt(),
                                        seat.toObject().value(QStringLiteral("mayResign")).toBool(true)};
    }
    return r;
}

} // namespace

QByteArray writeAutosaveRecords(const std::vector<AutosaveRecord> &records)
{
    QJsonArray games;
    for (const AutosaveRecord &record : records)
        games.append(recordObject(record));
    const QJsonObject object {
        {QStringLiteral("format"), Format},
        {QStringLiteral("version"), Version},
        {QStringLiteral("games"), games},
    };
    return QJsonDocument(object).toJson();
}

std::optional<std::vector<AutosaveRecord>> readAutosaveRecords(const QByteArray &bytes, QString *why)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(why,
                    QCoreApplication::translate("AutosaveRecord", "not valid JSON at byte %1: %2")
                        .arg(error.offset)
                        .arg(error.errorString()));
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")).toString() != Format)
        return fail(why, QCoreApplication::translate("AutosaveRecord", "not a Ferz autosave record"));
    std::vector<AutosaveRecord> records;
    auto add = [&records, why](const QJsonObject &game) {
        std::optional<AutosaveRecord> record = readRecordObject(game, why);
        if (record)
            records.push_back(std::move(*record));
        return record.has_value();
    };
    const int version = object.value(QStringLiteral("version")).toInt();
    if (version == 1 || version == 2)
        return add(object) ? std::optional(std::move(records)) : std::nullopt;
    if (version != Version)
        return fail(
            why,
            QCoreApplication::translate("AutosaveRecord", "written by another version of Ferz (record version %1)")
                .arg(version));
    for (const QJsonValue game : object.value(QStringLiteral("games")).toArray())
        if (!add(game.toObject()))
            return std::nullopt;
    return records;
}

AutosaveRecord playRecord(const Game &game, std::int64_t now)
{
    AutosaveRecord r;
    r.kind = AutosaveRecord::Kind::Play;
    r.pgn = writePgn(game.tree());
    r.timeControl = game.clock().control().text();
    r.whiteMs = game.clock().remaining(Color::White, now);
    r.blackMs = game.clock().remaining(Color::Black, now);
    r.offers = game.offerState();
    r.ending = game.termination();
    r.endedBy = game.endedBy();
    return r;
}

std::optional<Game> restoreGame(const AutosaveRecord &record, const GameOptions &options, std::int64_t now,
                                QString *why)
{
    const auto control = TimeControl::parse(record.timeControl);
    if (!control) {
        if (why)
            *why = QCoreApplication::translate("AutosaveRecord", "its time control \"%1\" cannot be read")
                       .arg(QString::fromStdString(record.timeControl));
        return std::nullopt;
    }
    QString problem;
    auto pgn = readFirstGame(QByteArray::fromStdString(record.pgn), &problem);
    auto game = pgn ? playableGame(std::move(pgn->tree), options, &problem) : std::nullopt;
    if (!game) {
        if (why)
            *why = QCoreApplication::translate("AutosaveRecord", "its game cannot be read: %1").arg(problem);
        return std::nullopt;
    }
    // The record's time control and clocks replace what the PGN tags and comments say.
    ChessClock clock(*control);
    clock.setMovesMade(Color::White, game->clock().movesMade(Color::White));
    clock.setMovesMade(Color::Black, game->clock().movesMade(Color::Black));
    clock.setRemaining(Color::White, record.whiteMs);
    clock.setRemaining(Color::Black, record.blackMs);
    game->clock() = clock;
    game->setOfferState(record.offers);
    game->restoreEnding(record.ending, record.endedBy);
    if (!game->isOver()) {
        game->startClock(now);
        game->clock().pause(now);
    }
    return game;
}

} // namespace ferz
