// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the PGN tests: reading a file or a text completely, and the list of PGN files.
#pragma once

#include "core/pgn/pgnreader.h"

#include <QBuffer>
#include <QDirIterator>
#include <QFile>
#include <QStringList>

#include <vector>

namespace ferz::test {

inline QString pgnDataFolder()
{
    return QStringLiteral(FERZ_TEST_DATA "/pgn");
}

// Every .pgn file under tests/data/pgn, as paths relative to that folder, sorted.
inline QStringList pgnFiles()
{
    QStringList files;
    QDirIterator it(pgnDataFolder(), {QStringLiteral("*.pgn")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next().mid(pgnDataFolder().size() + 1);
    files.sort();
    return files;
}

// Every PGN file of the test data, the malformed ones too, one after the other.
inline QByteArray allTestFiles()
{
    QByteArray all;
    for (const QString &name : pgnFiles()) {
        QFile f(pgnDataFolder() + "/" + name);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll() + "\n";
    }
    return all;
}

// Writes allTestFiles() to `path`; false when it cannot be written.
inline bool writeAllTestFiles(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(allTestFiles()) > 0;
}

// Plays a legal move at the end of the main line; false when there is none (mate or stalemate).
inline bool appendMainLineMove(GameTree &tree)
{
    GameNode *last = tree.root();
    while (last->mainChild())
        last = last->mainChild();
    const MoveList moves = last->position().legalMoves();
    return moves.size() > 0 && tree.appendMove(last, moves[0]);
}

inline std::vector<PgnGame> readAll(QIODevice *device, TextEncoding encoding = TextEncoding::Auto)
{
    std::vector<PgnGame> games;
    PgnReader reader(device, encoding);
    PgnGame game;
    while (reader.readGame(game))
        games.push_back(std::move(game));
    return games;
}

inline std::vector<PgnGame> readFile(const QString &path, TextEncoding encoding = TextEncoding::Auto)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return readAll(&file, encoding);
}

inline std::vector<PgnGame> readText(const QByteArray &text, TextEncoding encoding = TextEncoding::Auto)
{
    QByteArray copy = text;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return readAll(&buffer, encoding);
}

inline int errorCount(const std::vector<PgnGame> &games)
{
    int n = 0;
    for (const PgnGame &g : games)
        n += static_cast<int>(g.errors.size());
    return n;
}

// The moves of a game's main line, to compare two trees' games move by move.
inline std::vector<Move> mainLineMoves(const GameTree &tree)
{
    std::vector<Move> moves;
    for (const GameNode *node : tree.mainLine())
        moves.push_back(node->move());
    return moves;
}

} // namespace ferz::test
