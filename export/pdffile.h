// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a PDF file the way every export of Ferz does: A4 with Ferz's margins at 300 dpi, whole
// or not at all (AtomicFile), without a display (offscreen platform). What goes on the pages is
// the caller's: the games of an export, a learner's progress page.
#pragma once

#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace ferz {

// Draws the pages with `print` on a PDF writer titled `title` and puts the file at `path`; false
// with `why` (see cannotWrite) when it cannot.
bool writePdfFile(const QString &path, const QString &title, const std::function<void(QPagedPaintDevice *)> &print,
                  QString *why);
// "Cannot write PATH: REASON" (translated) into `why` when it is given; returns false.
bool cannotWrite(const QString &path, const QString &reason, QString *why);

} // namespace ferz
