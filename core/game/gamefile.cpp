// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/gamefile.h"

#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace ferz {

namespace {

const QString Format = QStringLiteral("ferz-autosave");
constexpr int Version = 1;

std::optional<Game> fail(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return std::nullopt;
}

std::optional<Game> readFirstGame(QIODevice *device, const GameOptions &options, QString *why)
{
    PgnReader reader(device);
    PgnGame pgn;
    if (!reader.readGame(pgn))
        return fail(why, QCoreApplication::translate("GameFile", "there is no game in it"));
    if (!pgn.errors.empty())
        return fail(why, pgnErrorMessage(pgn.errors.front()));
    const TimeControl control = TimeControl::fromPgnTag(pgn.tree.tag("TimeControl")).value_or(TimeControl());
    // The last [%clk] of each side is the time it had left.
    std::optional<std::int64_t> clocks[2];
    for (const GameNode *node : pgn.tree.mainLine())
        if (node->annotations().clockMs)
            clocks[index(~node->position().sideToMove())] = node->annotations().clockMs;
    auto game = Game::fromTree(std::move(pgn.tree), control, options);
    if (!game)
        return fail(why,
                    QCoreApplication::translate("GameFile",
                                                "its main line holds a null move, and a game cannot go on from there"));
    for (Color c : {Color::White, Color::Black})
        if (clocks[index(c)])
            game->clock().setRemaining(c, *clocks[index(c)]);
    return game;
}

} // namespace

std::optional<Game> readPgnGame(const QByteArray &pgn, const GameOptions &options, QString *why)
{
    QByteArray data = pgn;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return readFirstGame(&buffer, options, why);
}

std::optional<Game> readPgnFile(const QString &path, const GameOptions &options, QString *why)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(why, QCoreApplication::translate("GameFile", "Cannot open %1: %2").arg(path, file.errorString()));
    auto game = readFirstGame(&file, options, why);
    if (!game && why)
        *why = QCoreApplication::translate("GameFile", "Cannot read a game from %1: %2").arg(path, *why);
    return game;
}

QByteArray writeSavedGame(const Game &game, std::int64_t now)
{
    const ChessClock &clock = game.clock();
    const Game::OfferState offers = game.offerState();
    QJsonObject record {
        {QStringLiteral("format"), Format},
        {QStringLiteral("version"), Version},
        {QStringLiteral("pgn"), QString::fromStdString(writePgn(game.tree()))},
        {QStringLiteral("timeControl"), QString::fromStdString(clock.control().text())},
        {QStringLiteral("whiteMs"), static_cast<qint64>(clock.remaining(Color::White, now))},
        {QStringLiteral("blackMs"), static_cast<qint64>(clock.remaining(Color::Black, now))},
        {QStringLiteral("paused"), clock.isPaused()},
        {QStringLiteral("offerPending"), offers.pending},
        {QStringLiteral("offerOpen"), offers.open},
    };
    if (offers.mayNotOffer)
        record.insert(QStringLiteral("mayNotOffer"),
                      *offers.mayNotOffer == Color::White ? QStringLiteral("white") : QStringLiteral("black"));
    return QJsonDocument(record).toJson();
}

std::optional<Game> readSavedGame(const QByteArray &record, const GameOptions &options, std::int64_t now, QString *why)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(record, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(why,
                    QCoreApplication::translate("GameFile", "not valid JSON at byte %1: %2")
                        .arg(error.offset)
                        .arg(error.errorString()));
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")).toString() != Format)
        return fail(why, QCoreApplication::translate("GameFile", "not a Ferz autosave record"));
    if (object.value(QStringLiteral("version")).toInt() != Version)
        return fail(why,
                    QCoreApplication::translate("GameFile", "written by another version of Ferz (record version %1)")
                        .arg(object.value(QStringLiteral("version")).toInt()));
    const auto control = TimeControl::parse(object.value(QStringLiteral("timeControl")).toString().toStdString());
    if (!control)
        return fail(why,
                    QCoreApplication::translate("GameFile", "its time control \"%1\" cannot be read")
                        .arg(object.value(QStringLiteral("timeControl")).toString()));
    QString pgnWhy;
    auto game = readPgnGame(object.value(QStringLiteral("pgn")).toString().toUtf8(), options, &pgnWhy);
    if (!game)
        return fail(why, QCoreApplication::translate("GameFile", "its game cannot be read: %1").arg(pgnWhy));
    Game restored = std::move(*game);
    // The record's time control and clocks replace what the PGN tags and comments say.
    ChessClock clock(*control);
    clock.setMovesMade(Color::White, restored.clock().movesMade(Color::White));
    clock.setMovesMade(Color::Black, restored.clock().movesMade(Color::Black));
    for (const auto &[key, c] :
         {std::pair {QStringLiteral("whiteMs"), Color::White}, std::pair {QStringLiteral("blackMs"), Color::Black}}) {
        if (!object.value(key).isDouble())
            return fail(why, QCoreApplication::translate("GameFile", "the time of a clock is missing"));
        clock.setRemaining(c, static_cast<std::int64_t>(object.value(key).toDouble()));
    }
    restored.clock() = clock;
    Game::OfferState offers;
    offers.pending = object.value(QStringLiteral("offerPending")).toBool();
    offers.open = object.value(QStringLiteral("offerOpen")).toBool();
    const QString mayNot = object.value(QStringLiteral("mayNotOffer")).toString();
    if (mayNot == QStringLiteral("white"))
        offers.mayNotOffer = Color::White;
    else if (mayNot == QStringLiteral("black"))
        offers.mayNotOffer = Color::Black;
    restored.setOfferState(offers);
    if (!restored.isOver()) {
        restored.startClock(now);
        restored.clock().pause(now);
    }
    return restored;
}

} // namespace ferz
