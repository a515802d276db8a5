// SPDX-License-Identifier: GPL-3.0-or-later
// The Ferz desktop application.
//   ferz [--lang en|ru|es|pt] [FILE.pgn...]
//   ferz --screenshot FILE [--fen FEN | --pgn FILE [--game N] [--ply N]] [--size WxH] [--lang en|ru|es|pt]
//        [--learning] [--rules PAGE | --guide PAGE | --course STAGE[:LEVEL]] [--analyse SECONDS]
//        [--pieces NAME] [--theme NAME]
// A PGN file given alone is opened to go on playing its first game; several open one after the
// other, each in a tab of its own. --lang sets the language of
// the interface for this run (else the one chosen in the settings, else the system's).
// --screenshot (app/ferz/screenshot.h) renders the main window into FILE (PNG) and exits, without
// needing a display (it runs on the offscreen platform unless QT_QPA_PLATFORM or -platform
// chooses another): --fen shows a position, --pgn a game's last position (or the one after N
// plies), --size sets the size of the window pictured, --learning turns learning mode on, --rules
// PAGE pictures the rules window on that page (e.g. 11-castling.html) instead, --guide PAGE the
// Ferz Guide on that page (e.g. 01-playing.html), --course the rules course at a level (e.g.
// castling:3; the stage's first level without a number), --analyse lets the engine analyse for
// that many seconds first, --pieces and --theme draw the board with that piece set and colours
// (for this picture only). A file of several games or with variations opens in review mode (as it
// does without --screenshot), at game N (--game) and its start, or N plies along its main line.
#include "app/ferz/quitsignals.h"
#include "app/ferz/screenshot.h"
#include "translations/languages.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/window/filecommands.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QTimer>

namespace {

// The icon of the desktop entry, at every size it is drawn in (title bar, task bar, window
// switcher); under Wayland the desktop finds it through the entry named by the application id.
void setApplicationIcon()
{
    QIcon icon;
    for (const QFileInfo &file : QDir(QStringLiteral(":/icon")).entryInfoList(QDir::Files))
        icon.addFile(file.filePath());
    QApplication::setWindowIcon(icon);
    QGuiApplication::setDesktopFileName(QStringLiteral(FERZ_APP_ID));
}

// Opens `files` one after the other: a file is opened once the one before it is read.
void openInTurn(ferz::MainWindow &window, QStringList files)
{
    if (files.isEmpty())
        return;
    const QString file = files.takeFirst();
    window.files()->open(file, false, ferz::FileCommands::Opening::PlayOrReview,
                         [&window, files](bool, const QString &) {
                             // After the opening has ended (its message box too).
                             QTimer::singleShot(0, &window, [&window, files] { openInTurn(window, files); });
                         });
}

// A picture, the help and the version need no display: they run on the offscreen platform, unless
// the user chose one (QT_QPA_PLATFORM or -platform). Decided before the application connects to any
// display.
void chooseWindowlessPlatform(int argc, char *argv[])
{
    bool windowless = false, chosen = qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        windowless = windowless || argument == "--screenshot" || argument.startsWith("--screenshot=")
            || argument == "--help" || argument == "-h" || argument == "--help-all" || argument == "--version"
            || argument == "-v";
        chosen = chosen || argument == "-platform" || argument == "--platform";
    }
    if (windowless && !chosen)
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

} // namespace

int main(int argc, char *argv[])
{
    chooseWindowlessPlatform(argc, argv);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    QApplication::setOrganizationName(QStringLiteral("Ferz"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    setApplicationIcon();

    ferz::LanguageManager::instance().setLanguage(ferz::LanguageManager::preferredLanguage(), false);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Chess for players, annotators and learners"));
    parser.addHelpOption();
    parser.addVersionOption();
    const ferz::ScreenshotOptions shot;
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QApplication::translate("main", "The language of the interface (en, ru, es, pt) for this run."),
        QApplication::translate("main", "code"));
    parser.addOptions({shot.screenshot, shot.fen, shot.pgn, shot.ply, shot.size, lang, shot.learning, shot.rules,
                       shot.guide, shot.course, shot.analyse, shot.gameNumber, shot.pieces, shot.theme});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A PGN file whose game to go on playing."),
                                 QStringLiteral("[file...]"));
    parser.process(app);

    const bool picture = parser.isSet(shot.screenshot);
    if (const QString misuse = shot.misuse(parser); !misuse.isEmpty())
        return ferz::commandLineError(misuse);
    if (picture && !parser.positionalArguments().isEmpty())
        return ferz::commandLineError(
            QApplication::translate("main", "unexpected argument \"%1\"").arg(parser.positionalArguments().last()));

    if (parser.isSet(lang)) {
        if (!ferz::languageCodes().contains(parser.value(lang)))
            return ferz::commandLineError(
                QApplication::translate("main", "--lang must be en, ru, es or pt, not \"%1\"").arg(parser.value(lang)));
        ferz::LanguageManager::instance().setLanguage(parser.value(lang), false);
    }

    ferz::MainWindow window;
    if (!picture) {
        // Asked to end from outside, Ferz keeps the game as closing the window would (the autosave
        // offers it at the next start) and stops any reading under way.
        ferz::quitOnSignals([&window] {
            window.workspace()->writeAutosave();
            QCoreApplication::exit(0);
        });
        window.show();
        window.offerAutosave();
        window.setAutosaveEnabled(true);
        // Opened once the event loop runs, so that quitting while a file is read ends the program.
        QTimer::singleShot(0, &window, [&window, files = parser.positionalArguments()] { openInTurn(window, files); });
        return QApplication::exec();
    }

    return ferz::takeScreenshot(parser, shot, parser.isSet(lang), window);
}
