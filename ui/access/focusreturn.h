// SPDX-License-Identifier: GPL-3.0-or-later
// The focus back in Ferz's window after one of its modal dialogs closes. Some X window managers
// (openbox, which the Orca test runs) at times leave no window active when a dialog goes: a screen
// reader then hears nothing more from the window (Orca drops what an inactive window says), and
// the keys go nowhere until the user switches windows by hand. When a modal dialog closes and,
// a moment later, no window of Ferz is active, the window the dialog belonged to asks for the
// focus.
#pragma once

namespace ferz {

// Watches every modal dialog of the application; once is enough, more calls do nothing.
void installFocusReturn();

} // namespace ferz
