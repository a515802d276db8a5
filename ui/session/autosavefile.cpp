// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/autosavefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace ferz::autosave {

QString path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

void write(const AutosaveRecord &record)
{
    QDir().mkpath(QFileInfo(path()).path());
    QSaveFile file(path());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(writeAutosaveRecord(record));
        file.commit();
    }
}

void remove()
{
    QFile::remove(path());
}

std::optional<AutosaveRecord> read(QString *problem)
{
    QFile file(path());
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = setAside(file.errorString());
        return std::nullopt;
    }
    QString why;
    auto record = readAutosaveRecord(file.readAll(), &why);
    file.close();
    if (!record)
        *problem = setAside(why);
    return record;
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
                                       "The autosaved game could not be read (%1); the file was set "
                                       "aside as %2.")
        .arg(why, QDir::toNativeSeparators(aside));
}

} // namespace ferz::autosave
