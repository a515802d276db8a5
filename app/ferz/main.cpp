// SPDX-License-Identifier: GPL-3.0-or-later
// The Ferz desktop application.
//   ferz [--lang en|ru|es|pt] [FILE.pgn]
//   ferz --screenshot FILE [--fen FEN | --pgn FILE [--game N] [--ply N]] [--size WxH] [--lang en|ru|es|pt]
//        [--learning] [--rules PAGE | --guide PAGE | --course STAGE[:LEVEL]] [--analyse SECONDS]
//        [--pieces NAME] [--theme NAME]
// A PGN file given alone is opened to go on playing its first game. --lang sets the language of
// the interface for this run (else the one chosen in the settings, else the system's).
// --screenshot renders the main window into FILE (PNG) and exits, without needing a display (it
// runs on the offscreen platform unless QT_QPA_PLATFORM or -platform chooses another): --fen
// shows a position, --pgn a game's last position (or the one after N plies), --size sets the size
// of the window pictured, --learning turns learning mode on, --rules PAGE pictures the rules
// window on that page (e.g. 11-castling.html) instead, --guide PAGE the Ferz Guide on that page
// (e.g. 01-playing.html), --course the rules course at a level (e.g. castling:3; the stage's
// first level without a number), --analyse lets the engine analyse for that many seconds first,
// --pieces and --theme draw the board with that piece set and colours (for this picture only). A
// file of several games or with variations opens in review mode (as it does without
// --screenshot), at game N (--game) and its start, or N plies along its main line.
#include "app/ferz/quitsignals.h"
#include "core/db/gamedatabase.h"
#include "core/file/atomicfile.h"
#include "core/rules/fenmessage.h"
#include "render/boardgeometry.h"
#include "render/piecesets.h"
#include "translations/languages.h"
#include "ui/analysis/analysispanel.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/filecommands.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

namespace {

// A window of any other size would not fit a screen, or not show a board.
constexpr int MinSide = 320;
constexpr int MaxSide = 8192;

int fail(const QString &message)
{
    std::fprintf(stderr, "ferz: %s\n", qPrintable(message));
    return 2;
}

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
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the main window to <file> and quit."),
        QApplication::translate("main", "file"));
    const QCommandLineOption fen(QStringLiteral("fen"),
                                 QApplication::translate("main", "With --screenshot: show the position <fen>."),
                                 QApplication::translate("main", "fen"));
    const QCommandLineOption pgn(QStringLiteral("pgn"),
                                 QApplication::translate("main", "With --screenshot: show the first game of <file>."),
                                 QApplication::translate("main", "file"));
    const QCommandLineOption ply(QStringLiteral("ply"),
                                 QApplication::translate("main", "With --pgn: show the position after <n> plies."),
                                 QApplication::translate("main", "n"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QApplication::translate("main", "With --screenshot: the window size."),
                                  QApplication::translate("main", "WxH"));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QApplication::translate("main", "The language of the interface (en, ru, es, pt) for this run."),
        QApplication::translate("main", "code"));
    const QCommandLineOption learning(QStringLiteral("learning"),
                                      QApplication::translate("main", "With --screenshot: turn learning mode on."));
    const QCommandLineOption rules(
        QStringLiteral("rules"),
        QApplication::translate("main", "With --screenshot: picture the rules window on <page>."),
        QApplication::translate("main", "page"));
    const QCommandLineOption course(
        QStringLiteral("course"),
        QApplication::translate("main", "With --screenshot: picture the rules course at <stage:level>."),
        QApplication::translate("main", "stage:level"));
    const QCommandLineOption analyse(
        QStringLiteral("analyse"),
        QApplication::translate("main", "With --screenshot: let the engine analyse for <seconds> first."),
        QStringLiteral("seconds"));
    const QCommandLineOption gameNumber(
        QStringLiteral("game"), QApplication::translate("main", "With --pgn: show game <n> of the file (review mode)."),
        QApplication::translate("main", "n"));
    const QCommandLineOption pieces(
        QStringLiteral("pieces"),
        QApplication::translate("main", "With --screenshot: draw the pieces of set <name> (%1).")
            .arg(ferz::pieceSetIds().join(QStringLiteral(", "))),
        QApplication::translate("main", "name"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QApplication::translate("main", "With --screenshot: colour the board by theme <name> (%1).")
            .arg(ferz::BoardStyle::themeIds().join(QStringLiteral(", "))),
        QApplication::translate("main", "name"));
    const QCommandLineOption guide(
        QStringLiteral("guide"),
        QApplication::translate("main", "With --screenshot: picture the Ferz Guide on <page>."),
        QApplication::translate("main", "page"));
    parser.addOptions(
        {screenshot, fen, pgn, ply, size, lang, learning, rules, guide, course, analyse, gameNumber, pieces, theme});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A PGN file whose game to go on playing."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    const bool shot = parser.isSet(screenshot);
    for (const QCommandLineOption *option :
         {&fen, &pgn, &ply, &size, &learning, &rules, &guide, &course, &analyse, &gameNumber, &pieces, &theme})
        if (!shot && parser.isSet(*option))
            return fail(QApplication::translate("main", "--%1 needs --screenshot").arg(option->names().first()));
    if (parser.isSet(fen) && parser.isSet(pgn))
        return fail(QApplication::translate("main", "give either --fen or --pgn, not both"));
    if (parser.isSet(ply) && !parser.isSet(pgn))
        return fail(QApplication::translate("main", "--ply needs --pgn"));
    if (parser.positionalArguments().size() > 1 || (shot && !parser.positionalArguments().isEmpty()))
        return fail(
            QApplication::translate("main", "unexpected argument \"%1\"").arg(parser.positionalArguments().last()));

    if (parser.isSet(lang)) {
        if (!ferz::languageCodes().contains(parser.value(lang)))
            return fail(
                QApplication::translate("main", "--lang must be en, ru, es or pt, not \"%1\"").arg(parser.value(lang)));
        ferz::LanguageManager::instance().setLanguage(parser.value(lang), false);
    }

    ferz::MainWindow window;
    if (!shot) {
        // Asked to end from outside, Ferz keeps the game as closing the window would (the autosave
        // offers it at the next start) and stops any reading under way.
        ferz::quitOnSignals([&window] {
            window.workspace()->writeAutosave();
            QCoreApplication::exit(0);
        });
        window.show();
        window.offerAutosave();
        window.setAutosaveEnabled(true);
        // Opened once the event loop runs, so that quitting while the file is read ends the program.
        if (!parser.positionalArguments().isEmpty())
            QTimer::singleShot(0, &window,
                               [&window, file = parser.positionalArguments().first()] { window.files()->open(file); });
        return QApplication::exec();
    }

    // A picture shows the clocks as recorded: time stands still.
    window.workspace()->setTimeSource([] { return qint64(0); });
    // What the picture is asked to show is not the user's choice: the settings file stays as it is.
    window.settings().setStoring(false);
    // The picture shows the letters of its language, whatever this user chose.
    if (parser.isSet(lang))
        window.settings().change([](ferz::AppSettings &s) { s.letters = ferz::AppSettings::Letters::Interface; });
    if (parser.isSet(learning))
        window.setLearningMode(true);
    // The picture shows the pieces and colours asked for, whatever this user chose.
    for (const auto &[option, ids, setting] :
         {std::tuple {&pieces, ferz::pieceSetIds(), &ferz::AppSettings::pieceSet},
          std::tuple {&theme, ferz::BoardStyle::themeIds(), &ferz::AppSettings::boardTheme}}) {
        if (!parser.isSet(*option))
            continue;
        if (!ids.contains(parser.value(*option)))
            return fail(QApplication::translate("main", "--%1 must be one of %2, not \"%3\"")
                            .arg(option->names().first(), ids.join(QStringLiteral(", ")), parser.value(*option)));
        window.settings().change([&](ferz::AppSettings &s) { s.*setting = parser.value(*option); });
    }
    QSize pictureSize;
    if (parser.isSet(size)) {
        const auto match = QRegularExpression(QStringLiteral("^(\\d{3,4})x(\\d{3,4})$")).match(parser.value(size));
        const int width = match.captured(1).toInt(), height = match.captured(2).toInt();
        if (!match.hasMatch() || width < MinSide || height < MinSide || width > MaxSide || height > MaxSide)
            return fail(
                QApplication::translate("main", "--size must be WIDTHxHEIGHT, each from %1 to %2 pixels, not \"%3\"")
                    .arg(MinSide)
                    .arg(MaxSide)
                    .arg(parser.value(size)));
        pictureSize = QSize(width, height);
        window.resize(pictureSize);
    }
    if (parser.isSet(fen)) {
        auto position = ferz::Position::fromFen(parser.value(fen).toStdString());
        if (const auto *error = std::get_if<ferz::FenError>(&position))
            return fail(ferz::fenErrorText(*error));
        window.workspace()->newGame({.start = std::get<ferz::Position>(position)});
    }
    if (parser.isSet(pgn)) {
        // A game database would open in its panel, with no game on the board.
        if (ferz::db::isDatabaseFile(parser.value(pgn)))
            return fail(QApplication::translate("main", "--pgn needs a PGN file; %1 is a Ferz game database")
                            .arg(ferz::nativePath(parser.value(pgn))));
        QString error;
        if (!window.files()->open(parser.value(pgn), &error, true))
            return fail(error);
        ferz::GameSession *session = window.session();
        if (parser.isSet(gameNumber)) {
            const auto database = session->source().database;
            bool ok = false;
            const int n = parser.value(gameNumber).toInt(&ok);
            if (!ok || n < 1 || n > database->count())
                return fail(QApplication::translate("main", "--game must be a number from 1 to %1, not \"%2\"")
                                .arg(database->count())
                                .arg(parser.value(gameNumber)));
            window.workspace()->openGame(n - 1);
            session = window.session();
        }
        // A game played on shows its last position, a reviewed one its start, unless --ply says.
        const std::vector<ferz::GameNode *> line = session->tree().mainLine();
        if (parser.isSet(ply)) {
            bool ok = false;
            const int n = parser.value(ply).toInt(&ok);
            if (!ok || n < 0 || n > static_cast<int>(line.size()))
                return fail(QApplication::translate("main", "--ply must be a number from 0 to %1, not \"%2\"")
                                .arg(line.size())
                                .arg(parser.value(ply)));
            session->setCurrent(n > 0 ? line[static_cast<std::size_t>(n - 1)] : session->tree().root());
        }
    }
    window.show();
    int delay = 0;
    if (parser.isSet(analyse)) {
        bool ok = false;
        delay = parser.value(analyse).toInt(&ok) * 1000;
        if (!ok || delay < 0 || delay > 600000)
            return fail(
                QApplication::translate("main", "--analyse must be a number of seconds from 0 to 600, not \"%1\"")
                    .arg(parser.value(analyse)));
        window.analysis()->setRunning(true);
    }
    QWidget *pictured = &window;
    if (parser.isSet(rules)) {
        window.showRules();
        if (!window.rulesBrowser()->showPage(parser.value(rules)))
            return fail(QApplication::translate("main", "there is no rule page \"%1\"").arg(parser.value(rules)));
        pictured = window.rulesBrowser();
        if (pictureSize.isValid())
            pictured->resize(pictureSize);
    }
    if (parser.isSet(course)) {
        const QString stage = parser.value(course).section(QLatin1Char(':'), 0, 0);
        const QString level = parser.value(course).section(QLatin1Char(':'), 1);
        bool ok = level.isEmpty();
        const int n = ok ? 1 : level.toInt(&ok);
        ferz::CourseWindow *courseWindow = window.course()->courseWindow();
        if (!ok || !courseWindow->openLevel(stage, n - 1))
            return fail(QApplication::translate("main", "there is no course level \"%1\"").arg(parser.value(course)));
        courseWindow->show();
        pictured = courseWindow;
    }
    if (parser.isSet(guide)) {
        window.showGuide();
        if (!window.guideBrowser()->showPage(parser.value(guide)))
            return fail(QApplication::translate("main", "there is no guide page \"%1\"").arg(parser.value(guide)));
        pictured = window.guideBrowser();
    }
    const QString file = parser.value(screenshot);
    QTimer::singleShot(delay, pictured, [pictured, file] {
        const bool saved = pictured->grab().save(file, "PNG");
        if (!saved)
            std::fprintf(stderr, "ferz: cannot write %s\n", qPrintable(file));
        QApplication::exit(saved ? 0 : 1);
    });
    return QApplication::exec();
}
