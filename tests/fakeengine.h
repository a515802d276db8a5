// SPDX-License-Identifier: GPL-3.0-or-later
// The fake engines under tests/data/engines: scripts that speak just enough UCI to crash, freeze,
// flood or misbehave on cue.
#pragma once

#include <QLatin1String>
#include <QString>

namespace ferz::test {

// The path of the fake engine `name` (which need not exist).
inline QString fakeEngine(const char *name)
{
    return QStringLiteral(FERZ_TEST_DATA "/engines/") + QLatin1String(name);
}

} // namespace ferz::test
