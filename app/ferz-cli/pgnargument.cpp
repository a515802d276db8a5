// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnreader.h"

#include <QFile>

#include <cstdio>

namespace ferz::cli {

bool readGames(const char *command, const std::string &path, std::vector<std::unique_ptr<PgnGame>> &games, int &errors)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "ferz-cli %s: %s: %s\n", command, path.c_str(), qPrintable(file.errorString()));
        return false;
    }
    PgnReader reader(&file);
    for (auto game = std::make_unique<PgnGame>(); reader.readGame(*game); game = std::make_unique<PgnGame>()) {
        for (const PgnError &e : game->errors)
            std::fprintf(stderr, "%s: %s\n", path.c_str(), qPrintable(pgnErrorMessage(e)));
        errors += static_cast<int>(game->errors.size());
        games.push_back(std::move(game));
    }
    if (games.empty()) {
        std::fprintf(stderr, "ferz-cli %s: %s holds no game\n", command, path.c_str());
        return false;
    }
    return true;
}

std::unique_ptr<PgnGame> readGame(const char *command, const std::string &path, const std::string &number, int &errors)
{
    const std::optional<int> wanted = wholeNumber(number, 9);
    if (!wanted || *wanted < 1) {
        std::fprintf(stderr, "ferz-cli %s: --game must be a game number from 1, not \"%s\"\n", command, number.c_str());
        return nullptr;
    }
    std::vector<std::unique_ptr<PgnGame>> games;
    if (!readGames(command, path, games, errors))
        return nullptr;
    if (std::size_t(*wanted) > games.size()) {
        std::fprintf(stderr, "ferz-cli %s: %s holds %zu game(s), not %d\n", command, path.c_str(), games.size(),
                     *wanted);
        return nullptr;
    }
    return std::move(games[std::size_t(*wanted - 1)]);
}

} // namespace ferz::cli
