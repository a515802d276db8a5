// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the PGN reader over arbitrary bytes, and the writer over whatever it reads: every game
// read without error must be written as PGN that reads back without error.
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"

#include <QBuffer>

#include <cstdlib>

namespace {

std::vector<ferz::PgnGame> readAll(QByteArray bytes)
{
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    ferz::PgnReader reader(&buffer);
    std::vector<ferz::PgnGame> games;
    ferz::PgnGame game;
    while (reader.readGame(game))
        games.push_back(std::move(game));
    return games;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto games = readAll(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    for (const ferz::PgnGame &game : games) {
        if (!game.errors.empty())
            continue;
        const std::string text = ferz::writePgn(game.tree);
        const auto again = readAll(QByteArray::fromStdString(text));
        if (again.size() != 1 || !again[0].errors.empty() || ferz::writePgn(again[0].tree) != text)
            std::abort();
    }
    return 0;
}
