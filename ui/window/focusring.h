// SPDX-License-Identifier: GPL-3.0-or-later
// Where the keyboard is, always seen: a ring in the highlight colour around the widget of the
// window that has the keyboard, for the widgets whose own look does not change with it (buttons,
// the board, lists, the symbol palette…). Text boxes show it themselves and get no ring.
#pragma once

#include <QFocusFrame>

namespace ferz {

class FocusRing : public QFocusFrame {
    Q_OBJECT

public:
    // Follows the keyboard inside `window`.
    explicit FocusRing(QWidget *window);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace ferz
