// SPDX-License-Identifier: GPL-3.0-or-later
// A copy of a game database changed behind Ferz's back by SQL statements, as another program or a
// damaged disk might leave it.
#pragma once

#include "core/db/sqlite.h"

#include <QDebug>
#include <QFile>
#include <QStringList>

namespace ferz::test {

// Copies the database `from` to `path` (replacing it) and runs `sql` on the copy; a statement that
// fails is warned about. Returns `path`, or an empty string when the copy fails.
inline QString changedCopy(const QString &from, const QString &path, const QStringList &sql)
{
    QFile::remove(path);
    if (!QFile::copy(from, path))
        return {};
    db::Sqlite db;
    if (!db.open(path, db::Sqlite::Mode::ReadWrite))
        qWarning() << path << db.errorText();
    for (const QString &statement : sql)
        if (!db.exec(statement.toUtf8().constData()))
            qWarning() << statement << db.errorText();
    return path;
}

} // namespace ferz::test
