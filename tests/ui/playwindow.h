// SPDX-License-Identifier: GPL-3.0-or-later
// The window two players play in, for the tests of whole games: shown at 1000×700, its games on a
// clock the test moves by hand, a game between Anna and Boris started in it.
#pragma once

#include "ui/session/workspace.h"
#include "ui/window/mainwindow.h"

#include <QTest>

namespace ferz::test {

// A main window, shown, whose games run on the time `now` gives; nullptr when it never showed.
inline MainWindow *showPlayWindow(std::function<qint64()> now)
{
    auto *window = new MainWindow;
    window->workspace()->setTimeSource(std::move(now));
    window->resize(1000, 700);
    window->show();
    return QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

// A new game between Anna and Boris from `fen` (the start position when null) under `control`.
inline void startAnnaBoris(MainWindow &window, const char *fen, const TimeControl &control)
{
    Position position;
    if (fen)
        position = std::get<Position>(Position::fromFen(fen));
    window.workspace()->newGame(
        {.white = QStringLiteral("Anna"), .black = QStringLiteral("Boris"), .control = control, .start = position});
}

} // namespace ferz::test
