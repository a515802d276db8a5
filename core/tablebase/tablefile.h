// SPDX-License-Identifier: GPL-3.0-or-later
// An endgame table in a file of the cache folder, so that it is made once per user and not once per
// run: a line saying what it is ("Ferz endgame table 2 KQvKR 3784704 <SHA-256 of the entries>"),
// then the entries compressed with zlib (qCompress). A file that is not exactly that (another
// format version, another material or size, a checksum that does not match) is not used, and the
// table is made again and written over it.
#pragma once

#include "core/tablebase/tablelayout.h"

#include <QString>

#include <optional>
#include <vector>

namespace ferz {

// The file of a material's table in `folder`: "KQvKR.ferztb".
QString tableFilePath(const QString &folder, const Material &material);
// The entries of the layout's table read from `path`; nullopt when the file is missing or not right.
std::optional<std::vector<std::uint8_t>> readTableFile(const QString &path, const TableLayout &layout);
// Writes the table (AtomicFile), making the folder when needed; false when it cannot.
bool writeTableFile(const QString &path, const TableLayout &layout, const std::vector<std::uint8_t> &values);

} // namespace ferz
