// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog to edit a game's tag pairs (Event, White, Date…): a two-column table in the game's
// order, rows to add and remove. SetUp and FEN belong to the start position and are kept aside.
#pragma once

#include "core/game/gametree.h"

#include <QDialog>

class QTableWidget;

namespace ferz {

class HeaderEditor : public QDialog {
    Q_OBJECT

public:
    explicit HeaderEditor(const std::vector<GameTree::Tag> &tags, QWidget *parent = nullptr);

    // The tags as edited (rows without a name dropped, SetUp and FEN kept where they were).
    std::vector<GameTree::Tag> tags() const;
    QTableWidget *table() const { return m_table; }

private:
    void addRow(const QString &name, const QString &value);
    QTableWidget *m_table;
    std::vector<GameTree::Tag> m_positionTags;
};

} // namespace ferz
