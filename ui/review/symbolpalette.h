// SPDX-License-Identifier: GPL-3.0-or-later
// Every common annotation symbol as a grid of buttons, a view of the window's symbol actions
// (WindowActions::nags): the move's judgements, the position's balance, the matters of each side
// in two rows (White's above Black's: zugzwang, development, initiative, attack, compensation,
// counterplay, time pressure) and the remarks (∆, N …). A button is checked when the shown move has
// its symbol and toggles it (the session keeps one symbol of each group: nagGroup). The name of
// the symbol under the mouse or with the keyboard shows under the grid; screen readers read it as
// the button's name. The grid is one Tab stop: the arrow keys move inside it, Space or Enter
// toggles, Esc hands the keyboard back (leaveRequested).
#pragma once

#include <QWidget>

class QAction;
class QGridLayout;
class QLabel;
class QToolButton;

namespace ferz {

struct WindowActions;

class SymbolPalette : public QWidget {
    Q_OBJECT

public:
    explicit SymbolPalette(const WindowActions &actions, QWidget *parent = nullptr);

    // The button of NAG `nag`; nullptr when the palette has none.
    QToolButton *button(int nag) const;
    // The text under the grid.
    QString nameText() const;
    // Gives the keyboard to the first button of a symbol the shown move has, else to the first.
    void focusFirst();

signals:
    // Esc was pressed in the palette.
    void leaveRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void addButton(QAction *action, int row, int column);
    // Moves the keyboard to the button `rows` and `columns` away from `from`, if there is one.
    void step(QToolButton *from, int rows, int columns);
    // The one button of the grid that Tab reaches.
    void makeTabStop(QToolButton *button);
    void showName(const QToolButton *button);
    void retranslateUi();

    QGridLayout *m_grid;
    QLabel *m_name;
    QList<QLabel *> m_titles; // the rows' titles, with their source texts
    QList<QToolButton *> m_buttons;
};

} // namespace ferz
