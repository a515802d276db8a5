// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/playablegame.h"

#include "core/pgn/pgnmessage.h"

#include <QBuffer>
#include <QCoreApplication>

namespace ferz {

namespace {

template <typename T> std::optional<T> fail(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return std::nullopt;
}

} // namespace

std::optional<PgnGame> readFirstGame(const QByteArray &pgn, QString *why)
{
    QByteArray data = pgn;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(&buffer);
    PgnGame game;
    if (!reader.readGame(game))
        return fail<PgnGame>(why, QCoreApplication::translate("GameFile", "there is no game in it"));
    if (!game.errors.empty())
        return fail<PgnGame>(why, pgnErrorMessage(game.errors.front()));
    return game;
}

bool holdsSeveralGames(const QByteArray &pgn)
{
    QByteArray data = pgn;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(&buffer);
    PgnGame game;
    return reader.readGame(game, PgnReader::Mode::Tags) && reader.readGame(game, PgnReader::Mode::Tags);
}

std::optional<Game> playableGame(GameTree &&tree, const GameOptions &options, QString *why)
{
    const TimeControl control =
        TimeControl::fromPgnTags(tree.tag("TimeControl"), tree.tag(TimeControl::DelayTag)).value_or(TimeControl());
    // The last [%clk] of each side is the time it had left.
    std::optional<std::int64_t> clocks[2];
    for (const GameNode *node : tree.mainLine())
        if (node->annotations().clockMs)
            clocks[index(~node->position().sideToMove())] = node->annotations().clockMs;
    auto game = Game::fromTree(std::move(tree), control, options);
    if (!game)
        return fail<Game>(why,
                          QCoreApplication::translate(
                              "GameFile", "its main line holds a null move, and a game cannot go on from there"));
    for (Color c : {Color::White, Color::Black})
        if (clocks[index(c)])
            game->clock().setRemaining(c, *clocks[index(c)]);
    return game;
}

} // namespace ferz
