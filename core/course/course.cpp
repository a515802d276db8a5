// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/course.h"

namespace ferz {

const Course &Course::builtIn()
{
    static const Course course = loadCourse(QStringLiteral(":/course")).course;
    return course;
}

const Stage *Course::stage(const QString &id) const
{
    bool isNumber = false;
    const int number = id.toInt(&isNumber);
    if (isNumber)
        return number >= 1 && number <= static_cast<int>(stages.size()) ? &stages[static_cast<std::size_t>(number - 1)]
                                                                        : nullptr;
    for (const Stage &s : stages)
        if (s.id == id)
            return &s;
    return nullptr;
}

std::vector<const Stage *> Course::stagesForPage(const QString &page) const
{
    std::vector<const Stage *> found;
    for (const Stage &s : stages)
        if (s.page == page)
            found.push_back(&s);
    return found;
}

int Course::levelCount() const
{
    int count = 0;
    for (const Stage &s : stages)
        count += static_cast<int>(s.levels.size());
    return count;
}

QString Course::levelId(const Stage &stage, int level)
{
    return QStringLiteral("%1:%2").arg(stage.id).arg(level);
}

QStringList Course::texts() const
{
    QStringList found;
    auto add = [&found](const QString &text) {
        if (!text.isEmpty() && !found.contains(text))
            found << text;
    };
    for (const Stage &s : stages) {
        add(s.title);
        add(s.intro);
        add(s.prompt);
        for (const Level &level : s.levels) {
            add(level.prompt);
            add(level.hint);
        }
    }
    return found;
}

QString levelPlace(const Stage &stage, int level)
{
    return QStringLiteral("%1, level %2").arg(stage.file).arg(level);
}

} // namespace ferz
