// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/headereditor.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ferz {

namespace {

bool isPositionTag(const std::string &name)
{
    return name == "SetUp" || name == "FEN";
}

} // namespace

HeaderEditor::HeaderEditor(const std::vector<GameTree::Tag> &tags, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, 2, this))
{
    setWindowTitle(tr("Game Headers"));
    m_table->setObjectName(QStringLiteral("tagTable"));
    m_table->setAccessibleName(windowTitle());
    m_table->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    for (const auto &[name, value] : tags) {
        if (isPositionTag(name))
            m_positionTags.emplace_back(name, value);
        else
            addRow(QString::fromStdString(name), QString::fromStdString(value));
    }
    auto *add = new QPushButton(tr("&Add Tag"), this);
    auto *remove = new QPushButton(tr("&Remove Tag"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow(QString(), QString());
        m_table->editItem(m_table->item(m_table->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
    resize(460, 420);
}

void HeaderEditor::addRow(const QString &name, const QString &value)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(name));
    m_table->setItem(row, 1, new QTableWidgetItem(value));
}

std::vector<GameTree::Tag> HeaderEditor::tags() const
{
    std::vector<GameTree::Tag> tags;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        // Tag names are symbols: no spaces (PGN standard 8.1.1).
        const QString name =
            m_table->item(row, 0) ? m_table->item(row, 0)->text().simplified().remove(QLatin1Char(' ')) : QString();
        const QString value = m_table->item(row, 1) ? m_table->item(row, 1)->text() : QString();
        if (!name.isEmpty() && !isPositionTag(name.toStdString()))
            tags.emplace_back(name.toStdString(), value.toStdString());
    }
    tags.insert(tags.end(), m_positionTags.begin(), m_positionTags.end());
    return tags;
}

} // namespace ferz
