// SPDX-License-Identifier: GPL-3.0-or-later
// Every combo box of Ferz's dialogs as screen readers can hear it with Qt 6.4. Qt 6.4's AT-SPI
// bridge has no selection interface, and Orca finds a combo box's value only through it (or
// through the combo box's text): it said "Clock: combo box." with no value and nothing when Down
// changed it. Here a non-editable combo box has its current text as its text, and its choices as
// list items, the current one focused: each change of the choice while the box has the keyboard
// moves the focus to the new item, which Orca speaks.
#pragma once

namespace ferz {

// Installs the combo boxes' accessible interface; once is enough, more calls do nothing.
void installAccessibleChoices();

} // namespace ferz
