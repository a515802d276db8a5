// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/clockwidget.h"

#include "core/game/chessclock.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace ferz {

ClockWidget::ClockWidget(QWidget *parent) : QFrame(parent), m_name(new QLabel(this)), m_time(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Tab reaches each player; a screen reader says the name (Speak ▸ Say the Clocks, the times).
    setFocusPolicy(Qt::TabFocus);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    QFont nameFont = m_name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.2);
    m_name->setFont(nameFont);
    m_name->setTextFormat(Qt::PlainText);
    QFont timeFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    timeFont.setPointSizeF(nameFont.pointSizeF() * 1.7);
    timeFont.setBold(true);
    m_time->setFont(timeFont);
    m_time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_time);
    setActive(false);
}

void ClockWidget::setName(const QString &name)
{
    // Set at every tick of the clock: a screen reader hears of a new name only.
    if (name == m_name->text())
        return;
    m_name->setText(name);
    setAccessibleName(name);
}

void ClockWidget::setTime(std::optional<qint64> ms)
{
    m_time->setText(ms ? formatTime(*ms) : QString());
    m_time->setVisible(ms.has_value());
}

void ClockWidget::setActive(bool active)
{
    m_active = active;
    applyColours();
}

void ClockWidget::setLow(bool low)
{
    if (low == m_low)
        return;
    m_low = low;
    applyColours();
}

void ClockWidget::applyColours()
{
    QPalette p = palette();
    p.setColor(QPalette::Window, m_active ? QColor(0xdd, 0xea, 0xc8) : QColor(0xf2, 0xf2, 0xf2));
    p.setColor(QPalette::WindowText, m_active ? QColor(0x10, 0x10, 0x10) : QColor(0x60, 0x60, 0x60));
    setPalette(p);
    QPalette time = p;
    if (m_low)
        time.setColor(QPalette::WindowText, QColor(0xc0, 0x10, 0x10));
    m_time->setPalette(time);
}

QString ClockWidget::timeText() const
{
    return m_time->text();
}

QString ClockWidget::formatTime(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    if (isLowTime(ms)) {
        // Tenths are cut, not rounded: 9.99 s left shows 0:09.9, and 0:00.0 only at the flag.
        return QStringLiteral("0:%1%2%3")
            .arg(ms / 1000, 2, 10, QLatin1Char('0'))
            .arg(QLocale().decimalPoint())
            .arg(ms / 100 % 10);
    }
    const qint64 seconds = ms / 1000;
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace ferz
