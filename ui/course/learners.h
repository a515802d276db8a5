// SPDX-License-Identifier: GPL-3.0-or-later
// The learners at this computer and their progress (core/course/progress.h), for the course
// window: who is learning now, their stars, misses, review queue and puzzle set. It reads
// progress.json once (the stars of the course before there were learners become the first
// learner's), writes it at each change, and says so when it cannot; a file it cannot read is set
// aside with a message and a fresh one begun. The day is the clock's (tests set it).
#pragma once

#include "core/course/progress.h"
#include "core/course/puzzle.h"

#include <QObject>

#include <functional>

namespace ferz {

class Learners : public QObject {
    Q_OBJECT

public:
    // `folder`: where progress.json and the puzzle sets are (the application's data folder).
    explicit Learners(const QString &folder, QObject *parent = nullptr);

    static QString defaultFolder();
    QString progressPath() const;
    QString puzzlePath(const Learner &learner) const;

    const ProgressBook &book() const { return m_book; }
    const Learner &learner() const { return m_book.learners[static_cast<std::size_t>(m_book.current)]; }
    // What went wrong with the file, for the learner to read (translated); empty when nothing did.
    QString problem() const { return m_problem; }

    void choose(int index);
    // Adds a learner and chooses them; false when the name is empty or taken.
    bool add(const QString &name);

    QDate today() const { return m_today(); }
    void setClock(std::function<QDate()> today) { m_today = std::move(today); }

    void recordMiss(const QString &level, bool firstOfAttempt);
    void recordSolved(const QString &level, int stars, bool mistakes, bool hinted);
    void setLastLevel(const QString &level);

    // The current learner's puzzles, in the order they were added.
    const std::vector<Puzzle> &puzzles() const { return m_puzzles; }
    // Adds the puzzles the set lacks (by id) to the current learner's set; how many were new, or -1
    // (problem() says why) when the file could not be written.
    int addPuzzles(const std::vector<Puzzle> &puzzles);

signals:
    // The learner chosen, their progress or their puzzles changed.
    void changed();

private:
    void save();
    void readPuzzles();

    QString m_folder;
    ProgressBook m_book;
    std::vector<Puzzle> m_puzzles;
    QString m_problem;
    bool m_writable = true;
    std::function<QDate()> m_today;
};

} // namespace ferz
