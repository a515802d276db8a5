// SPDX-License-Identifier: GPL-3.0-or-later
// The window a file is reviewed in, for the tests of reviewing: `contents` written to `path`, a
// main window shown at 1200×800 and the file opened in it as the window opens it.
#pragma once

#include "tests/testfiles.h"
#include "tests/ui/uitest.h"
#include "ui/window/mainwindow.h"

#include <QTest>

namespace ferz::test {

// The window with the file open; nullptr (and why in `error`) when it never showed or the file
// did not open.
inline MainWindow *showReviewWindow(const QString &path, const QByteArray &contents, QString *error)
{
    write(path, contents);
    auto *window = new MainWindow;
    window->resize(1200, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window)) {
        *error = QStringLiteral("the window never showed");
    } else if (openAndWait(window->files(), path, error)) {
        return window;
    }
    delete window;
    return nullptr;
}

} // namespace ferz::test
