// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/commenteditor.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ferz {

CommentEditor::CommentEditor(const QString &move, const QString &before, const QString &after, QWidget *parent)
    : QDialog(parent), m_before(new QPlainTextEdit(this)), m_after(new QPlainTextEdit(this))
{
    setWindowTitle(move.isEmpty() ? tr("Comment on the Game") : tr("Comments on %1").arg(move));
    m_before->setObjectName(QStringLiteral("commentBefore"));
    m_after->setObjectName(QStringLiteral("commentAfter"));
    m_before->setPlainText(before);
    m_after->setPlainText(after);
    m_before->setTabChangesFocus(true);
    m_after->setTabChangesFocus(true);
    auto *form = new QFormLayout;
    if (move.isEmpty()) {
        m_before->hide();
        form->addRow(tr("Before the first move:"), m_after);
    } else {
        form->addRow(tr("Before %1:").arg(move), m_before);
        form->addRow(tr("After %1:").arg(move), m_after);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    m_after->setFocus();
    resize(480, 300);
}

QString CommentEditor::before() const
{
    return m_before->toPlainText().simplified();
}

QString CommentEditor::after() const
{
    return m_after->toPlainText().simplified();
}

} // namespace ferz
