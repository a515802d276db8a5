// SPDX-License-Identifier: GPL-3.0-or-later
// The learners at one computer and what each has done in the course: a name each (no account),
// the stars of every level and puzzle, the wrong answers per level (for the weak rules of the
// progress page), the review queue and the level last opened. All of it is one JSON file
// (progress.json in the application's data folder) written whole by AtomicFile at each change;
// each learner's puzzle set is a PGN file of its own beside it (puzzles/<id>.pgn). A file that
// cannot be read is set aside under another name, never overwritten.
#pragma once

#include "core/course/review.h"

#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace ferz {

struct Learner {
    QString id; // "learner-1": stays when the name changes; names the puzzle file
    QString name;
    QMap<QString, int> stars; // level id ("castling:3", "puzzle:…") → the best stars, 1 to 3
    QMap<QString, int> misses; // level id → the wrong answers given in all
    QString lastLevel; // the level last opened, as Course::levelId names it
    ReviewQueue review;
    friend bool operator==(const Learner &, const Learner &) = default;
};

struct ProgressBook {
    std::vector<Learner> learners;
    int current = 0; // the learner chosen last

    // Adds a learner named `name` with a fresh id and returns it.
    Learner &add(const QString &name);
    friend bool operator==(const ProgressBook &, const ProgressBook &) = default;
};

// A wrong answer (or a failed level) on `today`: counted; the first of an attempt sends the level
// to review (a second mistake in the same attempt does not set it back further).
void recordMiss(Learner &learner, const QString &level, bool firstOfAttempt, const QDate &today);
// A level solved on `today` with `stars` (kept when better than before); solved without a mistake,
// a level due for review moves on (or graduates).
void recordSolved(Learner &learner, const QString &level, int stars, bool mistakes, bool hinted, const QDate &today);

QByteArray progressJson(const ProgressBook &book);
// The book a JSON text holds; nullopt with `why` (in English, for the message that names the file)
// when it is not one.
std::optional<ProgressBook> readProgressJson(const QByteArray &json, QString *why);

struct ProgressLoad {
    ProgressBook book;
    bool existed = false; // the file was there (read, or set aside)
    QString problem; // why the file could not be read (English); empty when it was
    QString keptAs; // where an unreadable file was moved
};
// Reads the file at `path`; an unreadable one is renamed to path + ".unreadable-<date-time>".
ProgressLoad loadProgress(const QString &path);
// Writes the book; false with `why` when it cannot.
bool saveProgress(const QString &path, const ProgressBook &book, QString *why);

} // namespace ferz
