// SPDX-License-Identifier: GPL-3.0-or-later
// `ferz --screenshot FILE [...]`: its command-line options, and the program that sets the main
// window up as they say, pictures it (or the rules window, the guide, the course) into FILE as a
// PNG and ends (status 0; 1 when FILE cannot be written; 2 for options it cannot follow).
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <vector>

namespace ferz {

class MainWindow;

// Prints "ferz: <message>" on standard error; returns the exit status of a command line that
// cannot be followed (2).
int commandLineError(const QString &message);

struct ScreenshotOptions {
    ScreenshotOptions();

    // The first of the options given that cannot go together ("--fen needs --screenshot"); empty
    // when they can.
    QString misuse(const QCommandLineParser &parser) const;

    QCommandLineOption screenshot, fen, pgn, ply, size, learning, rules, course, analyse, gameNumber, pieces, theme,
        guide;
};

// Sets `window` up as `parser`'s options say (`languageGiven`: --lang chose the language, whose
// letters the moves then show) and runs the event loop until the picture is saved; returns the
// exit status.
int takeScreenshot(const QCommandLineParser &parser, const ScreenshotOptions &options, bool languageGiven,
                   MainWindow &window);

} // namespace ferz
