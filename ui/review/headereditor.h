// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog to edit a game's tag pairs (Event, White, Date…): a two-column table in the game's
// order, rows to add and remove. SetUp and FEN belong to the start position and are kept aside.
// The Result is chosen from the four results, since the movetext ends in it (a typed "2-0" would
// be no result, and the game's own lost).
#pragma once

#include "core/game/gametree.h"

#include <QDialog>

class QComboBox;
class QTableWidget;

namespace ferz {

class HeaderEditor : public QDialog {
    Q_OBJECT

public:
    explicit HeaderEditor(const std::vector<GameTree::Tag> &tags, QWidget *parent = nullptr);

    // The tags as edited (rows without a name dropped, SetUp and FEN kept where they were).
    std::vector<GameTree::Tag> tags() const;
    QTableWidget *table() const { return m_table; }
    QComboBox *result() const { return m_result; }

private:
    void addRow(const QString &name, const QString &value);
    void addResultRow(GameResult result);
    // Adds a row for a new tag and puts the keyboard in its name, in view.
    void addTag();
    QTableWidget *m_table;
    QComboBox *m_result;
    std::vector<GameTree::Tag> m_positionTags;
};

} // namespace ferz
