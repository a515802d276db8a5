// SPDX-License-Identifier: GPL-3.0-or-later
// The window's row: the board's column on the left, as wide as its square board is tall, and the
// game's column taking every pixel that is left, so that no empty strip stands beside the board at
// any window size. When the window is too narrow for that, the board gives way down to its
// minimum and the game's column keeps its own.
#pragma once

#include <QLayout>

namespace ferz {

class BoardPanel;

class BoardRowLayout : public QLayout {
public:
    // `board` and `side` become children of the layout's widget.
    BoardRowLayout(QWidget *parent, BoardPanel *board, QWidget *side);
    ~BoardRowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect &rect) override;

private:
    BoardPanel *m_board;
    QList<QLayoutItem *> m_items; // the board's column, then the game's
};

} // namespace ferz
