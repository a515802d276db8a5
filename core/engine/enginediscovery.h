// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the chess engine to run: the one the user chose when it can be run, else Stockfish
// wherever it is installed; and, for a chosen program that cannot be run, why not.
#pragma once

#include <QString>
#include <QStringList>

namespace ferz {

// Where Debian and others install games, which is not always on PATH.
inline const QStringList GameFolders = {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")};

// Why a program cannot be run as an engine.
enum class ProgramProblem {
    None, // it can, or none is named (then Stockfish is looked for)
    Missing, // no such file
    Folder, // a folder, not a file
    NotExecutable, // a file without permission to run
};
ProgramProblem programProblem(const QString &program);
// The problem as a sentence naming the program (translated); empty for None.
QString programProblemText(const QString &program);
// The engine to use: `configured` when it names an executable file, else `stockfish` on PATH,
// else in one of `folders`; empty when there is none. When a configured engine is passed over,
// programProblemText() says why, for the user to be told.
QString findEngine(const QString &configured = {}, const QStringList &folders = GameFolders);

} // namespace ferz
