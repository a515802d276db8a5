// SPDX-License-Identifier: GPL-3.0-or-later
// The accessible interfaces of the boards, which Qt cannot describe by itself: a table of 64
// named squares. The boards install the factory when they are made, once for the application
// (the live text lines have a factory of their own, ui/access/livetext.cpp).
#pragma once

namespace ferz {

void installAccessibleFactory();

} // namespace ferz
