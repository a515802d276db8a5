// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Keyboard Shortcuts: every shortcut of the main window's actions, read from the actions
// themselves (so the list is never out of date), and the keys that are not actions (typing a
// move, Esc, the mouse on the board), in the interface language.
#pragma once

#include <QDialog>

class QMainWindow;
class QTableWidget;

namespace ferz {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMainWindow *window);

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};

} // namespace ferz
