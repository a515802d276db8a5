// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/gamefile.h"

#include "core/db/gamedatabase.h"
#include "core/file/atomicfile.h"
#include "core/pgn/pgnwriter.h"

#include <QFileInfo>

namespace ferz {

QString GameFile::errorText(const GameSource &source, PgnFile::SaveError error)
{
    const QString file = nativePath(source.database->path());
    switch (error) {
    case PgnFile::SaveError::None: break;
    case PgnFile::SaveError::FileGone:
        return tr("Cannot save into %1: the file is no longer there (deleted or moved). Save As writes the game "
                  "elsewhere.")
            .arg(file);
    case PgnFile::SaveError::GameChanged:
        return tr("Cannot save into %1: another program changed this game in the file since Ferz read it, and saving "
                  "would overwrite that change. Save As writes your version to another file.")
            .arg(file);
    case PgnFile::SaveError::CannotRead:
        return tr("Cannot save into %1: it cannot be read (%2).").arg(file, source.database->errorString());
    case PgnFile::SaveError::CannotWrite:
        return tr("Cannot save into %1: %2.").arg(file, source.database->errorString());
    }
    return {};
}

SaveResult GameFile::writeAlone(GameSource &source, const GameTree &tree, const QString &path)
{
    SaveResult result;
    QString why;
    if (!writeFileAtomically(path, QByteArray::fromStdString(writePgn(tree)), &why)) {
        result.message = tr("Cannot write %1: %2.").arg(nativePath(path), why);
        return result;
    }
    auto database = std::make_shared<PgnFile>();
    if (!database->open(path) || database->count() != 1) {
        result.message = tr("Cannot read %1 back after writing it: %2.").arg(nativePath(path), database->errorString());
        return result;
    }
    source = {database, 0, database->hashOf(0), nullptr};
    result.ok = true;
    result.message = tr("Saved to %1.").arg(nativePath(path));
    return result;
}

SaveResult GameFile::saveIntoDatabase(GameSource &source, const GameTree &tree)
{
    SaveResult result;
    db::GameDatabase &database = *source.gameDatabase;
    const QString file = nativePath(database.path());
    const int number = source.index + 1;
    if (database.fingerprint(number) != source.hash) {
        result.message = tr("Cannot save into %1: its game %2 is no longer the game Ferz read (the database was "
                            "changed meanwhile). Save As writes your version to a PGN file.")
                             .arg(file)
                             .arg(number);
        result.needsPath = true;
        return result;
    }
    const std::optional<std::uint64_t> written =
        database.replaceGame(number, tree) ? database.fingerprint(number) : std::nullopt;
    if (!written) {
        result.message = tr("Cannot save into %1: %2.").arg(file, database.errorDetail());
        return result;
    }
    source.hash = *written;
    result.ok = true;
    result.message =
        tr("Game %1 of %2 saved into %3; the other games are unchanged.").arg(number).arg(database.count()).arg(file);
    return result;
}

SaveResult GameFile::addTo(GameSource &source, const GameTree &tree, std::shared_ptr<db::GameDatabase> database)
{
    SaveResult result;
    const QString file = nativePath(database->path());
    const std::optional<std::uint64_t> written =
        database->addGames({&tree}) ? database->fingerprint(database->count()) : std::nullopt;
    if (!written) {
        result.message = tr("Cannot save into %1: %2.").arg(file, database->errorDetail());
        return result;
    }
    source = {nullptr, database->count() - 1, *written, database};
    result.ok = true;
    result.message =
        tr("The game is game %1 of %2 now; Save writes your changes into it.").arg(database->count()).arg(file);
    return result;
}

SaveResult GameFile::save(GameSource &source, const GameTree &tree)
{
    if (source.gameDatabase)
        return saveIntoDatabase(source, tree);
    SaveResult result;
    // Pasted games are saved only where the user says.
    if (!source.database || source.index < 0 || source.database->isScratch()) {
        result.needsPath = true;
        return result;
    }
    const PgnFile::SaveResult outcome = source.database->saveGame(source.index, source.hash, tree);
    if (outcome.error != PgnFile::SaveError::None) {
        result.message = errorText(source, outcome.error);
        result.needsPath =
            outcome.error == PgnFile::SaveError::FileGone || outcome.error == PgnFile::SaveError::GameChanged;
        return result;
    }
    source.index = outcome.index;
    source.hash = outcome.hash;
    result.ok = true;
    const int count = source.database->count();
    result.message = count > 1 ? tr("Game %1 of %2 saved into %3; the other games are unchanged.")
                                     .arg(outcome.index + 1)
                                     .arg(count)
                                     .arg(nativePath(source.database->path()))
                               : tr("Saved to %1.").arg(nativePath(source.database->path()));
    if (outcome.reindexed)
        result.message += QLatin1Char(' ')
            + tr("The file had been changed by another program since it was opened: Ferz found the game again and "
                 "kept the rest of the file as it is now.");
    return result;
}

SaveResult GameFile::saveAs(GameSource &source, const GameTree &tree, const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (source.database && absolute == QFileInfo(source.database->path()).absoluteFilePath())
        return save(source, tree);
    SaveResult result;
    const QFileInfo folder(QFileInfo(absolute).path());
    if (!folder.isDir()) {
        result.message = tr("Cannot write %1: the folder %2 does not exist.")
                             .arg(nativePath(absolute), nativePath(folder.filePath()));
        return result;
    }
    if (!source.database || source.index < 0)
        return writeAlone(source, tree, absolute);
    const PgnFile::SaveResult outcome = source.database->saveAs(absolute, source.index, source.hash, tree);
    switch (outcome.error) {
    case PgnFile::SaveError::None:
        source.index = outcome.index;
        source.hash = outcome.hash;
        result.ok = true;
        result.message = tr("Saved to %1.").arg(nativePath(absolute));
        return result;
    case PgnFile::SaveError::CannotWrite:
        result.message = tr("Cannot write %1: %2.").arg(nativePath(absolute), source.database->errorString());
        return result;
    case PgnFile::SaveError::FileGone:
    case PgnFile::SaveError::GameChanged:
    case PgnFile::SaveError::CannotRead: break;
    }
    // What is in memory is written in any case; the other games stayed in the original.
    const QString original = nativePath(source.database->path());
    const QString why = errorText(source, outcome.error);
    result = writeAlone(source, tree, absolute);
    if (result.ok) {
        result.wroteAlone = true;
        result.message = tr("Saved this game alone to %1: the other games of %2 could not be copied. %3")
                             .arg(nativePath(absolute), original, why);
    }
    return result;
}

} // namespace ferz
