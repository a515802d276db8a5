// SPDX-License-Identifier: GPL-3.0-or-later
// The focus back in Ferz's window after one of its modal dialogs closes. At times no window of
// Ferz is active after a dialog: Qt ignores the focus the window manager gives back while a popup
// of the dialog is still closing (the file dialog's completions, which the Enter that accepts the
// dialog closes too), and some window managers give none. A screen reader then hears nothing more
// from the window (Orca drops what an inactive window says), and the keys go nowhere until the
// user switches windows by hand. When a modal dialog closes and, a moment later, no window of
// Ferz is active, the window the dialog belonged to is made active again.
#pragma once

namespace ferz {

// Watches every modal dialog of the application; once is enough, more calls do nothing.
void installFocusReturn();

} // namespace ferz
