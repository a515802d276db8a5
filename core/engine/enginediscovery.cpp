// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/enginediscovery.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

namespace ferz {

ProgramProblem programProblem(const QString &program)
{
    if (program.isEmpty())
        return ProgramProblem::None; // none chosen: Stockfish is looked for
    const QFileInfo file(program);
    if (!file.exists())
        return ProgramProblem::Missing;
    if (file.isDir())
        return ProgramProblem::Folder;
    return file.isExecutable() ? ProgramProblem::None : ProgramProblem::NotExecutable;
}

// The sentences keep the context of the class they were translated in (translations/*.ts).
QString programProblemText(const QString &program)
{
    switch (programProblem(program)) {
    case ProgramProblem::None: break;
    case ProgramProblem::Missing:
        return QCoreApplication::translate("ferz::UciEngine", "The chosen engine “%1” does not exist.").arg(program);
    case ProgramProblem::Folder:
        return QCoreApplication::translate("ferz::UciEngine", "The chosen engine “%1” is a folder, not a program.")
            .arg(program);
    case ProgramProblem::NotExecutable:
        return QCoreApplication::translate(
                   "ferz::UciEngine", "The chosen engine “%1” is not allowed to run (it is not marked as executable).")
            .arg(program);
    }
    return {};
}

QString findEngine(const QString &configured, const QStringList &folders)
{
    if (!configured.isEmpty() && programProblem(configured) == ProgramProblem::None)
        return QFileInfo(configured).absoluteFilePath();
    QString found = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (found.isEmpty() && !folders.isEmpty())
        found = QStandardPaths::findExecutable(QStringLiteral("stockfish"), folders);
    return found;
}

} // namespace ferz
