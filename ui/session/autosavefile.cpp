// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/autosavefile.h"

#include "core/file/atomicfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace ferz::autosave {

namespace {

// Far beyond the record of any real game, and small enough to read at start-up on the main thread.
constexpr qint64 LargestRecord = 256 * 1024 * 1024;

} // namespace

QString path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

bool write(const std::vector<AutosaveRecord> &records, QString *error)
{
    const QString folder = QFileInfo(path()).path();
    if (!QDir().mkpath(folder)) {
        *error = QCoreApplication::translate("Autosave", "the folder %1 cannot be made").arg(nativePath(folder));
        return false;
    }
    return writeFileAtomically(path(), writeAutosaveRecords(records), error);
}

std::shared_ptr<QLockFile> claim()
{
    // The autosave belongs to a running Ferz, not to one of its windows: the windows of one
    // program share its lock (a lock file refuses a second claim even from its own process).
    static std::weak_ptr<QLockFile> held;
    static QString heldPath;
    if (std::shared_ptr<QLockFile> lock = held.lock(); lock && heldPath == path())
        return lock;
    QDir().mkpath(QFileInfo(path()).path());
    auto lock = std::make_shared<QLockFile>(path() + QStringLiteral(".lock"));
    // Held for the whole run, however long: never taken as stale while its Ferz lives.
    lock->setStaleLockTime(0);
    // A lock that cannot be made (a read-only folder) is no other Ferz: writing the autosave then
    // fails, and says why.
    if (!lock->tryLock(0) && lock->error() == QLockFile::LockFailedError)
        return nullptr;
    held = lock;
    heldPath = path();
    return lock;
}

void remove()
{
    QFile::remove(path());
}

std::vector<AutosaveRecord> read(QString *problem)
{
    const QFileInfo info(path());
    if (!info.exists() && !info.isSymLink())
        return {};
    // A device or a pipe in its place would be read for ever.
    if (!info.isFile()) {
        *problem = setAside(QCoreApplication::translate("Autosave", "it is not a file"));
        return {};
    }
    if (info.size() > LargestRecord) {
        *problem = setAside(QCoreApplication::translate("Autosave", "it is larger than any autosaved game"));
        return {};
    }
    QFile file(path());
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = setAside(file.errorString());
        return {};
    }
    QString why;
    auto records = readAutosaveRecords(file.read(LargestRecord), &why);
    file.close();
    if (!records)
        *problem = setAside(why);
    return records.value_or(std::vector<AutosaveRecord>());
}

QString setAside(const QString &why)
{
    // Keep the damaged file for inspection: a later damaged file gets a name of its own.
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QString aside = path() + QStringLiteral(".corrupt-") + stamp;
    for (int n = 2; QFile::exists(aside); ++n)
        aside = path() + QStringLiteral(".corrupt-%1-%2").arg(stamp).arg(n);
    QFile::rename(path(), aside);
    return QCoreApplication::translate("Autosave",
                                       "The autosaved game could not be read (%1); the file was set aside as %2.")
        .arg(why, nativePath(aside));
}

} // namespace ferz::autosave
