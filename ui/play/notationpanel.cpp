// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/notationpanel.h"

#include <QHeaderView>

namespace ferz {

NotationPanel::NotationPanel(QWidget *parent) : QTableView(parent), m_model(new MoveListModel(this))
{
    setModel(m_model);
    setShowGrid(false);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The window's ←/→/Home/End move through the game; the view itself takes no focus.
    setFocusPolicy(Qt::NoFocus);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    horizontalHeader()->setHighlightSections(false);
    QFont moveFont = font();
    moveFont.setPointSizeF(moveFont.pointSizeF() * 1.15);
    setFont(moveFont);
    connect(this, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (const int ply = m_model->plyAt(index))
            emit plyClicked(ply);
    });
}

void NotationPanel::setCurrentPly(int ply)
{
    const QModelIndex index = m_model->indexOfPly(ply);
    if (!index.isValid()) {
        clearSelection();
        setCurrentIndex(QModelIndex());
        scrollToTop();
        return;
    }
    setCurrentIndex(index);
    scrollTo(index);
}

void NotationPanel::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    if (currentIndex().isValid())
        scrollTo(currentIndex());
}

QRect NotationPanel::plyRect(int ply) const
{
    return visualRect(m_model->indexOfPly(ply));
}

} // namespace ferz
