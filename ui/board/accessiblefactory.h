// SPDX-License-Identifier: GPL-3.0-or-later
// Ferz's own accessible interfaces, for the widgets Qt cannot describe by itself: the boards (a
// table of 64 named squares) and the live text lines (a notification). The widgets install the
// factory when they are made, once for the application.
#pragma once

namespace ferz {

void installAccessibleFactory();

} // namespace ferz
