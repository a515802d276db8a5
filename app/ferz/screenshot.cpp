// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ferz/screenshot.h"

#include "core/db/gamedatabase.h"
#include "core/file/atomicfile.h"
#include "core/rules/chess960.h"
#include "core/rules/fenmessage.h"
#include "core/tablebase/tablebase.h"
#include "render/boardgeometry.h"
#include "render/piecesets.h"
#include "ui/analysis/analysispanel.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/filecommands.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

namespace ferz {

namespace {

// A window of any other size would not fit a screen, or not show a board.
constexpr int MinSide = 320;
constexpr int MaxSide = 8192;

} // namespace

int commandLineError(const QString &message)
{
    std::fprintf(stderr, "ferz: %s\n", qPrintable(message));
    return 2;
}

// The strings keep the context "main" of the command line they were translated in.
ScreenshotOptions::ScreenshotOptions()
    : screenshot(QStringLiteral("screenshot"),
                 QApplication::translate("main", "Save a picture of the main window to <file> and quit."),
                 QApplication::translate("main", "file")),
      fen(QStringLiteral("fen"), QApplication::translate("main", "With --screenshot: show the position <fen>."),
          QApplication::translate("main", "fen")),
      pgn(QStringLiteral("pgn"), QApplication::translate("main", "With --screenshot: show the first game of <file>."),
          QApplication::translate("main", "file")),
      ply(QStringLiteral("ply"), QApplication::translate("main", "With --pgn: show the position after <n> plies."),
          QApplication::translate("main", "n")),
      size(QStringLiteral("size"), QApplication::translate("main", "With --screenshot: the window size."),
           QApplication::translate("main", "WxH")),
      learning(QStringLiteral("learning"),
               QApplication::translate("main", "With --screenshot: turn learning mode on.")),
      rules(QStringLiteral("rules"),
            QApplication::translate("main", "With --screenshot: picture the rules window on <page>."),
            QApplication::translate("main", "page")),
      course(QStringLiteral("course"),
             QApplication::translate("main",
                                     "With --screenshot: picture the rules course at <stage:level>, the stage "
                                     "by its number in the stage list (14:3) or its name (castling:3, review:1, "
                                     "puzzles:2), or the learner's progress page (progress)."),
             QApplication::translate("main", "stage:level")),
      analyse(QStringLiteral("analyse"),
              QApplication::translate("main", "With --screenshot: let the engine analyse for <seconds> first."),
              QStringLiteral("seconds")),
      gameNumber(QStringLiteral("game"),
                 QApplication::translate("main", "With --pgn: show game <n> of the file (review mode)."),
                 QApplication::translate("main", "n")),
      pieces(QStringLiteral("pieces"),
             QApplication::translate("main", "With --screenshot: draw the pieces of set <name> (%1).")
                 .arg(pieceSetIds().join(QStringLiteral(", "))),
             QApplication::translate("main", "name")),
      theme(QStringLiteral("theme"),
            QApplication::translate("main", "With --screenshot: colour the board by theme <name> (%1).")
                .arg(BoardStyle::themeIds().join(QStringLiteral(", "))),
            QApplication::translate("main", "name")),
      guide(QStringLiteral("guide"),
            QApplication::translate("main", "With --screenshot: picture the Ferz Guide on <page>."),
            QApplication::translate("main", "page"))
{
}

QString ScreenshotOptions::misuse(const QCommandLineParser &parser) const
{
    if (!parser.isSet(screenshot)) {
        for (const QCommandLineOption *option :
             {&fen, &pgn, &ply, &size, &learning, &rules, &guide, &course, &analyse, &gameNumber, &pieces, &theme})
            if (parser.isSet(*option))
                return QApplication::translate("main", "--%1 needs --screenshot").arg(option->names().first());
    }
    if (parser.isSet(fen) && parser.isSet(pgn))
        return QApplication::translate("main", "give either --fen or --pgn, not both");
    if (parser.isSet(ply) && !parser.isSet(pgn))
        return QApplication::translate("main", "--ply needs --pgn");
    return {};
}

int takeScreenshot(const QCommandLineParser &parser, const ScreenshotOptions &options, bool languageGiven,
                   MainWindow &window)
{
    // A picture shows the clocks as recorded: time stands still.
    window.workspace()->setTimeSource([] { return qint64(0); });
    // What the picture is asked to show is not the user's choice: the settings file stays as it is.
    window.settings().setStoring(false);
    // The picture shows the letters of its language, whatever this user chose.
    if (languageGiven)
        window.settings().change([](AppSettings &s) { s.letters = AppSettings::Letters::Interface; });
    if (parser.isSet(options.learning))
        window.setLearningMode(true);
    // The picture shows the pieces and colours asked for, whatever this user chose.
    for (const auto &[option, ids, setting] :
         {std::tuple {&options.pieces, pieceSetIds(), &AppSettings::pieceSet},
          std::tuple {&options.theme, BoardStyle::themeIds(), &AppSettings::boardTheme}}) {
        if (!parser.isSet(*option))
            continue;
        if (!ids.contains(parser.value(*option)))
            return commandLineError(
                QApplication::translate("main", "--%1 must be one of %2, not \"%3\"")
                    .arg(option->names().first(), ids.join(QStringLiteral(", ")), parser.value(*option)));
        window.settings().change([&](AppSettings &s) { s.*setting = parser.value(*option); });
    }
    QSize pictureSize;
    if (parser.isSet(options.size)) {
        const auto match =
            QRegularExpression(QStringLiteral("^(\\d{3,4})x(\\d{3,4})$")).match(parser.value(options.size));
        const int width = match.captured(1).toInt(), height = match.captured(2).toInt();
        if (!match.hasMatch() || width < MinSide || height < MinSide || width > MaxSide || height > MaxSide)
            return commandLineError(
                QApplication::translate("main", "--size must be WIDTHxHEIGHT, each from %1 to %2 pixels, not \"%3\"")
                    .arg(MinSide)
                    .arg(MaxSide)
                    .arg(parser.value(options.size)));
        pictureSize = QSize(width, height);
        window.resize(pictureSize);
    }
    if (parser.isSet(options.fen)) {
        auto position = chess960::readEitherFen(parser.value(options.fen).toStdString());
        if (const auto *error = std::get_if<FenError>(&position))
            return commandLineError(fenErrorText(*error));
        window.workspace()->newGame({.start = std::get<Position>(position)});
    }
    if (parser.isSet(options.pgn)) {
        const QString pgn = parser.value(options.pgn);
        // A game database would open in its panel, with no game on the board.
        if (db::isDatabaseFile(pgn))
            return commandLineError(
                QApplication::translate("main", "--pgn needs a PGN file; %1 is a Ferz game database")
                    .arg(nativePath(pgn)));
        // No one waits on the offscreen window: the file is indexed on the spot.
        window.workspace()->setIndexInBackground(false);
        QString error;
        bool opened = false;
        window.files()->open(pgn, true, FileCommands::Opening::PlayOrReview, [&](bool ok, const QString &why) {
            opened = ok;
            error = why;
        });
        if (!opened)
            return commandLineError(error);
        GameSession *session = window.session();
        if (parser.isSet(options.gameNumber)) {
            const auto database = session->source().database;
            bool ok = false;
            const int n = parser.value(options.gameNumber).toInt(&ok);
            if (!ok || n < 1 || n > database->count())
                return commandLineError(
                    QApplication::translate("main", "--game must be a number from 1 to %1, not \"%2\"")
                        .arg(database->count())
                        .arg(parser.value(options.gameNumber)));
            window.workspace()->openGame(n - 1);
            session = window.session();
        }
        // A game played on shows its last position, a reviewed one its start, unless --ply says.
        const std::vector<GameNode *> line = session->tree().mainLine();
        if (parser.isSet(options.ply)) {
            bool ok = false;
            const int n = parser.value(options.ply).toInt(&ok);
            if (!ok || n < 0 || n > static_cast<int>(line.size()))
                return commandLineError(
                    QApplication::translate("main", "--ply must be a number from 0 to %1, not \"%2\"")
                        .arg(line.size())
                        .arg(parser.value(options.ply)));
            session->setCurrent(n > 0 ? line[static_cast<std::size_t>(n - 1)] : session->tree().root());
        }
    }
    window.show();
    int delay = 0;
    if (parser.isSet(options.analyse)) {
        bool ok = false;
        delay = parser.value(options.analyse).toInt(&ok) * 1000;
        if (!ok || delay < 0 || delay > 600000)
            return commandLineError(
                QApplication::translate("main", "--analyse must be a number of seconds from 0 to 600, not \"%1\"")
                    .arg(parser.value(options.analyse)));
        window.analysis()->setRunning(true);
    }
    QWidget *pictured = &window;
    if (parser.isSet(options.rules)) {
        window.showRules();
        if (!window.rulesBrowser()->showPage(parser.value(options.rules)))
            return commandLineError(
                QApplication::translate("main", "there is no rule page \"%1\"").arg(parser.value(options.rules)));
        pictured = window.rulesBrowser();
        if (pictureSize.isValid())
            pictured->resize(pictureSize);
    }
    if (parser.isSet(options.course)) {
        const QString stage = parser.value(options.course).section(QLatin1Char(':'), 0, 0);
        const QString level = parser.value(options.course).section(QLatin1Char(':'), 1);
        bool ok = level.isEmpty();
        const int n = ok ? 1 : level.toInt(&ok);
        CourseWindow *courseWindow = window.course()->courseWindow();
        if (stage == QLatin1String("progress") && level.isEmpty()) {
            courseWindow->resume();
            courseWindow->show();
            pictured = courseWindow->showProgressPage();
        } else {
            // An endgame level's tables are made on the spot, as a file is indexed: the picture shows
            // the level ready to play.
            if (const Stage *found = Course::builtIn().stage(stage); ok && found && n >= 1
                && n <= static_cast<int>(found->levels.size())
                && found->levels[static_cast<std::size_t>(n - 1)].kind == LevelKind::Endgame)
                Tablebase::shared().prepare(found->levels[static_cast<std::size_t>(n - 1)].position);
            if (!ok || !courseWindow->openLevel(stage, n - 1))
                return commandLineError(QApplication::translate("main", "there is no course level \"%1\"")
                                            .arg(parser.value(options.course)));
            courseWindow->show();
            pictured = courseWindow;
        }
        if (pictureSize.isValid())
            pictured->resize(pictureSize);
    }
    if (parser.isSet(options.guide)) {
        window.showGuide();
        if (!window.guideBrowser()->showPage(parser.value(options.guide)))
            return commandLineError(
                QApplication::translate("main", "there is no guide page \"%1\"").arg(parser.value(options.guide)));
        pictured = window.guideBrowser();
    }
    const QString file = parser.value(options.screenshot);
    QTimer::singleShot(delay, pictured, [pictured, file] {
        const bool saved = pictured->grab().save(file, "PNG");
        if (!saved)
            std::fprintf(stderr, "ferz: cannot write %s\n", qPrintable(file));
        QApplication::exit(saved ? 0 : 1);
    });
    return QApplication::exec();
}

} // namespace ferz
