// SPDX-License-Identifier: GPL-3.0-or-later
// The move list beside the board: numbered move pairs of the game's main line in the chosen
// style, with the move of the shown position highlighted. Clicking a move asks to show the
// position after it.
#pragma once

#include "ui/play/movelistmodel.h"

#include <QTableView>

namespace ferz {

class NotationPanel : public QTableView {
    Q_OBJECT

public:
    explicit NotationPanel(QWidget *parent = nullptr);

    MoveListModel *moveList() const { return m_model; }
    // Highlights the move that led to `ply` (nothing for the start position).
    void setCurrentPly(int ply);
    // Where the move of `ply` is drawn, in the viewport's coordinates (for tests and tooltips).
    QRect plyRect(int ply) const;

signals:
    void plyClicked(int ply);

protected:
    // Keeps the current move in view when the panel changes size.
    void resizeEvent(QResizeEvent *event) override;

private:
    MoveListModel *m_model;
};

} // namespace ferz
