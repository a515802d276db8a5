// SPDX-License-Identifier: GPL-3.0-or-later
// A copy of a game database changed behind Ferz's back by SQL statements, as another program or a
// damaged disk might leave it.
#pragma once

#include <QDebug>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace ferz::test {

// Copies the database `from` to `path` (replacing it) and runs `sql` on the copy; a statement that
// fails is warned about. Returns `path`, or an empty string when the copy fails.
inline QString changedCopy(const QString &from, const QString &path, const QStringList &sql)
{
    QFile::remove(path);
    if (!QFile::copy(from, path))
        return {};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("change"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        for (const QString &statement : sql)
            if (!db.open() || !q.exec(statement))
                qWarning() << statement << q.lastError().text();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("change"));
    return path;
}

} // namespace ferz::test
