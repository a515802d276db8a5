// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/annotatedialog.h"

#include "ui/settings/appsettings.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace ferz {

AnnotateDialog::AnnotateDialog(const AppSettings &settings, const QString &engine, QWidget *parent)
    : QDialog(parent), m_byDepth(new QRadioButton(tr("To &depth, in plies"), this)),
      m_byTime(new QRadioButton(tr("&Time per move, in seconds"), this)), m_depth(new QSpinBox(this)),
      m_seconds(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("Annotate with Engine"));
    auto *about =
        new QLabel(tr("The engine %1 looks at every position of the main line. Ferz then adds the evaluation after "
                      "each move, marks "
                      "inaccuracies (?!), mistakes (?) and blunders (?"
                      "?) with a better line for each, and sums up both "
                      "sides in the game comment. The window stays usable meanwhile, and Edit ▸ Undo takes the whole "
                      "annotation back.")
                       .arg(QFileInfo(engine).fileName()),
                   this);
    about->setWordWrap(true);
    m_byDepth->setObjectName(QStringLiteral("annotateByDepth"));
    m_byTime->setObjectName(QStringLiteral("annotateByTime"));
    m_depth->setObjectName(QStringLiteral("annotationDepth"));
    m_depth->setRange(1, 99);
    m_depth->setValue(settings.annotationDepth);
    m_seconds->setObjectName(QStringLiteral("annotationSeconds"));
    m_seconds->setRange(0.1, 600);
    m_seconds->setDecimals(1);
    m_seconds->setSingleStep(0.5);
    m_seconds->setValue(settings.annotationMoveTimeMs / 1000.0);
    (settings.annotationByTime ? m_byTime : m_byDepth)->setChecked(true);
    auto enable = [this] {
        m_depth->setEnabled(m_byDepth->isChecked());
        m_seconds->setEnabled(m_byTime->isChecked());
    };
    connect(m_byDepth, &QRadioButton::toggled, this, enable);
    enable();

    auto *grid = new QGridLayout;
    grid->addWidget(m_byDepth, 0, 0);
    grid->addWidget(m_depth, 0, 1);
    grid->addWidget(m_byTime, 1, 0);
    grid->addWidget(m_seconds, 1, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Annotate"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("annotateOk"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(grid);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

SearchLimits AnnotateDialog::limits() const
{
    SearchLimits limits;
    if (m_byTime->isChecked())
        limits.moveTimeMs = static_cast<int>(std::lround(m_seconds->value() * 1000));
    else
        limits.depth = m_depth->value();
    return limits;
}

void AnnotateDialog::store(AppSettings &settings) const
{
    settings.annotationByTime = m_byTime->isChecked();
    settings.annotationDepth = m_depth->value();
    settings.annotationMoveTimeMs = static_cast<int>(std::lround(m_seconds->value() * 1000));
}

} // namespace ferz
