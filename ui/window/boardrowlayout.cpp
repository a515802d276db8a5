// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/boardrowlayout.h"

#include "ui/window/boardpanel.h"

#include <QWidgetItem>

namespace ferz {

BoardRowLayout::BoardRowLayout(QWidget *parent, BoardPanel *board, QWidget *side) : QLayout(parent), m_board(board)
{
    addWidget(board);
    addWidget(side);
}

BoardRowLayout::~BoardRowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void BoardRowLayout::addItem(QLayoutItem *item)
{
    m_items << item;
}

int BoardRowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem *BoardRowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *BoardRowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

QSize BoardRowLayout::sizeHint() const
{
    QSize size(spacing(), 0);
    for (const QLayoutItem *item : m_items)
        size = {size.width() + item->sizeHint().width(), std::max(size.height(), item->sizeHint().height())};
    const QMargins m = contentsMargins();
    return size.grownBy(m);
}

QSize BoardRowLayout::minimumSize() const
{
    QSize size(spacing(), 0);
    for (const QLayoutItem *item : m_items)
        size = {size.width() + item->minimumSize().width(), std::max(size.height(), item->minimumSize().height())};
    return size.grownBy(contentsMargins());
}

void BoardRowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    if (m_items.size() != 2)
        return;
    const QRect area = rect.marginsRemoved(contentsMargins());
    QLayoutItem *board = m_items[0], *side = m_items[1];
    // The board as wide as it may be tall, unless the game's column would get less than its minimum.
    const int room = area.width() - spacing() - side->minimumSize().width();
    const int width = std::max(board->minimumSize().width(), std::min(m_board->widthForHeight(area.height()), room));
    board->setGeometry({area.left(), area.top(), width, area.height()});
    side->setGeometry({area.left() + width + spacing(), area.top(), area.width() - width - spacing(), area.height()});
}

} // namespace ferz
