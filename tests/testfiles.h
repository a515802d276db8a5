// SPDX-License-Identifier: GPL-3.0-or-later
// Files as tests write and read them: whole, and failing the test when a write fails.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

namespace ferz::test {

// The file's bytes; empty when it cannot be read.
inline QByteArray bytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Replaces the file's content by `data`.
inline void write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(data), data.size());
}

} // namespace ferz::test
