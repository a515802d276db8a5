// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/livetext.h"

#include "ui/access/speech.h"
#include "ui/board/accessiblefactory.h"

#include <QAccessible>

namespace ferz {

LiveText::LiveText(QWidget *parent) : QLabel(parent)
{
    installAccessibleFactory();
    setTextFormat(Qt::PlainText);
}

void LiveText::setText(const QString &text)
{
    QLabel::setText(text);
    m_announced = !text.isEmpty();
    if (text.isEmpty())
        return;
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    Speech::instance().say(text);
    emit announced(text);
}

void LiveText::display(const QString &text)
{
    QLabel::setText(text);
    m_announced = false;
}

void LiveText::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_announced)
        QLabel::clear();
    QLabel::changeEvent(event);
}

} // namespace ferz
