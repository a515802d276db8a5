// SPDX-License-Identifier: GPL-3.0-or-later
// The autosave file: the records of the window's games with unsaved work (see AutosaveRecord) in
// the application's data folder, and the
// one policy for a damaged file: it is set aside under a name with the time (never overwriting an
// earlier one), and the user is told where and why.
#pragma once

#include "core/autosave/autosaverecord.h"

#include <QLockFile>

#include <memory>
#include <vector>

namespace ferz::autosave {

QString path();
// Writes the records atomically (the file holds the old ones or the new ones, never a mix); false
// with the system's reason in `error` when it cannot be written.
bool write(const std::vector<AutosaveRecord> &records, QString *error);
void remove();
// The records found in the file; none when there is no file, or when it is damaged, too large or
// not a file at all: it is then set aside and `problem` says so.
std::vector<AutosaveRecord> read(QString *problem);
// The right to the file for one running Ferz at a time: a lock beside it, so that a second Ferz
// neither offers the first one's game as left from the last run nor writes over it. A lock left
// by a Ferz that died is taken over. nullptr only when another running Ferz holds it; the lock
// returned may be unlocked when none can be made there (the autosave's write then says why).
std::shared_ptr<QLockFile> claim();
// Moves the file out of the way of the next start; returns the sentence that tells the user
// (`why` is the reason it could not be used).
QString setAside(const QString &why);

} // namespace ferz::autosave
