// SPDX-License-Identifier: GPL-3.0-or-later
// SIGTERM, SIGINT and SIGHUP (a desktop's log-out, Ctrl+C in a terminal, a terminal closed) end
// Ferz as quitting does, not where it stands: `quit` runs on the main thread, from the event loop
// (a signal handler may do almost nothing itself, so it only writes a byte that loop reads).
#pragma once

#include <functional>

namespace ferz {

void quitOnSignals(std::function<void()> quit);

} // namespace ferz
