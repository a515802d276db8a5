// SPDX-License-Identifier: GPL-3.0-or-later
// The Ferz desktop application.
//   ferz [--screenshot FILE]
// --screenshot renders the main window into FILE (PNG) and exits, without needing a display
// when QT_QPA_PLATFORM=offscreen.
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    QApplication::setOrganizationName(QStringLiteral("Ferz"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Chess for players, annotators and learners"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save a picture of the main window to <file> and quit."),
                                        QApplication::translate("main", "file"));
    parser.addOption(screenshot);
    parser.process(app);

    ferz::MainWindow window;
    window.show();
    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(0, &window, [&window, file] {
            const bool saved = window.grab().save(file, "PNG");
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
