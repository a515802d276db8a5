// SPDX-License-Identifier: GPL-3.0-or-later
// Long work the user waits for (indexing a big PGN file, importing one into a database), done on
// a thread of its own while the window keeps drawing. For the first half second nothing is shown
// and input waits; after that a progress dialog, window-modal, shows how far the work is and
// offers to cancel it. The work is cancelled too when the application quits meanwhile, so it must
// ask its ProgressReport often (a reader asks after each block it reads).
#pragma once

#include <QString>

#include <cstdint>
#include <functional>

class QWidget;

namespace ferz {

// Reports the work's progress (done of total) and tells it whether to go on.
using ProgressReport = std::function<bool(std::int64_t done, std::int64_t total)>;

// Runs `work` (on another thread, which must touch nothing the window uses meanwhile) and returns
// its result; `label` is the dialog's text.
bool runWithProgress(QWidget *window, const QString &label, const std::function<bool(const ProgressReport &)> &work);

} // namespace ferz
