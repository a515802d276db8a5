// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ferz {

ShortcutsDialog::ShortcutsDialog(QMainWindow *window) : QDialog(window), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<QPair<QString, QString>> rows;
    for (QAction *action : window->actions()) {
        if (action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        rows.append({keys.join(tr(" or ")), action->text().remove(QLatin1Char('&')).remove(QStringLiteral("…"))});
    }
    rows.append({tr("A letter or digit"), tr("Starts typing a move on the board (e4, Nf3, Кf3, O-O)")});
    rows.append({tr("Enter"), tr("Plays the typed move")});
    rows.append({tr("Esc"), tr("Clears the typed move and returns to the board")});
    rows.append({tr("Right click, right drag"),
                 tr("Marks a square, draws an arrow (green; Shift red, Ctrl yellow, Alt blue)")});

    m_table->setObjectName(QStringLiteral("shortcuts"));
    m_table->setColumnCount(2);
    m_table->setRowCount(static_cast<int>(rows.size()));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Command")});
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        m_table->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(620, 560);
}

} // namespace ferz
