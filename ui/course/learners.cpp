// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/learners.h"

#include "core/file/atomicfile.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "ui/settings/appsettings.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace ferz {

Learners::Learners(const QString &folder, QObject *parent)
    : QObject(parent), m_folder(folder), m_today([] { return QDate::currentDate(); })
{
    ProgressLoad load = loadProgress(progressPath());
    m_book = std::move(load.book);
    if (!load.problem.isEmpty()) {
        m_problem = load.keptAs.isEmpty()
            ? tr("The progress file %1 cannot be read (%2); it is left as it is, and nothing is saved until it is "
                 "mended or moved away.")
                  .arg(QDir::toNativeSeparators(progressPath()), load.problem)
            : tr("The progress file could not be read (%1); it was kept as %2, and a new one begun.")
                  .arg(load.problem, QDir::toNativeSeparators(load.keptAs));
        m_writable = !load.keptAs.isEmpty();
    }
    if (m_book.learners.empty()) {
        // The course's stars from before there were learners are the first learner's.
        Learner &first = m_book.add(tr("Learner 1"));
        if (!load.existed) {
            first.stars = AppSettings::courseStars();
            first.lastLevel = AppSettings::courseLevel();
        }
        // Written at the first change: a look at the course leaves no file behind.
    }
    readPuzzles();
}

QString Learners::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Learners::progressPath() const
{
    return m_folder + QStringLiteral("/progress.json");
}

QString Learners::puzzlePath(const Learner &learner) const
{
    return m_folder + QStringLiteral("/puzzles/") + learner.id + QStringLiteral(".pgn");
}

void Learners::choose(int index)
{
    if (index < 0 || index >= static_cast<int>(m_book.learners.size()) || index == m_book.current)
        return;
    m_book.current = index;
    save();
    readPuzzles();
    emit changed();
}

bool Learners::add(const QString &name)
{
    const QString trimmed = name.simplified();
    if (trimmed.isEmpty()
        || std::ranges::any_of(m_book.learners, [&trimmed](const Learner &l) { return l.name == trimmed; }))
        return false;
    m_book.add(trimmed);
    m_book.current = static_cast<int>(m_book.learners.size()) - 1;
    save();
    readPuzzles();
    emit changed();
    return true;
}

void Learners::recordMiss(const QString &level, bool firstOfAttempt)
{
    ferz::recordMiss(m_book.learners[static_cast<std::size_t>(m_book.current)], level, firstOfAttempt, today());
    save();
    emit changed();
}

void Learners::recordSolved(const QString &level, int stars, bool mistakes, bool hinted)
{
    ferz::recordSolved(m_book.learners[static_cast<std::size_t>(m_book.current)], level, stars, mistakes, hinted,
                       today());
    save();
    emit changed();
}

void Learners::setLastLevel(const QString &level)
{
    m_book.learners[static_cast<std::size_t>(m_book.current)].lastLevel = level;
    save();
}

void Learners::save()
{
    QString why;
    if (m_writable && !saveProgress(progressPath(), m_book, &why))
        m_problem = tr("The progress cannot be saved: %1").arg(why);
}

void Learners::readPuzzles()
{
    m_puzzles.clear();
    QFile file(puzzlePath(learner()));
    if (!file.open(QIODevice::ReadOnly))
        return;
    PgnReader reader(&file);
    PgnGame game;
    while (reader.readGame(game))
        if (std::optional<Puzzle> puzzle = readPuzzle(game.tree))
            m_puzzles.push_back(std::move(*puzzle));
}

int Learners::addPuzzles(const std::vector<Puzzle> &puzzles)
{
    std::vector<Puzzle> all = m_puzzles;
    int added = 0;
    for (const Puzzle &puzzle : puzzles)
        if (std::ranges::none_of(all, [&puzzle](const Puzzle &p) { return p.id() == puzzle.id(); })) {
            all.push_back(puzzle);
            ++added;
        }
    QByteArray pgn;
    for (const Puzzle &puzzle : all)
        pgn += QByteArray::fromStdString(writePgn(puzzleGame(puzzle))) + '\n';
    QDir().mkpath(m_folder + QStringLiteral("/puzzles"));
    AtomicFile file(puzzlePath(learner()));
    if (!file.open() || !file.write(pgn) || !file.commit()) {
        m_problem = tr("The puzzles cannot be saved: %1").arg(file.errorString());
        return -1;
    }
    m_puzzles = std::move(all);
    emit changed();
    return added;
}

} // namespace ferz
