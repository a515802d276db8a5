// SPDX-License-Identifier: GPL-3.0-or-later
// `ferz-cli course check`: every stage and level of a course verified with the rules core, in
// every language. A level's position must be legal and its history playable; its goal reachable
// within its limit (and not met by every move); every stated answer, solution and hint move
// right; a move's text in each language's notation read back as that move; and every text
// translated. The problems are plain English sentences for the course's authors.
#pragma once

#include "core/course/course.h"

#include <vector>

class QTranslator;

namespace ferz {

// A language to check the course in: its code, its letters, and its translation (nullptr for
// English, the source language).
struct CourseLanguage {
    QString code;
    NotationLanguage letters = NotationLanguage::English;
    QTranslator *translator = nullptr;
};

struct CourseCheck {
    int stages = 0;
    int levels = 0;
    QStringList errors; // "11-castling.json, level 3: …"
};

// Checks the course `load` read (its problems count as errors). Installs each language's
// translator in turn, as the interface does, so that notation letters come from the translation;
// needs a QCoreApplication.
CourseCheck checkCourse(const CourseLoad &load, const std::vector<CourseLanguage> &languages);

} // namespace ferz
