// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/picturedialog.h"

#include "ui/settings/appsettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace ferz {

PictureDialog::PictureDialog(DiagramFormat format, int size, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Diagram"));
    auto *form = new QFormLayout(this);
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("PNG image"), int(DiagramFormat::Png));
    m_format->addItem(tr("SVG drawing (scales to any size)"), int(DiagramFormat::Svg));
    m_format->setCurrentIndex(m_format->findData(int(format)));
    form->addRow(tr("&Format:"), m_format);
    addSize(size, AppSettings::MinDiagramSize, AppSettings::MaxDiagramSize);
    addButtons();
}

PictureDialog::PictureDialog(int size, int delayMs, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Game as GIF"));
    new QFormLayout(this);
    addSize(size, AppSettings::MinGifSize, AppSettings::MaxGifSize);
    m_delay = new QDoubleSpinBox(this);
    m_delay->setObjectName(QStringLiteral("delay"));
    m_delay->setRange(AppSettings::MinGifDelayMs / 1000.0, AppSettings::MaxGifDelayMs / 1000.0);
    m_delay->setDecimals(1);
    m_delay->setSingleStep(0.1);
    m_delay->setSuffix(tr(" s", "seconds"));
    m_delay->setValue(delayMs / 1000.0);
    static_cast<QFormLayout *>(layout())->addRow(tr("&Time per move:"), m_delay);
    addButtons();
}

void PictureDialog::addSize(int size, int minimum, int maximum)
{
    m_size = new QSpinBox(this);
    m_size->setObjectName(QStringLiteral("size"));
    m_size->setRange(minimum, maximum);
    m_size->setSingleStep(40);
    m_size->setSuffix(tr(" px", "pixels"));
    m_size->setValue(size);
    static_cast<QFormLayout *>(layout())->addRow(tr("&Size:"), m_size);
}

void PictureDialog::addButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    static_cast<QFormLayout *>(layout())->addRow(buttons);
}

DiagramFormat PictureDialog::format() const
{
    return m_format ? DiagramFormat(m_format->currentData().toInt()) : DiagramFormat::Png;
}

int PictureDialog::size() const
{
    return m_size->value();
}

int PictureDialog::delayMs() const
{
    return m_delay ? qRound(m_delay->value() * 1000) : 0;
}

} // namespace ferz
