// SPDX-License-Identifier: GPL-3.0-or-later
// The file of a session's game, and writing the game into it (in place of the game read, every
// other byte kept) or into another file (with the file's other games when they can be copied,
// else alone). Every failure says what and why, naming the file; nothing is changed by one.
#pragma once

#include "core/game/gametree.h"
#include "core/pgn/pgnfile.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace ferz::db {
class GameDatabase;
}

namespace ferz {

// Where a session's game lives: a game of an indexed file, with the fingerprint of its bytes as
// read, so that a save finds it even when the file changed meanwhile; or a game of a game
// database, with the fingerprint of its stored parts, so that a save never overwrites another game.
struct GameSource {
    std::shared_ptr<PgnFile> database; // null: the game has no file yet
    int index = -1; // from 0, in the file or the game database
    std::uint64_t hash = 0;
    std::shared_ptr<db::GameDatabase> gameDatabase; // null unless the game is one of a game database
};

// The outcome of a save: on failure, `message` says what and why, naming the file.
struct SaveResult {
    bool ok = false;
    QString message;
    bool needsPath = false; // nothing to save into: ask for a file (Save As)
    // Save As wrote this game alone, the file's other games being out of reach.
    bool wroteAlone = false;
};

class GameFile {
    // The session's words: saving is what the session does.
    Q_DECLARE_TR_FUNCTIONS(ferz::GameSession)

public:
    // Writes `tree` in place of the game `source` names; on success `source` names the game written.
    static SaveResult save(GameSource &source, const GameTree &tree);
    // Writes `tree` to `path`; on success `source` names the game in the new file.
    static SaveResult saveAs(GameSource &source, const GameTree &tree, const QString &path);
    // Adds `tree` at the end of `database`; on success `source` names the game added.
    static SaveResult addTo(GameSource &source, const GameTree &tree, std::shared_ptr<db::GameDatabase> database);

private:
    static SaveResult writeAlone(GameSource &source, const GameTree &tree, const QString &path);
    static QString errorText(const GameSource &source, PgnFile::SaveError error);
    static SaveResult saveIntoDatabase(GameSource &source, const GameTree &tree);
};

} // namespace ferz
