// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/headereditor.h"

#include <QComboBox>
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

constexpr GameResult Results[] = {GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw, GameResult::Unknown};

} // namespace

HeaderEditor::HeaderEditor(const std::vector<GameTree::Tag> &tags, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, 2, this)), m_result(new QComboBox(this))
{
    setWindowTitle(tr("Game Headers"));
    m_table->setObjectName(QStringLiteral("tagTable"));
    m_table->setAccessibleName(windowTitle());
    m_table->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_result->setObjectName(QStringLiteral("resultChoice"));
    m_result->setAccessibleName(tr("Result"));
    for (GameResult result : Results) {
        const std::string_view text = shownResult(resultText(result));
        m_result->addItem(QString::fromUtf8(text.data(), qsizetype(text.size())), static_cast<int>(result));
    }
    std::optional<GameResult> result;
    for (const auto &[name, value] : tags) {
        if (isPositionTag(name))
            m_positionTags.emplace_back(name, value);
        else if (name == "Result" && !result)
            addResultRow(*(result = parseResult(value).value_or(GameResult::Unknown)));
        else
            addRow(QString::fromStdString(name), QString::fromStdString(value));
    }
    if (!result)
        addResultRow(GameResult::Unknown);
    auto *add = new QPushButton(tr("&Add Tag"), this);
    auto *remove = new QPushButton(tr("&Remove Tag"), this);
    connect(add, &QPushButton::clicked, this, &HeaderEditor::addTag);
    connect(remove, &QPushButton::clicked, this, [this] {
        // The Result stays: the movetext ends in it.
        const int row = m_table->currentRow();
        if (row >= 0 && m_table->cellWidget(row, 1) != m_result)
            m_table->removeRow(row);
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

void HeaderEditor::addResultRow(GameResult result)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *name = new QTableWidgetItem(QStringLiteral("Result"));
    name->setFlags(name->flags() & ~Qt::ItemIsEditable);
    m_table->setItem(row, 0, name);
    m_result->setCurrentIndex(m_result->findData(static_cast<int>(result)));
    m_table->setCellWidget(row, 1, m_result);
}

void HeaderEditor::addTag()
{
    addRow(QString(), QString());
    QTableWidgetItem *name = m_table->item(m_table->rowCount() - 1, 0);
    m_table->setCurrentItem(name);
    m_table->scrollToItem(name);
    m_table->setFocus();
    m_table->editItem(name);
}

std::vector<GameTree::Tag> HeaderEditor::tags() const
{
    std::vector<GameTree::Tag> tags;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->cellWidget(row, 1) == m_result) {
            tags.emplace_back("Result", resultText(static_cast<GameResult>(m_result->currentData().toInt())));
            continue;
        }
        // Tag names are symbols: no spaces (PGN standard 8.1.1).
        const QString name =
            m_table->item(row, 0) ? m_table->item(row, 0)->text().simplified().remove(QLatin1Char(' ')) : QString();
        const QString value = m_table->item(row, 1) ? m_table->item(row, 1)->text() : QString();
        // A second Result would contradict the one chosen.
        if (!name.isEmpty() && !isPositionTag(name.toStdString()) && name != QLatin1String("Result"))
            tags.emplace_back(name.toStdString(), value.toStdString());
    }
    tags.insert(tags.end(), m_positionTags.begin(), m_positionTags.end());
    return tags;
}

} // namespace ferz
