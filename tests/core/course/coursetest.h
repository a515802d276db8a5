// SPDX-License-Identifier: GPL-3.0-or-later
// One-stage courses for the course tests: a course read from a temporary folder, its first level,
// and the errors the checker finds in it.
#pragma once

#include "core/course/coursecheck.h"

#include <QFile>
#include <QTemporaryDir>

namespace ferz::test {

// A course of one stage with these levels (JSON objects), read from a temporary folder.
inline CourseLoad courseOf(const QString &levels,
                           const QString &stage = QStringLiteral(
                               "\"title\": \"T\", \"page\": \"p.html\", \"intro\": \"I\", \"prompt\": \"P\""))
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("01-test.json")));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QStringLiteral("{%1, \"levels\": [%2]}").arg(stage, levels).toUtf8());
    file.close();
    return loadCourse(dir.path());
}

inline Level levelOf(const QString &json)
{
    const CourseLoad load = courseOf(json);
    if (!load.problems.isEmpty() || load.course.stages.empty() || load.course.stages[0].levels.empty())
        qFatal("%s", qPrintable(load.problems.join(QLatin1Char('\n'))));
    return load.course.stages[0].levels[0];
}

// The errors the checker finds in a one-level course (in a stage with that introduction), in
// English only.
inline QStringList errorsOf(const QString &json, const QString &intro = QStringLiteral("I"))
{
    return checkCourse(courseOf(json,
                                QStringLiteral("\"title\": \"T\", \"page\": \"p.html\", \"intro\": \"%1\", "
                                               "\"prompt\": \"P\"")
                                    .arg(intro)),
                       {})
        .errors;
}

} // namespace ferz::test
